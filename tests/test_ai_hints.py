"""The table's hint API: a legal move with a reason, and exact display odds."""

import pytest

from kingsforge.ai.greedy import GreedyBot
from kingsforge.ai.hints import display_odds, hint
from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.odds import craft_odds
from kingsforge.engine.setup import new_game


@pytest.fixture(scope="module")
def content():
    return load_content()


def positions(content, seed, count=40):
    """States along a seeded greedy game: gather and craft, before and after rolls."""
    state = new_game(content, 3, seed)
    bot = GreedyBot()
    out = []
    while state.phase != "over" and len(out) < count:
        out.append(state.clone())
        rules.apply_in_place(state, bot.choose(state, rules.legal_actions(state)))
    return out


def test_hint_is_a_legal_move_with_a_reason(content):
    for state in positions(content, 3):
        action, text = hint(state, ["Ana", "Ben", "Cy"])
        assert action in rules.legal_actions(state)
        assert isinstance(text, str) and ": " in text and len(text) > 15


def test_display_odds_are_the_exact_craft_odds(content):
    checked = 0
    for state in positions(content, 4):
        for p in range(state.n):
            odds = display_odds(state, p)
            assert set(odds) == set(state.display)
            if state.rolled[p]:
                assert all(v in (0.0, 1.0) for v in odds.values())
                continue
            dice = state.to_roll(p)
            pool = {}
            for d in dice:
                pool[content.die_type_of[d]] = pool.get(content.die_type_of[d], 0) + 1
            charges = [(k, a, g) for k, a, g, used in state.charges[p] if used == -1]
            cem = None if state.cemetery is None else state.values[state.cemetery[1]]
            for card, value in odds.items():
                assert value == float(craft_odds(pool, content.craft[card].slots, content.fits, charges, cem))
                checked += 1
    assert checked > 50


def test_display_odds_after_rolling_say_what_the_dice_make_now(content):
    state = new_game(content, 2, 9)
    state.phase, state.turn, state.anvil, state.has_rolled = "craft", 0, 0, True
    metal = content.die_type_index("metal")
    dice = state.supply[0][:2]
    state.supply[0] = state.supply[0][2:]
    state.rolled[0] = dice
    state.values[dice[0]], state.values[dice[1]] = 6, 6
    odds = display_odds(state, 0)
    for card, value in odds.items():
        slots = content.craft[card].slots
        makeable = len(slots) <= 2 and all(c == metal for c, _ in slots)
        assert value == (1.0 if makeable else 0.0)
