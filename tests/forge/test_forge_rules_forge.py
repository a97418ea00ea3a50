"""The Forge action, Tools and Equipment, skill and Assistants."""

from itertools import permutations

from forge_scenario import Forge, clause

from kingsforge.forge.engine import scoring
from kingsforge.forge.engine.actions import Place


def card(game, cid):
    return game.c.contracts[game.c.contract_index[cid]]


def forge(*ids):
    return Place(4, "forge", "", tuple(ids))


@clause("forge.forge.blacksmith_only", "forge.forge.requirements", "forge.forge.payment", "forge.house.vp_at_end")
def test_forging_checks_skill_tokens_goods_and_pays_gold_at_once():
    game = Forge(players=2).track(0, 1)
    game.hand(0, "cart_wheel", "milking_stool", "great_helm", "iron_helm").give(0, wood=3, metal=1, gold=5)
    game.refuse(Place(0, "forge", "", ("milking_stool",)), "only the Blacksmith")
    game.refuse(forge("cart_wheel"), "needs your Upgraded Chisels")
    game.refuse(forge("great_helm"), "needs skill 4")
    game.refuse(forge("iron_helm"), "lack the goods")
    game.refuse(forge("oak_bench"), "not a contract in your hand")
    game.place(4, "forge", detail=("milking_stool",))
    p = game.s.p[0]
    assert p.res[:2] == [5 + card(game, "milking_stool").gold, 1] and p.vp == 0
    assert game.c.contracts[p.forged[0]].id == "milking_stool"
    assert scoring.breakdown(game.s, 0)["contracts"] == card(game, "milking_stool").vp


@clause("forge.token.requirement_tools")
def test_a_required_token_once_built_allows_the_contract():
    """Cart Wheel needs the Upgraded Chisels, Buckler the Upgraded Tongs, Short Sword the
    Grindstone: the other two tokens do not stand in for the one named."""
    needs = {"cart_wheel": "chisels", "buckler": "tongs", "short_sword": "grindstone"}
    for cid, token in needs.items():
        game = Forge(players=2).track(0, 1)
        contract = card(game, cid)
        assert contract.requires == (token,)
        game.hand(0, cid).give(0, skill=contract.skill, wood=contract.wood, metal=contract.metal)
        game.tokens(0, *(other for other in needs.values() if other != token))
        game.refuse(forge(cid), f"needs your {game.c.tokens[game.c.token_index[token]].name}")
        game.tokens(0, token)
        game.place(4, "forge", detail=(cid,))
        assert game.c.contracts[game.s.p[0].forged[-1]].id == cid


@clause("forge.forge.assistants", "forge.house.forge_helpers", "forge.token.forge")
def test_required_assistants_go_to_the_forge_and_two_orders_add_up():
    game = Forge(players=2).track(0, 1)
    halberd, wheel = card(game, "halberd"), card(game, "cart_wheel")
    game.hand(0, "halberd", "cart_wheel").give(0, skill=3, wood=halberd.wood + wheel.wood, metal=halberd.metal).tokens(0, "tongs", "chisels", "forge")
    game.place(4, "forge", detail=("halberd", "cart_wheel"))
    p = game.s.p[0]
    assert len(p.forged) == 2 and p.used == 0b10001            # Assistant 1 went with the Blacksmith
    game = Forge(players=2).track(0, 1)
    game.hand(0, "halberd").give(0, skill=3, wood=halberd.wood, metal=halberd.metal).tokens(0, "tongs")
    game.place(0, "market").place(0, "market").place(1, "market").place(1, "market")
    game.refuse(forge("halberd"), "needs 1 more Assistant")


