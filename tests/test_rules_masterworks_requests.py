"""Masterworks' bonus Ambassador Requests (module ambassador_requests).

One request per game, picked by the first player as the game's first move (or drawn at random
with the game's generator), lies beside the display: an unranked item with special boxes
(boosting, locked, two-colour; engine/requests.py) and a reward for the rest of the game.
"""

import pytest

from kingsforge.content import load_content
from kingsforge.engine import requests, rules
from kingsforge.engine.actions import Craft, Decide, Roll
from kingsforge.engine.cleanup import game_is_over
from kingsforge.engine.describe import describe
from kingsforge.engine.setup import new_game
from masterworks_scenario import CRAFT, DECREE, MW, ROW
from scenario import clause

REQ = "ambassador_requests"
MODS = (ROW, REQ)
IDS = ("celestial_dragon", "ancient_inuksuk", "thunderbird_initiation", "chimera_sculpture")


class Req(MW):
    """A Masterworks table whose first player has picked `request_id` (the game's first move)."""

    def __init__(self, request_id: str, players: int = 2, seed: int = 1, modules=MODS):
        super().__init__(players=players, seed=seed, modules=modules)
        assert self.state.pending and self.state.pending[0].kind == requests.REQUEST
        self.decide(self.c.craft_index(request_id))
        self.request = self.c.craft_index(request_id)

    def _deal(self):
        super()._deal()
        s = self.state
        s.craft_cards += tuple(k for k in s.beside if self.c.craft[k].tile is None)

    def table(self, p0: dict, p1: dict | None = None):
        """Player 0 first, these supplies (player 1 one metal unless given), in the craft phase."""
        self.first_player(0)
        self.display("iron_pot", "lantern")
        self.supply(0, **p0).supply(1, **(p1 or {"metal": 1}))
        self.to_craft_phase()
        self.ready_none()
        return self

    def crafts(self, card_id: str) -> list:
        card = self.c.craft_index(card_id)
        return [a for a in rules.legal_actions(self.state) if isinstance(a, Craft) and a.card == card]

    def owns(self, p: int, request_id: str, since: int | None = None):
        """p holds the request, claimed earlier (its reward counts from now)."""
        s = self.state
        card = self.c.craft_index(request_id)
        if card in s.beside:
            s.beside.remove(card)
        s.tucked[p].append(card)
        s.rewarded.append((p, card, s.round - 1 if since is None else since, ()))
        return self


def content():
    return load_content(modules=MODS)


def side(s) -> list:
    """The cards beside the display that are not Ambassador's Row tiles."""
    return [k for k in s.beside if s.content.craft[k].tile is None]


# --- the request: one a game ---------------------------------------------------------------
@clause("mw.req.one_per_game")
def test_the_first_player_picks_the_one_request_of_the_game():
    c = content()
    for seed in range(6):
        s = new_game(c, 2 + seed % 3, seed)
        # never dealt: the craft deck holds none of them
        assert not set(c.requests) & set(s.display + s.waiting)
        # the game's first move is the first player's choice: one of the four, or a random draw
        assert [d.kind for d in s.pending] == [requests.REQUEST] and s.turn == s.anvil
        assert rules.legal_actions(s) == [Decide(k) for k in c.requests] + [Decide(requests.RANDOM)]
        assert rules.check(s, Roll()).code == "decision_first"
    assert sorted(c.craft[k].id for k in c.requests) == sorted(IDS)
    s = new_game(c, 3, 4)
    chosen = c.craft_index("ancient_inuksuk")
    assert describe(s, Decide(chosen)).endswith("chooses the request Ancient Inuksuk")
    assert describe(s, Decide(requests.RANDOM)).endswith("draws the request at random")
    after = rules.apply(s, Decide(chosen))
    assert side(after) == [chosen] and not after.pending and chosen in after.craft_cards


