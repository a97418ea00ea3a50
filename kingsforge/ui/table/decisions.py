"""The dialog for decisions owed out of turn (engine/decisions.py): who gets a Conjurer die,
which colour the Conjurer dice count as, which die an Escape the Dungeon card takes, what a
kept die does, ... -- whatever kinds the mechanisms declare.

The table asks `offer(table)` every frame: when a person owes the front decision
(`state.pending`, `state.turn` is the one who owes it, possibly out of turn) a
DecisionScene opens over the table. Its answers are the engine's own `Decide` moves
from `legal_actions`, played through the table (Match), so nothing here decides
what is legal. What the dialog says and shows for a kind is that kind's panel
(ui/table/asks/, looked up by kind: one place per kind; a kind without one gets the
generic panel, a button per choice). In hot-seat, the table's hand-off banner comes
first when the decider is another person. Computer players answer through the AI worker
like any move; describe() writes their choice in the move log.
"""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.engine.actions import Decide
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.table import asks, layout
from kingsforge.ui.table.asks.panel import PANEL_W
from kingsforge.ui.table.dice import draw_die
from kingsforge.ui.table.diekind import face_id
from kingsforge.ui.table.peeknote import PeekNote
from kingsforge.ui.widgets import Button, WidgetGroup

NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8)
PICK_KEYS = NUMBER_KEYS + (pygame.K_9,)     # a picker's dice, each numbered on its corner
PAGE = 7                    # answers shown at once; more answers page through a 'More choices' button


DICE_BAND = 104             # the height the dice under the question may take (one row, or two)


