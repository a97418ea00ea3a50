"""The fixed 1920x1080 canvas and its aspect-fit placement in the window.

Every scene draws at the logical size; the viewport scales the canvas into
the window with letterbox bars and maps mouse positions back through the same
transform, so layout code never deals with window sizes.
"""

from __future__ import annotations

import pygame

from kingsforge.ui import theme

LOGICAL_SIZE = (theme.LOGICAL_W, theme.LOGICAL_H)
BAR_COLOUR = (8, 6, 5)


class Viewport:
    def __init__(self, window_size=LOGICAL_SIZE, logical_size=LOGICAL_SIZE):
        self.logical_size = tuple(logical_size)
        self.window_size = (1, 1)
        self.dest = pygame.Rect(0, 0, *self.logical_size)
        self.scale = 1.0
        self.resize(window_size)

    def resize(self, window_size) -> None:
        ww, wh = max(1, int(window_size[0])), max(1, int(window_size[1]))
        self.window_size = (ww, wh)
        lw, lh = self.logical_size
        self.scale = min(ww / lw, wh / lh)
        dw, dh = max(1, round(lw * self.scale)), max(1, round(lh * self.scale))
        self.dest = pygame.Rect((ww - dw) // 2, (wh - dh) // 2, dw, dh)

    @property
    def identity(self) -> bool:
        return self.dest.size == self.logical_size and self.dest.topleft == (0, 0)

    def to_logical(self, pos) -> tuple[int, int]:
        """Window pixel -> canvas pixel, clamped so bars map to the canvas edge."""
        x = (pos[0] - self.dest.x) / self.scale
        y = (pos[1] - self.dest.y) / self.scale
        lw, lh = self.logical_size
        return (int(min(max(x, 0), lw - 1)), int(min(max(y, 0), lh - 1)))

    def to_window(self, pos) -> tuple[int, int]:
        return (round(pos[0] * self.scale + self.dest.x), round(pos[1] * self.scale + self.dest.y))

    def inside(self, window_pos) -> bool:
        return self.dest.collidepoint(window_pos)

    def present(self, canvas: pygame.Surface, window: pygame.Surface) -> None:
        if self.identity:
            window.blit(canvas, (0, 0))
            return
        window.fill(BAR_COLOUR)
        # smoothscale keeps text legible when shrinking (about 3 ms at 1280x720)
        sub = window.subsurface(self.dest)
        if canvas.get_bitsize() in (24, 32) and sub.get_bitsize() in (24, 32):
            pygame.transform.smoothscale(canvas, self.dest.size, sub)
        else:
            pygame.transform.scale(canvas, self.dest.size, sub)
