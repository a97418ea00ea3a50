"""Base for overlays: dims what is below and shows a framed panel."""

from __future__ import annotations

import pygame

from kingsforge.ui import gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.widgets import WidgetGroup


class ModalScene(Scene):
    opaque = False
    panel_size = (760, 560)
    title = ""
    closable = True  # Esc closes

    def __init__(self, app):
        super().__init__(app)
        w, h = self.panel_size
        self.panel = pygame.Rect(0, 0, w, h)
        self.panel.center = (theme.LOGICAL_W // 2, theme.LOGICAL_H // 2)
        self.widgets = WidgetGroup()
        self.fade = 0.0  # 0 -> 1 fade in

    def handle_event(self, event) -> None:
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.closable:
                self.close()
            else:
                self.menu_beneath()

    def menu_beneath(self) -> None:
        """Esc on a question that must be answered (an owed decision) opens the game's menu over
        it, as Esc at the table does: save and leave, the settings, the rules; Resume comes back."""
        for scene in reversed(list(self.stack)):
            menu = getattr(scene, "open_menu", None)
            if scene is not self and menu is not None:
                menu()
                return

    def update(self, dt: float) -> None:
        self.fade = min(1.0, self.fade + dt * 6)
        self.widgets.update(dt)

    def draw_panel(self, surface) -> None:
        gfx.dim(surface)
        gfx.panel(surface, self.panel, theme.PANEL, theme.GOLD_DARK, radius=18, shadow=14, width=3)
        inner = self.panel.inflate(-16, -16)
        pygame.draw.rect(surface, theme.PANEL_EDGE, inner, 1, border_radius=14)
        if self.title:
            gfx.blit_text(surface, self.title, (self.panel.centerx, self.panel.y + 34), theme.FS_HEAD,
                          theme.GOLD_BRIGHT, "midtop", bold=True, display=True)

    def draw(self, surface) -> None:
        self.draw_panel(surface)
        self.draw_body(surface)
        self.widgets.draw(surface)
        self.draw_over(surface)
        self.widgets.draw_tooltip(surface)

    def draw_body(self, surface) -> None:
        pass

    def draw_over(self, surface) -> None:
        """What lies on the buttons (a mark on a chosen answer), under the tooltip."""
