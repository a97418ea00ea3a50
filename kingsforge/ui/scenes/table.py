"""The table: the whole game, played by dragging dice and clicking buttons.

Input becomes engine moves only through Match (legal moves, the engine's reason
for a refusal, and play). Dice positions come from the state every frame and
ease into place, so every move -- the player's or the computer's -- animates.
"""

from __future__ import annotations

import time

import pygame

from kingsforge import i18n
from kingsforge.engine.actions import Claim, Craft, Dock, EndTurn, Pass, Roll, UseAbility, UseCharge, Visit
from kingsforge.ui import cardtext, gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry
from kingsforge.ui import layoutdump
from kingsforge.ui.table import cards, decisions, landing, layout, panels, perks
from kingsforge.ui.table import zoom as hoverzoom
from kingsforge.ui.table.dice import DiceView, draw_placed_ring, draw_raised_mark
from kingsforge.ui.table.arrows import STEAL_SECONDS, draw_arrow
from kingsforge.ui.table.countsas import box_colours, draw_state_die
from kingsforge.ui.table.movelog import MoveLogView
from kingsforge.ui.table.placement import (CLAIM, CRAFT, DOCK, VISIT, Pending, best_craft, candidates,
                                           fits_some_move, trial_move)
from kingsforge.ui.table.dicespots import cemetery_spot, dice_spots
from kingsforge.ui.table.view import build_view, crafted_cards
from kingsforge.ui.widgets import Button, WidgetGroup, draw_tooltip

DIE_RATE = 11.0            # easing rate of dice at normal animation speed
MESSAGE_SECONDS = 3.5
RAISING_CHARGES = ("bonus", "auto6")   # bonuses that raise a die's value: such a die carries a mark
CARD_TIP_DELAY = 0.9       # seconds a card is pointed at before its explanation shows


class Drag:
    def __init__(self, kind: str, item: int, pos, grab):
        self.kind = kind          # "die" or "charge"
        self.item = item          # die id or charge index
        self.pos = pos
        self.grab = grab          # pointer offset from the item's centre
        self.valid: set = set()   # target keys (or die ids for charges) that accept it

    @property
    def centre(self):
        return (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1])


class Steal:
    """An out-craft being shown: the arrow from the ware to its new owner, for STEAL_SECONDS."""

    def __init__(self, card: int, victim: int, thief: int):
        self.card, self.victim, self.thief = card, victim, thief
        self.time = STEAL_SECONDS


