"""Masterworks rulebook: the exotic dice (Aether Ore, Borealis, Heartwood, Grimstone, Archive)."""

from kingsforge.engine import rules
from kingsforge.engine.actions import Craft, Harvest, UseCharge
from kingsforge.engine.effects import add_charges
from kingsforge.engine.model import REROLL
from masterworks_scenario import MW
from scenario import clause


def craft_turn(*kept, metal=2, **more):
    """Player 0 to roll, holding these exotic dice on the mini card."""
    game = MW().first_player(0).supply(0, metal=metal, **more).supply(1, metal=1)
    for type_id in kept:
        game.kept(0, type_id)
    game.to_craft_phase()
    return game


@clause("mw.exotic.choose", "mw.aether.colours")
def test_the_player_chooses_which_kept_dice_to_roll():
    game = craft_turn("aether_ore", "borealis")
    assert game.pending_kind() == "ready" and game.state.turn == 0
    ore = game.dice_of(0, "kept", "aether_ore")[0]
    assert (ore,) in game.choices() and () in game.choices()
    game.decide((ore,))
    game.decide(())                                   # the Borealis stays on its mini card
    game.roll(3, 3, 5)
    assert game.dice_of(0, "kept", "borealis") and ore in game.state.rolled[0]
    metal, magic = game.colour("metal"), game.colour("magic")
    assert game.state.fits[game.die_type("aether_ore")] == frozenset({metal, magic})


@clause("mw.exotic.single_use", "mw.aether.metal_back")
def test_a_used_exotic_die_goes_back_and_aether_ore_leaves_a_metal():
    game = craft_turn("aether_ore")
    game.ready_all()
    game.roll(1, 1, 6)
    game.end_turn()
    game.ready_none()
    game.roll(1)
    stock = game.stock("aether_ore")
    game.end_turn()
    assert game.stock("aether_ore") == stock + 1 and not game.dice_of(0, "kept", "aether_ore")
    assert game.count(0, "supply", "metal") == 3                # two of its own and the Aether Ore's


@clause("mw.exotic.modified")
def test_bonuses_work_on_exotic_dice():
    game = MW().first_player(0).supply(0, metal=2).supply(1, metal=1)
    game.kept(0, "aether_ore")
    game.state.charges[0].append(("bonus", 2, 99, -1))          # a gather bonus of this round
    game.to_craft_phase()
    game.ready_all()
    game.roll(1, 1, 3)
    ore = game.dice_of(0, "rolled", "aether_ore")[0]
    game.do(UseCharge(0, ore))
    assert game.state.values[ore] == 5


@clause("mw.exotic.cemetery")
def test_a_cancelled_exotic_die_goes_back_to_its_mini_card():
    game = craft_turn("aether_ore")
    game.cemetery_on_table(4)
    game.ready_all()
    game.roll(1, 2, 4)
    ore = game.dice_of(0, "kept", "aether_ore")
    assert ore and game.state.values[ore[0]] == 0 and not game.dice_of(0, "smithy", "aether_ore")


@clause("mw.borealis.copy", "mw.borealis.not_special", "mw.house.wild_not_exotic")
def test_borealis_copies_a_standard_die_rolled_with_it():
    game = craft_turn("borealis", metal=1, gem=1, library=1)
    game.ready_all()
    game.roll(2, 3, 4, 5)
    assert game.pending_kind() == "copy"
    assert game.choices() == [game.die_type("metal"), game.die_type("gem")]     # not the Library die
    game.decide(game.die_type("gem"))
    die = game.dice_of(0, "rolled", "borealis")[0]
    assert game.state.play_type(die) == game.die_type("gem")


@clause("mw.house.borealis_alone")
def test_a_borealis_rolled_alone_fills_nothing():
    game = craft_turn("borealis", metal=0, library=1)
    game.ready_all()
    game.roll(2, 5)
    die = game.dice_of(0, "rolled", "borealis")[0]
    assert not game.state.pending and game.state.fits[game.state.play_type(die)] == frozenset()


