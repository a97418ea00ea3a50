"""Forge's locations: gathering, trading, the Guild, the contract locations, Architecture,
Engineering and Support."""

from forge_scenario import Forge, clause

from kingsforge.forge.engine import rules
from kingsforge.forge.engine.actions import Choose, Place
from kingsforge.forge.engine.describe import describe
from kingsforge.forge.ui import words


def four_players():
    return Forge(players=4).track(0, 1, 2, 3)      # P1..P4 take spaces 1..4: turn order 0,1,2,3


@clause("forge.forest.payout", "forge.house.full_gathering", "forge.house.spots")
def test_forest_pays_four_three_two_and_the_blacksmith_the_next_plus_one():
    game = four_players()
    for seat in range(4):
        game.give(seat, wood=0)
    game.place(0, "forest").place(0, "forest").place(0, "forest")
    assert [game.res(seat, "wood") for seat in range(3)] == [4, 3, 2]
    game.refuse(Place(0, "forest"), "every Assistant spot")
    game.place(4, "forest")
    assert game.res(3, "wood") == 2                 # 3 spots covered: the pattern's 1, plus 1
    # the Mountains full: 3, 2 and 1 Metal taken, so the Blacksmith takes the pattern's 0, plus 1
    for seat in range(4):
        game.give(seat, metal=0)
    game.place(1, "market")
    game.place(1, "mountains").place(1, "mountains").place(1, "mountains")
    assert [game.res(seat, "metal") for seat in (1, 2, 3)] == [3, 2, 1]
    game.place(4, "mountains")
    assert game.res(0, "metal") == 1


@clause("forge.forest.payout", "forge.mountains.payout")
def test_blacksmith_takes_the_highest_uncovered_value_plus_one():
    game = four_players()
    for seat in range(4):
        game.give(seat, wood=0, metal=0)
    game.place(0, "forest")
    game.place(4, "forest")                         # the 4 spot covered: 3 + 1
    assert game.res(1, "wood") == 4
    game.place(0, "mountains").place(0, "mountains")
    game.place(4, "mountains")                      # 3 and 2 covered: 1 + 1
    assert [game.res(seat, "metal") for seat in (2, 3, 0)] == [3, 2, 2]


@clause("forge.mines.payout")
def test_mines_pay_two_then_one_and_the_blacksmith_two():
    game = four_players()
    game.place(0, "mines").place(0, "mines")
    game.refuse(Place(0, "mines"), "every Assistant spot")
    game.place(4, "mines")
    assert [game.res(seat, "gems") for seat in range(3)] == [2, 1, 2]
    game.refuse(Place(4, "mines"), "Blacksmith's spot is taken")


@clause("forge.market.payout")
def test_market_pays_five_four_then_three_each():
    game = four_players()
    game.place(0, "market").place(0, "market").place(0, "market").place(0, "market")
    assert [game.res(seat, "gold") for seat in range(4)] == [10, 9, 8, 8]
    game.place(1, "market")
    assert game.res(0, "gold") == 13                # the fifth Assistant there takes 3 too


@clause("forge.trading_post.trades", "forge.house.trade_rules")
def test_trading_post_two_trades_at_the_player_aid_prices():
    game = Forge(players=2).track(0, 1)
    game.give(0, gold=3, wood=1, metal=1, brick=0, gems=1)
    game.place(0, "trading_post", detail=("sell:gems", "buy:metal"))
    assert game.s.p[0].res == [5, 1, 2, 0, 0]
    game.place(0, "market")
    game.refuse(Place(1, "trading_post", "", ("sell:wood", "sell:metal", "sell:metal")), "at most 2 trades")
    game.refuse(Place(1, "trading_post", "", ("buy:wood", "sell:metal")), "sales first")
    game.refuse(Place(1, "trading_post", "", ("sell:wood", "buy:wood")), "same good")
    game.refuse(Place(1, "trading_post", "", ("sell:gems",)), "no gems")
    game.give(0, gold=30)
    game.refuse(Place(1, "trading_post", "", ("buy:gems", "buy:gems", "buy:gems")), "at most 2")
    game.place(1, "trading_post", detail=("buy:brick", "buy:brick"))
    assert game.res(0, "brick") == 2 and game.res(0, "gold") == 22