@registry.scene("table")
class TableScene(Scene):
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
        self.btn_hint = self.widgets.add(Button((1538, 8, 116, 40), "Hint", self.hints.toggle,
                                                size=theme.FS_SMALL, name="Hint"))
        self._label_buttons()

    # button -> (text key, tooltip key); `name` stays English: tests and tools find buttons by it
    BUTTON_TEXTS = {
        "btn_roll": ("table.roll", "table.roll_tip"), "btn_auto": ("table.auto", "table.auto_tip"),
        "btn_end": ("table.end_turn", "table.end_turn_tip"), "btn_pass": ("table.pass", "table.pass_tip"),
        "btn_cancel": ("table.take_back", "table.take_back_tip"), "btn_undo": ("table.undo", "table.undo_tip"),
        "btn_confirm": ("table.confirm", ""), "btn_menu": ("table.menu", "table.menu_tip"),
        "btn_rules": ("table.rules", "table.rules_tip"), "btn_hint": ("advice.button", "advice.button_tip"),
    }

    def _label_buttons(self) -> None:
        """Button texts in the current language (again after a switch in Settings)."""
        self._language = i18n.generation()
        for attr, (text, tip) in self.BUTTON_TEXTS.items():
            button = getattr(self, attr)
            button.text = i18n.t(text)
            button.tooltip = i18n.t(tip) if tip else ""

    def _refresh_buttons(self) -> None:
        m = self.match
        s = m.state
        if self._language != i18n.generation():
            self._label_buttons()
            m.relocalize_log()
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
                n = len(s.supply[s.turn]) + (len(s.smithy[s.turn]) if s.roll_smithy[s.turn] else 0)
                self.btn_roll.text = i18n.plural("table.roll_n", n)
            else:
                self.btn_auto.visible = True
                self.btn_auto.enabled = best_craft(s, m.legal()) is not None
                self.btn_end.visible = True
                self.btn_cancel.visible = bool(self.pending and self.pending.dice)
                self.btn_cancel.rect.y = layout.BUTTONS.y + 144
        elif human and gather:
            self.btn_cancel.rect.y = layout.BUTTONS.y + 82
        # Take back (placed dice) stands where Undo would overlap it; Undo then does the same anyway
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
            else:
                self.btn_confirm.text = i18n.t("table.craft")

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
        if self._view_version != self.match.version or self.view is None:
            self.view = build_view(self.match.state)
            self._view_version = self.match.version
        return self.view

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

    def save_now(self) -> None:
        """Save and wait until the file is on disk (Save and leave: the title then offers Continue)."""
        self.match.autosave()
        self.match.flush_autosave()

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
                                          cancel_label=i18n.t("table.first_pass.cancel")))
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

    # --------------------------------------------------------------- drag & drop
    def _free_dice(self) -> list[int]:
        """Dice of the player to move that can be placed now."""
        s = self.match.state
        p = s.turn
        return list(s.rolled[p]) if self.match.in_craft else list(s.supply[p])

    def _pending_die_at(self, pos):
        if self.pending is None or self.view is None:
            return None
        p = self.pending
        for box, die in p.dice.items():
            rect = self.view.box_rects.get((p.kind, p.target, p.option, box))
            if rect is not None and rect.inflate(6, 6).collidepoint(pos):
                return die
        return None

    def _tray_die_at(self, pos):
        placed = set(self.pending.dice.values()) if self.pending else set()
        for die in reversed(self._free_dice()):
            if die in placed:
                continue
            cur = self.dice.pos.get(die)
            if cur is None:
                continue
            half = cur[2] / 2 + 2
            if abs(pos[0] - cur[0]) <= half and abs(pos[1] - cur[1]) <= half:
                return die
        return None

    def _charge_at(self, pos):
        s = self.match.state
        p = s.turn
        if not self.match.in_craft or not s.has_rolled:
            return None
        for index, rect in self._charge_chips():
            if rect.collidepoint(pos) and s.charges[p][index][3] == -1:
                return index
        return None

    def _charge_chips(self):
        s = self.match.state
        p = self.forge_player
        shown = list(range(len(s.charges[p])))
        return list(zip(shown, layout.charge_rects(len(shown) + len(self._abilities_shown()))))

    # --- deluxe cards' abilities (engine/abilities.py): chips below the bonuses ----------------------
    def _abilities_shown(self) -> list[tuple[int, int]]:
        """(card, option) of the forge player's deluxe abilities usable now or later in the game:
        after the roll in their craft turn, or the Toy Factory in its round (the Obey Wand is
        asked for, never a chip)."""
        from kingsforge.engine import abilities

        s = self.match.state
        c = s.content
        if not c.abilities:
            return []
        p = self.forge_player
        out = []
        for card in c.abilities:
            if not abilities.usable(s, p, card):
                continue
            for o, ability in enumerate(c.craft[card].ability):
                when = abilities.ABILITIES[ability.kind].when
                if when == abilities.CRAFT or (when == abilities.GATHER and abilities.on_offer(s, p, card)):
                    out.append((card, o))
        return out

    def _ability_chips(self):
        s = self.match.state
        shown = self._abilities_shown()
        n = len(s.charges[self.forge_player])
        return list(zip(shown, layout.charge_rects(n + len(shown))[n:]))

    def _ability_at(self, pos):
        for key, rect in self._ability_chips():
            if rect.collidepoint(pos):
                return key
        return None

    def _ability_moves(self, card: int, option: int) -> list:
        return [a for a in self.match.legal() if isinstance(a, UseAbility) and a.card == card and a.option == option]

    def use_ability(self, card: int, option: int) -> bool:
        """A click on an ability chip: one that works on no die (a gain, the Toy Factory paid with
        the least valuable die) is used at once; one that needs a die starts a drag."""
        m = self.match
        moves = self._ability_moves(card, option)
        ability = m.content.craft[card].ability[option]
        if not moves:
            self.say(m.check(UseAbility(card, option, ())) or i18n.t("table.cannot_now"))
            return False
        if ability.kind in ("gain", "pick", "next_round"):
            self.play(moves[0])
            return False
        return True

    def start_drag(self, pos) -> bool:
        if not self.match.human_to_move or self.choosing_discard:
            return False
        die = self._pending_die_at(pos)
        if die is None:
            die = self._tray_die_at(pos)
        if die is not None:
            if self.match.in_craft and not self.match.state.has_rolled:
                self.say(i18n.t("table.roll_before_drag"))
                return False
            cur = self.dice.pos.get(die, [pos[0], pos[1], 40])
            self.drag = Drag("die", die, pos, (pos[0] - cur[0], pos[1] - cur[1]))
            self.drag.valid = self._valid_targets_for(die)
            gfx.play("click")
            return True
        ability = self._ability_at(pos)
        if ability is not None and self.match.human_to_move:
            if self.use_ability(*ability):
                rect = dict(self._ability_chips())[ability]
                self.drag = Drag("ability", ability, pos, (pos[0] - rect.centerx, pos[1] - rect.centery))
                s = self.match.state
                self.drag.valid = {d for d in s.rolled[s.turn]
                                   if self.match.check(UseAbility(ability[0], ability[1], (d,))) is None}
                return True
            return False
        charge = self._charge_at(pos)
        if charge is not None:
            rect = dict(self._charge_chips())[charge]
            self.drag = Drag("charge", charge, pos, (pos[0] - rect.centerx, pos[1] - rect.centery))
            s = self.match.state
            self.drag.valid = {d for d in s.rolled[s.turn] if self.match.check(UseCharge(charge, d)) is None}
            return True
        return False

    def _placed_with(self, kind, target, option, box, die) -> dict[int, int]:
        p = self.pending
        placed = {}
        if p is not None and p.same_target(kind, target, option):
            placed = {b: d for b, d in p.dice.items() if d != die}
        placed[box] = die
        return placed

    def _valid_targets_for(self, die) -> set:
        s = self.match.state
        legal = self.match.legal()
        valid = set()
        phase_kinds = (CLAIM, DOCK, VISIT) if self.match.in_gather else (CRAFT,)
        for t in self.view.targets:
            if t.kind not in phase_kinds:
                continue
            p = self.pending
            if p is not None and p.same_target(t.kind, t.target, t.option):
                occupant = p.dice.get(t.box)
                if occupant is not None and occupant != die:
                    continue
            placed = self._placed_with(t.kind, t.target, t.option, t.box, die)
            if fits_some_move(s, legal, t.kind, t.target, t.option, placed):
                valid.add(t.key)
        return valid

    def drop(self, pos) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        if drag.kind == "charge":
            die = self._rolled_die_at(pos)
            if die is None:
                return
            self.play(UseCharge(drag.item, die))
            return
        if drag.kind == "ability":
            die = self._rolled_die_at(pos)
            if die is None:
                self.say(i18n.t("ability.drag_to_die"), bad=False)
                return
            card, option = drag.item
            self.play(UseAbility(card, option, (die,)))
            return
        die = drag.item
        target = self.view.target_at(drag.centre) or self.view.target_at(pos)
        if target is None:
            # dropped anywhere else: a placed die goes home to the supply
            if self.pending is not None and die in self.pending.dice.values():
                self.pending.dice = {b: d for b, d in self.pending.dice.items() if d != die}
                if not self.pending.dice and self.pending.size:
                    self.pending = None
            return
        if target.key in drag.valid:
            self._place(target, die)
            return
        self._explain_refusal(target, die)

    def _rolled_die_at(self, pos):
        s = self.match.state
        for die in reversed(s.rolled[s.turn]):
            cur = self.dice.pos.get(die)
            if cur and abs(pos[0] - cur[0]) <= cur[2] / 2 + 4 and abs(pos[1] - cur[1]) <= cur[2] / 2 + 4:
                return die
        return None

    def _place(self, target, die) -> None:
        s = self.match.state
        kind, tgt, option = target.kind, target.target, target.option
        p = self.pending
        if p is None or not p.same_target(kind, tgt, option):
            from kingsforge.ui.table.placement import boxes_of, least_boxes

            p = self.pending = Pending(kind, tgt, option, len(boxes_of(s, kind, tgt, option)),
                                       least=least_boxes(s, kind, tgt))
            self.choosing_discard = False
        p.dice = self._placed_with(kind, tgt, option, target.box, die)
        gfx.play("drop")
        if p.complete and kind == DOCK:
            self.choosing_discard = True

    def _explain_refusal(self, target, die) -> None:
        s = self.match.state
        placed = self._placed_with(target.kind, target.target, target.option, target.box, die)
        if target.kind == CRAFT:
            # a variant monument's rule broken by the dice placed so far: say so, whatever else
            from kingsforge.engine.craft import restriction_problem
            broken = restriction_problem(s.content, target.target, [s.values[d] for d in placed.values()])
            if broken is not None:
                self.say(broken)
                return
            # a request's locked box: exactly its value
            from kingsforge.engine.requests import locked_problem
            wrong = locked_problem(s.content, s.content.craft[target.target],
                                   [(box, s.values[d]) for box, d in placed.items()])
            if wrong is not None:
                self.say(wrong)
                return
        trial = trial_move(s, self.match.legal(), target.kind, target.target, target.option, placed,
                           self._free_dice())
        reason = self.match.check(trial)
        if reason is None:
            if self.pending is not None and self.pending.same_target(target.kind, target.target, target.option):
                reason = i18n.t("table.box_taken")
            else:
                reason = i18n.t("table.cannot_pay")
        self.say(reason)

    def click_pill(self, card: int, option: int) -> None:
        """Free and pay-everything options are chosen with a click."""
        m = self.match
        moves = candidates(m.legal(), CLAIM, card, option)
        if not moves:
            opt = m.content.gather[card].options[option]
            dice = tuple(self._free_dice()) if opt.take_all else ()
            self.say(m.check(Claim(card, option, dice)) or i18n.t("table.cannot_now"))
            return
        move = moves[0]
        self.pending = Pending(CLAIM, card, option, len(move.dice), dict(enumerate(move.dice)))
        self.choosing_discard = False

    def click_gift(self, visitor: int) -> None:
        """A visitor's gift is free: a click chooses it (Host confirms)."""
        m = self.match
        if not candidates(m.legal(), VISIT, visitor, 0):
            self.say(m.check(Visit(visitor, 0, ())) or i18n.t("table.cannot_now"))
            return
        self.pending = Pending(VISIT, visitor, 0, 0, {})
        self.choosing_discard = False

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
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.drag = None
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
            self.hints.toggle()
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
        self._check_round_and_turn()
        decisions.offer(self)            # a person owes a decision (possibly out of turn): ask in a dialog
        self._run_ai(dt)
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
            self.stack.push(registry.make("summary", self.app, m, self.round_seen, kept))
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
        """An overlay opens (summary, hand-off, menu): dice in flight land now instead of
        hanging over the panels beneath it."""
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
            for b, die in p.dice.items():
                r = v.box_rects.get((p.kind, p.target, p.option, b))
                if r is not None:
                    targets[die] = (r.centerx, r.centery, r.w)
        cemetery_spot(s, targets)
        if self.drag is not None and self.drag.kind == "die":
            cx, cy = self.drag.centre
            cur = self.dice.pos.get(self.drag.item)
            size = cur[2] if cur else 56
            targets[self.drag.item] = (cx, cy, max(size, 56))
            if cur is not None:
                cur[0], cur[1] = cx, cy
        return targets

    # --------------------------------------------------------------- drawing
    def draw(self, surface) -> None:
        m = self.match
        s = m.state
        v = self._ensure_view()
        gfx.background(surface, "table_bg")
        fp = self.forge_player
        symbols = self.app.settings.colour_blind
        glow = self.drag.valid if (self.drag and self.drag.kind == "die") else set()
        pulse = 0.5 + 0.5 * abs(((self.t * 1.6) % 2) - 1)

        # gather row
        cards.draw_deck(surface, layout.DECK, len(s.gather_deck))
        hl_on = self.highlight_time > 0
        for card, rect in v.gather_rects.items():
            gb = {(o, b) for (k, t, o, b) in glow if k == CLAIM and t == card}
            hover = None
            if self.hover_key and self.hover_key[0] == CLAIM and self.hover_key[1] == card:
                hover = (self.hover_key[2], self.hover_key[3])
            sel = self.pending.option if (self.pending and self.pending.kind == CLAIM
                                          and self.pending.target == card) else None
            cards.draw_gather_card(surface, m.content, card, rect, glow_boxes=gb, hover_box=hover,
                                   selected_option=sel, glow_card=self.choosing_discard,
                                   dim=not m.in_gather)
        for i in range(len(s.gather_row)):
            if s.gather_row[i] < 0:
                r = layout.gather_slot(i)
                pygame.draw.rect(surface, (60, 46, 34), r, 2, border_radius=12)
                gfx.blit_text(surface, i18n.t("table.slot_taken"), r.center, theme.FS_SMALL, theme.TEXT_FAINT,
                              "center")
        panels.draw_stock(surface, s, symbols)

        # docks
        colours = [seat.colour for seat in m.seats]
        for d in range(len(m.content.docks)):
            db = {(t, b) for (k, t, _o, b) in glow if k == DOCK}
            hover = (self.hover_key[1], self.hover_key[3]) if self.hover_key and self.hover_key[0] == DOCK else None
            cards.draw_dock(surface, m.content, d, s.dock_used, colours, glow_boxes=db, hover_box=hover)
        self._draw_tiles(surface, v, glow, colours, symbols)
        if hl_on:
            for kind, ref in self.highlight:
                if kind == "dock" and ref in v.dock_areas:
                    gfx.glow(surface, v.dock_areas[ref], theme.HIGHLIGHT, radius=8, width=3)

        # craft row
        row = v.craft_row
        gfx.blit_text(surface, i18n.t("table.on_display"), (layout.MAIN_X + 4, layout.CRAFT_LABEL_Y + 8), 20,
                      theme.TEXT_DIM, "midleft", bold=True)
        if row.beside:
            c = s.content
            side = [k for k in s.beside if c.craft[k].tile is None]
            # the request of the game (Ambassador Requests) beside the display, or the Royal Decree's cards
            word = "table.request_row" if side and all(c.craft[k].request for k in side) else "table.decree_row"
            label = gfx.fit_text(i18n.t(word), row.crafted_x - row.beside_x - 12, 20, True)
            gfx.blit_text(surface, label, (row.beside_x + 4, layout.CRAFT_LABEL_Y + 8), 20, theme.GOLD_BRIGHT,
                          "midleft", bold=True)
        if crafted_cards(s):
            room = row.waiting_x - row.crafted_x - 12 if s.waiting else layout.MAIN_R - row.crafted_x
            label = i18n.t("table.crafted_row")
            if gfx.font(20, True).size(label)[0] > room:      # one card's width: the short form
                label = i18n.t("table.crafted_row_short")
            label = gfx.fit_text(label, room, 20, True)
            gfx.blit_text(surface, label, (row.crafted_x + 4, layout.CRAFT_LABEL_Y + 8), 20, theme.GOLD, "midleft",
                          bold=True)
        if s.waiting:
            label = gfx.fit_text(i18n.t("table.waiting_row", n=len(s.waiting)),
                                 (layout.LANDING.x if v.landing_slots else layout.MAIN_R) - row.waiting_x - 8, 20,
                                 True)
            gfx.blit_text(surface, label, (row.waiting_x + 4, layout.CRAFT_LABEL_Y + 8), 20, theme.TEXT_DIM,
                          "midleft", bold=True)
        for card, rect in reversed(v.waiting_rects):
            cards.draw_craft_card(surface, m.content, card, rect, symbols=symbols)
        owners = {card: owner for card, owner, _d in s.crafted}
        for card, rect in list(reversed(v.beside_rects)) + list(v.craft_rects.items()):
            slots = {b for (k, t, _o, b) in glow if k == CRAFT and t == card}
            hover = self.hover_key[3] if self.hover_key and self.hover_key[:2] == (CRAFT, card) else None
            owner = owners.get(card)
            hl = hl_on and ("craft", card) in self.highlight
            cards.draw_craft_card(surface, m.content, card, rect, glow_slots=slots, hover_slot=hover,
                                  owner_colour=colours[owner] if owner is not None else None,
                                  owner_name=m.seats[owner].name if owner is not None else "",
                                  glow_card=hl, symbols=symbols)
        self._draw_landing(surface, v, glow, colours)
        self.hints.draw_odds(surface)

        # forge of the player to move
        seat = m.seats[fp]
        showing_toast = self.message_time > 0 and self.message
        hint = "" if self.hints.active or showing_toast else self._forge_hint()
        panels.draw_forge_frame(surface, seat.name, seat.colour, hint)
        self.hints.draw_banner(surface, seat.name)
        self._draw_charges(surface, fp)
        if hl_on and ("tray", None) in self.highlight:
            gfx.glow(surface, layout.TRAY, theme.HIGHLIGHT, radius=12, width=3)

        # player panels and log
        for p in range(s.n):
            hl = 1.0 if hl_on and ("panel", p) in self.highlight else 0.0
            panels.draw_panel(surface, s, m, p, v.panels[p], p == fp, p == m.current, hl)
        self.log_view.draw(surface, v.log, m)

        # dice (the dragged one last, on top of everything)
        dragged = self.drag.item if (self.drag and self.drag.kind == "die") else None
        charge_targets = self.drag.valid if (self.drag and self.drag.kind in ("charge", "ability")) else set()
        boxed = box_colours(s, self.pending)       # an Aether Ore on a box shows the colour it fills
        for die, (x, y, size, _tx, _ty) in list(self.dice.leaving.items()):
            self._draw_die(surface, die, x, y, size, symbols, alpha=160)
        placed, raised = self._die_marks()
        for die, (x, y, size) in self.dice.pos.items():
            if die == dragged:
                continue
            self._draw_die(surface, die, x, y, size, symbols, box_colour=boxed.get(die))
            if die in placed:
                draw_placed_ring(surface, (x, y), size)
            if die in raised:
                draw_raised_mark(surface, (x, y), size)
            if die in charge_targets:
                gfx.glow(surface, pygame.Rect(x - size / 2, y - size / 2, size, size), theme.HIGHLIGHT, radius=8,
                         width=3, pulse=pulse)
            if hl_on and ("die", die) in self.highlight:
                gfx.glow(surface, pygame.Rect(x - size / 2, y - size / 2, size, size), theme.HIGHLIGHT, radius=8,
                         width=3)

        self.zoom.capture(surface, v)       # the hovered card with its dice, shown large below
        self._draw_steal(surface)
        top_prompt, colour = self._prompt()
        panels.draw_top_bar(surface, s, top_prompt, colour)
        self.widgets.draw(surface)
        self.hints.draw_targets(surface)      # over the buttons: the hint may be one of them
        self._draw_zoom(surface)
        if self.drag is not None:
            if self.drag.kind == "die":
                cur = self.dice.pos.get(dragged)
                if cur:
                    self._draw_die(surface, dragged, cur[0], cur[1], cur[2], symbols, lifted=True)
            elif self.drag.kind == "ability":
                self._draw_ability_chip(surface, self.drag.item, pygame.Rect(0, 0, layout.CHARGES.w - 12, 44),
                                        center=self.drag.centre, lifted=True)
            else:
                self._draw_charge_chip(surface, self.drag.item,
                                       pygame.Rect(0, 0, layout.CHARGES.w - 12, 44).move(0, 0),
                                       center=self.drag.centre, lifted=True)
        self._draw_message(surface)
        if self.drag is None:
            self.widgets.draw_tooltip(surface)
            self._draw_card_tip(surface)

    def _draw_tiles(self, surface, v, glow, colours, symbols) -> None:
        """Masterworks' Ambassador's Row: each tile with its minimum bid and its holder this round."""
        m = self.match
        owners = {card: owner for card, owner, _d in m.state.crafted}
        for card, rect in v.tile_rects.items():
            slots = {b for (k, t, _o, b) in glow if k == CRAFT and t == card}
            hover = self.hover_key[3] if self.hover_key and self.hover_key[:2] == (CRAFT, card) else None
            owner = owners.get(card)
            cards.draw_tile(surface, m.content, card, rect, owner=owner,
                            owner_colour=colours[owner] if owner is not None else None,
                            owner_name=m.seats[owner].name if owner is not None else "", glow_slots=slots,
                            hover_slot=hover, symbols=symbols)

    def _draw_landing(self, surface, v, glow, colours) -> None:
        """Masterworks' Griffin's Landing: the visitor on each pile (ui/table/landing.py)."""
        landing.draw(surface, self.match.state, v, self.match.seats, glow=glow, hover_key=self.hover_key,
                     pending=self.pending)

    def _draw_steal(self, surface) -> None:
        st = self.steal
        if st is None:
            return
        v = self.view
        card = v.craft_rects.get(st.card)
        if card is None:
            return
        panel = v.panels[st.thief]
        names = self.match.names
        draw_arrow(surface, card.center, (panel.x - 6, panel.centery), self.match.seats[st.thief].colour,
                   alpha=min(1.0, st.time / 0.5),
                   label=i18n.t("table.steal_arrow", who=names[st.thief], victim=names[st.victim]))

    def _draw_zoom(self, surface) -> None:
        """The hovered card large (small windows): during a drag clear of the card under the die
        and of every glowing target."""
        avoid = []
        d = self.drag
        if d is not None:
            under = hoverzoom.card_rect(self.view, self.view.card_at(d.centre))
            avoid += [under] if under is not None else []
            if d.kind == "die":
                avoid += [self.view.box_rects[k].inflate(16, 16) for k in d.valid if k in self.view.box_rects]
                cur = self.dice.pos.get(d.item)
                if cur is not None:
                    avoid.append(pygame.Rect(0, 0, cur[2], cur[2]).move(cur[0] - cur[2] / 2, cur[1] - cur[2] / 2))
            else:
                avoid += [pygame.Rect(0, 0, p[2] + 16, p[2] + 16).move(p[0] - p[2] / 2 - 8, p[1] - p[2] / 2 - 8)
                          for die, p in self.dice.pos.items() if die in d.valid]
        buttons = [w.rect for w in self.widgets.widgets if w.visible]
        below_top_bar = pygame.Rect(0, layout.TOP.bottom, layout.W, layout.H - layout.TOP.bottom)
        self.zoom.draw(surface, avoid, buttons, area=below_top_bar)

    def _draw_card_tip(self, surface) -> None:
        """Hovering a card a moment explains it; right-click shows it large."""
        if self.hover_card is None or self.hover_time < CARD_TIP_DELAY or self.stack.top is not self:
            return
        c = self.match.content
        kind, index = self.hover_card
        if kind == "gather":
            card = c.gather[index]
            halves = (i18n.t("tip.top"), i18n.t("tip.bottom"))
            lines = [i18n.t("tip.line", which=halves[o] if o < 2 else i18n.t("tip.option"),
                            text=cardtext.option_sentence(c, opt))
                     for o, opt in enumerate(card.options)]
            title = i18n.gather_name(card)
        elif kind == "craft":
            card = c.craft[index]
            title = i18n.t("tip.craft_title", name=i18n.craft_name(card), rank=card.rank)
            needs = ", ".join(cards.need_words(c, card))
            lines = [i18n.t("tip.needs", needs=needs)]
            if card.request:
                lines.append(i18n.t("tip.request"))
                lines.append(decisions.reward_words(c, card))
            if card.restrict:
                lines.append(i18n.t("tip.restricted", rule=cards.restriction_words(card, short=False)))
            if card.ability:
                spent = self.match.state.spent
                lines.append(i18n.t("ability.used") if index in spent else cardtext.card_ability(c, card))
            odds = self.hints.tip_line(index)
            if odds:
                lines.append(odds)
        elif kind == "visitor":
            card = c.visitors[index]
            title = i18n.t("tip.visitor_title", name=i18n.visitor_name(card), realm=cards.realm_text(c, card.realm))
            lines = [i18n.t("tip.line", which=i18n.t("tip.gift"), text=cardtext.option_sentence(c, card.options[0])),
                     i18n.t("tip.line", which=i18n.t("tip.collaboration"),
                            text=cardtext.option_sentence(c, card.options[1])),
                     i18n.t("tip.visitor")]
        else:
            title = i18n.dock_name(*c.docks[index])
            lines = [i18n.t("tip.dock")]
        buttons = [w.rect for w in self.widgets.widgets if w.visible]
        if self.zoom.rect is not None:
            buttons.append(self.zoom.rect.inflate(12, 12))
        draw_tooltip(surface, title + "\n" + "\n".join(lines) + "\n" + i18n.t("tip.enlarge"), self.mouse,
                     max_width=520, avoid=buttons)

    def _die_marks(self) -> tuple[set, set]:
        """Dice that sit on a card's box (set apart from the printed requirement dice), and dice
        a bonus raised this round (+1, Make 6)."""
        s = self.match.state
        placed = {d for _card, _owner, dice in s.crafted for d in dice}
        placed.update(d for used in s.dock_used if used is not None for d in used[1])
        placed.update(d for _p, _card, _o, dice in s.claims for d in dice)
        placed.update(d for _p, _v, _o, dice in s.visits for d in dice)
        if self.pending is not None:
            placed.update(self.pending.dice.values())
        raised = {used for charges in s.charges for kind, _a, _g, used in charges
                  if used != -1 and kind in RAISING_CHARGES}
        return placed, raised

    def _draw_die(self, surface, die, x, y, size, symbols, alpha=255, lifted=False, box_colour=None) -> None:
        s = self.match.state
        draw_state_die(surface, s, die, self.dice.shown_value(die, s.values[die]), (x, y), size, symbols,
                       angle=self.dice.angle(die), alpha=alpha, lifted=lifted, box_colour=box_colour)

    def _draw_charges(self, surface, p) -> None:
        chips = self._charge_chips()
        for key, rect in self._ability_chips():
            if self.drag and self.drag.kind == "ability" and self.drag.item == key:
                pygame.draw.rect(surface, (60, 48, 36), rect, 2, border_radius=10)
                continue
            self._draw_ability_chip(surface, key, rect)
        if not chips and self._ability_chips():
            return
        if not chips:
            gfx.blit_text(surface, i18n.t("table.no_bonuses"), (layout.CHARGES.x + 10, layout.CHARGES.y + 40), 18,
                          theme.TEXT_FAINT, "midleft")
            return
        for index, rect in chips:
            if self.drag and self.drag.kind == "charge" and self.drag.item == index:
                pygame.draw.rect(surface, (60, 48, 36), rect, 2, border_radius=10)
                continue
            self._draw_charge_chip(surface, index, rect)

    def _draw_charge_chip(self, surface, index, rect, center=None, lifted=False) -> None:
        s = self.match.state
        p = self.forge_player
        if index >= len(s.charges[p]):
            return
        kind, amount, _group, used = s.charges[p][index]
        if center is not None:
            rect = rect.copy()
            rect.center = center
        ready = used == -1 and self.match.in_craft and s.has_rolled
        fill = (150, 112, 40) if used == -1 else (60, 52, 44)
        if lifted:
            gfx.panel(surface, rect, fill, theme.GOLD_BRIGHT, radius=10, shadow=8)
        else:
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD_BRIGHT if ready else theme.PANEL_EDGE, rect, 2, border_radius=10)
        label = perks.charge_label(s, p, index)      # a lasting bonus says its colour
        if used != -1:
            label = i18n.t("table.used", label=label)
        gfx.blit_fitted(surface, label, rect.center, rect.w - 12, theme.FS_SMALL,
                        theme.TEXT if used == -1 else theme.TEXT_FAINT, "center", bold=True)

    def _draw_ability_chip(self, surface, key, rect, center=None, lifted=False) -> None:
        """A deluxe ability: gold, the card's rank and its short label; bright when usable now."""
        from kingsforge.ui import cardtext

        m = self.match
        card, option = key
        if center is not None:
            rect = rect.copy()
            rect.center = center
        ready = bool(self._ability_moves(card, option)) if m.human_to_move else False
        fill = (176, 132, 40) if ready else (118, 92, 40)
        if lifted:
            gfx.panel(surface, rect, fill, theme.GOLD_BRIGHT, radius=10, shadow=8)
        else:
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD_BRIGHT if ready else theme.PANEL_EDGE, rect, 2, border_radius=10)
        label = cardtext.ability_short(m.content, m.content.craft[card].ability[option])
        gfx.blit_fitted(surface, label, rect.center, rect.w - 12, theme.FS_SMALL,
                        (30, 20, 8) if ready else theme.TEXT_DIM, "center", bold=True)

    def _draw_message(self, surface) -> None:
        if self.message_time <= 0 or not self.message:
            return
        alpha = min(1.0, self.message_time / 0.4)
        colour = (150, 44, 36) if self.message_bad else (52, 92, 60)
        room = pygame.Rect(layout.FORGE.x + 300, layout.FORGE.y + 3, layout.FORGE.right - 16 - layout.FORGE.x - 300,
                           layout.TRAY.y - layout.FORGE.y - 6)
        body = gfx.fitted_text(self.message, room.w - 40, theme.FS_BODY, theme.TEXT, bold=True, min_size=20)
        rect = body.get_rect().inflate(40, 12)
        rect.h = min(rect.h, room.h)
        rect.midleft = (room.x, room.centery)      # over the forge's own instructions, which it outranks
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, int(235 * alpha)), layer.get_rect(), border_radius=14)
        pygame.draw.rect(layer, (*theme.GOLD, int(255 * alpha)), layer.get_rect(), 2, border_radius=14)
        surface.blit(layer, rect)
        body = body.copy()
        body.set_alpha(int(255 * alpha))
        surface.blit(body, body.get_rect(center=rect.center))
        self.message_rect = rect

    def _forge_hint(self) -> str:
        m = self.match
        s = m.state
        if m.over:
            return ""
        if not m.human_to_move:
            return i18n.t("table.hint.ai_turn", name=m.seats[m.current].name)
        if m.in_gather:
            if s.piles and s.hosted(s.turn) < 0:
                return i18n.t("table.hint.gather_landing")
            return i18n.t("table.hint.gather")
        if not s.has_rolled:
            return i18n.t("table.hint.roll")
        return i18n.t("table.hint.craft")

    def _prompt(self):
        m = self.match
        s = m.state
        if m.over:
            return i18n.t("prompt.over"), theme.GOLD_BRIGHT
        cur = m.current
        name = m.seats[cur].name
        if not m.is_human(cur):
            doing = "thinking" if self.ai.thinking else ("gathering" if m.in_gather else "crafting")
            return i18n.t(f"prompt.ai_{doing}", name=name), theme.TEXT_DIM
        if s.pending:
            return decisions.prompt(m), theme.GOLD_BRIGHT
        p = self.pending
        if self.choosing_discard:
            return i18n.t("prompt.choose_discard", name=name), theme.GOLD_BRIGHT
        if p is not None and p.complete:
            if p.kind == CLAIM:
                card = i18n.gather_name(m.content.gather[p.target])
                return i18n.t("prompt.press_claim", name=name, card=card), theme.GOLD_BRIGHT
            if p.kind == CRAFT:
                card = i18n.craft_name(m.content.craft[p.target])
                return i18n.t("prompt.press_craft", name=name, card=card), theme.GOLD_BRIGHT
            if p.kind == VISIT:
                card = i18n.visitor_name(m.content.visitors[p.target])
                return i18n.t("prompt.press_host", name=name, card=card), theme.GOLD_BRIGHT
        if m.in_gather:
            if s.piles and s.hosted(cur) < 0:
                return i18n.t("prompt.gather_landing", name=name), theme.TEXT
            return i18n.t("prompt.gather", name=name), theme.TEXT
        if not s.has_rolled:
            return i18n.t("prompt.roll", name=name), theme.TEXT
        return i18n.t("prompt.craft", name=name), theme.TEXT
