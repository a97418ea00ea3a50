"""Masterworks rulebook: Griffin's Landing (the visitor piles, hosting a visitor, gifts and
collaborations) and our rulings for it (docs/rulings.md, "Griffin's Landing")."""

import random

import pytest

from kingsforge.ai.hard import determinize
from kingsforge.engine import rules
from kingsforge.engine.actions import Dock, Pass, UseCharge, Visit
from kingsforge.engine.setup import new_game
from kingsforge.engine.state import EMPTY, State
from masterworks_scenario import LANDING, MW, ROW
from scenario import clause

GL = (ROW, LANDING)


def landing(players=2, seed=1, **supply):
    game = MW(players=players, seed=seed, modules=GL).first_player(0)
    for p in range(players):
        game.supply(p, **(supply or {"metal": 3}))
    return game


def visits(state) -> list:
    return [a for a in rules.legal_actions(state) if isinstance(a, Visit)]


@clause("mw.landing.piles")
def test_four_piles_of_four_west_to_east_shuffled_once():
    game = landing()
    c = game.c
    assert [r for r, _name in c.realms] == ["west", "north", "south", "east"]
    assert len(c.visitors) == 16
    for r, pile in enumerate(game.state.piles):
        assert len(pile) == 4 and all(c.visitors[v].realm == r for v in pile)
    orders = {tuple(map(tuple, new_game(c, 2, seed).piles)) for seed in range(12)}
    assert len(orders) > 1                                  # shuffled at setup, from the seed
    assert new_game(c, 3, 5).piles == new_game(c, 3, 5).piles


@clause("mw.landing.reveal")
def test_the_top_visitor_of_each_pile_is_shown_each_round():
    game = landing()
    s = game.state
    assert s.landing() == [pile[0] for pile in s.piles]
    offered = {a.card for a in visits(s)}
    assert offered == set(s.landing())                       # only the visitors shown can be hosted
    hidden = s.piles[1][1]
    assert game.refused(Visit(hidden, 0, ())).code == "visitor_not_here"
    assert game.refused(Visit(99, 0, ())).code == "no_such_visitor"


@clause("mw.landing.cycle")
def test_every_visitor_shown_goes_under_its_pile_so_each_pile_cycles():
    game = landing()
    first = list(game.state.landing())
    hosted = game.state.landing()[2]
    game.visit(game.c.visitors[hosted].id, "gift")            # one hosted, three not
    seen = [first]
    for _ in range(4):
        game.finish_round()
        if len(seen) == 1:
            assert all(pile[-1] == shown for pile, shown in zip(game.state.piles, first))
            assert game.state.piles[2][-1] == hosted          # hosted or not, to the bottom
        seen.append(list(game.state.landing()))
    for r in range(4):
        assert sorted(rnd[r] for rnd in seen[:4]) == sorted(game.state.piles[r])   # all four, once each
    assert seen[4] == seen[0]                                 # round 5 shows round 1's visitors


@clause("mw.landing.one_per_round", "mw.landing.one_action")
def test_one_visitor_per_player_per_round_with_one_of_its_actions():
    game = landing().show("glacier_miner", "sultan")
    game.visit("glacier_miner", "gift")
    game.pass_()                                              # player 1
    refused = game.refused(game.visit_action("sultan", "collaboration", "metal"))
    assert refused.code == "one_visitor" and "Glacier Miner" in refused
    assert not visits(game.state)
    # the gift taken, the collaboration of the same visitor is not on offer either
    assert game.refused(game.visit_action("glacier_miner", "collaboration", "metal")).code == "one_visitor"
    game.finish_round()
    assert visits(game.state)                                 # a new round, a new visitor


@clause("mw.landing.gather_move")
def test_hosting_is_one_gather_move():
    game = landing().show("glacier_miner")
    game.visit("glacier_miner", "gift")
    assert game.state.turn == 1 and game.state.phase == "gather"
    game.to_craft_phase()
    game.roll_all(3)
    assert game.refused(game.visit_action("sultan", "gift")).code == "gather_phase_move"


@clause("mw.landing.not_replaced")
def test_a_hosted_visitor_is_not_replaced_this_round():
    game = landing().show("glacier_miner")
    north = game.c.visitors[game.visitor("glacier_miner")].realm
    game.visit("glacier_miner", "gift")
    assert game.state.landing()[north] == EMPTY
    assert game.shown_ids()[north] is None
    refused = game.refused(game.visit_action("glacier_miner", "gift"))
    assert refused.code == "visitor_hosted"
    assert not any(game.c.visitors[a.card].realm == north for a in visits(game.state))


