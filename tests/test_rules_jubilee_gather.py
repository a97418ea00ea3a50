"""Queen's Jubilee rulebook: its gather cards (Dungeon, Farm, Festival, Monastery, Traveling Camp,
Merchant) and Farm dice. The Conjurer and the Escape the Dungeon cards are in
test_rules_jubilee_conjurer.py."""

from jubilee_scenario import GATHER_MODULE, Jubilee, jubilee_content
from kingsforge import i18n
from kingsforge.engine import rules
from kingsforge.engine.actions import Claim, Craft, Decide, Dock, Roll
from kingsforge.engine.describe import describe, outcome
from kingsforge.engine.setup import new_game
from scenario import clause

ROW = ("north_mine", "tavern", "mill")


def table(card_id, players=2, **supply):
    """Player 0 to move, with that supply, the Jubilee card face up beside three base cards."""
    game = Jubilee(players=players).first_player(0).supply(0, **supply)
    for p in range(1, players):
        game.supply(p)
    game.row(card_id, *ROW)
    return game


def cleanup(game, value=1):
    """Finish the round; returns player 0's new supply by type."""
    game.finish_round(value)
    return {t.id: game.count(0, "supply", t.id) for t in game.c.die_types if game.count(0, "supply", t.id)}


def pre_roll_two(game, *values):
    """Player 0 claims the Traveling Camp's bottom and pre-rolls two dice to `values`; the two."""
    game.claim("traveling_camp", "bottom")
    two = next(c for c in game.choices() if len(c) == 2)
    with game.dice(*values):
        game.decide(two)
    return two


# --- the cards join the pool ----------------------------------------------------------------------
@clause("qj.house.gather_pool")
def test_the_jubilee_gather_cards_join_the_random_pool():
    c = jubilee_content((GATHER_MODULE,))
    jubilee = {card.index for card in c.gather if card.module == GATHER_MODULE}
    assert len(jubilee) == 7 and not any(c.gather[i].always for i in jubilee)
    always = {card.index for card in c.gather if card.always}
    assert always and all(c.gather[i].module == "base" for i in always)
    seen = set()
    for seed in range(30):
        s = new_game(c, 3, seed)
        assert always <= set(s.gather_cards) and len(s.gather_cards) == len(always) + c.setup.gather_random
        seen |= set(s.gather_cards) & jubilee
    assert seen == jubilee, "every Jubilee card turns up in some game"


# --- Dungeon ----------------------------------------------------------------------------------------
@clause("qj.dungeon.top")
def test_dungeon_top_is_a_free_metal():
    game = table("dungeon", metal=2)
    metal = game.stock("metal")
    game.claim("dungeon", "top")
    assert game.count(0, "supply") == 2 and game.count(0, "smithy", "metal") == 1
    assert game.stock("metal") == metal - 1


@clause("qj.dungeon.bottom", "qj.house.dungeon_cost")
def test_dungeon_bottom_costs_two_dice_and_deals_escape_cards():
    game = table("dungeon", players=3, metal=3)
    game.supply(1, metal=1).supply(2, metal=1)
    option = game.option("dungeon", "bottom")
    assert [b.label for b in game.c.gather[game.c.gather_index("dungeon")].options[option].boxes] == ["any", "any"]
    assert game.refused(game.claim_action("dungeon", "bottom", "metal")).code == "needs_exactly"
    game.escape_deck("lost_in_the_tunnels", "lost_in_the_tunnels")
    game.claim("dungeon", "bottom", "metal", "metal")
    s = game.state
    # each other player took a card and followed it: one supply metal each went to their smithy
    for p in (1, 2):
        assert game.count(p, "supply") == 0 and game.count(p, "smithy", "metal") == 1
    assert len(s.escape_discard) == 2 and not s.pending and s.turn == 1
    supply = cleanup(game)
    assert supply == {"metal": 3}                       # the two dice came back from the card


# --- Farm ---------------------------------------------------------------------------------------------
@clause("qj.farm.top")
def test_farm_top_five_dice_for_two_wood():
    game = table("farm", metal=5, wood=1)
    game.claim("farm", "top", "metal", "metal", "metal", "metal", "wood")
    assert game.count(0, "smithy", "wood") == 2 and game.count(0, "supply", "metal") == 1
    assert cleanup(game) == {"metal": 5, "wood": 3}      # the five paid dice came back, plus the wood


