"""The base game's house rulings of docs/rulings.md ("Gather phase", "Craft phase", "Components
and set-up") and two rulebook clauses about dice manipulation and the tokens, one test each."""

from kingsforge.engine import rules
from kingsforge.engine.actions import Pass, UseCharge
from kingsforge.engine.setup import new_game
from scenario import Scenario, clause, content
from test_rules_craft import craft_turn


@clause("manipulate.after_roll")
def test_dice_are_manipulated_only_once_rolled():
    game = craft_turn(metal=2)
    game.pass_("plus_one_one")
    game.to_craft_phase()
    before_roll = UseCharge(game.charge_index("bonus"), game.state.supply[0][0])
    assert game.refused(before_roll).code == "roll_first"
    game.roll(2, 4)
    game.use("bonus", "metal", 2)
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [3, 4]


@clause("tokens.finite")
def test_two_tokens_of_each_kind_and_no_more():
    c = content()
    assert dict(zip(c.token_ids, c.token_counts)) == {"auto6": 2, "plus_one_one": 2}
    game = Scenario(players=3).first_player(0).supply(0, metal=2).supply(1, metal=2).supply(2, metal=2)
    game.row("market_fair", "woodcutters_camp", "north_mine", "mill")
    plus = c.token_index("plus_one_one")
    game.state.tokens[plus] = 0                           # both +1/+1 tokens already held
    game.state.held_tokens[1] = [plus, plus]
    assert Pass("plus_one_one") not in rules.legal_actions(game.state)
    assert game.refused(Pass("plus_one_one")).code == "benefit_gone"
    # a hand-built pass asking for what passing first never gives: said so, by its name
    for benefit, name in (("auto6", "Automatic 6"), ("gem", "gem"), ("bogus", "bogus")):
        refusal = game.refused(Pass(benefit))
        assert refusal.code == "benefit_not_offered" and str(refusal).startswith(f"{name} is not a benefit"), refusal
    auto6 = c.token_index("auto6")
    game.state.tokens[auto6] = 1                          # one Automatic 6 already held
    game.state.held_tokens[2] = [auto6]
    game.claim("market_fair", "bottom", "metal")          # takes the last one
    assert game.state.tokens[auto6] == 0 and game.state.held_tokens[0] == [auto6]
    game.dock("north_mine", "tinkers_jetty", 1, "metal", "metal")    # an Automatic 6 at the dock: none left
    assert game.state.held_tokens[1] == [plus, plus] and game.state.tokens[auto6] == 0


@clause("house.first_player")
def test_the_first_player_is_drawn_from_the_seed():
    c = content()
    firsts = {new_game(c, 4, seed).anvil for seed in range(40)}
    assert firsts == {0, 1, 2, 3}                         # every seat can start ...
    assert all(new_game(c, 4, seed).anvil == new_game(c, 4, seed).anvil for seed in range(10))   # ... by the seed


@clause("house.dock_prices")
def test_each_dock_tile_sells_one_thing_at_two_prices():
    c = content()
    docks = {}
    for action in c.dock_actions:
        effect = action.option.effects[0]
        what = c.token_ids[effect.token] if effect.token >= 0 else ",".join(c.die_types[t].id for t, _n in effect.dice)
        docks.setdefault(action.dock_id, []).append((what, len(action.option.boxes)))
    assert docks == {"lumber_wharf": [("wood", 1), ("wood", 2)], "jewel_pier": [("gem", 3), ("gem", 4)],
                     "arcane_quay": [("magic", 4), ("magic", 5)], "tinkers_jetty": [("auto6", 2), ("auto6", 3)]}
    assert all(box.label == "any" for action in c.dock_actions for box in action.option.boxes)


@clause("house.benefit_optional")
def test_the_first_to_pass_may_take_nothing_and_an_empty_benefit_is_not_offered():
    game = Scenario(players=2).first_player(0).supply(0, metal=2)
    game.row("north_mine", "bazaar", "tavern", "mill")
    game.empty_stock("metal")
    passes = [a for a in rules.legal_actions(game.state) if isinstance(a, Pass)]
    assert Pass() in passes and Pass("plus_one_one") in passes and Pass("metal") not in passes
    game.pass_()                                          # nothing taken: allowed
    assert game.state.first_passer == 0 and game.state.held_tokens[0] == []


