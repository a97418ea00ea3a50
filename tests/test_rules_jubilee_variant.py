"""Queen's Jubilee rulebook: the Jubilee variant (its craft deck, the deal, winning, permanent bonuses)."""

import pytest

from jubilee_scenario import BOTH, VARIANT_MODULE, Jubilee, bonus_card, jubilee_content
from kingsforge.engine import rules
from kingsforge.engine.actions import UseCharge
from kingsforge.engine.setup import new_game
from scenario import clause
from scenario import content as base_content

VARIANT = (VARIANT_MODULE,)


def craft_round(players=2, first=0, modules=VARIANT):
    """A variant game at the start of the craft phase's set-up: nobody holds dice yet."""
    game = Jubilee(players=players, modules=modules).first_player(first)
    for p in range(players):
        game.supply(p)
    return game


def permanent_uses(game, p):
    """(charge index, die) moves listed for p's lasting bonuses."""
    s = game.state
    return [(a.charge, a.die) for a in rules.legal_actions(s)
            if isinstance(a, UseCharge) and s.charges[p][a.charge][2] in s.charge_rules]


# --- the variant deck and the set-up ------------------------------------------------------------
@clause("qj.variant.replace_deck")
def test_the_jubilee_deck_replaces_the_base_craft_deck():
    c = jubilee_content(VARIANT)
    base_ids = {card.id for card in base_content().craft}
    assert c.craft and all(card.module == VARIANT_MODULE for card in c.craft)
    assert not base_ids & {card.id for card in c.craft}
    assert len({card.rank for card in c.craft}) == len(c.craft)          # its own distinct ranks
    for seed in range(5):
        s = new_game(c, 3, seed)
        assert all(c.craft[i].module == VARIANT_MODULE for i in s.craft_cards)


@clause("qj.setup.deal")
def test_more_jubilee_cards_are_dealt():
    c = jubilee_content(VARIANT)
    for players, dealt in ((2, 11), (3, 13), (4, 17)):
        s = new_game(c, players, 7)
        assert len(s.craft_cards) == dealt
        assert len(s.display) == 3 and len(s.waiting) == dealt - 3
        ranks = [c.craft[i].rank for i in s.display + s.waiting]
        assert ranks == sorted(ranks)
    # the base game's counts stay when only the gather cards are added
    assert len(new_game(jubilee_content(("jubilee_gather",)), 2, 7).craft_cards) == 9


@clause("qj.setup.no_glass")
def test_no_card_needs_glass_and_glass_cannot_be_declared():
    c = jubilee_content(BOTH)
    assert "glass" not in c.colours and all(t.id != "glass" for t in c.die_types)
    for card in c.craft:
        assert all(c.colours[colour] != "glass" for colour, _pips in card.slots), card.id
        if card.permanent is not None and card.permanent.plus:
            assert card.permanent.colours <= set(range(len(c.colours)))
    # the Conjurer declaration offers the four colours of this game
    game = Jubilee(players=2).first_player(0).supply(0)
    game.row("conjurer", "north_mine", "tavern", "mill")
    with game.dice(3, 5):
        game.claim("conjurer", "bottom")
    game.decide(game.choices()[0])                                       # the first die
    assert game.state.pending[0].kind == "declare"
    assert sorted(game.choices()) == [0, 1, 2, 3]


# --- winning ----------------------------------------------------------------------------------------
@clause("qj.win.items", "qj.win.end_of_round")
def test_six_items_with_two_players_five_with_more():
    # two players: a fifth item is not enough in the variant
    game = craft_round(2)
    game.supply(0, metal=2).display("bunting_hooks", "heralds_horn", "toasting_cups", waiting=("maypole",))
    game.tucked(0, "souvenir_spoons", "parade_drum", "jubilee_medallion", "silver_platter")
    game.to_craft_phase()
    game.roll(2, 3)
    game.craft("bunting_hooks", ("metal", 2), ("metal", 3))
    game.end_turn()
    game.roll_all()
    game.end_turn()
    assert len(game.state.tucked[0]) == 5 and game.state.phase == "gather"
    # ... the sixth is: the round ends, then the game
    game.supply(0, metal=2)
    game.first_player(game.state.anvil)
    game.to_craft_phase()
    while game.state.turn != 0:
        game.roll_all()
        game.end_turn()
    game.roll(3, 4)
    game.craft("toasting_cups", ("metal", 3), ("metal", 4))
    assert game.state.phase == "craft", "the game ends at the end of the round, not when the item is made"
    while game.state.phase == "craft":
        if not game.state.has_rolled:
            game.roll_all()
        game.end_turn()
    assert game.state.phase == "over" and game.state.standings()[0] == 0
    # three players: five items end it
    game = craft_round(3)
    game.supply(0, metal=2).display("bunting_hooks", "heralds_horn", "toasting_cups", waiting=("maypole",))
    game.tucked(0, "souvenir_spoons", "parade_drum", "jubilee_medallion", "silver_platter")
    game.finish_round(value=1)                       # nobody crafts: four items are not enough
    assert game.state.phase == "gather"
    game.supply(game.state.turn)
    game.supply(0, metal=2)
    game.to_craft_phase()
    while game.state.phase == "craft":
        if not game.state.has_rolled:
            if game.state.turn == 0:
                game.roll(2, 3)
                game.craft("bunting_hooks", ("metal", 2), ("metal", 3))
            else:
                game.roll_all()
        game.end_turn()
    assert game.state.phase == "over" and len(game.state.tucked[0]) == 5