@clause("mw.req.one_per_game")
def test_a_random_request_is_drawn_with_the_games_generator():
    c = content()
    drawn = set()
    for seed in range(30):
        s = rules.apply(new_game(c, 2, seed), Decide(requests.RANDOM))
        again = rules.apply(new_game(c, 2, seed), Decide(requests.RANDOM))
        assert side(s) == side(again) and len(side(s)) == 1 and side(s)[0] in c.requests
        assert s.digest() == again.digest()                    # seed + move log = the game
        drawn.add(side(s)[0])
    assert drawn == set(c.requests)
    assert rules.reveals_information(new_game(c, 2, 1), Decide(requests.RANDOM))


@clause("mw.req.beside")
def test_the_request_lies_beside_the_display_and_is_crafted_at_any_time():
    game = Req("thunderbird_initiation").table({"wood": 3})
    shown = list(game.state.display)
    game.roll(3, 3, 4)
    game.craft("thunderbird_initiation", ("wood", 3), ("wood", 3), ("wood", 4))
    s = game.state
    assert game.crafted_by("thunderbird_initiation") == 0 and game.request not in s.beside
    assert s.display == shown                       # nothing takes its place
    game.end_turn()
    game.roll_all(1)
    game.end_turn()
    assert game.tucked_ids(0) == ["thunderbird_initiation"]


@clause("mw.req.beside")
def test_the_request_is_out_crafted_like_any_card():
    game = Req("thunderbird_initiation").table({"wood": 3}, {"wood": 3})
    game.roll(3, 3, 4)
    game.craft("thunderbird_initiation", ("wood", 3), ("wood", 3), ("wood", 4))
    game.end_turn()
    game.roll(3, 3, 5)
    game.craft("thunderbird_initiation", ("wood", 3), ("wood", 3), ("wood", 5))
    assert game.crafted_by("thunderbird_initiation") == 1
    assert game.count(0, "smithy", "wood") == 3                  # the victim's dice go to their smithy


@clause("mw.req.unranked")
def test_a_request_counts_as_an_item_but_never_breaks_a_tie():
    game = Req("chimera_sculpture")
    c, s = game.c, game.state
    k = c.craft[game.request]
    assert k.rank == 0 and k.request and all(c.craft[x].rank > 0 for x in s.display + s.waiting)
    game.tucked(0, "lantern").owns(0, "chimera_sculpture")
    game.tucked(1, "horseshoe_nails", "iron_pot")
    # two items each: the highest rank decides, and the request's counts for nothing
    assert s.standings() == [0, 1]             # lantern (3) beats iron pot (2)
    # (each card in one place: the nails move to player 0, the lantern to player 1)
    s.tucked[0] = [game.request, c.craft_index("horseshoe_nails")]
    s.tucked[1] = [c.craft_index("iron_pot"), c.craft_index("lantern")]
    assert s.standings() == [1, 0]             # a request never lifts its owner above a ranked item
    # items to win count it
    s.tucked[0] = [game.request] + [c.craft_index(x) for x in ("lantern", "milking_stool", "oak_chest", "ruby_ring")]
    assert len(s.tucked[0]) == s.items_to_win and game_is_over(s)


# --- special boxes -------------------------------------------------------------------------
@clause("mw.req.boost")
def test_the_boosting_box_is_optional_and_pays_its_die_to_the_holder():
    """The Celestial Dragon's magic box is its boosting box: the card is crafted without a magic
    die at all (Masterworks: "it is not required that you have a magic die to craft this item")."""
    game = Req("celestial_dragon").table({"metal": 2, "gem": 1, "magic": 1})
    game.roll(4, 5, 3, 6)
    crafts = game.crafts("celestial_dragon")
    assert {len(a.dice) for a in crafts} == {3, 4}                # with or without the boosting box
    three = game.craft_action("celestial_dragon", ("metal", 4), ("metal", 5), ("gem", 3))
    assert rules.check(game.state, three) is None
    magic = game.die_type("magic")
    assert not any(game.c.die_type_of[d] == magic for d in three.dice)
    assert game.refused(game.craft_action("celestial_dragon", ("metal", 4), ("metal", 5))).code == "count_boost"
    game.craft("celestial_dragon", ("metal", 4), ("metal", 5), ("gem", 3), ("magic", 6))
    game.end_turn()
    borealis = game.die_type("borealis")
    before = sum(1 for d in game.state.kept[0] if game.c.die_type_of[d] == borealis)
    game.roll_all(1)
    game.end_turn()                                               # cleanup: claimed with the box filled
    after = sum(1 for d in game.state.kept[0] if game.c.die_type_of[d] == borealis)
    assert after == before + 1
    assert game.c.craft[game.request].boost == borealis          # the die is a data field


