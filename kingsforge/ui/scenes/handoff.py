"""Hot-seat hand-off banner: whose turn it is, before they touch the table."""

from __future__ import annotations

import pygame

from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry

SLIDE_SECONDS = 0.2


@registry.scene("handoff")
class HandoffScene(Scene):
    opaque = False

    def __init__(self, app, name: str, colour):
        super().__init__(app)
        self.name = name
        self.colour = colour
        self.t = 0.0

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                                               pygame.K_ESCAPE)):
            self.close()

    def update(self, dt: float) -> None:
        self.t += dt

    def animating(self) -> bool:
        return self.t < SLIDE_SECONDS       # the band slides in

    def draw(self, surface) -> None:
        gfx.dim(surface, (8, 6, 4, 150))
        k = min(1.0, self.t / SLIDE_SECONDS)
        band = pygame.Rect(0, 0, theme.LOGICAL_W, 260)
        band.center = (theme.LOGICAL_W // 2, theme.LOGICAL_H // 2)
        band.x = int(-theme.LOGICAL_W * (1 - k) * 0.2)
        layer = pygame.Surface(band.size, pygame.SRCALPHA)
        layer.fill((24, 18, 14, 235))
        surface.blit(layer, band)
        pygame.draw.line(surface, self.colour, (0, band.y), (theme.LOGICAL_W, band.y), 6)
        pygame.draw.line(surface, self.colour, (0, band.bottom), (theme.LOGICAL_W, band.bottom), 6)
        gfx.blit_text(surface, t("handoff.turn", name=self.name), (theme.LOGICAL_W // 2, band.centery - 24),
                      theme.FS_HUGE, self.colour, "center", bold=True, display=True, shadow=True)
        gfx.blit_text(surface, t("handoff.pass", name=self.name),
                      (theme.LOGICAL_W // 2, band.bottom - 40), theme.FS_BODY, theme.TEXT, "center")