@clause("qj.farm.bottom", "qj.house.farm_cost", "qj.farm.roll")
def test_farm_bottom_lends_the_farm_dice_and_they_are_rolled():
    game = table("farm", metal=2)
    assert game.refused(game.claim_action("farm", "bottom")).code == "needs_exactly"
    game.claim("farm", "bottom", "metal")
    assert game.count(0, "supply", "farm") == 2 and game.count(0, "supply", "metal") == 1
    game.to_craft_phase()
    game.roll(2, 5, 6)                                    # the metal, then both Farm dice
    assert sorted(game.state.values[d] for d in game.dice_of(0, "rolled", "farm")) == [5, 6]


@clause("qj.farm.metal_wood", "qj.farm.modify")
def test_farm_dice_fill_metal_or_wood_and_take_bonuses():
    game = table("farm", metal=1)
    game.row("farm", "cemetery", "tavern", "mill")
    game.display("heralds_horn", "cameo_brooch", "maypole")             # metal 3 + wood 2; metal 3 + gem 3; wood 2 + wood 4
    game.claim("farm", "bottom", "metal")
    game.pass_()
    game.claim("cemetery", "top")                                       # +1 on one die this round
    game.to_craft_phase()
    game.roll(3, 3)
    farm = game.dice_of(0, "rolled", "farm")
    assert game.refused(Craft(game.c.craft_index("cameo_brooch"), tuple(farm))).code == "colour"
    game.use("bonus", "farm", 3)                                        # modified like any die
    assert sorted(game.state.values[d] for d in farm) == [3, 4]
    four = next(d for d in farm if game.state.values[d] == 4)
    three = next(d for d in farm if game.state.values[d] == 3)
    assert rules.check(game.state, Craft(game.c.craft_index("heralds_horn"), (three, four))) is None  # as metal, as wood
    game.do(Craft(game.c.craft_index("maypole"), (three, four)))                                       # both as wood
    assert game.crafted_by("maypole") == 0


@clause("qj.farm.metal_wood")
def test_a_farm_die_never_fills_a_magic_box():
    """Painted Parasol needs wood 3, wood 4 and magic 3: two wood dice and a Farm die showing 3
    do not make it, for the Farm die fills metal or wood, nothing else."""
    game = table("farm", wood=2)
    game.display("painted_parasol", "heralds_horn", "maypole")        # wood 3 + wood 4 + magic 3
    farm = game.give(0, "farm", 2)
    game.to_craft_phase()
    game.roll(3, 4, 3, 3)                                               # the wood dice, then both Farm dice
    parasol = game.c.craft_index("painted_parasol")
    wood3, wood4 = game.rolled(0, "wood", 3), game.rolled(0, "wood", 4)
    assert game.refused(Craft(parasol, (wood3, wood4, farm[0]))).code == "colour"
    assert not any(isinstance(a, Craft) and a.card == parasol for a in rules.legal_actions(game.state))


@clause("qj.house.farm_no_gather")
def test_farm_dice_cannot_pay_gather_or_dock_boxes():
    game = table("farm", metal=1)
    farm = game.give(0, "farm", 2)
    assert game.refused(Claim(game.c.gather_index("tavern"), 1, tuple(farm))).code == "craft_only_die"
    assert game.refused(game.dock_action("mill", "lumber_wharf", "1", "farm")).code == "craft_only_die"
    assert not any(set(getattr(a, "dice", ())) & set(farm) for a in rules.legal_actions(game.state))


@clause("qj.farm.return", "qj.house.farm_enough")
def test_farm_dice_go_back_to_the_stock_and_can_be_lent_again():
    game = table("farm", metal=1)
    game.claim("farm", "bottom", "metal")
    assert game.stock("farm") == 0
    supply = cleanup(game)
    assert "farm" not in supply and game.stock("farm") == 2
    assert game.count(0, "smithy", "farm") == 0 and game.count(1, "supply", "farm") == 0
    # next round, whoever claims the Farm gets both dice again
    game.first_player(1).supply(1, metal=1)
    game.row("farm", *ROW)
    game.claim("farm", "bottom", "metal")
    assert game.count(1, "supply", "farm") == 2


