"""Forge's table in the shared window: it draws for 2-4 players, a drag onto a lit spot plays
the move, an illegal drop says the engine's reason and changes nothing, the dialogs end in
legal moves, computer seats play a whole game to the game-over scene, and the game saves after
every move and continues from the title."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n, persist
from kingsforge.forge.engine import rules
from kingsforge.forge.engine.actions import BLACKSMITH, Choose, Hammer, Place
from kingsforge.forge.engine.record import digest
from kingsforge.forge.engine.state import Pending
from kingsforge.forge.match import SeatBot
from kingsforge.forge.ui import dialogs, gameover, layout, words
from kingsforge.forge.ui.match import ForgeMatch
from kingsforge.forge.ui.screenshot import demo_config, staged_match
from kingsforge.forge.ui.table import ForgeTableScene
from tests.ui.conftest import Driver

pytestmark = pytest.mark.usefixtures("thread_worker")


def _placing(m):
    return m.state.phase == "place" and not m.state.pending


def _table(app, match):
    scene = ForgeTableScene(app, match)
    app.stack.reset(scene)
    app.tick(1 / 60)
    return scene


def _staged(make_app, until, players=2, seed=3, **kw):
    """A table of a staged match (autosave off) and a driver: (app, match, scene, driver)."""
    app = make_app(start=False)
    match = staged_match(players, seed, until, **kw)
    match.autosave_enabled = False
    scene = _table(app, match)
    return app, match, scene, Driver(app)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_draws_for_two_to_four_players(make_app, players):
    app = make_app(start=False)
    match = staged_match(players, 5, lambda m: _placing(m) and m.state.round >= 2, limit=2000)
    scene = _table(app, match)
    app.render()
    assert scene.match.state.players == players
    assert len(layout.spots(match)) >= 30          # every location shows its spots


def _forest_ready(m):
    return _placing(m) and any(mv == Place(mv.worker, "forest") and mv.worker != BLACKSMITH
                               for mv in m.legal() if isinstance(mv, Place))


def test_a_drag_onto_a_lit_spot_plays_the_move(make_app):
    app, match, scene, driver = _staged(make_app, _forest_ready)
    worker = next(mv.worker for mv in match.legal() if isinstance(mv, Place) and mv == Place(mv.worker, "forest"))
    spot = next(sp for sp in layout.spots(match) if sp.loc == "forest" and not sp.smith and sp.who is None)
    before = len(match.record.moves)
    start = layout.worker_rect(worker).center
    driver.post(pygame.MOUSEMOTION, pos=driver.win(start), rel=(0, 0), buttons=(0, 0, 0))
    driver.post(pygame.MOUSEBUTTONDOWN, pos=driver.win(start), button=1)
    driver.frame()
    driver.post(pygame.MOUSEMOTION, pos=driver.win(spot.rect.center), rel=(0, 0), buttons=(1, 0, 0))
    driver.frame()
    assert scene.drag is not None and "forest" in scene.lit_places(worker)    # lit as the drag goes
    driver.post(pygame.MOUSEBUTTONUP, pos=driver.win(spot.rect.center), button=1)
    driver.frame()
    assert len(match.record.moves) == before + 1
    assert match.record.moves[-1] == Place(worker, "forest")


def test_an_illegal_drop_says_the_engines_reason_and_changes_nothing(make_app):
    app, match, scene, driver = _staged(make_app, _forest_ready)
    worker = next(w for w in match.state.p[match.current].free_workers() if w != BLACKSMITH)
    before = digest(match.state)
    guild = layout.location_rect("guild").center
    driver.drag(layout.worker_rect(worker).center, guild)
    assert digest(match.state) == before
    expected = rules.check(match.state, Place(worker, "guild"))
    assert expected and scene.message == words.reason(expected)
    assert scene.message.startswith("Only the Blacksmith")       # said in words, not as a code


@pytest.mark.parametrize("clerk", [True, False])
def test_a_clerk_dropped_on_the_guilds_square_goes_there(make_app, clerk):
    """The Guild's only spot is the Blacksmith's square; an Assistant trained as a Clerk visits the
    Guild as the Blacksmith does, so a drop there plays the visit (it was refused with 'only the
    Blacksmith may take the Blacksmith's spot'); any other Assistant gets the engine's reason."""
    app = make_app(start=False)
    match = staged_match(2, 3, lambda m: _placing(m) and m.state.round >= 1)
    match.autosave_enabled = False
    s = match.state
    p, c = s.p[match.current], match.content
    worker = next(w for w in p.free_workers() if w != BLACKSMITH and p.training[w] < 0)
    if clerk:
        card = next(i for i in s.training if c.training[i].effect == "clerk")
        s.training.remove(card)
        p.training[worker] = card
    scene = _table(app, match)
    spot = next(sp for sp in layout.spots(match) if sp.loc == "guild")
    assert spot.smith
    before = len(match.record.moves)
    scene.drop(worker, "guild", spot)
    if clerk:
        assert len(match.record.moves) == before + 1 and match.record.moves[-1] == Place(worker, "guild")
    else:
        assert len(match.record.moves) == before
        assert scene.message == words.reason(rules.check(s, Place(worker, "guild")))


