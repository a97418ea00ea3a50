"""The title screen: the game's name, a menu and a few dice on the table."""

from __future__ import annotations

import math

import pygame

from kingsforge import __version__
from kingsforge.ui import gfx, savegame, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.widgets import Button, WidgetGroup

# (die type, value, x, y, size, angle) of the dice resting on the title table
_DECOR_DICE = [
    ("metal", 6, 1290, 520, 150, -12),
    ("gem", 5, 1480, 430, 130, 14),
    ("wood", 4, 1440, 640, 120, -4),
    ("magic", 3, 1640, 560, 110, 22),
    ("metal", 2, 1170, 700, 96, 8),
    ("gem", 6, 1600, 760, 100, -18),
    ("library", 1, 1330, 820, 84, 30),
    ("cemetery", 5, 1760, 420, 78, -26),
]


class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.t = 0.0
        self.widgets = WidgetGroup()
        self._build_menu()

    def _build_menu(self) -> None:
        self.widgets = WidgetGroup()
        x, y, w, h, gap = 170, 450, 460, 78, 20
        entries = [("New game", self.new_game, "primary", "Set up a table for 2 to 4 players")]
        if savegame.has_saved_game():
            entries.append(("Continue", self.continue_game, "secondary", "Pick up the game you left"))
        entries += [
            ("Rules", self.rules, "secondary", "How a round of King's Forge works (F1)"),
            ("Settings", self.settings, "secondary", "Animation pace, sound, colour-blind marks"),
            ("Quit", self.app.quit, "secondary", ""),
        ]
        for i, (label, action, style, tip) in enumerate(entries):
            self.widgets.add(Button((x, y + i * (h + gap), w, h), label, action, style=style,
                                    size=theme.FS_HEAD - 6, tooltip=tip))

    def resume(self) -> None:
        self._build_menu()  # a save may have appeared or gone while away

    # actions ------------------------------------------------------------
    def new_game(self) -> None:
        from kingsforge.ui.scenes.setup import SetupScene

        self.stack.replace(SetupScene(self.app))

    def continue_game(self) -> None:
        from kingsforge.ui.scenes.table import TableScene
        from kingsforge.ui.match import Match

        data = savegame.read()
        try:
            match = Match.from_save(data)
        except Exception:
            from kingsforge.ui.scenes.message import MessageScene

            self.stack.push(MessageScene(
                self.app, "Saved game unreadable",
                "The saved game could not be opened; it may come from another version. "
                "Start a new game instead."))
            return
        self.stack.replace(TableScene(self.app, match))

    def rules(self) -> None:
        self.app.toggle_rules()

    def settings(self) -> None:
        from kingsforge.ui.scenes.settings import SettingsScene

        self.stack.push(SettingsScene(self.app))

    # frame --------------------------------------------------------------
    def handle_event(self, event) -> None:
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()

    def update(self, dt: float) -> None:
        self.t += dt
        self.widgets.update(dt)

    def draw(self, surface) -> None:
        gfx.background(surface, "title_bg")
        self._draw_dice(surface)
        self._draw_heading(surface)
        self.widgets.draw(surface)
        gfx.blit_text(surface, f"Version {__version__}", (40, theme.LOGICAL_H - 30), theme.FS_SMALL,
                      theme.TEXT_FAINT, "bottomleft")
        gfx.blit_text(surface, "F1  rules      F11  full screen      Esc  back",
                      (theme.LOGICAL_W - 40, theme.LOGICAL_H - 30), theme.FS_SMALL, theme.TEXT_FAINT,
                      "bottomright")
        self.widgets.draw_tooltip(surface)

    def _draw_heading(self, surface) -> None:
        x = 160
        gfx.blit_text(surface, "King's Forge", (x, 170), theme.FS_HUGE, theme.GOLD_BRIGHT, "topleft",
                      bold=True, display=True, shadow=True)
        gfx.blit_text(surface, "Gather resources, roll your dice, and craft the King's finest wares.",
                      (x + 6, 330), theme.FS_LABEL, theme.TEXT, shadow=True)
        pygame.draw.line(surface, theme.GOLD_DARK, (x + 6, 392), (x + 620, 392), 3)
        pygame.draw.circle(surface, theme.GOLD, (x + 640, 392), 6)

    def _draw_dice(self, surface) -> None:
        # a soft pool of light under the dice
        glow = _light_pool()
        surface.blit(glow, glow.get_rect(center=(1460, 620)))
        for i, (kind, value, x, y, size, angle) in enumerate(_DECOR_DICE):
            bob = math.sin(self.t * 0.8 + i * 1.3) * 4
            face = gfx.die_face(kind, value, size)
            shadow = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=size // 6)
            shadow = pygame.transform.rotate(shadow, angle)
            surface.blit(shadow, shadow.get_rect(center=(x + 10, y + 14)))
            img = pygame.transform.rotate(face, angle + math.sin(self.t * 0.5 + i) * 1.5)
            surface.blit(img, img.get_rect(center=(x, y + bob)))
            if self.app.settings.colour_blind:
                gfx.draw_die_shape(surface, kind, (x + size * 0.42, y - size * 0.42 + bob), size * 0.11,
                                   theme.PARCHMENT)


_pool_cache = None


def _light_pool():
    global _pool_cache
    if _pool_cache is None:
        w, h = 1100, 760
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(30):
            k = 1 - i / 30
            r = pygame.Rect(0, 0, int(w * k), int(h * k))
            r.center = (w // 2, h // 2)
            pygame.draw.ellipse(surf, (255, 200, 120, 4), r)
        _pool_cache = surf
    return _pool_cache
