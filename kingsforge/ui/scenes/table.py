"""The table: the whole game, played by dragging dice and clicking buttons.

Input becomes engine moves only through Match (legal moves, the engine's reason
for a refusal, and play). Dice positions come from the state every frame and
ease into place, so every move -- the player's or the computer's -- animates.
"""

from __future__ import annotations

import time

import pygame

from kingsforge import i18n
from kingsforge.engine.actions import (
    Claim,
    Craft,
    Dock,
    EndTurn,
    Pass,
    Roll,
    UseAbility,
    UseCharge,
    Visit,
)
from kingsforge.ui import cardtext, gfx, layoutdump, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry
from kingsforge.ui.table import decisions, harvest, keyboard, layout
from kingsforge.ui.table import zoom as hoverzoom
from kingsforge.ui.table.arrows import STEAL_SECONDS
from kingsforge.ui.table.dice import DiceView
from kingsforge.ui.table.dicespots import cemetery_spot, dice_spots
from kingsforge.ui.table.dragging import Drag, Dragging
from kingsforge.ui.table.drawing import CARD_TIP_DELAY, TableDrawing
from kingsforge.ui.table.movelog import MoveLogView
from kingsforge.ui.table.placement import CLAIM, CRAFT, DOCK, VISIT, Pending, best_craft
from kingsforge.ui.widgets import Button, WidgetGroup

DIE_RATE = 11.0            # easing rate of dice at normal animation speed
MESSAGE_SECONDS = 3.5


class Steal:
    """An out-craft being shown: the arrow from the ware to its new owner, for STEAL_SECONDS."""

    def __init__(self, card: int, victim: int, thief: int):
        self.card, self.victim, self.thief = card, victim, thief
        self.time = STEAL_SECONDS


def _kept_dice(state) -> list[list[int]]:
    kept = getattr(state, "kept", None)
    return [list(k) for k in kept] if kept else [[] for _ in range(state.n)]