@clause("mw.req.boost")
def test_no_die_without_the_boosting_box():
    game = Req("celestial_dragon").table({"metal": 2, "gem": 1})
    game.roll(4, 5, 3)
    game.craft("celestial_dragon", ("metal", 4), ("metal", 5), ("gem", 3))
    game.end_turn()
    game.roll_all(1)
    game.end_turn()
    assert game.tucked_ids(0) == ["celestial_dragon"]
    assert not any(game.c.die_type_of[d] == game.die_type("borealis") for d in game.state.kept[0])


@clause("mw.req.locked")
def test_a_locked_box_takes_exactly_its_value():
    game = Req("ancient_inuksuk").table({"metal": 3, "gem": 2})
    game.roll(2, 4, 3, 4, 6)
    refused = game.refused(game.craft_action("ancient_inuksuk", ("metal", 2), ("metal", 4), ("gem", 4)))
    assert refused.code == "locked_box" and "exactly 3" in refused
    crafts = game.crafts("ancient_inuksuk")
    assert crafts
    for a in crafts:
        values = [game.state.values[d] for d in a.dice]
        assert values[:3] == [2, 3, 4]                           # the locks, exact
    game.craft("ancient_inuksuk", ("metal", 2), ("metal", 3), ("gem", 4))
    assert game.crafted_by("ancient_inuksuk") == 0


@clause("mw.req.locked_steal", "mw.house.req_empty_box")
def test_locks_cannot_be_bettered_so_a_steal_beats_the_boosting_box():
    game = Req("ancient_inuksuk").table({"metal": 2, "gem": 1}, {"metal": 2, "gem": 2})
    game.roll(2, 3, 4)
    game.craft("ancient_inuksuk", ("metal", 2), ("metal", 3), ("gem", 4))        # boosting box left empty
    game.end_turn()
    game.roll(2, 3, 4, 5)
    same = game.craft_action("ancient_inuksuk", ("metal", 2), ("metal", 3), ("gem", 4))
    assert game.refused(same).code == "special_not_better"
    crafts = game.crafts("ancient_inuksuk")
    assert crafts and all(len(a.dice) == 4 for a in crafts)                      # only with the gem box
    game.craft("ancient_inuksuk", ("metal", 2), ("metal", 3), ("gem", 4), ("gem", 5))
    assert game.crafted_by("ancient_inuksuk") == 1


@clause("mw.req.locked_steal")
def test_a_filled_boosting_box_must_be_beaten_there():
    game = Req("ancient_inuksuk").table({"metal": 2, "gem": 2}, {"metal": 2, "gem": 2})
    game.roll(2, 3, 4, 4)
    game.craft("ancient_inuksuk", ("metal", 2), ("metal", 3), ("gem", 4), ("gem", 4))
    game.end_turn()
    game.roll(2, 3, 4, 4)
    tie = game.craft_action("ancient_inuksuk", ("metal", 2), ("metal", 3), ("gem", 4), ("gem", 4))
    assert game.refused(tie).code == "special_not_better"
    empty = game.craft_action("ancient_inuksuk", ("metal", 2), ("metal", 3), ("gem", 4))
    assert game.refused(empty).code == "special_floor"               # leaving it empty is worse
    assert not game.crafts("ancient_inuksuk")


