"""Forge's small pieces, drawn with pygame: goods chips, meeples, the Blacksmith, hammers,
spots. Every good has a shape as well as a colour (the colour-blind setting of the shell), and
every seat too: a worker or a hammer given its seat carries the seat's mark (kingsforge/ui/
seatmark.py: circle, square, triangle, diamond...), so seats are never told apart by colour alone."""

from __future__ import annotations

import pygame

from kingsforge.i18n import t
from kingsforge.ui import gfx, seatmark, theme

GOOD_COLOURS = ((222, 178, 84), (150, 98, 52), (150, 158, 170), (184, 76, 56), (146, 88, 196))
GOOD_SHAPES = ("circle", "square", "triangle", "brick", "diamond")
GOOD_KEYS = ("gold", "wood", "metal", "brick", "gems")
BOARD = (58, 44, 32)
BOARD_EDGE = (132, 100, 60)
SPOT = (36, 28, 22)


fitted = gfx.blit_whole          # a label small but whole in a small window, never cut


def good_chip(surface, good: int, center, r: int) -> None:
    """One good as a small shaded shape (gold a coin, wood a block, metal an ingot...)."""
    colour = GOOD_COLOURS[good]
    x, y = center
    dark = gfx.shade(colour, 0.55)
    shape = GOOD_SHAPES[good]
    if shape == "circle":
        pygame.draw.circle(surface, dark, (x, y + 1), r)
        pygame.draw.circle(surface, colour, (x, y), r - 1)
        pygame.draw.circle(surface, gfx.shade(colour, 1.25), (x, y), max(2, r - 5), 2)
    elif shape == "triangle":
        pts = [(x, y - r), (x + r, y + r - 2), (x - r, y + r - 2)]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, dark, pts, 2)
    elif shape == "diamond":
        pts = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, dark, pts, 2)
    else:
        rect = pygame.Rect(0, 0, 2 * r, int(r * (1.3 if shape == "brick" else 2)))
        rect.center = center
        pygame.draw.rect(surface, colour, rect, border_radius=3)
        pygame.draw.rect(surface, dark, rect, 2, border_radius=3)


def goods_line(surface, amounts, pos, size: int = theme.FS_SMALL, r: int = 10, gap: int = 10,
               colour=theme.TEXT) -> int:
    """Chips with counts, left to right from `pos` (midleft); skips zeros; returns the right edge."""
    x, y = pos
    for good, n in enumerate(amounts):
        if not n:
            continue
        good_chip(surface, good, (x + r, y), r)
        rect = gfx.blit_text(surface, str(n), (x + 2 * r + 4, y), size, colour, "midleft", bold=True)
        x = rect.right + gap
    return x


