"""The move log says what a move did by itself: the dice it put on a player's mini cards (a tile
won at cleanup, a visitor's gift) and, for a roll, the values the dice came up with before a
Grimstone the roll settled by itself changed one."""

import random

from kingsforge import i18n
from kingsforge.content.loader import load_content
from kingsforge.engine import rules
from kingsforge.engine.actions import Roll
from kingsforge.engine.describe import outcome
from kingsforge.engine.setup import new_game
from kingsforge.engine.words import dice_text

MASTERWORKS = ("ambassadors_row", "masterworks_craft", "royal_decree", "griffins_landing", "deluxe_cards")
NAMES = ["Ana", "Ben", "Cy"]


def _moves(seeds, modules=MASTERWORKS, players=3):
    content = load_content(modules=modules)
    for seed in seeds:
        state, rng = new_game(content, players, seed), random.Random(seed)
        while state.phase != "over" and state.round <= 12:
            before = state.clone()
            action = rng.choice(rules.legal_actions(state))
            state = rules.apply(state, action)
            yield before, action, state


def test_every_die_put_on_a_mini_card_is_named_in_the_log():
    gains = 0
    for before, action, after in _moves(range(1, 5)):
        said = outcome(before, after, action, NAMES)
        for p in range(after.n):
            new = [die for die in after.kept[p] if die not in before.kept[p]]
            line = f"{NAMES[p]} gains {dice_text(after, new)} onto their mini cards"
            assert (line in said) == bool(new), (action, said)
            gains += bool(new)
        won = "onto their mini cards" in said
        # a tile's die comes at cleanup, not from the move of the player who ended the round
        assert (won and before.round != after.round) == said.startswith("at cleanup ") or not won, said
    assert gains >= 10


def test_a_roll_says_the_values_rolled_before_a_grimstone_changed_them():
    checked = 0
    for before, action, after in _moves(range(1, 41), ("ambassadors_row",), 2):
        if isinstance(action, Roll) and after.told:
            met = after.told[0][0]
            fresh = [die for die in after.rolled[before.turn] if not before.values[die]]
            said = outcome(before, after, action, NAMES)
            assert said.startswith("rolled " + dice_text(met, fresh, with_values=True)), said
            checked += any(met.values[die] != after.values[die] for die in fresh)
        if checked >= 2:
            return
    raise AssertionError(f"{checked} rolls changed by a Grimstone in 40 games")


def test_the_mini_card_line_in_spanish():
    for before, action, after in _moves(range(1, 3)):
        if any(len(k) > len(b) for k, b in zip(after.kept, before.kept)):
            i18n.set_language("es")
            try:
                said = outcome(before, after, action, NAMES, words=i18n.engine_words())
            finally:
                i18n.set_language("en")
            assert "en sus minicartas" in said and "mini cards" not in said, said
            return
    raise AssertionError("no die reached a mini card")