@clause("forge.house.storage")
def test_storage_six_wood_and_six_metal():
    game = Forge(players=2).track(0, 1)
    game.give(0, wood=4)
    game.place(0, "forest")
    assert game.res(0, "wood") == 6                 # 4 + 4, two returned
    game.place(0, "market")
    game.give(0, gold=20)
    game.refuse(Place(1, "trading_post", "", ("buy:wood",)), "cannot hold")


@clause("forge.guild.visit", "forge.guild.bonus_and_limit")
def test_guild_draw_two_keep_one_the_other_on_top_or_bottom():
    game = Forge(players=2).track(0, 1)
    game.top("guild", "goldsmiths_treasury", "brownsmiths_dues")
    game.place(4, "guild")
    q = game.s.pending[0]
    assert [game.c.guilds[i].id for i in q.cards] == ["brownsmiths_dues", "goldsmiths_treasury"]
    assert q.options == ((0, 1), (0, 0), (1, 1), (1, 0))
    gold = game.res(0, "gold")
    game.choose(1)                                  # keep Brownsmiths' Dues, the other at the bottom
    assert game.res(0, "gold") == gold + 5
    assert game.c.guilds[game.s.guilds[0]].id == "goldsmiths_treasury"
    assert game.c.guilds[game.s.guilds[-1]].id != "goldsmiths_treasury"
    game = Forge(players=2).track(0, 1)
    game.top("guild", "goldsmiths_treasury", "brownsmiths_dues")
    game.place(4, "guild")
    game.choose(0)                                  # keep Brownsmiths' Dues, the other on top
    assert game.c.guilds[game.s.guilds[-1]].id == "goldsmiths_treasury"
    assert game.c.guilds[game.s.guilds[0]].id != "goldsmiths_treasury"


@clause("forge.guild.bonus_and_limit", "forge.house.duplicate_draws")
def test_only_a_guild_not_held_may_be_kept():
    game = Forge(players=2).track(0, 1)
    game.guild_cards(0, "bladesmiths_oath", "goldsmiths_mastery")
    game.top("guild", "bladesmiths_purse", "goldsmiths_treasury")
    game.place(4, "guild")
    assert game.s.pending[0].options == ((-1, 1), (-1, 0))
    # the two moves differ in which card goes back on top: the log says which
    said = [describe(game.s, Choose(i)) for i in range(2)]
    assert said == ["P1 keeps nothing and puts Goldsmiths' Treasury back on top",
                    "P1 keeps nothing and puts Bladesmiths' Purse back on top"]
    assert words.say_move(game.s, Choose(1), ["Ana", "Bo"]) == "Ana keeps neither and puts Bladesmiths' Purse back on top"
    game.choose(0)                                  # both back: the first drawn on top
    assert game.c.guilds[game.s.guilds[-1]].id == "goldsmiths_treasury"
    assert game.c.guilds[game.s.guilds[0]].id == "bladesmiths_purse"
    assert len(game.s.p[0].guilds) == 2


def test_the_log_says_the_goods_a_move_takes_and_pays():
    from kingsforge import i18n

    game = Forge(players=2).track(0, 1)
    game.give(0, wood=0, gold=10)
    assert describe(game.s, Place(0, "forest")) == "P1 sends Assistant 1 to the Forest (+4 Wood)"
    assert describe(game.s, Place(0, "support", "hire")) == "P1 sends Assistant 1 to Support to hire (-8 Gold)"
    assert describe(game.s, Place(0, "support", "train")) == "P1 sends Assistant 1 to Support to train"
    try:
        i18n.set_language("es")
        assert words.say_move(game.s, Place(0, "forest"), ["Ana", "Bo"]).endswith("(+4 Madera)")
    finally:
        i18n.set_language("en")


