"""Craft ranks follow measured difficulty (kingsforge/difficulty.py, docs/cards.md)."""

import pytest

from kingsforge.content import load_content
from kingsforge.difficulty import colour_costs, difficulty, difficulty_order
from scenario import content

TOLERANCE = 2   # a designer may nudge a card up to two places from the measured order


@pytest.mark.parametrize("modules", [(), ("jubilee_variant",)])
def test_ranks_follow_difficulty(modules):
    c = load_content(modules=modules)
    measured = [card.id for card in difficulty_order(c)]
    by_rank = [card.id for card in sorted(c.craft, key=lambda card: card.rank)]
    far = {card: (by_rank.index(card) + 1, measured.index(card) + 1)
           for card in measured if abs(by_rank.index(card) - measured.index(card)) > TOLERANCE}
    assert not far, f"rank vs measured difficulty position: {far}; run python tools/rank_cards.py"


def test_difficulty_grows_with_pips_and_rare_colours():
    c = content()
    by_id = {card.id: card for card in c.craft}
    assert difficulty(c, by_id["iron_shield"])[0] > difficulty(c, by_id["iron_pot"])[0]      # 5s over 3s
    assert difficulty(c, by_id["sword_of_kings"])[0] == max(difficulty(c, card)[0] for card in c.craft)
    costs = colour_costs(c)
    metal, wood, gem, magic = (c.colours.index(x) for x in ("metal", "wood", "gem", "magic"))
    assert costs[metal] < costs[wood] < costs[gem] < costs[magic]     # from the dock prices in data/


def test_wizards_goblet_keeps_its_published_requirement():
    c = content()
    goblet = next(card for card in c.craft if card.id == "wizards_goblet")
    assert [(c.colours[col], pips) for col, pips in goblet.slots] == [("metal", 3), ("gem", 3), ("gem", 3)]


def test_harder_jubilee_cards_carry_stronger_lasting_bonuses():
    """The Jubilee deck's bonus strength rises with rank: the top third outweighs the bottom third."""
    c = load_content(modules=("jubilee_variant",))
    worth = {"metal": 1.0, "wood": 1.3, "gem": 2.0, "magic": 2.4}

    def strength(card):
        bonus = card.permanent
        if bonus.die >= 0:
            return worth.get(c.die_types[bonus.die].id, 1.0)
        return bonus.plus * (1.5 if len(bonus.colours) == len(c.colours) else 1.0)

    ranked = sorted(c.craft, key=lambda card: card.rank)
    third = len(ranked) // 3
    low = sum(strength(card) for card in ranked[:third]) / third
    high = sum(strength(card) for card in ranked[-third:]) / third
    assert all(card.permanent is not None for card in ranked)
    assert high > low * 1.2, (low, high)