# --- Festival -------------------------------------------------------------------------------------------
@clause("qj.festival.top", "qj.house.festival_free")
def test_festival_top_is_free_wood_for_you_and_metal_for_everyone_else():
    game = table("festival", players=4, metal=1)
    game.claim("festival", "top")
    s = game.state
    assert game.count(0, "supply") == 1                     # nothing paid
    assert game.count(0, "smithy", "wood") == 1 and game.count(0, "smithy", "metal") == 0
    for p in (1, 2, 3):
        assert game.count(p, "smithy", "metal") == 1
    assert not s.pending


@clause("qj.festival.short")
def test_festival_short_of_metal_the_claimer_decides():
    game = table("festival", players=4)
    game.empty_stock("metal", leave=2)                     # the other metal dice sit on player 3's smithy
    parked = game.count(3, "smithy", "metal")
    game.claim("festival", "top")
    s = game.state
    assert s.turn == 0 and s.pending[0].kind == "hand_out" and game.choices() == [1, 2, 3]
    assert s.resume == 1                                   # player 1 moves next, once this is settled
    assert describe(s, Decide(3), ["Ana", "Ben", "Cy", "Dee"]) == "Ana gives 1 metal to Dee"
    game.decide(3)
    assert game.choices() == [1, 2]
    try:                                                    # the same in Spanish
        i18n.set_language("es")
        assert describe(game.state, Decide(1), ["Ana", "Ben", "Cy", "Dee"],
                        words=i18n.engine_words()) == "Ana da 1 dado de metal a Ben"
    finally:
        i18n.set_language("en")
    game.decide(1)
    assert not game.state.pending and game.state.turn == 1
    assert [game.count(p, "smithy", "metal") for p in (1, 2, 3)] == [1, 0, parked + 1]
    assert game.stock("metal") == 0
    # with enough for all but one, still a choice; with none, nothing to decide
    game = table("festival", players=3)
    game.empty_stock("metal")
    game.claim("festival", "top")
    assert not game.state.pending and game.count(1, "smithy", "metal") == 0


@clause("qj.festival.bottom")
def test_festival_bottom_flips_up_to_two_dice():
    game = table("festival", metal=4, wood=1)
    assert game.refused(game.claim_action("festival", "bottom", "metal", "metal")).code == "wrong_box"
    game.claim("festival", "bottom", "metal", "wood")
    assert [k for k, *_ in game.state.charges[0]] == ["flip", "flip"]
    game.to_craft_phase()
    game.roll(1, 2, 3)
    game.use("flip", "metal", 1)
    game.use("flip", "metal", 2)
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [3, 5, 6]
    assert not any(isinstance(a, rules.UseCharge) for a in rules.legal_actions(game.state))
    game.end_turn()
    game.roll_all()
    game.end_turn()
    assert game.count(0, "supply", "wood") == 1 and game.count(0, "supply", "metal") == 4


# --- Monastery --------------------------------------------------------------------------------------------
@clause("qj.monastery.top")
def test_monastery_top_gem_into_the_supply():
    game = table("monastery", metal=3, wood=1)
    woods, gems = game.stock("wood"), game.stock("gem")
    game.claim("monastery", "top", "metal", "wood")
    assert game.count(0, "supply", "gem") == 1 and game.stock("gem") == gems - 1
    game.pass_()
    game.dock("tavern", "lumber_wharf", "1", "gem")              # usable at once
    assert cleanup(game) == {"metal": 3, "wood": 1}              # metal back; wood on the X gone; wharf gain
    assert game.stock("wood") == woods + 1 - 1


@clause("qj.monastery.bottom")
def test_monastery_bottom_two_wood_for_a_magic():
    game = table("monastery", metal=1, wood=2)
    woods = game.stock("wood")
    assert game.refused(game.claim_action("monastery", "bottom", "wood", "metal")).code == "wrong_box"
    game.claim("monastery", "bottom", "wood", "wood")
    assert game.count(0, "supply", "magic") == 1
    assert cleanup(game) == {"metal": 1, "magic": 1}
    assert game.stock("wood") == woods + 2