@clause("forge.contracts.spots", "forge.contracts.assistant_draw", "forge.contracts.blacksmith_draw")
def test_contract_locations_one_assistant_and_one_blacksmith():
    game = Forge(players=2).track(0, 1)
    hand = list(game.s.p[0].hand)
    deck = list(game.s.contracts[1])
    game.place(0, "military")
    assert game.s.p[0].hand == hand + [deck[-1]]            # the top card of the Military deck
    assert game.s.contracts[1] == deck[:-1]
    game.refuse(Place(0, "military"), "spot is taken")
    game.place(4, "military")
    assert len(game.s.p[1].hand) == 3
    game.refuse(Place(4, "military"), "already visited")
    # the one Blacksmith spot is shared too: P1's Blacksmith takes it, P2's is refused
    game = Forge(players=2).track(0, 1)
    game.place(4, "royal")
    game.refuse(Place(4, "royal"), "spot is taken")
    game.place(0, "royal")                                  # the Assistant spot is still free


@clause("forge.token.vise", "forge.contracts.assistant_draw", "forge.contracts.blacksmith_draw")
def test_vise_draws_one_more_and_one_is_discarded():
    game = Forge(players=2).track(0, 1)
    game.tokens(0, "vise").tokens(1, "vise")
    game.place(0, "royal")
    q = game.s.pending[0]
    assert len(q.cards) == 2 and q.options == ((0,), (1,))
    game.choose(1)
    assert game.s.p[0].hand[-1] == q.cards[1] and game.s.contracts[2][0] == q.cards[0]
    game.place(4, "royal")
    q = game.s.pending[0]
    assert len(q.cards) == 3 and len(q.options) == 3 and all(len(o) == 2 for o in q.options)
    game.choose(0)
    assert game.s.p[1].hand[-2:] == [q.cards[0], q.cards[1]]


@clause("forge.build.tokens", "forge.blacksmith.either_option", "forge.token.requirement_tools")
def test_build_tools_at_engineering_and_equipment_at_architecture():
    game = Forge(players=2).track(0, 1)
    game.give(0, gold=20, wood=2, brick=1, metal=3)
    game.refuse(Place(0, "engineering", "build", ("grindstone",)), "built at Architecture")
    game.place(0, "architecture", "build", ("grindstone",))
    assert game.s.p[0].res == [15, 1, 3, 0, 0] and game.s.p[0].has_token(4)
    game.refuse(Place(0, "architecture", "build", ("wagon",)), "spot is taken")
    game.place(0, "market")
    game.place(4, "engineering", "build", ("chisels",))      # the Blacksmith builds too
    assert game.s.p[0].has_token(0)
    game.give(1, gold=0)
    game.refuse(Place(4, "engineering", "build", ("tongs",)), "spot is taken")


@clause("forge.house.architecture_spots", "forge.house.spots")
def test_architecture_has_two_equipment_spots_with_three_or_four_players():
    game = four_players()
    for seat in range(4):
        game.give(seat, gold=20, wood=2, metal=3)
    game.place(0, "architecture", "build", ("wagon",))
    game.place(0, "architecture", "build", ("anvil",))          # the second Equipment spot
    assert game.s.p[0].has_token(6) and game.s.p[1].has_token(5)
    game.refuse(Place(0, "architecture", "build", ("wagon",)), "spot is taken")     # no third
    game.place(0, "engineering", "build", ("chisels",))
    game.place(0, "market")
    game.refuse(Place(1, "engineering", "build", ("chisels",)), "spot is taken")   # Engineering keeps one
    game.place(1, "market").place(1, "market")
    game.place(4, "architecture", "build", ("wagon",))          # the Blacksmith's spot besides
    assert game.s.p[2].has_token(6)


@clause("forge.develop.draw", "forge.develop.limits", "forge.house.dev_limit_four")
def test_develop_draw_two_play_one_and_the_limits():
    game = Forge(players=2).track(0, 1)
    game.top("dev", "coin_press_2", "coin_press_1")
    game.dev(0, "wood_lathe_1")
    game.place(0, "engineering", "develop")
    q = game.s.pending[0]
    assert len(q.options) == 4
    game.choose(0)                                  # Coin Press 1 played, the other on top
    assert game.c.development[game.s.p[0].dev[-1]].id == "coin_press_1"
    engineer = game.s.development[1]
    assert game.c.development[engineer[-1]].id == "coin_press_2"
    assert game.c.development[engineer[0]].id != "coin_press_2"
    game.dev(1, "bellows_1", "waterwheel_1", "rack_systems_1", "timing_clocks_1")
    game.refuse(Place(0, "architecture", "develop"), "already have 4")
    game = Forge(players=2).track(0, 1)
    game.top("dev", "coin_press_2", "coin_press_1")
    game.place(0, "engineering", "develop")
    game.choose(1)                                  # Coin Press 1 played, the other at the bottom
    engineer = game.s.development[1]
    assert game.c.development[engineer[0]].id == "coin_press_2"
    assert game.c.development[engineer[-1]].id != "coin_press_2"


