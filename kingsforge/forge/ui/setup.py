"""Forge's new-game screen: King's Forge's setup (2-4 seats, human or computer, AI level,
names, colours, seed) without modules; Start opens the Forge table."""

from __future__ import annotations

from kingsforge.forge.ui.match import ForgeMatch
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.setup import MODULES_Y, SetupScene


@registry.scene("forge.setup")
class ForgeSetupScene(SetupScene):
    side_heading = "forge.setup.about"
    intro = "forge.setup.intro"

    def __init__(self, app, config=None):
        if config is not None and config.modules is None:
            config.modules = ()
        super().__init__(app, config)

    def _build_modules(self) -> None:
        self.offered = []
        self.module_toggles = {}
        self.module_blocks = []
        self.modules_compact = self.modules_dense = False

    def _draw_modules(self, surface) -> None:
        gfx.blit_text(surface, t("forge.setup.about_text"), (self.side.x + 30, self.side.y + MODULES_Y + 50),
                      theme.FS_SMALL, theme.TEXT_DIM, wrap=self.side.w - 60)

    def items_to_win(self):
        return None

    def draw(self, surface) -> None:
        super().draw(surface)
        gfx.blit_text(surface, "Forge", (1800, 80), theme.FS_TITLE, theme.GOLD, "topright", bold=True, display=True,
                      shadow=True)

    def start(self) -> None:
        config = self.build_config()
        if config is None:
            return
        match = ForgeMatch.new(config)
        self.app.settings.game = "forge"
        self.app.settings.last_seats = tuple({"name": s.name, "colour": tuple(s.colour), "human": s.human,
                                              "level": s.level} for s in config.seats)
        self.app.save_settings()
        match.autosave()
        self.stack.replace(registry.make("forge.table", self.app, match))
