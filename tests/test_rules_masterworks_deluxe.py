"""Masterworks' bonus deluxe cards (module deluxe_cards; engine/abilities.py).

Eight items stand in for the items of their rank; each has an ability its owner uses once in
the game (then the card shows its plain side). The abilities are options of named primitives
(craft.yaml `ability:`): a die re-rolled or raised, an Aether Ore kept, an exotic die gained,
a Grimstone card picked, an opponent's die re-rolled (the Obey Wand's decision) and a
next-round gather option (the Toy Factory).
"""

from collections import Counter

import pytest

from kingsforge.content import load_content
from kingsforge.difficulty import difficulty
from kingsforge.engine import rules
from kingsforge.engine.actions import Decide, Harvest, UseAbility
from kingsforge.engine.describe import describe
from kingsforge.engine.record import GameRecord, action_from_data, action_to_data
from kingsforge.engine.state import State
from masterworks_scenario import CRAFT, MW, ROW
from scenario import clause

DELUXE = "deluxe_cards"
MODS = (ROW, CRAFT, DELUXE)
NO = -1


def table(card_id, owner=0, **supply):
    """Player 0 to move in the craft phase, owning nothing but what is named; `owner` holds
    `card_id` (claimed in an earlier round); player 0 rolls `supply`."""
    game = MW(modules=MODS).first_player(0)
    game.display("iron_pot", "horseshoe_nails")
    game.tucked(owner, card_id)
    exotic = {t: n for t, n in supply.items() if game.c.die_types[game.die_type(t)].keeps}
    game.supply(0, **{t: n for t, n in supply.items() if t not in exotic}).supply(1, metal=1)
    for type_id, count in exotic.items():       # exotic dice wait on the mini card, then join the roll
        game.kept(0, type_id, count)
    game.to_craft_phase()
    game.ready_all()
    return game


def use(game, card_id, option=0, dice=()):
    return UseAbility(game.c.craft_index(card_id), option, tuple(dice))


def ability_moves(game):
    return [a for a in rules.legal_actions(game.state) if isinstance(a, UseAbility)]


def spent_ids(game):
    return [game.c.craft[k].id for k in game.state.spent]


@clause("mw.deluxe.replaces", "mw.house.deluxe_new_items")
def test_deluxe_cards_stand_in_for_the_items_of_their_rank():
    plain = load_content(modules=(ROW, CRAFT))
    deluxe = load_content(modules=MODS)
    ids = {k.id for k in deluxe.craft}
    replaced = {"woodsmans_axe": "spirit_kite", "pearl_necklace": "celebration_horn", "witchs_broom": "sacred_sword",
                "lacquer_cabinet": "obey_wand"}
    for old, new in replaced.items():
        assert old not in ids and new in ids
        before, after = plain.craft[plain.craft_index(old)], deluxe.craft[deluxe.craft_index(new)]
        assert (after.rank, after.slots) == (before.rank, before.slots) and after.ability
    assert len(deluxe.craft) == len(plain.craft) + 4
    # The four new items: ranked by measured difficulty, harder than every realm item, in rank order.
    new = [deluxe.craft[deluxe.craft_index(x)] for x in
           ("engagement_brooch", "holiday_toys", "dreamtime_opal", "snow_bringer")]
    assert [k.rank for k in new] == [61, 65, 94, 97]
    scores = [difficulty(deluxe, k)[0] for k in new]
    assert scores == sorted(scores)
    realm = [k for k in deluxe.craft if k.module == CRAFT and k.rank < 100]
    assert min(scores) > max(difficulty(deluxe, k)[0] for k in realm)
    assert {deluxe.craft[i].id for i in deluxe.abilities} == set(replaced.values()) | {k.id for k in new}