def _free_assistant(m, loc, option=""):
    return _placing(m) and any(isinstance(mv, Place) and mv.location == loc and mv.option == option
                               and mv.worker != BLACKSMITH for mv in m.legal())


@pytest.mark.parametrize("loc, option, taken", [("common", "", None), ("engineering", "develop", "build"),
                                                 ("support", "train", "hire")])
def test_a_drop_on_a_spot_plays_its_action_or_is_refused(make_app, loc, option, taken):
    """An Assistant dropped on the Blacksmith's square of a contract place, or on a taken Build or
    Hire spot, played another action there (a contract, Develop, Train: a card drawn that no undo
    takes back). Now the drop is refused with the reason and nothing changes."""
    def ready(m):
        return _free_assistant(m, loc, option) and (taken is None or m.state.taken.get(f"{loc}:{taken}", 0) >= 1)
    app = make_app(start=False)
    match = next(m for seed in range(1, 40) for m in [staged_match(2, seed, ready, limit=3000)] if ready(m))
    scene = _table(app, match)
    worker = next(mv.worker for mv in match.legal() if isinstance(mv, Place) and mv.location == loc
                  and mv.option == option and mv.worker != BLACKSMITH)
    spot = next(sp for sp in layout.spots(match) if sp.loc == loc
                and (sp.smith if taken is None else (sp.option == taken and sp.who is not None)))
    before = digest(match.state)
    Driver(app).drag(layout.worker_rect(worker).center, spot.rect.center)
    assert digest(match.state) == before and scene.message
    assert scene.message == (i18n.t("forge.reason.smith_only") if taken is None else "That spot is taken this round.")


def test_the_forest_s_blacksmith_square_shows_what_it_pays():
    """With every Assistant spot of the Forest taken its square read 1 while the Blacksmith got 2
    (the pattern continued past the last spot, ruling F-G10)."""
    from kingsforge.forge.engine.places import smith_pay

    match = ForgeMatch.new(demo_config(4, 5, humans=0))
    match.autosave_enabled = False
    bots = [SeatBot("greedy", 5, i) for i in range(4)]
    while not (_placing(match) and match.state.taken.get("forest", 0) >= 3):   # three Assistants sent there
        legal = match.legal()
        forest = [mv for mv in legal if isinstance(mv, Place) and mv.location == "forest" and mv.option == ""
                  and mv.worker != BLACKSMITH]
        other = [mv for mv in legal if not (isinstance(mv, Place) and mv.location == "forest")]
        match.play(forest[0] if forest and _placing(match) else
                   bots[match.current].choose(match.state, other or legal, len(match.record.moves)))
    assert match.state.taken.get("forest", 0) >= 3
    spot = next(sp for sp in layout.spots(match) if sp.loc == "forest" and sp.smith)
    assert spot.label == str(smith_pay(match.state, "forest")) == "2"


def test_a_scene_on_top_ends_a_drag(make_app):
    app = make_app(start=False)
    match = staged_match(2, 3, _forest_ready)
    scene = _table(app, match)
    scene.drag, scene.press = (0, (10, 10)), (0, (10, 10))
    scene.pause()
    assert scene.drag is None and scene.press is None


def test_up_and_down_walk_a_picked_worker_s_places(make_app):
    """Up and Down moved the buttons' focus instead (Space then asked for a hint)."""
    app = make_app(start=False)
    match = staged_match(2, 3, _forest_ready)
    scene = _table(app, match)
    driver = Driver(app)
    driver.key(pygame.K_b)
    assert scene.selected == BLACKSMITH and len(scene.lit_places(BLACKSMITH)) > 1
    start = scene.cursor
    driver.key(pygame.K_DOWN)
    assert scene.cursor == (start + 1) % len(scene.lit_places(BLACKSMITH))
    driver.key(pygame.K_UP)
    assert scene.cursor == start