@clause("mw.landing.gift")
def test_a_gift_costs_nothing():
    game = landing().show("glacier_miner")
    assert game.refused(game.visit_action("glacier_miner", "gift", "metal")).code == "needs_exactly"
    before = game.count(0, "smithy", "metal")
    game.visit("glacier_miner", "gift")
    assert game.count(0, "smithy", "metal") == before + 1
    assert game.count(0, "supply") == 3


@clause("mw.landing.collaboration")
def test_a_collaboration_is_paid_box_by_box_and_the_dice_come_back():
    game = landing(metal=2, wood=1).show("glacier_miner", "jungle_trader")
    assert game.refused(game.visit_action("glacier_miner", "collaboration")).code == "needs_exactly"
    game.visit("glacier_miner", "collaboration", "wood")
    assert game.count(0, "smithy", "metal") == 3 and game.count(0, "supply", "wood") == 0
    game.finish_round()
    assert game.count(0, "supply", "wood") == 1               # a plain box's die comes back
    # an X box's die goes to the stock; a coloured box takes only that colour
    game = landing(metal=2, wood=1).show("jungle_trader")
    assert game.refused(game.visit_action("jungle_trader", "collaboration", "metal")).code == "wrong_box"
    wood = game.stock("wood")
    game.visit("jungle_trader", "collaboration", "wood")
    assert game.count(0, "supply", "gem") == 1                # straight into the supply
    game.finish_round()
    assert game.count(0, "supply", "wood") == 0 and game.stock("wood") == wood + 1


@clause("mw.landing.colour_bonus")
def test_a_coloured_bonus_goes_only_on_a_die_of_its_colour():
    game = landing(metal=1, gem=1).show("ice_jeweller")
    game.visit("ice_jeweller", "gift")
    saved = State.from_dict(game.c, game.state.to_dict())     # this round's coloured bonus is saved
    assert saved.digest() == game.state.digest() and saved.charge_rules == game.state.charge_rules
    game.to_craft_phase()
    game.ready_none()
    game.roll(3, 3)
    s = game.state
    charge = game.charge_index("bonus", 2)
    metal, gem = game.rolled(0, "metal", 3), game.rolled(0, "gem", 3)
    refused = game.refused(UseCharge(charge, metal))
    assert refused.code == "bonus_colour_round" and "gem" in refused
    assert UseCharge(charge, metal) not in rules.legal_actions(s)
    game.use_charge_on(charge, gem)
    assert game.state.values[gem] == 5


@clause("mw.landing.sultan")
def test_the_sultan_gives_an_automatic_6_token():
    game = landing().show("sultan")
    sultan = game.c.visitors[game.visitor("sultan")]
    assert sultan.source == "rulebook"
    token = game.c.token_index("auto6")
    pool = game.state.tokens[token]
    game.visit("sultan", "collaboration", "metal")
    assert game.state.held_tokens[0] == [token] and game.state.tokens[token] == pool - 1
    assert any(kind == "auto6" for kind, _a, _g, _u in game.state.charges[0])
    # and the token does what it says: at the craft roll it turns one die to 6
    game.to_craft_phase()
    game.ready_none()
    game.roll(2, 3)                                          # the paid metal sits out this round
    game.use("auto6", "metal", 2)
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [3, 6]


@clause("mw.landing.archives", "mw.archive.kept")
def test_the_archives_sell_a_permanent_archive_die():
    game = landing(metal=3).show("archives")
    assert game.c.visitors[game.visitor("archives")].source == "rulebook"
    game.visit("archives", "collaboration", "metal", "metal", "metal")
    assert game.count(0, "smithy", "archive") == 1
    game.finish_round()
    assert game.count(0, "supply", "archive") == 1
    assert game.count(0, "supply", "metal") == 2              # the X box's metal went to the stock
    game.finish_round()
    assert game.count(0, "supply", "archive") == 1            # kept round after round
    archive = game.die_type("archive")
    assert game.c.fits[archive] == frozenset(range(len(game.c.colours)))


@clause("mw.landing.realm_dice")
def test_each_realm_has_a_visitor_for_its_exotic_die():
    c = landing().c
    wanted = {"west": "grimstone", "north": "borealis", "south": "heartwood", "east": "aether_ore"}
    for r, (realm, _name) in enumerate(c.realms):
        types = {c.die_types[t].id for v in c.visitors if v.realm == r
                 for o in v.options for e in o.effects if e.kind in ("gain", "exotic") for t, _n in e.dice}
        assert wanted[realm] in types, realm


