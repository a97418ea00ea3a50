"""A shape for every seat colour, so a player is never told apart by colour alone.

Each colour offered in setup (theme.SEAT_COLOURS) has its own symbol: circle,
square, triangle, diamond, star, hexagon. It is drawn filled with the seat's
colour and outlined dark, next to the player's name, on their panel, on their
move-log lines and on their markers (docks used, wares they crafted). A colour
that is not one of the offered ones (an old save) gets the symbol of its seat.
"""

from __future__ import annotations

import math

import pygame

from kingsforge.ui import theme

SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "hexagon")
OUTLINE = (20, 14, 10)


def symbol_for(colour, seat: int = 0) -> str:
    colours = [tuple(c) for _name, c in theme.SEAT_COLOURS]
    colour = tuple(colour)[:3]
    if colour in colours:
        return SYMBOLS[colours.index(colour) % len(SYMBOLS)]
    return SYMBOLS[seat % len(SYMBOLS)]


def points(shape: str, center, r: float) -> list[tuple[float, float]]:
    cx, cy = center
    if shape == "square":
        k = r * 0.82
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [(cx, cy - r), (cx + r * 0.98, cy + r * 0.78), (cx - r * 0.98, cy + r * 0.78)]
    if shape == "diamond":
        return [(cx, cy - r * 1.08), (cx + r * 0.86, cy), (cx, cy + r * 1.08), (cx - r * 0.86, cy)]
    if shape == "star":
        out = []
        for i in range(10):
            ang = -math.pi / 2 + i * math.pi / 5
            rad = r * 1.1 if i % 2 == 0 else r * 0.5
            out.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
        return out
    if shape == "hexagon":
        return [(cx + r * math.cos(math.pi / 3 * i), cy + r * math.sin(math.pi / 3 * i)) for i in range(6)]
    return []


def draw(surface: pygame.Surface, colour, center, radius: float, seat: int = 0, outline=OUTLINE) -> pygame.Rect:
    """The seat's symbol in its colour, centred on `center`; returns the rect it covers."""
    return draw_symbol(surface, symbol_for(colour, seat), colour, center, radius, outline,
                       2 if radius >= 7 else 1)


def draw_symbol(surface: pygame.Surface, shape: str, fill, center, radius: float, outline=None,
                width: int = 1) -> pygame.Rect:
    """One of SYMBOLS filled with any colour (draw() fills with the seat's own colour): the seat's
    mark printed on a piece of that colour (Forge's workers and hammers); returns the rect it covers."""
    fill = tuple(fill)[:3]
    if shape == "circle":
        pygame.draw.circle(surface, fill, center, radius)
        if outline is not None:
            pygame.draw.circle(surface, outline, center, radius, width)
    else:
        pts = points(shape, center, radius)
        pygame.draw.polygon(surface, fill, pts)
        if outline is not None:
            pygame.draw.polygon(surface, outline, pts, width)
    r = int(radius * 1.1) + 1
    return pygame.Rect(int(center[0]) - r, int(center[1]) - r, 2 * r, 2 * r)
