"""New game setup: 2-4 seats (human or computer), names, colours, seed."""

from __future__ import annotations

import random

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.ui import gfx, modulechoice, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry
from kingsforge.ui.seats import LEVELS, GameConfig, Seat
from kingsforge.ui.widgets import Button, Stepper, TextField, Toggle, Widget, WidgetGroup


def _kind_options() -> list[str]:
    return [t("setup.kind.human"), t("setup.kind.computer")]


def _level_labels() -> list[str]:
    return [t(f"level.{lvl}") for lvl in LEVELS]

ROW_X, ROW_Y, ROW_W, ROW_H, ROW_GAP = 120, 230, 1120, 130, 22
SIDE = pygame.Rect(1300, 230, 500, 680)
MODULES_Y = 200          # the modules' heading, below the seed (from the side panel's top)
SWITCH_W = 76


class SwatchKey(Widget):
    """A seat's colour swatch in the keyboard's order: Enter or Space takes the next free colour,
    as a click on the swatch does (the scene draws the swatch; this draws the focus ring)."""

    focusable = True

    def __init__(self, rect, on_press, tooltip: str = ""):
        super().__init__(rect, tooltip)
        self.on_press = on_press

    def activate(self) -> None:
        self.on_press()

    def draw(self, surface, show_focus=False) -> None:
        if show_focus and self.focused:
            pygame.draw.ellipse(surface, theme.HIGHLIGHT, self.rect.inflate(12, 12), 3)


class ModuleToggle(Toggle):
    """A module's switch: the whole block (name, summary, note) is its rect; the setup
    screen draws the texts, the switch sits at the block's top right."""

    @property
    def switch_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - SWITCH_W - 12, self.rect.y + min(12, (self.rect.h - 36) // 2),
                           SWITCH_W, 36)

    def draw(self, surface, show_focus=False) -> None:
        if not self.visible:
            return
        sw = self.switch_rect
        on = self.value and self.enabled
        pygame.draw.rect(surface, (118, 150, 84) if on else (70, 60, 52), sw, border_radius=18)
        pygame.draw.rect(surface, theme.PANEL_EDGE, sw, 2, border_radius=18)
        knob_x = sw.right - 18 if self.value else sw.x + 18
        pygame.draw.circle(surface, theme.PARCHMENT if self.enabled else theme.TEXT_FAINT, (knob_x, sw.centery), 14)
        if show_focus and self.focused:
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect.inflate(8, 8), 3, border_radius=10)


def _data_folder():
    from kingsforge.ui import match

    return match._folder


def remembered_seats(settings) -> list[Seat]:
    """The last game's seats from the settings (names, people or computers and their levels,
    colours); [] when there are none. A colour no longer offered, or taken twice, gets a free one."""
    offered = [c for _, c in theme.SEAT_COLOURS]
    seats: list[Seat] = []
    for saved in getattr(settings, "last_seats", ()) or ():
        colour = tuple(saved["colour"])
        if colour not in offered or any(s.colour == colour for s in seats):
            colour = next(c for c in offered if all(s.colour != c for s in seats))
        level = saved["level"] if saved["level"] in LEVELS else "normal"
        seats.append(Seat(saved["name"][:12], colour, human=bool(saved["human"]), level=level))
    return seats if 2 <= len(seats) <= 4 else []


INTRO_RIGHT = 1600           # the intro line ends before the top right corner (Forge's name)


