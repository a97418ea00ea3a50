"""Every move by keyboard (M at the table): a move picker for the person to move.

The picker lists exactly the moves `legal_actions` lists for the seat to move (Match.legal),
grouped by what they act on -- a gather card's option, a dock, a visitor, a ware, a bonus chip,
an ability, the roll, the pass, the end of the turn -- and, where one target can be played in
several ways (which dice pay a card, which dice fill a ware, which die a bonus goes on), those
ways in words (the move log's words, engine/describe.py, in the player's language). Enter plays
the chosen move through the table's own play path (TableScene.play: the engine's check, the
animation, the log, undo and the hand-over are those of a drop); Esc goes back a step, then
closes. Nothing here decides what is legal. Ctrl+Tab (or its button) hides the picker to look at
the table, as the decision dialog does; Ctrl+Tab, Esc or "Back to the moves" brings it back.

It opens only for a person whose turn it is, with the table on top (no hand-over, decision or
dialog above it), and plays only for that seat on that same position: a move played or taken
back meanwhile, or a turn that passed, closes it unplayed.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

from kingsforge import i18n
from kingsforge.engine.actions import (
    Claim,
    Craft,
    Decide,
    Dock,
    EndTurn,
    Harvest,
    Pass,
    Roll,
    UseAbility,
    UseCharge,
    Visit,
)
from kingsforge.engine.describe import describe, dice_text
from kingsforge.i18n import t
from kingsforge.ui import cardtext, gfx, theme
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.table import layout
from kingsforge.ui.table.asks.panel import PANEL_W
from kingsforge.ui.table.peeknote import PeekNote
from kingsforge.ui.widgets import PRESS_KEYS, Button, WidgetGroup

PAGE = 7                    # rows shown at once; longer lists page (Page Up/Down, or on past the end)
ROW_H = 62
ROW_GAP = 10
FOOT_H = 140               # the keys line and the Back / More buttons
DETAIL_H = 92               # the focused row's whole sentence, under the title
NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7)
PLAY_KEYS = PRESS_KEYS


class Group(NamedTuple):
    """One thing to act on: its label, a line saying what it does, and its listed moves."""
    key: tuple
    label: str
    about: str
    moves: list


# ------------------------------------------------------------------------------------- the lists
def _words():
    return i18n.engine_words()


def _target(s, move, names) -> tuple[tuple, str, str]:
    """(group key, label, what it does) of the thing `move` acts on, in the player's language."""
    c = s.content
    if isinstance(move, Claim):
        option = c.gather[move.card].options[move.option]
        return (("claim", move.card, move.option),
                t("keys.claim", card=i18n.gather_name(c.gather[move.card]), option=i18n.option_label(option.label)),
                cardtext.option_sentence(c, option))
    if isinstance(move, Dock):
        dock = c.dock_actions[move.action]
        return (("dock", move.action),
                t("keys.dock", dock=i18n.dock_name(dock.dock_id, dock.dock_name),
                  option=_option(dock.option.label)),
                cardtext.option_sentence(c, dock.option))
    if isinstance(move, Visit):
        visitor = c.visitors[move.card]
        option = visitor.options[move.option]
        return (("visit", move.card, move.option),
                t("keys.visit", visitor=i18n.visitor_name(visitor), option=i18n.option_label(option.label)),
                cardtext.option_sentence(c, option))
    if isinstance(move, UseAbility):
        card = c.craft[move.card]
        ability = card.ability[move.option]
        return (("ability", move.card, move.option),
                t("keys.ability", card=i18n.craft_name(card), ability=cardtext.ability_short(c, ability)),
                cardtext.ability_sentence(c, ability))
    if isinstance(move, UseCharge):
        kind, amount, _group, _ = s.charges[s.turn][move.charge]
        return ("charge", move.charge), t("keys.charge", bonus=cardtext.charge_label(kind, amount)), \
            cardtext.charge_help(kind, amount)
    if isinstance(move, Craft):
        card = c.craft[move.card]
        held = s.crafted_by(move.card)
        if card.tile is not None:
            from kingsforge.ui.table.tiles import tile_name

            name = tile_name(c, move.card)
            label = t("keys.bid", tile=name) if held is None else t("keys.outbid", tile=name, who=_name(names, held[0]))
        else:
            name = i18n.craft_name(card)
            label = t("keys.craft", card=name) if held is None else t("keys.outcraft", card=name,
                                                                      who=_name(names, held[0]))
        return ("craft", move.card), label, ""
    if isinstance(move, Harvest):
        return ("harvest",), t("table.harvest", value=s.grown), t("table.harvest_tip", value=s.grown)
    if isinstance(move, Pass):
        return ("pass",), t("table.pass"), t("table.pass_tip")
    if isinstance(move, Roll):
        return ("roll",), t("table.roll"), t("table.roll_tip")
    if isinstance(move, EndTurn):
        return ("end",), t("table.end_turn"), t("table.end_turn_tip")
    if isinstance(move, Decide):
        return ("decide",), t("keys.decide"), ""
    # a mechanism's own move (engine/mechanism.py): one group per kind, each move in the log's words
    return (type(move).__name__,), describe(s, move, names, words=_words()), ""