@clause("mw.req.hybrid")
def test_a_two_colour_box_takes_either_colour():
    game = Req("thunderbird_initiation").table({"wood": 1, "magic": 1, "metal": 1, "gem": 1})
    game.roll(3, 4, 6, 6)
    assert rules.check(game.state, game.craft_action("thunderbird_initiation", ("wood", 3), ("magic", 4),
                                                     ("gem", 6))).code == "colour"
    assert not game.crafts("thunderbird_initiation")           # metal and gem fill neither colour
    game = Req("thunderbird_initiation").table({"wood": 2, "magic": 1})
    game.roll(3, 4, 3)
    crafts = game.crafts("thunderbird_initiation")
    assert crafts
    game.craft("thunderbird_initiation", ("wood", 3), ("magic", 3), ("wood", 4))
    assert game.crafted_by("thunderbird_initiation") == 0


@clause("mw.req.hybrid_steal")
def test_on_a_two_colour_box_the_rarer_colour_wins_a_steal():
    game = Req("thunderbird_initiation").table({"wood": 3}, {"wood": 3, "magic": 2})
    game.roll(3, 5, 6)
    game.craft("thunderbird_initiation", ("wood", 3), ("wood", 5), ("wood", 6))
    game.end_turn()
    game.roll(3, 1, 1, 3, 4)
    # magic 3 and magic 4 beat wood 5 and wood 6: the rarer colour, whatever the values
    game.craft("thunderbird_initiation", ("wood", 3), ("magic", 3), ("magic", 4))
    assert game.crafted_by("thunderbird_initiation") == 1
    c = game.c
    assert [c.colours[k] for k in c.rarity] == ["metal", "wood", "gem", "magic"]


@clause("mw.req.hybrid_steal")
def test_a_commoner_colour_never_beats_a_rarer_one():
    game = Req("thunderbird_initiation").table({"wood": 1, "magic": 2}, {"wood": 3})
    game.roll(3, 3, 4)
    game.craft("thunderbird_initiation", ("wood", 3), ("magic", 3), ("magic", 4))
    game.end_turn()
    game.roll(4, 6, 6)
    steal = game.craft_action("thunderbird_initiation", ("wood", 4), ("wood", 6), ("wood", 6))
    assert game.refused(steal).code == "special_floor"
    assert not game.crafts("thunderbird_initiation")


@clause("mw.req.chimera")
def test_chimera_sculpture_needs_every_die_different():
    game = Req("chimera_sculpture").table({"wood": 2, "gem": 2})
    game.roll(3, 3, 4, 5)
    refused = game.refused(game.craft_action("chimera_sculpture", ("wood", 3), ("wood", 3), ("gem", 4), ("gem", 5)))
    assert refused.code == "restricted"
    assert not game.crafts("chimera_sculpture")
    game = Req("chimera_sculpture").table({"wood": 2, "gem": 2})
    game.roll(2, 3, 4, 5)
    game.craft("chimera_sculpture", ("wood", 2), ("wood", 3), ("gem", 4), ("gem", 5))
    assert game.crafted_by("chimera_sculpture") == 0


# --- rewards -------------------------------------------------------------------------------
@clause("mw.req.good_fortune", "mw.house.req_reward_from_next_round")
def test_good_fortune_lifts_the_owners_natural_4s():
    game = Req("celestial_dragon").owns(0, "celestial_dragon")
    game.table({"metal": 3}, {"metal": 2})
    game.state.charges[0].append(("flip", 0, 99, -1))
    game.roll(4, 4, 3)
    values = sorted(game.state.values[d] for d in game.state.rolled[0])
    assert values == [3, 5, 5]                                  # each natural 4 is a 5
    game.use("flip", "metal", 3)                                # a die turned to 4 stays a 4
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [4, 5, 5]
    game.end_turn()
    game.roll(4, 4)                                             # not the owner
    assert sorted(game.state.values[d] for d in game.state.rolled[1]) == [4, 4]


