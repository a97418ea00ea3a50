"""Replay and review: a kept game steps through the very states the game went through,
round jumps land on a round's first move, the keys and the slider move the replay, and a
finished game is kept and counted once."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import persist
from kingsforge.persist import stats
from kingsforge.ui.match import Match, Replay, make_bot, seats_data
from kingsforge.ui.screenshot import demo_config


def played_game(players=3, seed=6):
    """A computer game played to the end through Match, with the digest after every move."""
    match = Match.new(demo_config(players, seed, humans=0))
    match.autosave_enabled = False
    bots = {p: make_bot("greedy", seed * 10 + p) for p in range(players)}
    digests = [match.state.digest()]
    rounds = [match.state.round]
    while not match.over:
        match.play(bots[match.current].choose(match.state, match.legal()))
        digests.append(match.state.digest())
        rounds.append(match.state.round)
    return match, digests, rounds


@pytest.fixture(scope="module")
def game():
    return played_game()


def test_replay_from_a_saved_file_reproduces_every_digest(game, tmp_path):
    match, digests, _rounds = game
    path = tmp_path / "game.json"
    persist.save_game(match.record, path, extra={"seats": seats_data(match.seats)})
    replay = Replay.from_file(path)
    assert replay.length == len(digests) - 1
    assert replay.state.digest() == digests[-1]          # opens at the end
    replay.to_start()
    for n in range(replay.length):
        assert replay.position == n and replay.state.digest() == digests[n], n
        replay.next()
    assert replay.state.digest() == digests[-1]
    for n in range(replay.length, -1, -1):                 # and back, move by move
        assert replay.state.digest() == digests[n], n
        replay.prev()
    for n in (37, 3, replay.length, 16, 17, 0, 95 % replay.length):   # jumps, across checkpoints
        replay.go(n)
        assert replay.state.digest() == digests[n], n


def test_jump_to_a_round_lands_on_its_first_move(game):
    match, digests, rounds = game
    replay = Replay.from_match(match)
    assert replay.rounds == sorted(set(r for r in rounds))
    for r in replay.rounds:
        replay.go_round(r)
        first = rounds.index(r)              # the first state of round r: before its first move
        assert replay.position == first, r
        assert replay.state.round == r and replay.state.digest() == digests[first]
        assert replay.position == 0 or rounds[first - 1] == r - 1
    replay.to_end()
    replay.prev_round()
    assert replay.position == replay.round_start(replay.rounds[-1])
    replay.prev_round()
    assert replay.position == replay.round_start(replay.rounds[-2])
    replay.next_round()
    assert replay.position == replay.round_start(replay.rounds[-1])


def test_log_follows_the_replay(game):
    match, _d, _r = game
    replay = Replay.from_match(match)
    assert [e.text for e in replay.log] == [e.text for e in match.log]
    replay.go(10)
    line = replay.log[replay.current_log_line()]
    assert line.index == 9
    assert replay.move_text() == next(e.text for e in match.log if e.index == 9 and not e.event)
    replay.to_start()
    assert replay.current_log_line() == len([e for e in replay.log if e.index < 0]) - 1



@pytest.fixture
def replay_app(make_app, game):
    from kingsforge.ui.scenes.replay import ReplayScene

    app = make_app()
    scene = app.stack.push(ReplayScene(app, Replay.from_match(game[0])))
    app.tick(1 / 60)
    return app, scene


def _key(app, key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    app.pump(1 / 60)


def test_keyboard_shortcuts(replay_app):
    app, scene = replay_app
    rp = scene.replay
    _key(app, pygame.K_HOME)
    assert rp.position == 0
    _key(app, pygame.K_RIGHT)
    _key(app, pygame.K_RIGHT)
    assert rp.position == 2
    _key(app, pygame.K_LEFT)
    assert rp.position == 1
    _key(app, pygame.K_PAGEDOWN)
    assert rp.position == rp.round_start(2) and rp.state.round == 2
    _key(app, pygame.K_PAGEDOWN)
    assert rp.state.round == 3
    _key(app, pygame.K_PAGEUP)
    assert rp.position == rp.round_start(2)
    _key(app, pygame.K_END)
    assert rp.position == rp.length and rp.over
    _key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene


def test_slider_round_marks_buttons_and_log_lines(replay_app):
    from kingsforge.ui.scenes.replay import SLIDER, TRACK_Y
    from tests.ui.conftest import Driver

    app, scene = replay_app
    rp = scene.replay
    d = Driver(app)
    d.click((SLIDER.x + SLIDER.w // 2, TRACK_Y))
    assert abs(rp.position - rp.length // 2) <= 1
    r, pos, label = scene._round_marks()[1]
    d.click(label.center)
    assert rp.position == pos == rp.round_start(r)
    d.press("Next")
    assert rp.position == pos + 1
    d.press("Previous")
    d.press("Previous")
    assert rp.position == pos - 1
    app.render()
    rect, index = scene._log_rows[0]
    d.click(rect.center)
    assert rp.position == rp.log[index].index + 1


def test_replay_and_statistics_scenes_render_in_both_languages(make_app):
    from kingsforge.ui import screenshot
    from kingsforge.ui.scenes.statistics import StatisticsScene

    for lang in ("en", "es"):
        app = make_app()
        app.set_language(lang)
        for name in ("replay", "statistics"):
            screenshot.build_scene(app, name, 3, 2)
            for _ in range(5):
                app.tick(1 / 30)
            app.render()
        app.stack.push(StatisticsScene(app, stats.Summary()))      # the empty state
        app.render()


def test_a_finished_game_is_kept_and_counted_once(make_app):
    from kingsforge.ui.scenes.gameover import GameOverScene
    from kingsforge.ui.scenes.replay import ReplayListScene, ReplayScene, saved_games

    match = Match.new(demo_config(2, 9, humans=1))
    bots = {p: make_bot("greedy", p) for p in range(2)}
    while not match.over:
        match.play(bots[match.current].choose(match.state, match.legal()))
    match.flush_autosave()
    assert not persist.autosave_path().exists()               # finished: no Continue
    kept = list(persist.paths.games_dir().glob("*.json"))
    assert len(kept) == 1
    assert stats.summary().games == 1
    match.autosave()                                            # again (re-entry): nothing new
    from kingsforge.ui.match import keep_finished_game

    keep_finished_game(match.record, match.seats)               # even from a fresh start
    assert len(list(persist.paths.games_dir().glob("*.json"))) == 1
    assert stats.summary().games == 1 and stats.summary().human_games == 1
    # the game-over screen shows the figures and opens the replay; the title lists the kept game
    app = make_app()
    over = app.stack.reset(GameOverScene(app, match))
    app.render()
    assert over.figures[0].rounds == match.state.round
    over.widgets.button("Replay").click()
    assert isinstance(app.stack.top, ReplayScene)
    assert app.stack.top.replay.state.digest() == match.state.digest()
    games = saved_games()
    assert len(games) == 1 and games[0].finished and games[0].names == match.names
    listing = app.stack.push(ReplayListScene(app))
    app.render()
    listing.open(0)
    assert isinstance(app.stack.top, ReplayScene)
    assert app.stack.top.replay.final_digest == match.state.digest()


def test_a_damaged_kept_game_is_reported_not_raised(make_app):
    from kingsforge.ui.scenes.replay import ReplayListScene

    folder = persist.paths.games_dir()
    folder.mkdir(parents=True)
    (folder / "20250101-000000-deadbeef.json").write_text("{not json")
    app = make_app()
    listing = app.stack.push(ReplayListScene(app))
    app.render()
    assert not listing.games[0].readable
    listing.open(0)
    assert listing.message and app.stack.top is listing
    assert (folder / "20250101-000000-deadbeef.json.bad").exists() and not listing.games


def test_a_replayed_die_wears_its_counts_as_mark(make_app, monkeypatch):
    """A copied Borealis or harvested Heartwood reads in the replay as it did in play: the
    replay draws dice through the table's draw_state_die, marks included."""
    from kingsforge.ui.scenes.replay import ReplayScene
    from kingsforge.ui.table import countsas

    config = demo_config(2, 5, humans=0)
    config.modules = ("ambassadors_row", "masterworks_craft")
    match = Match.new(config)
    match.autosave_enabled = False
    bots = {p: make_bot("greedy", 40 + p) for p in range(2)}
    marked = None
    while not match.over and marked is None:
        match.play(bots[match.current].choose(match.state, match.legal()))
        if match.state.as_type:
            marked = (len(match.record.actions), match.state.as_type[0][0])
    assert marked is not None, "no die counted as another type in this game"
    seen = []
    real = countsas.draw_counts_as
    monkeypatch.setattr(countsas, "draw_counts_as",
                        lambda surface, state, die, *a, **k: (seen.append(die), real(surface, state, die, *a, **k)))
    app = make_app((1280, 720))
    replay = Replay.from_match(match)
    replay.go(marked[0])
    app.stack.push(ReplayScene(app, replay))
    for _ in range(30):                      # the dice glide to their places
        app.tick(0.1)
    assert marked[1] in seen