@registry.scene("setup")
class SetupScene(Scene):
    side_heading = "setup.expansions"      # the side panel's second heading (Forge's setup names its own)
    intro = "setup.intro"                   # the line under the title (Forge's says its hands are hidden)

    def __init__(self, app, config: GameConfig | None = None):
        super().__init__(app)
        if config is None:
            config = GameConfig(seats=remembered_seats(app.settings) or [
                Seat(theme.SEAT_NAMES[0], theme.SEAT_COLOURS[0][1], human=True),
                Seat(theme.SEAT_NAMES[1], theme.SEAT_COLOURS[1][1], human=False),
                Seat(theme.SEAT_NAMES[2], theme.SEAT_COLOURS[2][1], human=False),
            ])
        self.config = config
        self.offered = modulechoice.offered(_data_folder())
        if config.modules is None:
            remembered = app.cli_modules if getattr(app, "cli_modules", None) is not None else app.settings.modules
            config.modules = modulechoice.clean(self.offered, remembered)
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
            self.widgets.add(SwatchKey(self.swatch_rect(i), (lambda i=i: self.cycle_colour(i)),
                                       tooltip=t("setup.colour_tip")))
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
        side = SIDE
        self.side = side
        self.seed_field = self.widgets.add(TextField((side.x + 30, side.y + 110, side.w - 60, 64), self.seed_text,
                                                     max_len=9, placeholder=t("setup.seed_placeholder"),
                                                     on_change=self._set_seed, allowed="0123456789",
                                                     tooltip=t("setup.seed_tip")))
        self._build_modules()
        self.widgets.add(Button((120, 950, 300, 80), t("setup.back"), self.back, hotkeys=(pygame.K_ESCAPE,),
                                name="Back"))
        self.start_btn = self.widgets.add(Button((1500, 950, 300, 80), t("setup.start"), self.start,
                                                 style="primary", size=theme.FS_HEAD - 6, name="Start game"))

    def _build_modules(self) -> None:
        """A switch per module, each with its name, its one-line summary and what limits it."""
        lang = i18n.language()
        chosen = self.config.modules
        self.module_toggles: dict[str, ModuleToggle] = {}
        self.module_blocks: list[tuple] = []          # (module, rect, name lines, summary lines, note, bad)
        width = self.side.w - 40 - SWITCH_W - 36
        y = self.side.y + MODULES_Y + 50
        # many modules: one line per module (its summary in the tooltip) so all fit in the panel
        self.modules_compact = self._modules_height(width, lang) > self.side.bottom - 10 - y
        # still more modules than room: one short row each, what limits a module in its tooltip
        self.modules_dense = self.modules_compact and len(self.offered) * (10 + 32 + 26 + 8 + 6) > \
            self.side.bottom - 10 - y
        for m in self.offered:
            if self.modules_compact:       # one line: its name, and a shorter one for a small window
                name, summary = [i18n.module_name(m, lang), i18n.module_short_name(m, lang)], []
            else:
                name = gfx.wrap_lines(i18n.module_name(m, lang), width, theme.FS_BODY, True)
                summary = gfx.wrap_lines(i18n.module_summary(m, lang), width + SWITCH_W + 12, theme.FS_SMALL)
            clash = modulechoice.conflicts(self.offered, chosen, m.id)
            needs = modulechoice.needs(self.offered, m.id)
            if clash:
                note, bad = t("setup.module_excludes", names=self._names(clash)), True
            elif needs:
                note, bad = t("setup.module_requires", names=self._names(needs)), False
                if self.modules_compact and len(needs) > 1 and not self._fits_note(note, self.side.w - 68):
                    note = t("setup.module_requires_count", n=len(needs))     # the names are in the tooltip
            else:
                note, bad = "", False
            h = 14 + len(name) * 32 + 6 + len(summary) * 26 + (30 if note else 0) + 12
            if self.modules_compact:
                h = 10 + 32 + (26 if note else 0) + 8
            tip = i18n.module_summary(m, lang) if self.modules_compact else t("setup.module_tip")
            if self.modules_compact and name[1] != name[0]:
                tip = f"{name[0]}. {tip}"       # the whole name, where the list may show the short one
            if self.modules_compact and needs and not clash:
                tip += " " + t("setup.module_requires", names=self._names(needs))
            if self.modules_dense:
                if clash:
                    tip += " " + note
                note, h = "", 44
            rect = pygame.Rect(self.side.x + 20, y, self.side.w - 40, h)
            toggle = ModuleToggle(rect, "", m.id in chosen, self._moduler(m.id), enabled=not clash, tooltip=tip)
            self.module_toggles[m.id] = self.widgets.add(toggle)
            self.module_blocks.append((m, rect, name, summary, note, bad))
            y = rect.bottom + (4 if self.modules_dense else 6 if self.modules_compact else 10)

    def _modules_height(self, width: int, lang: str) -> int:
        """The modules' blocks' height with their summaries (notes counted as if each had one)."""
        total = 0
        for m in self.offered:
            name = gfx.wrap_lines(i18n.module_name(m, lang), width, theme.FS_BODY, True)
            summary = gfx.wrap_lines(i18n.module_summary(m, lang), width + SWITCH_W + 12, theme.FS_SMALL)
            total += 14 + len(name) * 32 + 6 + len(summary) * 26 + 12 + 10
        return total

    def _compact_names(self, width: int) -> tuple[dict, int]:
        """Each module's one-line name (its short one where the whole does not fit even small) and
        one size for them all (the size the longest fits at): names side by side in one list read
        alike instead of each shrunk by its own length."""
        key = (width, i18n.generation(), gfx.min_text_px, tuple(tuple(b[2]) for b in self.module_blocks))
        if getattr(self, "_names_shown", (None,))[0] != key:
            names = {m.id: name[0] if gfx.fits(name[0], width, theme.FS_BODY, True, 17) else name[-1]
                     for m, _rect, name, *_ in self.module_blocks}
            size = min((gfx.fit_size(n, width, theme.FS_BODY, True, 17) for n in names.values()),
                       default=theme.FS_BODY)
            self._names_shown = (key, names, size)
        return self._names_shown[1], self._names_shown[2]

    @staticmethod
    def _fits_note(note: str, width: int) -> bool:
        return gfx.font(15).size(note)[0] * gfx.MAX_SQUEEZE <= width

    def _names(self, ids) -> str:
        lang = i18n.language()
        table = {m.id: m for m in self.offered}
        return ", ".join(i18n.module_name(table[i], lang) if i in table else i for i in ids)

    def _moduler(self, module_id: str):
        def set_module(on: bool) -> None:
            self.config.modules = modulechoice.switch(self.offered, self.config.modules, module_id, on)
            self._rebuild()
        return set_module

    def _rebuild(self) -> None:
        """_build after a change made from the screen (a module switched, a seat added or removed),
        the keyboard's ring kept on the same switch or button (else the same place in the order):
        a keyboard player switching four modules walked the whole screen four times."""
        focused, show = self.widgets.focused, self.widgets.show_focus
        module = next((mid for mid, toggle in self.module_toggles.items() if toggle is focused), None)
        name = getattr(focused, "name", "") if focused is not None else ""
        index = self.widgets.focus_index
        self._build()
        if focused is None:
            return
        items = self.widgets.focusables()
        again = (self.module_toggles.get(module) if module else
                 next((w for w in items if name and getattr(w, "name", "") == name), None)
                 or (items[min(index, len(items) - 1)] if items else None))
        if again is not None and again.active():
            self.widgets.set_focus(again)
            self.widgets.show_focus = show

    def items_to_win(self) -> int | None:
        """How many wares end the game with these seats and modules (None if the set cannot load)."""
        from kingsforge.content import ContentError
        from kingsforge.ui.match import content_for

        try:
            return content_for(self.config.modules or ()).setup.items_to_win[len(self.config.seats)]
        except (ContentError, KeyError):
            return None

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
                self._rebuild()
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
        self._rebuild()

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
        self.stack.replace(registry.make("title", self.app))

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
        return GameConfig(seats=seats, seed=seed, modules=tuple(self.config.modules or ()))

    def start(self) -> None:
        config = self.build_config()
        if config is None:
            return
        from kingsforge.content import ContentError
        from kingsforge.ui.match import Match

        try:
            match = Match.new(config)
        except ContentError as exc:          # a module set this data folder cannot load
            self.message = t("setup.modules_unplayable", problem=exc.message)
            return
        self.app.settings.modules = config.modules      # remembered for the next game
        self.app.settings.last_seats = tuple({"name": s.name, "colour": tuple(s.colour), "human": s.human,
                                              "level": s.level} for s in config.seats)     # and the table
        self.app.save_settings()
        self.stack.replace(registry.make("table", self.app, match))

    def _draw_modules(self, surface) -> None:
        if not self.module_blocks:
            gfx.blit_text(surface, t("setup.no_modules"), (self.side.x + 30, self.side.y + MODULES_Y + 50),
                          theme.FS_SMALL, theme.TEXT_DIM)
        for m, rect, name, summary, note, bad in self.module_blocks:
            on = self.module_toggles[m.id].value
            gfx.panel(surface, rect, (58, 46, 34) if on else (34, 27, 22), theme.GOLD if on else theme.PANEL_EDGE,
                      radius=10)
            y = rect.y + 14
            ink = theme.TEXT if self.module_toggles[m.id].enabled else theme.TEXT_FAINT
            if self.modules_compact:
                y = rect.y + 10
                with gfx.tight_floor():        # a long name (Spanish) in a small window: small, not cut
                    names, size = self._compact_names(rect.w - SWITCH_W - 40)
                    gfx.blit_fitted(surface, names[m.id], (rect.x + 14, rect.centery if self.modules_dense else y + 16),
                                    rect.w - SWITCH_W - 40, size, ink, "midleft", bold=True, min_size=17)
                if note:
                    gfx.blit_fitted(surface, note, (rect.x + 14, y + 34), rect.w - 28, theme.FS_SMALL,
                                    theme.BAD if bad else theme.GOLD, "topleft", min_size=15)
                continue
            for line in name:
                gfx.blit_text(surface, line, (rect.x + 14, y), theme.FS_BODY, ink, bold=True)
                y += 32
            y += 6
            for line in summary:
                gfx.blit_text(surface, line, (rect.x + 14, y), theme.FS_SMALL, theme.TEXT_DIM)
                y += 26
            if note:
                gfx.blit_fitted(surface, note, (rect.x + 14, y + 2), rect.w - 28, theme.FS_SMALL,
                                theme.BAD if bad else theme.GOLD, "topleft")

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
        # the heading and the intro sit high enough that the intro's descenders keep clear of the
        # column headings above the rows
        gfx.blit_text(surface, t("setup.heading"), (120, 66), theme.FS_TITLE, theme.GOLD_BRIGHT, bold=True,
                      display=True, shadow=True)
        intro, room = t(self.intro), INTRO_RIGHT - 124       # clear of Forge's name at the top right
        gfx.blit_whole(surface, intro, (124, 152), room, theme.FS_BODY, theme.TEXT_DIM, "topleft")
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
            from kingsforge.ui import seatmark

            seatmark.draw(surface, seat.colour, sw.center, 15)     # each colour has its own shape
        side = self.side
        gfx.panel(surface, side, (40, 31, 25), theme.PANEL_EDGE, radius=14, shadow=6)
        gfx.blit_text(surface, t("setup.seed"), (side.x + 30, side.y + 30), theme.FS_LABEL, theme.GOLD, bold=True)
        gfx.blit_text(surface, t("setup.seed_help"), (side.x + 30, side.y + 72), theme.FS_SMALL,
                      theme.TEXT_DIM)
        gfx.blit_text(surface, t(self.side_heading), (side.x + 30, side.y + MODULES_Y), theme.FS_LABEL, theme.GOLD,
                      bold=True)
        self._draw_modules(surface)
        n = len(self.config.seats)
        target = self.items_to_win()
        summary = t("setup.summary", n=n, wares=target) if target else t("setup.summary_players", n=n)
        gfx.blit_fitted(surface, summary, (1500 - 30, 990), 1500 - 30 - 450, theme.FS_BODY, theme.TEXT_DIM,
                        "midright")
        if self.message:
            gfx.blit_text(surface, self.message, (960, 915), theme.FS_BODY, theme.BAD, "center", bold=True)
        self.widgets.draw(surface)
        self.widgets.draw_tooltip(surface)
