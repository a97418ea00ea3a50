"""Replay and review: step through a finished or saved game move by move.

ReplayListScene lists the games there are to replay (the game in progress, the
autosave, and every finished game kept in the games folder, newest first).
ReplayScene shows the table after any number of moves, drawn with the table's
own drawing code (ui/table/*) from a match.Replay, which answers what a match
answers but lets nobody move. The move log on the right follows: the line of
the move just shown is lit, later moves are faint, and a click on a line goes
there. Keys: Left/Right one move, Home/End the start/end, PageUp/PageDown a
round back/forward, Esc back. The top bar's slider goes to any move; its round
marks go to the start of a round.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from kingsforge import i18n, persist
from kingsforge.i18n import t
from kingsforge.persist.settings import MAX_NAME
from kingsforge.ui import gfx, seatmark, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry
from kingsforge.ui.table import layout, panels
from kingsforge.ui.table.dice import DiceView
from kingsforge.ui.table.dicespots import cemetery_spot, dice_spots
from kingsforge.ui.table.drawing import TableDrawing
from kingsforge.ui.widgets import Button, WidgetGroup

log = logging.getLogger("kingsforge.ui")

DIE_RATE = 12.0
SLIDER = pygame.Rect(700, 8, 1050, 44)      # the top bar's move slider (round marks above the track)
TRACK_Y = SLIDER.y + 31
LOG_LINE = 20
LOG_GAP = 6


# ============================================================== the list of games
@dataclass
class GameEntry:
    """One replayable file, read without replaying it."""
    path: Path
    finished: bool
    when: str = ""                       # local date and time
    names: list = field(default_factory=list)
    colours: list = field(default_factory=list)
    moves: int = 0
    rounds: int = 0
    winners: tuple = ()                  # the seats that won (several when a win is shared)
    modules: list = field(default_factory=list)
    readable: bool = True
    game: str = "kingsforge"             # the game the file holds (the games folder keeps both games')


def _local_time(stamp: str) -> str:
    try:
        import calendar

        secs = calendar.timegm(time.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ"))
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(secs))
    except (ValueError, TypeError, OverflowError):
        return ""


def _entry(path: Path, finished: bool) -> GameEntry:
    entry = GameEntry(path, finished)
    try:
        data = persist.saves.read_json(path)        # bounded, a regular file only (a pipe would block)
        if not isinstance(data, dict):
            raise ValueError("not a save")
        entry.game = persist.saves.game_of(data)
        names = data.get("names") or []
        extra = data.get("extra") if isinstance(data.get("extra"), dict) else {}
        seats = extra.get("seats") if isinstance(extra.get("seats"), list) else []
        # a hand-edited file's name is cut as the seats cut it: no row fits thousands of letters
        entry.names = [str(n)[:MAX_NAME] for n in names][:4]
        entry.colours = [(persist.saves.seat_colour(s.get("colour")) if isinstance(s, dict) else None)
                         or (200, 200, 200) for s in seats][:len(entry.names)]
        while len(entry.colours) < len(entry.names):
            entry.colours.append(theme.SEAT_COLOURS[len(entry.colours) % len(theme.SEAT_COLOURS)][1])
        entry.moves = len(data.get("actions") or data.get("moves") or [])     # King's Forge's / Forge's
        entry.modules = [str(m) for m in data.get("modules") or []]
        done = extra.get("finished") if isinstance(extra.get("finished"), dict) else None
        if done:
            entry.rounds = int(done.get("rounds", 0))
            won = done.get("winners")
            won = won if isinstance(won, list) else [done.get("winner", -1)]
            entry.winners = tuple(int(p) for p in won if 0 <= int(p) < len(entry.names))
        entry.when = _local_time(str(done.get("finished_at", "")) if done else str(data.get("saved_at", "")))
    except (OSError, ValueError, TypeError, AttributeError, RecursionError, OverflowError):
        entry.readable = False
    return entry


def saved_games(limit: int = 500, game: str = "kingsforge") -> list[GameEntry]:
    """`game`'s autosave (a game in progress) first, then its finished games kept, newest first.
    The two games share the folder of finished games; Forge's are named forge-*.json."""
    out = []
    auto = persist.autosave_path(game)
    if auto.is_file():
        out.append(_entry(auto, False))
    folder = persist.paths.games_dir()
    forge = game == "forge"
    try:
        files = [p for p in folder.glob("*.json") if p.name.startswith(persist.paths.FORGE_GAMES) == forge] \
            if folder.is_dir() else []
        # King's Forge's names begin with the time; Forge's (forge-<seed>-<moves>-<digest>) do not
        files = sorted(files, key=_modified if forge else None, reverse=True)[:limit]
    except OSError:
        files = []
    # a file that cannot be read is listed as such (by its name it is this game's)
    out += [entry for entry in (_entry(p, True) for p in files) if entry.game == game or not entry.readable]
    return out