@clause("mw.house.visitor_grimstone", "mw.house.exotic_now")
def test_a_visitors_grimstone_comes_with_a_card_and_rolls_this_round():
    game = landing(metal=2).show("cauldron_witch")
    deck = list(game.state.card_deck)
    game.visit("cauldron_witch", "gift")
    assert game.pending_kind() == "keep_card" and game.state.turn == 0
    drawn = game.choices()
    assert sorted(drawn) == sorted(deck[:2])
    game.decide(drawn[0])
    die = game.dice_of(0, "kept", "grimstone")[0]
    assert (0, drawn[0], die, 1) in game.state.paired
    assert game.state.card_deck[-1] == drawn[1]               # the other card to the bottom
    game.to_craft_phase()
    assert game.pending_kind() == "ready" and (die,) in game.choices()   # rolled this very round


@clause("mw.house.exotic_now")
def test_a_visitors_exotic_die_waits_on_the_mini_card():
    game = landing(metal=2).show("aurora_seer", "ore_broker")
    game.visit("aurora_seer", "collaboration", "metal")
    assert game.count(0, "kept", "borealis") == 1 and game.count(0, "smithy", "borealis") == 0
    game.visit("ore_broker", "collaboration", "metal")              # player 1
    assert game.count(1, "kept", "aether_ore") == 1
    game.to_craft_phase()
    borealis = game.dice_of(0, "kept", "borealis")[0]
    assert (borealis,) in game.choices()


@clause("mw.house.landing_phase_end")
def test_visitors_do_not_hold_the_gather_phase_open():
    game = landing(players=3)
    s = game.state
    s.gather_deck, s.gather_row = [], [EMPTY] * len(s.gather_row)
    s.gather_cards = ()
    legal = rules.legal_actions(s)
    assert visits(s) and all(isinstance(a, (Visit, Pass)) for a in legal)   # host one, or pass
    assert not any(isinstance(a, Dock) for a in legal)        # a visitor is not a gather card to turn down
    shown = game.c.visitors[s.landing()[0]].id
    game.visit(shown, "gift")
    assert game.state.phase == "gather" and game.state.turn == 1
    game.pass_()                                              # someone passed, no gather card left:
    assert game.state.phase == "craft"                        # the phase ends, visitors or not


@clause("mw.house.landing_phase_end")
def test_two_players_a_visit_leaves_no_gather_position_empty():
    game = landing().deck()                                   # the gather deck is empty
    shown = game.c.visitors[game.state.landing()[3]].id
    game.visit(shown, "gift")
    assert game.state.phase == "gather" and game.state.turn == 1


@clause("mw.house.landing_hidden")
def test_the_pile_below_the_shown_visitors_is_hidden_until_seen():
    game = landing()
    s = game.state
    orders = set()
    for seed in range(30):
        d = determinize(s, random.Random(seed))
        for pile, again in zip(s.piles, d.piles):
            assert again[0] == pile[0] and sorted(again) == sorted(pile)
        orders.add(tuple(map(tuple, d.piles)))
    assert len(orders) > 1                                     # round 1: three of four unseen
    for _ in range(3):
        game.finish_round()
    s = game.state                                             # round 4: every visitor was shown
    assert all(determinize(s, random.Random(seed)).piles == s.piles for seed in range(10))


@pytest.mark.parametrize("players", [2, 4])
def test_visits_are_legal_for_every_shown_visitor_and_payment(players):
    game = landing(players=players, metal=2, wood=1, gem=1)
    for action in visits(game.state):
        assert rules.check(game.state, action) is None
    assert {a.option for a in visits(game.state)} == {0, 1}


@clause("mw.house.caravan_archive")
def test_the_caravan_leaves_an_archive_die_as_it_leaves_library_dice():
    from kingsforge.engine.actions import Claim
    game = MW(modules=(ROW, LANDING)).first_player(0)
    game.supply(0, metal=3).supply(1, metal=1)
    archive = game.give(0, "archive", 1)[0]
    game.row("caravan", "north_mine", "south_mine", "east_forest")
    caravan = game.c.gather_index("caravan")
    every = [a for a in rules.legal_actions(game.state) if isinstance(a, Claim) and a.card == caravan and a.option == 1]
    assert len(every) == 1 and archive not in every[0].dice and len(every[0].dice) == 3
    refused = rules.check(game.state, Claim(caravan, 1, tuple(sorted(game.state.supply[0]))))
    assert "except white dice" in str(refused)