@clause("forge.forge.assistants")
def test_a_refused_order_says_how_many_more_assistants_it_lacks_not_how_many_it_needs():
    """Plate Greaves needs two helpers; with one Assistant still home the Forge lacks one more
    (the reason said 'needs 2 more')."""
    game = Forge(players=2).track(0, 1)
    greaves = card(game, "plate_greaves")
    assert greaves.assistants == 2
    game.give(0, skill=greaves.skill, wood=6, metal=6, gold=10).tokens(0, "tongs").hand(0, "plate_greaves")
    game.place(0, "market").place(0, "market")
    game.refuse(forge("plate_greaves"), "the Forge needs 1 more Assistant free this turn")


@clause("forge.house.forge_helpers")
def test_the_player_chooses_which_assistants_help_where_the_choice_matters():
    from kingsforge.forge.engine import rules

    game = Forge(players=2).track(0, 1)
    halberd = card(game, "halberd")
    assert halberd.assistants == 1
    game.hand(0, "halberd").give(0, skill=3, wood=halberd.wood, metal=halberd.metal).tokens(0, "tongs")
    game.trained(0, 0, "striker_1")                  # Assistant 1 a Striker, Assistant 2 untrained
    offered = {m.detail for m in rules.legal_actions(game.s) if isinstance(m, Place) and m.location == "forge"}
    assert offered == {("halberd", 0), ("halberd", 1)}
    game.refuse(forge("halberd"), "say which Assistants help")
    game.refuse(forge("halberd", 0, 1), "no more Assistants")      # either one is enough
    game.refuse(forge("halberd", 4), "other free Assistants")
    from kingsforge import i18n
    from kingsforge.forge.ui import words
    try:                                              # the table's dialog and log name the helpers
        i18n.set_language("en")
        assert words.helpers_text(game.s, forge("halberd", 0)) == "Assistant 1 (Striker)"
        assert "(helped by Assistant 2)" in words.say_move(game.s, forge("halberd", 1), ["Ana", "Bo"])
    finally:
        i18n.set_language("en")
    game.place(4, "forge", detail=("halberd", 1))
    assert game.s.p[0].used == 0b10010                          # the untrained one helped; the Striker is free


@clause("forge.house.forge_helpers")
def test_check_accepts_only_the_forge_moves_listed():
    """One move for each thing the player can mean: no helpers named where the rules' pick is the
    only way, no twin of a listed mix, contracts first and in hand order (the front door's
    contract: check accepts exactly what legal_actions lists)."""
    from kingsforge.forge.engine import rules

    game = Forge(players=2).track(0, 1)
    chair = card(game, "rocking_chair")
    assert chair.assistants == 1
    game.give(0, gold=10, wood=6, metal=3, skill=2).hand(0, "rocking_chair").tokens(0, "chisels")
    listed = [m.detail for m in rules.legal_actions(game.s) if isinstance(m, Place) and m.location == "forge"]
    assert listed == [("rocking_chair",)]                            # two untrained Assistants: one way
    game.refuse(forge("rocking_chair", 1), "only one mix of Assistants")
    game.refuse(forge("rocking_chair", 0), "only one mix of Assistants")
    game.refuse(forge(1, "rocking_chair"), "contracts first")
    # three Assistants, a Striker and two untrained; the Upgraded Forge's two orders need two
    game = Forge(players=2).track(0, 1)
    game.give(0, gold=10, wood=9, metal=6, skill=3, assistants=3).hand(0, "rocking_chair", "halberd")
    game.tokens(0, "chisels", "tongs", "forge").trained(0, 0, "striker_1")
    listed = [m.detail for m in rules.legal_actions(game.s) if isinstance(m, Place) and m.location == "forge"]
    hand = tuple(game.c.contracts[i].id for i in game.s.p[0].hand)
    assert hand[-2:] == ("rocking_chair", "halberd")
    assert {("rocking_chair", "halberd", 0), ("rocking_chair", "halberd", 1, 2)} <= set(listed)
    game.refuse(forge("halberd", "rocking_chair", 0), "order of your hand")
    game.refuse(forge("rocking_chair", "halberd", 2, 1), "mixes offered")     # the same two, reversed
    game.refuse(forge("rocking_chair", "halberd", 0, 1), "no more Assistants")
    game.refuse(forge("rocking_chair", 0, "halberd"), "contracts first")
    details = {order + helpers for order in permutations(hand, 1) for helpers in ((), (0,), (1,), (2,))}
    details |= {order + helpers for order in permutations(hand, 2)
                for helpers in [()] + list(permutations(range(3), 1)) + list(permutations(range(3), 2))}
    for detail in details:                 # check accepts exactly the listed details
        assert (rules.check(game.s, forge(*detail)) is None) == (detail in listed), detail


