"""Craft ranks follow measured difficulty (kingsforge/balance.py, docs/cards.md)."""

from kingsforge.balance import colour_costs, difficulty, difficulty_order
from scenario import content

TOLERANCE = 2   # a designer may nudge a card up to two places from the measured order


def test_ranks_follow_difficulty():
    c = content()
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
