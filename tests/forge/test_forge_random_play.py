"""Forge random play: invariants after every move, check <=> legal_actions, determinism,
save and resume."""

from __future__ import annotations

import json
import random

import pytest
from forge_scenario import content

from kingsforge.forge.ai import make_bot
from kingsforge.forge.engine import places, rules
from kingsforge.forge.engine.actions import BLACKSMITH, Choose, Hammer, Place, Skip
from kingsforge.forge.engine.invariants import problems
from kingsforge.forge.engine.record import GameRecord, RecordError, digest
from kingsforge.forge.engine.state import LOCATIONS, PLACE


def play(players: int, seed: int, bots=("random",), record=None, stop=None):
    c = content()
    record = record or GameRecord(c, players, seed)
    seats = [make_bot(bots[i % len(bots)], seed * 7 + i) for i in range(players)]
    while record.state.phase != "over" and (stop is None or len(record.moves) < stop):
        s = record.state
        record.play(seats[s.current()].choose(s, rules.legal_actions(s)))
    return record


def probe_moves(s, rng):
    """Legal moves plus near-misses: every candidate of every worker, and broken ones."""
    seat = s.current()
    out = [Hammer(i) for i in range(-1, 5)] + [Choose(i) for i in range(-1, 6)] + [Skip()]
    if s.phase == PLACE and not s.pending:
        p = s.p[seat]
        for w in list(range(5)):
            out += list(places.candidates(s, seat, w))
            out += list(places.forge_candidates(s, seat, w))
            out.append(Place(w, "trading_post", "", tuple(rng.sample(places.TRADES, 2))))
        for w in range(5):                       # every location and option, shut or open
            for loc in LOCATIONS:
                for option in ("", "smith", "develop", "hire", "train"):
                    out.append(Place(w, loc, option))
                for token in s.content.tokens:
                    out.append(Place(w, loc, "build", (token.id,)))
        out += [Place(9, "market"), Place(0, "nowhere"), Place(BLACKSMITH, "forge", "", ("no_such_card",)),
                Place(0, "market", "smith"), Place(0, "store_extension", "", (0,)),
                Place(p.assistants, "forest"), Place(0, "trading_post", "", ("steal:gems",))]
    return out


@pytest.mark.parametrize("players,seed,bots", [(2, 1, ("random",)), (3, 2, ("random", "greedy")),
                                               (4, 3, ("random",)), (4, 4, ("greedy",)), (2, 5, ("greedy", "random"))])
def test_invariants_hold_after_every_move_and_check_agrees_with_legal(players, seed, bots):
    c = content()
    record = GameRecord(c, players, seed)
    seats = [make_bot(bots[i % len(bots)], seed + i) for i in range(players)]
    rng = random.Random(seed)
    while record.state.phase != "over":
        s = record.state
        legal = rules.legal_actions(s)
        assert legal and len(set(legal)) == len(legal)
        if rng.random() < 0.3:
            legal_set = {(type(m), m) for m in legal}         # moves are tuples: compare kinds too
            for move in probe_moves(s, rng):
                reason = rules.check(s, move)
                assert (reason is None) == ((type(move), move) in legal_set), (move, reason)
                assert reason is None or isinstance(reason, str) and reason
        record.play(seats[s.current()].choose(s, legal))
        found = problems(record.state)
        assert not found, found
    assert 1 <= record.state.round <= c.round_cap


def test_the_same_seed_and_moves_give_the_same_game():
    a, b = play(3, 11, ("random", "greedy")), play(3, 11, ("random", "greedy"))
    assert a.moves == b.moves and digest(a.state) == digest(b.state)
    assert digest(play(3, 12).state) != digest(a.state)


def test_save_and_resume_reach_the_same_end():
    whole = play(4, 21, ("greedy", "random"))
    half = play(4, 21, ("greedy", "random"), stop=len(whole.moves) // 2)
    data = json.loads(json.dumps(half.to_data()))
    assert data["game"] == "forge"
    resumed = GameRecord.from_data(content(), data)
    assert digest(resumed.state) == digest(half.state)
    for move in whole.moves[len(resumed.moves):]:
        resumed.play(move)
    assert digest(resumed.state) == digest(whole.state)


@pytest.mark.parametrize("change,words", [
    (lambda d: d.update(game="kingsforge"), "not Forge"),
    (lambda d: d.update(data_checksum="x", rules_checksum="x"), "different Forge card data"),
    (lambda d: d.update(players=7), "player count"),
    (lambda d: d["moves"].append({"type": "hammer", "space": 9}), "is not legal"),
    (lambda d: d["moves"].append({"type": "fly"}), "^move 21: not a Forge move"),
    # a malformed move says which one and what is wrong with it
    (lambda d: d["moves"].append({"type": "place", "worker": "x", "location": "forest"}),
     "^move 21: a place move is malformed: 'worker' must be a whole number$"),
    (lambda d: d["moves"].append({"type": "place", "worker": 1}), "^move 21: a place move lacks 'location'$"),
    (lambda d: d.update(moves=None), "move list"),
])
def test_broken_saves_are_refused_with_a_reason(change, words):
    data = play(2, 3, stop=20).to_data()
    change(data)
    with pytest.raises(RecordError, match=words):
        GameRecord.from_data(content(), data)


def test_redraw_keeps_what_a_player_sees_and_deals_the_rest_again():
    from kingsforge.forge.ai import hidden

    record = play(3, 8, ("greedy",), stop=120)
    s = record.state
    copy = hidden.redraw(s, 0, random.Random(1))
    assert not problems(copy)
    assert copy.p[0].hand == s.p[0].hand and copy.board == s.board
    for seat in (1, 2):
        assert [q.forged for q in (copy.p[seat],)] == [s.p[seat].forged]
        assert [record.state.content.contracts[i].deck for i in copy.p[seat].hand] == \
               [record.state.content.contracts[i].deck for i in s.p[seat].hand]
    assert copy.contracts != s.contracts or copy.p[1].hand != s.p[1].hand
    assert digest(s) == digest(record.state)               # the real game is untouched