@clause("mw.deluxe.spirit_kite", "mw.deluxe.once", "mw.house.deluxe_when")
def test_spirit_kite_rerolls_an_aether_ore_once_in_the_game():
    game = table("spirit_kite", metal=1, aether_ore=1)
    kite = use(game, "spirit_kite")
    assert "Roll" in game.refused(kite._replace(dice=(0,)))       # only after the roll
    game.roll(2, 1)
    metal = game.rolled(0, "metal", 2)
    ore = game.rolled(0, "aether_ore", 1)
    assert ability_moves(game) == [kite._replace(dice=(ore,))]
    assert "cannot work on that die" in game.refused(kite._replace(dice=(metal,)))
    assert "exactly one die" in game.refused(kite)
    with game.dice(6):
        game.do(kite._replace(dice=(ore,)))
    assert game.state.values[ore] == 6
    assert spent_ids(game) == ["spirit_kite"]
    assert ability_moves(game) == []
    assert "already been used" in game.refused(kite._replace(dice=(ore,)))
    # Still spent in the later rounds: once in the game, not once a round.
    game.end_turn()
    game.finish_round()
    assert spent_ids(game) == ["spirit_kite"] and game.state.round == 2


@clause("mw.deluxe.owner_only")
def test_only_the_owner_may_use_a_deluxe_ability():
    game = table("spirit_kite", owner=1, metal=1, aether_ore=1)
    game.roll(2, 5)
    ore = game.rolled(0, "aether_ore", 5)
    assert not [a for a in ability_moves(game) if a.card == game.c.craft_index("spirit_kite")]
    assert "Only the player who has claimed Spirit Kite" in game.refused(use(game, "spirit_kite", 0, (ore,)))
    # a card on display (not claimed by anyone) gives nothing either
    game2 = table("spirit_kite", metal=1, aether_ore=1)
    assert "Only the player" in game2.refused(use(game2, "sacred_sword", 0, ()))


@clause("mw.deluxe.celebration_horn")
def test_celebration_horn_rerolls_any_exotic_die():
    game = table("celebration_horn", metal=1, borealis=1, aether_ore=1)
    game.roll(3, 2, 1)
    # the Borealis copies the only standard die beside it (one choice: settled at once)
    targets = {game.c.die_type_of[a.dice[0]] for a in ability_moves(game)}
    assert targets == {game.die_type("borealis"), game.die_type("aether_ore")}
    boreal = game.rolled(0, "borealis", 2)
    with game.dice(5):
        game.do(use(game, "celebration_horn", 0, (boreal,)))
    assert game.state.values[boreal] == 5
    assert game.state.play_type(boreal) == game.die_type("metal")        # it keeps the type it copied
    metal = game.rolled(0, "metal", 3)
    assert game.refused(use(game, "celebration_horn", 0, (metal,)))


@clause("mw.deluxe.sacred_sword")
def test_sacred_sword_adds_two_to_an_aether_ore():
    game = table("sacred_sword", metal=1, aether_ore=1)
    game.roll(4, 3)
    ore = game.rolled(0, "aether_ore", 3)
    metal = game.rolled(0, "metal", 4)
    assert game.refused(use(game, "sacred_sword", 0, (metal,)))
    game.do(use(game, "sacred_sword", 0, (ore,)))
    assert game.state.values[ore] == 5
    assert game.refused(use(game, "sacred_sword", 1, (ore,)))            # one option, once


def _round_with_ore(keep: bool):
    game = table("sacred_sword", metal=1, aether_ore=1)
    game.roll(4, 3)
    ore = game.rolled(0, "aether_ore", 3)
    if keep:
        game.do(use(game, "sacred_sword", 1, (ore,)))
        assert game.state.saved == ((0, ore),)
    game.end_turn()
    game.finish_round()
    return game, ore


@clause("mw.deluxe.sacred_sword")
def test_sacred_sword_keeps_a_used_aether_ore_and_no_metal_is_paid():
    kept_game, ore = _round_with_ore(keep=True)
    plain, plain_ore = _round_with_ore(keep=False)
    # kept: back onto the mini card, unrolled, and no metal for it
    assert ore in kept_game.state.kept[0] and kept_game.state.values[ore] == 0
    assert kept_game.state.saved == ()
    assert kept_game.count(0, "supply", "metal") == plain.count(0, "supply", "metal") - 1
    # not kept: to the stock, and its metal paid
    assert plain_ore in plain.state.stock[plain.die_type("aether_ore")] and plain_ore not in plain.state.kept[0]