# --- Traveling Camp ------------------------------------------------------------------------------------------
@clause("qj.traveling_camp.top", "qj.house.traveling_camp_cost")
def test_traveling_camp_top_four_dice_two_consumed():
    game = table("traveling_camp", metal=4, wood=1)
    option = game.c.gather[game.c.gather_index("traveling_camp")].options[0]
    assert [b.consumed for b in option.boxes].count(True) == 2 and len(option.boxes) == 4
    metal = game.stock("metal")
    game.claim("traveling_camp", "top", "metal", "metal", "metal", "wood")     # the first two on the X boxes
    assert game.count(0, "supply", "wood") == 2              # into the supply, usable now
    assert cleanup(game) == {"metal": 1 + 1, "wood": 2 + 1}   # unspent + returned; gained + returned
    assert game.stock("metal") == metal + 2                   # the two on X boxes


@clause("qj.traveling_camp.preroll")
def test_traveling_camp_bottom_pre_rolls_up_to_five_dice():
    game = table("traveling_camp", metal=6, gem=1)
    game.claim("traveling_camp", "bottom")
    s = game.state
    assert s.pending[0].kind == "preroll" and s.turn == 0
    choices = game.choices()
    assert () in choices and max(len(c) for c in choices) == 5
    assert all(len(c) <= 5 for c in choices)
    five = next(c for c in choices if len(c) == 5 and any(game.c.die_type_of[d] == game.die_type("gem") for d in c))
    with game.dice(6, 5, 4, 3, 2):
        game.decide(five)
    assert sorted(game.state.values[d] for d in five) == [2, 3, 4, 5, 6]
    assert all(d in game.state.supply[0] for d in five) and game.state.turn == 1
    assert game.refused(Decide(())).code == "no_decision"


@clause("qj.traveling_camp.preroll")
def test_traveling_camp_pre_rolls_only_supply_dice_never_the_smithy():
    game = table("traveling_camp", metal=2)
    smithy = game.give(0, "metal", 2, zone="smithy") + game.give(0, "gem", 1, zone="smithy")
    game.claim("traveling_camp", "bottom")
    choices = game.choices()
    assert max(len(c) for c in choices) == 2                 # the two supply dice, no more
    assert not any(d in smithy for c in choices for d in c)
    assert game.refused(Decide(tuple(smithy[:1])))


@clause("qj.traveling_camp.gather_use", "qj.house.preroll_in_supply")
def test_pre_rolled_dice_may_pay_gather_boxes():
    game = table("traveling_camp", metal=3)
    two = pre_roll_two(game, 6, 1)
    game.pass_()
    # legal moves pay with the dice not yet rolled first ...
    tavern = game.c.gather_index("tavern")
    unrolled = [d for d in game.state.supply[0] if game.state.values[d] == 0]
    one = next(d for d in two if game.state.values[d] == 1)
    listed = [a for a in rules.legal_actions(game.state) if isinstance(a, Claim) and a.card == tavern and a.option == 1]
    assert listed[0].dice == (unrolled[0], one)      # the unrolled die, then the lower pre-roll
    # ... but paying with the 6 is a different move (the value matters), listed and accepted too
    six = next(d for d in two if game.state.values[d] == 6)
    keys = {rules.move_key(game.state, a) for a in listed}
    assert rules.move_key(game.state, Claim(tavern, 1, (six, unrolled[0]))) in keys
    game.do(Claim(tavern, 1, (six, unrolled[0])))
    assert six not in game.state.supply[0]        # spent: no longer a pre-rolled die of the supply
    game.to_craft_phase()
    assert six not in game.state.to_roll(0)
    game.roll()                                   # only the pre-rolled 1 is left: nothing new rolled
    assert [game.state.values[d] for d in game.state.rolled[0]] == [1]


@clause("qj.traveling_camp.no_reroll", "qj.traveling_camp.modify")
def test_pre_rolled_dice_keep_their_values_at_the_craft_turn():
    game = table("traveling_camp", metal=3)
    game.row("traveling_camp", "cemetery", "tavern", "mill")
    pre_roll_two(game, 5, 2)
    game.pass_()
    game.claim("cemetery", "top")                  # +1 on one die this round
    game.to_craft_phase()
    game.roll(3)                                   # one die rolled; the two pre-rolled keep 5 and 2
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [2, 3, 5]
    game.use("bonus", "metal", 5)
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [2, 3, 6]


