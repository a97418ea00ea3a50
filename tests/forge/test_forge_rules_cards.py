"""Development cards, training cards and guild cards."""

from forge_scenario import Forge, clause

from kingsforge.forge.engine.actions import Place


def develop(game, worker, place, first, second):
    """Draw `first` and `second` (in that order) at `place`."""
    game.top("dev", second, first)
    game.place(worker, place, "develop")
    return game.s.pending[0] if game.s.pending else None


@clause("forge.dev.skill_cards", "forge.skill.sources")
def test_skill_development_cards():
    game = Forge(players=2).track(0, 1)
    develop(game, 0, "engineering", "bellows_1", "timing_clocks_1")
    game.choose(0)
    assert game.s.p[0].skill == 2
    game.place(0, "market")
    develop(game, 1, "architecture", "waterwheel_1", "elaborate_exterior_1")
    game.choose(0)
    assert game.s.p[0].skill == 3


@clause("forge.dev.elaborate_exterior")
def test_elaborate_exterior_three_vp():
    game = Forge(players=2).track(0, 1)
    develop(game, 0, "architecture", "elaborate_exterior_1", "waterwheel_1")
    game.choose(0)
    assert game.s.p[0].vp == 3


@clause("forge.dev.specialized_tools")
def test_specialized_tools_builds_chisels_or_tongs_free():
    game = Forge(players=2).track(0, 1)
    develop(game, 0, "engineering", "specialized_tools_1", "bellows_1")
    game.choose(0)
    q = game.s.pending[0]
    assert q.kind == "free_tool" and q.options == ((0,), (1,))
    game.choose(1)
    assert game.s.p[0].has_token(1) and game.res(0, "gold") == 5


@clause("forge.dev.wood_lathe", "forge.house.reducers")
def test_wood_lathe():
    game = Forge(players=2).track(0, 1)
    game.dev(0, "wood_lathe_1").hand(0, "milking_stool").give(0, wood=1)
    game.place(4, "forge", detail=("milking_stool",))
    assert game.res(0, "wood") == 0 and game.s.p[0].vp == 1


@clause("forge.dev.rack_systems", "forge.house.storage")
def test_rack_systems_stores_two_more():
    game = Forge(players=2).track(0, 1)
    game.dev(0, "rack_systems_1").give(0, wood=5, metal=6)
    game.place(0, "forest")
    assert game.res(0, "wood") == 8                 # 5 + 4, one returned
    game.place(0, "market")
    game.place(1, "mountains")
    assert game.res(0, "metal") == 8                # 6 + 3, one returned


@clause("forge.dev.store_extension", "forge.house.store_extension")
def test_store_extension_metal_for_vp_once_a_round():
    game = Forge(players=2).track(0, 1)
    game.dev(0, "store_extension_1").give(0, metal=3)
    game.refuse(Place(4, "store_extension", "", (1,)), "only an Assistant")
    game.refuse(Place(0, "store_extension", "", (4,)), "1 to 3")
    game.place(0, "store_extension", detail=(2,))
    assert game.res(0, "metal") == 1 and game.s.p[0].vp == 2
    game.place(0, "market")
    game.refuse(Place(1, "store_extension", "", (1,)), "already visited")
    game.place(1, "market")
    game.refuse(Place(1, "store_extension", "", (1,)), "no Store Extension")


@clause("forge.house.store_extension")
def test_store_extension_takes_as_much_metal_as_its_card_says():
    """The card's `amount` (3 in our data) is the most Metal a visit takes: data saying 1 offers 1."""
    from dataclasses import replace

    from kingsforge.forge.engine import rules

    game = Forge(players=2).track(0, 1)
    c = game.s.content
    game.s.content = replace(c, development=tuple(replace(d, amount=1) if d.effect == "store_extension" else d
                                                   for d in c.development))
    game.dev(0, "store_extension_1").give(0, metal=3)
    offered = {m.detail for m in rules.legal_actions(game.s) if m.location == "store_extension"}
    assert offered == {(1,)}
    game.refuse(Place(0, "store_extension", "", (2,)), "spend 1 Metal there")


