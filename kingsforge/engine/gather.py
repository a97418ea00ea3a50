"""The gather phase: claim a gather card, visit a dock, host a visitor, or pass."""

from __future__ import annotations

from functools import lru_cache

from kingsforge.engine import abilities, effects
from kingsforge.engine.actions import Claim, Dock, Pass, UseAbility, Visit
from kingsforge.engine.craft import start_craft     # imported here, not per move: _advance is hot
from kingsforge.engine.model import Option
from kingsforge.engine.state import EMPTY, GATHER, State
from kingsforge.engine.words import Reason, Ref, gather_ref, visitor_ref


# --- legal moves -------------------------------------------------------------------
def legal(s: State) -> list:
    p = s.turn
    face_up = s.face_up()
    if not face_up:
        # Nothing left to take and nobody has passed: this player passes automatically
        # (or hosts a visitor first, where visitors are in play).
        extra = visit_actions(s, p) if s.piles else []
        if s.content.abilities:
            extra += abilities.actions(s, p, abilities.GATHER)
        return extra + pass_actions(s, p)
    by_type = _dice_by_type(s, s.supply[p])
    counts = tuple(len(d) for d in by_type)
    actions = []
    paid = {}     # options with the same boxes share their payments
    for card in face_up:
        for o, option in enumerate(s.content.gather[card].options):
            for dice in _payments(s, option, by_type, counts, paid):
                actions.append(Claim(card, o, dice))
    for a, dock_action in enumerate(s.content.dock_actions):
        if s.dock_used[a] is not None:
            continue
        payments = _payments(s, dock_action.option, by_type, counts, paid)
        for card in face_up:
            for dice in payments:
                actions.append(Dock(card, a, dice))
    if s.piles:
        actions.extend(visit_actions(s, p, by_type, counts, paid))
    if s.content.abilities:
        actions.extend(abilities.actions(s, p, abilities.GATHER))
    actions.extend(pass_actions(s, p))
    return actions


def visit_actions(s: State, p: int, by_type=None, counts=None, paid=None) -> list:
    """Hosting each visitor shown and not yet hosted, with its gift or its collaboration;
    nothing once p has hosted one this round."""
    if s.hosted(p) != EMPTY:
        return []
    if by_type is None:
        by_type = _dice_by_type(s, s.supply[p])
        counts, paid = tuple(len(d) for d in by_type), {}
    out = []
    for visitor in s.landing():
        if visitor == EMPTY:
            continue
        for o, option in enumerate(s.content.visitors[visitor].options):
            for dice in _payments(s, option, by_type, counts, paid):
                out.append(Visit(visitor, o, dice))
    return out


def pass_actions(s: State, p: int) -> list:
    if s.first_passer != -1:
        return [Pass()]
    return [Pass(b) for b in available_benefits(s)] + [Pass()]


def available_benefits(s: State) -> list[str]:
    c = s.content
    out = []
    for benefit in c.setup.first_pass_benefits:
        if benefit in c.token_ids:
            if s.tokens[c.token_index(benefit)] > 0:
                out.append(benefit)
        elif s.stock[c.die_type_index(benefit)]:
            out.append(benefit)
    return out


def _dice_by_type(s: State, dice) -> list[list[int]]:
    by_type = [[] for _ in s.content.die_types]
    type_of, values = s.content.die_type_of, s.values
    rolled = False
    for die in dice:
        by_type[type_of[die]].append(die)
        rolled = rolled or values[die] != 0
    if rolled:      # pre-rolled dice are paid last, the lowest first: they are worth keeping
        for pile in by_type:
            pile.sort(key=lambda d: (values[d] != 0, values[d]))
    return by_type


def _payments(s: State, option: Option, by_type, counts, paid) -> list[tuple[int, ...]]:
    """Every distinct way to pay an option from the supply, as die ids per box."""
    if option.take_all:
        dice = all_eligible(s, [d for pile in by_type for d in pile])
        return [tuple(dice)] if len(dice) >= option.min_all else []
    if option.boxes in paid:
        return paid[option.boxes]
    result = paid[option.boxes] = [payment_dice(types, by_type) for types in type_assignments(option.boxes, counts)]
    return result


def payment_dice(types, by_type) -> tuple[int, ...]:
    """The dice paying boxes of these die types: the first unused die of each type, in order."""
    taken = [0] * len(by_type)
    dice = []
    for t in types:
        dice.append(by_type[t][taken[t]])
        taken[t] += 1
    return tuple(dice)


