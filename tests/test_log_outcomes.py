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
    """During a turn a die from the stock is won (a visitor's gift: 'X gains'), one's own goes back
    (no gain said); at cleanup, when dice go back to the stock and come out again (a tile's die, a
    request's boosting die), the line says whose mini cards take which dice, each player once."""
    gains = cleanups = 0
    for before, action, after in _moves(range(1, 5)):
        said = outcome(before, after, action, NAMES)
        new = {p: [d for d in after.kept[p] if d not in before.kept[p]] for p in range(after.n)}
        if before.round != after.round:
            takers = [p for p in range(after.n) if new[p]]
            for k, p in enumerate(takers):
                head = "at cleanup " if k == 0 else "; "
                assert f"{head}{NAMES[p]}'s {'mini cards ' if k == 0 else ''}take {dice_text(after, new[p])}" in said, said
            assert "gains" not in said, said
            cleanups += bool(takers)
        else:
            stock = {die for pile in before.stock for die in pile}
            takers = {p for p in range(after.n) if any(d in stock for d in new[p])}
            assert sum(said.count(f"{name} gains") for name in NAMES) == len(takers), (action, said)
            gains += len(takers)
    assert gains >= 3 and cleanups >= 3, (gains, cleanups)


def test_a_die_the_cemetery_cancels_goes_back_to_its_mini_card_and_is_not_won():
    """A readied Aether Ore the Cemetery cancels goes back onto its mini card unused: the log says
    so, not that the player gains a die (the stock is as it was)."""
    from masterworks_scenario import MW

    game = MW().first_player(0).supply(0, metal=2).supply(1, metal=1)
    game.kept(0, "aether_ore")
    game.to_craft_phase()
    game.cemetery_on_table(4)
    game.ready_all()
    stock = game.stock("aether_ore")
    before = game.state.clone()
    game.roll(1, 2, 4)
    said = outcome(before, game.state, Roll(), ["Ana", "Ben"])
    assert game.stock("aether_ore") == stock
    assert "Ana gains" not in said and "Ana's 1 aether ore goes back onto their mini cards" in said, said


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


def test_a_player_with_no_dice_to_roll_is_told_so():
    """A player whose dice were all spent at the gather phase still 'rolls' (the turn goes on):
    the log says they had no dice, not that they rolled nothing usable; one whose dice the
    Cemetery all cancelled did roll, and the log says so. In both languages."""
    from scenario import Scenario

    game = Scenario().first_player(0).supply(0).supply(1, metal=1)
    game.to_craft_phase()
    before = game.state.clone()
    game.roll()
    assert outcome(before, game.state, Roll(), ["Ana", "Ben"]) == "no dice left to roll"
    i18n.set_language("es")
    try:
        said = outcome(before, game.state, Roll(), ["Ana", "Ben"], words=i18n.engine_words())
    finally:
        i18n.set_language("en")
    assert said == "no le quedan dados", said

    from masterworks_scenario import MW

    game = MW().first_player(0).supply(0, metal=1).supply(1, metal=1)
    game.to_craft_phase()
    game.cemetery_on_table(4)
    before = game.state.clone()
    game.roll(4)
    said = outcome(before, game.state, Roll(), ["Ana", "Ben"])
    assert said.startswith("rolled nothing usable") and "cancel" in said, said
