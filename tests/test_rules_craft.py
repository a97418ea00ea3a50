"""Rulebook: the craft phase, dice manipulation, tokens and out-crafting."""

from kingsforge.engine import rules
from kingsforge.engine.actions import Craft, EndTurn, UseCharge
from scenario import Scenario, clause


def craft_turn(players=2, first=0, display=("horseshoe_nails", "iron_pot", "wizards_goblet"),
               waiting=("iron_shield", "ruby_ring"), **supply):
    game = Scenario(players=players).first_player(first).supply(first, **supply)
    for p in range(players):
        if p != first:
            game.supply(p)
    game.display(*display, waiting=waiting)
    game.row("north_mine", "bazaar", "tavern", "mill")
    return game


@clause("craft.match", "craft_phase.craft")
def test_crafting_needs_matching_colours_and_enough_pips():
    game = craft_turn(metal=3, gem=2).to_craft_phase()
    game.roll(3, 2, 2, 3, 4)                               # metal 3, 2, 2; gem 3, 4
    assert "below the 3" in game.refused(game.craft_action("wizards_goblet", ("metal", 2), ("gem", 3), ("gem", 4)))
    assert "cannot fill a gem box" in game.refused(
        game.craft_action("wizards_goblet", ("metal", 3), ("metal", 2), ("gem", 4)))
    game.craft("wizards_goblet", ("metal", 3), ("gem", 3), ("gem", 4))
    assert game.crafted_by("wizards_goblet") == 0
    assert game.tucked_ids(0) == []                       # not claimed until cleanup


@clause("craft_phase.refill", "craft_phase.several")
def test_display_refills_with_the_lowest_waiting_rank_at_once():
    game = craft_turn(metal=5, waiting=("war_axe", "iron_shield")).to_craft_phase()
    rank = {card.id: card.rank for card in game.c.craft}
    assert rank["iron_shield"] < rank["war_axe"]
    game.roll(2, 2, 5, 5, 1)
    game.craft("horseshoe_nails", ("metal", 2), ("metal", 2))
    names = [game.c.craft[i].id for i in game.state.display]
    assert "iron_shield" in names and "war_axe" not in names          # the lower rank comes first
    game.craft("iron_shield", ("metal", 5), ("metal", 5))            # crafted the same turn
    assert game.crafted_by("iron_shield") == 0 and game.crafted_by("horseshoe_nails") == 0


@clause("craft_phase.unused_to_smithy", "craft_phase.order")
def test_unused_dice_go_to_the_smithy_and_turns_go_clockwise():
    game = craft_turn(players=3, first=2, metal=3).to_craft_phase()
    assert game.state.turn == 2
    game.roll(1, 1, 6)
    game.end_turn()
    assert game.count(2, "smithy") == 3 and game.count(2, "rolled") == 0
    assert game.state.turn == 0
    game.roll()
    game.end_turn()
    assert game.state.turn == 1


@clause("craft_phase.nothing_to_craft")
def test_with_no_dice_the_turn_just_ends():
    game = craft_turn(metal=0).to_craft_phase()
    game.roll()
    assert rules.legal_actions(game.state) == [EndTurn()]


@clause("craft_phase.nothing_to_craft")
def test_with_nothing_craftable_the_turn_just_ends():
    """Dice that fill no card on display (two 1s against boxes of 2 and more): the turn just ends."""
    game = craft_turn(metal=2).to_craft_phase()
    game.roll(1, 1)
    assert rules.legal_actions(game.state) == [EndTurn()]
    game.end_turn()
    assert game.state.turn == 1 and game.count(0, "smithy") == 2


def john_crafted_the_goblet():
    """Seat 0 (John) has crafted the Goblet with 3-metal, 3-gem, 4-gem; seat 1 is to roll."""
    game = craft_turn(metal=1, gem=2).supply(1, metal=1, gem=2).to_craft_phase()
    game.roll(3, 3, 4)
    game.craft("wizards_goblet", ("metal", 3), ("gem", 3), ("gem", 4))
    game.end_turn()
    return game


@clause("steal.rule", "steal.goblet_example", "steal.victim_dice")
def test_rulebook_wizards_goblet_out_craft_example():
    # John (seat 0) crafts the Goblet with 3-metal, 3-gem, 4-gem; you (seat 1) roll 4-metal, 3-gem, 4-gem.
    game = john_crafted_the_goblet()
    john_dice = game.state.crafted[0][2]
    game.roll(4, 3, 4)
    game.craft("wizards_goblet", ("metal", 4), ("gem", 3), ("gem", 4))
    assert game.crafted_by("wizards_goblet") == 1
    assert set(john_dice) <= set(game.state.smithy[0])   # John's dice go to John's smithy tile