@clause("house.auto_pass_choice")
def test_the_automatic_pass_still_offers_the_benefit_or_nothing():
    game = Scenario(players=3).first_player(0).supply(0, metal=5)
    game.row("north_mine").deck()
    game.claim("north_mine", "top")                       # no card face up, nobody passed
    legal = set(rules.legal_actions(game.state))
    assert legal == {Pass(), Pass("metal"), Pass("plus_one_one")}


@clause("house.library_coloured_box")
def test_a_library_die_pays_a_coloured_gather_box():
    game = Scenario(players=2).first_player(0).supply(0, library=1, wood=1)
    game.row("bazaar", "north_mine", "tavern", "mill")
    white = game.pick(0, "library")[0]
    game.claim("bazaar", "top", "library", "wood")        # two wood boxes: the white die pays one
    assert white in game.state.claims[0][3]


@clause("house.manipulate_any_order")
def test_manipulations_may_come_between_crafts():
    game = craft_turn(metal=4, display=("horseshoe_nails", "iron_shield", "iron_pot"), waiting=())
    game.pass_("plus_one_one")
    game.to_craft_phase()
    game.roll(2, 2, 4, 5)
    four, five = game.rolled(0, "metal", 4), game.rolled(0, "metal", 5)
    game.craft("horseshoe_nails", ("metal", 2), ("metal", 2))
    game.do(UseCharge(game.charge_index("bonus"), four))   # after one craft ...
    game.do(UseCharge(game.charge_index("bonus"), five))
    game.craft("iron_shield", ("metal", 6), ("metal", 5))  # ... before the next
    assert game.crafted_by("iron_shield") == 0


def plus_two_and(card: str, option: str, metal: int):
    """Seat 0 at its craft roll with the Smelter's +2 and `card`'s `option` (each paid with a metal)."""
    game = craft_turn(metal=metal)
    game.row("smelter", card, "tavern", "mill")
    game.claim("smelter", "top", "metal")                 # +2
    game.pass_()
    game.claim(card, option, "metal")
    game.pass_()
    return game


@clause("house.flip_above_six")
def test_a_die_above_six_cannot_be_flipped():
    game = plus_two_and("peddler", "top", metal=4)       # flip up to 2 dice
    game.roll(5, 3)
    game.use("bonus", "metal", 5)
    assert game.refused(UseCharge(game.charge_index("flip"), game.rolled(0, "metal", 7))).code == "flip_above_6"
    game.use("flip", "metal", 3)                          # a die of 6 or less still flips
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [4, 7]


@clause("house.reroll_different_dice")
def test_one_cards_re_rolls_go_to_different_dice():
    game = craft_turn(metal=2)
    game.row("tavern", "bazaar", "north_mine", "mill")
    game.claim("tavern", "top")                           # re-roll up to 2 dice
    game.to_craft_phase()
    game.roll(1, 2)
    with game.dice(3):
        game.use("reroll", "metal", 1)
    again = UseCharge(game.charge_index("reroll"), game.rolled(0, "metal", 3))
    assert "different dice" in game.refused(again)
    with game.dice(6):
        game.use("reroll", "metal", 2)
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [3, 6]


@clause("house.outcraft_not_own")
def test_you_cannot_out_craft_your_own_card():
    game = craft_turn(metal=4).to_craft_phase()
    game.roll(2, 2, 5, 5)
    game.craft("horseshoe_nails", ("metal", 2), ("metal", 2))
    assert game.refused(game.craft_action("horseshoe_nails", ("metal", 5), ("metal", 5))).code == "already_crafted"


@clause("house.auto6_lowers")
def test_the_automatic_six_lowers_a_die_above_six():
    game = plus_two_and("market_fair", "bottom", metal=3)     # the Automatic 6 token
    game.roll(5)
    game.use("bonus", "metal", 5)
    game.use("auto6", "metal", 7)
    assert [game.state.values[d] for d in game.state.rolled[0]] == [6]