@clause("mw.deluxe.sacred_sword")
def test_a_kept_aether_ore_on_a_crafted_card_comes_back_too():
    game = table("sacred_sword", metal=2, aether_ore=1)
    game.display("iron_pot", "horseshoe_nails")
    game.roll(3, 3, 4)
    ore = game.rolled(0, "aether_ore", 4)
    game.craft("iron_pot", ("metal", 3), ("aether_ore", 4))        # the ore fills metal
    game.do(use(game, "sacred_sword", 1, (ore,)))
    game.end_turn()
    game.finish_round()
    assert ore in game.state.kept[0]
    assert "iron_pot" in game.tucked_ids(0)


@clause("mw.deluxe.obey_wand", "mw.house.obey_decline")
def test_obey_wand_is_offered_right_after_an_opponents_roll():
    game = table("obey_wand", owner=1, metal=1, borealis=1, aether_ore=1)
    game.roll(2, 5, 6)
    s = game.state
    # the wand's owner is asked first, out of turn, before the roller's own decisions (the copy)
    assert [d.kind for d in s.pending] == ["obey", "copy"] and s.turn == 1 and s.resume == 0
    ore, boreal = game.rolled(0, "aether_ore", 6), game.rolled(0, "borealis", 5)
    assert sorted(game.choices()) == sorted([NO, ore, boreal])
    text = describe(s, Decide(boreal), names=["Ana", "Ben"])
    assert text == "Ben uses Obey Wand: Ana must re-roll the borealis 5"
    with game.dice(1):
        game.decide(boreal)
    assert game.state.values[boreal] == 1
    assert spent_ids(game) == ["obey_wand"]
    # the roller's own decision (the copy) comes after, then the turn is theirs again
    assert game.state.pending == [] and game.state.turn == 0
    assert game.state.play_type(boreal) == game.die_type("metal")


@clause("mw.deluxe.obey_wand", "mw.house.obey_decline")
def test_declining_the_obey_wand_keeps_it_for_a_later_roll():
    game = table("obey_wand", owner=1, metal=1, aether_ore=1)
    game.roll(2, 4)
    assert describe(game.state, Decide(NO), names=["Ana", "Ben"]) == \
        "Ben lets Ana's roll stand (Obey Wand not used)"
    game.decide(NO)
    assert game.state.spent == () and game.state.turn == 0 and not game.state.pending
    # once the roll is over, the moment has passed: nothing is offered for this roll again
    game.end_turn()
    assert not game.state.pending or game.state.pending[0].kind != "obey"
    # next round, a new roll with an exotic die: offered again
    game.finish_round()
    game.to_craft_phase()
    game.supply(0, metal=1, aether_ore=1)
    game.state.turn = 0
    if game.state.pending:
        game.state.pending = []
    game.roll(3, 3)
    assert game.state.pending and game.state.pending[0].kind == "obey"


@clause("mw.deluxe.obey_wand")
def test_obey_wand_needs_an_exotic_die_and_never_works_on_its_owner():
    game = table("obey_wand", owner=1, metal=2)
    game.roll(2, 5)
    assert not game.state.pending                      # no exotic die rolled: nothing to offer
    own = table("obey_wand", owner=0, metal=1, aether_ore=1)
    own.roll(2, 5)
    assert not own.state.pending                       # the roller's own wand is not offered
    assert "another player has just rolled" in own.refused(use(own, "obey_wand", 0, ()))


@clause("mw.deluxe.brooch")
def test_engagement_brooch_gains_a_grimstone_with_a_card_of_choice_then_shuffles():
    game = table("engagement_brooch", metal=1)
    game.roll(2)
    before = list(game.state.card_deck)
    game.do(use(game, "engagement_brooch"))
    s = game.state
    assert [d.kind for d in s.pending] == ["pick_card"] and s.turn == 0
    die = s.kept[0][-1]
    assert game.c.die_type_of[die] == game.die_type("grimstone")
    assert game.choices() == sorted(set(before))                  # any card of the deck
    gobble = next(k.index for k in game.c.die_cards if k.id == "gobblestone")
    assert describe(s, Decide(gobble), names=["Ana", "Ben"]) == "Ana chooses Gobblestone; the deck is shuffled"
    game.decide(gobble)
    s = game.state
    assert (0, gobble, die, s.round + 1) in s.paired          # first rolled next round
    rest = Counter(before)
    rest[gobble] -= 1
    assert Counter(s.card_deck) == +rest
    assert s.card_deck != [c for c in before if c != gobble]      # reshuffled (seeded: a fixed order)
    assert spent_ids(game) == ["engagement_brooch"]