@registry.scene("table")
class TableScene(Dragging, TableDrawing, Scene):
    dumps_layout = True         # writes KINGSFORGE_LAYOUT_DUMP itself (layoutdump.table_layout)

    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.dice = DiceView()
        self.pending: Pending | None = None
        self.choosing_discard = False
        self.drag: Drag | None = None
        self.hover_key = None
        self.mouse = (0, 0)
        self.message = ""
        self.message_bad = True
        self.message_time = 0.0
        self.highlight: list[tuple[str, object]] = []
        self.highlight_time = 0.0
        self.ai_wait = 0.0
        self.t = 0.0
        self._view_version = -1
        self.view = None
        self.last_human = None
        self.round_seen = match.state.round
        self.tucked_seen = [list(t) for t in match.state.tucked]
        self.kept_dice_seen = _kept_dice(match.state)
        self.over_time = 0.0
        self.hover_card = None
        self.hover_time = 0.0
        self.zoom = hoverzoom.HoverZoom()     # a small window shows a hovered card large, drags too
        from kingsforge.ui.aiworker import AiWorker
        from kingsforge.ui.table.hintview import HintView

        self.ai = AiWorker()
        self.ai.warm(match)       # the worker process takes a moment to start: begin now
        self.hints = HintView(self)
        self.log_view = MoveLogView()
        self.steal: Steal | None = None
        self._build_buttons()

    def enter(self) -> None:
        from kingsforge.ui.table.dice import warm_faces

        warm_faces([t.id for t in self.match.content.die_types], (layout.TRAY_DIE, 56, 36, 32, 20, 24, 40))
        # lay the dice out at once, so an overlay pushed before the first update shows a set table
        self._ensure_view()
        self.dice.sync(self._dice_targets(), self._spawn_point, 0.0, 0.0)
        self._refresh_buttons()

    # --------------------------------------------------------------- buttons
    def _build_buttons(self) -> None:
        self.widgets = WidgetGroup()
        b = layout.BUTTONS
        self.btn_roll = self.widgets.add(Button((b.x, b.y, b.w, 70), "Roll", self.roll, style="primary",
                                                size=theme.FS_LABEL, name="Roll"))
        self.btn_auto = self.widgets.add(Button((b.x, b.y, b.w, 60), "Auto-assign", self.auto_assign,
                                                size=theme.FS_BODY, name="Auto-assign"))
        self.btn_end = self.widgets.add(Button((b.x, b.y + 72, b.w, 64), "End turn", self.end_turn,
                                               style="primary", size=theme.FS_LABEL, name="End turn"))
        self.btn_pass = self.widgets.add(Button((b.x, b.y, b.w, 70), "Pass", self.pass_turn, size=theme.FS_LABEL,
                                                name="Pass"))
        self.btn_cancel = self.widgets.add(Button((b.x, b.y + 82, b.w, 56), "Take back", self.cancel_pending,
                                                  size=theme.FS_BODY, name="Take back"))
        self.btn_undo = self.widgets.add(Button((b.x, b.bottom - 56, b.w, 56), "Undo", self.undo, size=theme.FS_BODY,
                                                name="Undo"))
        self.btn_confirm = self.widgets.add(Button((0, 0, 220, 56), "Confirm", self.confirm, style="primary",
                                                   size=theme.FS_BODY, name="Confirm"))
        self.btn_menu = self.widgets.add(Button((1790, 8, 116, 40), "Menu", self.open_menu, size=theme.FS_SMALL,
                                                name="Menu"))
        self.btn_rules = self.widgets.add(Button((1664, 8, 116, 40), "Rules", self.app.toggle_rules,
                                                 size=theme.FS_SMALL, name="Rules"))
        self.btn_hint = self.widgets.add(Button((layout.TOP_BUTTONS_X, 8, 116, 40), "Hint", self.hints.toggle,
                                                size=theme.FS_SMALL, name="Hint"))
        # a kept Heartwood, harvested at any time in the craft turn: a chip in the bonus column
        self.btn_harvest = self.widgets.add(Button(layout.charge_rects(1, full=1)[0], "Harvest", self.harvest,
                                                   style="primary", size=theme.FS_SMALL, name="Harvest"))
        self.btn_harvest.visible = False
        self._label_buttons()

    # button -> (text key, tooltip key); `name` stays English: tests and tools find buttons by it
    BUTTON_TEXTS = {
        "btn_roll": ("table.roll", "table.roll_tip"), "btn_auto": ("table.auto", "table.auto_tip"),
        "btn_end": ("table.end_turn", "table.end_turn_tip"), "btn_pass": ("table.pass", "table.pass_tip"),
        "btn_cancel": ("table.take_back", "table.take_back_tip"), "btn_undo": ("table.undo", "table.undo_tip"),
        "btn_confirm": ("table.confirm", ""), "btn_menu": ("table.menu", "table.menu_tip"),
        "btn_rules": ("table.rules", "table.rules_tip"), "btn_hint": ("advice.button", "advice.button_tip"),
    }

    def language_changed(self) -> None:
        """The buttons and the log in the new language, while a dialog over the table is still open
        (the log's new version closes an owed choice's dialog: the table asks it again, in the new
        language)."""
        self._label_buttons()
        self.match.relocalize_log()

    def _label_buttons(self) -> None:
        """Button texts in the current language (again after a switch in Settings)."""
        self._language = i18n.generation()
        for attr, (text, tip) in self.BUTTON_TEXTS.items():
            button = getattr(self, attr)
            button.text = i18n.t(text)
            button.tooltip = i18n.t(tip) if tip else ""
        self.btn_harvest.text = i18n.t("table.harvest", value=6)     # its value is set when it shows

    def _refresh_buttons(self) -> None:
        m = self.match
        s = m.state
        if self._language != i18n.generation():
            self.language_changed()
        human = m.human_to_move and not self.busy()
        gather, craft = m.in_gather, m.in_craft
        for btn in (self.btn_roll, self.btn_auto, self.btn_end, self.btn_pass, self.btn_cancel, self.btn_confirm):
            btn.visible = False
        if human and gather:
            self.btn_pass.visible = True
            self.btn_cancel.visible = bool(self.pending and self.pending.dice) or self.choosing_discard
        if human and craft:
            if not s.has_rolled:
                self.btn_roll.visible = True
                n = len(s.to_roll(s.turn))
                # a decision first (a kept die to add, or not): the count is not known yet; no die
                # at all: the roll is still the move that goes on, with nothing to roll
                self.btn_roll.text = (i18n.t("table.roll") if s.pending else
                                      i18n.t("table.roll_none") if n == 0 else i18n.plural("table.roll_n", n))
            else:
                self.btn_auto.visible = True
                self.btn_auto.enabled = best_craft(s, m.legal()) is not None
                self.btn_end.visible = True
                self.btn_cancel.visible = bool(self.pending and self.pending.dice)
                self.btn_cancel.rect.y = layout.BUTTONS.y + 144
        elif human and gather:
            self.btn_cancel.rect.y = layout.BUTTONS.y + 82
        # Take back (placed dice) stands where Undo would overlap it; Undo then does the same anyway
        self._place_harvest()
        self.btn_undo.visible = human and not self.btn_cancel.visible
        self.btn_undo.enabled = m.can_undo()
        self.btn_hint.visible = human
        self.btn_hint.style = "primary" if self.hints.active else "secondary"
        p = self.pending
        if human and p is not None and p.complete and not self.choosing_discard:
            # in the forge's button column, where the button it stands in for was: never over a
            # card's other half, the forge's instructions or a tooltip's card
            replaced = self.btn_pass if p.kind in (CLAIM, DOCK, VISIT) else self.btn_auto
            replaced.visible = False
            self.btn_confirm.visible = True
            self.btn_confirm.rect = replaced.rect.copy()
            if p.kind == CLAIM:
                self.btn_confirm.text = i18n.t("table.claim")
            elif p.kind == DOCK:
                self.btn_confirm.text = i18n.t("table.visit_dock")
            elif p.kind == VISIT:
                self.btn_confirm.text = i18n.t("table.host")
            elif self.match.content.craft[p.target].tile is not None:
                self.btn_confirm.text = i18n.t("table.bid")       # a tile is bid on, not crafted
            else:
                self.btn_confirm.text = i18n.t("table.craft")

    def _place_harvest(self) -> None:
        """The Harvest chip, in its place in the bonus column, while the engine offers one."""
        btn = self.btn_harvest
        btn.visible = self._harvest_shown()
        if btn.visible:
            btn.rect = self._chip_rects()[2][0].copy()
            btn.text = harvest.chip_text(self.match)
            btn.tooltip = harvest.chip_tip(self.match)

    # --------------------------------------------------------------- helpers
    @property
    def forge_player(self) -> int:
        cur = self.match.current
        return cur if cur is not None else self.match.state.standings()[0]

    def busy(self) -> bool:
        """True while an overlay needs the table to wait (game over banner and such)."""
        return self.match.over

    def say(self, text: str, bad: bool = True) -> None:
        self.message = i18n.reason(text)    # an engine refusal in the player's language
        self.message_bad = bad
        self.message_time = MESSAGE_SECONDS
        if bad:
            gfx.play("error")

    def anim_rate(self) -> float:
        factor = self.app.settings.anim(1.0)
        return 0.0 if factor <= 0 else DIE_RATE / factor

    def _ensure_view(self):
        return self._view_of(self.match.state, self.match.version)

    # --------------------------------------------------------------- moves
    def play(self, action) -> bool:
        reason = self.match.check(action)
        if reason is not None:
            self.say(reason)
            return False
        s = self.match.state
        mover = s.turn
        victim = None
        if isinstance(action, Craft):
            held = s.crafted_by(action.card)
            victim = held[0] if held is not None else None
        entry = self.match.play(action)
        self._after_move(action, mover, entry, victim)
        return True

    def _after_move(self, action, mover, entry, victim) -> None:
        self.pending = None
        self.choosing_discard = False
        self.cancel_drag()          # a move played by any means ends a drag: the piece held is stale
        self._ensure_view()
        s = self.match.state
        hl = [("panel", mover)]
        if isinstance(action, Roll):
            self.dice.start_tumble(s.rolled[mover], self.app.settings.anim(0.7))
            gfx.play("roll")
            hl = [("tray", None)]
        elif isinstance(action, UseCharge):
            if s.charges[mover][action.charge][0] == "reroll":
                self.dice.start_tumble([action.die], self.app.settings.anim(0.5))
                gfx.play("roll")
            else:
                gfx.play("drop")
            hl = [("die", action.die)]
        elif isinstance(action, UseAbility):
            rolls = s.content.craft[action.card].ability[action.option].kind == "reroll"
            if rolls and action.dice and action.dice[0] in s.rolled[mover]:
                self.dice.start_tumble([action.dice[0]], self.app.settings.anim(0.5))
                gfx.play("roll")
            else:
                gfx.play("drop")
            hl = [("die", action.dice[0])] if action.dice and s.phase == "craft" else [("panel", mover)]
        elif isinstance(action, Dock):
            hl = [("dock", action.action), ("panel", mover)]
            gfx.play("drop")
        elif isinstance(action, (Claim, Visit)):
            gfx.play("drop")
        elif isinstance(action, Craft):
            gfx.play("craft")
            hl = [("craft", action.card), ("panel", mover)]
            if victim is not None:
                names = self.match.names
                card = i18n.craft_name(self.match.content.craft[action.card])
                hl.append(("panel", victim))
                self.say(i18n.t("table.outcraft_msg", who=names[mover], victim=names[victim], card=card), bad=False)
                self.steal = Steal(action.card, victim, mover)
        self.highlight = hl
        self.highlight_time = 1.8 if not self.match.is_human(mover) else 0.8

    def roll(self) -> None:
        if self.match.human_to_move:
            self.play(Roll())

    def harvest(self) -> None:
        """Harvest a kept Heartwood now: ask as what (the listed Harvest moves)."""
        harvest.ask(self, harvest.offered(self.match))

    def end_turn(self) -> None:
        if self.match.human_to_move:
            self.play(EndTurn())

    def undo(self) -> None:
        if self.pending is not None and self.pending.dice:
            self.cancel_pending()
            return
        if self.match.undo():
            self.pending = None
            self.choosing_discard = False
            self.say(i18n.t("table.undone"), bad=False)
        elif self.match.human_to_move:
            self.say(i18n.t("table.nothing_to_undo"))

    def cancel_pending(self) -> None:
        self.pending = None
        self.choosing_discard = False

    def open_menu(self) -> None:
        self.stack.push(registry.make("pause", self.app, on_save_and_quit=self.save_now))

    def save_now(self) -> bool:
        """Save and wait until the file is on disk (Save and leave: the title then offers Continue);
        False if it could not be written."""
        self.match.autosave()
        return self.match.flush_autosave()

    def pass_turn(self) -> None:
        m = self.match
        if not m.human_to_move or not m.in_gather:
            return
        passes = [a for a in m.legal() if isinstance(a, Pass)]
        benefits = [a.benefit for a in passes if a.benefit]
        if benefits:
            c = m.content
            options = []
            for b in benefits:
                if b in c.token_ids:
                    label = i18n.t("table.first_pass.token", token=i18n.token_name(c, c.token_index(b)))
                    hint = cardtext.effect_sentence(c, c.token_effects[c.token_index(b)][0])
                else:
                    die_type = c.die_types[c.die_type_index(b)]
                    label = i18n.t("table.first_pass.die", die=i18n.die_word(die_type.id, die_type.name.lower()))
                    hint = i18n.t("table.first_pass.die_hint")
                options.append((label, hint, (lambda bb=b: self.play(Pass(bb)))))
            self.stack.push(registry.make("choice", self.app, i18n.t("table.first_pass.title"),
                                          i18n.t("table.first_pass.question"), options,
                                          cancel_label=i18n.t("table.first_pass.cancel"), keys=True))
        else:
            self.play(Pass())

    def confirm(self) -> None:
        p = self.pending
        if p is None or not self.match.human_to_move:
            return
        if not p.complete:
            self.say(i18n.t("table.fill_first", placed=len(p.dice), size=p.size))
            return
        if p.kind == DOCK:
            self.choosing_discard = True
            return
        self.play(p.action())

    def auto_assign(self) -> None:
        m = self.match
        move = best_craft(m.state, m.legal())
        if move is None:
            self.say(i18n.t("table.no_craft"))
            return
        card = m.content.craft[move.card]
        self.pending = Pending(CRAFT, move.card, 0, len(card.slots), dict(enumerate(move.dice)),
                               least=card.required if card.boost >= 0 else 0)
        self.say(i18n.t("table.auto_ready", card=i18n.craft_name(m.content.craft[move.card])), bad=False)

    # --------------------------------------------------------------- events
    def handle_event(self, event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if self.drag is not None:
            if event.type == pygame.MOUSEMOTION:
                self.drag.pos = event.pos
                t = self.view.target_at(self.drag.centre)
                self.hover_key = t.key if t else None
                return
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                self.drop(event.pos)
                self.hover_key = None
                return
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
                # a right-click with a die in hand puts it back, as Esc does: right-click already
                # means "take back" at this table, and a player who reaches for the other button
                # mid-drag has changed their mind -- opening a card's zoom under a held die would
                # leave the die with no button to let go of it
                self.cancel_drag()
                return
            if event.type == pygame.KEYDOWN:
                # Esc puts the die back; every other key waits until it is let go: a player holding
                # a die has not finished, so Space/Enter must not end the turn (nor Ctrl+Z undo,
                # nor a focused button fire) under it. F1 and F11 are the app's: an overlay pushed
                # over the table ends the drag (pause)
                if event.key == pygame.K_ESCAPE:
                    self.cancel_drag()
                return
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            if self._ensure_view().log.collidepoint(self.mouse):
                self.log_view.wheel(event.y, self.match.log)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._ensure_view()
            if event.button == 3:
                self._right_click(event.pos)
                return
            if event.button != 1:
                return
            if self._skip_ai_animation():
                return
            if self.start_drag(event.pos):
                return
            self._left_click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _skip_ai_animation(self) -> bool:
        """A click while the computer moves hurries it along (finishes the animation)."""
        m = self.match
        if m.over or m.human_to_move:
            return False
        self.ai_wait = 10.0
        self.dice.tumble.clear()
        self.dice.leaving.clear()
        self._snap = True
        return True

    def _left_click(self, pos) -> None:
        m = self.match
        if not m.human_to_move:
            return
        v = self.view
        if self.choosing_discard and self.pending is not None:
            hit = v.card_at(pos)
            if hit and hit[0] == "gather":
                self.play(self.pending.action(discard=hit[1]))
            else:
                self.say(i18n.t("table.pick_discard"), bad=False)
            return
        if m.in_gather:
            for (card, option), pill in v.pills.items():
                if pill.collidepoint(pos):
                    self.click_pill(card, option)
                    return
            for visitor, pill in v.visitor_pills.items():
                if pill.collidepoint(pos):
                    self.click_gift(visitor)
                    return

    def _right_click(self, pos) -> None:
        if self.pending is not None and self.pending.dice:
            self.cancel_pending()
            return
        offered = harvest.offered(self.match)         # a kept Heartwood: right-click it to harvest
        die = self._die_at(pos, [a.die for a in offered]) if offered else None
        if die is not None:
            harvest.ask(self, [a for a in offered if a.die == die])
            return
        hit = self.view.card_at(pos)
        if hit is not None:
            self.stack.push(registry.make("zoom", self.app, self.match, hit))

    def _key(self, event) -> None:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.pending is not None or self.choosing_discard:
                self.cancel_pending()
            else:
                self.open_menu()
        elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif key == pygame.K_h and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.hints.show()
        elif key == pygame.K_m and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            keyboard.open_picker(self)        # every move by keyboard, for the person to move
        elif key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self._confirm_key()

    def _confirm_key(self) -> None:
        m = self.match
        if not m.human_to_move:
            self._skip_ai_animation()
            return
        if self.pending is not None and self.pending.complete and not self.choosing_discard:
            self.confirm()
        elif m.in_craft:
            if not m.state.has_rolled:
                self.roll()
            else:
                self.end_turn()

    # --------------------------------------------------------------- update
    def update(self, dt: float) -> None:
        self.t += dt
        m = self.match
        self._ensure_view()
        if self.message_time > 0:
            self.message_time -= dt
        if self.highlight_time > 0:
            self.highlight_time -= dt
        if self.steal is not None:
            self.steal.time -= dt
            if self.steal.time <= 0:
                self.steal = None
        if self.pending is not None and not m.human_to_move:
            self.pending = None
        if self.drag is not None and not self.drag_still_good():
            self.cancel_drag()      # played, undone or handed over behind the held piece's back
        self._check_round_and_turn()
        decisions.offer(self)            # a person owes a decision (possibly out of turn): ask in a dialog
        version = m.version
        self._run_ai(dt)
        if m.version != version:         # the computer moved: a hand-over comes before this frame is drawn
            self._check_round_and_turn()
        self.hints.update(dt)
        snap = getattr(self, "_snap", False)
        self._snap = False
        self.dice.sync(self._dice_targets(), self._spawn_point, dt, 0.0 if snap else self.anim_rate())
        self._refresh_buttons()
        self.widgets.update(dt)
        hit = None if self.drag else (self.view.card_at(self.mouse) if self.view else None)
        if hit != self.hover_card:
            self.hover_card, self.hover_time = hit, 0.0
        else:
            self.hover_time += dt
        zooming = hoverzoom.enabled() and self.stack.top is self and self.view is not None
        self.zoom.update(self.view.card_at(self.mouse) if zooming else None, dt)
        if layoutdump.dump_path():
            self._layout_text = layoutdump.write_if_changed(self, getattr(self, "_layout_text", None))

    def animating(self) -> bool:
        """The table needs frames while anything moves, a timer runs or the computer is to move;
        an idle human turn draws only on input."""
        m = self.match
        if m.over or not m.human_to_move or self.drag is not None:
            return True
        if self.message_time > 0 or self.highlight_time > 0 or self.steal or self.dice.animating():
            return True
        if self.hover_card is not None and self.hover_time < CARD_TIP_DELAY:
            return True
        if self.zoom.waiting():
            return True
        return self.hints.animating() or self.widgets.animating()

    def _check_round_and_turn(self) -> None:
        m = self.match
        s = m.state
        if m.over:
            self.over_time += 1 / 60
            if self.over_time > 1.2 and self.stack.top is self:
                self.stack.replace(registry.make("gameover", self.app, m))
            return
        if s.round != self.round_seen and self.stack.top is self:
            kept = [[c for c in s.tucked[p] if c not in self.tucked_seen[p]] for p in range(s.n)]
            now = _kept_dice(s)             # exotic dice won at cleanup (Masterworks' mini cards)
            seen = getattr(self, "kept_dice_seen", [[] for _ in range(s.n)])
            won = [[d for d in now[p] if d not in seen[p]] for p in range(s.n)]
            self.kept_dice_seen = now
            self.stack.push(registry.make("summary", self.app, m, self.round_seen, kept, won))
            self.round_seen = s.round
            self.tucked_seen = [list(t) for t in s.tucked]
            return
        cur = m.current
        if m.is_human(cur) and cur != self.last_human and self.stack.top is self:
            first = self.last_human is None
            self.last_human = cur
            if m.config.humans > 1:
                self.stack.push(registry.make("handoff", self.app, m.seats[cur].name, m.seats[cur].colour))
            elif not first:
                self.say(i18n.t("table.your_turn", name=m.seats[cur].name), bad=False)

    def _run_ai(self, dt: float) -> None:
        m = self.match
        if m.over or m.human_to_move or self.stack.top is not self:
            self.ai_wait = 0.0
            return
        self.ai_wait += dt
        self.ai.request(m)  # start thinking while the last move is still animating
        delay = self.app.settings.ai_delay()
        if self.ai_wait < delay or (delay > 0 and self.dice.moving()):
            return
        if delay <= 0:
            # "instant": computer moves back to back within a small time budget per frame,
            # stopping where a person must look (their turn, the end of a round)
            # (the wait is for the worker's answer, idle time for this process: the frame stays short)
            round_now = m.state.round
            deadline = time.perf_counter() + 0.008
            while not m.over and not m.human_to_move and m.state.round == round_now:
                self.ai.request(m)
                self.ai.wait(max(0.0, deadline - time.perf_counter()))
                action = self.ai.take(m)
                if action is None:
                    return
                self._play_ai(action)
                if time.perf_counter() > deadline:
                    break
            self.ai_wait = 0.0
            return
        action = self.ai.take(m)
        if action is None:
            return
        self.ai_wait = 0.0
        self._play_ai(action)

    def _play_ai(self, action) -> None:
        """Play the computer's move; one the rules refuse (a bot bug) must not stall the game."""
        if self.match.check(action) is None:
            self.play(action)
            return
        import logging

        logging.getLogger("kingsforge.ui").error("the computer chose an illegal move %r: %s", action,
                                                 self.match.check(action))
        legal = self.match.legal()
        if legal:
            self.play(legal[0])

    def pause(self) -> None:
        """An overlay opens (summary, hand-off, menu, rules, a card's zoom, a dialog): dice in
        flight land now instead of hanging over the panels beneath it, and a die or chip in hand
        goes back where it was -- the button's release goes to the overlay, so the table would
        never hear of it and the piece would stay stuck to the pointer."""
        self.cancel_drag()
        self.finish_flights()

    def finish_flights(self) -> None:
        self.dice.tumble.clear()
        self.dice.leaving.clear()
        self._ensure_view()
        self.dice.sync(self._dice_targets(), self._spawn_point, 0.0, 0.0)

    def exit(self) -> None:
        self.ai.close()          # forget this table's questions; the shared worker keeps running

    def _spawn_point(self, die):
        s = self.match.state
        x, y = layout.stock_icon(s.content.die_type_of[die], len(s.content.die_types))
        return (x, y, 30)

    def _dice_targets(self) -> dict:
        s = self.match.state
        v = self.view
        fp = self.forge_player
        placed = dict(self.pending.dice) if self.pending else {}
        placed_dice = set(placed.values())
        tray_dice = [d for d in (s.rolled[fp] if s.has_rolled and self.match.in_craft else s.supply[fp])
                     if d not in placed_dice]
        if self.match.in_craft and s.has_rolled:
            tray_dice = [d for d in s.supply[fp] + s.rolled[fp] if d not in placed_dice]
        targets = dice_spots(s, v, fp, tray_dice)
        if self.pending is not None:
            p = self.pending
            # an out-craft in the making: the holder's die steps aside, small, left of its box, so the
            # challenger's die shows on the box (both can be compared before Craft is pressed)
            held = s.crafted_by(p.target) if p.kind == CRAFT else None
            for b, die in p.dice.items():
                r = v.box_rects.get((p.kind, p.target, p.option, b))
                if r is not None:
                    targets[die] = (r.centerx, r.centery, r.w)
                    if held is not None and b < len(held[1]):
                        targets[held[1][b]] = (r.x - r.w * 0.32, r.centery, max(12, int(r.w * 0.55)))
        cemetery_spot(s, targets)
        if self.drag is not None and self.drag.kind == "die":
            cx, cy = self.drag.centre
            cur = self.dice.pos.get(self.drag.item)
            size = cur[2] if cur else 56
            targets[self.drag.item] = (cx, cy, max(size, 56))
            if cur is not None:
                cur[0], cur[1] = cx, cy
        return targets
