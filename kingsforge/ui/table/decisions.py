"""Dialogs for decisions owed out of turn (engine/decisions.py): who gets a Conjurer die,
which colour the Conjurer dice count as, which die an Escape the Dungeon card takes,
who gets Festival's short metal, which dice Traveling Camp pre-rolls.

The table asks `offer(table)` every frame: when a person owes the front decision
(`state.pending`, `state.turn` is the one who owes it, possibly out of turn) a
DecisionScene opens over the table. Its answers are the engine's own `Decide` moves
from `legal_actions`, played through the table (Match), so nothing here decides
what is legal. In hot-seat, the table's hand-off banner comes first when the
decider is another person. Computer players answer through the AI worker like any
move; describe() writes their choice in the move log.
"""

from __future__ import annotations

from collections import Counter

import pygame

from kingsforge import i18n
from kingsforge.engine import decisions as owed
from kingsforge.engine.actions import Decide
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.table.dice import draw_die
from kingsforge.ui.table.diekind import DECLARED_FACES, face_id
from kingsforge.ui.widgets import Button

NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8)
PANEL_W = 1040


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
    s = match.state
    d = s.pending[0]
    return t(f"decision.prompt.{_kind_key(s, d)}", name=match.seats[d.player].name)


def _kind_key(s, d) -> str:
    if d.kind == owed.HAND_OUT:
        return "festival" if d.extra == owed.TO_SMITHY else "hand_out"
    return d.kind


def _type_name(content, type_index: int) -> str:
    return i18n.die_name(content.die_types[type_index])


def _type_word(content, type_index: int) -> str:
    die_type = content.die_types[type_index]
    return i18n.die_word(die_type.id, die_type.name.lower())


def _colour_word(content, colour: int) -> str:
    return i18n.die_word(content.colours[colour], content.colours[colour])


