"""The table's geometry for one state: which card is where, every drop box, dice spots.

Rebuilt whenever the match changes (cheap: a few hundred rects). The table scene
hit-tests against it and the renderer draws from it, so what is drawn is exactly
what can be clicked.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from kingsforge.ui.table import cards, layout
from kingsforge.ui.table.placement import CLAIM, CRAFT, DOCK, VISIT


@dataclass
class Target:
    """One drop box: key = (kind, target, option, box)."""
    kind: str
    target: int
    option: int
    box: int
    rect: pygame.Rect

    @property
    def key(self):
        return (self.kind, self.target, self.option, self.box)


@dataclass
class TableView:
    gather_rects: dict[int, pygame.Rect] = field(default_factory=dict)      # card -> rect
    option_areas: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    pills: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)  # free / pay-all options
    dock_tiles: list[pygame.Rect] = field(default_factory=list)
    dock_areas: dict[int, pygame.Rect] = field(default_factory=dict)        # dock action -> rect
    craft_rects: dict[int, pygame.Rect] = field(default_factory=dict)       # display + crafted cards
    waiting_rects: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    targets: list[Target] = field(default_factory=list)
    box_rects: dict[tuple, pygame.Rect] = field(default_factory=dict)
    panels: list[pygame.Rect] = field(default_factory=list)
    log: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    craft_row: layout.CraftRow | None = None
    beside_rects: list[tuple[int, pygame.Rect]] = field(default_factory=list)   # Royal Decree, top first
    tile_rects: dict[int, pygame.Rect] = field(default_factory=dict)        # Ambassador's Row
    # Griffin's Landing (gather phase): each pile's place, and the visitor shown there (hosted ones too)
    landing_slots: list[pygame.Rect] = field(default_factory=list)
    visitor_rects: dict[int, pygame.Rect] = field(default_factory=dict)     # visitor -> rect
    visitor_pills: dict[int, pygame.Rect] = field(default_factory=dict)     # visitor -> its gift's pill

    def target_at(self, pos) -> Target | None:
        for t in self.targets:
            if t.rect.inflate(8, 8).collidepoint(pos):
                return t
        return None

    def card_at(self, pos):
        """('gather'|'craft'|'dock'|'visitor', index) under the pointer, for zoom and clicks."""
        for card, rect in self.visitor_rects.items():      # drawn over the end of the waiting line
            if rect.collidepoint(pos):
                return ("visitor", card)
        for card, rect in self.gather_rects.items():
            if rect.collidepoint(pos):
                return ("gather", card)
        for card, rect in self.craft_rects.items():
            if rect.collidepoint(pos):
                return ("craft", card)
        for card, rect in self.tile_rects.items():
            if rect.collidepoint(pos):
                return ("craft", card)
        # waiting and beside cards overlap: the one drawn on top is the earliest in the list
        for card, rect in self.beside_rects + self.waiting_rects:
            if rect.collidepoint(pos):
                return ("craft", card)
        for i, rect in enumerate(self.dock_tiles):
            if rect.collidepoint(pos):
                return ("dock", i)
        return None


def crafted_cards(state) -> list:
    """The cards crafted this round that lie in the craft row (bid tiles stay in their row)."""
    tiles = state.content.tiles
    return [entry for entry in state.crafted if entry[0] not in tiles] if tiles else list(state.crafted)


def roomy(row: layout.CraftRow, beside: int, right: int) -> bool:
    """The craft row ends before `right` with its cards at full size and splayed as usual."""
    rects = row.display + row.beside + row.crafted + row.waiting
    end = max((r.right for r in rects), default=layout.MAIN_X)
    return (end <= right + 8 and row.offset >= 34 and all(r.w >= layout.CRAFT_W - 30 for r in row.crafted)
            and not beside)


def build_view(state) -> TableView:
    c = state.content
    v = TableView()
    for i, card in enumerate(state.gather_row):
        if card < 0:
            continue
        rect = layout.gather_slot(i)
        v.gather_rects[card] = rect
        for o, (area, boxes, pill) in enumerate(cards.gather_option_geometry(c, card, rect)):
            v.option_areas[(card, o)] = area
            if pill is not None:
                v.pills[(card, o)] = pill
            for b, r in enumerate(boxes):
                v.targets.append(Target(CLAIM, card, o, b, r))
    for d in range(len(c.docks)):
        tile, actions = cards.dock_geometry(c, d)
        v.dock_tiles.append(tile)
        for action, area, boxes in actions:
            v.dock_areas[action] = area
            for b, r in enumerate(boxes):
                v.targets.append(Target(DOCK, action, 0, b, r))
    tiles = set(c.tiles)
    side = [card for card in getattr(state, "beside", ()) if card not in tiles]
    crafted = crafted_cards(state)
    piles = bool(getattr(state, "piles", None))
    landing = piles and state.phase == "gather"
    right = layout.LANDING.x - 12 if landing else layout.MAIN_R
    row = layout.CraftRow(len(state.display), len(crafted), len(state.waiting), len(side), right=right)
    if piles and not landing:
        # the craft phase shows the visitors too where the row has room for them without squeezing
        beside_them = layout.CraftRow(len(state.display), len(crafted), len(state.waiting), len(side),
                                      right=layout.LANDING.x - 12)
        if roomy(beside_them, len(side), layout.LANDING.x - 12):
            row, landing = beside_them, True
    v.craft_row = row
    for card, rect in zip(state.display, row.display):
        v.craft_rects[card] = rect
    for (card, _owner, _dice), rect in zip(crafted, row.crafted):
        v.craft_rects[card] = rect
    v.waiting_rects = list(zip(state.waiting, row.waiting))
    v.beside_rects = list(zip(side, row.beside))
    for card, rect in list(v.craft_rects.items()) + v.beside_rects:
        for s, r in enumerate(layout.craft_slot_rects(rect, len(c.craft[card].slots))):
            v.targets.append(Target(CRAFT, card, 0, s, r))
    for i, card in enumerate(c.tiles):        # Ambassador's Row: bid on like a craft card
        rect = layout.ambassador_tile(i, len(c.tiles))
        v.tile_rects[card] = rect
        for s, r in enumerate(layout.tile_slot_rects(rect, len(c.craft[card].slots))):
            v.targets.append(Target(CRAFT, card, 0, s, r))
    if landing:
        hosted = {visitor for _p, visitor, _o, _d in state.visits}
        for r, pile in enumerate(state.piles):
            rect = layout.visitor_slot(r, len(state.piles))
            v.landing_slots.append(rect)
            if not pile:
                continue
            visitor = pile[0]
            v.visitor_rects[visitor] = rect
            if visitor in hosted or state.phase != "gather":
                continue
            _banner, gift, strip = layout.visitor_parts(rect)
            v.visitor_pills[visitor] = layout.visitor_gift_pill(gift)
            boxes = c.visitors[visitor].options[1].boxes
            for b, r_box in enumerate(layout.visitor_box_rects(strip, len(boxes))):
                v.targets.append(Target(VISIT, visitor, 1, b, r_box))
    v.box_rects = {t.key: t.rect for t in v.targets}
    v.panels = layout.panel_rects(state.n)
    v.log = layout.log_rect(state.n)
    return v
