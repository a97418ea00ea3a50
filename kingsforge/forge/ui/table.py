"""Forge's table: the main board's twelve locations, the turn-order track, the players, the
achievement board, the decks, and the shown player's board with its workers.

Play: drag a worker (an Assistant meeple or the Blacksmith) onto a spot -- the spots it may
take light up as the drag starts; a drop that is not legal snaps back and says why (the
engine's reason); a legal drop plays at once, through a dialog where the action has a choice.
Or click a worker, then a spot; or keys: 1-4 / B pick a worker, Tab / arrows walk the lit
places, Enter places; during the turn-order phase 1-4 pick the track space. H: hint, Esc: menu.
Computer turns come from the shell's AI worker, one log line each, at the chosen pace."""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.forge.engine.actions import BLACKSMITH, Hammer, Place, Skip
from kingsforge.forge.engine.places import TOKEN_ROW
from kingsforge.forge.engine.state import LOCATIONS, PLACE, TRACK
from kingsforge.forge.ui import cards, layout, words
from kingsforge.forge.ui.layout import FORGE_SPOT, HAND
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry
from kingsforge.ui.widgets import Button, Widget, WidgetGroup

MESSAGE_SECONDS = 4.0
DRAG_START_PX = 6


class TokenTile(Widget):
    """A Tool's or Equipment's tile on the shown board: its tooltip, made when the pointer is on it
    (what it does, what it costs that player now: ForgeTableScene.token_tip)."""

    def __init__(self, scene, index: int):
        super().__init__(layout.token_rect(index))
        self.scene, self.index = scene, index

    @property
    def tooltip(self) -> str:
        return self.scene.token_tip(self.index)

    @tooltip.setter
    def tooltip(self, _value) -> None:
        pass                    # always made from the position


class PlaceTile(Widget):
    """A location of the main board: in a small window whose board shows its help shortened (or not
    at all), its tooltip says it whole (view.place_help_wording); never while a worker is dragged."""

    tooltip_clear = True        # beside the place: it explains the spots there

    def __init__(self, scene, loc: str):
        super().__init__(layout.location_rect(loc))
        self.scene, self.loc = scene, loc

    @property
    def tooltip(self) -> str:
        from kingsforge.forge.ui import view

        if self.scene.drag is not None or view.place_help_wording() == (0, False):
            return ""
        return words.place_name(self.loc) + "\n" + t(f"forge.place_help.{self.loc}")

    @tooltip.setter
    def tooltip(self, _value) -> None:
        pass                    # always made from the window's size


