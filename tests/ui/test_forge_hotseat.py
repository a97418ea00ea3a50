"""Forge's hidden information at a shared screen: a player's contracts in hand show their faces
only to the person at the mouse (another player's hand lies face down: how many, not which,
and no zoom of it); with two or more people the hand-over comes first, even before a new or
continued game's first choice, and no hand shows under it or during a computer's turn; the
table's log never names a hidden card (the replay's does); and a drag ends with any move played,
so a drop never plays for another seat."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n
from kingsforge.forge.engine.actions import BLACKSMITH, Choose, Place
from kingsforge.forge.engine.setup import new_game
from kingsforge.forge.engine.state import PLACE, Pending
from kingsforge.forge.match import SeatBot
from kingsforge.forge.ui import cards, layout, view, words
from kingsforge.forge.ui.match import ForgeMatch
from kingsforge.forge.ui.match import content as match_content
from kingsforge.forge.ui.screenshot import demo_config, staged_match
from kingsforge.forge.ui.table import ForgeTableScene
from kingsforge.ui.scenes.handoff import HandoffScene
from tests.ui.conftest import Driver

pytestmark = pytest.mark.usefixtures("thread_worker")


@pytest.fixture
def faces(monkeypatch):
    """faces(app): the contracts drawn face up in the hand panel by a fresh frame (card ids)."""
    drawn = []
    real = cards.draw

    def spy(surface, content, card, rect, *args, **kw):
        if layout.HAND.contains(pygame.Rect(rect)):
            drawn.append(card.id)
        return real(surface, content, card, rect, *args, **kw)

    monkeypatch.setattr(cards, "draw", spy)

    def render(app):
        drawn.clear()
        view._layer["key"] = None           # draw the table again, not its cached layer
        app.render()
        return list(drawn)

    return render


def _hand_ids(match, seat):
    return [match.content.contracts[i].id for i in match.state.p[seat].hand]


def _played(players, seed, until, humans, limit=3000):
    """A game played by Greedy for every seat until `until`, then `humans` are people."""
    return staged_match(players, seed, until, limit, humans=humans)


def _table(app, match):
    scene = ForgeTableScene(app, match)
    scene.wait = 1e9                         # no computer move while the test looks
    app.stack.reset(scene)
    app.tick(1 / 60)
    return scene


# ----------------------------------------------------------------- 1. another player's hand
def test_another_players_hand_lies_face_down_and_does_not_zoom(make_app, faces):
    app = make_app(start=False)
    match = staged_match(4, 3, lambda m: m.state.phase == PLACE and not m.state.pending and m.state.round >= 2
                         and all(len(p.hand) >= 1 for p in m.state.p))
    match.autosave_enabled = False
    scene = _table(app, match)
    me = match.current
    assert sorted(faces(app)) == sorted(_hand_ids(match, me))[:8]         # my own hand: face up
    for other in (s for s in range(4) if s != me):
        scene._mouse_down(layout.player_row(other, 4).center)              # click their row: their board
        assert scene.shown == other
        assert faces(app) == []                                            # ... with the hand face down
        rect, _card = scene.hand_cards(match.state.p[other])[0]
        assert scene.card_at(rect.center) is None                          # and no zoom of its faces
    scene._mouse_down(layout.player_row(me, 4).center)
    assert sorted(faces(app)) == sorted(_hand_ids(match, me))[:8]


# ----------------------------------------------------------------- 2. hot seat: the hand-over
def test_no_hand_shows_under_the_hand_over_and_only_the_mover_sees_theirs(make_app, faces):
    app = make_app(start=False)
    match = _played(4, 3, lambda m: m.state.phase == PLACE and not m.state.pending and m.state.round >= 2
                    and m.current == 0 and all(len(p.hand) >= 1 for p in m.state.p), humans=(0, 1))
    scene = _table(app, match)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == match.names[0]
    assert faces(app) == []                                    # Ana's board under the banner: hand down
    app.stack.top.close()
    assert sorted(faces(app)) == sorted(_hand_ids(match, 0))[:8]
    scene._mouse_down(layout.player_row(1, 4).center)
    assert faces(app) == []                                    # Bram's hand is not Ana's to see
    bots = {i: SeatBot("greedy", 3, i) for i in range(4)}
    for _ in range(200):                                       # on until Bram is handed the table
        mover = match.current
        scene.play(bots[mover].choose(match.state, match.legal(), len(match.record.moves)))
        while app.stack.top is not scene and not isinstance(app.stack.top, HandoffScene):
            app.stack.top.close()                              # a round's summary, a dialog
        if not match.is_human(match.current):
            assert faces(app) == [], "a hand shows during a computer's turn"
        if isinstance(app.stack.top, HandoffScene) or match.current == 1:
            break
    scene.update(0.0)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == match.names[1]
    assert scene.shown == 1 and faces(app) == []               # Bram's board, his hand down until he is there
    app.stack.top.close()
    assert sorted(faces(app)) == sorted(_hand_ids(match, 1))[:8]
    scene._mouse_down(layout.player_row(0, 4).center)
    assert faces(app) == []                                    # and Ana's stays hidden from him


def test_a_computers_turn_shows_no_hand_at_a_mixed_table(make_app, faces):
    app = make_app(start=False)
    match = _played(4, 3, lambda m: m.state.round >= 2 and m.current in (2, 3) and len(m.state.p[0].hand) >= 1
                    and len(m.state.p[1].hand) >= 1, humans=(0, 1))
    scene = _table(app, match)
    assert not match.human_to_move and not isinstance(app.stack.top, HandoffScene)
    for seat in range(4):
        scene.shown = seat
        assert faces(app) == []


def test_one_person_always_sees_their_own_hand(make_app, faces):
    app = make_app(start=False)
    match = _played(3, 4, lambda m: m.state.round >= 2 and m.current == 1 and len(m.state.p[0].hand) >= 1,
                    humans=(0,))
    scene = _table(app, match)
    assert scene.shown == 0 and not match.human_to_move
    assert sorted(faces(app)) == sorted(_hand_ids(match, 0))[:8]     # a computer thinks: mine stays up
    assert not isinstance(app.stack.top, HandoffScene)


# ----------------------------------------------------------------- 3. the log
HIDDEN_KINDS = ("opening", "contracts")


def test_the_tables_log_never_names_a_hidden_card_and_the_replays_does():
    match = ForgeMatch.new(demo_config(4, 5, humans=0))
    match.autosave_enabled = False
    bots = [SeatBot("greedy", 5, i) for i in range(4)]
    c = match.content
    checked = set()
    hidden_lines = {}
    while not match.over:
        s = match.state
        move = bots[match.current].choose(s, match.legal(), len(match.record.moves))
        hidden = []
        if isinstance(move, Choose):
            q = s.pending[0]
            option = q.options[move.option]
            if q.kind in HIDDEN_KINDS:
                hidden = [words.card_name(c.contracts[q.cards[i]]) for i in option]
            elif q.kind == "train" and q.target < 0 and option[0] >= 0:
                hidden = [words.card_name(c.training[q.cards[option[0]]])]      # the Blacksmith holds it
            if hidden:
                checked.add(q.kind)
        entry = match.play(move)
        for name in hidden:
            assert name not in entry.text, entry.text
        if hidden:
            hidden_lines[entry.index] = (entry.text, hidden)
    assert checked == {"opening", "contracts", "train"}
    assert any("keeps a contract" in text for text, _ in hidden_lines.values())
    assert any("keeps a training card" in text for text, _ in hidden_lines.values())
    match._rebuild_log()                                       # a continued game says the same
    for index, (text, _names) in hidden_lines.items():
        assert match.log[index].text == text
    from kingsforge.forge.ui.replay import ForgeReplayScene

    replay = ForgeReplayScene.__new__(ForgeReplayScene)        # the replay's match, without a window
    replay.full, replay.seats, replay.moves = match.record, match.seats, list(match.record.moves)
    replay.finished = True                                     # a finished game's replay names them
    shown = replay._match_at(len(replay.moves))
    for index, (_text, names) in hidden_lines.items():
        assert all(name in shown.log[index].text for name in names)


def test_keeping_neither_does_not_name_the_card_put_back_on_top():
    s = new_game(match_content(), 2, 1)
    c = s.content
    a, b = s.guilds[-1], s.guilds[-2]
    s.pending = [Pending("guild", 0, (a, b), ((-1, 1), (-1, 0)))]
    names = ["Ana", "Bo"]
    for i in range(2):
        public = words.say_move(s, Choose(i), names, public=True)
        assert words.card_name(c.guilds[a]) not in public and words.card_name(c.guilds[b]) not in public
        assert public == "Ana keeps nothing and returns the cards"
    assert "back on top" in words.say_move(s, Choose(0), names)           # a hint to its own player says which
    i18n.set_language("es")
    assert words.say_move(s, Choose(0), names, public=True) == "Ana no se queda ninguna y las devuelve"
    s.pending = [Pending("contracts", 0, (s.contracts[0][-1], s.contracts[0][-2]), ((0, 1),))]
    assert words.say_move(s, Choose(0), names, public=True) == "Ana se queda 2 encargos"


# ----------------------------------------------------------------- 4. the first hand-over
def test_a_new_and_a_continued_hot_seat_game_open_with_the_hand_over(make_app, tmp_path):
    app = make_app(start=False)
    match = ForgeMatch.new(demo_config(3, 6, humans=2))
    match.autosave_path = tmp_path / "forge.json"
    scene = _table(app, match)
    first = match.current
    assert match.human_to_move and match.state.pending                   # the opening choice is owed
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == match.names[first]
    assert scene.shown == first and not scene.hand_face_up(first)
    app.stack.top.close()
    scene.update(0.0)                                                    # now the opening's dialog
    assert type(app.stack.top).__name__ != "HandoffScene" and app.stack.top is not scene
    app.stack.top.close()
    scene.play(match.legal()[0])
    while not match.human_to_move:                                       # on to a person's turn, then Continue
        match.play(match.legal()[0])
    assert match.flush_autosave()
    again = ForgeMatch.load(match.autosave_path)
    scene = _table(app, again)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.name == again.names[again.current]
    # one person at the table: no hand-over
    solo = ForgeMatch.new(demo_config(3, 6, humans=1))
    solo.autosave_enabled = False
    _table(app, solo)
    assert not isinstance(app.stack.top, HandoffScene)


# ----------------------------------------------------------------- 5. a drag and a move played
def _grab(driver, scene):
    worker = next(w for w in scene.workers_free() if w != BLACKSMITH)
    start = layout.worker_rect(worker).center
    driver.post(pygame.MOUSEMOTION, pos=driver.win(start), rel=(0, 0), buttons=(0, 0, 0))
    driver.post(pygame.MOUSEBUTTONDOWN, pos=driver.win(start), button=1)
    driver.frame()
    driver.move((start[0] + 40, start[1] - 40), buttons=(1, 0, 0))
    assert scene.drag is not None
    return worker


def _held(make_app):
    """(match, scene, driver, worker): a person's worker held at a 4-player table in round 2."""
    app = make_app(start=False)
    match = staged_match(4, 3, lambda m: m.state.phase == PLACE and not m.state.pending and m.state.round >= 2)
    scene = _table(app, match)
    driver = Driver(app)
    return match, scene, driver, _grab(driver, scene)


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_KP_ENTER])
def test_enter_mid_drag_plays_once_and_the_release_plays_nothing(make_app, key):
    match, scene, driver, worker = _held(make_app)
    human = match.current
    before = len(match.record.moves)
    driver.key(key)                                          # Enter plays the worker picked, button still held
    assert len(match.record.moves) == before + 1 and match.placed[-1][0] == human
    assert scene.drag is None and scene.press is None
    assert not match.human_to_move                           # a computer is to move now
    lit = scene.lit_places(worker)                           # where that worker number may go for the computer
    spot = next(sp for sp in scene.board_spots() if sp.who is None and (sp.loc in lit or not lit))
    driver.move(spot.rect.center, buttons=(1, 0, 0))
    driver.post(pygame.MOUSEBUTTONUP, pos=driver.win(spot.rect.center), button=1)
    driver.frame()
    assert len(match.record.moves) == before + 1             # the release played nothing, for nobody


def test_a_drop_plays_only_for_whoever_picked_the_worker_up(make_app):
    match, scene, driver, worker = _held(make_app)
    lit = scene.lit_places(worker)
    spot = next(sp for sp in scene.board_spots() if sp.loc in lit and sp.who is None)
    # the seat to move changed under the held worker without a move through the table (a stale press)
    move = next(mv for mv in match.legal() if isinstance(mv, Place) and mv.worker != worker)
    match.play(move)
    scene.drag = (worker, spot.rect.center)                  # still held (as a stale drag would be)
    before = len(match.record.moves)
    driver.post(pygame.MOUSEBUTTONUP, pos=driver.win(spot.rect.center), button=1)
    driver.frame()
    assert len(match.record.moves) == before and scene.drag is None


def test_any_move_played_ends_the_drag(make_app):
    """Skip (S) and the keys play through the table's play(): whatever it plays, the drag is over."""
    match, scene, driver, worker = _held(make_app)
    move = next(mv for mv in match.legal() if isinstance(mv, Place) and mv.worker != worker)
    assert scene.play(move)
    assert scene.drag is None and scene.press is None