@clause("qj.traveling_camp.no_reroll")
def test_the_log_tells_pre_rolled_dice_apart_from_the_roll():
    """The craft roll leaves pre-rolled dice as they were: the log says they were rolled
    before, not that the roll showed them."""
    game = table("traveling_camp", metal=3)
    pre_roll_two(game, 5, 2)
    game.to_craft_phase()
    before = game.state
    game.roll(3)
    assert outcome(before, game.state, Roll()) == "rolled metal 3; metal 2, metal 5 rolled before"
    i18n.set_language("es")
    try:
        said = outcome(before, game.state, Roll(), words=i18n.engine_words())
    finally:
        i18n.set_language("en")
    assert said == "saca metal 3; metal 2, metal 5 ya tirados antes"


@clause("qj.traveling_camp.cemetery", "qj.house.preroll_cemetery_before")
def test_the_cemetery_spares_dice_pre_rolled_before_it():
    game = table("traveling_camp", metal=3)
    game.supply(1, metal=1)
    game.row("traveling_camp", "cemetery", "tavern", "mill")
    game.claim("traveling_camp", "bottom")
    three = next(c for c in game.choices() if len(c) == 3)
    with game.dice(4, 4, 2):
        game.decide(three)
    with game.dice(4):
        game.claim("cemetery", "bottom")           # player 1 rolls the Cemetery: a 4
    game.to_craft_phase()
    game.roll()
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [2, 4, 4]   # not cancelled
    # a Cemetery already on the table cancels a pre-roll that shows its value
    game = table("traveling_camp", metal=3)
    game.cemetery_on_table(4, owner=1)
    game.claim("traveling_camp", "bottom")
    three = next(c for c in game.choices() if len(c) == 3)
    with game.dice(4, 3, 4):
        game.decide(three)
    assert game.count(0, "supply") == 1 and game.count(0, "smithy") == 2
    assert [game.state.values[d] for d in game.state.supply[0]] == [3]


# --- Merchant ---------------------------------------------------------------------------------------------------
def merchant(option, *types, **supply):
    game = table("merchant", **supply)
    game.claim("merchant", option, *types)
    return game


@clause("qj.merchant.one_option", "qj.house.merchant_order")
def test_the_merchant_has_four_actions_and_a_claim_uses_one():
    card = jubilee_content().gather[jubilee_content().gather_index("merchant")]
    assert len(card.options) == 4
    game = table("merchant", wood=3, metal=2)
    legal = {a.option for a in rules.legal_actions(game.state) if isinstance(a, Claim) and a.card == card.index}
    assert legal == {0, 1, 2, 3}
    game.claim("merchant", 1, "wood")
    game.pass_()
    assert game.refused(Claim(card.index, 2, game.pick(0, "wood"))).code == "card_not_face_up"
    assert game.count(0, "smithy") == 2                   # only the second action's two metal


@clause("qj.merchant.top_1")
def test_merchant_first_action():
    woods = Jubilee().stock("wood")
    game = merchant(0, "wood", wood=1)
    assert game.count(0, "smithy", "gem") == 1
    assert cleanup(game) == {"gem": 1} and game.stock("wood") == woods


@clause("qj.merchant.top_2")
def test_merchant_second_action():
    game = merchant(1, "wood", wood=1)
    assert game.count(0, "smithy", "metal") == 2
    assert cleanup(game) == {"metal": 2, "wood": 1}


@clause("qj.merchant.bottom_3")
def test_merchant_third_action():
    game = table("merchant", wood=1, metal=1)
    assert game.refused(game.claim_action("merchant", 2, "metal")).code == "wrong_box"
    game.claim("merchant", 2, "wood")
    assert game.count(0, "smithy", "wood") == 1
    assert cleanup(game) == {"metal": 1, "wood": 2}


@clause("qj.merchant.bottom_4")
def test_merchant_fourth_action():
    game = table("merchant", metal=2)
    assert game.refused(game.claim_action("merchant", 3, "metal")).code == "needs_exactly"
    game.claim("merchant", 3, "metal", "metal")
    assert game.count(0, "smithy", "wood") == 1
    assert cleanup(game) == {"metal": 2, "wood": 1}


def test_a_dock_visit_may_turn_down_a_jubilee_card():
    game = table("merchant", metal=1)
    game.dock("merchant", "lumber_wharf", "1", "metal")
    assert (0, game.c.gather_index("merchant")) in game.state.discards
    assert game.refused(Dock(game.c.gather_index("merchant"), 1, ())).code == "dock_needs_card"


