"""A player-facing message shown instead of a traceback when a scene fails."""

from __future__ import annotations

import pygame

from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button


@registry.scene("error")
class ErrorScene(ModalScene):
    panel_size = (900, 460)
    def __init__(self, app, message: str, log_path=None):
        self.title = t("error.title")
        super().__init__(app)
        self.message = message or t("error.unexpected")
        self.log_path = log_path
        cx, bottom = self.panel.centerx, self.panel.bottom - 100
        self.widgets.add(Button((cx - 330, bottom, 300, 64), t("error.keep"), self.close,
                                style="primary", hotkeys=(pygame.K_RETURN,), name="Keep playing"))
        self.widgets.add(Button((cx + 30, bottom, 300, 64), t("error.to_title"), self.to_title, name="Back to title"))

    def to_title(self) -> None:
        self.stack.reset(registry.make("title", self.app))

    def draw_body(self, surface) -> None:
        x, y = self.panel.x + 60, self.panel.y + 110
        width = self.panel.w - 120
        gfx.blit_fitted(surface, t("error.line1"), (x, y), width, theme.FS_BODY, theme.TEXT, "topleft")
        gfx.blit_fitted(surface, t("error.line2"), (x, y + 36), width, theme.FS_BODY, theme.TEXT, "topleft")
        detail = gfx.fit_text(t("error.details", text=self.message.splitlines()[0]) if self.message else "",
                              width, theme.FS_SMALL)
        gfx.blit_text(surface, detail, (x, y + 96), theme.FS_SMALL, theme.TEXT_DIM)
        if self.log_path:
            where = gfx.fit_text(t("error.report", path=self.log_path), width, theme.FS_SMALL)
            gfx.blit_text(surface, where, (x, y + 128), theme.FS_SMALL, theme.TEXT_FAINT)
