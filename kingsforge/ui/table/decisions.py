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
from kingsforge.engine import abilities, kept, requests
from kingsforge.engine import decisions as owed
from kingsforge.engine.actions import Decide
from kingsforge.engine.describe import describe
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.table.dice import draw_die
from kingsforge.ui.table.diekind import DECLARED_FACES, face_id
from kingsforge.ui.widgets import Button, WidgetGroup

NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8)
PANEL_W = 1040
PAGE = 7                    # answers shown at once; more answers page through a 'More choices' button
KEPT_KINDS = (kept.READY, kept.COPY, kept.HARVEST, kept.STONE, kept.KEEP_CARD)
OBEY_SECONDS = 8.0          # the Obey Wand's moment: then the table answers "let the roll stand"
REQUEST_KINDS = (requests.REQUEST, requests.SET_ASIDE, requests.FITTEST)


def reward_words(content, card) -> str:
    """A request's reward in a sentence (its rules page and its card say the same)."""
    if not card.reward:
        return ""
    name, arg = card.reward
    if name == "knightly_gifts":
        arg = ", ".join(_type_word(content, x) for x in arg)
    return t(f"reward.{name}", value=arg)


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
    key = f"decision.prompt.{_kind_key(s, d)}"
    return t(key if i18n.has(key, "en") else "decision.prompt.generic", name=match.seats[d.player].name)


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


def _dice_words(s, dice) -> str:
    """'metal 4, wood 2': rolled dice in words, each as the type it counts as now."""
    c = s.content
    out = []
    for x in dice:
        t_ = s.play_type(x)
        word = _type_word(c, t_) if t_ < len(c.die_types) else _type_word(c, c.die_type_of[x])
        out.append(f"{word} {s.values[x]}")
    return ", ".join(out)


def stone_effect(card) -> str:
    """What a paired (Grimstone) card does, in our words, from its engine kind."""
    if card.kind == "match":
        text = i18n.plural("stone.effect.match", card.count, plus=card.match)
        if card.otherwise:
            text += " " + t("stone.effect.otherwise", plus=card.otherwise)
    elif card.kind in ("lowest", "highest"):
        text = t(f"stone.effect.{card.kind}", cap=card.cap)
    elif card.kind == "feed":
        text = t("stone.effect.feed", n=card.feed)
    elif card.kind == "reroll":
        text = t("stone.effect.reroll")
    else:
        text = card.kind
    if card.expires:
        text += " " + t("stone.effect.expires")
    return text