def test_a_place_in_a_reason_keeps_one_article():
    """'The Blacksmith may not go to the The Market.' (the place's name brought its own)."""
    content = ForgeMatch.new(demo_config(2, 1, humans=1)).content
    assert words.reason("the Blacksmith may not go to the Market", content) == \
        "The Blacksmith may not go to the Market."
    assert words.reason("the Blacksmith may not go to the Trading Post", content) == \
        "The Blacksmith may not go to the Trading Post."


def test_reasons_read_in_spanish(make_app):
    i18n.set_language("es")
    assert words.reason("only the Blacksmith may visit the Guild") == "Solo el Herrero puede visitar el Gremio."
    assert "Vise" in words.reason("Jewelled Sceptre needs your Vise")       # no content: names as they are
    content = ForgeMatch.new(demo_config(2, 1, humans=1)).content
    # with the game's cards, the names a reason carries are said in Spanish too
    assert words.reason("Jewelled Sceptre needs your Vise", content) == "Cetro enjoyado requiere: Tornillo de banco."
    assert words.reason("the Blacksmith may not go to the Trading Post", content) == \
        "El Herrero no puede ir a ese lugar (Puesto comercial)."
    assert words.reason("you have no gems to sell", content) == f"No tienes {words.good_name(4)} para vender."


def _dialog_match(loc, pred=lambda mv: True, count=2):
    def until(m):
        return _placing(m) and len([mv for mv in m.legal() if isinstance(mv, Place) and mv.location == loc
                                    and pred(mv)]) >= count
    return until


@pytest.mark.parametrize("loc", ["trading_post", "engineering", "forge"])
def test_location_dialogs_end_in_a_legal_move(make_app, loc):
    app = make_app(start=False)
    pred = (lambda mv: mv.option == "build") if loc == "engineering" else (lambda mv: True)
    match = staged_match(3, 11, _dialog_match(loc, pred, 2), limit=5000)
    match.autosave_enabled = False
    if match.over:
        pytest.skip("the staged game never offered that choice")
    scene = _table(app, match)
    moves = [mv for mv in match.legal() if isinstance(mv, Place) and mv.location == loc and pred(mv)]
    worker = moves[0].worker
    before = len(match.record.moves)
    scene.drop(worker, loc, None)
    dialog = app.stack.top
    if loc == "trading_post":
        assert isinstance(dialog, dialogs.TradeDialog)
        wanted = moves[0].detail
        for trade in wanted:
            dialog.pick(trade)
        assert dialog.take_btn.enabled
        dialog.take()
    else:
        assert isinstance(dialog, dialogs.OptionsDialog)
        first = next(b for b in dialog.buttons if b.enabled)
        first.click()
    assert app.stack.top is scene
    assert len(match.record.moves) == before + 1
    assert isinstance(match.record.moves[-1], Place) and match.record.moves[-1].location == loc


@pytest.mark.parametrize("kind", ["opening", "contracts", "guild"])
def test_decision_dialogs_answer_with_a_legal_choice(make_app, kind):
    app = make_app(start=False)
    match = staged_match(3, 2, lambda m: bool(m.state.pending) and m.state.pending[0].kind == kind, limit=5000)
    match.autosave_enabled = False
    if match.over:
        pytest.skip("the staged game never asked that")
    scene = _table(app, match)
    scene.update(0.0)
    dialog = app.stack.top
    assert isinstance(dialog, dialogs.OptionsDialog) and not dialog.closable
    options = len(match.state.pending[0].options)
    assert len(dialog.buttons) == options
    before = len(match.record.moves)
    dialog.buttons[-1].click()
    assert match.record.moves[before] == Choose(options - 1)


def test_computer_seats_play_a_whole_game_to_the_game_over_scene(make_app):
    app = make_app(start=False)
    app.settings.ai_speed = "instant"
    match = ForgeMatch.new(demo_config(2, 4, humans=0))
    _table(app, match)
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, gameover.ForgeGameOverScene):
            break
        if isinstance(top, gameover.RoundSummaryScene):
            top.close()
        app.tick(1 / 30, redraw=False)
        if top.__class__.__name__ == "ForgeTableScene" and top.worker is not None:
            top.worker.wait(0.01)
    assert isinstance(app.stack.top, gameover.ForgeGameOverScene)
    assert match.over and match.log
    app.render()
    assert not persist.has_save(persist.autosave_path("forge"))    # a finished game is not offered