@clause("mw.req.good_fortune")
def test_the_log_says_the_roll_as_it_came_and_good_fortune_apart():
    """A review: the owner rolled 4, 4, 5 under a Cemetery on 5 and the log said 'rolled metal 5, metal 5;
    1 cancelled', two rolled 5s surviving a Cemetery on 5. The 4s are said as rolled, the +1 apart."""
    from kingsforge.engine.actions import Roll
    from kingsforge.engine.describe import outcome

    game = Req("celestial_dragon").owns(0, "celestial_dragon")
    game.table({"metal": 3}, {"metal": 2})
    game.cemetery_on_table(5, owner=1)
    before = game.state
    with game.dice(4, 4, 5):
        after = rules.apply(before, Roll())
    assert sorted(after.values[d] for d in after.rolled[0]) == [5, 5]
    said = outcome(before, after, Roll(), ["Ana", "Ben"])
    assert said.startswith("rolled metal 4, metal 4; 1 cancelled") and "Good Fortune turns Ana's 2 rolled 4s" in said
    nxt = rules.apply(after, rules.legal_actions(after)[0])        # the next move says no roll's change
    assert not nxt.roll_changes and "roll_changes" not in after.to_dict()


@clause("mw.req.good_fortune", "mw.deluxe.obey_wand")
def test_good_fortune_is_part_of_the_roll_and_an_obey_wand_reroll_gets_no_plus_one():
    """docs/rulings.md, "Good Fortune and the Obey Wand": the +1 comes with the roll, so the wand's
    owner sees the corrected 5; the die it forces to re-roll is not the initial roll."""
    game = Req("celestial_dragon", modules=(ROW, CRAFT, "deluxe_cards", REQ)).owns(0, "celestial_dragon")
    game.first_player(0)
    game.display("iron_pot", "lantern")
    game.tucked(1, "obey_wand")
    game.supply(0, metal=1).supply(1, metal=1)
    game.kept(0, "aether_ore")
    game.to_craft_phase()
    game.ready_all()
    game.roll(4, 4)
    s = game.state
    assert sorted(s.values[d] for d in s.rolled[0]) == [5, 5]       # both natural 4s lifted
    assert s.pending and s.pending[0].kind == "obey" and s.turn == 1
    ore = game.rolled(0, "aether_ore", 5)
    with game.dice(4):
        game.decide(ore)
    assert game.state.values[ore] == 4                             # a forced re-roll: no +1
    assert game.state.values[game.rolled(0, "metal", 5)] == 5


@clause("mw.req.knightly_gifts")
def test_knightly_gifts_give_metal_wood_gem_magic_over_four_cleanups():
    game = Req("ancient_inuksuk").table({"metal": 2, "gem": 1}, {"metal": 1})
    game.roll(2, 3, 4)
    game.craft("ancient_inuksuk", ("metal", 2), ("metal", 3), ("gem", 4))
    game.end_turn()

    def owned(kind):
        t = game.die_type(kind)
        on_cards = sum(1 for _k, q, dice in game.state.crafted if q == 0 for d in dice if game.c.die_type_of[d] == t)
        return sum(game.count(0, zone, kind) for zone in ("supply", "smithy", "rolled")) + on_cards

    counts = []
    for _ in range(5):
        before = {k: owned(k) for k in ("metal", "wood", "gem", "magic")}
        game.finish_round()
        game.ready_none()
        got = {k: owned(k) - before[k] for k in before}
        counts.append(tuple(k for k, n in got.items() if n))
    # the claiming round's cleanup pays metal, then wood, gem, magic; then nothing
    assert counts == [("metal",), ("wood",), ("gem",), ("magic",), ()]


