"""New game setup: 2-4 seats (human or computer), names, colours, seed."""

from __future__ import annotations

import random

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.seats import LEVELS, GameConfig, Seat
from kingsforge.ui.widgets import Button, Stepper, TextField, Toggle, WidgetGroup

EXPANSIONS = ["queens_jubilee", "masterworks", "gold", "glassworks"]   # names: setup.expansion.<id>


def _kind_options() -> list[str]:
    return [t("setup.kind.human"), t("setup.kind.computer")]


def _level_labels() -> list[str]:
    return [t(f"level.{lvl}") for lvl in LEVELS]

ROW_X, ROW_Y, ROW_W, ROW_H, ROW_GAP = 120, 230, 1120, 130, 22


class SetupScene(Scene):
    def __init__(self, app, config: GameConfig | None = None):
        super().__init__(app)
        if config is None:
            config = GameConfig(seats=[
                Seat(theme.SEAT_NAMES[0], theme.SEAT_COLOURS[0][1], human=True),
                Seat(theme.SEAT_NAMES[1], theme.SEAT_COLOURS[1][1], human=False),
                Seat(theme.SEAT_NAMES[2], theme.SEAT_COLOURS[2][1], human=False),
            ])
        self.config = config
        self.seed_text = "" if config.seed is None else str(config.seed)
        self.message = ""
        self._build()

    # layout -------------------------------------------------------------
    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(ROW_X, ROW_Y + i * (ROW_H + ROW_GAP), ROW_W, ROW_H)

    def swatch_rect(self, i: int) -> pygame.Rect:
        r = self.row_rect(i)
        return pygame.Rect(r.x + 96, r.centery - 30, 60, 60)

    def _build(self) -> None:
        self.widgets = WidgetGroup()
        self._language = i18n.generation()
        self.name_fields: list[TextField] = []
        self.kind_steppers: list[Stepper] = []
        self.level_steppers: list[Stepper] = []
        for i, seat in enumerate(self.config.seats):
            r = self.row_rect(i)
            name = TextField((r.x + 180, r.centery - 32, 280, 64), seat.name, max_len=12,
                             placeholder=t("player.default", n=i + 1), on_change=self._namer(i),
                             tooltip=t("setup.name_tip"))
            kind = Stepper((r.x + 490, r.centery - 32, 300, 64), _kind_options(), 0 if seat.human else 1,
                           self._kinder(i), tooltip=t("setup.kind_tip"))
            level = Stepper((r.x + 810, r.centery - 32, 230, 64), _level_labels(), LEVELS.index(seat.level),
                            self._leveller(i), enabled=not seat.human,
                            tooltip=t("setup.level_tip"))
            self.name_fields.append(self.widgets.add(name))
            self.kind_steppers.append(self.widgets.add(kind))
            self.level_steppers.append(self.widgets.add(level))
            if len(self.config.seats) > 2:
                self.widgets.add(Button((r.right - 66, r.y + 10, 50, 50), "×", self._remover(i), style="ghost",
                                        size=theme.FS_HEAD, tooltip=t("setup.remove_tip"), name=f"remove-{i}"))
        n = len(self.config.seats)
        if n < 4:
            r = self.row_rect(n)
            self.widgets.add(Button((r.x, r.y + 20, 360, 80), t("setup.add_player"), self.add_seat,
                                    tooltip=t("setup.add_player_tip"), name="+ Add player"))
        side = pygame.Rect(1300, 230, 500, 640)
        self.side = side
        self.seed_field = self.widgets.add(TextField((side.x + 30, side.y + 110, side.w - 60, 64), self.seed_text,
                                                     max_len=9, placeholder=t("setup.seed_placeholder"),
                                                     on_change=self._set_seed, allowed="0123456789",
                                                     tooltip=t("setup.seed_tip")))
        self.expansion_toggles = []
        for j, name in enumerate(EXPANSIONS):
            toggle = Toggle((side.x + 30, side.y + 290 + j * 74, side.w - 60, 60), t(f"setup.expansion.{name}"),
                            False, enabled=False, tooltip=t("setup.coming_soon"))
            self.expansion_toggles.append(self.widgets.add(toggle))
        self.widgets.add(Button((120, 950, 300, 80), t("setup.back"), self.back, hotkeys=(pygame.K_ESCAPE,),
                                name="Back"))
        self.start_btn = self.widgets.add(Button((1500, 950, 300, 80), t("setup.start"), self.start,
                                                 style="primary", size=theme.FS_HEAD - 6, name="Start game"))

    # callbacks ----------------------------------------------------------
    def _namer(self, i):
        def set_name(text: str) -> None:
            self.config.seats[i].name = text
        return set_name

    def _kinder(self, i):
        def set_kind(index: int) -> None:
            self.config.seats[i].human = index == 0
            self.level_steppers[i].enabled = index == 1
        return set_kind

    def _leveller(self, i):
        def set_level(index: int) -> None:
            self.config.seats[i].level = LEVELS[index]
        return set_level

    def _remover(self, i):
        def remove() -> None:
            if len(self.config.seats) > 2:
                self.config.seats.pop(i)
                self._build()
        return remove

    def _set_seed(self, text: str) -> None:
        self.seed_text = text

    def add_seat(self) -> None:
        seats = self.config.seats
        if len(seats) >= 4:
            return
        used_names = {s.name for s in seats}
        name = next((n for n in theme.SEAT_NAMES if n not in used_names), t("player.default", n=len(seats) + 1))
        seats.append(Seat(name, self._free_colour(), human=False))
        self._build()

    def _free_colour(self, after=None):
        used = {s.colour for s in self.config.seats}
        colours = [c for _, c in theme.SEAT_COLOURS]
        start = colours.index(after) + 1 if after in colours else 0
        for k in range(len(colours)):
            c = colours[(start + k) % len(colours)]
            if c not in used:
                return c
        return colours[0]

    def cycle_colour(self, i: int) -> None:
        seat = self.config.seats[i]
        seat.colour = self._free_colour(after=seat.colour)

    def back(self) -> None:
        from kingsforge.ui.scenes.title import TitleScene

        self.stack.replace(TitleScene(self.app))

    def build_config(self) -> GameConfig | None:
        names = [s.name.strip() for s in self.config.seats]
        if any(not n for n in names):
            self.message = t("setup.need_name")
            return None
        if len(set(n.lower() for n in names)) != len(names):
            self.message = t("setup.same_name")
            return None
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1, 10**9)
        seats = [Seat(n, s.colour, s.human, s.level) for n, s in zip(names, self.config.seats)]
        return GameConfig(seats=seats, seed=seed)

    def start(self) -> None:
        config = self.build_config()
        if config is None:
            return
        from kingsforge.ui.match import Match
        from kingsforge.ui.scenes.table import TableScene

        self.stack.replace(TableScene(self.app, Match.new(config)))

    # frame --------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(self.config.seats)):
                if self.swatch_rect(i).collidepoint(event.pos):
                    self.cycle_colour(i)
                    return
        if self.widgets.handle_event(event):
            self.message = ""
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()

    def update(self, dt: float) -> None:
        if self._language != i18n.generation():
            self._build()
        self.widgets.update(dt)

    def draw(self, surface) -> None:
        gfx.background(surface, "title_bg")
        gfx.dim(surface, (10, 8, 6, 120))
        gfx.blit_text(surface, t("setup.heading"), (120, 80), theme.FS_TITLE, theme.GOLD_BRIGHT, bold=True,
                      display=True, shadow=True)
        gfx.blit_text(surface, t("setup.intro"), (124, 166), theme.FS_BODY, theme.TEXT_DIM)
        heads = [("setup.col.colour", 96, 180), ("setup.col.name", 180, 490), ("setup.col.player", 490, 810),
                 ("setup.col.strength", 810, ROW_W - 70)]
        for key, dx, end in heads:
            gfx.blit_fitted(surface, t(key), (ROW_X + dx, ROW_Y - 12), end - dx - 8, theme.FS_SMALL, theme.TEXT_DIM,
                            "bottomleft")
        for i, seat in enumerate(self.config.seats):
            r = self.row_rect(i)
            gfx.panel(surface, r, (40, 31, 25), theme.PANEL_EDGE, radius=14, shadow=6)
            pygame.draw.rect(surface, seat.colour, (r.x, r.y + 8, 8, r.h - 16), border_radius=4)
            gfx.blit_text(surface, str(i + 1), (r.x + 50, r.centery), theme.FS_HEAD, theme.GOLD, "center",
                          bold=True, display=True)
            sw = self.swatch_rect(i)
            pygame.draw.circle(surface, (0, 0, 0), (sw.centerx + 2, sw.centery + 3), 30)
            pygame.draw.circle(surface, seat.colour, sw.center, 30)
            pygame.draw.circle(surface, theme.PARCHMENT, sw.center, 30, 3)
        side = self.side
        gfx.panel(surface, side, (40, 31, 25), theme.PANEL_EDGE, radius=14, shadow=6)
        gfx.blit_text(surface, t("setup.seed"), (side.x + 30, side.y + 30), theme.FS_LABEL, theme.GOLD, bold=True)
        gfx.blit_text(surface, t("setup.seed_help"), (side.x + 30, side.y + 72), theme.FS_SMALL,
                      theme.TEXT_DIM)
        gfx.blit_text(surface, t("setup.expansions"), (side.x + 30, side.y + 210), theme.FS_LABEL, theme.GOLD,
                      bold=True)
        gfx.blit_text(surface, t("setup.expansions_help"), (side.x + 30, side.y + 250),
                      theme.FS_SMALL, theme.TEXT_DIM)
        n = len(self.config.seats)
        target = 5 if n == 2 else 4
        gfx.blit_text(surface, t("setup.summary", n=n, wares=target),
                      (1500 - 30, 990), theme.FS_BODY, theme.TEXT_DIM, "midright")
        if self.message:
            gfx.blit_text(surface, self.message, (960, 915), theme.FS_BODY, theme.BAD, "center", bold=True)
        self.widgets.draw(surface)
        self.widgets.draw_tooltip(surface)