@clause("mw.house.landing_needs_row")
def test_the_landing_comes_with_the_row_whose_exotic_dice_its_visitors_hand_out():
    from kingsforge.content import ContentError, load_content
    from kingsforge.content.modules import available_modules
    from kingsforge.ui.modulechoice import needs

    with pytest.raises(ContentError) as refused:
        load_content(modules=(LANDING,))
    assert f"needs module '{ROW}'" in refused.value.message
    assert needs(available_modules(), LANDING) == [ROW]          # the setup turns the Row on with it
    c = load_content(modules=(ROW, LANDING))
    row_dice = {t.id for t in load_content(modules=(ROW,)).die_types} - {t.id for t in load_content().die_types}
    given = {c.die_types[t].id for v in c.visitors for option in v.options for effect in option.effects
             for t, _n in effect.dice} & row_dice
    assert given == row_dice                    # the four exotic dice and the Archive die: every one of the Row's


@clause("mw.landing.one_per_round")
def test_the_random_sampler_offers_no_second_visitor_either():
    """engine/sample.py draws a visit from its own quick listing (lazy_visits): that one too
    stops once the player has hosted a visitor this round."""
    from kingsforge.engine.sample import random_action

    game = landing().show("glacier_miner", "sultan")
    s = game.state
    s.gather_deck, s.gather_row, s.gather_cards = [], [EMPTY] * len(s.gather_row), ()   # visits and passes only
    drawn = {type(random_action(game.state, random.Random(seed))) for seed in range(40)}
    assert Visit in drawn                                     # before hosting: visits are drawn
    game.visit("glacier_miner", "gift")
    game.visit("sultan", "gift")                              # player 1
    assert game.state.turn == 0 and game.state.phase == "gather"
    for seed in range(40):
        assert not isinstance(random_action(game.state, random.Random(seed)), Visit)


@clause("mw.landing.collaboration")
def test_a_collaboration_gives_every_one_of_its_effects():
    game = landing(metal=2).show("chimera_tamer")
    before = list(game.state.charges[0])
    game.visit("chimera_tamer", "collaboration", "metal")     # two flips and a re-roll
    gained = sorted(kind for kind, _a, _g, _u in game.state.charges[0][len(before):])
    assert gained == ["flip", "flip", "reroll"]
    game = landing(metal=2).show("runesmith")
    game.visit("runesmith", "collaboration", "metal")         # +1 on two different dice
    assert [(kind, amount) for kind, amount, _g, _u in game.state.charges[0]] == [("bonus", 1), ("bonus", 1)]


@clause("mw.landing.colour_bonus")
@pytest.mark.parametrize("visitor,colour", [("spellbinder", "magic"), ("grove_keeper", "wood"),
                                            ("runesmith", "metal"), ("ice_jeweller", "gem")])
def test_each_coloured_gift_names_its_own_colour(visitor, colour):
    game = landing().show(visitor)
    game.visit(visitor, "gift")
    charges = game.state.charges[0]
    assert [(kind, amount) for kind, amount, _g, _u in charges] == [("bonus", 2)]
    group = charges[0][2]
    assert game.state.charge_rules == {group: (frozenset({game.c.colours.index(colour)}), -1)}


@clause("mw.landing.gift")
def test_the_aurora_seers_gift_is_one_flip():
    game = landing().show("aurora_seer")
    game.visit("aurora_seer", "gift")
    assert [(kind, amount) for kind, amount, _g, _u in game.state.charges[0]] == [("flip", 0)]
    assert game.state.charge_rules == {}                      # a flip for any die
    assert game.count(0, "supply") == 3                       # and free


@clause("mw.house.visitor_grimstone")
def test_undo_never_goes_back_past_a_visit_that_draws_cards():
    """The Cauldron Witch's gift draws two cards with its Grimstone: that shows something new,
    so undo stops there (a plain gift shows nothing and could be taken back)."""
    from kingsforge.content import load_content
    from kingsforge.engine.record import GameRecord

    c = load_content(modules=GL)
    record = GameRecord(c, 2, 9)                              # seed 9: the Cauldron Witch is shown in round 1
    s = record.state
    witch = c.visitor_index("cauldron_witch")
    assert s.landing()[0] == witch and s.phase == "gather"
    plain = next(v for v in s.landing()[1:] if not rules.reveals_information(s, Visit(v, 0, ())))
    assert rules.check(s, Visit(plain, 0, ())) is None
    assert rules.reveals_information(s, Visit(witch, 0, ()))
    record.play(Visit(witch, 0, ()))
    assert record.reveals == [True]
    digest = record.state.digest()
    assert record.undo() is False and record.state.digest() == digest
