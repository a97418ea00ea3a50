"""Every bot plays legal whole games with the Masterworks modules: it bids on the ambassador
tiles, rolls the exotic dice it holds and answers every new decision (issue 10)."""

from collections import Counter

import pytest

from kingsforge.ai import make_bot
from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.actions import Craft
from kingsforge.engine.invariants import assert_ok
from kingsforge.engine.setup import new_game

MASTERWORKS = ("ambassadors_row", "masterworks_craft", "royal_decree")
ROUND_CAP = 40


@pytest.fixture(scope="module")
def content():
    return load_content(modules=MASTERWORKS)


def play(content, name, players, seed):
    bots = [make_bot(name, seed * 10 + p) for p in range(players)]
    s = new_game(content, players, seed)
    seen = Counter()
    while s.phase != "over" and s.round <= ROUND_CAP:
        legal = rules.legal_actions(s)
        action = bots[s.turn].choose(s, legal)
        assert action in legal, f"{name} chose {action}, which is not legal"
        if s.pending:
            seen[s.pending[0].kind] += 1
        elif isinstance(action, Craft) and content.craft[action.card].tile is not None:
            seen["bid"] += 1
        rules.apply_in_place(s, action)
        assert_ok(s)
    return s, seen


@pytest.mark.parametrize("name,games", [("random", 3), ("greedy", 4), ("easy", 4), ("normal", 2), ("hard", 1)])
def test_every_bot_plays_legal_masterworks_games(content, name, games):
    seen = Counter()
    ended = 0
    for seed in range(games):
        s, got = play(content, name, 2 + seed % 3, 500 + seed)
        seen += got
        ended += s.phase == "over"
        for cards in s.tucked:      # Royal Decree: whoever reached the target holds a masterwork
            if len(cards) >= s.items_to_win:
                assert max(content.craft[c].rank for c in cards) >= 100
    assert seen["bid"] and seen["ready"] and seen["keep_card"], seen
    if name != "random":
        assert ended == games, "a bot game did not end"
