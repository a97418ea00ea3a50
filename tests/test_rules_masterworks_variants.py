"""Masterworks' bonus Variant Monuments (module variant_monuments) and the Narwhal.

Each realm's monument is replaced by a variant whose dice must keep a rule; the rule is a
named primitive (engine/restrictions.py) the card names in its YAML, enforced by the craft
check, on out-crafts too. The Narwhal is the first-player marker with Masterworks modules.
"""

import math
import random

from kingsforge.content import load_content
from kingsforge.difficulty import difficulty
from kingsforge.engine import rules
from kingsforge.engine.actions import Craft
from kingsforge.engine.restrictions import broken
from masterworks_scenario import CRAFT, DECREE, MW, ROW
from scenario import clause

VARIANT = "variant_monuments"
MODS = (CRAFT, VARIANT)
PLAIN = {"thunderbird_lodge": "thunderbird_ceremony", "radiant_inuksuk": "radiant_inuksuk_variant",
         "chimera_statue": "chimera_statue_variant", "jade_dragon": "imperial_dragon"}


def craft_table(card_id, **supply):
    """Player 0 to move in the craft phase, with `card_id` on display and these dice to roll."""
    game = MW(modules=MODS).first_player(0)
    game.display(card_id, "iron_pot")
    game.supply(0, **supply).supply(1, metal=1)
    game.to_craft_phase()
    return game


def crafts_of(game, card_id):
    card = game.c.craft_index(card_id)
    return [a for a in rules.legal_actions(game.state) if isinstance(a, Craft) and a.card == card]


def values_of(game, action):
    return [game.state.values[d] for d in action.dice]


@clause("mw.variant.replaces", "mw.house.variant_needs")
def test_each_monument_gives_way_to_its_variant_at_the_same_rank():
    plain = load_content(modules=(CRAFT,))
    variant = load_content(modules=MODS)
    ids = {k.id for k in variant.craft}
    for old, new in PLAIN.items():
        assert old not in ids and new in ids
        before, after = plain.craft[plain.craft_index(old)], variant.craft[variant.craft_index(new)]
        assert after.rank == before.rank >= 100 and after.restrict and after.module == VARIANT
        # eased needs: with its rule the variant is within one bit of the plain monument's chance
        # to be rolled (difficulty.py: one spare die per colour)
        bits = [-math.log2(difficulty(c, k)[2]) for c, k in ((plain, before), (variant, after))]
        assert abs(bits[0] - bits[1]) < 1.0, (new, bits)
    assert len(variant.craft) == len(plain.craft)
    rules_of = {k.id: k.restrict for k in variant.craft if k.restrict}
    assert rules_of == {"chimera_statue_variant": (("all_different", 0),), "thunderbird_ceremony": (("all_odd", 0),),
                        "imperial_dragon": (("not_value", 4),), "radiant_inuksuk_variant": (("max_value", 4),)}


@clause("mw.house.variant_names")
def test_a_variant_keeps_the_name_of_the_monument_it_replaces():
    variant = load_content(modules=MODS)
    names = [k.name for k in variant.craft]
    assert len(names) == len(set(names))                 # unique among the cards in play together
    assert variant.craft[variant.craft_index("chimera_statue_variant")].name == "Chimera Statue"
    assert variant.craft[variant.craft_index("radiant_inuksuk_variant")].name == "Radiant Inuksuk"


@clause("mw.variant.chimera")
def test_chimera_statue_needs_every_die_different():
    game = craft_table("chimera_statue_variant", wood=2, gem=3)
    game.roll(2, 4, 4, 4, 5)
    refused = game.refused(game.craft_action("chimera_statue_variant", ("wood", 2), ("wood", 4), ("gem", 4), ("gem", 5)))
    assert refused.code == "restricted" and "Chimera Statue" in refused and "different value" in refused
    crafts = crafts_of(game, "chimera_statue_variant")
    assert crafts == []                                  # the gem 4s and the wood 4 clash however they go
    game2 = craft_table("chimera_statue_variant", wood=2, gem=3)
    game2.roll(2, 6, 3, 3, 5)
    crafts = crafts_of(game2, "chimera_statue_variant")
    assert crafts and all(len(set(values_of(game2, a))) == 4 for a in crafts)
    game2.craft("chimera_statue_variant", ("wood", 2), ("wood", 6), ("gem", 3), ("gem", 5))
    assert game2.crafted_by("chimera_statue_variant") == 0