@clause("house.astrologer", "qj.house.preroll_cemetery_before", "house.cemetery", "qj.house.idle_dice")
def test_the_astrologer_never_brings_back_a_die_the_cemetery_cancelled_at_the_pre_roll():
    game = Jubilee(players=2).first_player(1).supply(0, metal=5).supply(1, metal=2)
    game.row("traveling_camp", "astrologer", "cemetery", "mill")
    with game.dice(4):
        game.claim("cemetery", "bottom")            # player 1's Cemetery shows 4
    game.claim("traveling_camp", "bottom")
    three = next(c for c in game.choices() if len(c) == 3)
    with game.dice(4, 3, 4):
        game.decide(three)
    cancelled = [d for d in three if d in game.state.smithy[0]]
    assert len(cancelled) == 2 and set(game.state.idle) == set(cancelled)
    game.pass_()
    game.claim("astrologer", "bottom", "metal", "metal")
    game.to_craft_phase()
    if game.state.turn == 1:
        game.roll_all(1)
        game.end_turn()
    game.roll_all(5)
    s = game.state
    assert not set(cancelled) & set(s.rolled[0]) and set(cancelled) <= set(s.smithy[0])
    game.end_turn()
    assert game.state.idle == () and set(cancelled) <= set(game.state.supply[0])   # back next round


@clause("house.astrologer", "qj.house.escape_cards", "qj.house.idle_dice")
def test_a_die_lost_in_the_tunnels_sits_out_even_with_the_astrologer():
    game = Jubilee(players=2).first_player(0).supply(0, metal=4).supply(1, metal=4)
    game.row("astrologer", "dungeon", "traveling_camp", "mill")
    game.claim("astrologer", "bottom", "metal", "metal")
    game.escape_deck("lost_in_the_tunnels")
    game.claim("dungeon", "bottom", "metal", "metal")      # player 0 loses a die in the tunnels
    lost = [d for d in game.state.smithy[0] if d in game.state.idle]
    assert len(lost) == 1
    game.to_craft_phase()
    game.roll_all(6)
    assert lost[0] in game.state.smithy[0] and lost[0] not in game.state.rolled[0]


@clause("qj.house.escape_cards", "qj.house.preroll_in_supply", "house.astrologer")
def test_a_pre_rolled_die_bribed_away_is_rolled_by_its_new_owner():
    """Bribe the Guard takes player 1's only die, pre-rolled to 6: on player 0's smithy tile it is
    a gain like any other, not a 6 (its value stayed with the supply it left), so player 0's
    Astrologer rolls it."""
    game = Jubilee(players=2).first_player(1).supply(0, metal=4).supply(1, metal=1)
    game.row("traveling_camp", "astrologer", "dungeon", "mill")
    game.claim("traveling_camp", "bottom")
    one = next(c for c in game.choices() if len(c) == 1)
    with game.dice(6):
        game.decide(one)
    game.claim("astrologer", "bottom", "metal", "metal")
    game.pass_()
    game.escape_deck("bribe_the_guard")
    game.claim("dungeon", "bottom", "metal", "metal")
    die = one[0]
    s = game.state
    assert die in s.smithy[0] and s.values[die] == 0 and die not in s.idle
    game.to_craft_phase()
    if game.state.turn == 1:
        game.roll_all(1)
        game.end_turn()
    game.roll_all(2)
    assert die in game.state.rolled[0] and game.state.values[die] == 2


@clause("qj.house.farm_no_preroll", "qj.traveling_camp.preroll")
def test_farm_dice_are_never_pre_rolled():
    game = Jubilee(players=2).first_player(0).supply(0, metal=2).supply(1, metal=1)
    game.row("farm", "traveling_camp", "tavern", "mill")
    game.claim("farm", "bottom", "metal")                 # one metal and two Farm dice left
    game.pass_()
    game.claim("traveling_camp", "bottom")
    farm = set(game.dice_of(0, "supply", "farm"))
    choices = game.choices()
    assert len(farm) == 2 and max(len(c) for c in choices) == 1 and not any(farm & set(c) for c in choices)