@clause("mw.deluxe.brooch", "mw.grimstone.shock_expires", "mw.house.gained_waits")
def test_a_shock_rock_from_the_brooch_waits_for_next_rounds_roll():
    """Picked after the roll, the Shock Rock cannot be rolled this round: it must be used the
    round after, so it is still on the mini card at this round's cleanup and goes back (with
    its card) only after next round's, unrolled."""
    game = table("engagement_brooch", metal=1)
    game.roll(2)
    game.do(use(game, "engagement_brooch"))
    shock = next(k.index for k in game.c.die_cards if k.id == "shock_rock")
    game.decide(shock)
    die = game.state.kept[0][-1]
    game.finish_round()
    s = game.state
    assert die in s.kept[0] and any(card == shock and d == die for _p, card, d, _r in s.paired)
    game.finish_round()                             # next round passes without rolling it
    s = game.state
    assert die not in s.kept[0] and die in s.stock[game.die_type("grimstone")]
    assert not any(d == die for _p, _card, d, _r in s.paired) and shock in s.card_deck


@clause("mw.deluxe.obey_wand", "mw.exotic.cemetery")
def test_a_grimstone_the_obey_wand_rerolls_into_the_cemetery_keeps_its_card():
    """The forced re-roll shows the Cemetery's value: the Grimstone goes back to its mini card
    unused, with its card, and the card's decision owed on the roll is gone."""
    game = MW(modules=MODS).first_player(0)
    game.display("iron_pot", "horseshoe_nails")
    game.tucked(1, "obey_wand")
    game.supply(0, metal=2).supply(1, metal=1)
    die = game.grimstone(0, "pop_rock")
    pop = next(k.index for k in game.c.die_cards if k.id == "pop_rock")
    s = game.state
    pops = s.card_deck.count(pop)
    cemetery = s.stock[game.die_type("cemetery")].pop()
    s.values[cemetery], s.cemetery = 5, (1, cemetery)
    game.to_craft_phase()
    game.decide((die,))
    game.ready_none()
    game.roll(3, 3, 2)
    assert [d.kind for d in game.state.pending] == ["obey", "stone"]
    with game.dice(5):
        game.decide(die)
    s = game.state
    assert die in s.kept[0] and s.values[die] == 0 and not s.pending
    assert (0, pop, die) in [(p, card, d) for p, card, d, _r in s.paired] and s.card_deck.count(pop) == pops


@clause("mw.deluxe.brooch", "general.finite")
def test_brooch_needs_a_grimstone_in_the_stock():
    game = table("engagement_brooch", metal=1)
    game.empty_stock("grimstone")
    game.roll(2)
    assert ability_moves(game) == []
    assert "no Grimstone die left" in game.refused(use(game, "engagement_brooch"))


@clause("mw.deluxe.opal", "mw.house.gained_waits")
def test_dreamtime_opal_adds_two_to_wood_or_gem_or_gains_a_heartwood():
    game = table("dreamtime_opal", metal=1, wood=1, gem=1)
    game.roll(1, 3, 4)
    metal, wood = game.rolled(0, "metal", 1), game.rolled(0, "wood", 3)
    assert game.refused(use(game, "dreamtime_opal", 0, (metal,)))
    game.do(use(game, "dreamtime_opal", 0, (wood,)))
    assert game.state.values[wood] == 5
    # a gem die takes the +2 just as well
    gem_game = table("dreamtime_opal", metal=1, gem=1)
    gem_game.roll(1, 4)
    gem = gem_game.rolled(0, "gem", 4)
    gem_game.do(use(gem_game, "dreamtime_opal", 0, (gem,)))
    assert gem_game.state.values[gem] == 6
    other = table("dreamtime_opal", metal=1)
    other.roll(1)
    other.do(use(other, "dreamtime_opal", 1))
    assert other.count(0, "kept", "heartwood") == 1               # on the mini card
    assert other.refused(use(other, "dreamtime_opal", 0, (other.rolled(0, "metal", 1),)))