LOW = ("souvenir_spoons", "parade_drum", "jubilee_medallion", "silver_platter", "cameo_brooch")
HIGH = ("banner_poles", "picnic_hamper", "feast_cauldron", "carriage_wheels", "celestial_orrery")


@clause("qj.win.tiebreak")
@pytest.mark.parametrize("holder", [1, 0])
def test_a_tie_goes_to_the_highest_ranked_card_whichever_seat_holds_it(holder):
    """Both players end with six items: the one holding the Celestial Orrery (rank 43, above
    everything the other has) wins, whichever seat that is; the seat never decides a tie."""
    game = craft_round(2)
    game.supply(0, metal=2).supply(1, metal=2)
    game.display("bunting_hooks", "toasting_cups", "heralds_horn", waiting=("maypole",))
    game.tucked(holder, *HIGH)
    game.tucked(1 - holder, *LOW)
    game.to_craft_phase()
    game.roll(2, 3)
    game.craft("bunting_hooks", ("metal", 2), ("metal", 3))
    game.end_turn()
    game.roll(3, 4)
    game.craft("toasting_cups", ("metal", 3), ("metal", 4))
    game.end_turn()
    s = game.state
    assert s.phase == "over"
    assert len(s.tucked[0]) == len(s.tucked[1]) == 6
    assert s.standings() == [holder, 1 - holder]


# --- permanent bonuses --------------------------------------------------------------------------------
@clause("qj.bonus.die")
def test_a_die_bonus_arrives_at_the_end_of_the_round_it_is_crafted():
    game = craft_round(2)
    game.supply(0, metal=1, gem=1).display("amethyst_earrings", "bunting_hooks", "heralds_horn",
                                           waiting=("maypole",))
    gems = game.stock("gem")
    game.to_craft_phase()
    game.roll(2, 5)
    game.craft("amethyst_earrings", ("metal", 2), ("gem", 5))
    assert game.stock("gem") == gems and game.count(0, "smithy", "gem") == 0   # not yet
    game.end_turn()
    game.roll_all()
    game.end_turn()
    # cleanup: the card's gem came from the stock; with the card's own dice it is in the new supply
    assert game.stock("gem") == gems - 1
    assert game.count(0, "supply", "gem") == 2 and game.count(0, "supply", "metal") == 1
    # and only once: the next round gives nothing more
    game.finish_round()
    assert game.stock("gem") == gems - 1


@clause("qj.house.die_bonus_stock")
def test_an_empty_stock_gives_no_die_and_nothing_is_owed():
    game = craft_round(2)
    game.supply(0, metal=1, gem=1).display("amethyst_earrings", "bunting_hooks", "heralds_horn",
                                           waiting=("maypole",))
    game.empty_stock("gem")                          # every other gem is with player 1
    game.to_craft_phase()
    game.roll(2, 5)
    game.craft("amethyst_earrings", ("metal", 2), ("gem", 5))
    game.end_turn()
    game.roll_all()
    game.end_turn()
    assert game.count(0, "supply", "gem") == 1       # only the gem it was crafted with
    # a gem returned to the stock later is not paid out then
    game.state.stock[game.die_type("gem")].append(game.state.supply[1].pop(
        game.state.supply[1].index(game.dice_of(1, "supply", "gem")[0])))
    game.finish_round()
    assert game.count(0, "supply", "gem") == 1 and game.stock("gem") == 1