@clause("mw.req.rolling_thunder", "mw.house.req_thunder_optional")
def test_rolling_thunder_keeps_one_die_and_rerolls_the_rest():
    game = Req("thunderbird_initiation").owns(0, "thunderbird_initiation")
    game.table({"metal": 2, "gem": 1}, {"metal": 2})
    game.roll(1, 2, 6)
    s = game.state
    assert s.pending and s.pending[0].kind == requests.SET_ASIDE and s.turn == 0
    keep = game.rolled(0, "gem", 6)
    assert requests.KEEP_ALL in game.choices() and keep in game.choices()
    with game.dice(5, 4):
        game.decide(keep)
    assert sorted(game.state.values[d] for d in game.state.rolled[0]) == [4, 5, 6]
    assert game.state.values[keep] == 6
    game.end_turn()
    game.roll(2, 2)                     # the other player has no such reward
    assert not game.state.pending
    # the owner may also keep the roll as it is
    game2 = Req("thunderbird_initiation").owns(0, "thunderbird_initiation")
    game2.table({"metal": 2}, {"metal": 1})
    game2.roll(5, 6)
    game2.decide(requests.KEEP_ALL)
    assert sorted(game2.state.values[d] for d in game2.state.rolled[0]) == [5, 6]


@clause("mw.req.one_per_game")
def test_the_jubilee_variant_s_new_deck_keeps_the_request():
    """The variant replaces the base game's craft deck (`replaces: {craft: all}`); the requests
    loaded before it alphabetically were dropped with it, so the set with both offered none."""
    c = load_content(modules=MODS + ("griffins_landing", "jubilee_gather", "jubilee_variant"))
    assert sorted(c.craft[k].id for k in c.requests) == sorted(IDS)
    assert {k.module for k in c.craft if k.rank} == {"jubilee_variant"}
    s = new_game(c, 3, 1)
    assert [d.kind for d in s.pending] == [requests.REQUEST]


@clause("mw.req.survival")
def test_survival_gives_a_die_of_the_type_that_showed_the_highest_value():
    game = Req("chimera_sculpture").table({"wood": 2, "gem": 2})
    game.roll(2, 3, 4, 6)
    game.craft("chimera_sculpture", ("wood", 2), ("wood", 3), ("gem", 4), ("gem", 6))
    game.end_turn()
    gems = sum(game.count(0, zone, "gem") for zone in ("supply", "smithy"))
    game.roll_all(1)
    game.end_turn()
    assert game.tucked_ids(0) == ["chimera_sculpture"]
    # the two gem dice came back from the card, and a free gem joined them
    assert sum(game.count(0, zone, "gem") for zone in ("supply", "smithy")) == gems + 2 + 1


@clause("mw.req.survival", "mw.house.paired_always")
def test_survival_gives_a_grimstone_with_its_card():
    """A Grimstone showed the highest value (a fed Gobblestone): the die comes with a card, drawn
    as the Great Cauldron draws them (two, one kept), never alone on the mini card."""
    game = Req("chimera_sculpture").table({"wood": 1}, {"metal": 1})
    s = game.state
    card = game.request
    grim = game.die_type("grimstone")
    s.beside.remove(card)
    s.tucked[0].append(card)
    s.rewarded.append((0, card, s.round, ((grim,),)))
    requests.request_gains(s)
    from kingsforge.engine import decisions
    decisions.settle(s)
    die = game.dice_of(0, "kept", "grimstone")[0]
    assert s.pending[0].kind == "keep_card" and s.pending[0].extra == die and len(s.pending[0].who) == 2
    game.decide(game.choices()[0])
    assert any(d == die and p == 0 for p, _card, d, _r in game.state.paired)


@clause("mw.house.req_survival_tie")
def test_survival_tie_lets_the_owner_choose():
    game = Req("chimera_sculpture").table({"wood": 1}, {"metal": 1})
    s = game.state
    card = game.request
    wood, gem = game.die_type("wood"), game.die_type("gem")
    s.beside.remove(card)
    s.tucked[0].append(card)
    s.rewarded.append((0, card, s.round, ((wood, gem),)))        # a tie on the highest value
    requests.request_gains(s)
    from kingsforge.engine import decisions
    decisions.settle(s)
    assert s.pending[0].kind == requests.FITTEST and game.choices() == [wood, gem]
    before = game.count(0, "supply", "gem")
    game.decide(gem)
    assert game.count(0, "supply", "gem") == before + 1