def _modified(path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:             # gone meanwhile (another window): last
        return 0.0


@registry.scene("replay.list")
class ReplayListScene(Scene):
    """Choose the game to replay."""

    ROW_X, ROW_Y, ROW_W, ROW_H, ROW_GAP = 260, 200, 1400, 92, 12
    VISIBLE = 7

    def __init__(self, app, game: str = "kingsforge"):
        super().__init__(app)
        self.game = game
        self.games = saved_games(game=game)
        self.scroll = 0
        self.message = ""
        self.hover = -1
        self._build()

    def _build(self) -> None:
        self._language = i18n.generation()
        self.widgets = WidgetGroup()
        self.widgets.add(Button((theme.LOGICAL_W // 2 - 160, 968, 320, 70), t("replay.back"), self.close,
                                size=theme.FS_LABEL, name="Back"))

    def layout_extra(self) -> dict:
        return {"games": len(self.games), "finished": sum(1 for g in self.games if g.finished)}

    def resume(self) -> None:
        self.games = saved_games(game=self.game)      # a file may have gone (.bad) or come
        self.scroll = min(self.scroll, max(0, len(self.games) - self.VISIBLE))

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.ROW_X, self.ROW_Y + i * (self.ROW_H + self.ROW_GAP), self.ROW_W, self.ROW_H)

    def row_at(self, pos) -> int:
        for k in range(min(self.VISIBLE, len(self.games) - self.scroll)):
            if self.row_rect(k).collidepoint(pos):
                return self.scroll + k
        return -1

    def open(self, index: int) -> None:
        from kingsforge.ui.match import Replay

        entry = self.games[index]
        try:
            if self.game == "forge":
                from kingsforge.forge.ui.replay import ForgeReplayScene

                scene = ForgeReplayScene.from_file(self.app, entry.path)
            else:
                scene = ReplayScene(self.app, Replay.from_file(entry.path))
        except persist.SaveError as exc:
            log.warning("cannot replay %s: %s (%s)", entry.path, exc.message, exc.detail)
            self.message = exc.message
            self.resume()
            return
        self.message = ""
        self.stack.push(scene)

    def handle_event(self, event) -> None:
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.row_at(event.pos)
            if i >= 0:
                self.open(i)
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.close()
            elif event.key == pygame.K_PAGEDOWN:
                self._scroll(self.VISIBLE)
            elif event.key == pygame.K_PAGEUP:
                self._scroll(-self.VISIBLE)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.games:
                self.open(self.hover if self.hover >= 0 else self.scroll)

    def _scroll(self, delta: int) -> None:
        self.scroll = max(0, min(self.scroll + delta, max(0, len(self.games) - self.VISIBLE)))

    def update(self, dt: float) -> None:
        if self._language != i18n.generation():
            self._build()
        self.widgets.update(dt)

    def draw(self, surface) -> None:
        gfx.background(surface, "title_bg")
        gfx.dim(surface, (10, 8, 6, 120))
        gfx.blit_text(surface, t("replay.list_title"), (theme.LOGICAL_W // 2, 70), theme.FS_TITLE, theme.GOLD_BRIGHT,
                      "midtop", bold=True, display=True, shadow=True)
        gfx.blit_fitted(surface, t("replay.list_help"), (theme.LOGICAL_W // 2, 160), 1400, theme.FS_BODY,
                        theme.TEXT_DIM, "midtop")
        if not self.games:
            box = pygame.Rect(460, 360, 1000, 240)
            gfx.panel(surface, box, (40, 31, 25), theme.PANEL_EDGE, radius=16, shadow=8)
            gfx.blit_fitted(surface, t("replay.none"), (box.centerx, box.y + 70), box.w - 60, theme.FS_LABEL,
                            theme.GOLD, "center", bold=True)
            gfx.blit_text(surface, t("replay.none_help"), (box.centerx, box.y + 120), theme.FS_BODY, theme.TEXT_DIM,
                          "midtop", wrap=box.w - 80)
        for k in range(min(self.VISIBLE, len(self.games) - self.scroll)):
            self._draw_row(surface, self.games[self.scroll + k], self.row_rect(k), self.scroll + k == self.hover)
        if 0 <= self.hover < len(self.games) and self.games[self.hover].modules:
            # the expansions the row counts, by the names this language's edition gives them
            from kingsforge.ui.rules_text import module_names
            from kingsforge.ui.widgets import draw_tooltip

            row = self.row_rect(self.hover - self.scroll)
            names = module_names(self.games[self.hover].modules)
            draw_tooltip(surface, t("replay.modules_tip", names="\n".join(names)), (row.x + 340, row.bottom - 20),
                         max_width=640)
        if self.scroll > 0:
            gfx.blit_text(surface, t("log.older", n=self.scroll), (self.ROW_X + self.ROW_W, self.ROW_Y - 14),
                          theme.FS_SMALL, theme.TEXT_DIM, "bottomright")
        below = len(self.games) - self.scroll - self.VISIBLE
        if below > 0:
            y = self.row_rect(self.VISIBLE - 1).bottom + 8
            gfx.blit_text(surface, t("replay.more", n=below), (self.ROW_X + self.ROW_W, y), theme.FS_SMALL,
                          theme.TEXT_DIM, "topright")
        if self.message:
            gfx.blit_text(surface, self.message, (theme.LOGICAL_W // 2, 900), theme.FS_SMALL, theme.BAD, "midtop",
                          wrap=1400)
        self.widgets.draw(surface)

    def _draw_row(self, surface, g: GameEntry, r: pygame.Rect, hover: bool) -> None:
        gfx.panel(surface, r, (58, 45, 32) if hover else (40, 31, 25), theme.GOLD if hover else theme.PANEL_EDGE,
                  radius=14, shadow=6, width=3 if hover else 2)
        kind = t("replay.finished") if g.finished else t("replay.in_progress")
        gfx.blit_fitted(surface, kind, (r.x + 24, r.y + 28), 300, theme.FS_BODY,
                        theme.GOLD_BRIGHT if g.finished else theme.GOOD, "midleft", bold=True)
        gfx.blit_text(surface, g.when, (r.x + 24, r.y + 64), theme.FS_SMALL, theme.TEXT_DIM, "midleft")
        if not g.readable:
            gfx.blit_text(surface, t("replay.unreadable"), (r.x + 360, r.centery), theme.FS_BODY, theme.BAD, "midleft")
            return
        x = r.x + 360
        for p, (name, colour) in enumerate(zip(g.names, g.colours)):
            seatmark.draw(surface, colour, (x + 10, r.y + 30), 10, seat=p)
            rect = gfx.blit_fitted(surface, name, (x + 26, r.y + 30), 150, theme.FS_BODY,
                                   theme.GOLD_BRIGHT if p in g.winners else theme.TEXT, "midleft", bold=p in g.winners)
            if p in g.winners:      # a winner's star, drawn (the fonts have no star glyph)
                gfx.draw_shape(surface, "star", (rect.right + 14, rect.centery), 10, theme.GOLD_BRIGHT)
                rect = rect.inflate(28, 0).move(14, 0)
            x = max(rect.right, x + 120) + 26
        parts = []
        if g.finished and g.winners:
            parts.append(t("replay.won_by", name=i18n.join_list([g.names[p] for p in g.winners])))
        if g.rounds:
            parts.append(i18n.plural("replay.rounds", g.rounds))
        parts.append(i18n.plural("replay.moves", g.moves))
        if g.modules:
            parts.append(t("replay.with_modules", n=len(g.modules)))
        gfx.blit_fitted(surface, " · ".join(parts), (r.x + 360, r.y + 66), r.right - 24 - (r.x + 360), theme.FS_SMALL,
                        theme.TEXT_DIM, "midleft")


# ============================================================== the review table
class _NoHints:
    """The replay asks for no hint: the table's drawing finds nothing to show."""
    active = False

    def draw_odds(self, surface) -> None:
        pass

    def draw_banner(self, surface, name) -> None:
        pass

    def tip_line(self, card) -> str:
        return ""


class _Control(Button):
    """A replay control in the forge's button column: a label cut at a small window's text floor
    ('Ronda siguiente') goes under it (gfx.tight_floor), small but whole."""

    def draw(self, surface, show_focus=False) -> None:
        with gfx.tight_floor(when=not gfx.fits(self.text, self.rect.w - 16, self.size, True)):
            super().draw(surface, show_focus)


@registry.scene("replay")
class ReplayScene(TableDrawing, Scene):
    """The table after `replay.position` moves, and the means to move through the game. The table is
    drawn by the live table's own drawing (TableDrawing.draw_board): every module's pieces, exactly
    as in play; only the log, the top bar and the buttons are the replay's."""

    # what the table's drawing reads of a scene: nothing is being placed, dragged or hinted here
    pending = None
    drag = None
    hover_key = None
    choosing_discard = False
    message = ""
    message_time = 0.0
    steal = None
    t = 0.0

    def __init__(self, app, replay):
        super().__init__(app)
        self.replay = replay
        self.match = replay                 # what the table's drawing code calls the game it draws
        self.hints = _NoHints()
        self.dice = DiceView()
        self.view = None
        self._view_version = -1
        self.mouse = (0, 0)
        self.dragging = False
        self.log_scroll = None              # None: follow the current move; else the first line shown
        self._log_rows: list[tuple[pygame.Rect, int]] = []
        self._snap = True
        self._build()

    # ------------------------------------------------------------------ widgets
    def _build(self) -> None:
        self._language = i18n.generation()
        self.widgets = WidgetGroup()
        b = layout.BUTTONS
        h = (b.h - 3 * 8) // 4
        items = [("Next", "replay.next", self.step_next, "primary", "replay.next_tip"),
                 ("Previous", "replay.prev", self.step_prev, "secondary", "replay.prev_tip"),
                 ("Next round", "replay.next_round", self.round_next, "secondary", "replay.next_round_tip"),
                 ("Previous round", "replay.prev_round", self.round_prev, "secondary", "replay.prev_round_tip")]
        for i, (name, key, fn, style, tip) in enumerate(items):
            self.widgets.add(_Control((b.x, b.y + i * (h + 8), b.w, h), t(key), fn, style=style,
                                      size=theme.FS_SMALL, tooltip=t(tip), name=name))
        self.widgets.add(Button((1790, 8, 116, 40), t("replay.back"), self.back, size=theme.FS_SMALL,
                                tooltip=t("replay.back_tip"), name="Back"))

    def back(self) -> None:
        self.close()

    def layout_extra(self) -> dict:
        """For the real-window tests (layoutdump): where the replay stands and whose forge shows."""
        rp = self.replay
        return {"position": rp.position, "length": rp.length, "forge_player": self.forge_player,
                "modules": list(rp.state.content.module_ids), "round": rp.state.round}

    # ------------------------------------------------------------------ moving
    def _moved(self, snap: bool) -> None:
        self._snap = snap
        self.log_scroll = None

    def step_next(self) -> None:
        before = self.replay.position
        self.replay.next()
        self._moved(self.replay.position != before + 1)

    def step_prev(self) -> None:
        self.replay.prev()
        self._moved(True)

    def go(self, position: int) -> None:
        step = position == self.replay.position + 1
        self.replay.go(position)
        self._moved(not step)

    def round_next(self) -> None:
        self.replay.next_round()
        self._moved(True)

    def round_prev(self) -> None:
        self.replay.prev_round()
        self._moved(True)

    # ------------------------------------------------------------------ helpers
    @property
    def forge_player(self) -> int:
        """The forge of the player who made the move just shown (at the start: the first to move)."""
        rp = self.replay
        if rp.position:
            return rp.movers[rp.position - 1]
        cur = rp.current
        return cur if cur is not None else rp.state.standings()[0]

    @property
    def highlight(self) -> list:
        return self._highlights()

    @property
    def highlight_time(self) -> float:
        return 1.0 if self.replay.position else 0.0

    def _forge_hint(self) -> str:
        line = self._forge_line()
        return "" if self._move_line_room(line) else line       # too long: draw_move_line's two lines

    def _move_line_room(self, line: str) -> tuple[int, int] | None:
        """(x, width) of the forge header's hint where the move line is not whole on one line there
        (a small window's large text: draw_move_line puts it on two), else None."""
        x = panels.forge_hint_x(self.match.seats[self.forge_player].name)
        width = layout.FORGE.right - 20 - x
        size = gfx.fit_size(line, width, 20, min_size=16)      # as the frame draws it: smaller, never narrowed
        return None if gfx.font(size).size(line)[0] <= width else (x, width)

    def draw_move_line(self, surface) -> None:
        """The move line on two lines, whole, on a plate over the forge's top edge, short of the
        card row (under the text floor where two at the floor would not fit there)."""
        line = self._forge_line()
        room = self._move_line_room(line)
        if room is None:
            return
        x, width = room

        def plate(surface, rect):
            gfx.panel(surface, pygame.Rect(x - 8, rect.y, width + 16, rect.h), (40, 31, 25), theme.PANEL_EDGE,
                      radius=12, shadow=0, width=2)

        panels.draw_over_forge_edge(surface, line, x, width, plate, theme.TEXT_DIM)

    def _draw_log_panel(self, surface, rect) -> None:
        self._draw_log(surface, rect)

    def _ensure_view(self):
        return self._view_of(self.replay.state, self.replay.version)

    def _slider_x(self, position: int) -> float:
        n = max(1, self.replay.length)
        return SLIDER.x + SLIDER.w * position / n

    def _slider_position(self, x: float) -> int:
        n = self.replay.length
        return round(max(0.0, min(1.0, (x - SLIDER.x) / SLIDER.w)) * n)

    def _round_marks(self) -> list[tuple[int, int, pygame.Rect]]:
        """(round, position, label rect) for every round start that has room for its number."""
        marks, last = [], -1e9
        for r, pos in self.replay.round_starts:
            x = self._slider_x(pos)
            if x - last < 30 and r != self.replay.rounds[-1]:
                continue
            label = pygame.Rect(0, 0, 28, 24)
            label.midtop = (round(x), SLIDER.y - 2)
            marks.append((r, pos, label))
            last = x
        return marks

    # ------------------------------------------------------------------ input
    def handle_event(self, event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if self.dragging:
            if event.type == pygame.MOUSEMOTION:
                self.go(self._slider_position(event.pos[0]))
                return
            if event.type == pygame.MOUSEBUTTONUP:
                self.dragging = False
                return
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEWHEEL:
            if self._ensure_view().log.collidepoint(self.mouse):
                first = self.log_scroll if self.log_scroll is not None else self._follow_first()
                self.log_scroll = max(0, min(first - event.y * 2, max(0, len(self.replay.log) - 1)))
            else:
                self.step_prev() if event.y > 0 else self.step_next()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)

    def _key(self, key) -> None:
        if key == pygame.K_ESCAPE:
            self.back()
        elif key == pygame.K_RIGHT:
            self.step_next()
        elif key == pygame.K_LEFT:
            self.step_prev()
        elif key == pygame.K_HOME:
            self.replay.to_start()
            self._moved(True)
        elif key == pygame.K_END:
            self.replay.to_end()
            self._moved(True)
        elif key == pygame.K_PAGEDOWN:
            self.round_next()
        elif key == pygame.K_PAGEUP:
            self.round_prev()

    def _click(self, pos) -> None:
        for r, _pos, label in self._round_marks():
            if label.inflate(8, 6).collidepoint(pos):
                self.replay.go_round(r)
                self._moved(True)
                return
        track = pygame.Rect(SLIDER.x - 12, TRACK_Y - 14, SLIDER.w + 24, 28)
        if track.collidepoint(pos):
            self.dragging = True
            self.go(self._slider_position(pos[0]))
            return
        for rect, index in self._log_rows:
            if rect.collidepoint(pos):
                entry = self.replay.log[index]
                self.go(entry.index + 1)
                self.log_scroll = None
                return

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        if self._language != i18n.generation():
            self._build()
        self.replay.refresh_language()
        self._ensure_view()
        factor = self.app.settings.anim(1.0)
        rate = 0.0 if (self._snap or factor <= 0) else DIE_RATE / factor
        self.dice.sync(self._dice_targets(), self._spawn_point, dt, rate)
        if self._snap:
            self.dice.leaving.clear()
        self._snap = False
        end, start = self.replay.position >= self.replay.length, self.replay.position <= 0
        self.widgets.button("Next").enabled = not end
        self.widgets.button("Next round").enabled = not end
        self.widgets.button("Previous").enabled = not start
        self.widgets.button("Previous round").enabled = not start
        self.widgets.update(dt)

    def animating(self) -> bool:
        return self.dice.animating() or self.widgets.animating() or self.dragging

    def enter(self) -> None:
        self._ensure_view()
        self.dice.sync(self._dice_targets(), self._spawn_point, 0.0, 0.0)

    def _spawn_point(self, die):
        s = self.replay.state
        x, y = layout.stock_icon(s.content.die_type_of[die])
        return (x, y, 30)

    def _dice_targets(self) -> dict:
        """Where each die lies in the state shown (as the table lays them out, nothing in hand)."""
        s = self.replay.state
        v = self._ensure_view()
        fp = self.forge_player
        crafting = self.replay.in_craft and s.has_rolled
        tray = (s.supply[fp] + s.rolled[fp]) if crafting else list(s.supply[fp])
        targets = dice_spots(s, v, fp, tray)
        cemetery_spot(s, targets)
        return targets

    def _highlights(self) -> list[tuple[str, object]]:
        """What the last move shown touched: its player's panel and its card, dock or dice."""
        action = self.replay.last_action()
        if action is None:
            return []
        mover = self.replay.movers[self.replay.position - 1]
        kind = type(action).__name__
        out = [("panel", mover)]
        if kind == "Dock":
            out.append(("dock", action.action))
        elif kind == "Craft":
            out.append(("craft", action.card))
        elif kind == "Roll":
            out.append(("tray", None))
        elif kind == "UseCharge":
            out.append(("die", action.die))
        return out

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        self.draw_board(surface)            # the live table's own drawing, whatever the modules
        self.draw_move_line(surface)
        self._draw_bar(surface)
        self.widgets.draw(surface)
        self.widgets.draw_tooltip(surface)

    def _forge_line(self) -> str:
        rp = self.replay
        if rp.position == 0:
            return t("replay.at_start")
        return t("replay.move_line", n=rp.position, text=rp.move_text())

    def _draw_bar(self, surface) -> None:
        rp = self.replay
        s = rp.state
        panels.draw_top_bar(surface, s, "", theme.TEXT)
        counter = t("replay.counter", n=rp.position, total=rp.length)
        gfx.blit_fitted(surface, counter, (SLIDER.x - 24, layout.TOP.centery), 230, theme.FS_SMALL, theme.TEXT,
                        "midright", bold=True)
        # the track, the part played, round marks (click: that round's start) and the knob
        x0, x1 = SLIDER.x, SLIDER.right
        pygame.draw.line(surface, (90, 70, 46), (x0, TRACK_Y), (x1, TRACK_Y), 6)
        knob_x = self._slider_x(rp.position)
        pygame.draw.line(surface, theme.GOLD, (x0, TRACK_Y), (knob_x, TRACK_Y), 6)
        current_round = s.round
        for r, pos, label in self._round_marks():
            x = self._slider_x(pos)
            pygame.draw.line(surface, theme.GOLD_DARK, (x, TRACK_Y - 7), (x, TRACK_Y + 7), 2)
            hover = label.inflate(8, 6).collidepoint(self.mouse)
            colour = theme.GOLD_BRIGHT if r == current_round else (theme.TEXT if hover else theme.TEXT_DIM)
            gfx.blit_text(surface, str(r), label.midtop, 18, colour, "midtop", bold=r == current_round)
        pygame.draw.circle(surface, (0, 0, 0), (knob_x + 1, TRACK_Y + 2), 10)
        pygame.draw.circle(surface, theme.GOLD_BRIGHT, (knob_x, TRACK_Y), 10)
        pygame.draw.circle(surface, theme.INK, (knob_x, TRACK_Y), 10, 2)

    def _follow_first(self) -> int:
        """The first log line to show so that the current line sits a little above the bottom."""
        return max(0, self.replay.current_log_line() - 6)

    def _draw_log(self, surface, rect: pygame.Rect) -> None:
        rp = self.replay
        gfx.panel(surface, rect, (30, 24, 20), theme.PANEL_EDGE, radius=12, shadow=5)
        title = gfx.blit_text(surface, t("log.title"), (rect.x + 14, rect.y + 20), theme.FS_BODY, theme.GOLD,
                              "midleft", bold=True)
        room = rect.right - 14 - (title.right + 12)
        help_text = t("replay.log_help")
        if gfx.font(18).size(help_text)[0] * gfx.MAX_SQUEEZE <= room:     # only where it fits whole
            gfx.blit_fitted(surface, help_text, (rect.right - 14, rect.y + 21), room, 18, theme.TEXT_FAINT,
                            "midright", min_size=18)
        current = rp.current_log_line()
        width = rect.w - 40
        top, bottom = rect.y + 40, rect.bottom - 8
        # the lines that fit, ending a few lines after the current one (or from the scrolled-to line)
        heights = {}

        def height(i):
            if i not in heights:
                heights[i] = gfx.text(rp.log[i].text, LOG_LINE, theme.TEXT, wrap=width).get_height() + LOG_GAP
            return heights[i]

        if self.log_scroll is None:
            last = min(len(rp.log) - 1, current + 3)
            first, room = last, bottom - top
            while first >= 0 and room - height(first) >= 0:
                room -= height(first)
                first -= 1
            first += 1
        else:
            first = min(self.log_scroll, max(0, len(rp.log) - 1))
        self._log_rows = []
        y = top
        colours = [seat.colour for seat in rp.seats]
        for i in range(first, len(rp.log)):
            entry = rp.log[i]
            h = height(i)
            if y + h > bottom:
                break
            later = entry.index >= rp.position
            colour = theme.TEXT_FAINT if later else (theme.GOLD if entry.event else theme.TEXT)
            row = pygame.Rect(rect.x + 6, y - 2, rect.w - 12, h)
            if i == current:
                pygame.draw.rect(surface, (84, 64, 34), row, border_radius=6)
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=6)
                colour = theme.GOLD_BRIGHT if entry.event else theme.TEXT
            body = gfx.text(entry.text, LOG_LINE, colour, wrap=width)
            if entry.event:
                surface.blit(body, (rect.x + 16, y))
            else:
                seatmark.draw(surface, colours[entry.player], (rect.x + 18, y + 11), 7, seat=entry.player)
                surface.blit(body, (rect.x + 30, y))
            self._log_rows.append((row, i))
            y += h


def stage(app, config, seed: int):
    """The replay of a staged game (computer players to the end), shown mid-way through round 3:
    for screenshots and tests. Nothing is written to the player's folders."""
    from kingsforge.ui import staging
    from kingsforge.ui.match import Replay

    match = staging.staged_match("gameover", config)
    replay = Replay.from_match(match)
    start = replay.round_start(3)
    replay.go(min(replay.length, start + max(3, (replay.round_start(4) - start) // 2)))
    app.stack.reset(registry.make("title", app))
    return app.stack.push(ReplayScene(app, replay))