@clause("mw.heartwood.shared", "mw.house.grow_before_payout")
def test_heartwood_shares_one_growing_value():
    game = MW().first_player(0)
    assert game.state.grown == 1
    seen = []
    for _ in range(6):
        game.finish_round()
        seen.append(game.state.grown)
    assert seen == [2, 3, 4, 5, 6, 1]


@clause("mw.heartwood.harvest", "mw.house.harvest_after_roll")
def test_heartwood_is_harvested_after_the_roll_as_wood_or_gem():
    game = craft_turn("heartwood")
    game.state.grown = 5
    assert game.pending_kind() is None                    # not rolled: nothing to ready
    game.roll(1, 1)
    assert game.pending_kind() == "harvest"
    die = game.dice_of(0, "kept", "heartwood")[0]
    assert sorted(game.choices()) == sorted([(), (die, game.die_type("wood")), (die, game.die_type("gem"))])
    game.decide((die, game.die_type("gem")))
    assert die in game.state.rolled[0] and game.state.values[die] == 5
    assert game.state.play_type(die) == game.die_type("gem")


@clause("mw.heartwood.any_time", "mw.house.harvest_craft_turn")
def test_heartwood_may_be_harvested_at_any_time_in_the_craft_turn():
    """Declined right after the roll, the harvest stays on offer as a move: after a re-roll, a
    bonus or a craft, until the turn ends; never in another player's turn or the gather phase."""
    game = craft_turn("heartwood")
    game.state.grown = 4
    add_charges(game.state, 0, REROLL, [0])
    game.roll(1, 2)
    die = game.dice_of(0, "kept", "heartwood")[0]
    wood, gem = game.die_type("wood"), game.die_type("gem")
    game.decide(())                                          # not now
    assert not game.state.pending and game.state.turn == 0
    legal = rules.legal_actions(game.state)
    assert Harvest(die, wood) in legal and Harvest(die, gem) in legal
    with game.dice(6):
        game.use(REROLL, "metal", 1)                         # a re-roll: the harvest is still offered
    assert Harvest(die, gem) in rules.legal_actions(game.state)
    assert game.refused(Harvest(die, game.die_type("metal"))).code == "harvest_as"
    game.do(Harvest(die, gem))
    assert die in game.state.rolled[0] and game.state.values[die] == 4
    assert game.state.play_type(die) == gem
    assert not any(isinstance(a, Harvest) for a in rules.legal_actions(game.state))   # none left


@clause("mw.house.harvest_craft_turn")
def test_heartwood_is_not_harvested_outside_its_owners_craft_turn():
    game = craft_turn("heartwood")
    die = game.dice_of(0, "kept", "heartwood")[0]
    gem = game.die_type("gem")
    game.roll(1, 2)
    game.decide(())
    game.end_turn()                                          # player 1's turn now
    game.roll(3)
    assert game.refused(Harvest(die, gem)).code == "harvest_not_kept"      # not player 1's die
    game.end_turn()                                          # cleanup, then the gather phase
    assert game.state.phase == "gather" and die in game.state.kept[0]
    assert game.refused(Harvest(die, gem)).code == "craft_phase_move"


@clause("mw.grimstone.one")
def test_one_grimstone_per_craft_phase_named_by_its_card():
    game = MW().first_player(0).supply(0, metal=2).supply(1, metal=1)
    pop = game.grimstone(0, "pop_rock")
    cap = game.grimstone(0, "capstone")
    game.to_craft_phase()
    assert sorted(game.choices()) == sorted([(), (pop,), (cap,)])
    game.decide((cap,))
    assert not game.state.pending                   # no second Grimstone: ready to roll at once


def stone(card_id, *values, metal=3):
    game = MW().first_player(0).supply(0, metal=metal).supply(1, metal=1)
    die = game.grimstone(0, card_id)
    game.to_craft_phase()
    game.decide((die,))
    game.roll(*values)
    return game, die