@clause("mw.req.survival")
def test_survival_gives_an_exotic_die_its_own_type():
    """A Borealis that copied wood shows the highest value: a Borealis, won to keep (an exotic
    die goes back to the stock once used, but it is not lent: mw.house.fittest_lent left it
    owing nothing)."""
    game = Req("chimera_sculpture")
    game.first_player(0)
    game.display("iron_pot", "lantern")
    game.supply(0, wood=1, gem=2).supply(1, metal=1)
    game.kept(0, "borealis")
    game.to_craft_phase()
    game.ready_all()
    game.roll(2, 3, 4, 5)
    game.decide(game.die_type("wood"))                  # the Borealis copies wood
    borealis = game.dice_of(0, "rolled", "borealis")[0]
    assert game.state.values[borealis] == 5
    game.do(next(a for a in game.crafts("chimera_sculpture") if borealis in a.dice))
    game.end_turn()
    game.roll_all(1)
    game.end_turn()
    assert not game.state.pending
    assert sum(game.count(0, zone, "borealis") for zone in ("supply", "smithy", "kept")) == 1


@clause("mw.house.fittest_lent")
def test_survival_gives_the_colour_a_lent_die_filled():
    """A Farm die (lent for the round, metal or wood) in a wood box shows the highest value: a
    wood die, not a Farm die that would go back to the stock at the next cleanup."""
    game = Req("chimera_sculpture", modules=MODS + ("jubilee_gather",)).table({"wood": 1, "farm": 1, "gem": 2})
    game.roll(2, 5, 3, 4)
    assert game.rolled(0, "farm", 5) is not None
    game.craft("chimera_sculpture", ("wood", 2), ("farm", 5), ("gem", 3), ("gem", 4))
    game.end_turn()
    woods = sum(game.count(0, zone, "wood") for zone in ("supply", "smithy"))
    farm = game.c.die_type_index("farm")
    game.roll_all(1)
    game.end_turn()
    assert not game.state.pending
    assert sum(game.count(0, zone, "wood") for zone in ("supply", "smithy")) == woods + 1 + 1
    assert not any(game.c.die_type_of[d] == farm for zone in (game.state.supply, game.state.smithy)
                   for d in zone[0]), "the Farm die went back to the stock and none was given"


@clause("mw.house.req_decree")
def test_with_the_royal_decree_a_request_cannot_end_the_game():
    game = Req("thunderbird_initiation", modules=(ROW, REQ, CRAFT, DECREE))
    s = game.state
    low = sorted(s.display + s.waiting, key=lambda k: game.c.craft[k].rank)[:4]
    for card in low:
        for zone in (s.display, s.waiting):
            if card in zone:
                zone.remove(card)
        s.tucked[0].append(card)
    while len(s.display) < 3 and s.waiting:
        s.display.append(s.waiting.pop(0))
    game.first_player(0)
    game.supply(0, wood=3).supply(1, metal=1)
    game.to_craft_phase()
    game.ready_none()
    game.roll(3, 3, 4)                                    # two players: 5 items win, player 0 has 4
    refused = game.refused(game.craft_action("thunderbird_initiation", ("wood", 3), ("wood", 3), ("wood", 4)))
    assert refused.code == "ending_item"


@clause("mw.house.req_needs")
def test_requests_have_three_or_four_house_boxes_and_a_reward():
    c = content()
    for k in (c.craft[i] for i in c.requests):
        assert k.source == "house" and 3 <= k.required <= 4 and k.reward and k.rank == 0
    by_id = {c.craft[i].id: c.craft[i] for i in c.requests}
    assert by_id["celestial_dragon"].boost >= 0 and by_id["ancient_inuksuk"].locked
    assert any(colour >= len(c.colours) for colour, _p in by_id["thunderbird_initiation"].slots)
    assert by_id["chimera_sculpture"].restrict == (("all_different", 0),)


