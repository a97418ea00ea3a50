"""The gather phase: claim a gather card, visit a dock, make a mechanism's move (host a visitor,
use an ability), or pass."""

from __future__ import annotations

from kingsforge.engine import effects
from kingsforge.engine.actions import Claim, Dock, Pass
from kingsforge.engine.craft import (
    start_craft,  # imported here, not per move: _advance is hot
)
from kingsforge.engine.mechanism import move_sources, source_of
from kingsforge.engine.payments import Payer, pay, payment_problem
from kingsforge.engine.state import EMPTY, GATHER, State
from kingsforge.engine.words import Reason, Ref, gather_ref

_new = tuple.__new__    # a move record without its Python-level __new__ (listings build hundreds)


# --- legal moves -------------------------------------------------------------------
def legal(s: State, turn_down: int | None = None) -> list:
    """Every gather move of the player to move: claims, dock visits, each mechanism's moves,
    passes. With `turn_down` (a face-up card), each dock payment is listed once, turning down
    that card, where the listing has one per face-up card: a search that would keep one of
    them (ai/normal.py distinct_moves) builds the others for nothing."""
    p = s.turn
    face_up = s.face_up()
    sources = move_sources(s.content, GATHER)
    if not face_up:
        # Nothing left to take and nobody has passed: this player passes automatically
        # (or makes a mechanism's move first: hosts a visitor, uses an ability).
        extra = []
        for source in sources:
            extra += source.listing(s, p, None)
        return extra + pass_actions(s, p)
    payer = Payer(s, s.supply[p])
    actions = []
    gather_cards = s.content.gather
    for card in face_up:
        for o, option in enumerate(gather_cards[card].options):
            actions += [_new(Claim, (card, o, dice)) for dice in payer.payments(s, option)]
    for a, dock_action in enumerate(s.content.dock_actions):
        if s.dock_used[a] is not None:
            continue
        payments = payer.payments(s, dock_action.option)
        if payments:
            for card in face_up if turn_down is None else (turn_down,):
                actions += [_new(Dock, (card, a, dice)) for dice in payments]
    for source in sources:
        actions.extend(source.listing(s, p, payer))
    actions.extend(pass_actions(s, p))
    return actions


def pass_actions(s: State, p: int) -> list:
    if s.first_passer != -1:
        return [_PASS]
    return [Pass(b) for b in available_benefits(s)] + [_PASS]


_PASS = Pass()      # a move is an immutable record: one serves every listing


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


# --- checking a proposed move --------------------------------------------------------
def problem(s: State, action) -> str | None:
    """Why this gather move is not allowed now, in words a player can read; None if fine."""
    p = s.turn
    c = s.content
    if isinstance(action, Pass):
        if action.benefit and action.benefit not in (available_benefits(s) if s.first_passer == -1 else []):
            if action.benefit not in c.setup.first_pass_benefits:
                return Reason("benefit_not_offered", benefit=_benefit_ref(c, action.benefit))
            if s.first_passer != -1:
                return Reason("benefit_not_first")
            return Reason("benefit_gone", benefit=_benefit_ref(c, action.benefit))
        return None
    if not isinstance(action, (Claim, Dock)):
        for source in move_sources(c, GATHER):
            if isinstance(action, source.kinds):
                return source.problem(s, p, action)
        return Reason("craft_phase_move")
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


def _benefit_ref(c, benefit: str) -> Ref:
    """A first pass's benefit (a token or a die type id) by its name; an id the game does not
    know (a hand-built move) as it was written."""
    if benefit in c.token_ids:
        return Ref("token", benefit, c.token_names[c.token_index(benefit)])
    name = next((t.name for t in c.die_types if t.id == benefit), None)
    return Ref("die", benefit, name.lower() if name else benefit)


# --- carrying out a move ---------------------------------------------------------------
def do(s: State, action) -> None:
    p = s.turn
    if isinstance(action, Pass):
        _pass(s, p, action.benefit)
        _advance(s, refilled=True)
        return
    if not isinstance(action, (Claim, Dock)):
        # a mechanism's move (a visitor, a next-round ability): a gather turn that leaves no
        # gather position empty
        source_of(s.content, action, GATHER).apply(s, p, action)
        _advance(s, refilled=True)
        return
    if isinstance(action, Claim):
        card, option = action.card, s.content.gather[action.card].options[action.option]
        s.claims.append((p, card, action.option, tuple(action.dice)))
    else:
        card, option = action.discard, s.content.dock_actions[action.action].option
        s.discards.append((p, card))
        s.dock_used[action.action] = (p, tuple(action.dice))
    pay(s, p, option, action.dice)
    _advance(s, refilled=_refill(s, card))


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
    row = s.gather_row
    if row.count(EMPTY) == len(row) and any(s.passed):    # nothing face up
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
