"""Forge fixes from review s22: the replay draws the workers of the move shown, the guided round
is saved (Save and leave keeps it, Tutorial goes on with it), the replay's buttons do not overlap
and its back button says where it goes, Enter presses the focused button before any hotkey (the
Trading Post, the game over, the table), every seat's workers and hammers carry the seat's mark,
and a win shared past every tie-break is a win for each winner in the statistics and the kept game."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n, persist
from kingsforge.forge.engine import scoring
from kingsforge.forge.engine.state import OVER
from kingsforge.forge.ui import coach, layout, pieces, stats, words
from kingsforge.forge.ui.dialogs import TradeDialog
from kingsforge.forge.ui.gameover import ForgeGameOverScene
from kingsforge.forge.ui.match import ForgeMatch, content
from kingsforge.forge.ui.replay import ForgeReplayScene, keep_finished
from kingsforge.forge.ui.screenshot import demo_config
from kingsforge.forge.ui.table import ForgeTableScene
from kingsforge.ui import gfx, seatmark, theme

pytestmark = pytest.mark.usefixtures("thread_worker")


def _config(players: int, seed: int, humans: int = 0):
    """Quick computer seats (the random player): these tests check the UI, not the play."""
    config = demo_config(players, seed, humans=humans)
    for seat in config.seats:
        seat.level = "random"
    return config


def _played(moves: int, players: int = 2, seed: int = 4) -> ForgeMatch:
    match = ForgeMatch.new(_config(players, seed))
    match.autosave_enabled = False
    for _ in range(moves):
        match.play(match.bot_move())
    return match


def _key(scene, key):
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def _who(spots):
    return sorted((s.loc, s.who) for s in spots if s.who is not None)


# 1 -------------------------------------------------------------------------------------------
def test_the_replay_draws_the_workers_of_the_move_shown(app):
    match = _played(40)
    from kingsforge.ui.scenes.title import TitleScene

    app.stack.reset(TitleScene(app))
    scene = app.stack.push(ForgeReplayScene(app, match.record, match.seats))
    app.render()                                    # drawn once at the last move, as when it opens
    seen = set()
    for n in (0, 9, 20, 33, len(scene.moves)):
        scene.go(n)
        app.render()
        truth = _who(layout.spots(scene.match))
        assert _who(scene.board_spots()) == truth, n
        seen.add(tuple(truth))
    assert len(seen) > 2                            # the positions do differ: the check means something


# 2 -------------------------------------------------------------------------------------------
def _guided(app):
    from kingsforge.ui.scenes.title import TitleScene

    app.settings.game = "forge"
    title = app.stack.reset(TitleScene(app))
    title.forge_tutorial()
    table = app.stack.top
    assert isinstance(table, ForgeTableScene) and table.coach
    return table


def _play_some(table, n=6):
    m = table.match
    for _ in range(n):
        table.play(m.legal()[0] if m.human_to_move else m.bot_move())
    return len(m.record.moves)


@pytest.mark.parametrize("button", ["leave", "quit"])
def test_the_guided_rounds_save_and_leave_keeps_it_and_tutorial_goes_on(app, monkeypatch, button):
    from kingsforge.ui.autosave import saver

    monkeypatch.setattr(app, "quit", lambda: None)
    table = _guided(app)
    moves = _play_some(table)
    table.open_menu()
    pause = app.stack.top
    getattr(pause, button)()            # Save and leave / Quit game
    saver.flush()
    assert app.stack.top is not pause or button == "quit"
    assert persist.has_save(coach.save_path())
    assert not persist.has_save(persist.autosave_path("forge"))      # a Forge game's own save is left alone
    again = _guided(app)
    assert len(again.match.record.moves) == moves
    assert again.match.autosave_enabled


def test_a_finished_guided_round_is_neither_kept_nor_counted(tmp_path):
    from kingsforge.ui.autosave import saver

    match = coach.guided_match(tmp_path / "guided.json")
    match.play(match.legal()[0])
    saver.flush()
    assert persist.has_save(tmp_path / "guided.json")
    match.state.phase = OVER
    match.autosave()
    saver.flush()
    assert not persist.has_save(tmp_path / "guided.json")
    games = persist.paths.games_dir()
    assert not games.is_dir() or not list(games.glob("forge-*.json"))



@pytest.mark.parametrize("answer", ["again", "go_on"])
def test_tutorial_after_the_guided_round_asks_to_start_it_again_or_go_on(app, answer):
    """Once the notes were over, Tutorial reopened the practice game with no notes and no way back
    to the lesson; now it asks, as King's Forge's tutorial does."""
    from kingsforge.ui.autosave import saver
    from kingsforge.ui.scenes.title import TitleScene

    match = coach.new_guided()
    while not coach.notes_over(match):
        match.play(match.legal()[0] if match.human_to_move else match.bot_move())
    saver.flush()
    moves = len(match.record.moves)
    app.settings.game = "forge"
    title = app.stack.reset(TitleScene(app))
    title.forge_tutorial()
    choice = app.stack.top
    assert not isinstance(choice, ForgeTableScene), "a question first"
    buttons = {b.name: b for b in choice.widgets.widgets}
    assert "Start the guided round again" in buttons, list(buttons)
    buttons["Start the guided round again" if answer == "again" else "Continue the practice game"].activate()
    table = app.stack.top
    assert isinstance(table, ForgeTableScene) and table.coach
    assert len(table.match.record.moves) == (0 if answer == "again" else moves)
    if answer == "again":
        assert coach.step(table.match, 0) is not None          # the notes from the first move

# 3 -------------------------------------------------------------------------------------------
def test_the_replays_buttons_do_not_overlap_and_the_back_button_says_where_it_goes(app):
    from kingsforge.ui.scenes.title import TitleScene

    match = _played(6)
    app.stack.reset(TitleScene(app))
    listed = app.stack.push(ForgeReplayScene(app, match.record, match.seats))       # as from the list
    assert listed.widgets.button("Close").text == i18n.t("forge.replay.close_list")
    rects = [w.rect for w in listed.widgets.widgets if w.visible]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert max(r.right for r in rects) <= theme.LOGICAL_W - 10
    listed.leave()
    assert isinstance(app.stack.top, TitleScene)
    alone = app.stack.reset(ForgeReplayScene(app, match.record, match.seats))       # as from the game over
    assert alone.widgets.button("Close").text == i18n.t("forge.replay.close")
    i18n.set_language("es")
    assert i18n.t("forge.replay.close_list") != i18n.t("forge.replay.close")


# 4, 5 ----------------------------------------------------------------------------------------
def test_enter_on_a_focused_trade_picks_it_and_never_takes(app):
    match = _played(0)
    taken = []
    legal = [("buy:wood",), ("buy:metal",), ("buy:wood", "buy:metal")]
    dlg = TradeDialog(app, match, 0, legal, taken.append)
    app.stack.push(dlg)
    dlg.pick("buy:wood")
    assert dlg.take_btn.enabled
    dlg.widgets.set_focus(dlg.trade_buttons["buy:metal"])
    _key(dlg, pygame.K_RETURN)
    assert taken == [] and sorted(dlg.picked) == ["buy:metal", "buy:wood"]
    assert dlg.widgets.focused is dlg.take_btn      # nothing more to pick: the ring moves on to Take
    _key(dlg, pygame.K_RETURN)                      # and now Enter is Take's
    assert len(taken) == 1 and taken[0].detail == ("buy:wood", "buy:metal")


def test_tab_to_replay_and_enter_opens_the_replay_at_the_game_over(app):
    match = _played(8)
    scene = app.stack.reset(ForgeGameOverScene(app, match))
    for _ in range(6):
        if scene.widgets.focused is not None and scene.widgets.focused.name == "Replay":
            break
        _key(scene, pygame.K_TAB)
    assert scene.widgets.focused.name == "Replay"
    _key(scene, pygame.K_RETURN)
    assert isinstance(app.stack.top, ForgeReplayScene)


def test_the_round_summarys_focus_takes_enter_too(app):
    from kingsforge.forge.ui.gameover import RoundSummaryScene

    match = _played(8)
    scene = app.stack.push(RoundSummaryScene(app, match, 1))
    pressed = []
    scene.widgets.button("Continue").on_click = lambda: pressed.append(1)
    _key(scene, pygame.K_TAB)
    _key(scene, pygame.K_RETURN)
    assert pressed == [1]


def test_picking_a_worker_by_key_takes_the_focus_ring_off_the_buttons(app):
    match = ForgeMatch.new(_config(2, 4, humans=1))
    match.autosave_enabled = False
    while not (match.human_to_move and match.state.phase == "place" and not match.state.pending):
        match.play(match.legal()[0] if match.human_to_move else match.bot_move())
    table = app.stack.reset(ForgeTableScene(app, match))
    table.enter = lambda: None
    _key(table, pygame.K_TAB)
    assert table.widgets.focused is not None
    _key(table, pygame.K_1)
    assert table.selected == 0 and table.widgets.focused is None


# 6 -------------------------------------------------------------------------------------------
def _ink(draw, colour):
    """The dark marks on a piece, in greyscale terms: pixels much darker than the piece's body."""
    surface = pygame.Surface((80, 80))
    surface.fill((255, 255, 255))
    draw(surface, colour)
    grey = pygame.transform.grayscale(surface)
    body = sum(gfx.shade(colour, 1.0)[:3]) / 3
    return frozenset((x, y) for x in range(80) for y in range(80)
                     if grey.get_at((x, y))[0] < body * 0.45 and 24 < x < 56 and 24 < y < 56)


