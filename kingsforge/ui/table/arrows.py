"""The out-craft arrow: from the ware that changed hands to the player who took it."""

from __future__ import annotations

import math

import pygame

from kingsforge.ui import gfx, theme

STEAL_SECONDS = 3.0


def draw_arrow(surface, start, end, colour, width: int = 8, alpha: float = 1.0, label: str = "") -> None:
    """A thick arrow with a dark outline, fading with `alpha` (0..1), and a label at its middle."""
    (x0, y0), (x1, y1) = start, end
    head = 30
    # the layer covers the arrow only (a full-window layer each frame costs a lesson's pointer dearly)
    pad = head + width + 8
    box = pygame.Rect(min(x0, x1) - pad, min(y0, y1) - pad, abs(x1 - x0) + 2 * pad, abs(y1 - y0) + 2 * pad)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    ox, oy = box.topleft
    x0, y0, x1, y1 = x0 - ox, y0 - oy, x1 - ox, y1 - oy
    local = (x0, y0)
    angle = math.atan2(y1 - y0, x1 - x0)
    base = (x1 - head * math.cos(angle), y1 - head * math.sin(angle))
    wing = (head * 0.6 * math.sin(angle), -head * 0.6 * math.cos(angle))
    points = [(x1, y1), (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    a = int(255 * max(0.0, min(1.0, alpha)))
    pygame.draw.line(layer, (20, 14, 10, a), local, base, width + 6)
    pygame.draw.polygon(layer, (20, 14, 10, a), points, 0)
    pygame.draw.line(layer, (*colour, a), local, base, width)
    pygame.draw.polygon(layer, (*colour, a), [(x1 - 4 * math.cos(angle), y1 - 4 * math.sin(angle)),
                                              points[1], points[2]])
    pygame.draw.circle(layer, (*colour, a), local, width)
    surface.blit(layer, box.topleft)
    (x0, y0), (x1, y1) = start, end
    if label:
        mid = ((x0 + x1) / 2, (y0 + y1) / 2 - 24)
        body = gfx.text(label, theme.FS_SMALL, theme.TEXT, bold=True)
        rect = body.get_rect(center=mid).inflate(20, 10)
        rect.clamp_ip(surface.get_rect())
        gfx.panel(surface, rect, (52, 30, 26), colour, radius=10, shadow=4, width=2)
        body = body.copy()
        body.set_alpha(a)
        surface.blit(body, body.get_rect(center=rect.center))