@clause("mw.grimstone.pop", "mw.house.grimstone_at_roll", "mw.house.grimstone_bottom")
def test_pop_rock():
    game, die = stone("pop_rock", 3, 2, 5, 3)           # metal 3, 2, 5; the Grimstone shows 3
    assert game.pending_kind() == "stone"
    three = game.rolled(0, "metal", 3)
    choices = game.choices()
    assert (0, three) in choices and (1, game.rolled(0, "metal", 5)) in choices and () in choices
    game.decide((0, three))
    assert game.state.values[three] == 6
    card = next(c.index for c in game.c.die_cards if c.id == "pop_rock")
    assert game.state.card_deck[-1] == card and not game.state.paired


@clause("mw.grimstone.shock")
def test_shock_rock_needs_a_match():
    game, _die = stone("shock_rock", 1, 2, 5, 3)
    assert not game.state.pending                        # no 3 among the others: nothing


@clause("mw.grimstone.shock_expires")
def test_an_unused_shock_rock_explodes():
    game = MW().first_player(0)
    die = game.grimstone(0, "shock_rock")
    game.finish_round()
    assert die in game.state.stock[game.die_type("grimstone")] and not game.state.paired


@clause("mw.grimstone.soft")
def test_soft_rock():
    game, _die = stone("soft_rock", 4, 4, 4, 4)
    assert (0, *sorted(game.state.rolled[0][:2])) in [tuple(c) for c in game.choices()] or \
        any(len(c) == 3 and c[0] == 0 for c in game.choices())
    assert not any(len(c) == 4 and c[0] == 0 for c in game.choices())           # at most two dice


@clause("mw.grimstone.hard")
def test_hard_rock():
    game, _die = stone("hard_rock", 2, 2, 2, 2)
    assert any(len(c) == 4 and c[0] == 0 for c in game.choices())               # up to three dice
    assert not any(c and c[0] == 1 for c in game.choices())                      # no +1 instead


@clause("mw.grimstone.boon")
def test_boonstone_raises_a_lowest_die_to_at_most_6():
    game, _die = stone("boonstone", 2, 4, 5, 6)         # one lowest die: no choice to make
    assert sorted(game.state.values[d] for d in game.dice_of(0, "rolled", "metal")) == [4, 5, 6]
    game, _die = stone("boonstone", 3, 3, 5, 2)
    assert sorted(game.state.values[d] for d in game.dice_of(0, "rolled", "metal")) == [3, 5, 5]


@clause("mw.grimstone.cap")
def test_capstone_raises_a_highest_die_to_at_most_9():
    game, _die = stone("capstone", 2, 4, 5, 6)
    assert sorted(game.state.values[d] for d in game.dice_of(0, "rolled", "metal")) == [2, 4, 9]


@clause("mw.grimstone.rolling")
def test_rolling_stone_gives_rerolls():
    game, _die = stone("rolling_stone", 2, 4, 5, 3)
    assert [k for k, *_ in game.state.charges[0]] == ["reroll"] * 3


def metal_values(game):
    return sorted(game.state.values[d] for d in game.dice_of(0, "rolled", "metal"))


@clause("mw.grimstone.pop")
def test_pop_rock_without_a_match_gives_one_to_any_die():
    game, _die = stone("pop_rock", 1, 2, 5, 3)          # no other die shows 3
    assert not any(c and c[0] == 0 for c in game.choices())
    game.decide((1, game.rolled(0, "metal", 5)))
    assert metal_values(game) == [1, 2, 6]


@clause("mw.grimstone.shock")
def test_shock_rock_adds_four_to_a_die_showing_its_value():
    game, _die = stone("shock_rock", 1, 3, 5, 3)        # metal 1, 3, 5; the Grimstone shows 3
    assert not any(c and c[0] == 1 for c in game.choices())                     # no +1 instead
    assert max(len(c) for c in game.choices()) == 2                             # one die only
    game.decide((0, game.rolled(0, "metal", 3)))
    assert metal_values(game) == [1, 5, 7]


