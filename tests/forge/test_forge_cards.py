"""Forge's house-designed card data keeps the shape the research notes ask for (deck sizes,
guild icons, skill spreads, cost and reward ranges, requirements, helpers)."""

from collections import Counter

from forge_scenario import content

RANGES = {   # deck: (wood, metal, gems, cubes, gold, vp)
    0: ((2, 5), (0, 2), (0, 1), (2, 6), (4, 9), (1, 4)),
    1: ((0, 2), (2, 5), (0, 1), (2, 7), (6, 12), (2, 6)),
    2: ((0, 2), (0, 3), (1, 3), (2, 7), (8, 15), (3, 8)),
}
SKILLS = {0: {1: 8, 2: 8, 3: 6, 4: 2}, 1: {1: 5, 2: 6, 3: 6, 4: 5, 5: 2}, 2: {2: 4, 3: 7, 4: 7, 5: 6}}
GUILDS = {"bladesmith": (2, 5, 1), "brownsmith": (4, 2, 2), "coppersmith": (4, 1, 3), "goldsmith": (0, 1, 7),
          "locksmith": (3, 3, 2), "silversmith": (1, 2, 5), "whitesmith": (4, 4, 0), "": (6, 6, 4)}


def within(value, bounds):
    return bounds[0] <= value <= bounds[1]


def test_contract_decks_keep_their_shape():
    c = content()
    for deck in range(3):
        cards = [k for k in c.contracts if k.deck == deck]
        assert len(cards) == 24
        assert Counter(k.skill for k in cards) == SKILLS[deck]
        wood, metal, gems, cubes, gold, vp = RANGES[deck]
        for k in cards:
            assert within(k.wood, wood) and within(k.metal, metal) and within(k.gems, gems), k.id
            assert within(k.wood + k.metal + k.gems, cubes) and within(k.gold, gold) and within(k.vp, vp), k.id
            assert k.assistants < 2 or k.skill >= 4, k.id
            assert k.source == "house"
        easy = [k for k in cards if k.skill == (2 if deck == 2 else 1) and not k.requires]
        assert len(easy) >= 4
    for guild, per_deck in GUILDS.items():
        assert tuple(sum(1 for k in c.contracts if k.guild == guild and k.deck == d) for d in range(3)) == per_deck
    needs = Counter(r for k in c.contracts for r in k.requires)
    assert needs == {"chisels": 20, "tongs": 15, "grindstone": 18}
    assert sum(1 for k in c.contracts if k.requires) == 48
    products = Counter(k.product for k in c.contracts)
    assert products["furniture"] == 10 and products["weapon"] == 18 and products["armor"] == 12
    assert len({k.name for k in c.contracts}) == 72


def test_development_training_and_guild_cards():
    c = content()
    names = Counter((d.deck, d.name) for d in c.development)
    assert len(names) == 12 and set(names.values()) == {2}
    assert sum(1 for d in c.development if d.effect == "skill" and d.deck == 1) == 4
    assert sum(1 for d in c.development if d.effect == "skill" and d.deck == 0) == 2
    assert sum(1 for d in c.development if d.guild) == 8
    assert Counter(t.effect for t in c.training) == {t.effect: 3 for t in c.training}
    assert len(c.training) == 36 and len({t.effect for t in c.training}) == 12
    assert Counter(g.guild for g in c.guilds) == {name: 3 for name in c.guild_names}
    assert sum(1 for g in c.guilds if g.skill) == 3
    assert all(g.art and g.source == "house" for g in c.guilds)
    assert all(k.art for k in c.contracts) and all(t.art for t in c.tokens)


def test_board_balance_numbers():
    """The numbers the balance runs settled (docs/cards.md, Forge section; rulings F-G19, F-G37)."""
    c = content()
    assert [t.vp for t in c.tokens] == [1, 1, 2, 2, 3, 4, 4, 4]
    assert c.build_spots == {"architecture": (1, 2, 2), "engineering": (1, 1, 1)}