def _option(label: str) -> str:
    """A dock's action is numbered ('1', '2'): 'option 2'; else as the cards say it."""
    return t("option.n", n=label) if label.isdigit() else i18n.option_label(label)


def _name(names, p: int) -> str:
    return names[p] if names and p < len(names) else str(p + 1)


def way_label(s, move, names=None) -> str:
    """How one move of a group differs from the others: its dice, its reward, its discard."""
    c = s.content
    w = _words()
    if isinstance(move, (Claim, Visit)) or (isinstance(move, UseAbility) and s.phase == "gather"):
        return t("keys.pay", dice=dice_text(s, move.dice, words=w)) if move.dice else t("keys.free")
    if isinstance(move, Dock):
        return t("keys.dock_way", card=i18n.gather_name(c.gather[move.discard]),
                 dice=dice_text(s, move.dice, words=w))
    if isinstance(move, UseAbility):
        return dice_text(s, move.dice, with_values=True, words=w) if move.dice else t("keys.free")
    if isinstance(move, UseCharge):
        return t("keys.on_die", die=dice_text(s, (move.die,), with_values=True, words=w))
    if isinstance(move, Craft):
        return t("keys.with", dice=dice_text(s, move.dice, with_values=True, words=w))
    if isinstance(move, Harvest):
        from kingsforge.ui.table.asks.kept import harvest_label

        return harvest_label(c, move.die, move.as_type, s.grown)
    if isinstance(move, Pass):
        if not move.benefit:
            return t("keys.pass_plain")
        if move.benefit in c.token_ids:
            return t("table.first_pass.token", token=i18n.token_name(c, c.token_index(move.benefit)))
        die_type = c.die_types[c.die_type_index(move.benefit)]
        return t("table.first_pass.die", die=i18n.die_word(die_type.id, die_type.name.lower()))
    return describe(s, move, names, words=w)


def groups(match) -> list[Group]:
    """The legal moves of the seat to move, grouped by target, in the engine's listing order."""
    s = match.state
    out: dict = {}
    for move in match.legal():
        key, label, about = _target(s, move, match.names)
        if key not in out:
            out[key] = Group(key, label, about, [])
        out[key].moves.append(move)
    found = list(out.values())
    _number_twins([g.label for g in found], lambda i, text: found.__setitem__(i, found[i]._replace(label=text)))
    return found


def ways(match, group: Group) -> list[str]:
    """The labels of a group's moves; two moves that would read the same are numbered (which
    die goes in which box differs, or two identical dice): every row is a different move."""
    s = match.state
    labels = [way_label(s, m, match.names) for m in group.moves]
    _number_twins(labels, labels.__setitem__)
    return labels


def _number_twins(labels: list[str], put) -> None:
    seen: dict = {}
    for label in labels:
        seen[label] = seen.get(label, 0) + 1
    count: dict = {}
    for i, label in enumerate(list(labels)):
        if seen[label] > 1:
            count[label] = count.get(label, 0) + 1
            put(i, t("keys.twin", label=label, n=count[label]))


