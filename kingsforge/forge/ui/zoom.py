"""A Forge card large, with every word of it (right-click a card, Esc or a click closes)."""

from __future__ import annotations

import pygame

from kingsforge.forge.ui import cards
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry


@registry.scene("forge.zoom")
class ForgeZoomScene(Scene):
    opaque = False

    def __init__(self, app, match, card):
        super().__init__(app)
        self.match = match
        self.card = card

    def handle_event(self, event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.close()

    def draw(self, surface) -> None:
        gfx.dim(surface)
        c = self.match.content
        # as tall as the face needs at this window's text floor: every word shows, or the layout check fails
        rect = pygame.Rect(0, 0, 560, min(cards.face_height(c, self.card, 560, 400, big=True), 900))
        rect.center = (960, 520)
        cards.report_dropped(surface, self.card, rect, cards.draw(surface, c, self.card, rect, big=True))
        gfx.blit_text(surface, t("forge.zoom.close"), (960, rect.bottom + 30), theme.FS_SMALL, theme.TEXT_DIM, "midtop")