def test_every_move_is_saved_and_the_title_continues_it(make_app):
    app = make_app(start=False)
    match = staged_match(2, 9, lambda m: _placing(m) and m.state.round >= 2)
    match.autosave_enabled = True
    scene = _table(app, match)
    move = next(mv for mv in match.legal() if isinstance(mv, Place))
    assert scene.play(move)
    match.flush_autosave()
    assert persist.has_save(persist.autosave_path("forge"))
    loaded = ForgeMatch.load()
    assert digest(loaded.state) == digest(match.state) and len(loaded.log) == len(match.log)
    from kingsforge.ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.stack.reset(title)
    assert title.widgets.button("Continue") is not None
    title.continue_game()
    assert isinstance(app.stack.top, ForgeTableScene)
    assert digest(app.stack.top.match.state) == digest(match.state)
    assert app.settings.game == "forge"


def test_the_title_offers_both_games_and_remembers_the_choice(make_app):
    from kingsforge.forge.ui.setup import ForgeSetupScene
    from kingsforge.ui.scenes.setup import SetupScene
    from kingsforge.ui.scenes.title import TitleScene

    app = make_app(start=False)
    title = TitleScene(app)
    app.stack.reset(title)
    assert title.game_choice.options == ["King's Forge", "Forge"]
    title.game_choice.step(1)
    assert app.settings.game == "forge"
    title.new_game()
    assert isinstance(app.stack.top, ForgeSetupScene)
    app.stack.top.start()
    assert isinstance(app.stack.top, ForgeTableScene)
    title = TitleScene(app)
    app.stack.reset(title)
    assert title.game_choice.index == 1          # remembered
    title.game_choice.step(1)
    title.new_game()
    assert isinstance(app.stack.top, SetupScene) and not isinstance(app.stack.top, ForgeSetupScene)


def test_a_king_s_forge_save_is_not_read_as_forge(tmp_path):
    from kingsforge.forge.ui.match import content

    path = tmp_path / "kf.json"
    path.write_text('{"format": 1, "actions": [], "players": 2, "seed": 1}')
    with pytest.raises(persist.SaveError):
        persist.read_save(content(), path, game="forge")


def test_the_hint_names_the_best_bots_move_in_a_sentence(make_app):
    app = make_app(start=False)
    match = staged_match(2, 3, _forest_ready)
    match.autosave_enabled = False
    scene = _table(app, match)
    scene.ask_hint()
    for _ in range(400):
        scene.update(1 / 60)
        if scene.hint is not None:
            break
        scene.worker.wait(0.01)
    assert scene.hint is not None
    move, sentence = scene.hint
    assert move in match.legal()
    assert sentence.startswith(f"Hint: {match.names[match.current]} ") and " — " in sentence


def test_keys_pick_a_worker_and_place_it(make_app):
    app = make_app(start=False)
    match = staged_match(2, 3, _forest_ready)
    match.autosave_enabled = False
    _table(app, match)
    driver = Driver(app)
    before = len(match.record.moves)
    driver.key(pygame.K_b)                      # the Blacksmith
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)
    top = app.stack.top
    if isinstance(top, dialogs.OptionsDialog):  # a place with a choice: its first option
        driver.key(pygame.K_1)
    assert len(match.record.moves) == before + 1 and match.record.moves[before].worker == BLACKSMITH


def test_f1_at_the_forge_table_opens_forges_rules(make_app):
    from kingsforge.forge.ui.rules import PAGES, ForgeRulesScene

    app = make_app(start=False)
    match = staged_match(2, 3, _forest_ready)
    match.autosave_enabled = False
    _table(app, match)
    app.toggle_rules()
    rules = app.stack.top
    assert isinstance(rules, ForgeRulesScene) and rules.count == PAGES
    for lang in ("en", "es"):
        app.set_language(lang)
        for i in range(PAGES):
            title, body = rules.page_text(i)
            assert title and body and not title.startswith("forge.")
    app.render()
    app.toggle_rules()
    assert isinstance(app.stack.top, ForgeTableScene)


def test_undo_takes_back_a_move_but_never_past_a_drawn_card(make_app):
    app = make_app(start=False)
    match = staged_match(2, 3, lambda m: _forest_ready(m) and any(
        isinstance(mv, Place) and mv.location in ("common", "military", "royal") for mv in m.legal()))
    match.autosave_enabled = False
    # The computer answers as Greedy, whose reply from this position draws no card (what a
    # stronger level would play is not what this test is about).
    match.bots = {p: SeatBot("greedy", match.record.seed, p) for p in match.bots}
    scene = _table(app, match)
    before = digest(match.state)
    worker = next(mv.worker for mv in match.legal() if isinstance(mv, Place) and mv == Place(mv.worker, "forest"))
    scene.play(Place(worker, "forest"))
    for _ in range(2000):                       # the computer answers; it is the person's turn again
        if match.human_to_move or match.over:
            break
        match.play(match.bot_move())
    assert match.can_undo()
    scene.update(0.0)
    assert scene.undo_btn.enabled
    scene.undo()
    assert digest(match.state) == before and match.human_to_move
    draw = next(mv for mv in match.legal() if isinstance(mv, Place) and mv.location in ("common", "military", "royal"))
    scene.play(draw)
    assert not match.can_undo()                 # the card drawn cannot be unseen