@clause("forge.token.hammers", "forge.dev.trip_hammer", "forge.house.reducers")
def test_upgraded_hammers_and_trip_hammer_stack_on_weapons():
    game = Forge(players=2).track(0, 1)
    game.hand(0, "spearhead").give(0, wood=1, metal=0).tokens(0, "hammers").dev(0, "trip_hammer_1")
    game.place(4, "forge", detail=("spearhead",))
    p = game.s.p[0]
    assert p.res[1:3] == [0, 0] and p.vp == 1                   # Metal 2 less (both reducers); 1 VP for a Weapon
    game = Forge(players=2).track(0, 1)
    game.hand(0, "iron_helm").give(0, metal=2).tokens(0, "hammers")
    game.place(4, "forge", detail=("iron_helm",))                # Armor: 3 Metal less 1
    assert game.res(0, "metal") == 0
    # a Tool contract is neither Weapon nor Armor: the Hammers take nothing off it
    game = Forge(players=2).track(0, 1)
    shoes = card(game, "cavalry_horseshoes")
    assert shoes.product == "tool" and shoes.metal == 2
    game.hand(0, "cavalry_horseshoes").give(0, metal=1).tokens(0, "hammers")
    game.refuse(forge("cavalry_horseshoes"), "lack the goods")
    game.give(0, metal=2)
    game.place(4, "forge", detail=("cavalry_horseshoes",))
    assert game.res(0, "metal") == 0


@clause("forge.token.forge", "forge.house.training_kinds")
def test_the_upgraded_forge_gives_the_blacksmith_a_second_order_not_a_journeyman():
    """The Upgraded Forge's second order is the Blacksmith's: a Journeyman at the Forge still
    forges one contract."""
    game = Forge(players=2).track(0, 1)
    game.trained(0, 0, "journeyman_1").hand(0, "milking_stool", "shepherds_crook").give(0, wood=4)
    game.tokens(0, "forge")
    game.refuse(Place(0, "forge", "", ("milking_stool", "shepherds_crook")), "name one contract")
    game.place(0, "forge", detail=("milking_stool",))
    assert len(game.s.p[0].forged) == 1


@clause("forge.token.forge", "forge.house.reducers")
def test_reducers_take_one_off_each_contract_of_a_two_order_forge():
    """With the Upgraded Forge each contract is a payment of its own (F-G27)."""
    game = Forge(players=2).track(0, 1)
    game.hand(0, "spearhead", "arrowheads").give(0, wood=2, metal=2).tokens(0, "hammers", "forge")
    game.place(4, "forge", detail=("spearhead", "arrowheads"))
    p = game.s.p[0]
    assert len(p.forged) == 2 and p.res[1:3] == [0, 0]         # Metal 2 + 2, each 1 less


@clause("forge.token.anvil")
def test_upgraded_anvil_pays_two_more_gold():
    game = Forge(players=2).track(0, 1)
    game.hand(0, "milking_stool").give(0, wood=2, gold=0).tokens(0, "anvil")
    game.place(4, "forge", detail=("milking_stool",))
    assert game.res(0, "gold") == card(game, "milking_stool").gold + 2
    # two contracts in one Forge action (the Upgraded Forge): 2 more Gold for each, 4 in all
    game = Forge(players=2).track(0, 1)
    game.hand(0, "spearhead", "arrowheads").give(0, wood=2, metal=4, gold=0).tokens(0, "anvil", "forge")
    game.place(4, "forge", detail=("spearhead", "arrowheads"))
    assert game.res(0, "gold") == card(game, "spearhead").gold + card(game, "arrowheads").gold + 4


