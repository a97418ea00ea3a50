"""Zoom on hover: in a small window a card pointed at for a moment is shown large beside it.

At 1280x720 the 1920x1080 canvas is shown at 2/3, so a ware's title and its requirement pips
are small. Pointing at a card (gather card, ware, dock tile) for ZOOM_DELAY seconds shows a
copy of it enlarged by 1/scale (capped at MAX_FACTOR): the card's canvas pixels one to one on
the screen, exactly as a 1920x1080 window shows it, with the dice that sit on it. The copy is
placed beside the card, never over it, nor over the card a die is being dropped onto, nor
over a glowing drop target; it stays during a drag (that is when the card's boxes matter).

A window that shows the canvas at 0.8 or more (1920x1080: 1.0) has no hover zoom: there the
copy would be the card's own size (nothing gained, only hidden table); the explanation tip
and the right-click zoom are there at every size.

Redraws: the table asks for frames only while the delay runs (`waiting()`); once the copy
is shown, nothing changes until the pointer moves, so the main loop sleeps again.
"""

from __future__ import annotations

import pygame

from kingsforge.ui import gfx, theme

ZOOM_DELAY = 0.4      # seconds a card is pointed at before its enlarged copy shows
MAX_FACTOR = 2.0      # a very small window still leaves room beside the copy
GAP = 14              # between the card and its copy
MARGIN = 8            # from the canvas's edge
GRID = 24             # step of the search for a free place when no side of the card is free


def enabled() -> bool:
    """The hover zoom is for small windows only (gfx.compact(): 1280x720 and below)."""
    return gfx.compact()


def factor() -> float:
    """The copy's size over the card's: the canvas's pixels one to one in the window."""
    return min(MAX_FACTOR, 1.0 / max(gfx.view_scale, 0.05))


def card_rect(view, hit) -> pygame.Rect | None:
    """The canvas rect of ('gather'|'craft'|'dock'|'visitor', index) in `view`."""
    if hit is None or view is None:
        return None
    kind, index = hit
    if kind == "gather":
        return view.gather_rects.get(index)
    if kind == "craft":        # a ware on display or crafted, a row tile, a ware beside or waiting
        rect = view.craft_rects.get(index) or getattr(view, "tile_rects", {}).get(index)
        if rect is None:
            rows = list(getattr(view, "beside_rects", [])) + list(view.waiting_rects)
            rect = next((r for c, r in rows if c == index), None)
        return rect
    if kind == "dock" and 0 <= index < len(view.dock_tiles):
        return view.dock_tiles[index]
    if kind == "visitor":
        return getattr(view, "visitor_rects", {}).get(index)
    return None


def place(card: pygame.Rect, size, screen: pygame.Rect, avoid=(), prefer_free=()) -> pygame.Rect | None:
    """Where the copy goes: beside `card` on its roomier side (the side away from the card's
    part of the table), clear of `card` and of every rect in `avoid`; a place clear of the
    rects in `prefer_free` (buttons) is preferred. None when no place is clear."""
    w, h = size
    screen = screen.inflate(-2 * MARGIN, -2 * MARGIN)
    if w > screen.w or h > screen.h:
        return None
    blocked = [pygame.Rect(card).inflate(2 * GAP - 2, 2 * GAP - 2)] + [pygame.Rect(r) for r in avoid]
    soft = [pygame.Rect(r) for r in prefer_free]

    def clamp(x, y):
        return pygame.Rect(x, y, w, h).clamp(screen)

    sides = {
        "right": clamp(card.right + GAP, card.centery - h // 2),
        "left": clamp(card.x - GAP - w, card.centery - h // 2),
        "below": clamp(card.centerx - w // 2, card.bottom + GAP),
        "above": clamp(card.centerx - w // 2, card.y - GAP - h),
    }
    room = {"right": screen.right - card.right, "left": card.x - screen.x,
            "below": screen.bottom - card.bottom, "above": card.y - screen.y}
    ordered = [sides[k] for k in sorted(sides, key=lambda k: -room[k])]
    # then any free place on the canvas, the nearest to the card first
    grid = [pygame.Rect(x, y, w, h) for y in range(screen.y, screen.bottom - h + 1, GRID)
            for x in range(screen.x, screen.right - w + 1, GRID)]
    grid.sort(key=lambda r: (r.centerx - card.centerx) ** 2 + (r.centery - card.centery) ** 2)
    fallback = None
    for rect in ordered + grid:
        if rect.collidelist(blocked) >= 0:
            continue
        if rect.collidelist(soft) < 0:
            return rect
        if fallback is None:
            fallback = rect
    return fallback


class HoverZoom:
    """The hovered card, how long it has been pointed at, and where its copy was last drawn."""

    def __init__(self):
        self.hit = None
        self.time = 0.0
        self.rect: pygame.Rect | None = None     # the copy's canvas rect as last drawn (tests, tools)
        self._image: pygame.Surface | None = None
        self._place_key = None
        self._place = None

    def update(self, hit, dt: float) -> None:
        """`hit`: the card under the pointer, or None (also: zoom off, an overlay on top)."""
        if hit != self.hit:
            self.hit, self.time = hit, 0.0
            self._image = None
            self.rect = None
        elif hit is not None:
            self.time += dt

    def waiting(self) -> bool:
        """True while the delay runs: the table must draw frames until the copy shows."""
        return self.hit is not None and self.time < ZOOM_DELAY

    def ready(self) -> bool:
        return self.hit is not None and self.time >= ZOOM_DELAY

    def capture(self, surface: pygame.Surface, view) -> None:
        """Copy the hovered card as drawn so far (card, its dice, glows), before what floats
        over the table (the dragged die, toasts, tooltips) is drawn."""
        self._image = None
        if not self.ready():
            return
        rect = card_rect(view, self.hit)
        if rect is None:
            return
        rect = rect.clip(surface.get_rect())
        if rect.w and rect.h:
            self._image = (rect.copy(), surface.subsurface(rect).copy())

    def draw(self, surface: pygame.Surface, avoid=(), prefer_free=(), area=None) -> pygame.Rect | None:
        """Draw the copy captured this frame, inside `area` (default: the whole surface);
        returns its rect (None: nothing drawn)."""
        self.rect = None
        if self._image is None:
            return None
        card, image = self._image
        f = factor()
        size = (round(card.w * f), round(card.h * f))
        area = pygame.Rect(area) if area is not None else surface.get_rect()
        key = (tuple(card), size, tuple(area), tuple(map(tuple, avoid)), tuple(map(tuple, prefer_free)))
        if key != self._place_key:
            self._place_key = key
            self._place = place(card, size, area, avoid, prefer_free)
        rect = self._place
        if rect is None:
            return None
        gfx.panel(surface, rect.inflate(8, 8), theme.PARCHMENT, theme.GOLD_DARK, radius=12, shadow=10)
        if image.get_bitsize() in (24, 32):
            big = pygame.transform.smoothscale(image, size)
        else:
            big = pygame.transform.scale(image, size)
        surface.blit(big, rect)
        pygame.draw.rect(surface, theme.GOLD, rect.inflate(8, 8), 3, border_radius=12)
        self.rect = rect
        return rect