def test_hot_seat_hands_the_table_over_between_people(make_app):
    from kingsforge.ui.scenes.handoff import HandoffScene

    app = make_app(start=False)
    match = ForgeMatch.new(demo_config(2, 6, humans=2))
    match.autosave_enabled = False
    scene = _table(app, match)
    first = match.current
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == match.names[first]
    app.stack.top.close()                    # the first person's hand-over (test_forge_hotseat.py)
    for _ in range(50):                      # answer the opening choices and hammers until the seat changes
        move = match.legal()[0]
        seat = match.current
        scene.play(move)
        if match.current != seat:
            break
    assert isinstance(app.stack.top, HandoffScene)
    assert app.stack.top.name == match.names[match.current] and scene.shown == match.current


def test_a_finished_game_replays_with_jumps_by_move_and_round(make_app):
    """The title's Replay lists the Forge games kept (it opened only the last one finished)."""
    from kingsforge.forge.ui.replay import ForgeReplayScene
    from kingsforge.ui.scenes.replay import ReplayListScene
    from kingsforge.ui.scenes.title import TitleScene

    app = make_app(start=False)
    app.settings.game = "forge"
    older = staged_match(2, 3, lambda m: False, limit=100000)
    match = staged_match(2, 8, lambda m: False, limit=100000)
    for finished in (older, match):
        assert finished.over
        finished.autosave_enabled = True
        finished.autosave()
        finished.flush_autosave()
    title = TitleScene(app)
    app.stack.reset(title)
    title.widgets.button("Replay").activate()
    listed = app.stack.top
    assert isinstance(listed, ReplayListScene) and [g.finished for g in listed.games] == [True, True]
    assert {g.moves for g in listed.games} == {len(older.record.moves), len(match.record.moves)}
    assert listed.games[0].winners and listed.games[0].rounds == match.state.round
    app.render()
    listed.open(0)                                 # the newest first
    replay = app.stack.top
    assert isinstance(replay, ForgeReplayScene)
    app.render()
    end = pygame.image.tobytes(app.canvas, "RGB")
    assert replay.at == len(match.record.moves) and replay.match.over
    replay.go(0)
    app.render()
    width = app.canvas.get_width() * 3
    below_bar = slice(width * 100, None)        # the table, under the replay's own bar
    assert pygame.image.tobytes(app.canvas, "RGB")[below_bar] != end[below_bar]   # the board shows move 0
    assert replay.match.state.round == 1 and not replay.match.record.moves
    nxt = replay.round_start(1)
    replay.go(nxt)
    assert replay.match.state.round == 2
    replay.go(replay.at + 5)
    replay.go(replay.round_start(-1))
    assert replay.at == nxt
    app.render()
    driver = Driver(app)
    driver.key(pygame.K_END)
    assert replay.at == len(match.record.moves)
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is listed                 # back to the list it was opened from


def test_the_guided_first_round_talks_the_person_through_it(make_app):
    from kingsforge.forge.ui import coach
    from kingsforge.ui.scenes.title import TitleScene

    app = make_app(start=False)
    app.settings.game = "forge"
    app.settings.ai_speed = "instant"
    saved = staged_match(2, 9, lambda m: _placing(m) and m.state.round >= 2)
    saved.autosave_enabled = True
    saved.autosave()
    assert saved.flush_autosave()
    before = persist.autosave_path("forge").read_bytes()
    title = TitleScene(app)
    app.stack.reset(title)
    title.forge_tutorial()
    table = app.stack.top
    assert isinstance(table, ForgeTableScene) and table.coach
    match = table.match
    assert match.names[0] == "Ana"              # a name: "You's board" read wrong
    seen = set()
    for _ in range(3000):
        now = coach.step(match, 0)
        if now is None:
            break
        seen.add(now[0])
        if match.human_to_move:
            top = app.stack.top
            if top is not table:
                top.close()
            table.play(match.bot_move() if 0 in match.bots else _first_sensible(match))
        else:
            table.update(1 / 30)
            table.worker.wait(0.01)
            if app.stack.top is not table:
                app.stack.top.close()
        app.render()
    assert {"forge.coach.opening", "forge.coach.track", "forge.coach.first", "forge.coach.done"} <= seen
    match.flush_autosave()
    assert persist.autosave_path("forge").read_bytes() == before      # the game in progress is kept