@clause("qj.house.die_bonus_order", "qj.house.bonus_owner")
def test_scarce_die_bonuses_go_in_turn_order_to_whoever_claims_the_card():
    # player 0 crafts the Sapphire Signet, player 1 the Amethyst Earrings, and player 2
    # out-crafts player 0 for the Signet. One gem is left: player 1 (before player 2 in
    # turn order from the first player) takes it; player 0 gets nothing.
    game = craft_round(3)
    game.supply(0, gem=2).supply(1, metal=1, gem=1).supply(2, gem=2)
    game.display("sapphire_signet", "amethyst_earrings", "bunting_hooks", waiting=("heralds_horn", "maypole"))
    game.empty_stock("gem", leave=1)
    holder_gems = game.count(2, "smithy", "gem")     # empty_stock parks the others on player 2's smithy
    game.to_craft_phase()
    game.roll(3, 4)
    game.craft("sapphire_signet", ("gem", 3), ("gem", 4))
    game.end_turn()
    game.roll(2, 5)
    game.craft("amethyst_earrings", ("metal", 2), ("gem", 5))
    game.end_turn()
    game.roll(4, 5)
    game.craft("sapphire_signet", ("gem", 4), ("gem", 5))
    game.end_turn()
    s = game.state
    assert game.tucked_ids(2) == ["sapphire_signet"] and game.tucked_ids(0) == []
    assert game.stock("gem") == 0
    assert game.count(1, "supply", "gem") == 2                       # its own gem and the bonus
    assert game.count(2, "supply", "gem") == 2 + holder_gems         # no bonus: the stock was empty
    assert game.count(0, "supply", "gem") == 2                       # its dice came back, no bonus
    # the Signet's lasting die belongs to player 2 even though player 0 crafted it first
    assert s.phase == "gather"


@clause("qj.bonus.later_phases", "qj.bonus.craft_phase_only")
def test_a_colour_bonus_starts_in_the_next_craft_phase_and_only_in_craft_phases():
    game = craft_round(2)
    game.supply(0, metal=3, wood=1).display("heralds_horn", "bunting_hooks", "toasting_cups",
                                            waiting=("maypole",))
    game.to_craft_phase()
    game.roll(3, 2, 5, 2)
    game.craft("heralds_horn", ("metal", 3), ("wood", 2))
    assert game.state.charges[0] == [] and permanent_uses(game, 0) == []   # not in the phase it was made
    game.end_turn()
    game.roll_all()
    game.end_turn()
    # next round's gather phase: the bonus is not there to use
    s = game.state
    assert s.phase == "gather" and s.charges[0] == []
    die = s.supply[0][0]
    assert rules.check(s, UseCharge(0, die)).code == "craft_phase_move"
    assert not any(isinstance(a, UseCharge) for a in rules.legal_actions(s))
    # next craft phase: it is
    game.first_player(0)
    game.to_craft_phase()
    assert [ch[:2] for ch in game.state.charges[0]] == [("bonus", 1)]
    game.roll_all(value=4)
    assert permanent_uses(game, 0)
    game.end_turn()
    game.roll_all()
    game.end_turn()
    assert game.state.charges[0] == [] and game.state.charge_rules == {}   # gone at cleanup, back next craft


@clause("qj.bonus.colour", "qj.house.bonus_fitting_die")
def test_a_colour_bonus_goes_on_a_die_that_fills_that_colour():
    game = craft_round(2, modules=BOTH)
    plus_metal = bonus_card(game.c, 1, "metal")
    game.supply(0, metal=1, gem=1, library=1, farm=2).tucked(0, plus_metal)
    game.display("bunting_hooks", "toasting_cups", "maypole", waiting=("cameo_brooch",))
    game.to_craft_phase()
    game.roll(2, 3, 4, 5, 6)
    [charge] = game.permanent_charges(0)
    s = game.state
    metal, gem, library = (game.rolled(0, t, v) for t, v in (("metal", 2), ("gem", 3), ("library", 4)))
    farm = [d for d in s.rolled[0] if s.content.die_type_of[d] == game.die_type("farm")]
    assert game.refused(UseCharge(charge, gem)).code == "bonus_colour"
    for die in (metal, library, *farm):                # metal, a Library die (any colour), a Farm die
        assert rules.check(s, UseCharge(charge, die)) is None
    listed = {die for _c, die in permanent_uses(game, 0)}
    assert gem not in listed and {metal, library} <= listed
    game.use_charge_on(charge, library)
    assert game.state.values[library] == 5
    # a Conjurer die counts when it is declared that colour, and not otherwise
    for declared, ok in (("metal", True), ("gem", False)):
        game = craft_round(2, modules=BOTH)
        game.give(0, "conjurer", value=3)
        game.tucked(0, plus_metal).display("bunting_hooks", "toasting_cups", "maypole")
        fits = list(game.state.fits)
        fits[game.die_type("conjurer")] = frozenset({game.colour(declared)})
        game.state.fits = tuple(fits)
        game.to_craft_phase()
        game.roll()
        [charge] = game.permanent_charges(0)
        conjurer = game.state.rolled[0][0]
        assert (rules.check(game.state, UseCharge(charge, conjurer)) is None) == ok, declared