@clause("mw.deluxe.opal", "mw.heartwood.any_time", "mw.house.gained_waits")
def test_the_opals_heartwood_may_be_harvested_at_once():
    """A Heartwood is never rolled, and is harvested "at any time": the one the Opal gives is
    harvested in the same craft turn (a gained Borealis or Grimstone waits for a later roll)."""
    game = table("dreamtime_opal", metal=1)
    game.state.grown = 5
    game.roll(1)
    game.do(use(game, "dreamtime_opal", 1))
    wood = game.state.kept[0][-1]
    gem = game.die_type("gem")
    assert sorted(a.as_type for a in rules.legal_actions(game.state)
                  if isinstance(a, Harvest) and a.die == wood) == [game.die_type("wood"), gem]
    game.do(Harvest(wood, gem))
    assert wood in game.state.rolled[0] and game.state.values[wood] == 5
    assert game.state.play_type(wood) == gem


@clause("mw.deluxe.snow_bringer", "mw.house.gained_waits")
def test_snow_bringer_adds_three_to_a_borealis_or_gains_one():
    game = table("snow_bringer", metal=1, borealis=1)
    game.roll(2, 4)
    boreal = game.rolled(0, "borealis", 4)
    metal = game.rolled(0, "metal", 2)
    assert game.refused(use(game, "snow_bringer", 0, (metal,)))   # a Borealis die, whatever it copied
    game.do(use(game, "snow_bringer", 0, (boreal,)))
    assert game.state.values[boreal] == 7
    # only a Borealis: another exotic die (an Aether Ore) is refused too
    game = table("snow_bringer", metal=1, aether_ore=1, borealis=1)
    game.roll(2, 3, 4)
    ore = next(d for d in game.state.rolled[0] if game.c.die_type_of[d] == game.die_type("aether_ore"))
    assert game.refused(use(game, "snow_bringer", 0, (ore,)))
    assert use(game, "snow_bringer", 0, (ore,)) not in ability_moves(game)
    other = table("snow_bringer", metal=1)
    other.roll(2)
    before = other.stock("borealis")
    other.do(use(other, "snow_bringer", 1))
    assert other.count(0, "kept", "borealis") == 1 and other.stock("borealis") == before - 1
    assert other.state.rolled[0] and all(other.c.die_type_of[d] != other.die_type("borealis")
                                         for d in other.state.rolled[0])


def _claim_toys(game):
    """Player 0 crafts Holiday Toys this round (player 1 rolls nothing useful)."""
    game.display("holiday_toys", "iron_pot")
    game.supply(0, metal=2, gem=2)
    game.to_craft_phase()
    game.roll(5, 5, 5, 4)
    game.craft("holiday_toys", ("metal", 5), ("metal", 5), ("gem", 5), ("gem", 4))
    game.end_turn()
    game.finish_round()
    assert "holiday_toys" in game.tucked_ids(0)


@clause("mw.deluxe.holiday_toys", "mw.house.toy_factory", "gather.x_box")
def test_holiday_toys_opens_a_private_toy_factory_the_next_round_only():
    game = MW(modules=MODS).first_player(0)
    _claim_toys(game)
    s = game.state
    toys = game.c.craft_index("holiday_toys")
    assert s.phase == "gather" and s.offers == ((toys, 0, 2),)
    # round 2: the owner, on their gather turn, may use the Toy Factory
    game.first_player(0)
    offers = ability_moves(game)
    assert offers and all(a.card == toys for a in offers)
    die = game.state.supply[0][0]
    kind = game.c.die_type_of[die]
    stock_before = len(game.state.stock[kind])
    gem_before = game.stock("gem")
    assert describe(game.state, use(game, "holiday_toys", 0, (die,)), names=["Ana", "Ben"]).startswith(
        "Ana uses the Toy Factory of Holiday Toys, paying 1")
    game.do(use(game, "holiday_toys", 0, (die,)))
    s = game.state
    assert len(s.stock[kind]) == stock_before + 1 and die in s.stock[kind]      # its X box: to the stock now
    assert game.stock("gem") == gem_before - 1 and game.count(0, "smithy", "gem") >= 1
    assert s.turn == 1                                                         # it was p0's gather move
    assert spent_ids(game) == ["holiday_toys"]
    assert "Only the player" in game.refused(use(game, "holiday_toys", 0, (s.supply[1][0],)))


