"""The first-game tutorial: its script replays legally, each lesson takes only its move, it can be
left and resumed at the same step, and the first launch offers it once."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n
from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.actions import Claim, Craft, Dock, Pass, Roll, UseCharge
from kingsforge.engine.record import GameRecord
from kingsforge.ui import tutorial_script as ts


@pytest.fixture(scope="module")
def script():
    return ts.load_script()


@pytest.fixture(scope="module")
def base():
    return load_content(modules=())


# --- the script, through the engine alone ---------------------------------------------------------------
def test_script_replays_legally_to_its_end_and_teaches_every_lesson(script, base):
    game = GameRecord(base, script.players, script.seed)
    taught = {}
    for i, step in enumerate(script.steps):
        s = game.state
        action = script.action(base, i)
        assert rules.check(s, action) is None, (i, step, rules.check(s, action))
        assert (s.turn == script.you) == step.yours, f"step {i + 1} is played by the wrong seat"
        if step.yours:
            taught[step.lesson] = (s.clone(), action)
        game.play(action)
    assert list(taught) == list(ts.LESSONS), "every lesson, in the order the tutorial promises"
    s, a = taught["gather"]
    assert isinstance(a, Claim) and a.dice, "gathering is taught with a die dragged onto a card"
    s, a = taught["dock"]
    assert isinstance(a, Dock) and a.discard in s.gather_row
    s, a = taught["pass"]
    assert isinstance(a, Pass) and a.benefit and s.first_passer == -1, "you pass first and take the benefit"
    s, a = taught["roll"]
    assert isinstance(a, Roll)
    s, a = taught["bonus"]
    assert isinstance(a, UseCharge) and s.charges[s.turn][a.charge][0] == "bonus"
    s, a = taught["craft"]
    assert isinstance(a, Craft) and a.card in s.display
    s, a = taught["outcraft"]
    held = s.crafted_by(a.card)
    assert isinstance(a, Craft) and held is not None and held[0] != script.you, "a ware the computer made"
    # the bonus is what makes the craft possible: without it the ware cannot be made
    s, bonus = taught["bonus"]
    after = rules.apply(s, bonus)
    craft = taught["craft"][1]
    assert rules.check(after, craft) is None
    assert rules.check(s, craft) is not None, "the bonus lesson must matter"
    # the round ends with both of your wares tucked: the out-craft took the computer's
    assert game.state.round == 2 and len(game.state.tucked[script.you]) == 2
    assert game.state.tucked[1 - script.you] == []


def test_script_has_no_modules_and_the_texts_exist(script):
    for lang in ("en", "es"):
        table = i18n.table(lang)
        for lesson in ts.LESSONS:
            for part in ("title", "body", "short"):
                assert f"tutorial.{lesson}.{part}" in table, (lang, lesson, part)
        for note in ts.NOTES:
            assert f"tutorial.note.{note}" in table, (lang, note)


# --- the scene: only the lesson's move is taken ----------------------------------------------------------
def _tutorial(app, monkeypatch=None):
    from kingsforge.ui.scenes.tutorial import TutorialScene

    app.settings.ai_speed = "instant"
    app.settings.animation_speed = "instant"
    return app.stack.reset(TutorialScene(app))


def _run_until_yours(app, scene, frames=400):
    for _ in range(frames):
        if scene.teaching() or scene.step is None:
            break
        if app.stack.top is not scene:     # the round summary: go on
            app.stack.pop()
        app.tick(1 / 30)
    assert scene.teaching() or scene.step is None


def test_each_lesson_accepts_only_its_move(app, script):
    scene = _tutorial(app)
    m = scene.match
    lessons = 0
    while scene.step is not None:
        _run_until_yours(app, scene)
        if scene.step is None:
            break
        expected = scene.expected
        before = len(m.record.actions)
        others = [a for a in m.legal() if not ts.same_move(m.state, a, expected)]
        assert len(others) < len(m.legal()), f"the lesson {scene.step.lesson} is not a legal move"
        for action in others[:60]:
            scene.message = ""
            assert scene.play(action) is False, (scene.step.lesson, action)
            assert len(m.record.actions) == before
            assert scene.message == i18n.t("tutorial.not_lesson",
                                           lesson=i18n.t(f"tutorial.{scene.step.lesson}.short",
                                                         **scene.lesson_params()))
        # an illegal move is refused with the engine's own reason
        scene.message = ""
        assert scene.play(Craft(0, (999,))) is False
        assert scene.message == i18n.reason(rules.check(m.state, Craft(0, (999,))))
        assert scene.play(expected) is True
        assert len(m.record.actions) == before + 1
        lessons += 1
    assert lessons == len(ts.LESSONS)
    assert m.record.actions == script.actions(m.content)


def test_a_die_of_the_same_kind_is_the_same_move_and_the_script_stays_on_track(app, script):
    scene = _tutorial(app)
    m = scene.match
    _run_until_yours(app, scene)
    expected = scene.expected
    assert isinstance(expected, Claim)
    other_die = next(d for d in m.state.supply[m.state.turn] if d not in expected.dice)
    assert scene.play(expected._replace(dice=(other_die,))) is True
    assert m.record.actions[-1] == expected, "the script's own move is played"


def test_dragging_shows_and_takes_only_the_lesson_box(app, driver):
    scene = _tutorial(app)
    _run_until_yours(app, scene)
    driver.frame(3)
    target, source = scene.lesson_target()
    assert source is not None and scene.view.target_at(target.center) is not None
    # another card's box is refused with the lesson's reason
    expected = scene.expected
    wrong = next(t for t in scene.view.targets if t.kind == "claim" and t.target != expected.card
                 and scene.match.content.gather[t.target].options[t.option].boxes)
    die = scene.view.target_at(target.center)
    driver.drag(source.center, wrong.rect.center)
    assert scene.pending is None and i18n.t("tutorial.gather.short", card="")[:10] in scene.message
    # the lit box takes it; Enter claims
    target, source = scene.lesson_target()
    driver.drag(source.center, target.center)
    assert scene.pending is not None and scene.pending.complete
    assert scene.lesson_target()[0] == scene.btn_confirm.rect
    driver.key(pygame.K_RETURN)
    assert scene.match.record.actions[1] == expected     # (the computer may have moved since)
    assert die is not None


# --- leave and resume -------------------------------------------------------------------------------------
def test_leaving_and_resuming_keeps_the_step(make_app, driver, script):
    from kingsforge.ui.scenes.title import TitleScene
    from kingsforge.ui.scenes.tutorial import TutorialScene

    app = driver.app
    scene = _tutorial(app)
    _run_until_yours(app, scene)
    scene.play(scene.expected)                 # the gather lesson
    _run_until_yours(app, scene)
    assert scene.step.lesson == "dock"
    played = list(scene.match.record.actions)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
    assert scene.match.flush_autosave()
    assert ts.has_progress() and ts.save_path().is_file()
    assert not (ts.save_path().parent / "autosave.json").exists(), "the player's own save is untouched"
    driver.press("Tutorial")
    resumed = app.stack.top
    assert isinstance(resumed, TutorialScene) and resumed is not scene
    assert resumed.match.record.actions == played
    assert resumed.step.lesson == "dock" and resumed.lesson_number() == (2, len(ts.LESSONS))
    # and in another run of the game too
    other = make_app()
    again = other.stack.reset(TutorialScene(other))
    assert again.match.record.actions == played and again.step.lesson == "dock"


def test_a_damaged_tutorial_save_starts_over(app, script):
    ts.save_path().parent.mkdir(parents=True, exist_ok=True)
    ts.save_path().write_text("{ not json")
    scene = _tutorial(app)
    assert scene.match.record.actions == [] and scene.script.position(scene.match) == 0


# --- the first-launch offer --------------------------------------------------------------------------------
def test_the_first_launch_offers_the_tutorial_once(make_app):
    from kingsforge.ui.scenes.title import TitleScene
    from kingsforge.ui.scenes.tutorial import TutorialOfferScene, TutorialScene

    app = make_app(start=False)
    app.offer_tutorial = True
    app.start()
    app.tick(1 / 60)
    assert isinstance(app.stack.top, TutorialOfferScene)
    app.stack.top.widgets.button("Not now").activate()
    assert isinstance(app.stack.top, TitleScene)
    app.tick(1 / 60)
    assert isinstance(app.stack.top, TitleScene), "asked once per run"
    assert ts.offer_answered()
    # the next launch remembers the answer
    later = make_app(start=False)
    later.offer_tutorial = True
    later.start()
    for _ in range(3):
        later.tick(1 / 60)
    assert isinstance(later.stack.top, TitleScene)
    # the title always has the button
    assert later.stack.top.widgets.button("Tutorial") is not None
    later.stack.top.widgets.button("Tutorial").activate()
    assert isinstance(later.stack.top, TutorialScene)


def test_accepting_the_offer_starts_the_tutorial_and_is_remembered(make_app):
    from kingsforge.ui.scenes.tutorial import TutorialOfferScene, TutorialScene

    app = make_app(start=False)
    app.offer_tutorial = True
    app.start()
    app.tick(1 / 60)
    assert isinstance(app.stack.top, TutorialOfferScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.pump(1 / 60)
    assert isinstance(app.stack.top, TutorialScene)
    assert ts.offer_answered()


def test_with_forge_chosen_the_offer_is_forge_s_guided_round(make_app):
    """With Forge chosen, the offer asked about King's Forge and started its dice tutorial."""
    from kingsforge.forge.ui.table import ForgeTableScene
    from kingsforge.ui.scenes.tutorial import TutorialOfferScene

    app = make_app(start=False)
    app.settings.game = "forge"
    app.offer_tutorial = True
    app.start()
    app.tick(1 / 60)
    offer = app.stack.top
    assert isinstance(offer, TutorialOfferScene) and offer.title == "New to Forge?"
    offer.widgets.button("Start the tutorial").activate()
    assert isinstance(app.stack.top, ForgeTableScene) and app.stack.top.coach
    assert ts.offer_answered()


