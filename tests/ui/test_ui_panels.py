"""Player panels: every chip and the bonuses line keep to their own room, whatever a player holds."""

import pygame
import pytest

from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.staging import staged_match
from kingsforge.ui.table import layout, panels


def _crowded(players: int):
    """A gather turn where the second player holds many claims and crafted wares, and a bonus."""
    match = staged_match("table-gather", demo_config(players, 4))
    s = match.state
    p = (match.current + 1) % players
    c = s.content
    s.claims = [(p, card, 0, ()) for card in range(min(9, len(c.gather)))]
    s.crafted = [(card, p, ()) for card in range(3)]
    s.charges[p] = [("reroll", 1, 0, -1), ("plus", 1, 1, -1)]
    return match, s, p


@pytest.mark.parametrize("players", [2, 3, 4])
def test_chips_stay_clear_of_the_bonuses_line(players):
    match, s, p = _crowded(players)
    rect = layout.panel_rects(players)[p]
    _spots, chips = panels.panel_layout(s, p, rect, at_forge=False)
    assert chips
    bonus_top = rect.bottom - 4 - panels.BONUS_LINE_H
    for chip, label, _dice, _kind in chips:
        assert chip.bottom <= bonus_top, f"{label} overlaps the bonuses line"
        assert chip.right <= rect.right - 8
    # what does not fit is counted, not dropped silently
    assert chips[-1][3] == "more"


def test_a_panel_with_room_shows_every_chip():
    match = staged_match("table-gather", demo_config(2, 4))
    s = match.state
    p = (match.current + 1) % 2
    s.claims = [(p, 0, 0, ())]
    s.charges[p] = []
    _spots, chips = panels.panel_layout(s, p, layout.panel_rects(2)[p], at_forge=False)
    assert [kind for _c, _l, _d, kind in chips] == ["claim"]


def test_crowded_panel_draws(app):
    match, s, p = _crowded(4)
    surface = pygame.Surface((1920, 1080))
    for q in range(4):
        panels.draw_panel(surface, s, match, q, layout.panel_rects(4)[q], q == match.current, q == match.current)


def test_a_dock_chip_names_the_dock_and_leaves_its_dice_on_the_dock():
    """The dice paid at a dock lie on the dock's boxes, so the player's chip for that visit is
    just the dock's name: no room kept for dice drawn elsewhere (it read as an empty chip)."""
    from kingsforge.ui.table import cards
    from kingsforge.ui.table.dicespots import dice_spots
    from kingsforge.ui.table.view import build_view

    match = staged_match("table-gather", demo_config(2, 4))
    s = match.state
    p = (match.current + 1) % 2
    s.claims, s.charges[p] = [], []
    a = 3                                       # the second action of a dock: its boxes drawn too
    paid = tuple(s.supply[p][:len(s.content.dock_actions[a].option.boxes)])
    s.supply[p] = [d for d in s.supply[p] if d not in paid]
    s.dock_used[a] = (p, paid)
    assert cards.dock_boxes_drawn(s.content, a) == len(paid)
    rect = layout.panel_rects(2)[p]
    _spots, chips = panels.panel_layout(s, p, rect, at_forge=False)
    (chip, label, dice, kind), = [c for c in chips if c[3] == "dock"]
    assert dice == [] and chip.w == panels.chip_label(label).get_width() + 16
    view = build_view(s)
    spots = dice_spots(s, view, match.current, [])
    boxes = [view.box_rects[("dock", a, 0, b)] for b in range(len(paid))]
    assert [(spots[d][0], spots[d][1]) for d in paid] == [r.center for r in boxes]
