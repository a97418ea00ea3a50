"""The table driven like a player: synthetic mouse drags and clicks on the drawn layout."""

import pygame
import pytest

from conftest import quick_bots
from kingsforge.ui.match import Match
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.screenshot import demo_config


def start_table(app, players=2, seed=3, humans=1):
    app.settings.ai_pace = "instant"
    app.settings.animation = "instant"
    match = quick_bots(Match.new(demo_config(players, seed, humans=humans)))
    match.autosave_enabled = False
    scene = TableScene(app, match)
    app.stack.reset(scene)
    return scene


def settle(driver, scene, until, frames=400):
    for _ in range(frames):
        if until():
            return True
        top = driver.app.stack.top
        if top is not scene:
            # overlays (round summary, hand-off) are dismissed with Space
            driver.key(pygame.K_SPACE)
        else:
            driver.frame()
    return until()


def pass_gather(driver, scene):
    """Click Pass; if the first-to-pass reward is offered, click the first reward."""
    driver.click(scene.btn_pass.rect.center)
    top = driver.app.stack.top
    if top is not scene:
        first = next(w for w in top.widgets.widgets if getattr(w, "on_click", None))
        driver.click(first.rect.center)


def tray_die_centre(scene, die):
    x, y, _ = scene.dice.pos[die]
    return (x, y)


def test_drag_die_onto_gather_card_claims_it(app, driver):
    scene = start_table(app, seed=3)
    match = scene.match
    assert settle(driver, scene, lambda: match.human_to_move and match.in_gather)
    driver.frame(3)
    me = match.current
    before = len(match.state.claims)
    # keep dragging dice onto lit boxes of one option until it is complete
    for _ in range(6):
        if scene.pending is not None and scene.pending.complete:
            break
        die = next(d for d in match.state.supply[me]
                   if not scene.pending or d not in scene.pending.dice.values())
        start = tray_die_centre(scene, die)
        driver.move(start)
        driver.post(pygame.MOUSEBUTTONDOWN, pos=driver.win(start), button=1)
        driver.frame()
        assert scene.drag is not None
        valid = [t for t in scene.view.targets if t.key in scene.drag.valid and t.kind == "claim"]
        if scene.pending is not None:
            same = [t for t in valid if scene.pending.same_target(t.kind, t.target, t.option)]
            valid = same or valid
        assert valid, "no gather box accepts a supply die"
        end = valid[0].rect.center
        for k in range(1, 5):
            p = (start[0] + (end[0] - start[0]) * k / 4, start[1] + (end[1] - start[1]) * k / 4)
            driver.post(pygame.MOUSEMOTION, pos=driver.win(p), rel=(0, 0), buttons=(1, 0, 0))
            driver.frame()
        driver.post(pygame.MOUSEBUTTONUP, pos=driver.win(end), button=1)
        driver.frame()
    assert scene.pending is not None and scene.pending.complete
    assert len(match.state.claims) == before  # nothing happens before the claim is confirmed
    confirm = scene.btn_confirm
    assert confirm.visible
    driver.click(confirm.rect.center)
    claims = match.state.claims
    assert len(claims) > before and claims[before][0] == me  # (a computer may have moved since)


def test_illegal_drop_snaps_back_with_reason(app, driver):
    scene = start_table(app, seed=5)
    match = scene.match
    assert settle(driver, scene, lambda: match.human_to_move and match.in_gather)
    driver.frame(3)
    me = match.current
    digest = match.state.digest()
    die = match.state.supply[me][0]
    start = tray_die_centre(scene, die)
    driver.move(start)
    driver.post(pygame.MOUSEBUTTONDOWN, pos=driver.win(start), button=1)
    driver.frame()
    bad = [t for t in scene.view.targets if t.key not in scene.drag.valid]
    assert bad, "every box accepts this die; nothing to refuse"
    target = bad[0]
    driver.post(pygame.MOUSEMOTION, pos=driver.win(target.rect.center), rel=(0, 0), buttons=(1, 0, 0))
    driver.frame()
    driver.post(pygame.MOUSEBUTTONUP, pos=driver.win(target.rect.center), button=1)
    driver.frame()
    assert match.state.digest() == digest
    assert scene.message and scene.message_bad
    assert scene.pending is None or die not in scene.pending.dice.values()
    driver.frame(30)
    x, y, _ = scene.dice.pos[die]
    assert (x, y) == pytest.approx(start, abs=1)  # back in the supply tray