@clause("forge.house.duplicate_draws", "forge.develop.limits")
def test_a_development_name_already_in_play_cannot_be_kept():
    game = Forge(players=2).track(0, 1)
    game.dev(0, "trip_hammer_1")
    game.top("dev", "trip_hammer_2", "bellows_1")
    game.place(0, "engineering", "develop")
    q = game.s.pending[0]
    assert all(game.c.development[q.cards[o[0]]].name == "Bellows" for o in q.options)


@clause("forge.support.hire", "forge.blacksmith.either_option")
def test_hire_pays_eight_and_the_assistant_joins_at_the_round_end():
    game = Forge(players=2).track(0, 1)
    game.give(0, gold=9)
    game.place(0, "support", "hire")
    p = game.s.p[0]
    assert p.res[0] == 1 and p.hiring == 1 and p.assistants == 2
    game.refuse(Place(2, "market"), "not hired")
    game.finish_round()
    assert game.s.round == 2 and game.s.p[0].assistants == 3
    assert game.s.p[0].free_workers() == [0, 1, 2, 4]


@clause("forge.blacksmith.either_option")
def test_the_blacksmith_may_develop_at_architecture_and_hire_at_support():
    """The Blacksmith may take either option where it is placed: here it develops at Architecture
    and hires at Support (its building and its training have tests of their own)."""
    game = Forge(players=2).track(0, 1)
    game.top("dev", "waterwheel_1", "elaborate_exterior_1")
    game.place(4, "architecture", "develop")
    assert [game.c.development[i].id for i in game.s.pending[0].cards] == ["elaborate_exterior_1", "waterwheel_1"]
    game.choose(0)
    assert [game.c.development[i].id for i in game.s.p[0].dev] == ["elaborate_exterior_1"] and game.s.p[0].vp == 3
    game.give(1, gold=8)
    game.place(4, "support", "hire")
    p = game.s.p[1]
    assert p.res[0] == 0 and p.hiring == 1


@clause("forge.house.spots")
def test_support_and_development_spots_are_shared_by_all_players():
    """Support has one Hire spot, one Train spot and one Blacksmith spot; Architecture and
    Engineering one Develop spot and one Blacksmith spot each. Once a worker is on a spot it is
    taken for every player that round (ruling F-G9)."""
    game = four_players()
    for seat in range(4):
        game.give(seat, gold=8)                                        # every one of them could pay to hire
    game.top("dev", "waterwheel_1", "elaborate_exterior_1", "timing_clocks_1", "bellows_1",
             "bellows_2", "timing_clocks_2")                           # cards that ask nothing more
    game.place(0, "support", "hire")                                   # P1 hires
    game.refuse(Place(0, "support", "hire"), "spot is taken")          # P2 may not
    game.place(0, "support", "train")                                  # P2 trains: a spot of its own
    game.choose(0)
    game.refuse(Place(0, "support", "train"), "spot is taken")         # P3 may not
    game.place(0, "engineering", "develop")                            # P3 develops
    game.choose(0)
    game.refuse(Place(0, "engineering", "develop"), "spot is taken")   # P4 may not
    game.place(0, "market")
    game.place(4, "architecture", "develop")                           # P1's Blacksmith
    game.choose(0)
    game.refuse(Place(4, "architecture", "develop"), "spot is taken")  # P2's Blacksmith may not,
    game.refuse(Place(4, "architecture", "build", ("wagon",)), "spot is taken")   # either option
    game.place(4, "engineering", "develop")                            # the Blacksmith has its own spot
    game.choose(0)
    game.place(4, "support", "hire")                                   # P3's Blacksmith
    game.refuse(Place(4, "engineering", "develop"), "spot is taken")   # P4's Blacksmith may not,
    game.refuse(Place(4, "support", "train"), "spot is taken")         # nor at Support
    game.place(4, "mines")