def all_eligible(s: State, dice) -> list[int]:
    """Dice a 'cost: all' option takes: every supply die that may pay, except wild ones."""
    types = s.content.die_types
    type_of = s.content.die_type_of
    return sorted(d for d in dice if not types[type_of[d]].wild and types[type_of[d]].player_die
                  and types[type_of[d]].gather_use)


@lru_cache(maxsize=65536)
def type_assignments(boxes, counts) -> tuple[tuple[int, ...], ...]:
    """Die types per box, each multiset once: identical boxes take types in order."""
    # Only the types some box accepts matter, and no more dice of a type than there are
    # boxes: every supply that agrees on those has the same assignments, so they are
    # worked out once per (boxes, usable counts). Random play-outs meet thousands of
    # different supplies but few usable counts.
    accepted, cap = _accepted_types(boxes)
    usable = tuple(min(counts[t], cap) for t in accepted)
    key = (boxes, usable)
    found = _BY_USABLE_COUNTS.get(key)
    if found is None:
        if len(_BY_USABLE_COUNTS) > 50_000:
            _BY_USABLE_COUNTS.clear()
        found = _BY_USABLE_COUNTS[key] = _enumerate_assignments(boxes, counts)
    return found


_BY_USABLE_COUNTS: dict = {}


@lru_cache(maxsize=4096)
def _accepted_types(boxes) -> tuple[tuple[int, ...], int]:
    return tuple(sorted(set().union(*(b.accepts for b in boxes)))), len(boxes)


def _enumerate_assignments(boxes, counts) -> tuple[tuple[int, ...], ...]:
    order = sorted(range(len(boxes)), key=lambda i: (sorted(boxes[i].accepts), boxes[i].consumed))
    out = []
    chosen = [0] * len(boxes)
    left = list(counts)

    def place(k, low):
        if k == len(order):
            out.append(tuple(chosen))
            return
        box = boxes[order[k]]
        same_as_previous = k > 0 and boxes[order[k - 1]] == box
        for t in sorted(box.accepts):
            if left[t] == 0 or (same_as_previous and t < low):
                continue
            left[t] -= 1
            chosen[order[k]] = t
            place(k + 1, t)
            left[t] += 1

    place(0, 0)
    return tuple(out)


# --- checking a proposed move --------------------------------------------------------
def problem(s: State, action) -> str | None:
    """Why this gather move is not allowed now, in words a player can read; None if fine."""
    p = s.turn
    c = s.content
    if isinstance(action, Pass):
        if action.benefit and action.benefit not in (available_benefits(s) if s.first_passer == -1 else []):
            if s.first_passer != -1:
                return Reason("benefit_not_first")
            return Reason("benefit_gone", benefit=_benefit_ref(c, action.benefit))
        return None
    if isinstance(action, Visit):
        return visit_problem(s, p, action)
    if isinstance(action, UseAbility):
        return abilities.problem(s, p, action, abilities.GATHER)
    if not s.face_up():
        return Reason("must_pass")
    if isinstance(action, Claim):
        if action.card == EMPTY or action.card not in s.gather_row:
            return Reason("card_not_face_up")
        card = c.gather[action.card]
        if not 0 <= action.option < len(card.options):
            return Reason("no_such_option", card=gather_ref(c, action.card))
        return payment_problem(s, p, card.options[action.option], action.dice, gather_ref(c, action.card))
    if isinstance(action, Dock):
        if action.discard == EMPTY or action.discard not in s.gather_row:
            return Reason("dock_needs_card")
        if not 0 <= action.action < len(c.dock_actions):
            return Reason("no_such_dock_action")
        if s.dock_used[action.action] is not None:
            return Reason("dock_action_used")
        dock = c.dock_actions[action.action]
        return payment_problem(s, p, dock.option, action.dice, Ref("dock", dock.dock_id, dock.dock_name))
    return Reason("craft_phase_move")