@clause("forge.dev.second_floor", "forge.house.second_floor_free")
def test_second_floor_hires_free_or_trains_at_the_round_end():
    game = Forge(players=2).track(0, 1)
    game.give(0, gold=0)
    develop(game, 0, "architecture", "second_floor_1", "waterwheel_1")
    game.choose(0)
    q = game.s.pending[0]
    assert q.kind == "second_floor" and q.options == (("hire",), ("train",))
    game.choose(0)
    assert game.s.p[0].hiring == 1 and game.res(0, "gold") == 0
    game = Forge(players=2).track(0, 1)
    develop(game, 0, "architecture", "second_floor_1", "waterwheel_1")
    game.choose(0)
    game.choose(1)
    game.choose(0)                                  # the training card kept
    assert len(game.s.p[0].held) == 1


@clause("forge.dev.advertising_cart")
def test_advertising_cart_takes_the_top_of_each_contract_deck():
    game = Forge(players=2).track(0, 1)
    tops = [deck[-1] for deck in game.s.contracts]
    develop(game, 0, "architecture", "advertising_cart_1", "waterwheel_1")
    game.choose(0)
    assert game.s.p[0].hand[-3:] == tops


@clause("forge.house.training_kinds", "forge.training.own_assistant")
def test_gathering_training_cards_help_only_their_assistant():
    game = Forge(players=2).track(0, 1)
    game.give(0, wood=0, metal=0, gems=0, gold=0)
    game.trained(0, 0, "woodsman_1").trained(0, 1, "merchant_1")
    game.place(0, "forest").place(0, "market")
    game.place(1, "market")                         # the Merchant: 4 + 1
    assert game.s.p[0].res[:2] == [5, 5]
    game = Forge(players=2).track(0, 1)
    game.give(0, wood=0, metal=0, gems=0).trained(0, 0, "prospector_1").trained(0, 1, "gem_cutter_1")
    game.place(0, "mountains").place(0, "mines").place(1, "mines")
    assert game.s.p[0].res[2] == 4 and game.s.p[0].res[4] == 2


@clause("forge.house.training_kinds")
def test_haggler_journeyman_foreman_clerk():
    game = Forge(players=2).track(0, 1)
    game.trained(0, 0, "haggler_1").trained(0, 1, "journeyman_1").give(0, gems=3, wood=2)
    game.place(0, "trading_post", detail=("sell:gems", "sell:gems", "sell:gems"))
    game.place(0, "market")
    game.hand(0, "milking_stool")
    game.place(1, "forge", detail=("milking_stool",))
    assert len(game.s.p[0].forged) == 1
    game.place(1, "market")
    game.refuse(Place(4, "forge", "", ("oak_bench",)), "already visited")   # one Forge a round
    game = Forge(players=2).track(0, 1)
    game.trained(0, 0, "foreman_1").trained(0, 1, "clerk_1").give(0, wood=0)
    game.place(0, "forest", "smith")
    assert game.res(0, "wood") == 5
    game.place(0, "market")
    game.place(1, "guild")
    assert game.s.pending[0].kind == "guild"


@clause("forge.house.training_kinds")
def test_runner_striker_draughtsman_recruiter():
    game = Forge(players=2).track(0, 1)
    game.trained(0, 0, "runner_1")
    game.place(0, "common")
    assert len(game.s.pending[0].cards) == 2 and game.s.pending[0].options == ((0,), (1,))
    game.choose(0)
    game = Forge(players=2).track(0, 1)
    game.trained(0, 0, "striker_1").hand(0, "great_helm").give(0, skill=4, metal=5).tokens(0, "grindstone")
    game.place(4, "forge", detail=("great_helm",))     # two Assistants needed: the Striker alone
    assert game.s.p[0].used == 0b10001
    game = Forge(players=2).track(0, 1)
    game.trained(0, 0, "draughtsman_1").trained(0, 1, "recruiter_1").give(0, gold=6, metal=1)
    game.place(0, "engineering", "build", ("vise",))  # 4 Gold less 1
    assert game.res(0, "gold") == 3
    game.place(0, "market")
    game.give(0, gold=6)
    game.place(1, "support", "hire")                  # 8 less 2
    assert game.res(0, "gold") == 0
