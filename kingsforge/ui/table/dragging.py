"""The table's dice in the hand: picking up a die (or a charge or ability chip), the boxes it may
go on, dropping it, and clicking a gather option or a visitor's gift. A part of TableScene
(ui/scenes/table.py), kept apart for size: every method works on the scene's own state."""

from __future__ import annotations

from kingsforge import i18n
from kingsforge.engine.actions import Claim, UseAbility, UseCharge, Visit
from kingsforge.ui import gfx
from kingsforge.ui.table.placement import (
    CLAIM,
    CRAFT,
    DOCK,
    VISIT,
    Pending,
    candidates,
    fits_some_move,
    trial_move,
)


class Drag:
    def __init__(self, kind: str, item: int, pos, grab, player: int | None = None, version: int = -1):
        self.kind = kind          # "die", "charge" or "ability"
        self.item = item          # die id, charge index or (card, option)
        self.pos = pos
        self.grab = grab          # pointer offset from the item's centre
        self.valid: set = set()   # target keys (or die ids for charges) that accept it
        # who picked it up, and the match as it was then: a drop plays only for that person, on the
        # same turn of the same game state (no move, undo or hand-over since the pick-up)
        self.player = player
        self.version = version

    @property
    def centre(self):
        return (self.pos[0] - self.grab[0], self.pos[1] - self.grab[1])


class Dragging:
    """TableScene's drag and drop (a mixin: the scene's match, view and pending placement)."""

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

    def _new_drag(self, kind: str, item, pos, grab) -> Drag:
        """A drag for the person to move, stamped with them and the match's version."""
        return Drag(kind, item, pos, grab, player=self.match.current, version=self.match.version)

    def drag_still_good(self, drag: Drag | None = None) -> bool:
        """The held piece still belongs to a live turn of the person who picked it up: nothing
        was played, undone or handed over since."""
        drag = drag if drag is not None else self.drag
        m = self.match
        return (drag is not None and m.human_to_move and m.current == drag.player
                and m.version == drag.version)

    def cancel_drag(self) -> None:
        """Let go of the held piece without playing anything: a die goes back where it was (the
        tray, or the box it was taken from), a chip back to its column."""
        self.drag = None
        self.hover_key = None

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
            self.drag = self._new_drag("die", die, pos, (pos[0] - cur[0], pos[1] - cur[1]))
            self.drag.valid = self._valid_targets_for(die)
            gfx.play("click")
            return True
        ability = self._ability_at(pos)
        if ability is not None and self.match.human_to_move:
            if self.use_ability(*ability):
                rect = dict(self._ability_chips())[ability]
                self.drag = self._new_drag("ability", ability, pos, (pos[0] - rect.centerx, pos[1] - rect.centery))
                s = self.match.state
                self.drag.valid = {d for d in s.rolled[s.turn]
                                   if self.match.check(UseAbility(ability[0], ability[1], (d,))) is None}
                return True
            return False
        charge = self._charge_at(pos)
        if charge is not None:
            rect = dict(self._charge_chips())[charge]
            self.drag = self._new_drag("charge", charge, pos, (pos[0] - rect.centerx, pos[1] - rect.centery))
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
        if not self.drag_still_good(drag):
            # the turn moved on while the piece was held (a move, an undo, a hand-over): the drop
            # plays nothing, least of all a bonus or ability for whoever is to move now
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
        return self._die_at(pos, s.rolled[s.turn])

    def _die_at(self, pos, dice):
        """The die of `dice` drawn under `pos` (the last drawn on top), or None."""
        for die in reversed(dice):
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