@clause("qj.bonus.once_per_phase")
def test_each_lasting_bonus_is_used_once_per_craft_phase():
    game = craft_round(2)
    game.supply(0, metal=2).tucked(0, bonus_card(game.c, 1, "metal"))
    game.display("bunting_hooks", "toasting_cups", "maypole")
    game.to_craft_phase()
    game.roll(1, 2)
    [charge] = game.permanent_charges(0)
    game.use("bonus", "metal", 1)
    assert game.refused(UseCharge(charge, game.rolled(0, "metal", 2))).code == "bonus_used"
    assert permanent_uses(game, 0) == []
    game.end_turn()
    game.roll_all()
    game.end_turn()
    game.first_player(0)
    game.to_craft_phase()
    game.roll(1, 1)
    assert len(game.permanent_charges(0)) == 1       # a new craft phase, a new use


@clause("qj.bonus.not_split")
def test_a_plus_two_goes_on_one_die():
    game = craft_round(2)
    game.supply(0, metal=2).tucked(0, bonus_card(game.c, 2, "metal"))
    game.display("bunting_hooks", "toasting_cups", "maypole")
    game.to_craft_phase()
    game.roll(1, 2)
    charges = game.state.charges[0]
    assert [(k, a) for k, a, _g, _u in charges] == [("bonus", 2)]     # one +2, not two +1s
    one, two = game.rolled(0, "metal", 1), game.rolled(0, "metal", 2)
    game.use_charge_on(0, one)
    assert game.state.values[one] == 3 and game.state.values[two] == 2
    assert game.refused(UseCharge(0, two)).code == "bonus_used"


@clause("qj.bonus.multicolour")
def test_the_multicolour_bonus_goes_on_any_standard_die():
    for type_id in ("metal", "wood", "gem", "magic"):
        game = craft_round(2)
        game.supply(0, **{type_id: 1}).tucked(0, bonus_card(game.c, 1, "any"))
        game.display("bunting_hooks", "toasting_cups", "maypole")
        game.to_craft_phase()
        game.roll(4)
        [charge] = game.permanent_charges(0)
        die = game.rolled(0, type_id, 4)
        game.use_charge_on(charge, die)
        assert game.state.values[die] == 5, type_id


@clause("qj.house.bonus_stack")
def test_bonuses_of_different_cards_stack_on_one_die_above_six():
    game = craft_round(2)
    c = jubilee_content(VARIANT)
    game.supply(0, metal=1).tucked(0, bonus_card(c, 1, "metal"), bonus_card(c, 2, "metal"), bonus_card(c, 2, "any"))
    game.display("bunting_hooks", "toasting_cups", "maypole")
    game.to_craft_phase()
    game.roll(5)
    die = game.rolled(0, "metal", 5)
    for charge in sorted(game.permanent_charges(0), reverse=True):
        game.use_charge_on(charge, die)
    assert game.state.values[die] == 5 + 1 + 2 + 2


@clause("qj.house.bonus_timing")
def test_a_lasting_bonus_is_used_in_the_craft_turn_on_a_die_not_on_a_card():
    game = craft_round(2)
    game.supply(0, metal=3).tucked(0, bonus_card(game.c, 1, "metal"))
    game.display("bunting_hooks", "toasting_cups", "maypole")
    game.to_craft_phase()
    [charge] = game.permanent_charges(0)
    assert game.refused(UseCharge(charge, game.state.supply[0][0])).code == "roll_first"
    game.roll(2, 3, 3)
    game.craft("bunting_hooks", ("metal", 2), ("metal", 3))
    placed = game.state.crafted[0][2]
    assert game.refused(UseCharge(charge, placed[0])).code == "bonus_own_dice"
    # after crafting, still in the same turn, on the die left: +1 makes a 4
    game.use("bonus", "metal", 3)
    assert game.state.values[game.state.rolled[0][0]] == 4