@clause("steal.rule")
def test_equal_dice_do_not_out_craft_and_each_die_must_match_its_box():
    game = john_crafted_the_goblet()
    game.roll(3, 3, 4)
    assert "beat" in game.refused(game.craft_action("wizards_goblet", ("metal", 3), ("gem", 3), ("gem", 4)))
    goblet = game.c.craft_index("wizards_goblet")
    assert not any(isinstance(a, Craft) and a.card == goblet for a in rules.legal_actions(game.state))
    # Each die is compared with the die on its own box: against 3-metal, 3-gem, 4-gem, a roll of
    # 3-metal, 4-gem, 3-gem either beats the 3-gem but falls short of the 4-gem, or only equals them.
    game2 = john_crafted_the_goblet()
    game2.roll(3, 4, 3)
    assert "at least the 4" in game2.refused(game2.craft_action("wizards_goblet", ("metal", 3), ("gem", 4), ("gem", 3)))
    assert "beat" in game2.refused(game2.craft_action("wizards_goblet", ("metal", 3), ("gem", 3), ("gem", 4)))
    assert not any(isinstance(a, Craft) and a.card == goblet for a in rules.legal_actions(game2.state))


@clause("steal.again")
def test_an_out_crafted_card_can_be_taken_again_the_same_phase():
    game = craft_turn(players=3, metal=1, gem=2).supply(1, metal=1, gem=2).supply(2, metal=1, gem=2).to_craft_phase()
    game.roll(3, 3, 3)
    game.craft("wizards_goblet", ("metal", 3), ("gem", 3), ("gem", 3))
    game.end_turn()
    game.roll(4, 3, 3)
    game.craft("wizards_goblet", ("metal", 4), ("gem", 3), ("gem", 3))
    game.end_turn()
    game.roll(4, 4, 3)
    game.craft("wizards_goblet", ("metal", 4), ("gem", 4), ("gem", 3))
    assert game.crafted_by("wizards_goblet") == 2
    assert game.count(1, "smithy") == 3                    # seat 1 lost its dice to its smithy
    game.end_turn()
    assert game.tucked_ids(2) == ["wizards_goblet"] and game.tucked_ids(0) == game.tucked_ids(1) == []


@clause("gather.flip")
def test_flip_turns_a_die_to_its_opposite_face():
    game = craft_turn(metal=3)
    game.row("peddler", "bazaar", "tavern", "mill")
    game.claim("peddler", "top", "metal")                  # flip up to 2 dice
    game.to_craft_phase()
    game.roll(1, 3)
    one, three = game.rolled(0, "metal", 1), game.rolled(0, "metal", 3)
    game.use("flip", "metal", 1)
    game.use("flip", "metal", 3)
    assert (game.state.values[one], game.state.values[three]) == (6, 4)


@clause("gather.flip")
def test_flip_works_both_ways_on_every_face():
    """1 and 6, 2 and 5, 3 and 4 are opposite faces: a high die flips down as a low one flips up."""
    for low, high in ((1, 6), (2, 5), (3, 4)):
        game = craft_turn(metal=3)
        game.row("peddler", "bazaar", "tavern", "mill")
        game.claim("peddler", "top", "metal")              # flip up to 2 dice
        game.to_craft_phase()
        game.roll(low, high)
        low_die, high_die = game.rolled(0, "metal", low), game.rolled(0, "metal", high)
        game.do(UseCharge(game.charge_index("flip"), high_die))
        game.do(UseCharge(game.charge_index("flip"), low_die))
        assert (game.state.values[low_die], game.state.values[high_die]) == (high, low)


@clause("gather.bonus", "gather.bonus_not_split", "gather.above_six")
def test_a_bonus_goes_once_to_one_die_and_may_pass_six():
    game = craft_turn(metal=3, display=("iron_shield", "iron_pot", "horseshoe_nails"), waiting=())
    game.row("smelter", "bazaar", "tavern", "mill")
    game.claim("smelter", "top", "metal")                  # +2 on one die
    game.to_craft_phase()
    game.roll(5, 5)
    game.use("bonus", "metal", 5)
    values = sorted(game.state.values[d] for d in game.state.rolled[0])
    assert values == [5, 7]                                # all +2 on one die, above 6 allowed
    assert not any(isinstance(a, UseCharge) for a in rules.legal_actions(game.state))   # used up
    game.craft("iron_shield", ("metal", 7), ("metal", 5))