@pytest.mark.parametrize("piece", ["assistant", "blacksmith", "hammer"])
def test_every_seats_pieces_carry_its_own_mark(piece):
    def draw(seat):
        if piece == "hammer":
            return lambda s, c: pieces.hammer(s, c, (40, 44), 40, seat=seat)
        return lambda s, c: pieces.meeple(s, c, (40, 40), 48, smith=piece == "blacksmith", seat=seat)

    marks = [_ink(draw(seat), theme.SEAT_COLOURS[seat][1]) for seat in range(4)]
    assert len(set(marks)) == 4                     # four seats, four different marks
    assert seatmark.SYMBOLS[:4] == tuple(seatmark.symbol_for(theme.SEAT_COLOURS[i][1]) for i in range(4))


def test_the_table_marks_workers_hammers_and_player_dots_with_the_seats_shape(app, monkeypatch):
    match = ForgeMatch.new(_config(4, 3))
    match.autosave_enabled = False
    while len(match.state.taken) < 6 or match.state.round < 2:
        match.play(match.bot_move())
    drawn = []
    real_symbol, real_draw = seatmark.draw_symbol, seatmark.draw
    monkeypatch.setattr(seatmark, "draw_symbol", lambda s, shape, *a, **k: drawn.append(shape) or
                        real_symbol(s, shape, *a, **k))
    monkeypatch.setattr(seatmark, "draw", lambda s, colour, *a, **k: drawn.append(seatmark.symbol_for(colour)) or
                        real_draw(s, colour, *a, **k))
    table = app.stack.reset(ForgeTableScene(app, match))
    table.enter = lambda: None
    app.render()
    on_board = {seat for seat, _w, _loc, _o in layout.placements(match)}
    assert on_board and len(on_board) > 1
    for seat in range(4):           # a dot in the players' list, a worker and a hammer there at least
        shape = seatmark.symbol_for(match.seats[seat].colour, seat)
        assert drawn.count(shape) >= 3, (seat, shape, drawn)