def meeple(surface, colour, center, h: int, smith: bool = False, ghost: bool = False,
           seat: int | None = None) -> pygame.Rect:
    """An Assistant meeple (or the Blacksmith's block) standing on `center`'s baseline; with `seat`,
    the seat's mark on its chest (the Blacksmith: beside its anvil)."""
    x, y = center
    w = int(h * 0.8)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (x, y)
    mark_colour = colour
    if ghost:
        colour = gfx.shade(colour, 0.45)
    dark = gfx.shade(colour, 0.5)
    if smith:
        body = pygame.Rect(0, 0, int(h * 0.74), int(h * 0.74))
        body.center = (x, y + h // 10)
        pygame.draw.rect(surface, (0, 0, 0), body.move(2, 3), border_radius=6)
        pygame.draw.rect(surface, colour, body, border_radius=6)
        pygame.draw.rect(surface, dark, body, 2, border_radius=6)
        # an anvil mark: the Blacksmith is never mistaken for an Assistant
        a = body.inflate(-body.w // 3, -body.h // 2)
        if seat is not None:        # the anvil in the upper half, the seat's mark under it
            a = pygame.Rect(a.x, body.y + body.h // 8, a.w, int(body.h * 0.36))
            _mark(surface, mark_colour, ghost, (x, body.bottom - body.h * 0.27), body.h * 0.2, seat)
        pygame.draw.rect(surface, dark, (a.x, a.y, a.w, a.h // 2), border_radius=2)
        pygame.draw.rect(surface, dark, (a.centerx - a.w // 6, a.y + a.h // 2, a.w // 3, a.h // 2))
        return body
    head_r = max(3, h // 6)
    pts = [(x - w // 2, y + h // 2), (x - w // 6, y - h // 12), (x - w // 2, y - h // 12), (x - w // 2, y - h // 5),
           (x + w // 2, y - h // 5), (x + w // 2, y - h // 12), (x + w // 6, y - h // 12), (x + w // 2, y + h // 2),
           (x, y + h // 5)]
    shadow = [(px + 2, py + 3) for px, py in pts]
    pygame.draw.polygon(surface, (0, 0, 0), shadow)
    pygame.draw.circle(surface, (0, 0, 0), (x + 2, y - h // 3 + 3), head_r)
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, dark, pts, 2)
    pygame.draw.circle(surface, colour, (x, y - h // 3), head_r)
    pygame.draw.circle(surface, dark, (x, y - h // 3), head_r, 2)
    if seat is not None:
        _mark(surface, mark_colour, ghost, (x, y + h * 0.06), h * 0.16, seat)
    return rect


def _mark(surface, colour, ghost: bool, center, r: float, seat: int) -> None:
    shape = seatmark.symbol_for(colour, seat)
    ink = gfx.shade(colour, 0.18 if ghost else 0.32)
    seatmark.draw_symbol(surface, shape, ink, center, r)


HANDLE = (96, 64, 36)        # a hammer's wooden handle
HAMMER_HEIGHT = 0.94         # of its size: the head reaches 0.44 above its centre, the handle 0.5 below


def hammer(surface, colour, center, size: int, seat: int | None = None) -> None:
    """A player's hammer (turn order, achievements); with `seat`, the seat's symbol beside it."""
    x, y = center
    dark = gfx.shade(colour, 0.5)
    pygame.draw.line(surface, HANDLE, (x - size // 3, y + size // 2), (x + size // 5, y - size // 5),
                     max(3, size // 7))
    head = pygame.Rect(0, 0, int(size * 0.75), int(size * 0.38))
    head.center = (x + size // 8, y - size // 4)
    pygame.draw.rect(surface, colour, head, border_radius=3)
    pygame.draw.rect(surface, dark, head, 2, border_radius=3)
    if seat is not None:        # the seat's symbol as a badge at the handle's foot (the head is too thin)
        seatmark.draw(surface, colour, (x + size * 0.3, y + size * 0.3), max(4.0, size * 0.2), seat=seat)


def spot(surface, rect, smith: bool, lit: bool = False, hover: bool = False, label: str = "") -> None:
    """An empty action spot: round for Assistants, square for the Blacksmith; its pay inside."""
    fill = (70, 58, 40) if lit else SPOT
    edge = theme.HIGHLIGHT if lit else (theme.GOLD if smith else BOARD_EDGE)
    if hover and lit:
        fill = (110, 92, 52)
    if smith:
        pygame.draw.rect(surface, fill, rect, border_radius=8)
        pygame.draw.rect(surface, edge, rect, 3 if lit else 2, border_radius=8)
    else:
        pygame.draw.ellipse(surface, fill, rect)
        pygame.draw.ellipse(surface, edge, rect, 3 if lit else 2)
    if label:
        with gfx.box(rect, "spot"):
            fitted(surface, label, rect.center, rect.w - 6, theme.FS_SMALL,
                   theme.GOLD_BRIGHT if smith else theme.TEXT, "center", bold=True, min_size=16)


def good_short(i: int) -> str:
    return t(f"forge.good.{GOOD_KEYS[i]}")