@clause("mw.variant.thunderbird")
def test_thunderbird_ceremony_needs_every_die_odd():
    game = craft_table("thunderbird_ceremony", wood=3, magic=2)
    game.roll(1, 4, 6, 3, 5)
    refused = game.refused(game.craft_action("thunderbird_ceremony", ("wood", 1), ("wood", 4), ("magic", 3),
                                             ("magic", 5)))
    assert refused.code == "restricted" and "odd" in refused
    assert not crafts_of(game, "thunderbird_ceremony")   # only one odd wood die of 3 or more
    game = craft_table("thunderbird_ceremony", wood=3, magic=2)
    game.roll(1, 3, 6, 3, 1)
    game.craft("thunderbird_ceremony", ("wood", 1), ("wood", 3), ("magic", 1), ("magic", 3))
    assert game.crafted_by("thunderbird_ceremony") == 0


@clause("mw.variant.imperial")
def test_imperial_dragon_takes_no_die_showing_4():
    game = craft_table("imperial_dragon", metal=3, magic=3)
    game.roll(5, 5, 6, 4, 4, 3)
    refused = game.refused(game.craft_action("imperial_dragon", ("metal", 5), ("metal", 5), ("magic", 4),
                                             ("magic", 3)))
    assert refused.code == "restricted" and "no die showing 4" in refused
    assert not crafts_of(game, "imperial_dragon")
    game = craft_table("imperial_dragon", metal=3, magic=3)
    game.roll(5, 5, 4, 4, 3, 6)
    crafts = crafts_of(game, "imperial_dragon")
    assert crafts and all(4 not in values_of(game, a) for a in crafts)


@clause("mw.variant.inuksuk")
def test_radiant_inuksuk_takes_no_die_above_4():
    game = craft_table("radiant_inuksuk_variant", metal=2, gem=3)
    game.roll(2, 5, 3, 4, 6)
    refused = game.refused(game.craft_action("radiant_inuksuk_variant", ("metal", 2), ("metal", 5), ("gem", 3),
                                             ("gem", 4)))
    assert refused.code == "restricted" and "no die above 4" in refused
    assert not crafts_of(game, "radiant_inuksuk_variant")
    game = craft_table("radiant_inuksuk_variant", metal=3, gem=3)
    game.roll(2, 6, 3, 3, 4, 6)
    crafts = crafts_of(game, "radiant_inuksuk_variant")
    assert crafts and all(max(values_of(game, a)) <= 4 for a in crafts)


@clause("mw.variant.steal")
def test_the_rule_holds_when_out_crafting():
    game = MW(modules=MODS).first_player(0)
    game.display("imperial_dragon", "iron_pot")
    game.supply(0, metal=2, magic=2).supply(1, metal=2, magic=2)
    game.to_craft_phase()
    game.roll(5, 5, 3, 3)
    game.craft("imperial_dragon", ("metal", 5), ("metal", 5), ("magic", 3), ("magic", 3))
    game.end_turn()
    game.roll(6, 5, 4, 3)                                  # a 4 would beat the 3, but the dragon takes no 4
    steal = game.craft_action("imperial_dragon", ("metal", 6), ("metal", 5), ("magic", 4), ("magic", 3))
    assert game.refused(steal).code == "restricted"
    assert not crafts_of(game, "imperial_dragon")
    game = MW(modules=MODS).first_player(0)
    game.display("imperial_dragon", "iron_pot")
    game.supply(0, metal=2, magic=2).supply(1, metal=2, magic=2)
    game.to_craft_phase()
    game.roll(5, 5, 3, 3)
    game.craft("imperial_dragon", ("metal", 5), ("metal", 5), ("magic", 3), ("magic", 3))
    game.end_turn()
    game.roll(6, 5, 5, 3)                                  # beaten with a 6 and a 5: the rule kept
    assert crafts_of(game, "imperial_dragon")
    game.craft("imperial_dragon", ("metal", 6), ("metal", 5), ("magic", 5), ("magic", 3))
    assert game.crafted_by("imperial_dragon") == 1


@clause("mw.variant.steal")
def test_out_crafting_the_chimera_statue_keeps_every_value_different():
    game = MW(modules=MODS).first_player(0)
    game.display("chimera_statue_variant", "iron_pot")
    game.supply(0, wood=2, gem=2).supply(1, wood=2, gem=2)
    game.to_craft_phase()
    game.roll(2, 4, 3, 5)
    game.craft("chimera_statue_variant", ("wood", 2), ("wood", 4), ("gem", 3), ("gem", 5))
    game.end_turn()
    game.roll(3, 4, 3, 5)       # every box at least equal, one higher -- but two 3s
    assert game.refused(game.craft_action("chimera_statue_variant", ("wood", 3), ("wood", 4), ("gem", 3),
                                          ("gem", 5))).code == "restricted"
    assert not crafts_of(game, "chimera_statue_variant")


def give_charge(game, kind, amount=0, group=90):
    game.state.charges[game.state.turn].append((kind, amount, group, -1))
    return len(game.state.charges[game.state.turn]) - 1