def stone_label(content, card) -> str:
    return i18n.name(f"card.stone.{card.id}", card.name)


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
        self.title = t(f"decision.title.{self.kind}" if i18n.has(f"decision.title.{self.kind}", "en")
                       else "decision.title.generic")
        self.lines: list[str] = []
        self.dice: list[tuple[str, int]] = []      # (face, value) shown under the question
        self.options: list[tuple[str, object, tuple | None, str]] = []   # (label, choice, colour, face)
        self.selected: set[int] = set()           # PREROLL: dice picked
        self.tips: dict = {}                       # choice -> its button's tooltip
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
        elif d.kind in KEPT_KINDS:
            self._kept_options(s, d, who)
        elif d.kind in (abilities.OBEY, abilities.PICK):
            self._ability_options(s, d, who)
        elif d.kind in REQUEST_KINDS:
            self._request_options(s, d, who)
        else:
            # a kind with no panel of its own (a new mechanism's): a button per choice, each saying
            # what it does in the move log's words
            names = [seat.name for seat in m.seats]
            self.lines.append(t("decision.generic.question", name=who))
            for a in self.moves:
                self.options.append((describe(s, a, names, words=i18n.engine_words()), a.choice, None, ""))
        # the Obey Wand waits a few seconds, then lets the roll stand (a Decide like any answer)
        self.countdown = OBEY_SECONDS if d.kind == abilities.OBEY else None
        self.page = 0
        rows = min(len(self.options), PAGE + (1 if len(self.options) > PAGE else 0))
        self.line_heights = [gfx.text(line, theme.FS_BODY if i == 0 else theme.FS_SMALL, wrap=PANEL_W - 88)
                             .get_height() + 10 for i, line in enumerate(self.lines)]
        body_h = 150 + sum(self.line_heights) + (110 if self.dice or d.kind == owed.PREROLL else 0)
        self.panel_size = (PANEL_W, min(1000, body_h + (74 * rows if d.kind != owed.PREROLL else 110) + 110))
        super().__init__(app)
        self._build()

    def _kept_options(self, s, d, who: str) -> None:
        """Masterworks' kept dice and Grimstone cards (engine/kept.py): one answer per legal move."""
        c = self.match.content
        kind = d.kind
        if kind == kept.READY:
            self.lines.append(t("decision.ready.question", name=who))
            self.lines.append(t("decision.ready.hint"))
            self.dice = [(face_id(s, x), s.grown if not c.die_types[c.die_type_of[x]].rolled else 0)
                         for x in s.kept[d.player]]
            cards = {die: card for _p, card, die, _r in s.paired}
            for card in sorted({cards[x] for x in s.kept[d.player] if x in cards}):
                self.lines.append(t("decision.card_effect", card=stone_label(c, c.die_cards[card]),
                                    effect=stone_effect(c.die_cards[card])))
            for a in self.moves:
                if a.choice == kept.DONE:
                    self.options.append((t("decision.ready.done"), a.choice, None, ""))
                    continue
                die = a.choice[0]
                label = _type_name(c, c.die_type_of[die])
                if die in cards:
                    card = c.die_cards[cards[die]]
                    label = t("decision.ready.paired", die=label, card=stone_label(c, card))
                self.options.append((label, a.choice, None, c.die_types[c.die_type_of[die]].id))
            # a kept die with no button says why (Heartwood is never rolled: it is harvested after the roll)
            offered = {a.choice[0] for a in self.moves if a.choice != kept.DONE}
            for kind_id in sorted({c.die_type_of[x] for x in s.kept[d.player] if x not in offered}):
                die_type = c.die_types[kind_id]
                self.lines.append(t("decision.ready.not_rolled" if not die_type.rolled else "decision.ready.not_now",
                                    die=_type_name(c, kind_id)))
        elif kind == kept.COPY:
            die = d.extra
            self.lines.append(t("decision.copy.question", name=who, die=_type_word(c, c.die_type_of[die])))
            self.lines.append(t("decision.copy.hint"))
            self.dice = [(face_id(s, die), s.values[die])]
            for a in self.moves:
                if a.choice == owed.NOTHING:
                    self.options.append((t("decision.copy.nothing"), a.choice, None, ""))
                else:
                    self.options.append((t("decision.copy.option", die=_type_name(c, a.choice),
                                           value=s.values[die]), a.choice, None, c.die_types[a.choice].id))
        elif kind == kept.HARVEST:
            self.lines.append(t("decision.harvest.question", name=who, value=s.grown))
            self.lines.append(t("decision.harvest.hint"))
            self.dice = [(face_id(s, x), s.grown) for x in s.kept[d.player]
                         if not c.die_types[c.die_type_of[x]].rolled]
            for a in self.moves:
                if a.choice == kept.DONE:
                    self.options.append((t("decision.harvest.done"), a.choice, None, ""))
                else:
                    die, as_type = a.choice
                    self.options.append((t("decision.harvest.option", die=_type_name(c, c.die_type_of[die]),
                                           other=_type_word(c, as_type), value=s.grown), a.choice, None,
                                         c.die_types[as_type].id))
        elif kind == kept.STONE:
            entry = kept._entry(s, d.extra)
            card = c.die_cards[entry[1]] if entry is not None else None
            if card is not None:
                self.title = t("decision.title.stone_card", card=stone_label(c, card))
                self.lines.append(t("decision.stone.question", name=who, value=s.values[d.extra],
                                    effect=stone_effect(card)))
            else:
                self.lines.append(t("decision.stone.gone", name=who))
            self.lines.append(t("decision.stone.hint"))
            self.dice = [(face_id(s, d.extra), s.values[d.extra])]
            for a in self.moves:
                self.options.append((self._stone_label(s, d, card, a.choice), a.choice, None, ""))
        elif kind == kept.KEEP_CARD:
            # a visitor's Grimstone comes in the gather phase; a tile's at the end of cleanup
            visitor = s.phase == "gather" and bool(s.visits)
            self.lines.append(t("decision.keep_card.question_visitor" if visitor else "decision.keep_card.question",
                                name=who))
            self.lines.append(t("decision.keep_card.hint"))
            self.dice = [(face_id(s, d.extra), 0)] if d.extra is not None and d.extra >= 0 else []
            for a in self.moves:
                card = c.die_cards[a.choice]
                self.lines.insert(-1, t("decision.card_effect", card=stone_label(c, card), effect=stone_effect(card)))
                self.options.append((t("decision.keep_card.option", card=stone_label(c, card)), a.choice, None, ""))

    def _ability_options(self, s, d, who: str) -> None:
        """Deluxe cards (engine/abilities.py): the Obey Wand's re-roll, the Brooch's card."""
        c = self.match.content
        if d.kind == abilities.OBEY:
            other = self.match.seats[d.who[0]].name
            self.lines.append(t("decision.obey.question", name=who, other=other))
            self.lines.append(t("decision.obey.hint"))
            dice = [a.choice for a in self.moves if a.choice != abilities.NOTHING]
            self.dice = [(face_id(s, x), s.values[x]) for x in dice]
            for a in self.moves:
                if a.choice == abilities.NOTHING:
                    self.options.insert(0, (t("decision.obey.nothing"), a.choice, None, ""))
                else:
                    x = a.choice
                    self.options.append((t("decision.obey.option", die=_type_word(c, c.die_type_of[x]),
                                           value=s.values[x]), x, None, c.die_types[c.die_type_of[x]].id))
        else:
            self.lines.append(t("decision.pick_card.question", name=who))
            self.lines.append(t("decision.pick_card.hint"))
            self.dice = [(face_id(s, d.extra), 0)]
            for a in self.moves:
                card = c.die_cards[a.choice]
                label = t("decision.pick_card.option", card=stone_label(c, card), effect=stone_effect(card))
                if gfx.font(theme.FS_BODY, True).size(label)[0] > PANEL_W - 280:    # too long: the name, the
                    label = stone_label(c, card)                                    # effect in its tooltip
                self.tips[a.choice] = stone_effect(card)
                self.options.append((label, a.choice, None, ""))

    def _request_options(self, s, d, who: str) -> None:
        """Ambassador Requests (engine/requests.py): the game's request, Rolling Thunder's die kept
        aside, Survival of the Fittest's die on a tie."""
        c = self.match.content
        if d.kind == requests.REQUEST:
            self.lines.append(t("decision.request.question", name=who))
            self.lines.append(t("decision.request.hint"))
            for a in self.moves:
                if a.choice == requests.RANDOM:
                    self.options.append((t("decision.request.random"), a.choice, None, ""))
                    continue
                k = c.craft[a.choice]
                self.lines.append(t("decision.card_effect", card=i18n.craft_name(k), effect=reward_words(c, k)))
                self.options.append((i18n.craft_name(k), a.choice, None, ""))
        elif d.kind == requests.SET_ASIDE:
            self.lines.append(t("decision.set_aside.question", name=who))
            self.lines.append(t("decision.set_aside.hint"))
            self.dice = [(face_id(s, x), s.values[x]) for x in s.rolled[d.player]]
            for a in self.moves:
                if a.choice == requests.KEEP_ALL:
                    self.options.append((t("decision.set_aside.keep_all"), a.choice, None, ""))
                else:
                    self.options.append((t("decision.set_aside.option", die=_type_name(c, c.die_type_of[a.choice]),
                                           value=s.values[a.choice]), a.choice, None,
                                         c.die_types[c.die_type_of[a.choice]].id))
        elif d.kind == requests.FITTEST:
            self.lines.append(t("decision.fittest.question", name=who))
            for a in self.moves:
                self.options.append((_type_name(c, a.choice), a.choice, None, c.die_types[a.choice].id))

    def _stone_label(self, s, d, card, choice) -> str:
        if choice == kept.DONE:
            if card is not None and card.kind == "reroll":
                return t("decision.stone.reroll", n=s.values[d.extra])
            return t("decision.stone.nothing")
        if card is None:
            return repr(choice)
        if card.kind == "match":
            plus = card.match if choice[0] == kept.MATCH else card.otherwise
            return t("decision.stone.plus", plus=plus, dice=_dice_words(s, choice[1:]))
        if card.kind in ("lowest", "highest"):
            return t("decision.stone.add", plus=s.values[d.extra], dice=_dice_words(s, choice), cap=card.cap)
        if card.kind == "feed":
            return t("decision.stone.feed", dice=_dice_words(s, choice), n=len(choice))
        return _dice_words(s, choice)

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
            self.more_btn = None
            shown = self.options[self.page * PAGE:(self.page + 1) * PAGE] if len(self.options) > PAGE \
                else self.options
            for i, (label, choice, _colour, _face) in enumerate(shown):
                btn = Button((p.x + 120, y + i * 74, p.w - 240, 62), label, self._chooser(choice),
                             style="primary" if i == 0 else "secondary", size=theme.FS_BODY,
                             tooltip=self.tips.get(choice, ""),
                             hotkeys=(NUMBER_KEYS[i],) if i < len(NUMBER_KEYS) else (), name=f"decide-{i}")
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
        self.back_btn = self.widgets.add(Button((1538 - 16 - 320, 8, 320, 40), t("decision.back"),
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
                self.choose(abilities.NOTHING)

    def draw(self, surface) -> None:
        if self.peek:
            self.widgets.draw(surface)
            return
        self.draw_panel(surface)
        self.draw_body(surface)
        self.widgets.draw(surface)
        self._draw_option_marks(surface)
        if self.countdown is not None:
            self._draw_countdown(surface)
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

    def _draw_countdown(self, surface) -> None:
        """The seconds left to answer, in a ring that empties (top right of the panel)."""
        import math

        p = self.panel
        centre = (p.right - 64, p.y + 56)
        left = max(0.0, self.countdown) / OBEY_SECONDS
        pygame.draw.circle(surface, (40, 30, 20), centre, 34)
        if left > 0:
            points = [centre] + [(centre[0] + 32 * math.sin(2 * math.pi * k / 48),
                                  centre[1] - 32 * math.cos(2 * math.pi * k / 48))
                                 for k in range(int(48 * left) + 1)]
            if len(points) > 2:
                pygame.draw.polygon(surface, theme.GOLD if left > 0.3 else (190, 70, 50), points)
        pygame.draw.circle(surface, theme.GOLD_BRIGHT, centre, 34, 3)
        gfx.blit_text(surface, t("decision.obey.countdown", n=math.ceil(max(0.0, self.countdown))), centre,
                      theme.FS_BODY, theme.TEXT, "center", bold=True)

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
        for btn, (_label, _choice, colour, face) in zip(self.option_buttons, self.shown_options()):
            r = btn.rect
            if colour is not None:
                pygame.draw.circle(surface, (0, 0, 0), (r.x + 36, r.centery + 2), 15)
                pygame.draw.circle(surface, colour, (r.x + 36, r.centery), 15)
            elif face:
                draw_die(surface, face, 0, (r.x + 36, r.centery), 40, self.app.settings.colour_blind)