@clause("mw.grimstone.soft")
def test_soft_rock_adds_two_to_each_of_two_matching_dice():
    game, _die = stone("soft_rock", 4, 4, 2, 4)         # metal 4, 4, 2; the Grimstone shows 4
    both = next(c for c in game.choices() if c and c[0] == 0 and len(c) == 3)
    game.decide(both)
    assert metal_values(game) == [2, 6, 6]


@clause("mw.grimstone.soft")
def test_soft_rock_without_a_match_gives_one_to_any_die():
    game, _die = stone("soft_rock", 1, 2, 5, 3)         # no other die shows 3
    assert not any(c and c[0] == 0 for c in game.choices())
    five = game.rolled(0, "metal", 5)
    assert (1, five) in game.choices() and (1, game.rolled(0, "metal", 1)) in game.choices()
    game.decide((1, five))
    assert metal_values(game) == [1, 2, 6]


@clause("mw.grimstone.hard")
def test_hard_rock_adds_two_to_each_of_three_matching_dice():
    game, _die = stone("hard_rock", 2, 2, 2, 2)         # metal 2, 2, 2; the Grimstone shows 2
    three = next(c for c in game.choices() if c and c[0] == 0 and len(c) == 4)
    game.decide(three)
    assert metal_values(game) == [4, 4, 4]


@clause("mw.grimstone.rolling")
def test_rolling_stone_gives_as_many_rerolls_as_it_shows():
    for shown in (1, 5, 6):
        game, _die = stone("rolling_stone", 2, 4, 5, shown)
        assert [k for k, *_ in game.state.charges[0]] == ["reroll"] * shown, shown


def test_the_roll_line_tells_a_grimstone_card_or_a_copy_that_settled_itself():
    """With one way to go, the Boonstone, the Rolling Stone and the Borealis act inside the roll:
    the roll's line says so, else the log shows a metal 5 that was rolled as a 2."""
    from kingsforge.engine.actions import Roll
    from kingsforge.engine.describe import outcome

    for card, said in (("boonstone", "Ana uses Boonstone on metal 2"),
                       ("rolling_stone", "Ana uses Rolling Stone: 3 re-rolls")):
        game = MW().first_player(0).supply(0, metal=3).supply(1, metal=1)
        die = game.grimstone(0, card)
        game.to_craft_phase()
        game.decide((die,))
        before = game.state
        game.roll(2, 4, 5, 3)
        assert outcome(before, game.state, Roll(), ["Ana", "Ben"]).endswith("; " + said)
    game = craft_turn("borealis", metal=2)
    game.ready_all()
    before = game.state
    game.roll(2, 4, 5)
    assert outcome(before, game.state, Roll(), ["Ana", "Ben"]).endswith("; Ana's borealis copies metal")


@clause("mw.grimstone.gobble")
def test_gobblestone_eats_dice_and_takes_their_colours():
    game = MW().first_player(0).supply(0, metal=1, wood=1).supply(1, metal=1)
    die = game.grimstone(0, "gobblestone")
    game.to_craft_phase()
    game.decide((die,))
    game.roll(2, 2, 3)
    metal, wood = game.rolled(0, "metal", 2), game.rolled(0, "wood", 2)
    game.decide(tuple(sorted((metal, wood))))
    s = game.state
    assert s.values[die] == 5 and metal in s.smithy[0] and wood in s.smithy[0]
    assert s.fits[s.play_type(die)] == frozenset({game.colour("metal"), game.colour("wood")})


@clause("mw.grimstone.gobble")
def test_gobblestone_eats_up_to_three_dice_and_gains_one_for_each():
    game = MW().first_player(0).supply(0, metal=2, wood=1, gem=1).supply(1, metal=1)
    die = game.grimstone(0, "gobblestone")
    game.to_craft_phase()
    game.decide((die,))
    game.roll(1, 1, 2, 3, 4)
    assert max(len(choice) for choice in game.choices()) == 3       # four dice beside it, three at most
    wood, gem = game.rolled(0, "wood", 2), game.rolled(0, "gem", 3)
    three = next(c for c in game.choices() if len(c) == 3 and wood in c and gem in c)   # a metal 1, the wood, the gem
    game.decide(three)
    s = game.state
    assert s.values[die] == 4 + 3 and all(d in s.smithy[0] for d in three)
    assert sorted(s.values[d] for d in s.rolled[0]) == [1, 7]                 # the other metal 1 stays
    assert s.fits[s.play_type(die)] == frozenset({game.colour("metal"), game.colour("wood"), game.colour("gem")})


