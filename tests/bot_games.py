"""One whole game of a bot against itself, every move checked legal and every state checked
by the invariants; `tally(state, action)` names what to count for a move (or None)."""

from collections import Counter

from kingsforge.ai import make_bot
from kingsforge.engine import rules
from kingsforge.engine.invariants import assert_ok
from kingsforge.engine.setup import new_game

ROUND_CAP = 40


def play(content, name, players, seed, tally):
    bots = [make_bot(name, seed * 10 + p) for p in range(players)]
    s = new_game(content, players, seed)
    seen = Counter()
    while s.phase != "over" and s.round <= ROUND_CAP:
        legal = rules.legal_actions(s)
        action = bots[s.turn].choose(s, legal)
        assert action in legal, f"{name} chose {action}, which is not legal"
        key = tally(s, action)
        if key is not None:
            seen[key] += 1
        rules.apply_in_place(s, action)
        assert_ok(s)
    return s, seen