def test_tests_and_screenshots_are_not_offered_the_tutorial(app):
    from kingsforge.ui.scenes.title import TitleScene

    app.tick(1 / 60)
    assert isinstance(app.stack.top, TitleScene)
    assert not ts.offer_answered()


def test_after_the_script_the_game_goes_on_against_the_computer(app, script):
    scene = _tutorial(app)
    m = scene.match
    while scene.step is not None:
        _run_until_yours(app, scene)
        if scene.step is not None:
            assert scene.play(scene.expected)
    for _ in range(60):
        if app.stack.top is not scene:
            app.stack.pop()
        app.tick(1 / 30)
    assert scene._showing_done()
    title, body = scene.lesson_texts()
    assert title == i18n.t("tutorial.done.title")
    assert m.state.round == 2 and m.human_to_move
    assert scene.btn_undo.visible or not m.can_undo()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_step_of_the_tutorial_fits_its_panel_at_1280x720(make_app, script, lang):
    from kingsforge.ui.scenes.tutorial import TutorialScene

    app = make_app(size=(1280, 720), start=False)
    app.set_language(lang)
    match = ts.TutorialMatch.new(ts.tutorial_config(script))
    match.autosave_enabled = False
    scene = app.stack.reset(TutorialScene(app, match, script))
    for i in range(len(script) + 1):
        scene._done_seen, scene._done_moves = True, len(match.record.actions)
        scene._ensure_view()
        app.render()
        assert not scene.lesson_clipped, (lang, i, scene.lesson_texts())
        assert "{" not in "".join(scene.lesson_texts()), scene.lesson_texts()
        if i < len(script):
            match.play(script.action(match.content, i))