def visit_problem(s: State, p: int, action: Visit) -> str | None:
    c = s.content
    if not 0 <= action.card < len(c.visitors):
        return Reason("no_such_visitor")
    if s.hosted(p) != EMPTY:
        return Reason("one_visitor", card=visitor_ref(c, s.hosted(p)))
    if action.card not in s.landing():
        if any(v == action.card for _q, v, _o, _d in s.visits):
            return Reason("visitor_hosted", card=visitor_ref(c, action.card))
        return Reason("visitor_not_here", card=visitor_ref(c, action.card))
    card = c.visitors[action.card]
    if not 0 <= action.option < len(card.options):
        return Reason("no_such_option", card=visitor_ref(c, action.card))
    return payment_problem(s, p, card.options[action.option], action.dice, visitor_ref(c, action.card))


def _benefit_ref(c, benefit: str) -> Ref:
    kind = "token" if benefit in c.token_ids else "die"
    return Ref(kind, benefit, benefit.replace("_", " "))


def payment_problem(s: State, p: int, option: Option, dice, where) -> str | None:
    """Why these dice cannot pay for `option`; `where` names the card or dock (a str or a Ref)."""
    c = s.content
    if len(set(dice)) != len(dice):
        return Reason("duplicate")
    for die in dice:
        if die not in s.supply[p]:
            return Reason("not_in_supply")
    if option.take_all:
        needed = all_eligible(s, s.supply[p])
        if sorted(dice) != needed:
            return Reason("takes_all", where=where)
        if len(dice) < option.min_all:
            return Reason("needs_at_least", where=where, count=option.min_all)
        return None
    if len(dice) != len(option.boxes):
        return Reason("needs_exactly", where=where, count=len(option.boxes))
    for die, box in zip(dice, option.boxes):
        if c.die_type_of[die] not in box.accepts:
            die_type = c.die_types[c.die_type_of[die]]
            return Reason("wrong_box", die=Ref("die", die_type.id, die_type.name.lower()),
                          box=Ref("box", box.label, box.label))
    return None


# --- carrying out a move ---------------------------------------------------------------
def do(s: State, action) -> None:
    p = s.turn
    if isinstance(action, Pass):
        _pass(s, p, action.benefit)
        _advance(s, refilled=True)
        return
    if isinstance(action, Visit):
        s.visits.append((p, action.card, action.option, tuple(action.dice)))
        _pay(s, p, s.content.visitors[action.card].options[action.option], action.dice)
        _advance(s, refilled=True)        # a visitor leaves no gather position empty
        return
    if isinstance(action, UseAbility):
        abilities.do(s, p, action)        # a next-round option (Toy Factory): a gather turn
        _advance(s, refilled=True)
        return
    if isinstance(action, Claim):
        card, option = action.card, s.content.gather[action.card].options[action.option]
        s.claims.append((p, card, action.option, tuple(action.dice)))
    else:
        card, option = action.discard, s.content.dock_actions[action.action].option
        s.discards.append((p, card))
        s.dock_used[action.action] = (p, tuple(action.dice))
    _pay(s, p, option, action.dice)
    _advance(s, refilled=_refill(s, card))


def _pay(s: State, p: int, option: Option, dice) -> None:
    """p's dice leave the supply onto the option's boxes, then the option's effects resolve."""
    supply = s.supply[p]
    for die in dice:
        supply.remove(die)
    effects.resolve(s, p, option.effects, len(dice))


def _pass(s: State, p: int, benefit: str) -> None:
    s.passed[p] = True
    if s.first_passer == -1:
        s.first_passer = p
        c = s.content
        if benefit in c.token_ids:
            effects.take_token(s, p, c.token_index(benefit))
        elif benefit:
            effects.gain_dice(s, p, ((c.die_type_index(benefit), 1),), to_supply=True)


def _refill(s: State, card: int) -> bool:
    """Fill the emptied position from the deck; False when the deck is empty."""
    position = s.gather_row.index(card)
    if s.gather_deck:
        s.gather_row[position] = s.gather_deck.pop()
        return True
    s.gather_row[position] = EMPTY
    return False


def _advance(s: State, refilled: bool) -> None:
    if all(s.passed):
        return start_craft(s)
    if s.n == 2 and not refilled:
        return start_craft(s)     # 2 players: an empty position that cannot refill ends it
    if not s.face_up() and any(s.passed):
        return start_craft(s)
    p = s.turn
    for _ in range(s.n):
        p = (p + 1) % s.n
        if not s.passed[p]:
            s.turn = p
            return
    start_craft(s)


def is_gather(s: State) -> bool:
    return s.phase == GATHER