def escape_effect(content, card, claimer: str) -> str:
    """What an Escape the Dungeon card does, in our words, built from its move_die effect."""
    e = card.effect
    standard = {i for i, d in enumerate(content.die_types) if d.id in content.colours}
    types = sorted(e.types) if e.types else []
    if not types or standard <= set(types):
        what = t("decision.escape.any_die")
    else:
        what = t("decision.escape.type_die", types=t("box.or").join(_type_word(content, x) for x in types))
    source, target = e.zones
    key = f"decision.escape.{source}_{target}"
    if not i18n.has(key) and not i18n.has(key, i18n.DEFAULT):
        return t("decision.escape.generic", what=what, source=source, target=target)
    return t(key, what=what, claimer=claimer)


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
        self.kind = _kind_key(s, d)
        c = m.content
        who = m.seats[d.player].name
        self.title = t(f"decision.title.{self.kind}")
        self.lines: list[str] = []
        self.dice: list[tuple[str, int]] = []      # (face, value) shown under the question
        self.options: list[tuple[str, object, tuple | None, str]] = []   # (label, choice, colour, face)
        self.selected: set[int] = set()           # PREROLL: dice picked
        self.pick_rects: list[tuple[int, pygame.Rect]] = []
        if d.kind == owed.HAND_OUT:
            die = d.dice[0]
            value = s.values[die]
            if d.extra == owed.TO_SUPPLY:
                self.lines.append(t("decision.hand_out.question", name=who, value=value))
                self.lines.append(t("decision.hand_out.hint", left=len(d.dice) - 1))
            else:
                self.lines.append(t("decision.festival.question", name=who,
                                    die=_type_word(c, c.die_type_of[die])))
                self.lines.append(t("decision.festival.hint"))
            self.dice = [(face_id(s, x), s.values[x] if d.extra == owed.TO_SUPPLY else 0) for x in d.dice]
            for a in self.moves:
                seat = m.seats[a.choice]
                self.options.append((seat.name, a.choice, seat.colour, ""))
        elif d.kind == owed.DECLARE:
            die_word = _type_word(c, d.extra)
            self.lines.append(t("decision.declare.question", name=who, die=die_word))
            self.lines.append(t("decision.declare.hint"))
            self.dice = [(face_id(s, x), s.values[x]) for z in s.supply for x in z if c.die_type_of[x] == d.extra]
            declared = c.die_types[d.extra].id
            type_ids = [x.id for x in c.die_types]
            for a in self.moves:
                colour = c.colours[a.choice]
                label = i18n.die_name(c.die_types[type_ids.index(colour)]) if colour in type_ids else colour
                face = f"{declared}_{colour}" if colour in DECLARED_FACES else declared
                self.options.append((label, a.choice, None, face))
        elif d.kind == owed.ESCAPE:
            card = c.escape[d.extra]
            dealer = m.seats[d.who[0]].name if d.who else ""
            self.title = t("decision.title.escape_card", card=i18n.name(f"card.escape.{card.id}", card.name))
            self.lines.append(escape_effect(c, card, dealer))
            self.lines.append(t("decision.escape.question", name=who, dealer=dealer))
            zone = s.supply[d.player] if card.effect.zones[0] == "supply" else s.smithy[d.player]
            have = Counter(c.die_type_of[x] for x in zone)
            where = t(f"decision.escape.in_{card.effect.zones[0]}") if card.effect.zones[0] in ("supply", "smithy") \
                else ""
            for a in self.moves:
                if a.choice == owed.NOTHING:
                    self.options.append((t("decision.escape.nothing"), a.choice, None, ""))
                else:
                    label = t("decision.escape.option", die=_type_name(c, a.choice), n=have[a.choice], where=where)
                    self.options.append((label, a.choice, None, c.die_types[a.choice].id))
        elif d.kind == owed.PREROLL:
            self.lines.append(t("decision.preroll.question", name=who, n=d.extra))
            self.lines.append(t("decision.preroll.hint"))
            self.pickable = sorted({x for a in self.moves for x in a.choice})
            pool = [x for x in s.supply[d.player] if s.values[x] == 0
                    and c.die_type_of[x] in {c.die_type_of[y] for y in self.pickable}]
            self.pickable = sorted(pool)
        rows = len(self.options)
        self.line_heights = [gfx.text(line, theme.FS_BODY if i == 0 else theme.FS_SMALL, wrap=PANEL_W - 88)
                             .get_height() + 10 for i, line in enumerate(self.lines)]
        body_h = 150 + sum(self.line_heights) + (110 if self.dice or d.kind == owed.PREROLL else 0)
        self.panel_size = (PANEL_W, min(1000, body_h + (74 * rows if d.kind != owed.PREROLL else 110) + 110))
        super().__init__(app)
        self._build()

    # ---------------------------------------------------------------- widgets
    def _build(self) -> None:
        p = self.panel
        y = self._options_top()
        self.option_buttons = []
        if self.decision.kind == owed.PREROLL:
            self.roll_btn = self.widgets.add(Button((p.centerx - 310, y, 300, 64), "", self._roll_selected,
                                                    style="primary", size=theme.FS_BODY, name="Pre-roll"))
            self.none_btn = self.widgets.add(Button((p.centerx + 10, y, 300, 64), t("decision.preroll.none"),
                                                    lambda: self.choose(()), size=theme.FS_BODY, name="Roll none"))
            self._label_roll()
        else:
            for i, (label, choice, _colour, _face) in enumerate(self.options):
                btn = Button((p.x + 120, y + i * 74, p.w - 240, 62), label, self._chooser(choice),
                             style="primary" if i == 0 else "secondary", size=theme.FS_BODY,
                             hotkeys=(NUMBER_KEYS[i],) if i < len(NUMBER_KEYS) else (), name=f"decide-{i}")
                self.option_buttons.append(self.widgets.add(btn))
        self.peek_btn = self.widgets.add(Button((p.x + 30, p.bottom - 80, 260, 56), t("decision.peek"), self.toggle_peek,
                                                size=theme.FS_SMALL, name="Look at the table"))
        self.back_btn = self.widgets.add(Button((theme.LOGICAL_W // 2 - 170, 66, 340, 60), t("decision.back"),
                                                self.toggle_peek, style="primary", size=theme.FS_BODY,
                                                name="Back to the decision"))
        self.back_btn.visible = False
        self.peek = False

    def _options_top(self) -> int:
        y = self.panel.y + 104 + sum(self.line_heights) + 16
        if self.dice or self.decision.kind == owed.PREROLL:
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

    def _roll_selected(self) -> None:
        move = self.preroll_move(self.selected)
        if move is not None:
            self.choose(move.choice)

    def preroll_move(self, picked) -> Decide | None:
        """The listed pre-roll with as many dice of each type as picked (unrolled dice of one type
        are alike: the engine lists one choice per mix of types)."""
        c = self.match.content
        want = Counter(c.die_type_of[x] for x in picked)
        for a in self.moves:
            if Counter(c.die_type_of[x] for x in a.choice) == want:
                return a
        return None

    def _label_roll(self) -> None:
        n = len(self.selected)
        self.roll_btn.text = i18n.plural("decision.preroll.roll", n) if n else t("decision.preroll.pick")
        self.roll_btn.enabled = n > 0 and self.preroll_move(self.selected) is not None

    def toggle_peek(self) -> None:
        self.peek = not self.peek
        for w in self.widgets.widgets:
            w.visible = not self.peek
        self.back_btn.visible = self.peek

    # ---------------------------------------------------------------- frame
    def handle_event(self, event) -> None:
        if (not self.peek and self.decision.kind == owed.PREROLL and event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1):
            for die, rect in self.pick_rects:
                if rect.collidepoint(event.pos):
                    self.toggle_die(die)
                    return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and event.mod & pygame.KMOD_CTRL:
            self.toggle_peek()
            return
        super().handle_event(event)

    def toggle_die(self, die: int) -> None:
        if die in self.selected:
            self.selected.discard(die)
        elif len(self.selected) < self.decision.extra:
            self.selected.add(die)
        else:
            return
        gfx.play("click")
        self._label_roll()

    def update(self, dt: float) -> None:
        super().update(dt)
        m = self.match
        if m.version != self.version or not m.state.pending or m.over:
            self.close()          # answered elsewhere (undo, a load): the table asks again if need be

    def draw(self, surface) -> None:
        if self.peek:
            self.widgets.draw(surface)
            return
        self.draw_panel(surface)
        self.draw_body(surface)
        self.widgets.draw(surface)
        self._draw_option_marks(surface)
        self.widgets.draw_tooltip(surface)

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
        if self.decision.kind == owed.PREROLL:
            self._draw_pickable(surface, symbols)
        elif self.dice:
            cy = self._options_top() - 62
            size = 76
            x = p.centerx - (len(self.dice) - 1) * (size + 18) / 2
            for k, (face, value) in enumerate(self.dice):
                draw_die(surface, face, value, (x, cy), size if k == 0 or self.decision.kind != owed.HAND_OUT
                         else 54, symbols, alpha=255 if k == 0 or self.decision.kind != owed.HAND_OUT else 150)
                x += size + 18

    def _draw_pickable(self, surface, symbols) -> None:
        s = self.match.state
        size, gap = 72, 16
        dice = self.pickable
        cy = self._options_top() - 62
        x = self.panel.centerx - (len(dice) - 1) * (size + gap) / 2
        self.pick_rects = []
        for die in dice:
            rect = pygame.Rect(0, 0, size + 10, size + 10)
            rect.center = (int(x), int(cy))
            chosen = die in self.selected
            if chosen:
                pygame.draw.rect(surface, theme.GOLD_BRIGHT, rect.inflate(6, 6), 4, border_radius=14)
            draw_die(surface, face_id(s, die), 0, (x, cy - (6 if chosen else 0)), size, symbols,
                     alpha=255 if chosen or len(self.selected) < self.decision.extra else 140)
            self.pick_rects.append((die, rect))
            x += size + gap

    def _draw_option_marks(self, surface) -> None:
        """A seat's colour or a die type's mark at the left of each answer."""
        for btn, (_label, _choice, colour, face) in zip(self.option_buttons, self.options):
            r = btn.rect
            if colour is not None:
                pygame.draw.circle(surface, (0, 0, 0), (r.x + 36, r.centery + 2), 15)
                pygame.draw.circle(surface, colour, (r.x + 36, r.centery), 15)
            elif face:
                draw_die(surface, face, 0, (r.x + 36, r.centery), 40, self.app.settings.colour_blind)