def dice_spots(count: int, centre_x: float, centre_y: float, width: int, size: int, gap: int,
               height: int = DICE_BAND) -> tuple[float, list[tuple[float, float]]]:
    """The die size and the centres of `count` dice laid out under a dialog's question within
    `width` x `height` round (centre_x, centre_y): one row at `size` where it fits; else the dice
    and their gaps shrink together, on one row or on two, whichever leaves them larger (13 dice
    of a Rolling Thunder roll stay inside the dialog)."""
    if count <= 0:
        return size, []
    best = None
    for rows in (1, 2):
        per_row = -(-count // rows)
        scale = min(1.0, width / (per_row * (size + gap) - gap),
                    (height - 6 * (rows - 1)) / (rows * size))
        if rows > count:
            break
        if best is None or scale > best[0] + 1e-9:
            best = (scale, rows, per_row)
    scale, rows, per_row = best
    die, pitch = size * scale, (size + gap) * scale
    spots = []
    for k in range(count):
        r, c = divmod(k, per_row)
        in_row = min(per_row, count - r * per_row)
        x = centre_x + (c - (in_row - 1) / 2) * pitch
        y = centre_y + (r - (rows - 1) / 2) * (die + 6)
        spots.append((x, y))
    return die, spots


def offer(table) -> bool:
    """Open the decision dialog when a person at this screen owes a decision; True if it did."""
    m = table.match
    s = m.state
    if m.over or not s.pending or not m.human_to_move or table.stack.top is not table:
        return False
    if not any(isinstance(a, Decide) for a in m.legal()):
        return False
    table.pending = None
    table.choosing_discard = False
    table.stack.push(DecisionScene(table.app, table))
    return True


def prompt(match) -> str:
    """The top bar while a person owes a decision."""
    d = match.state.pending[0]
    key = f"decision.prompt.{asks.text_key(d)}"
    return t(key if i18n.has(key, "en") else "decision.prompt.generic", name=match.seats[d.player].name)


class DecisionScene(ModalScene):
    """One owed decision, asked of the person who owes it; closes when it is answered."""

    closable = False            # the game cannot go on without the answer

    def __init__(self, app, table):
        self.table = table
        self.match = m = table.match
        s = m.state
        self.decision = d = s.pending[0]
        self.version = m.version
        self.moves = [a for a in m.legal() if isinstance(a, Decide)]
        self.ask = panel = asks.panel_for(d.kind)
        self.kind = asks.text_key(d)
        self.title = t(f"decision.title.{self.kind}" if i18n.has(f"decision.title.{self.kind}", "en")
                       else "decision.title.generic")
        self.lines: list[str] = []
        self.dice: list[tuple[str, int]] = []      # (face, value) shown under the question
        self.options: list[tuple[str, object, tuple | None, str]] = []   # (label, choice, colour, face)
        self.tips: dict = {}                       # choice -> its button's tooltip
        self.picker = panel.picker                 # answered by picking dice (a pre-roll), or None
        self.selected: set[int] = set()            # the dice picked
        self.pick_rects: list[tuple[int, pygame.Rect]] = []
        panel.fill(self, s, d, m.seats[d.player].name)
        self.pickable = self.picker.dice(self, s, d) if self.picker else []
        # a panel that waits (the Obey Wand) answers by itself when the time runs out
        self.countdown = panel.wait.seconds if panel.wait else None
        self.page = 0
        self._measure()
        super().__init__(app)
        self.peek_note = PeekNote()         # a click on the table while it is only looked at
        self._build()

    # ---------------------------------------------------------------- layout
    def _measure(self) -> None:
        """The paragraphs' heights as they are drawn now, and the panel's size from them. The text
        floor of a small window (gfx.min_text_px) makes the same words taller: the dialog is
        measured again when the window's scale changes (_fit_window), not only when it opens."""
        rows = min(len(self.options), PAGE + (1 if len(self.options) > PAGE else 0))
        self.line_heights = [gfx.text(line, theme.FS_BODY if i == 0 else theme.FS_SMALL, wrap=PANEL_W - 88)
                             .get_height() + 10 for i, line in enumerate(self.lines)]
        body_h = 150 + sum(self.line_heights) + (110 if self.dice or self.picker else 0)
        self.panel_size = (PANEL_W, min(1000, body_h + (74 * rows if not self.picker else 110) + 110))
        self._measured = (gfx.min_text_px, gfx.view_scale)

    def _fit_window(self) -> None:
        """Measured again, the panel and its buttons laid out again, when the window's scale (and
        so the text floor) changed since: the paragraphs must not run into one another."""
        if self._measured == (gfx.min_text_px, gfx.view_scale):
            return
        self._measure()
        self.panel.size = self.panel_size
        self.panel.center = (theme.LOGICAL_W // 2, theme.LOGICAL_H // 2)
        focus, show, peek = self.widgets.focus_index, self.widgets.show_focus, self.peek
        self.widgets = WidgetGroup()
        self._build()
        if peek:
            self.toggle_peek()
        items = self.widgets.focusables()
        if 0 <= focus < len(items):
            self.widgets.set_focus(items[focus])
        self.widgets.show_focus = show

    # ---------------------------------------------------------------- widgets
    def _build(self) -> None:
        p = self.panel
        y = self._options_top()
        self.option_buttons = []
        if self.picker:
            pick, none = self.picker.names
            self.pick_btn = self.widgets.add(Button((p.centerx - 310, y, 300, 64), "", self._choose_picked,
                                                    style="primary", size=theme.FS_BODY, name=pick,
                                                    hotkeys=(pygame.K_RETURN, pygame.K_KP_ENTER)))
            self.none_btn = self.widgets.add(Button((p.centerx + 10, y, 300, 64), self.picker.none(),
                                                    lambda: self.choose(()), size=theme.FS_BODY, name=none))
            self._label_pick()
        else:
            self.more_btn = None
            shown = self.options[self.page * PAGE:(self.page + 1) * PAGE] if len(self.options) > PAGE \
                else self.options
            for i, (label, choice, _colour, _face) in enumerate(shown):
                btn = Button((p.x + 120, y + i * 74, p.w - 240, 62), label, self._chooser(choice),
                             style="primary" if i == 0 else "secondary", size=theme.FS_BODY,
                             tooltip=self.tips.get(choice, ""),
                             # the first answer, drawn as the one to take, is Enter's too
                             hotkeys=((NUMBER_KEYS[i],) if i < len(NUMBER_KEYS) else ())
                             + ((pygame.K_RETURN, pygame.K_KP_ENTER) if i == 0 else ()), name=f"decide-{i}")
                self.option_buttons.append(self.widgets.add(btn))
            if len(self.options) > PAGE:
                pages = (len(self.options) + PAGE - 1) // PAGE
                self.more_btn = self.widgets.add(Button(
                    (p.x + 120, y + PAGE * 74, p.w - 240, 62),
                    t("decision.more", page=self.page + 1, pages=pages), self.next_page,
                    size=theme.FS_BODY, hotkeys=(NUMBER_KEYS[PAGE],), name="More choices"))
        self.peek_btn = self.widgets.add(Button((p.x + 30, p.bottom - 80, 260, 56), t("decision.peek"), self.toggle_peek,
                                                size=theme.FS_SMALL, name="Look at the table"))
        # in the top bar, left of its own buttons: clear of the Stock's heading and the cards below
        self.back_btn = self.widgets.add(Button(layout.PEEK_BACK, t("decision.back"),
                                                self.toggle_peek, style="primary", size=theme.FS_BODY,
                                                name="Back to the decision"))
        self.back_btn.visible = False
        self.peek = False

    def next_page(self) -> None:
        """Show the next answers (a Grimstone with many dice to choose from)."""
        pages = (len(self.options) + PAGE - 1) // PAGE
        self.page = (self.page + 1) % pages
        self.turn_page = True           # rebuilt in update(), not while the click is handled

    def shown_options(self) -> list:
        if len(self.options) <= PAGE:
            return self.options
        return self.options[self.page * PAGE:(self.page + 1) * PAGE]

    def _options_top(self) -> int:
        y = self.panel.y + 104 + sum(self.line_heights) + 16
        if self.dice or self.picker:
            y += 110
        return y

    def _chooser(self, choice):
        return lambda: self.choose(choice)

    def choose(self, choice) -> None:
        """Play Decide(choice) through the table (the engine checks it), then close."""
        if self.match.version != self.version:
            self.close()
            return
        self.close()
        self.table.play(Decide(choice))

    def _choose_picked(self) -> None:
        move = self.picked_move(self.selected)
        if move is not None:
            self.choose(move.choice)

    def picked_move(self, picked) -> Decide | None:
        """The listed answer these picked dice make (the panel's picker says which), or None."""
        return self.picker.move(self, picked)

    def _label_pick(self) -> None:
        n = len(self.selected)
        self.pick_btn.text = self.picker.label(n)
        self.pick_btn.enabled = n > 0 and self.picked_move(self.selected) is not None

    def toggle_peek(self) -> None:
        self.peek = not self.peek
        for w in self.widgets.widgets:
            w.visible = not self.peek
        self.back_btn.visible = self.peek

    # ---------------------------------------------------------------- frame
    def handle_event(self, event) -> None:
        if (not self.peek and self.picker and event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1):
            for die, rect in self.pick_rects:
                if rect.collidepoint(event.pos):
                    self.toggle_die(die)
                    return
        if not self.peek and self.picker and event.type == pygame.KEYDOWN and event.key in PICK_KEYS:
            i = PICK_KEYS.index(event.key)      # the keyboard picks die i as a click does (its number on it)
            if i < len(self.pickable):
                self.toggle_die(self.pickable[i])
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and event.mod & pygame.KMOD_CTRL:
            self.toggle_peek()
            return
        if self.peek:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.toggle_peek()          # back to the decision, as the move picker's look does
                return
            self.peek_note.poke(event)
        super().handle_event(event)

    def animating(self) -> bool:
        return super().animating() or self.peek_note.animating()

    def toggle_die(self, die: int) -> None:
        if die in self.selected:
            self.selected.discard(die)
        elif len(self.selected) < self.picker.most(self.decision):
            self.selected.add(die)
        else:
            return
        gfx.play("click")
        self._label_pick()

    def update(self, dt: float) -> None:
        self._fit_window()
        super().update(dt)
        self.peek_note.update(dt)
        if getattr(self, "turn_page", False):
            self.turn_page = False
            self.widgets = WidgetGroup()
            self._build()
        m = self.match
        if m.version != self.version or not m.state.pending or m.over:
            self.close()          # answered elsewhere (undo, a load): the table asks again if need be
            return
        if self.countdown is not None and not self.peek:
            self.countdown -= dt
            if self.countdown <= 0:
                self.countdown = None
                self.choose(self.ask.wait.choice)

    def draw(self, surface) -> None:
        self._fit_window()
        if self.peek:
            self.widgets.draw(surface)
            self.peek_note.draw(surface)
            return
        super().draw(surface)

    def draw_over(self, surface) -> None:
        self._draw_option_marks(surface)
        if self.countdown is not None:
            self._draw_countdown(surface)

    def draw_panel(self, surface) -> None:
        gfx.dim(surface, (8, 6, 4, 140))
        gfx.panel(surface, self.panel, theme.PANEL, theme.GOLD_DARK, radius=18, shadow=14, width=3)
        seat = self.match.seats[self.decision.player]
        pygame.draw.rect(surface, seat.colour, (self.panel.x + 18, self.panel.y + 24, 8, 60), border_radius=4)
        gfx.blit_fitted(surface, self.title, (self.panel.x + 44, self.panel.y + 26), self.panel.w - 90,
                        theme.FS_HEAD, theme.GOLD_BRIGHT, "topleft", bold=True, display=True)

    def draw_body(self, surface) -> None:
        p = self.panel
        y = p.y + 104
        for i, line in enumerate(self.lines):
            colour = theme.TEXT if i == 0 else theme.TEXT_DIM
            size = theme.FS_BODY if i == 0 else theme.FS_SMALL
            gfx.blit_text(surface, line, (p.x + 44, y), size, colour, wrap=p.w - 88)
            y += self.line_heights[i]
        symbols = self.app.settings.colour_blind
        if self.picker:
            self._draw_pickable(surface, symbols)
        elif self.dice:
            lead = self.ask.lead         # the first die is the one asked about: the rest smaller, faded
            size, spots = dice_spots(len(self.dice), p.centerx, self._options_top() - 62, p.w - 88, 76, 18)
            for k, ((face, value), (x, y)) in enumerate(zip(self.dice, spots)):
                draw_die(surface, face, value, (x, y), size if k == 0 or not lead else size * 54 / 76, symbols,
                         alpha=255 if k == 0 or not lead else 150)

    def _draw_countdown(self, surface) -> None:
        """The seconds left to answer, in a ring that empties (top right of the panel)."""
        import math

        p = self.panel
        centre = (p.right - 64, p.y + 56)
        wait = self.ask.wait
        left = max(0.0, self.countdown) / wait.seconds
        pygame.draw.circle(surface, (40, 30, 20), centre, 34)
        if left > 0:
            points = [centre] + [(centre[0] + 32 * math.sin(2 * math.pi * k / 48),
                                  centre[1] - 32 * math.cos(2 * math.pi * k / 48))
                                 for k in range(int(48 * left) + 1)]
            if len(points) > 2:
                pygame.draw.polygon(surface, theme.GOLD if left > 0.3 else (190, 70, 50), points)
        pygame.draw.circle(surface, theme.GOLD_BRIGHT, centre, 34, 3)
        gfx.blit_text(surface, t(wait.text, n=math.ceil(max(0.0, self.countdown))), centre,
                      theme.FS_BODY, theme.TEXT, "center", bold=True)

    def _draw_pickable(self, surface, symbols) -> None:
        s = self.match.state
        dice = self.pickable
        # room for the ring round a chosen die and its lift at each side
        size, spots = dice_spots(len(dice), self.panel.centerx, self._options_top() - 62, self.panel.w - 100,
                                 72, 16)
        lift = max(2, int(6 * size / 72))
        self.pick_rects = []
        for die, (x, y) in zip(dice, spots):
            rect = pygame.Rect(0, 0, int(size) + 10, int(size) + 10)
            rect.center = (int(x), int(y))
            chosen = die in self.selected
            if chosen:
                pygame.draw.rect(surface, theme.GOLD_BRIGHT, rect.inflate(6, 6), 4, border_radius=14)
            draw_die(surface, face_id(s, die), 0, (x, y - (lift if chosen else 0)), size, symbols,
                     alpha=255 if chosen or len(self.selected) < self.picker.most(self.decision) else 140)
            self.pick_rects.append((die, rect))
            if len(self.pick_rects) <= len(PICK_KEYS):       # its key, on its top left corner
                badge = pygame.Rect(0, 0, 30, 30)
                badge.center = rect.topleft
                pygame.draw.ellipse(surface, theme.PANEL, badge)
                pygame.draw.ellipse(surface, theme.GOLD_DARK, badge, 2)
                with gfx.box(badge, "die key"):
                    gfx.blit_fitted(surface, str(len(self.pick_rects)), badge.center, badge.w - 4, theme.FS_SMALL,
                                    theme.GOLD_BRIGHT, "center", bold=True, min_size=14)

    def _draw_option_marks(self, surface) -> None:
        """A seat's colour or a die type's mark at the left of each answer."""
        for btn, (_label, _choice, colour, face) in zip(self.option_buttons, self.shown_options()):
            r = btn.rect
            if colour is not None:
                pygame.draw.circle(surface, (0, 0, 0), (r.x + 36, r.centery + 2), 15)
                pygame.draw.circle(surface, colour, (r.x + 36, r.centery), 15)
            elif face:
                draw_die(surface, face, 0, (r.x + 36, r.centery), 40, self.app.settings.colour_blind)