def test_undo_takes_back_a_craft(app, driver):
    scene = start_table(app, seed=11)
    match = scene.match
    for _ in range(60):
        settle(driver, scene, lambda: match.over or match.human_to_move, frames=2000)
        if match.human_to_move and match.in_gather:
            pass_gather(driver, scene)
            continue
        if match.over:
            pytest.skip("no craft turn reached")
        if not match.state.has_rolled:
            driver.press("Roll")
        if scene.btn_auto.enabled:
            break
        driver.press("End turn")
    else:
        pytest.skip("never able to craft")
    driver.press("Auto-assign")
    crafted_before = list(match.state.crafted)
    driver.click(scene.btn_confirm.rect.center)
    assert len(match.state.crafted) >= len(crafted_before)
    assert match.state.crafted != crafted_before
    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert match.state.crafted == crafted_before


def test_autosave_and_continue_restore_the_game(app, driver):
    from kingsforge import persist
    from kingsforge.ui.scenes.title import TitleScene

    scene = start_table(app, players=3, seed=21)
    match = scene.match
    match.autosave_enabled = True
    assert settle(driver, scene, lambda: match.human_to_move)
    if match.in_gather:
        pass_gather(driver, scene)
    assert settle(driver, scene, lambda: match.human_to_move)
    assert len(match.log) >= 2
    digest = match.state.digest()
    driver.key(pygame.K_ESCAPE)          # pause menu
    driver.press("Save and leave")
    assert isinstance(app.stack.top, TitleScene)
    assert persist.has_save(persist.autosave_path())
    driver.press("Continue")
    restored = app.stack.top
    assert isinstance(restored, TableScene)
    assert restored.match.state.digest() == digest
    assert [e.text for e in restored.match.log] == [e.text for e in match.log]


@pytest.mark.parametrize("button, gone_to", [("Save and leave", "title"), ("Quit game", "quit")])
def test_a_save_the_disk_refuses_is_said_before_leaving(app, driver, monkeypatch, button, gone_to):
    """A full disk made Save and leave go to the title in silence, the game lost."""
    import errno

    from kingsforge import persist
    from kingsforge.ui.scenes.choice import ChoiceScene
    from kingsforge.ui.scenes.pause import PauseScene
    from kingsforge.ui.scenes.title import TitleScene

    def full(*_args, **_kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    scene = start_table(app, players=2, seed=21)
    scene.match.autosave_enabled = True
    monkeypatch.setattr(persist, "save_game", full)
    quits = []
    monkeypatch.setattr(app, "quit", lambda: quits.append(1))
    driver.key(pygame.K_ESCAPE)
    driver.press(button)
    top = app.stack.top
    assert isinstance(top, ChoiceScene) and "the disk is full" in top.question
    driver.press("Stay in the game")
    assert isinstance(app.stack.top, PauseScene) and not quits
    driver.press(button)
    driver.press("Leave without saving" if gone_to == "title" else "Quit without saving")
    assert isinstance(app.stack.top, TitleScene) if gone_to == "title" else quits == [1]
    monkeypatch.undo()
    from kingsforge.ui.autosave import saver
    scene.match.autosave()
    assert scene.match.flush_autosave() and saver.error is None       # a save that works clears it


def test_corrupt_save_gives_a_message_not_a_crash(app, driver):
    from kingsforge import persist
    from kingsforge.ui.scenes.title import TitleScene

    path = persist.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": 1, "actions": [', encoding="utf-8")
    app.start()
    driver.press("Continue")
    assert isinstance(app.stack.top, TitleScene)
    assert app.notices and "damaged" in app.notices[0][1]
    assert path.with_name(path.name + ".bad").is_file()


def test_dock_visit_by_dragging_then_picking_a_card(app, driver):
    from kingsforge.engine.actions import Dock

    for seed in range(1, 30):
        scene = start_table(app, seed=seed)
        match = scene.match
        if not settle(driver, scene, lambda: match.human_to_move and match.in_gather):
            continue
        docks = {a.action for a in match.legal() if isinstance(a, Dock)}
        if docks:
            break
    else:
        pytest.skip("no affordable dock in these seeds")
    driver.frame(2)
    me = match.current
    action = min(docks)
    for _ in range(6):
        if scene.choosing_discard:
            break
        die = next(d for d in match.state.supply[me]
                   if not scene.pending or d not in scene.pending.dice.values())
        start = tray_die_centre(scene, die)
        driver.move(start)
        driver.post(pygame.MOUSEBUTTONDOWN, pos=driver.win(start), button=1)
        driver.frame()
        lit = [t for t in scene.view.targets if t.key in scene.drag.valid and t.kind == "dock"
               and t.target == action]
        assert lit
        end = lit[0].rect.center
        driver.post(pygame.MOUSEMOTION, pos=driver.win(end), rel=(0, 0), buttons=(1, 0, 0))
        driver.frame()
        driver.post(pygame.MOUSEBUTTONUP, pos=driver.win(end), button=1)
        driver.frame()
    assert scene.choosing_discard
    card, rect = next(iter(scene.view.gather_rects.items()))
    driver.click(rect.center)
    assert (me, card) in match.state.discards
    assert match.state.dock_used[action][0] == me
