"""Where every die lies on the table for a given state: the forge tray, the smithy, the
panels, the docks and the wares crafted this round, and the Cemetery die by the stock.

The table (which adds the dice in hand) and the replay (which shows states as they were)
both lay dice out with it."""

from __future__ import annotations

from kingsforge.ui.table import layout, panels
from kingsforge.ui.table.placement import CRAFT, DOCK


def dice_spots(s, view, forge_player: int, tray: list) -> dict:
    """die -> (x, y, size) for the state `s` laid out by `view`; `tray` is the forge tray's dice."""
    targets = {}
    spots, size = layout.tray_positions(len(tray), keep_free=panels.supply_label_rect())
    for die, (x, y) in zip(tray, spots):
        targets[die] = (x, y, size)
    targets.update(panels.smithy_spots(s.smithy[forge_player]))
    for p in range(s.n):
        spots_p, _chips = panels.panel_layout(s, p, view.panels[p], p == forge_player)
        for die, spot in spots_p.items():
            targets.setdefault(die, spot)
    boxed = [((DOCK, a, 0, b), die) for a, used in enumerate(s.dock_used) if used is not None
             for b, die in enumerate(used[1])]
    boxed += [((CRAFT, card, 0, b), die) for card, _owner, dice in s.crafted for b, die in enumerate(dice)]
    for key, die in boxed:
        r = view.box_rects.get(key)
        if r is not None:
            targets[die] = (r.centerx, r.centery, r.w)
    return targets


def cemetery_spot(s, targets: dict) -> None:
    """The Cemetery die, while it sits on its card, is shown by the stock."""
    if s.cemetery is not None and s.cemetery[1] not in targets:
        x, y = layout.stock_icon(5, len(s.content.die_types))
        targets[s.cemetery[1]] = (x - 40, y, 30)