def _first_sensible(match):
    legal = match.legal()
    forest = [mv for mv in legal if isinstance(mv, Place) and mv.location == "forest" and mv.option == ""]
    return forest[0] if forest else legal[0]


def test_a_computer_worker_walks_to_its_spot(make_app):
    app = make_app(start=False)
    match = staged_match(2, 3, lambda m: _placing(m) and m.state.round >= 2)
    match.autosave_enabled = False
    scene = _table(app, match)
    seat = match.current
    match.seats[seat].human = False              # the seat to move is a computer for this move
    move = next(mv for mv in match.legal() if isinstance(mv, Place) and mv.location == "forest")
    scene.play(move)
    assert scene.glide is not None and scene.glide[:2] == (seat, move.worker)
    app.render()
    for _ in range(60):
        scene.update(1 / 30)
    assert scene.glide is None
    app.render()


def test_the_game_over_screen_names_the_tie_break_used(monkeypatch):
    from kingsforge.forge.engine import scoring

    keys = {0: (40, 3, 5, 1), 1: (40, 2, 9, 3)}
    monkeypatch.setattr(scoring, "rank_key", lambda s, seat: keys[seat])
    monkeypatch.setattr(scoring, "standings", lambda s: [0, 1])
    assert gameover.tie_break(object()) == "contracts"
    assert gameover.tie_break_text(object(), "contracts") == \
        "Tied on points: decided by the most contracts forged (3 against 2)."
    keys[1] = (40, 3, 4, 3)
    assert gameover.tie_break(object()) == "board"
    # the table's contract column is points: the line says how many each forged
    assert gameover.tie_break_text(object(), "board").startswith("Tied on points and contracts forged (3 each)")
    keys[1] = (40, 3, 5, 0)
    assert gameover.tie_break(object()) == "guilds"
    keys[1] = (40, 3, 5, 1)
    assert gameover.tie_break(object()) == "shared"
    keys[1] = (39, 3, 5, 1)
    assert gameover.tie_break(object()) == ""


def test_two_alike_training_cards_offer_each_different_choice_once(make_app):
    """Training cards come in alike pairs: drawing both, 'keep A, B on top' and 'keep B, A on
    top' are the same choice, so the dialog offers two buttons, not four."""
    app = make_app(start=False)
    match = staged_match(3, 2, lambda m: bool(m.state.pending) and m.state.pending[0].kind == "guild", limit=5000)
    match.autosave_enabled = False
    if match.over:
        pytest.skip("the staged game never asked that")
    c = match.content
    pair = [k for k, card in enumerate(c.training) if card.name == c.training[0].name][:2]
    q = match.state.pending[0]
    match.state.pending[0] = Pending("train", q.seat, tuple(pair), ((0, 1), (0, 0), (1, 1), (1, 0)))
    scene = _table(app, match)
    scene.update(0.0)
    dialog = app.stack.top
    assert isinstance(dialog, dialogs.OptionsDialog)
    assert [move for _label, move, _reason in dialog.options] == [Choose(0), Choose(1)]
    assert len(dialog.buttons) == 2


def test_save_and_leave_says_nothing_of_an_earlier_game_s_failed_save(make_app, monkeypatch):
    """Forge's pause only waited for the saver, whose error was still a King's Forge save's."""
    from kingsforge.ui.autosave import saver
    from kingsforge.ui.scenes.title import TitleScene

    app = make_app(start=False)
    match = staged_match(2, 3, _forest_ready)
    match.autosave_enabled = True
    scene = _table(app, match)
    monkeypatch.setattr(saver, "error", "No space left on device")     # an earlier game's
    scene.open_menu()
    app.stack.top.widgets.button("Save and leave").activate()
    assert isinstance(app.stack.top, TitleScene) and saver.error is None