def can_open(table) -> bool:
    """The person to move may pick a move now: their turn, the table on top, nothing held."""
    m = table.match
    return (not m.over and m.human_to_move and table.stack.top is table and table.drag is None
            and (m.config.humans <= 1 or table.last_human == m.current) and bool(m.legal()))


def open_picker(table) -> bool:
    """M at the table: open the move picker for the person to move; True if it opened."""
    if not can_open(table):
        return False
    table.cancel_pending()          # dice half placed by mouse: the picker's move replaces them
    table.stack.push(MovePicker(table.app, table))
    return True


# ------------------------------------------------------------------------------------- the dialog
class Row(Button):
    """A row of the picker: a button whose label may take two lines rather than be cut."""

    def draw(self, surface, show_focus=False) -> None:
        label, self.text = self.text, ""
        try:
            super().draw(surface, show_focus)
        finally:
            self.text = label
        if not self.visible:
            return
        room = self.rect.w - 32
        ink = theme.TEXT if self.enabled else theme.TEXT_FAINT
        with gfx.box(self.rect, self.name):
            if gfx.fits(label, room, theme.FS_BODY, True, min_size=theme.FS_SMALL):
                gfx.blit_fitted(surface, label, self.rect.center, room, theme.FS_BODY, ink, "center", bold=True,
                                min_size=theme.FS_SMALL)
                return
            lines = gfx.wrap_lines(label, room, theme.FS_SMALL, True)[:2]
            height = gfx.font(theme.FS_SMALL, True).get_linesize()
            y = self.rect.centery - height * len(lines) / 2 + height / 2
            for line in lines:
                gfx.blit_fitted(surface, line, (self.rect.centerx, int(y)), room, theme.FS_SMALL, ink, "center",
                                bold=True)
                y += height