# --- the move log's words for the Jubilee's dice (describe.py) ------------------------------
def test_the_roll_log_counts_no_idle_die_as_cancelled():
    """A die lost in the tunnels sits out the Astrologer's smithy roll (qj.house.idle_dice); the
    log said '1 cancelled by the Cemetery' with no Cemetery in play."""
    from kingsforge.engine.actions import Roll
    from kingsforge.engine.describe import outcome
    game = Jubilee(players=2).first_player(0).supply(0, metal=4).supply(1, metal=4)
    game.row("astrologer", "dungeon", "traveling_camp", "mill")
    game.claim("astrologer", "bottom", "metal", "metal")
    game.escape_deck("lost_in_the_tunnels")
    game.claim("dungeon", "bottom", "metal", "metal")
    game.to_craft_phase()
    before = game.state
    assert before.idle and before.cemetery is None
    with game.dice(*[5] * len(before.to_roll(0))):
        game.do(Roll())
    assert "cancelled" not in outcome(before, game.state, Roll())


def test_the_log_says_which_pre_rolled_and_conjured_dice_the_cemetery_cancelled():
    """A pre-rolled die the Cemetery cancels read 'rolled metal 0', and a cancelled Conjurer die
    was not mentioned at all."""
    from kingsforge.engine.describe import outcome
    game = Jubilee(2).first_player(0).supply(0, metal=2, wood=1).row("traveling_camp", "north_mine", "south_mine",
                                                                     "east_forest")
    game.cemetery_on_table(3, owner=1)
    game.claim("traveling_camp", "bottom")
    choice = max((a.choice for a in rules.legal_actions(game.state)), key=len)
    before = game.state
    with game.dice(3, 5, 1):
        game.decide(choice)
    assert outcome(before, game.state, Decide(choice)) == "rolled metal 5, wood 1; 1 cancelled by the Cemetery"

    game = Jubilee(3).first_player(0).supply(0, metal=2).row("conjurer", "north_mine", "south_mine", "east_forest")
    game.cemetery_on_table(4, owner=1)
    before = game.state
    claim = game.claim_action("conjurer", "bottom")
    with game.dice(4, 6, 2):
        game.do(claim)
    assert outcome(before, game.state, claim).startswith("rolled conjurer 6, conjurer 2; 1 cancelled by the Cemetery")


def test_payments_with_different_pre_rolled_values_read_differently():
    """Each pre-rolled value that pays is a move of its own (rules.move_key); the log gave them
    one sentence."""
    from kingsforge.engine.describe import describe
    game = Jubilee(2).first_player(0).supply(0, metal=2, wood=1).supply(1, metal=1)
    game.row("traveling_camp", "merchant", "north_mine", "east_forest")
    game.claim("traveling_camp", "bottom")
    metal = game.c.die_type_index("metal")
    choice = next(a.choice for a in rules.legal_actions(game.state)
                  if len(a.choice) == 2 and all(game.c.die_type_of[d] == metal for d in a.choice))
    with game.dice(6, 2):
        game.decide(choice)
    game.pass_()
    merchant = game.c.gather_index("merchant")
    moves = [a for a in rules.legal_actions(game.state) if isinstance(a, Claim) and a.card == merchant and a.option == 3]
    sentences = {describe(game.state, a) for a in moves}
    assert len(sentences) == len({rules.move_key(game.state, a) for a in moves}) == 3
    assert "Player 1 claims Merchant (bottom 4) with 1 metal at 6, 1 wood" in sentences


def test_a_farm_die_offered_to_a_gather_box_is_refused_with_its_reason():
    game = Jubilee(2).first_player(0).supply(0, wood=2).row("merchant", "farm", "north_mine", "east_forest")
    farm = game.give(0, "farm", 1)
    reason = rules.check(game.state, Claim(game.c.gather_index("farm"), 1, (farm[0],)))
    assert str(reason) == "A farm die counts only in the craft phase: it pays no gather or dock box."
    # the Caravan's allocate-all too: offered with the Farm die, it said to offer every die
    game.supply(0, metal=3)
    farm = game.give(0, "farm", 1)
    game.row("caravan", "merchant", "north_mine", "east_forest")
    caravan = game.c.gather_index("caravan")
    every = Claim(caravan, 1, tuple(sorted(game.state.supply[0])))
    assert str(rules.check(game.state, every)).startswith("A farm die counts only in the craft phase")
    assert rules.check(game.state, Claim(caravan, 1, tuple(sorted(d for d in game.state.supply[0]
                                                                  if d not in farm)))) is None
