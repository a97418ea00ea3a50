"""A dialog hidden to look at the table (Ctrl+Tab, "Look at the table") leaves the table to look
at only: a click or a drag there does nothing, so a note under the way back says why, for a few
seconds. Shared by the decision dialog and the move picker."""

from __future__ import annotations

import pygame

from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.table import layout

NOTE_SECONDS = 2.5


class PeekNote:
    def __init__(self):
        self.left = 0.0

    def poke(self, event) -> None:
        """A press on the table (not on the way back) while it is only to look at: the note shows."""
        if event.type == pygame.MOUSEBUTTONDOWN and not layout.PEEK_BACK.collidepoint(event.pos):
            self.left = NOTE_SECONDS

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def animating(self) -> bool:
        return self.left > 0

    def draw(self, surface) -> None:
        if self.left <= 0:
            return
        text = t("decision.peek_note")
        width = gfx.font(theme.FS_SMALL).size(text)[0] + 36
        note = pygame.Rect(0, 0, min(width, 900), 50)
        note.topright = (layout.PEEK_BACK.right, layout.PEEK_BACK.bottom + 10)
        gfx.panel(surface, note, theme.PARCHMENT, theme.GOLD_DARK, radius=8, shadow=6)
        with gfx.box(note, "peek note"):
            gfx.blit_whole(surface, text, note.center, note.w - 24, theme.FS_SMALL, theme.INK, "center")