@pytest.mark.parametrize("modules", [(), ("jubilee_gather", "jubilee_variant"),
                                     ("ambassadors_row", "masterworks_craft", "royal_decree", "variant_monuments",
                                      "griffins_landing", "deluxe_cards", "ambassador_requests")],
                         ids=["base", "jubilee", "every-masterworks"])
def test_the_replay_draws_the_live_table_with_the_movers_forge(app, driver, modules):
    """One drawing path: the replay draws the board with the live table's own code, so every
    module's pieces (tiles, the decree row, the request, the visitors) are there, pixel for pixel
    in the card bands; and the forge shown is the mover's, not the next player's."""
    from tablescene import table_for

    from kingsforge.engine.actions import Roll
    from kingsforge.ui.scenes.replay import ReplayScene
    from kingsforge.ui.table.drawing import TableDrawing

    assert ReplayScene.draw_board is TableDrawing.draw_board
    config = demo_config(2, 4, humans=0)
    config.modules = modules
    match = Match.new(config)
    match.autosave_enabled = False
    bots = {p: make_bot("greedy", 40 + p) for p in range(2)}
    while not (match.state.round >= 2 and match.state.phase == "craft" and Roll() in match.legal()):
        match.play(bots[match.current].choose(match.state, match.legal()))
    match.play(Roll())                  # the mover is still the player to move: both show that forge
    table = table_for(app, match)
    app.settings.ai_pace = "slow"       # the computer mover waits: its next move would change the forge shown
    driver.frame(3)
    live = pygame.Surface((1920, 1080))
    table.draw_board(live)
    replay = Replay.from_match(match)
    scene = app.stack.push(ReplayScene(app, replay))
    driver.frame(3)
    shown = pygame.Surface((1920, 1080))
    scene.draw_board(shown)
    assert scene.forge_player == replay.movers[-1] == table.forge_player
    band = pygame.Rect(0, 370, 1490, 420)               # docks, tiles, display, decree row, request, visitors
    assert pygame.image.tobytes(live.subsurface(band), "RGB") == pygame.image.tobytes(shown.subsurface(band), "RGB")
    if "ambassadors_row" in modules:
        assert scene.view.tile_rects and scene.view.beside_rects
    # a step back shows the forge of whoever made that move
    replay.go(replay.length - 2)
    assert scene.forge_player == replay.movers[replay.position - 1]