class MovePicker(ModalScene):
    """The picker itself, in the decision dialog's frame (ui/table/decisions.py)."""

    closable = False            # Esc goes back a step first (handled below)

    def __init__(self, app, table):
        self.table = table
        self.match = m = table.match
        self.seat = m.current
        self.version = m.version
        self.groups = groups(m)
        self.group: Group | None = None     # None: choosing what to act on; else which way
        self.labels: list[str] = []
        self.abouts: list[str] = []
        self.index = 0
        self.back_index = 0
        self.page = -1
        self.peek = False           # the table shown, the picker hidden (Ctrl+Tab)
        self.peek_note = PeekNote()
        self.panel_size = (PANEL_W, 104 + DETAIL_H + PAGE * (ROW_H + ROW_GAP) + FOOT_H)
        super().__init__(app)
        self._show_groups(0)

    # ---------------------------------------------------------------- what is listed
    @property
    def moves_listed(self) -> list:
        """Every move the rows can play (at the current step), for tests."""
        if self.group is not None:
            return list(self.group.moves)
        return [move for g in self.groups for move in g.moves]

    def _show_groups(self, index: int) -> None:
        self.group = None
        self.labels = [g.label for g in self.groups]
        self.abouts = [self._group_about(g) for g in self.groups]
        self.title = t("keys.title", name=self.match.seats[self.seat].name)
        self._go(index, rebuild=True)

    def _group_about(self, g: Group) -> str:
        s = self.match.state
        if len(g.moves) == 1:        # the move in the log's words, then what the target does
            said = describe(s, g.moves[0], self.match.names, words=_words())
            return f"{said.rstrip('.')}. {g.about}" if g.about else said
        return f"{g.about} {i18n.plural('keys.ways', len(g.moves))}".strip()

    def _show_ways(self, group: Group) -> None:
        self.group = group
        s = self.match.state
        self.labels = ways(self.match, group)
        self.abouts = [describe(s, move, self.match.names, words=_words()) for move in group.moves]
        self.title = group.label
        self._go(0, rebuild=True)

    # ---------------------------------------------------------------- rows and pages
    def _rows_top(self) -> int:
        return self.panel.y + 104 + DETAIL_H

    def pages(self) -> int:
        return max(1, -(-len(self.labels) // PAGE))

    def _go(self, index: int, rebuild: bool = False) -> None:
        if not self.labels:
            return
        self.index = index % len(self.labels)
        page = self.index // PAGE
        if rebuild or page != self.page:
            self.page = page
            self._build()
        row = self.rows[self.index - self.page * PAGE]
        self.widgets.set_focus(row)
        self.widgets.show_focus = True

    def _build(self) -> None:
        # as tall as this list's rows (a page's worth at most), centred: no empty frame under a short list
        rows = min(PAGE, len(self.labels))
        self.panel.h = 104 + DETAIL_H + rows * (ROW_H + ROW_GAP) + FOOT_H
        self.panel.center = (theme.LOGICAL_W // 2, theme.LOGICAL_H // 2)
        p = self.panel
        self.widgets = WidgetGroup()
        self.rows = []
        first = self.page * PAGE
        y = self._rows_top()
        for i, label in enumerate(self.labels[first:first + PAGE]):
            many = self.group is None and len(self.groups[first + i].moves) > 1
            row = Row((p.x + 80, y + i * (ROW_H + ROW_GAP), p.w - 160, ROW_H), label + (" …" if many else ""),
                      self._chooser(first + i), size=theme.FS_BODY, name=f"move-{i}")
            self.rows.append(self.widgets.add(row))
        bottom = p.bottom - 76
        back = t("keys.back") if self.group is not None else t("keys.close")
        self.back_btn = self.widgets.add(Button((p.x + 40, bottom, 260, 52), back, self.back, size=theme.FS_SMALL,
                                                name="Back" if self.group is not None else "Close"))
        self.more_btn = None
        if self.pages() > 1:
            self.more_btn = self.widgets.add(Button(
                (p.right - 340, bottom, 300, 52), t("decision.more", page=self.page + 1, pages=self.pages()),
                self.next_page, size=theme.FS_SMALL, name="More choices"))
        self.peek_btn = self.widgets.add(Button((p.centerx - 130, bottom, 260, 52), t("keys.peek"), self.toggle_peek,
                                                size=theme.FS_SMALL, name="Look at the table"))
        self.unpeek_btn = self.widgets.add(Button(layout.PEEK_BACK, t("keys.unpeek"), self.toggle_peek,
                                                  style="primary", size=theme.FS_BODY, name="Back to the moves"))
        self._show_peek()

    def toggle_peek(self) -> None:
        self.peek = not self.peek
        self._show_peek()
        if not self.peek:
            self._go(self.index)            # the ring back on the row it was on

    def _show_peek(self) -> None:
        for w in self.widgets.widgets:
            w.visible = not self.peek
        self.unpeek_btn.visible = self.peek
        if self.peek:
            self.widgets.set_focus(self.unpeek_btn)

    def next_page(self) -> None:
        self._go(((self.page + 1) % self.pages()) * PAGE)

    def prev_page(self) -> None:
        self._go(((self.page - 1) % self.pages()) * PAGE)

    def _chooser(self, index: int):
        return lambda: self.choose(index)

    # ---------------------------------------------------------------- choosing
    def still_good(self) -> bool:
        m = self.match
        return (not m.over and m.version == self.version and m.human_to_move and m.current == self.seat
                and not self.table.busy())

    def choose(self, index: int) -> None:
        """A row: a target with one way plays it; one with several shows them; a way plays."""
        if not self.still_good():
            self.close()
            return
        if self.group is None:
            group = self.groups[index]
            if len(group.moves) > 1:
                self.back_index = index
                self._show_ways(group)
                return
            move = group.moves[0]
        else:
            move = self.group.moves[index]
        self.close()
        self.table.play(move)       # the table's own path: the engine's check, animation, log, undo

    def back(self) -> None:
        if self.group is not None:
            self._show_groups(self.back_index)
        else:
            self.close()

    # ---------------------------------------------------------------- frame
    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and event.mod & pygame.KMOD_CTRL:
            self.toggle_peek()
            return
        if self.peek:                   # looking at the table: only the way back answers
            if event.type == pygame.KEYDOWN:
                if event.key == pygame.K_ESCAPE or event.key in PLAY_KEYS:
                    self.toggle_peek()
                return
            self.peek_note.poke(event)
            self.widgets.handle_event(event)
            return
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_ESCAPE or key == pygame.K_BACKSPACE:
                self.back()
                return
            if key == pygame.K_m and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.close()
                return
            steps = {pygame.K_DOWN: 1, pygame.K_UP: -1}
            if key == pygame.K_TAB:
                steps[pygame.K_TAB] = -1 if event.mod & pygame.KMOD_SHIFT else 1
            if key in steps:
                self._go(self.index + steps[key])
                return
            if key in (pygame.K_PAGEDOWN, pygame.K_RIGHT):
                self.next_page()
                return
            if key in (pygame.K_PAGEUP, pygame.K_LEFT):
                self.prev_page()
                return
            if key == pygame.K_HOME:
                self._go(0)
                return
            if key == pygame.K_END:
                self._go(len(self.labels) - 1)
                return
            if key in NUMBER_KEYS and NUMBER_KEYS.index(key) < len(self.rows):
                self.choose(self.page * PAGE + NUMBER_KEYS.index(key))
                return
            if key in PLAY_KEYS:
                focused = self.widgets.focused
                if focused is not None and focused not in self.rows:
                    focused.activate()
                else:
                    self.choose(self.index)
                return
            return              # other keys do nothing here (no Ctrl+Z, no H under the picker)
        if event.type == pygame.MOUSEMOTION:
            for i, row in enumerate(self.rows):
                if row.rect.collidepoint(event.pos) and self.page * PAGE + i != self.index:
                    # the focus follows the pointer with the sentence above: Enter plays the row
                    # the ring is on, never another under the mouse
                    self._go(self.page * PAGE + i)
        if event.type == pygame.MOUSEWHEEL:
            self._go(self.index - event.y)
            return
        self.widgets.handle_event(event)

    def animating(self) -> bool:
        return super().animating() or self.peek_note.animating()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.peek_note.update(dt)
        if not self.still_good():
            self.close()            # played, taken back or handed over behind its back

    def draw(self, surface) -> None:
        if self.peek:
            self.widgets.draw(surface)      # the table as it is, and the way back
            self.peek_note.draw(surface)
            return
        super().draw(surface)

    def draw_panel(self, surface) -> None:
        gfx.dim(surface, (8, 6, 4, 140))
        gfx.panel(surface, self.panel, theme.PANEL, theme.GOLD_DARK, radius=18, shadow=14, width=3)
        seat = self.match.seats[self.seat]
        pygame.draw.rect(surface, seat.colour, (self.panel.x + 18, self.panel.y + 24, 8, 60), border_radius=4)
        gfx.blit_fitted(surface, self.title, (self.panel.x + 44, self.panel.y + 26), self.panel.w - 90,
                        theme.FS_HEAD, theme.GOLD_BRIGHT, "topleft", bold=True, display=True)

    def draw_body(self, surface) -> None:
        p = self.panel
        about = self.abouts[self.index] if self.abouts else t("keys.none")
        room = p.w - 88
        lines = gfx.wrap_lines(about, room, theme.FS_SMALL)
        height = gfx.font(theme.FS_SMALL).get_linesize()
        most = max(1, (DETAIL_H - 8) // height)
        if len(lines) > most:           # a very long sentence: its end shortened rather than spilling
            lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
        y = p.y + 96
        for i, line in enumerate(lines):
            gfx.blit_fitted(surface, line, (p.x + 44, y + i * height), room, theme.FS_SMALL,
                            theme.TEXT if i < most else theme.TEXT_DIM, "topleft")
        keys = t("keys.help") if self.pages() == 1 else t("keys.help_pages")
        gfx.blit_fitted(surface, keys, (p.centerx, p.bottom - FOOT_H + 30), p.w - 88, theme.FS_SMALL,
                        theme.TEXT_DIM, "center")