@clause("mw.deluxe.holiday_toys", "mw.deluxe.owner_only")
def test_the_toy_factory_is_only_the_owners_and_lapses_after_its_round():
    game = MW(modules=MODS).first_player(0)
    _claim_toys(game)
    game.first_player(1)
    assert ability_moves(game) == []                                # player 1: not theirs
    assert "Only the player" in game.refused(use(game, "holiday_toys", 0, tuple(game.state.supply[1][:1])))
    game.finish_round()                                            # round 2 passes unused
    s = game.state
    assert s.round == 3 and s.offers == () and spent_ids(game) == ["holiday_toys"]
    game.first_player(0)
    assert ability_moves(game) == []
    assert "already been used" in game.refused(use(game, "holiday_toys", 0, tuple(s.supply[0][:1])))


@clause("mw.deluxe.holiday_toys")
def test_the_toy_factory_is_not_open_in_the_round_the_card_is_crafted():
    game = MW(modules=MODS).first_player(0)
    game.tucked(0, "holiday_toys")                 # claimed, but not in the round before this one
    assert ability_moves(game) == []
    assert "round after you claim it" in game.refused(use(game, "holiday_toys", 0, tuple(game.state.supply[0][:1])))
    assert game.state.phase == "gather"
    game.to_craft_phase()
    game.roll_all(2)
    assert "gather action" in game.refused(use(game, "holiday_toys", 0, ()))


def test_ability_moves_save_and_load_and_the_state_round_trips():
    game = table("sacred_sword", metal=1, aether_ore=1)
    game.roll(4, 3)
    ore = game.rolled(0, "aether_ore", 3)
    action = use(game, "sacred_sword", 1, (ore,))
    data = action_to_data(game.c, action)
    assert data == {"type": "useability", "card": "sacred_sword", "option": 1, "dice": [ore]}
    assert action_from_data(game.c, data) == action
    game.do(action)
    s = game.state
    again = State.from_dict(game.c, s.to_dict())
    assert again.digest() == s.digest() and again.spent == s.spent and again.saved == s.saved
    assert s.to_dict()["spent"] == ["sacred_sword"] and s.to_dict()["saved"] == [[0, ore]]


def test_a_hand_built_ability_move_gets_a_reason():
    game = table("spirit_kite", metal=1, aether_ore=1)
    game.roll(2, 2)
    assert "no special ability" in game.refused(UseAbility(game.c.craft_index("iron_pot"), 0, ()))
    assert "no such option" in game.refused(use(game, "spirit_kite", 3, ()))
    assert game.refused(UseAbility(9999, 0, ()))
    assert rules.check(game.state, UseAbility(1.5, 0, ())) == "That is not a move."
    assert "Only the player" in game.refused(UseAbility(game.c.craft_index("obey_wand"), 0, ()))