def test_a_damaged_finished_game_is_listed_as_unreadable(make_app):
    from kingsforge.ui.scenes.replay import saved_games

    folder = persist.paths.games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{persist.paths.FORGE_GAMES}1-99.json").write_text("{broken", encoding="utf-8")
    listed = saved_games(game="forge")
    assert [g.readable for g in listed] == [False]
    assert all(g.path.name != f"{persist.paths.FORGE_GAMES}1-99.json" for g in saved_games())


def test_two_finished_games_of_one_seed_and_length_are_both_kept():
    """Finished games were named by seed and move count: a second game with both equal took
    the first one's file."""
    from kingsforge.forge.ui.replay import keep_finished

    match = staged_match(2, 3, lambda m: False, limit=100000)
    assert match.over
    first = keep_finished(match)
    match.state.p[0].vp += 1                     # another game's end, same seed, same length
    second = keep_finished(match)
    assert first != second and first.is_file() and second.is_file()


def test_the_header_says_the_computer_waits_while_a_summary_is_up(make_app):
    """The computer plays only while the table is on top: under the round's summary the header
    said '... is thinking' though nothing moved until Next round; it says who plays next."""
    from kingsforge.forge.ui import view
    from kingsforge.ui.scenes import registry

    app = make_app(start=False)
    match = staged_match(2, 3, lambda m: _placing(m) and m.state.round >= 2, humans=[])
    match.autosave_enabled = False
    scene = _table(app, match)
    name = match.names[match.current]
    assert view._prompt(scene) == i18n.t("forge.table.thinking", name=name)
    app.render()
    drawn = view._layer["key"]
    app.stack.push(registry.make("forge.gameover.summary", app, match, match.state.round - 1))
    assert view._prompt(scene) == i18n.t("forge.table.plays_next", name=name)
    app.render()
    assert view._layer["key"] != drawn          # the header is drawn again, not the cached layer's
    app.stack.pop()
    assert view._prompt(scene) == i18n.t("forge.table.thinking", name=name)


def test_esc_on_a_choice_that_must_be_answered_opens_the_menu_over_it(make_app):
    """A guild draw (or any owed choice) cannot be put off, but Esc there opens the menu (save
    and leave, settings) as at the table; Resume comes back to the same choice."""
    from kingsforge.ui.scenes.pause import PauseScene

    app = make_app(start=False)
    match = staged_match(2, 3, lambda m: m.state.phase == "place" and bool(m.state.pending))
    match.autosave_enabled = False
    _table(app, match)
    driver = Driver(app)
    driver.frame(2)
    dialog = app.stack.top
    assert isinstance(dialog, dialogs._Dialog) and not dialog.closable
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    driver.key(pygame.K_ESCAPE)                      # Resume
    assert app.stack.top is dialog and match.state.pending


def test_the_trading_post_by_keyboard_marks_each_pick_and_never_takes_by_accident(make_app):
    """Tab starts on the trades (Cancel last); a picked trade is marked on its button (×1); when
    the trade the ring is on can no longer be picked, the ring moves on, so Enter does not fall
    through to Take."""
    from kingsforge.ui import layoutcheck

    app = make_app(start=False)
    match = staged_match(3, 11, _dialog_match("trading_post", count=2), limit=5000)
    match.autosave_enabled = False
    scene = _table(app, match)
    worker = next(mv.worker for mv in match.legal() if isinstance(mv, Place) and mv.location == "trading_post")
    scene.drop(worker, "trading_post", None)
    dialog = app.stack.top
    assert isinstance(dialog, dialogs.TradeDialog)
    driver = Driver(app)
    driver.key(pygame.K_TAB)
    first = dialog.widgets.focused
    assert first in dialog.trade_buttons.values()
    trade = next(tr for tr, b in dialog.trade_buttons.items() if b is first)
    before = len(match.record.moves)
    while dialog.trade_buttons[trade].enabled:
        driver.key(pygame.K_RETURN)
        assert app.stack.top is dialog and len(match.record.moves) == before
    assert dialog.picked and dialog.widgets.focused is not dialog.trade_buttons[trade]
    labels = [label.text for label in layoutcheck.recorded_frame(app).labels]
    assert f"×{dialog.picked.count(trade)}" in labels


def test_the_game_over_screen_says_why_the_game_ended():
    """Who placed the achievement hammer that ends the game (their round played out), or the
    round limit: the screen said only how many rounds were played."""
    import types

    match = staged_match(2, 3, lambda m: m.over)
    s = match.state
    done = [seat for seat in range(s.players) if len(s.p[seat].hammers) >= s.content.end_hammers]
    assert match.over and done
    text = gameover.end_reason(match)
    assert all(match.names[seat] in text for seat in done) and f"round {s.round} was the last" in text
    assert f"placed {s.content.end_hammers} achievement hammers" in text
    capped = types.SimpleNamespace(state=s.clone(), names=match.names)
    for p in capped.state.p:
        p.hammers = p.hammers[:2]
    assert gameover.end_reason(capped) == f"The game stopped at the round limit, after round {s.round}."


def test_a_trade_is_said_as_one_good():
    """A trade moves one good: 'sell 1 Gem', not 'sell Gems'."""
    assert words.trade_text("sell:gems") == "sell 1 Gem"
    assert words.trade_text("buy:wood") == "buy 1 Wood"
    i18n.set_language("es")
    try:
        assert words.trade_text("sell:gems") == "vende 1 " + i18n.t("forge.good_one.gems")
    finally:
        i18n.set_language("en")


def test_a_language_switch_over_an_owed_choice_keeps_it_open_in_the_new_language(make_app):
    """A Forge choice's dialog stays open over a switch to Spanish, said again in Spanish (nothing
    was played), and the table's buttons follow."""
    app, match, scene, driver = _staged(make_app, lambda m: m.state.phase == "place" and bool(m.state.pending))
    driver.frame(2)
    first = app.stack.top
    assert isinstance(first, dialogs._Dialog)
    title = first.title
    moves = len(match.record.moves)
    try:
        app.set_language("es")
        driver.frame(3)
        assert app.stack.top is first and len(match.record.moves) == moves
        assert first.title != title and scene.undo_btn.text == i18n.t("forge.table.undo")
    finally:
        app.set_language("en")


def test_enter_takes_the_gold_first_option_and_v_shows_the_next_board(make_app):
    """Keyboard play: Enter answers a choice with its first option (drawn gold), as in King's
    Forge; V shows the next player's board, as a click on their row does."""
    app, match, scene, driver = _staged(make_app, lambda m: m.state.phase == "place" and bool(m.state.pending))
    driver.frame(2)
    dialog = app.stack.top
    assert isinstance(dialog, dialogs.OptionsDialog) and dialog.buttons[0].style == "primary"
    moves = len(match.record.moves)
    driver.key(pygame.K_RETURN)
    assert len(match.record.moves) == moves + 1 and match.record.moves[-1] == Choose(0)
    driver.frame(2)
    while app.stack.top is not scene:
        app.stack.top.close()
    shown = scene.shown
    driver.key(pygame.K_v)
    assert scene.shown == (shown + 1) % match.state.players
    driver.key(pygame.K_v)
    assert scene.shown == shown


def test_esc_lets_go_of_a_picked_worker_before_it_opens_the_menu(make_app):
    from kingsforge.ui.scenes.pause import PauseScene

    app, match, scene, driver = _staged(make_app, _forest_ready)
    worker = next(w for w in scene.workers_free() if w != BLACKSMITH)
    driver.key(pygame.K_1 + worker)
    assert scene.selected == worker
    driver.key(pygame.K_ESCAPE)
    assert scene.selected is None and app.stack.top is scene
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)