@clause("forge.token.wagon", "forge.house.full_gathering")
def test_wagon_adds_one_at_forest_and_mountains_only():
    game = Forge(players=2).track(0, 1)
    game.give(0, wood=0, metal=0, gems=0).tokens(0, "wagon")
    game.place(0, "forest").place(0, "forest").place(1, "mountains").place(1, "mountains").place(4, "mines")
    assert game.s.p[0].res[1:] == [5, 4, 0, 2]
    # the Blacksmith's gathering gets the Wagon's 1 too (ruling F-G10): 3 + 1, plus 1
    game = Forge(players=2).track(0, 1)
    game.give(0, metal=0).tokens(0, "wagon")
    game.place(4, "mountains")
    assert game.res(0, "metal") == 5


@clause("forge.skill.sources", "forge.token.vise", "forge.token.forge")
def test_vise_and_upgraded_forge_give_skill_when_built():
    game = Forge(players=2).track(0, 1)
    game.give(0, gold=20, metal=2, brick=2)
    game.place(0, "engineering", "build", ("vise",))
    assert game.s.p[0].skill == 2
    game.place(0, "market")
    game.place(4, "architecture", "build", ("forge",))
    assert game.s.p[0].skill == 3


@clause("forge.skill.sources", "forge.guild.bonus_and_limit")
def test_a_skill_guild_card_raises_skill_when_kept():
    game = Forge(players=2).track(0, 1)
    game.top("guild", "brownsmiths_dues", "bladesmiths_oath")
    assert next(g for g in game.c.guilds if g.id == "bladesmiths_oath").skill == 1
    game.place(4, "guild")
    game.choose(0)                                  # keep the Bladesmiths' Oath: +1 Skill
    assert game.c.guilds[game.s.p[0].guilds[-1]].id == "bladesmiths_oath"
    assert game.s.p[0].skill == 2


@clause("forge.skill.past_five", "forge.house.reducers")
def test_skill_past_five_is_five_vp():
    game = Forge(players=2).track(0, 1)
    game.give(0, skill=5, gold=4, metal=1).dev(0, "coin_press_1")
    game.place(0, "engineering", "build", ("vise",))
    p = game.s.p[0]
    assert p.skill == 5 and p.vp == 5 and p.res[0] == 1          # Coin Press: the Vise cost 3 Gold


@clause("forge.assistants.fourth", "forge.house.hire_immediate", "forge.skill.sources", "forge.dev.coin_press")
def test_fourth_assistant_gives_skill_and_the_achievement_at_the_hire():
    game = Forge(players=2).track(0, 1)
    game.give(0, assistants=3, gold=7).dev(0, "coin_press_1")
    game.place(0, "support", "hire")                              # 8 less the Coin Press's 1
    p = game.s.p[0]
    assert p.res[0] == 0 and p.skill == 2 and p.hammers == [4] and p.assistants == 3
    game.refuse(Place(4, "support", "hire"), "cannot pay")


@clause("forge.dev.coin_press")
def test_coin_press_does_not_work_at_the_trading_post():
    game = Forge(players=2).track(0, 1)
    game.give(0, gold=3).dev(0, "coin_press_1")
    game.place(0, "trading_post", detail=("buy:metal",))
    assert game.res(0, "gold") == 0


@clause("forge.house.short_decks")
def test_short_and_empty_decks():
    game = Forge(players=2).track(0, 1)
    s = game.s
    while len(s.contracts[2]) > 1:
        game.hand(1, game.c.contracts[s.contracts[2][0]].id)
    game.place(4, "royal")
    assert not game.s.contracts[2]
    game.refuse(Place(0, "royal"), "deck is empty")
