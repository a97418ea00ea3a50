"""Dice the player has put on a card's boxes but not yet confirmed.

While dragging, a box lights up when the engine's legal move list still holds a
move that fits the dice placed so far plus the dragged die there. The engine
lists moves up to swapping identical dice and permuting identical boxes, so the
comparison is made per class of identical boxes, on die "keys" (type in the
gather phase, type and value in the craft phase). The final move is always
checked by the engine itself (rules.check) before it is played.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from kingsforge.engine.actions import Claim, Craft, Dock, Visit

CLAIM, DOCK, CRAFT, VISIT = "claim", "dock", "craft", "visit"


@dataclass
class Pending:
    kind: str                 # claim / dock / craft / visit
    target: int               # gather card, dock action, craft card or visitor index
    option: int = 0           # the gather card's option (claims), the visitor's (visits: 0 gift, 1 collaboration)
    size: int = 0             # number of boxes to fill
    dice: dict[int, int] = field(default_factory=dict)   # box index -> die id
    least: int = 0            # > 0: the first `least` boxes suffice (a request's boosting box is optional)

    def same_target(self, kind: str, target: int, option: int = 0) -> bool:
        return self.kind == kind and self.target == target and self.option == option

    @property
    def complete(self) -> bool:
        if self.least:
            return all(i in self.dice for i in range(self.least))
        return len(self.dice) == self.size

    def ordered(self) -> tuple[int, ...]:
        return tuple(self.dice[i] for i in range(self.size) if i in self.dice)

    def action(self, discard: int | None = None):
        dice = self.ordered()
        if self.kind == CLAIM:
            return Claim(self.target, self.option, dice)
        if self.kind == DOCK:
            return Dock(-1 if discard is None else discard, self.target, dice)
        if self.kind == VISIT:
            return Visit(self.target, self.option, dice)
        return Craft(self.target, dice)


# --- box classes and die keys --------------------------------------------------------
def boxes_of(state, kind: str, target: int, option: int = 0):
    c = state.content
    if kind == CLAIM:
        return c.gather[target].options[option].boxes
    if kind == DOCK:
        return c.dock_actions[target].option.boxes
    if kind == VISIT:
        return c.visitors[target].options[option].boxes
    return c.craft[target].slots


def option_of(state, kind: str, target: int, option: int = 0):
    c = state.content
    if kind == CLAIM:
        return c.gather[target].options[option]
    if kind == DOCK:
        return c.dock_actions[target].option
    if kind == VISIT:
        return c.visitors[target].options[option]
    return None


def box_classes(state, kind: str, target: int, option: int = 0) -> list:
    boxes = boxes_of(state, kind, target, option)
    if kind != CRAFT:
        return list(boxes)                      # Box records compare by value
    held = state.crafted_by(target)
    floor = [state.values[d] for d in held[1]] if held else []
    floor += [None] * (len(boxes) - len(floor))       # a boosting box left empty has no die
    if state.content.craft[target].special:
        # a request's boxes are told apart by place (locked or not, optional or not)
        return [(i, colour, pips, floor[i]) for i, (colour, pips) in enumerate(boxes)]
    return [(colour, pips, floor[i]) for i, (colour, pips) in enumerate(boxes)]


def least_boxes(state, kind: str, target: int) -> int:
    """The boxes a move must fill when fewer than all will do (a request's optional box), else 0."""
    if kind != CRAFT:
        return 0
    card = state.content.craft[target]
    return card.required if card.boost >= 0 else 0


def die_key(state, kind: str, die: int):
    t = state.content.die_type_of[die]
    return (t, state.values[die]) if kind == CRAFT else t


def _matches(kind: str, target: int, option: int, action) -> bool:
    if kind == CLAIM:
        return isinstance(action, Claim) and action.card == target and action.option == option
    if kind == DOCK:
        return isinstance(action, Dock) and action.action == target
    if kind == VISIT:
        return isinstance(action, Visit) and action.card == target and action.option == option
    return isinstance(action, Craft) and action.card == target


def candidates(legal, kind: str, target: int, option: int = 0) -> list:
    return [a for a in legal if _matches(kind, target, option, a)]


def _by_class(state, kind, classes, dice_by_box: dict[int, int]) -> dict:
    out: dict = {}
    for box, die in dice_by_box.items():
        out.setdefault(classes[box], Counter())[die_key(state, kind, die)] += 1
    return out


def fits_some_move(state, legal, kind: str, target: int, option: int, placed: dict[int, int]) -> bool:
    """True if some legal move extends `placed` (box -> die)."""
    moves = candidates(legal, kind, target, option)
    if not moves:
        return False
    if len(set(placed.values())) != len(placed):
        return False
    classes = box_classes(state, kind, target, option)
    want = _by_class(state, kind, classes, placed)
    for move in moves:
        dice = move.dice
        if len(dice) != len(classes) and not (kind == CRAFT and state.content.craft[target].special):
            continue
        have = _by_class(state, kind, classes, dict(enumerate(dice)))
        if all(not (need - have.get(cls, Counter())) for cls, need in want.items()):
            return True
    return False


def completion(state, legal, kind: str, target: int, option: int, placed: dict[int, int],
               free_dice: list[int]) -> dict[int, int] | None:
    """A full box -> die map that keeps `placed` and follows some legal move, if one exists."""
    classes = box_classes(state, kind, target, option)
    for move in sorted(candidates(legal, kind, target, option), key=lambda a: -len(a.dice)):
        if len(move.dice) != len(classes):
            continue
        pool = Counter()
        for i, d in enumerate(move.dice):
            pool[(classes[i], die_key(state, kind, d))] += 1
        ok = True
        for box, die in placed.items():
            k = (classes[box], die_key(state, kind, die))
            if pool[k] <= 0:
                ok = False
                break
            pool[k] -= 1
        if not ok:
            continue
        result = dict(placed)
        used = set(placed.values())
        for box in range(len(classes)):
            if box in result:
                continue
            pick = None
            for die in free_dice:
                k = (classes[box], die_key(state, kind, die))
                if die not in used and pool[k] > 0:
                    pick = die
                    break
            if pick is None:
                break
            pool[(classes[box], die_key(state, kind, pick))] -= 1
            used.add(pick)
            result[box] = pick
        if len(result) == len(classes):
            return result
    return None


def trial_move(state, legal, kind: str, target: int, option: int, placed: dict[int, int],
               free_dice: list[int]):
    """A complete move to show the engine, so its reason concerns the player's dice.

    Boxes the player has not filled are filled, where possible, the way some
    legal move would fill them; otherwise with any free die, so the engine's
    refusal names the real problem (wrong type, too low, not enough dice).
    """
    size = len(boxes_of(state, kind, target, option))
    filled = dict(placed)
    used = set(filled.values())
    # borrow fillers from any legal move of this target, box by box
    for move in candidates(legal, kind, target, option):
        for box, die in enumerate(move.dice):
            if box not in filled and die not in used:
                filled[box] = die
                used.add(die)
        break
    for box in range(size):
        if box in filled:
            continue
        spare = next((d for d in free_dice if d not in used), None)
        if spare is None:
            break
        filled[box] = spare
        used.add(spare)
    pending = Pending(kind, target, option, size, filled)
    discard = None
    if kind == DOCK:
        discard = next((c for c in state.gather_row if c >= 0), -1)
    dice = tuple(filled[b] for b in range(size) if b in filled)
    if kind == CLAIM:
        return Claim(target, option, dice)
    if kind == DOCK:
        return Dock(discard, target, dice)
    if kind == VISIT:
        return Visit(target, option, dice)
    return pending.action()


def best_craft(state, legal):
    """The move auto-assign proposes: the highest-ranked card, cheapest dice first."""
    crafts = [a for a in legal if isinstance(a, Craft)]
    if not crafts:
        return None
    ranks = state.content.craft
    # legal lists cheapest assignments first, so max() keeps the first of each card
    best = None
    for move in crafts:
        if best is None or ranks[move.card].rank > ranks[best.card].rank:
            best = move
    return best
