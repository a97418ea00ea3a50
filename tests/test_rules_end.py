"""Rulebook: the end of the game and the winner; plus the house rulings (docs/rulings.md)."""

from kingsforge.engine import rules
from kingsforge.engine.actions import Claim, UseCharge
from kingsforge.engine.describe import outcome
from scenario import Scenario, clause

FOUR = ("horseshoe_nails", "iron_pot", "smiths_hammer", "milking_stool")


def finish_round(game):
    game.to_craft_phase()
    while game.state.phase == "craft":
        game.roll(*[1] * game.count(game.state.turn, "supply"))
        game.end_turn()


@clause("end.trigger")
def test_game_ends_after_the_round_someone_reaches_four_cards():
    game = Scenario(players=3).first_player(0).supply(0, metal=2).supply(1, metal=2).supply(2, metal=2)
    game.display("lantern", "iron_shield", "ruby_ring", waiting=("iron_pot", "horseshoes"))
    game.tucked(0, "horseshoe_nails", "smiths_hammer", "milking_stool")
    game.to_craft_phase()
    game.roll(5, 5)
    game.craft("iron_shield", ("metal", 5), ("metal", 5))
    game.end_turn()
    assert game.state.phase == "craft", "the round is played out: the others still craft"
    game.roll(1, 1)
    game.end_turn()
    game.roll(1, 1)
    game.end_turn()
    assert game.state.phase == "over"
    assert game.state.standings()[0] == 0


@clause("end.trigger")
def test_two_players_need_five_cards():
    game = Scenario(players=2).first_player(0).supply(0, metal=2).supply(1, metal=2)
    game.display("lantern", "iron_shield", "ruby_ring", waiting=("horseshoes",))
    game.tucked(0, *FOUR)
    finish_round(game)
    assert game.state.phase == "gather" and game.state.round == 2   # 4 cards are not enough for two
    game.to_craft_phase()
    while game.state.turn != 0:
        game.roll(*[1] * game.count(game.state.turn, "supply"))
        game.end_turn()
    game.roll(5, 5)
    game.craft("iron_shield", ("metal", 5), ("metal", 5))
    game.end_turn()
    if game.state.phase == "craft":
        game.roll(*[1] * game.count(game.state.turn, "supply"))
        game.end_turn()
    assert game.state.phase == "over" and len(game.state.tucked[0]) == 5


@clause("end.winner", "craft.rank_not_points")
def test_most_cards_wins_and_ties_go_to_the_highest_rank():
    game = Scenario(players=3)
    game.display("ruby_ring", "war_axe", "crown", waiting=())
    game.tucked(0, "horseshoe_nails", "iron_pot", "smiths_hammer")        # 3 low cards
    game.tucked(1, "sword_of_kings", "plate_armour")                        # 2 high cards
    game.tucked(2, "milking_stool", "lantern", "oak_chest")                # 3 cards, best rank 8
    order = game.state.standings()
    assert order[0] == 2 and order[1] == 0 and order[2] == 1               # count first, then best rank


@clause("house.no_cards_left")
def test_game_ends_when_no_craft_card_is_left():
    game = Scenario(players=2).first_player(0).supply(0, metal=2)
    game.display("horseshoe_nails", waiting=())
    game.to_craft_phase()
    game.roll(2, 2)
    game.craft("horseshoe_nails", ("metal", 2), ("metal", 2))
    game.end_turn()
    game.roll(*[1] * game.count(1, "supply"))
    game.end_turn()
    assert game.state.phase == "over" and game.state.standings()[0] == 0
    assert rules.legal_actions(game.state) == []


@clause("house.library")
def test_library_die_is_wild_in_the_supply_and_returns_to_the_stock():
    game = Scenario(players=2).first_player(0).supply(0, metal=3, gem=1)
    game.display("ruby_ring", "pearl_necklace", "iron_pot", waiting=())
    game.row("library", "bazaar", "tavern", "mill")
    library_stock = game.stock("library")
    game.claim("library", "top", "metal", "metal")         # a Library die straight into the supply
    assert game.count(0, "supply", "library") == 1
    game.to_craft_phase()
    game.roll(1, 4, 5)                                     # metal 1, gem 4, library 5
    game.craft("ruby_ring", ("library", 5))                # a white die fills the gem box
    game.end_turn()
    game.roll(*[1] * game.count(1, "supply"))
    game.end_turn()
    assert game.stock("library") == library_stock         # back in the stock after the round
    assert game.count(0, "supply", "library") == 0


@clause("house.cemetery")
def test_cemetery_cancels_every_die_rolled_with_its_value():
    game = Scenario(players=2).first_player(0).supply(0, metal=3).supply(1, metal=3)
    game.row("cemetery", "tavern", "bazaar", "mill")
    with game.dice(2):
        game.claim("cemetery", "bottom")                   # the Cemetery die shows 2
    game.claim("tavern", "top")                            # seat 1 takes two re-rolls
    game.to_craft_phase()
    game.roll(2, 5, 6)                                     # seat 0's own 2 is cancelled too
    assert game.count(0, "rolled") == 2 and game.count(0, "smithy") == 1
    game.end_turn()
    game.roll(2, 2, 4)
    assert game.count(1, "rolled") == 1
    before = game.state
    reroll = UseCharge(game.charge_index("reroll"), game.rolled(1, "metal", 4))
    with game.dice(2):
        game.do(reroll)                                    # a re-roll onto the value is cancelled too
    assert game.count(1, "rolled") == 0 and game.count(1, "smithy") == 3
    # the log says so: "now 2" would read as a die still to use
    assert outcome(before, game.state, reroll) == "2, cancelled by the Cemetery"
    game.end_turn()
    assert game.state.cemetery is None and game.stock("cemetery") == 1


@clause("house.astrologer")
def test_astrologer_rolls_the_smithy_dice_too():
    game = Scenario(players=2).first_player(0).supply(0, metal=4)
    game.row("astrologer", "north_mine", "tavern", "mill")
    game.claim("astrologer", "bottom", "metal", "metal")
    game.pass_()
    game.claim("north_mine", "top")                        # a new metal die on the smithy
    game.pass_()
    game.roll(1, 2, 3)                                     # 2 supply dice + the new smithy die
    assert game.count(0, "rolled") == 3 and game.count(0, "smithy") == 0


@clause("house.caravan")
def test_caravan_takes_every_die_and_pays_by_count():
    game = Scenario(players=2).first_player(0).supply(0, metal=4, wood=1, library=1)
    game.row("caravan", "north_mine", "tavern", "mill")
    caravan = game.c.gather_index("caravan")
    legal = [a for a in rules.legal_actions(game.state) if isinstance(a, Claim) and a.card == caravan and a.option == 1]
    assert len(legal) == 1 and len(legal[0].dice) == 5     # every die but the Library die
    partial = Claim(caravan, 1, legal[0].dice[:4])
    assert "every die" in game.refused(partial)
    game.do(legal[0])
    assert game.count(0, "smithy", "wood") == 1 and game.count(0, "smithy", "gem") == 1   # the 5-dice row
    assert game.count(0, "supply") == 1                    # the Library die stays
