"""A player-facing message shown instead of a traceback when a scene fails."""

from __future__ import annotations

import pygame

from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button


class ErrorScene(ModalScene):
    panel_size = (900, 460)
    title = "Something went wrong"

    def __init__(self, app, message: str, log_path=None):
        super().__init__(app)
        self.message = message or "An unexpected problem occurred."
        self.log_path = log_path
        cx, bottom = self.panel.centerx, self.panel.bottom - 100
        self.widgets.add(Button((cx - 330, bottom, 300, 64), "Keep playing", self.close,
                                style="primary", hotkeys=(pygame.K_RETURN,)))
        self.widgets.add(Button((cx + 30, bottom, 300, 64), "Back to title", self.to_title))

    def to_title(self) -> None:
        from kingsforge.ui.scenes.title import TitleScene

        self.stack.reset(TitleScene(self.app))

    def draw_body(self, surface) -> None:
        x, y = self.panel.x + 60, self.panel.y + 110
        width = self.panel.w - 120
        gfx.blit_text(surface, "The game hit a problem it did not expect. Your game is still here;",
                      (x, y), theme.FS_BODY, theme.TEXT)
        gfx.blit_text(surface, "you can try to carry on, or go back to the title screen.",
                      (x, y + 36), theme.FS_BODY, theme.TEXT)
        detail = gfx.fit_text("Details: " + self.message.splitlines()[0] if self.message else "",
                              width, theme.FS_SMALL)
        gfx.blit_text(surface, detail, (x, y + 96), theme.FS_SMALL, theme.TEXT_DIM)
        if self.log_path:
            where = gfx.fit_text(f"A report was written to {self.log_path}", width, theme.FS_SMALL)
            gfx.blit_text(surface, where, (x, y + 128), theme.FS_SMALL, theme.TEXT_FAINT)