@pytest.mark.parametrize("bot", ["random", "greedy", "easy", "normal", "hard"])
def test_bots_use_the_abilities_they_own(bot):
    """Both players already own deluxe cards and exotic dice: every bot's moves are legal (the
    invariants hold), and every bot but Random uses abilities and answers the Obey Wand."""
    from kingsforge.ai import make_bot

    game = MW(modules=MODS).first_player(0)
    game.tucked(0, "spirit_kite", "sacred_sword", "engagement_brooch", "dreamtime_opal")
    game.tucked(1, "obey_wand", "celebration_horn", "snow_bringer")
    game.kept(0, "aether_ore", 3)
    game.kept(0, "borealis", 1)
    game.kept(1, "aether_ore", 1)
    game.kept(1, "borealis", 2)
    bots = [make_bot(bot, 5 + p) for p in range(2)]
    used, obeyed = Counter(), Counter()
    rounds = 2 if bot == "hard" else 3
    while game.state.phase != "over" and game.state.round <= rounds:
        s = game.state
        legal = rules.legal_actions(s)
        action = bots[s.turn].choose(s, legal)
        assert action in legal, action
        if isinstance(action, UseAbility):
            used[game.c.craft[action.card].ability[action.option].kind] += 1
        elif s.pending and s.pending[0].kind == "obey":
            obeyed[action.choice == NO] += 1
        game.do(action)
    if bot != "random":
        assert used, used
        assert used["gain"] + used["pick"] >= 1 and used["keep"] + used["plus"] >= 1, used
    print(bot, dict(used), dict(obeyed), game.state.round)
    if bot != "random":
        assert obeyed, "the Obey Wand's owner was asked and answered"
    assert State.from_dict(game.c, game.state.to_dict()).digest() == game.state.digest()


@pytest.mark.parametrize("bot", ["greedy", "normal"])
def test_bots_finish_games_with_deluxe_cards(bot):
    """Whole games from the deal with the module on, every move legal, the save replaying."""
    from kingsforge.ai import make_bot
    from kingsforge.engine.invariants import assert_ok

    c = load_content(modules=MODS)
    for seed in (77, 78):
        game = GameRecord(c, 2 + seed % 2, seed)
        bots = [make_bot(bot, seed + p) for p in range(game.state.n)]
        while game.state.phase != "over" and game.state.round <= 12:
            s = game.state
            legal = rules.legal_actions(s)
            action = bots[s.turn].choose(s, legal)
            assert action in legal
            game.play(action)
            assert_ok(game.state)
        assert game.state.phase == "over"
        again = GameRecord.from_data(c, game.to_data())
        assert again.state.digest() == game.state.digest()


def test_the_play_out_sampler_draws_ability_moves_like_the_random_player():
    """engine/sample.py draws a kind of move uniformly, abilities being a kind of their own
    (as RandomBot's listing makes them), in the craft turn and for the Toy Factory."""
    import random

    from kingsforge.engine.sample import random_action

    rng = random.Random(3)
    game = table("sacred_sword", metal=1, aether_ore=1)
    game.roll(4, 3)
    legal = rules.legal_actions(game.state)
    kinds = {type(a) for a in legal}
    draws = [random_action(game.state, rng) for _ in range(600)]
    assert all(a in legal for a in draws)
    share = sum(isinstance(a, UseAbility) for a in draws) / len(draws)
    assert abs(share - 1 / len(kinds)) < 0.06, (share, kinds)
    toys = MW(modules=MODS).first_player(0)
    _claim_toys(toys)
    toys.first_player(0)
    legal = set(rules.legal_actions(toys.state))
    draws = [random_action(toys.state, rng) for _ in range(300)]
    assert all(a in legal for a in draws)
    assert any(isinstance(a, UseAbility) for a in draws)


def test_normal_spends_the_wand_on_the_die_the_roller_needs():
    """The roller can craft Iron Pot (metal 3, metal 3) only with their Aether Ore 5 as metal: Normal
    makes them re-roll it; with nothing the die is needed for, Normal keeps the wand."""
    from kingsforge.ai import make_bot

    game = table("obey_wand", owner=1, metal=1, aether_ore=1)
    game.display("iron_pot", "horseshoe_nails")
    game.roll(3, 5)
    ore = game.rolled(0, "aether_ore", 5)
    bot = make_bot("normal", 1)
    assert bot.choose(game.state, rules.legal_actions(game.state)) == Decide(ore)
    idle = table("obey_wand", owner=1, metal=1, aether_ore=1)
    idle.display("queens_tiara", "horseshoe_nails")
    idle.roll(1, 2)
    assert bot.choose(idle.state, rules.legal_actions(idle.state)) == Decide(NO)