@clause("mw.archive.kept")
def test_the_archive_die_fills_any_colour_and_stays():
    game = MW().first_player(0).supply(0, archive=1).supply(1, metal=1)
    kind = game.c.die_types[game.die_type("archive")]
    assert kind.wild and not kind.returns_to_stock
    game.finish_round()
    assert game.count(0, "supply", "archive") == 1


def test_the_move_log_names_an_exotic_die_in_words():
    """'aether ore 5', not the data id 'aether_ore 5' (English falls back to the id's words)."""
    from kingsforge.engine.describe import dice_text
    game = craft_turn("aether_ore")
    game.ready_all()
    game.roll(1, 1, 6)
    ore = game.dice_of(0, "rolled", "aether_ore")[0]
    assert dice_text(game.state, (ore,), with_values=True) == "aether ore 6"
    assert "aether ore" in dice_text(game.state, (ore,))


@clause("mw.exotic.cemetery", "mw.exotic.single_use", "mw.house.spent_stone")
def test_a_grimstone_re_rolled_after_its_card_acted_is_spent_when_cancelled():
    """Its Soft Rock read, the Grimstone is re-rolled into the Cemetery's value: it was used, so
    it does not go home to the mini card (it would sit there without a card): it is spent like
    any rolled exotic die, back to the stock at cleanup."""
    game = MW(2, modules=("ambassadors_row",)).first_player(0)
    game.supply(0, metal=2).supply(1, metal=1)
    stone = game.grimstone(0, "soft_rock")
    game.cemetery_on_table(6, owner=1)
    game.to_craft_phase()
    add_charges(game.state, 0, REROLL, [0])
    game.ready_all()
    game.roll(3, 3, 3)
    game.decide(game.choices()[1])                 # the Soft Rock acts; its card goes
    s = game.state
    i = next(i for i, ch in enumerate(s.charges[0]) if ch[0] == REROLL and ch[3] == -1)
    with game.dice(6):
        game.do(UseCharge(i, stone))
    s = game.state
    assert stone not in s.kept[0] and stone in s.smithy[0]
    game.end_turn()
    game.ready_none()
    game.roll_all(1)
    game.end_turn()
    assert stone in game.state.stock[game.die_type("grimstone")]


@clause("mw.heartwood.harvest", "mw.house.never_rerolled")
def test_a_harvested_heartwood_is_never_re_rolled():
    game = MW(2, modules=("ambassadors_row",)).first_player(0)
    game.supply(0, metal=1).supply(1, metal=1)
    wood = game.kept(0, "heartwood", 1)[0]
    game.to_craft_phase()
    add_charges(game.state, 0, REROLL, [0])
    game.ready_none()
    game.roll(2)
    game.decide((wood, game.die_type("wood")))
    s = game.state
    i = next(i for i, ch in enumerate(s.charges[0]) if ch[0] == REROLL)
    assert UseCharge(i, wood) not in rules.legal_actions(s)
    assert "never rolled" in game.refused(UseCharge(i, wood))
    assert UseCharge(i, game.rolled(0, "metal", 2)) in rules.legal_actions(s)


@clause("mw.house.wild_not_exotic")
def test_a_library_die_bids_for_an_exotic_die_as_any_die_does():
    """A wild die never turns into an exotic die (a Borealis does not copy it, above), but it
    pays a bid tile's boxes like the die it stands for: the bid on the Hidden City stands."""
    game = craft_turn(metal=1, library=1)
    game.ready_none()
    game.roll(4, 4)
    s = game.state
    tile = game.tile("hidden_city")
    game.do(Craft(tile, tuple(s.rolled[0])))
    assert game.state.crafted_by(tile)[0] == 0