def test_after_the_last_lesson_the_tutorial_button_offers_to_start_again(app, driver, script):
    """A tutorial played past its last lesson: the title's Tutorial button asks whether to start
    again from lesson 1 (a fresh tutorial) or go on with the practice game."""
    from kingsforge import persist
    from kingsforge.ui.scenes.choice import ChoiceScene
    from kingsforge.ui.scenes.title import TitleScene
    from kingsforge.ui.scenes.tutorial import TutorialScene, staged

    done = staged(app, "done").match
    done.ai_close = None
    persist.save_game(done.record, ts.save_path(), extra=done.save_extra())
    app.stack.top.ai.close()
    app.stack.reset(TitleScene(app))
    driver.press("Tutorial")
    assert isinstance(app.stack.top, ChoiceScene)
    driver.press(i18n.t("tutorial.again.continue"))
    assert isinstance(app.stack.top, TutorialScene)
    assert app.stack.top.match.record.actions == done.record.actions       # the practice game goes on
    app.stack.top.ai.close()
    app.stack.reset(TitleScene(app))
    driver.press("Tutorial")
    driver.press(i18n.t("tutorial.again.restart"))
    fresh = app.stack.top
    assert isinstance(fresh, TutorialScene) and fresh.lesson_number()[0] == 1
    assert fresh.script.position(fresh.match) == 0 or fresh.step.lesson == ts.LESSONS[0]
    fresh.ai.close()


@pytest.mark.parametrize("size", [(800, 450), (1366, 768), (3840, 2160)])
def test_a_resized_window_redraws_the_tutorial_table_for_its_size(app, size):
    """The lesson's still table is kept as a picture while only the arrow moves; a resize (or F11,
    which reaches no scene) lays the table out again for the new scale and text floor, and the
    picture must follow: it drew the old layout's tiny card names, while the mouse already hit the
    new layout's places, until the next input came."""
    from kingsforge.ui import layoutcheck
    from kingsforge.ui.scenes.tutorial import staged

    scene = staged(app, "gather")
    try:
        for _ in range(30):
            app.tick(1 / 30)
        layoutcheck.resize(app, size)
        for _ in range(3):
            app.tick(1 / 30)
        shown = pygame.image.tobytes(app.canvas, "RGB")
        scene._board = None             # the table drawn afresh
        app.render()
        assert pygame.image.tobytes(app.canvas, "RGB") == shown
    finally:
        scene.ai.close()