# 7 -------------------------------------------------------------------------------------------
def _kept(match) -> dict:
    path = keep_finished(match)
    return persist.read_save(content(), path, game="forge").extra["finished"]


def _final(match):
    match.state.phase = OVER
    return match


def test_a_win_shared_past_every_tie_break_is_a_win_for_each_winner(app):
    match = _final(ForgeMatch.new(_config(3, 2, humans=1)))
    match.autosave_enabled = False
    s = match.state
    s.p[0].vp = s.p[2].vp = 5                       # seats 0 and 2 tied at the top in every respect
    assert scoring.rank_key(s, 0) == scoring.rank_key(s, 2) != scoring.rank_key(s, 1)
    assert scoring.winners(s) == [0, 2]             # the game-over screen names both
    entry = stats.stats_entry(match)
    assert [x["won"] for x in entry["seats"]] == [True, False, True]
    assert [x["place"] for x in entry["seats"]] == [0, 2, 0] == stats.places(s)
    assert entry["winners"] == [0, 2] and entry["winner"] == -1      # no single seat won
    finished = _kept(match)
    assert finished["winners"] == [0, 2] and finished["winner"] == -1
    from kingsforge.persist import forge_stats

    assert forge_stats.record_game(entry)
    assert forge_stats.summary().human_wins == 1       # the human seat 0 shared the win: a win