def test_one_good_gained_is_said_in_the_singular():
    """'+1 Gem', not '+1 Gems': the log's goods changes and the track's line, in both languages,
    and the engine's own sentences."""
    from kingsforge.forge.engine.describe import change_text

    assert change_text((0, 2, 0, 0, 1)) == "+2 Wood, +1 Gem"
    assert change_text((-8, 0, 0, 0, 2)) == "-8 Gold, +2 Gems"
    match = staged_match(2, 3, lambda m: m.state.phase == "track" and not m.state.pending)
    s = match.state
    space = next(i for i, r in enumerate(s.content.track) if words.GOODS[r] == "gems")
    names = ["Ana", "Bo"]
    assert s.track[space] < 0 and rules.check(s, Hammer(space)) is None
    assert words.say_move(s, Hammer(space), names).endswith("(+1 Gem)")
    i18n.set_language("es")
    try:
        assert words.say_move(s, Hammer(space), names).endswith(f"(+1 {i18n.t('forge.good_one.gems')})")
    finally:
        i18n.set_language("en")


def test_a_forge_game_of_a_newer_version_is_left_where_it_is_by_continue(make_app):
    """An intact Forge save this version cannot read (a newer format) is not damage: Continue says
    so and leaves the file for the version that can (it was renamed .bad, out of that version's reach)."""
    import json

    app = make_app(start=False)
    match = staged_match(2, 9, lambda m: _placing(m) and m.state.round >= 2)
    match.autosave_enabled = True
    match.autosave()
    match.flush_autosave()
    path = persist.autosave_path("forge")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["format"] = 99
    data.pop("integrity", None)
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    from kingsforge.ui.scenes.title import TitleScene

    title = TitleScene(app)
    app.stack.reset(title)
    title.continue_game()
    assert app.stack.top is title and "newer version" in app.notices[0][1] and "left as it is" in app.notices[0][1]
    assert path.read_bytes() == before and not list(path.parent.glob("*.bad"))
    assert title.widgets.button("Continue") is not None