@pytest.mark.parametrize("request_id", IDS)
def test_every_request_fill_listed_is_legal_and_only_those(request_id):
    """craft_actions and rules.check agree on every way to fill each request (with a steal)."""
    import random
    rnd = random.Random(request_id)
    for trial in range(12):
        game = Req(request_id).table({"metal": 2, "wood": 2, "gem": 2, "magic": 2},
                                     {"metal": 2, "wood": 2, "gem": 2, "magic": 2})
        game.roll(*[rnd.randint(1, 6) for _ in range(8)])
        listed = set(game.crafts(request_id))
        card = game.request
        dice = game.state.rolled[0]
        from itertools import permutations
        k = game.c.craft[card]
        s = game.state

        def sign(combo):
            return tuple((s.content.die_type_of[d], s.values[d]) for d in combo)

        listed_signs = {sign(a.dice) for a in listed}
        for n in {k.required, len(k.slots)}:
            for combo in permutations(dice, n):
                legal = rules.check(s, Craft(card, combo)) is None
                assert legal == (sign(combo) in listed_signs), (combo, legal)


def test_a_claimed_request_survives_a_save_and_a_clone():
    """state.rewarded (the claimed request, its owed dice) goes through to_dict/from_dict and clone;
    a game without requests writes no such field (its digest is unchanged)."""
    from kingsforge.engine.record import GameRecord
    from kingsforge.engine.state import State

    game = Req("chimera_sculpture").table({"wood": 2, "gem": 2})
    game.roll(2, 3, 4, 6)
    game.craft("chimera_sculpture", ("wood", 2), ("wood", 3), ("gem", 4), ("gem", 6))
    s = game.state
    s.rewarded.append((1, game.request, s.round, ((game.die_type("wood"), game.die_type("gem")),)))
    data = s.to_dict()
    assert data["rewarded"][0][1] == "chimera_sculpture" and data["rewarded"][0][3] == [["wood", "gem"]]
    again = State.from_dict(s.content, data)
    assert again.rewarded == s.rewarded and again.digest() == s.digest()
    copy = s.clone()
    copy.rewarded.append((0, game.request, 1, ()))
    assert len(s.rewarded) == 1                      # the clone's list is its own
    plain = GameRecord(load_content(modules=(ROW,)), 2, 5)
    assert "rewarded" not in plain.state.to_dict()


def test_a_special_cards_fills_are_cached_faithfully():
    """requests.fills keeps its answers as places among the dice the card could use, cached on
    those dice's kinds: it gives exactly the fills enumerated over the whole roll, in order, for
    every request and every roll (and out-crafting hold) of random games."""
    import random

    from kingsforge.engine.craft import rolled_dice
    from kingsforge.engine.sample import random_action
    content = load_content(modules=(ROW, REQ, "griffins_landing"))
    cards = [content.craft[k] for k in range(len(content.craft)) if content.craft[k].special]
    rng, checked = random.Random(3), 0
    for seed in range(6):
        state = new_game(content, 3, 300 + seed)
        while state.phase != "over" and state.round <= 12:
            if state.phase == "craft" and state.rolled[state.turn]:
                dice = rolled_dice(state, state.turn)
                for card in cards:
                    for held in (None, ((content.die_type_of[dice[0][0]], 1),) * len(card.slots)):
                        counts = (card.required, len(card.slots)) if card.boost >= 0 else (len(card.slots),)
                        whole = requests._listed_fills(content, card, dice, state.fits, held, counts)
                        assert requests.fills(content, card, dice, state.fits, held) == whole
                        assert requests.fills(content, card, dice, state.fits, held) == whole
                        checked += bool(whole)
            rules.apply_in_place(state, random_action(state, rng))
    assert checked > 30, checked
