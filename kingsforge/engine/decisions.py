"""Decisions owed by a player, possibly out of turn: handing out dice, declaring a colour,
resolving a penalty card, choosing dice to pre-roll.

An effect that needs a choice appends a Decision to `state.pending` (`owe`). While
the list is not empty, the front decision is the only thing to do: `legal_actions`
lists its choices as `Decide(choice)` moves, and `state.turn` is the player who owes
it (the turn of play is kept in `state.resume` and given back when the list
empties). So the table asks that player, the AI answers like any move, and a game
stays its seed plus its move log. A decision with a single choice resolves itself.

Each kind is one entry in KINDS: its choices and what a choice does. The kinds of this module
are the base effects' (handing out, declaring, pre-rolling); a mechanism's are declared with it
(engine/mechanism.py DecisionKind) and registered here by `mechanism.register`.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import NamedTuple

from kingsforge.engine import rng
from kingsforge.engine.actions import Decide
from kingsforge.engine.colours import widen
from kingsforge.engine.words import Reason

HAND_OUT, DECLARE, ESCAPE, PREROLL = "hand_out", "declare", "escape", "preroll"
TO_SMITHY, TO_SUPPLY = 0, 1      # HAND_OUT's extra: where a handed-out die goes
NOTHING = -1                     # ESCAPE's choice when the player has no die it could take
REVEALING = (PREROLL,)           # decisions whose outcome is rolled: undo never goes back past them
ROLLED_DIE = ()                  # decisions about one rolled die (extra): gone when the die leaves the roll
TOLD: dict = {}                  # kind -> (state, decision, choice) -> the move log says it even when it
                                 # settles by itself (one choice): mechanism.DecisionKind.told


class Decision(NamedTuple):
    kind: str
    player: int             # who decides
    dice: tuple = ()        # HAND_OUT: dice still to hand out, the next first (off every zone meanwhile)
    who: tuple = ()         # HAND_OUT: players who may still get one; ESCAPE: the card's dealer
    extra: int = 0          # HAND_OUT: TO_SMITHY/TO_SUPPLY; DECLARE: die type; ESCAPE: card; PREROLL: how many


def owe(s, kind: str, player: int, dice=(), who=(), extra: int = 0) -> None:
    s.pending.append(Decision(kind, player, tuple(dice), tuple(who), extra))


def drop_for_die(s, p: int, die: int) -> None:
    """p's die left the roll (a re-roll the Cemetery cancelled): the decisions about it go too."""
    if s.pending:
        s.pending[:] = [d for d in s.pending if not (d.player == p and d.extra == die and d.kind in ROLLED_DIE)]


def choices(s, d: Decision) -> list:
    return KINDS[d.kind][0](s, d)


def legal(s) -> list:
    return [Decide(c) for c in choices(s, s.pending[0])]


def problem(s, action) -> str | None:
    if not isinstance(action, Decide):
        return Reason("decision_first")
    choice = action.choice
    if isinstance(choice, list):
        choice = tuple(choice)
    if choice not in choices(s, s.pending[0]):
        return Reason("not_a_choice")
    return None


def do(s, action) -> None:
    d = s.pending.pop(0)
    choice = tuple(action.choice) if isinstance(action.choice, list) else action.choice
    KINDS[d.kind][1](s, d, choice)


def settle(s) -> None:
    """After any move: resolve decisions that leave no choice, then hand the turn to whoever owes one.
    Those the log tells (TOLD) are noted in `s.told` for the move's sentence."""
    while s.pending:
        options = choices(s, s.pending[0])
        if len(options) > 1:
            break
        d = s.pending.pop(0)
        told = TOLD.get(d.kind)
        if told is not None and told(s, d, options[0]):     # said as its decider met it (its sentence
            met = s.clone()                                   # reads the table)
            met.turn = d.player
            s.told = s.told + ((met, d, options[0]),)
        KINDS[d.kind][1](s, d, options[0])
    if s.pending:
        if s.resume == -1:
            s.resume = s.turn
        s.turn = s.pending[0].player
    elif s.resume != -1:
        s.turn, s.resume = s.resume, -1


# --- HAND_OUT: who gets the next die -------------------------------------------------------
def _hand_out_choices(s, d):
    return list(d.who)


def _hand_out(s, d, q):
    die = d.dice[0]
    if d.extra == TO_SUPPLY:
        s.supply[q].append(die)        # keeps its rolled value: it joins q's roll unrolled
    else:
        s.smithy[q].append(die)
    rest = d.dice[1:]
    if rest:
        s.pending.insert(0, d._replace(dice=rest, who=tuple(x for x in d.who if x != q)))


# --- DECLARE: the colour every die of a declared type fills this round ------------------------
def _declare_choices(s, d):
    return list(range(len(s.content.colours)))


def _declare(s, d, colour):
    fits = list(s.fits)
    fits[d.extra] = widen(s.content, frozenset((colour,)))     # hybrid boxes take a die of either colour
    s.fits = tuple(fits)


# --- PREROLL: which supply dice to roll now (they keep their values for the craft turn) ----------
def _preroll_choices(s, d):
    by_type = {}
    type_of, types = s.content.die_type_of, s.content.die_types
    for die in sorted(s.supply[d.player]):
        t = type_of[die]
        if s.values[die] == 0 and types[t].gather_use and types[t].player_die:
            by_type.setdefault(t, []).append(die)
    out = [()]
    for size in range(1, d.extra + 1):
        for kinds in combinations_with_replacement(sorted(by_type), size):
            taken, dice = {}, []
            for t in kinds:
                k = taken.get(t, 0)
                if k >= len(by_type[t]):
                    break
                dice.append(by_type[t][k])
                taken[t] = k + 1
            else:
                out.append(tuple(dice))
    return out


def _preroll(s, d, dice):
    p = d.player
    for die in dice:
        s.values[die] = rng.roll_d6(s)
        if s.cancelled(s.values[die]):      # a Cemetery already on the table cancels it now
            s.values[die] = 0
            s.supply[p].remove(die)
            s.smithy[p].append(die)
            s.idle = s.idle + (die,)        # for the round: no smithy roll (Astrologer) brings it back


KINDS = {
    HAND_OUT: (_hand_out_choices, _hand_out),
    DECLARE: (_declare_choices, _declare),
    PREROLL: (_preroll_choices, _preroll),
}