@clause("forge.support.train", "forge.training.own_assistant", "forge.house.training_targets")
def test_train_places_the_card_beside_the_assistant_used():
    game = Forge(players=2).track(0, 1)
    game.top("training", "merchant_2", "merchant_1")
    game.place(1, "support", "train")
    game.choose(0)                                  # Merchant 1 kept, the other on top
    assert game.c.training[game.s.training[-1]].id == "merchant_2"
    assert game.c.training[game.s.training[0]].id != "merchant_2"
    p = game.s.p[0]
    assert game.c.training[p.training[1]].effect == "merchant" and p.training[0] == -1
    game.place(0, "market")                         # P2: 5 Gold
    gold = game.res(0, "gold")
    game.place(0, "market")                         # P1's untrained Assistant: 4 Gold
    assert game.res(0, "gold") == gold + 4
    game = Forge(players=2).track(0, 1)
    game.top("training", "merchant_2", "merchant_1")
    game.place(1, "support", "train")
    game.choose(1)                                  # Merchant 1 kept, the other at the bottom
    assert game.c.training[game.s.training[0]].id == "merchant_2"
    assert game.c.training[game.s.training[-1]].id != "merchant_2"
    assert game.c.training[game.s.p[0].training[1]].id == "merchant_1"


@clause("forge.support.train_blacksmith", "forge.support.train_limit", "forge.house.training_targets")
def test_blacksmith_training_waits_for_the_round_end_and_the_limit():
    game = Forge(players=2).track(0, 1)
    game.trained(0, 0, "woodsman_1")
    game.place(4, "support", "train")
    game.choose(0)
    p = game.s.p[0]
    assert len(p.held) == 1 and p.training[1] == -1
    game.place(0, "market")
    game.refuse(Place(1, "support", "train"), "already visited")
    game.finish_round()
    p = game.s.p[0]
    assert p.held == [] and p.training[1] >= 0
    game.track(0, 1)
    seat0 = game.s.current()
    assert seat0 == 1
    game.place(0, "market")
    game.refuse(Place(0, "support", "train"), "already trained")
    game.refuse(Place(4, "support", "train"), "every Assistant of yours is trained")


@clause("forge.support.train_limit", "forge.house.training_targets")
def test_train_refused_while_a_held_card_takes_the_last_untrained_place_says_so():
    """A training card held to the round's end (Second Floor's) takes the place of the last
    untrained Assistant: Train is refused for that reason, not 'every Assistant is trained'."""
    game = Forge(players=2).track(0, 1)
    game.trained(0, 0, "woodsman_1").top("dev", "second_floor_1")
    game.place(0, "architecture", "develop")
    while game.s.pending and game.s.pending[0].kind == "develop":
        game.choose(0)                                  # keep Second Floor
    game.choose([o[0] for o in game.s.pending[0].options].index("train"))
    while game.s.pending:
        game.choose(0)                                  # a training card, held to the round's end
    p = game.s.p[0]
    assert len(p.held) == 1 and p.training[1] == -1
    game.to_seat(0)
    game.refuse(Place(1, "support", "train"), "the training card you hold takes your last untrained Assistant")
    assert words.reason(rules.check(game.s, Place(1, "support", "train"))).startswith("The training card you hold")


def test_the_log_names_the_movers_own_forge_and_places_with_their_article():
    """The table's label 'Your Forge' is the reader's; a log line about Bo says his Forge."""
    from kingsforge import i18n

    game = Forge(players=2).track(0, 1)
    game.give(0, gold=10, wood=3, metal=3).hand(0, "milking_stool")
    forge = Place(4, "forge", "", ("milking_stool",))
    assert "to their Forge: Milking Stool" in words.say_move(game.s, forge, ["Bo", "Ana"])
    try:
        i18n.set_language("es")
        assert "envía al Herrero a su fragua" in words.say_move(game.s, forge, ["Bo", "Ana"])
        assert "a Ayudante 1 al Puesto comercial" in words.say_move(
            game.s, Place(0, "trading_post", "", ("buy:wood",)), ["Bo", "Ana"])
    finally:
        i18n.set_language("en")