@clause("gather.bonus_different_dice", "tokens.plus_one_one")
def test_bonuses_from_one_source_go_on_different_dice():
    game = craft_turn(metal=2)
    game.pass_("plus_one_one")                             # +1/+1 token for the first to pass
    game.to_craft_phase()
    game.roll(2, 4)
    game.use("bonus", "metal", 2)
    assert "different dice" in game.refused(UseCharge(game.charge_index("bonus"), game.rolled(0, "metal", 3)))
    game.use("bonus", "metal", 4)
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [3, 5]


@clause("gather.bonus_stack")
def test_bonuses_from_different_cards_stack_on_one_die():
    game = craft_turn(metal=3)
    game.row("smelter", "alchemist", "tavern", "mill")
    game.claim("smelter", "top", "metal")                  # +2
    game.pass_()                                           # seat 1 passes; seat 0 goes on
    game.claim("alchemist", "bottom")                      # +1 (free)
    game.pass_()
    game.roll(3, 1)
    game.use("bonus", "metal", 3, amount=2)
    game.use("bonus", "metal", 5, amount=1)
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [1, 6]


@clause("gather.reroll")
def test_reroll_only_touches_rolled_dice_not_on_a_card():
    game = craft_turn(metal=3)
    game.row("tavern", "bazaar", "north_mine", "mill")
    game.claim("tavern", "top")                            # re-roll up to 2
    game.to_craft_phase()
    game.roll(2, 2, 1)
    game.craft("horseshoe_nails", ("metal", 2), ("metal", 2))
    on_card = game.state.crafted[0][2][0]
    assert "not on a card" in game.refused(UseCharge(game.charge_index("reroll"), on_card))
    with game.dice(6):
        game.use("reroll", "metal", 1)
    assert [game.state.values[d] for d in game.state.rolled[0]] == [6]


@clause("tokens.auto6", "tokens.one_round")
def test_automatic_six_and_tokens_expire():
    game = craft_turn(metal=3)
    game.row("market_fair", "bazaar", "tavern", "mill")
    game.claim("market_fair", "bottom", "metal")           # the Automatic 6 token
    auto6 = game.c.token_index("auto6")
    assert game.state.tokens[auto6] == 1
    game.to_craft_phase()
    game.roll(1, 2)
    game.use("auto6", "metal", 1)
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [2, 6]
    game.end_turn()
    game.roll()
    game.end_turn()
    assert game.state.tokens[auto6] == 2 and game.state.held_tokens[0] == []


@clause("craft_phase.own_dice")
def test_you_can_only_manipulate_your_own_dice():
    game = craft_turn(metal=2).supply(1, metal=2)
    game.pass_("plus_one_one")
    game.to_craft_phase()
    game.roll(1, 1)
    rivals_die = game.state.supply[1][0]
    assert "own rolled dice" in game.refused(UseCharge(game.charge_index("bonus"), rivals_die))


@clause("craft_phase.own_dice")
def test_a_rivals_die_on_a_crafted_card_is_not_yours_to_change():
    """A rival's dice are rolled too, and sit on the card they crafted: still not yours to change."""
    game = craft_turn(metal=2).supply(1, metal=2)
    game.claim("north_mine", "top")                        # seat 0 gathers (free) ...
    game.pass_("plus_one_one")                             # ... seat 1 passes first: +1/+1
    game.pass_()
    game.roll(2, 2)
    game.craft("horseshoe_nails", ("metal", 2), ("metal", 2))
    game.end_turn()
    rivals_die = game.state.crafted[0][2][0]
    game.roll(1, 1)
    assert game.refused(UseCharge(game.charge_index("bonus"), rivals_die)).code == "bonus_own_dice"
    assert not any(isinstance(a, UseCharge) and a.die == rivals_die for a in rules.legal_actions(game.state))
    game.use("bonus", "metal", 1)                          # seat 1's own die takes it
    assert game.state.values[rivals_die] == 2


@clause("cleanup.claim", "cleanup.tucked_safe", "craft.rank_not_points")
def test_crafted_cards_are_tucked_and_safe_afterwards():
    game = craft_turn(metal=3).supply(1, metal=3).to_craft_phase()
    game.roll(2, 2, 1)
    game.craft("horseshoe_nails", ("metal", 2), ("metal", 2))
    game.end_turn()
    game.roll(1, 1, 1)
    game.end_turn()
    assert game.tucked_ids(0) == ["horseshoe_nails"]
    assert game.count(0, "supply") == 3                    # the card's dice came back (via the smithy)
    # next round: the tucked card is not a target for anyone
    game.to_craft_phase()
    while game.state.turn != 1:
        game.roll(*[1] * game.count(game.state.turn, "supply"))
        game.end_turn()
    game.roll(6, 6, 6)
    nails = game.c.craft_index("horseshoe_nails")
    assert "not on display" in game.refused(Craft(nails, tuple(game.state.rolled[1][:2])))