@clause("mw.house.variant_final_value")
def test_the_rule_reads_the_values_on_the_card_after_bonuses_and_flips():
    game = craft_table("imperial_dragon", metal=2, magic=2)
    game.roll(5, 5, 3, 3)
    bonus = give_charge(game, "bonus", 1)
    assert crafts_of(game, "imperial_dragon")
    from kingsforge.engine.actions import UseCharge
    game.do(UseCharge(bonus, game.rolled(0, "magic", 3)))          # the 3 becomes a 4
    assert game.refused(game.craft_action("imperial_dragon", ("metal", 5), ("metal", 5), ("magic", 4),
                                          ("magic", 3))).code == "restricted"
    assert not crafts_of(game, "imperial_dragon")
    # a flip turns a 4 (even) into a 3 (odd): then it suits the Thunderbird Ceremony
    game = craft_table("thunderbird_ceremony", wood=2, magic=2)
    game.roll(1, 4, 1, 3)
    assert not crafts_of(game, "thunderbird_ceremony")
    flip = give_charge(game, "flip")
    game.do(UseCharge(flip, game.rolled(0, "wood", 4)))
    game.craft("thunderbird_ceremony", ("wood", 1), ("wood", 3), ("magic", 1), ("magic", 3))
    assert game.crafted_by("thunderbird_ceremony") == 0


@clause("mw.variant.replaces")
def test_with_the_royal_decree_the_variants_wait_beside_the_display():
    c = load_content(modules=(ROW, CRAFT, DECREE, VARIANT))
    from kingsforge.engine.setup import new_game
    seen = set()
    for seed in range(12):
        s = new_game(c, 2, seed)
        seen |= {c.craft[k].id for k in s.beside if c.craft[k].restrict}
    assert seen == set(PLAIN.values())


def test_listed_crafts_never_break_a_rule_and_every_fill_that_keeps_it_is_listed():
    """On random rolls of 4-7 dice: the legal crafts of each variant are exactly the fills (up to
    identical dice) whose values keep its rule."""
    from itertools import permutations
    rng = random.Random(5)
    for card_id in PLAIN.values():
        for _ in range(30):
            game = MW(modules=MODS).first_player(0)
            k = game.c.craft[game.c.craft_index(card_id)]
            colours = sorted({game.c.colours[c] for c, _p in k.slots})
            counts = {colour: rng.randint(2, 3) for colour in colours}
            game.display(card_id, "iron_pot").supply(0, **counts).supply(1, metal=1)
            game.to_craft_phase()
            game.roll(*[rng.randint(1, 6) for _ in range(sum(counts.values()))])
            s = game.state
            listed = {tuple(sorted((s.values[d], game.c.die_type_of[d]) for d in a.dice))
                      for a in crafts_of(game, card_id)}
            for a in crafts_of(game, card_id):
                assert broken(k.restrict, values_of(game, a)) is None
            wanted = set()
            for dice in permutations(s.rolled[0], len(k.slots)):
                vals = [s.values[d] for d in dice]
                if all(c in s.fits[game.c.die_type_of[d]] and v >= p for (c, p), d, v in zip(k.slots, dice, vals)) \
                        and broken(k.restrict, vals) is None:
                    wanted.add(tuple(sorted((s.values[d], game.c.die_type_of[d]) for d in dice)))
            assert listed == wanted, (card_id, [s.values[d] for d in s.rolled[0]])


@clause("mw.narwhal")
def test_the_narwhal_is_the_first_player_marker_with_masterworks():
    assert load_content().first_player_marker == "anvil"
    assert load_content(modules=("jubilee_gather", "jubilee_variant")).first_player_marker == "anvil"
    for modules in ((ROW,), (CRAFT,), (CRAFT, DECREE), MODS, (ROW, CRAFT, DECREE, VARIANT)):
        assert load_content(modules=modules).first_player_marker == "narwhal", modules
    # the move log's round line names it, in English and Spanish
    from kingsforge import i18n
    from kingsforge.engine.setup import new_game
    from kingsforge.ui import logevents
    s = new_game(load_content(modules=MODS), 2, 1)
    (key, params), = logevents.start_lines(s, ["Ana", "Ben"])
    try:
        i18n.set_language("en")           # whatever language an earlier test left behind
        assert i18n.t(key, **params).endswith("has the Narwhal.")
        i18n.set_language("es")
        assert i18n.t(key, **params).endswith("tiene el narval.")
    finally:
        i18n.set_language("en")
    s = new_game(load_content(), 2, 1)
    (key, params), = logevents.start_lines(s, ["Ana", "Ben"])
    assert i18n.t(key, **params).endswith("has the anvil.")
