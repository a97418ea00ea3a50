"""Masterworks played beside Queen's Jubilee's gather cards: the dice that join the craft roll
already rolled (the Traveling Camp's pre-roll, a Conjurer die handed out rolled) and the Farm's
lent dice, as the Masterworks cards meet them (docs/rulings.md)."""

from __future__ import annotations

from kingsforge.engine import requests, rules
from kingsforge.engine.actions import Craft
from masterworks_scenario import MW, ROW
from scenario import clause
from test_rules_masterworks_requests import MODS, Req

CAMP = ("traveling_camp", "north_mine", "south_mine", "east_forest")


def _prerolled(game, *values):
    """Player 0 claims the Traveling Camp's bottom action and pre-rolls that many metal dice to
    `values`; returns their ids."""
    game.row(*CAMP)
    game.claim("traveling_camp", "bottom")
    with game.dice(*values):
        game.decide(next(c for c in game.choices() if len(c) == len(values)))
    return [d for d in game.state.supply[0] if game.state.values[d]]


@clause("mw.house.prerolled_in_roll")
def test_a_borealis_may_copy_a_die_pre_rolled_at_the_traveling_camp():
    game = MW(modules=(ROW, "masterworks_craft", "jubilee_gather")).first_player(0)
    game.supply(0, metal=1).supply(1, metal=1)
    game.kept(0, "borealis")
    (metal,) = _prerolled(game, 3)
    game.to_craft_phase()
    game.ready_all()
    game.roll(5)
    s = game.state
    assert metal in s.rolled[0] and s.values[metal] == 3         # used at its value, not rolled again
    borealis = game.dice_of(0, "rolled", "borealis")[0]
    assert game.c.die_types[s.play_type(borealis)].id == "metal"  # the one standard die beside it


@clause("mw.house.prerolled_in_roll", "mw.req.good_fortune")
def test_good_fortune_corrects_a_conjurer_die_handed_out_at_4():
    game = Req("celestial_dragon", modules=MODS + ("jubilee_gather",)).owns(0, "celestial_dragon")
    game.first_player(0).display("iron_pot", "lantern").supply(0, metal=1).supply(1, metal=1)
    (conjurer,) = game.give(0, "conjurer", value=4)      # handed out in the gather phase, showing 4
    game.to_craft_phase()
    game.ready_none()
    game.roll(4)
    s = game.state
    assert s.values[conjurer] == 5
    assert sorted(s.values[d] for d in s.rolled[0]) == [5, 5]    # the metal die's natural 4 as well


@clause("mw.house.prerolled_in_roll", "mw.req.rolling_thunder")
def test_rolling_thunder_re_rolls_a_pre_rolled_die_it_does_not_set_aside():
    game = Req("thunderbird_initiation", modules=MODS + ("jubilee_gather",)).owns(0, "thunderbird_initiation")
    game.first_player(0).display("iron_pot", "lantern").supply(0, metal=3).supply(1, metal=1)
    first, second = _prerolled(game, 6, 6)
    game.to_craft_phase()
    game.ready_none()
    game.roll(1)
    s = game.state
    assert s.pending and s.pending[0].kind == requests.SET_ASIDE
    assert s.values[first] == s.values[second] == 6
    kept = next(d for d in (first, second) if d in game.choices())     # one choice per value: a 6
    other = second if kept == first else first
    with game.dice(2, 2):
        game.decide(kept)
    s = game.state
    assert s.values[kept] == 6 and s.values[other] == 2       # "all the other dice", the pre-rolled one too


@clause("mw.house.farm_bids")
def test_farm_dice_may_bid_on_an_ambassador_tile():
    game = MW(modules=(ROW, "jubilee_gather")).first_player(0).supply(0, metal=1).supply(1, metal=1)
    game.row("farm", "north_mine", "south_mine", "east_forest")
    game.claim("farm", "bottom", "metal")
    game.to_craft_phase()
    game.ready_none()
    game.roll(4, 4)
    s = game.state
    farm = tuple(d for d in s.rolled[0] if game.c.die_types[game.c.die_type_of[d]].id == "farm")
    bid = Craft(game.tile("hidden_city"), farm)
    assert len(farm) == 2 and rules.check(s, bid) is None and bid in rules.legal_actions(s)
    game.do(bid)
    game.end_turn()
    game.roll(1)
    game.end_turn()
    # at cleanup the Farm's dice go back to the Farm (the stock), not to the bidder's smithy tile
    s = game.state
    assert s.round == 2 and not set(farm) & set(s.smithy[0])
    assert all(d in s.stock[game.c.die_type_of[d]] for d in farm)