@registry.scene("forge.table")
class ForgeTableScene(Scene):
    top_bar_words = True          # the replay writes its own words on the top bar

    def __init__(self, app, match, coach: bool = False):
        super().__init__(app)
        self.match = match
        self.coach = coach            # the guided first round (forge/ui/coach.py)
        self.shown = self._default_shown()
        self.hand_page = 0          # which eight of a big hand are shown
        self.drag = None              # (worker, mouse pos) while a worker is dragged
        self.press = None             # (worker, pos) mouse down on a worker, not yet a drag
        self.grab = None              # (seat, match version) of the press: a drop plays only for them, then
        self.selected = None          # a worker picked by click or key
        self.cursor = 0               # keyboard: index into the lit places
        self.message = ""             # the last refusal, in words
        self.message_t = 0.0
        self.flash = None             # (location, seconds left): where the computer just went
        self.glide = None             # a computer's worker on its way: (seat, worker, start, end, t, seconds)
        self.wait = 0.0               # the pause before the next computer move
        self.hint = None              # (move, sentence) for the position it was asked in
        self.hint_version = -1
        self.last_round = match.state.round
        self.last_human = None        # the person the table was last handed to (the hand-over, in update)
        self.handoff = None           # the hand-over banner pushed last (hands stay face down under it)
        self.worker = None
        self.spots = []
        self.spots_key = None         # (match, version) the spots were worked out for
        self.widgets = WidgetGroup()
        self._language = i18n.generation()
        self._build()

    # ----------------------------------------------------------------- set-up
    def _build(self) -> None:
        self.widgets = WidgetGroup()
        # added left to right as drawn: Tab walks the buttons in the order the eye reads them
        self.skip_btn = self.widgets.add(Button((1140, 10, 250, 46), t("forge.table.skip"), self.skip,
                                                size=theme.FS_SMALL, hotkeys=(pygame.K_s,), name="Skip",
                                                tooltip=t("forge.table.skip_tip")))
        self.undo_btn = self.widgets.add(Button((1400, 10, 150, 46), t("forge.table.undo"), self.undo,
                                                size=theme.FS_SMALL, hotkeys=(pygame.K_u,), name="Undo",
                                                tooltip=t("forge.table.undo_tip")))
        self.hint_btn = self.widgets.add(Button((1560, 10, 160, 46), t("forge.table.hint"), self.ask_hint,
                                                size=theme.FS_SMALL, hotkeys=(pygame.K_h,), name="Hint",
                                                tooltip=t("forge.table.hint_tip")))
        self.widgets.add(Button((1730, 10, 170, 46), t("forge.table.menu"), self.open_menu, size=theme.FS_SMALL,
                                hotkeys=(pygame.K_ESCAPE,), name="Menu"))
        self.skip_btn.visible = False
        # the shown board's Tools and Equipment: a tooltip says what each does and costs
        for i in range(len(self.match.content.tokens)):
            self.widgets.add(TokenTile(self, i))
        for loc in LOCATIONS[:12]:
            self.widgets.add(PlaceTile(self, loc))

    def _default_shown(self) -> int:
        m = self.match
        if m.current is not None and m.is_human(m.current):
            return m.current
        humans = [i for i, s in enumerate(m.seats) if s.human]
        return humans[0] if humans else 0

    def enter(self) -> None:
        self._ai_worker().warm(self.match)

    def _ai_worker(self):
        if self.worker is None:
            from kingsforge.ui.aiworker import AiWorker

            self.worker = AiWorker()
        return self.worker

    def exit(self) -> None:
        if self.worker is not None:
            self.worker.close()

    # ----------------------------------------------------------------- playing
    def play(self, move) -> bool:
        """Play `move` for the seat to move; a refusal is shown in words and changes nothing."""
        reason = self.match.check(move)
        if reason is not None:
            self.say(words.reason(reason, self.match.content))
            return False
        seat = self.match.current
        human = self.match.is_human(seat)
        entry = self.match.play(move)
        self.selected = None
        self.drag = self.press = self.grab = None       # a move played ends any drag (Enter or S mid-drag)
        self.message = ""
        if isinstance(move, Place):
            self.flash = (move.location, 1.2)
            seconds = self.app.settings.anim(0.45)
            if not human and seconds > 0:
                self._start_glide(seat, move, seconds)
        gfx.play("drop" if isinstance(move, Place) else "click")
        self._after_move(seat, entry)
        return True

    def _after_move(self, seat, entry) -> None:
        m = self.match
        if m.over:
            m.flush_autosave()
            self.stack.replace(registry.make("forge.gameover", self.app, m))
            return
        if m.state.round != self.last_round:
            self.last_round = m.state.round
            self.stack.push(registry.make("forge.gameover.summary", self.app, m, m.state.round - 1))
        nxt = m.current
        if m.is_human(nxt):
            self.shown = nxt
        self._check_handoff()
        self.wait = self.app.settings.ai_delay() if not m.is_human(nxt) else 0.0

    # ----------------------------------------------------------------- hot seat: who sees which hand
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.human]

    def _check_handoff(self) -> None:
        """A person other than the last one is to move (or owes a choice): with two or more people
        at the table, the hand-over banner first (a new game's first person and a continued game's
        too), once nothing else is over the table (a round's summary, a dialog)."""
        m = self.match
        nxt = m.current
        if m.over or not m.human_to_move or nxt == self.last_human or self.stack.top is not self:
            return
        self.last_human = nxt
        self.shown = nxt
        if len(self.humans()) > 1:
            seat = m.seats[nxt]
            self.handoff = self.stack.push(registry.make("handoff", self.app, seat.name, seat.colour))

    def handoff_up(self) -> bool:
        return self.handoff is not None and any(scene is self.handoff for scene in self.stack)

    def hand_face_up(self, seat: int) -> bool:
        """Whether `seat`'s contracts in hand show their faces on this screen. A hand is hidden: it
        shows only to the person at the mouse -- with one person at the table, theirs always; with
        two or more, the hand of the person to move (or owing a choice) once the hand-over is
        dismissed, and none during computer turns. A table of computers only is watched: all show."""
        humans = self.humans()
        if not humans:
            return True
        if len(humans) == 1:
            return seat == humans[0]
        m = self.match
        return (seat == m.current and m.human_to_move and seat == self.last_human and not self.handoff_up())

    def _start_glide(self, seat: int, move, seconds: float) -> None:
        """The computer's worker walks from its row on the right to the spot it took."""
        end = next((sp.rect.center for sp in self.board_spots() if sp.who == (seat, move.worker)
                    and sp.loc == move.location), None)
        if end is None:
            return
        start = layout.player_row(seat, self.match.state.players).center
        self.glide = (seat, move.worker, start, end, 0.0, seconds)

    def say(self, text: str) -> None:
        self.message = text
        self.message_t = MESSAGE_SECONDS
        gfx.play("error")

    def pause(self) -> None:
        # a scene on top (a card zoomed, the menu) takes the mouse: a drag under way ends there
        self.drag = self.press = self.grab = None

    def undo(self) -> None:
        if self.match.undo():
            self.selected = self.drag = self.press = self.grab = None
            self.message = ""
            self.last_round = self.match.state.round

    def skip(self) -> None:
        if self.match.human_to_move:
            self.play(Skip())

    def open_menu(self) -> None:
        self.stack.push(registry.make("pause", self.app, self.save_now))

    def save_now(self) -> bool:
        """Save and wait until the file is on disk (Save and leave); False if it could not be
        written (this game's save: an earlier game's failure is not said here)."""
        self.match.autosave()
        return self.match.flush_autosave()

    # ----------------------------------------------------------------- the hint
    def ask_hint(self) -> None:
        if not self.match.human_to_move:
            return
        self.hint = None
        self.hint_version = self.match.version
        self._ai_worker().request_hint(self.match)

    def _poll_hint(self) -> None:
        if self.hint_version != self.match.version or self.hint is not None or self.worker is None:
            return
        answer = self.worker.hint(self.match)
        if answer and answer.get("action") is not None:
            move = answer["action"]
            s = self.match.state
            self.hint = (move, t("forge.table.hint_says", move=words.say_move(s, move, self.match.names),
                                 why=words.why(s, move)))

    # ----------------------------------------------------------------- what may go where
    def workers_free(self) -> list[int]:
        m = self.match
        if not m.human_to_move or m.state.phase != PLACE or m.state.pending:
            return []
        return m.state.p[m.current].free_workers()

    def moves_for(self, worker: int, loc: str | None = None) -> list:
        return [mv for mv in self.match.legal()
                if isinstance(mv, Place) and mv.worker == worker and (loc is None or mv.location == loc)]

    def lit_places(self, worker: int) -> list[str]:
        seen = []
        for mv in self.moves_for(worker):
            if mv.location not in seen:
                seen.append(mv.location)
        return seen

    def board_spots(self):
        """Who stands where on the main board, worked out once a position (and window size: a small
        window's worded spots are wider). Keyed on the match as well as its version: a replay steps
        by building another match, each at the same version."""
        # the worded spots' width follows the text floor, the scale and the language: measured on a miss only
        look = (self.match.version, gfx.min_text_px, gfx.view_scale, i18n.generation())
        key = self.spots_key
        if key is None or key[0] is not self.match or key[1:] != look:
            self.spots = layout.spots(self.match)
            self.spots_key = (self.match, *look)
        return self.spots

    def target_at(self, pos):
        """(location, spot or None) under `pos`."""
        if FORGE_SPOT.collidepoint(pos):
            return "forge", None
        p = self.match.state.p[self.shown]
        for i, d in enumerate(p.dev):
            if layout.dev_rect(i).collidepoint(pos) and self.match.content.development[d].effect == "store_extension":
                return "store_extension", None
        for spot in self.board_spots():
            if spot.rect.inflate(10, 10).collidepoint(pos):
                return spot.loc, spot
        for loc in LOCATIONS[:12]:
            if layout.location_rect(loc).collidepoint(pos):
                return loc, None
        return None, None

    def drop(self, worker: int, loc: str, spot=None) -> None:
        """Send `worker` to `loc`: play the move, open its dialog, or say why not."""
        moves = self.moves_for(worker, loc)
        # a drop on a spot plays that spot's action or is refused, never another action there
        # (a taken Build spot used to play Develop, a card drawn that no undo takes back)
        if spot is not None and spot.smith and worker != BLACKSMITH and loc not in layout.GATHER + ("guild",):
            moves = []                  # the Blacksmith's own square at a contract or building place
                                        # (the Guild's is its only spot: a Clerk goes there as one)
        elif spot is not None and spot.option:
            narrowed = [mv for mv in moves if mv.option == spot.option]
            # the Blacksmith on its gathering square: its move has no option ('smith' is a Foreman's)
            moves = moves if worker == BLACKSMITH and spot.option == "smith" else narrowed
        elif spot is not None and loc in layout.GATHER and worker != BLACKSMITH:
            moves = [mv for mv in moves if (mv.option == "smith") == spot.smith]
        if not moves:
            self.say(self.refusal(worker, loc, spot))
            return
        if len(moves) == 1:
            self.play(moves[0])
            return
        self.open_choice(worker, loc, moves)

    def refusal(self, worker: int, loc: str, spot) -> str:
        """The engine's reason why `worker` cannot go to `loc` (a representative move is checked)."""
        m = self.match
        c = m.content
        p = m.state.p[m.current]
        option = spot.option if spot is not None and spot.option and worker != BLACKSMITH else ""
        detail = ()
        if spot is not None and spot.smith and worker != BLACKSMITH and loc != "guild":
            if loc not in layout.GATHER:
                return t("forge.reason.smith_only")
            option = "smith"
        if loc in ("architecture", "engineering"):
            option = option or "build"
            if option == "build":
                row = TOKEN_ROW[loc]
                ids = [tk.id for i, tk in enumerate(c.tokens) if tk.row == row and not p.has_token(i)]
                detail = (ids[0],) if ids else (next(tk.id for tk in c.tokens if tk.row == row),)
        elif loc == "support":
            option = option or "hire"
        elif loc == "forge":
            if not p.hand:
                return t("forge.reason.no_contracts")
            reasons = [m.check(Place(worker, "forge", "", (c.contracts[i].id,))) for i in p.hand]
            return words.reason(next((r for r in reasons if r), reasons[0] or ""), c)
        elif loc == "trading_post":
            goods = [g for g in ("wood", "metal", "brick", "gems") if p.res[1 + ("wood", "metal", "brick",
                                                                             "gems").index(g)]]
            detail = (f"sell:{goods[0]}",) if goods else ("buy:wood",)
        elif loc == "store_extension":
            detail = (1,)
        reason = m.check(Place(worker, loc, option, detail))
        return words.reason(reason, c) if reason else t("forge.reason.no_spot")

    def open_choice(self, worker: int, loc: str, moves) -> None:
        m = self.match
        c = m.content
        if loc == "trading_post":
            self.stack.push(registry.make("forge.dialogs.trade", self.app, m, worker,
                                          [mv.detail for mv in moves], self.play))
            return
        shown, usable = [], None
        if loc == "forge":      # the hand, those some option forges lit and the rest dimmed
            shown = [c.contracts[i] for i in m.state.p[m.current].hand]      # every card an option may name
            used = {cid for mv in moves for cid in mv.detail}
            usable = [k for k, card in enumerate(shown) if card.id in used]
        title, options = self.choice_words(worker, loc, moves)
        self.stack.push(registry.make("forge.dialogs.options", self.app, m, title, options, self.play, shown=shown,
                                      usable=usable, retell=lambda: (*self.choice_words(worker, loc, moves), "")))

    def choice_words(self, worker: int, loc: str, moves) -> tuple[str, list]:
        """A place's dialog's title and options (label, move, reason) in the language now."""
        m = self.match
        c = m.content
        options = []
        for mv in moves:
            if mv.option == "build":
                index = c.token_index[mv.detail[0]]
                label = t("forge.dialog.build", token=words.token_name(c, index),
                          cost=words.cost_text(self._token_cost(worker, index)))
            elif mv.location == "forge":
                order = [i for i in mv.detail if isinstance(i, str)]
                label = t("forge.dialog.forge", cards=" + ".join(
                    words.card_name(c.contracts[c.contract_index[i]]) for i in order))
                helped = words.helpers_text(m.state, mv)
                helpers = sum(c.contracts[c.contract_index[i]].assistants for i in order)
                if helped:
                    label += " " + t("forge.dialog.helped_by", workers=helped)
                elif helpers:
                    label += " " + i18n.plural("forge.dialog.helpers", helpers)
            elif mv.location == "store_extension":
                label = t("forge.dialog.store", n=mv.detail[0])
            else:
                label = t(f"forge.dialog.option_{mv.option or 'plain'}")
            options.append((label, mv, ""))
        title = words.as_label(t("forge.dialog.at", place=words.in_sentence(words.place_name(loc)),
                                 worker=words.worker_name(worker)))
        return title, options

    def token_tip(self, index: int) -> str:
        """A token tile's tooltip: its name, what it does (the engine's effect in words), where it is
        built, and what the shown player pays for it (the engine's charge) or that it is built."""
        from kingsforge.forge.engine.places import token_cost, trait

        m = self.match
        c = m.content
        s = m.state
        p = s.p[self.shown]
        token = c.tokens[index]
        lines = [words.token_name(c, index), cards.token_text(token)]
        if p.has_token(index):
            lines.append(t("forge.token_tip.built", vp=token.vp))
        else:
            cost = token_cost(s, p, token, "")
            # whose price: the shown board may be a rival's (their Coin Press is not the reader's)
            lines.append(t("forge.token_tip.cost", name=m.seats[self.shown].name, cost=words.cost_text(cost),
                           vp=token.vp))
            for w in range(p.assistants):       # a trained Assistant who pays less (a Draughtsman)
                less = token_cost(s, p, token, trait(s, p, w))
                if less != cost:
                    lines.append(t("forge.token_tip.trained", worker=words.as_label(words.worker_name(w)),
                                   cost=words.cost_text(less)))
        lines.append(t("forge.token_tip.zoom"))
        return "\n".join(lines)

    def _token_cost(self, worker: int, index: int):
        from kingsforge.forge.engine.places import token_cost, trait

        m = self.match
        p = m.state.p[m.current]
        return token_cost(m.state, p, m.content.tokens[index], trait(m.state, p, worker))

    # ----------------------------------------------------------------- input
    def handle_event(self, event) -> None:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.selected is not None
                and self.drag is None):
            self.selected, self.cursor = None, 0     # Esc lets go of a picked worker first (the menu next)
            return
        if (event.type == pygame.KEYDOWN and self.selected is not None
                and event.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER)):
            self._key(event.key)        # a worker is picked: Tab and the arrows walk its places, Enter sends it
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.coach_note_at(event.pos):
            return                  # the guided round's note is read, not clicked through to the rows under it
        if self.widgets.handle_event(event):
            return
        m = self.match
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.hand_page_rect().collidepoint(event.pos) and self.turn_hand_page()):
            return
        if event.type == pygame.MOUSEWHEEL and HAND.collidepoint(self.app.mouse):
            self.turn_hand_page(-1 if event.y > 0 else 1)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._mouse_down(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.press is not None:
            w, start = self.press
            if self.drag is None and (abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1])) > DRAG_START_PX:
                self.drag = (w, event.pos)
                self.selected = w
            elif self.drag is not None:
                self.drag = (w, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.press is not None:
            w, _start = self.press
            grab, self.press, self.grab = self.grab, None, None
            if self.drag is not None:
                self.drag = None
                loc, spot = self.target_at(event.pos)
                if grab != (m.current, m.version) or not m.human_to_move:
                    pass                # picked up by another seat or before a move: never plays for whoever moves now
                elif loc is None:
                    self.say(t("forge.table.dropped_nowhere"))
                else:
                    self.drop(w, loc, spot)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and not m.over:
            self._zoom_at(event.pos)

    def _mouse_down(self, pos) -> None:
        m = self.match
        s = m.state
        if m.human_to_move and s.phase == TRACK:
            for i in range(4):
                if layout.track_space(i).collidepoint(pos):
                    self.play(Hammer(i))
                    return
        for i in range(s.players):
            if layout.player_row(i, s.players).collidepoint(pos):
                self.shown = i
                return
        if self.shown == m.current:
            for w in self.workers_free():
                if layout.worker_rect(w).collidepoint(pos):
                    self.press = (w, pos)
                    self.grab = (m.current, m.version)
                    self.selected = w
                    return
        if self.selected is not None and self.selected in self.workers_free():
            loc, spot = self.target_at(pos)
            if loc is not None:
                self.drop(self.selected, loc, spot)

    def _key(self, key) -> None:
        m = self.match
        if key == pygame.K_v:               # whose board is shown, by key as by a click on their row
            self.shown = (self.shown + 1) % m.state.players
            return
        if not m.human_to_move:
            return
        s = m.state
        digit = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3,
                 pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2, pygame.K_KP4: 3}.get(key)
        if s.phase == TRACK and digit is not None:
            self.play(Hammer(digit))
            return
        free = self.workers_free()
        if digit is not None and digit in free:
            self.selected, self.cursor = digit, 0
            self.widgets.set_focus(None)    # Enter now sends the worker: no button keeps the focus ring
        elif key == pygame.K_b and BLACKSMITH in free:
            self.selected, self.cursor = BLACKSMITH, 0
            self.widgets.set_focus(None)
        elif key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            if self.selected is None and free:
                self.selected = free[0]
            elif self.selected is not None:
                lit = self.lit_places(self.selected)
                if lit:
                    step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
                    self.cursor = (self.cursor + step) % len(lit)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None:
            lit = self.lit_places(self.selected)
            if lit:
                self.drop(self.selected, lit[self.cursor % len(lit)])

    def _zoom_at(self, pos) -> None:
        card = self.card_at(pos)
        if card is not None:
            self.stack.push(registry.make("forge.zoom", self.app, self.match, card))

    def card_at(self, pos):
        c = self.match.content
        p = self.match.state.p[self.shown]
        for rect, card in self.hand_cards(p) if self.hand_face_up(self.shown) else ():
            if rect.collidepoint(pos):
                return card
        for i, d in enumerate(p.dev):
            if layout.dev_rect(i).collidepoint(pos):
                return c.development[d]
        for w in range(4):
            if p.training[w] >= 0 and self.training_rect(w).collidepoint(pos):
                return c.training[p.training[w]]
        for i, token in enumerate(c.tokens):        # a Tool or Equipment: what it does, large
            if layout.token_rect(i).collidepoint(pos):
                return token
        return None

    # ----------------------------------------------------------------- frame
    def language_changed(self) -> None:
        """The log and the buttons in the new language (the table is drawn under the dialogs too)."""
        self._language = i18n.generation()
        self.match.relocalize_log()
        self._build()

    def update(self, dt: float) -> None:
        if self._language != i18n.generation():
            self.language_changed()
        m = self.match
        self.skip_btn.visible = m.human_to_move and Skip() in m.legal()
        self.undo_btn.enabled = m.can_undo()
        self.widgets.update(dt)
        if self.message_t > 0:
            self.message_t = max(0.0, self.message_t - dt)
        if self.glide is not None:
            g = self.glide
            self.glide = g[:4] + (g[4] + dt,) + g[5:] if g[4] + dt < g[5] else None
        if self.flash is not None:
            left = self.flash[1] - dt
            self.flash = (self.flash[0], left) if left > 0 else None
        self._poll_hint()
        m = self.match
        if m.over:
            return
        self._check_handoff()
        if m.human_to_move:
            if m.state.pending and self.stack.top is self:
                self.stack.push(registry.make("forge.dialogs.decision", self.app, m, self.play))
            return
        worker = self._ai_worker()
        if self.wait > 0:
            self.wait -= dt
            worker.request(m)
            return
        worker.request(m)
        move = worker.take(m)
        if move is not None:
            self.play(move)

    def animating(self) -> bool:
        m = self.match
        return (super().animating() or self.drag is not None or self.message_t > 0 or self.flash is not None
                or self.glide is not None
                or (not m.over and not m.human_to_move) or (self.hint_version == m.version and self.hint is None))

    def draw(self, surface) -> None:
        from kingsforge.forge.ui import view

        view.draw_table(self, surface)
        if self.coach:
            from kingsforge.forge.ui import coach

            coach.draw(surface, self.match, self.coach_seat())
        self.widgets.draw(surface)
        self.widgets.draw_tooltip(surface)

    def coach_step(self):
        """The guided round's note now (coach.step for its player), None when none is up."""
        if not self.coach:
            return None
        from kingsforge.forge.ui import coach

        return coach.step(self.match, self.coach_seat())

    def coach_seat(self) -> int:
        """The guided round's player (its one human seat)."""
        return next((i for i, s in enumerate(self.match.seats) if s.human), 0)

    def coach_note_at(self, pos) -> bool:
        """The guided round's note is up and lies at `pos`."""
        from kingsforge.forge.ui import coach

        return coach.NOTE.collidepoint(pos) and self.coach_step() is not None

    # geometry helpers the view shares
    def training_rect(self, w: int) -> pygame.Rect:
        r = layout.worker_rect(w)
        return pygame.Rect(r.right + 8, r.y + 2, 230, r.h - 4)

    HAND_COLS = 4
    HAND_CARD = (168, 120)      # a hand card's width, and its least height (two rows of four, eight a page)

    def hand_card_size(self, p) -> tuple[int, int]:
        """A face-up hand card is as tall as the fullest face of that hand needs at this window's text
        floor, so every line of each shows; a hand paged a row a page (too tall for two, in a small
        window) fills the room, its faces taking their longer wordings (a face-down hand keeps the
        least height: its size tells nothing of its cards)."""
        w, h = self.HAND_CARD
        if not self.hand_face_up(self.shown):
            return w, h
        need, room = self._hand_need(p, self.hand_compact(p)), self._hand_room()
        return w, room if need > (room - 4) // 2 and len(p.hand) > self.HAND_COLS else min(need, room)

    def _hand_need(self, p, compact: bool) -> int:
        """The height the fullest face of the hand needs (cards.small_height)."""
        c = self.match.content
        w, h = self.HAND_CARD
        return max((cards.small_height(c, c.contracts[i], w, h, compact) for i in p.hand), default=h)

    def hand_compact(self, p) -> bool:
        """The hand's faces are drawn compact (cards.draw): a face-up hand of more than a row whose
        full faces would take a row a page where compact ones keep two (eight a page); a small
        window's text floor leaves them too tall either way, and then the full faces, a row a page."""
        if not self.hand_face_up(self.shown) or len(p.hand) <= self.HAND_COLS:
            return False
        two_rows = (self._hand_room() - 4) // 2
        return self._hand_need(p, False) > two_rows >= self._hand_need(p, True)

    @staticmethod
    def hand_top() -> int:
        """The top of the hand's cards: under the panel's title (taller at a small window's text floor)."""
        return HAND.y + max(30, gfx.font(theme.FS_SMALL, bold=True).get_height() + 2)

    @staticmethod
    def hand_lines(tight: bool = False) -> tuple[int, int]:
        """The hand panel's Forged and Guilds lines at its foot: (the first's top, the step to the
        second), at this window's text floor (`tight`: under gfx.tight_floor)."""
        with gfx.tight_floor(when=tight):
            h = gfx.font(18).get_height()
        return HAND.bottom - 4 - 2 * h, h

    def _hand_room(self) -> int:
        """The hand panel's height for cards: under its title, over its Forged and Guilds lines (as
        small as view._hand may draw them when the cards need the room)."""
        return self.hand_lines(tight=True)[0] - 2 - self.hand_top()

    def hand_per_page(self, p) -> int:
        """Contracts shown at once: four a row, as many rows as the cards' height lets (two, or one of
        taller cards in a small window); more are paged (the hand's "1/2 ›" button, or the wheel)."""
        h = self.hand_card_size(p)[1]
        return self.HAND_COLS * max(1, min(2, (self._hand_room() + 4) // (h + 4)))

    def hand_pages(self, p) -> int:
        per = self.hand_per_page(p)
        return max(1, (len(p.hand) + per - 1) // per)

    def hand_page_rect(self) -> pygame.Rect:
        """The hand's page button (top right of the hand panel), shown when the hand holds more than a page."""
        return pygame.Rect(HAND.right - 112, HAND.y + 3, 104, self.hand_top() - HAND.y - 4)

    def turn_hand_page(self, step: int = 1) -> bool:
        p = self.match.state.p[self.shown]
        pages = self.hand_pages(p)
        if pages < 2:
            return False
        self.hand_page = (self.hand_page + step) % pages
        return True

    def hand_cards(self, p):
        """(rect, card) of the shown player's contracts in hand on the hand's page."""
        c = self.match.content
        out = []
        w, h = self.hand_card_size(p)
        per = self.hand_per_page(p)
        page = getattr(self, "hand_page", 0) % self.hand_pages(p)
        top = self.hand_top()
        for k, i in enumerate(p.hand[page * per:(page + 1) * per]):
            row, col = divmod(k, self.HAND_COLS)
            out.append((pygame.Rect(HAND.x + 8 + col * (w + 4), top + row * (h + 4), w, h), c.contracts[i]))
        return out