def test_a_single_winner_is_credited_alone():
    match = _final(ForgeMatch.new(_config(2, 2)))
    match.autosave_enabled = False
    match.state.p[1].vp = 3
    entry = stats.stats_entry(match)
    assert entry["winner"] == 1 and entry["winners"] == [1]
    assert [x["won"] for x in entry["seats"]] == [False, True]
    assert [x["place"] for x in entry["seats"]] == [1, 0]
    finished = _kept(match)
    assert finished["winner"] == 1 and finished["winners"] == [1]


def test_the_list_of_games_stars_every_winner_of_a_shared_win(tmp_path):
    """The list read only `winner`, which a shared win leaves at -1: it named no winner at all."""
    import json

    from kingsforge.ui.scenes.replay import _entry
    path = tmp_path / "forge-1-90-abcdef12.json"
    done = {"rounds": 8, "winner": -1, "winners": [0, 2], "finished_at": "2026-11-27T12:00:00Z"}
    path.write_text(json.dumps({"game": "forge", "names": ["Ana", "Bram", "Cora"], "moves": [],
                                "extra": {"finished": done}}))
    assert _entry(path, True).winners == (0, 2)
    done.update(winner=1, winners=None)                  # a file kept before winners were written
    path.write_text(json.dumps({"game": "forge", "names": ["Ana", "Bram", "Cora"], "moves": [],
                                "extra": {"finished": done}}))
    assert _entry(path, True).winners == (1,)


def test_the_replay_of_a_game_in_progress_keeps_its_hidden_cards_hidden(app):
    """Replay of a game in progress (its players may sit down to it again) showed the computer's
    hand and named its kept contracts; only a finished game's replay shows everything."""
    from kingsforge.ui.autosave import saver
    from kingsforge.ui.scenes.replay import saved_games

    config = demo_config(2, 3, humans=1)
    for seat in config.seats:
        if not seat.human:
            seat.level = "random"
    match = ForgeMatch.new(config)
    ai = next(i for i, s in enumerate(match.seats) if not s.human)
    me = next(i for i, s in enumerate(match.seats) if s.human)
    while not (match.human_to_move and match.state.round >= 2 and match.state.p[ai].hand
               and not match.state.pending):
        match.play(match.legal()[0] if match.human_to_move else match.bot_move())
    match.autosave()
    saver.flush()
    entry = next(e for e in saved_games(game="forge") if not e.finished)
    replay = ForgeReplayScene.from_file(app, entry.path)
    assert not replay.hand_face_up(ai) and replay.hand_face_up(me)
    kept = [e.text for e in replay.match.log if e.seat == ai and "keeps" in e.text]
    assert kept and all(words.card_name(replay.match.content.contracts[i]) not in " ".join(kept)
                        for i in replay.match.state.p[ai].hand)
    finished = ForgeReplayScene(app, match.record, match.seats)
    finished.finished = True                 # as a finished game's replay: every hand, every card named
    assert finished.hand_face_up(ai)
