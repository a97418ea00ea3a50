"""Normal: one-move lookahead on the race evaluation, and the exact craft solver.

Gather phase: every legal move is applied to a copy of the state and scored with
evaluate.py; the best wins. When moves tie (the same dock visit turning down
different cards), the card most useful to the next rival is turned down.
Craft phase: craftturn.CraftPlanner (exact plan, expectimax over one re-roll).
"""

from __future__ import annotations

import hashlib
import random
import threading

from kingsforge.ai import decide, deluxe
from kingsforge.ai.craftturn import CraftPlanner
from kingsforge.ai.evaluate import DEFAULT, Weights, evaluate
from kingsforge.engine import gather, rules
from kingsforge.engine.actions import Dock
from kingsforge.engine.registry import redraw_hidden
from kingsforge.engine.state import GATHER

# What a die of each type is worth to a rival, for choosing which card to turn down.
DENIAL_VALUE = {"metal": 1.0, "wood": 1.2, "gem": 2.0, "magic": 2.5, "library": 1.0}


_appeal: dict = {}


def card_appeal(content, card: int) -> float:
    """A rough worth of a gather card to whoever takes it: its best option's gains."""
    key = (id(content), card)
    if key not in _appeal:
        _appeal[key] = _card_appeal(content, card)
    return _appeal[key]


def _card_appeal(content, card: int) -> float:
    best = 0.0
    for option in content.gather[card].options:
        worth = 0.0
        for e in option.effects:
            if e.kind == "gain":
                worth += sum(n * DENIAL_VALUE.get(content.die_types[t].id, 1.0) for t, n in e.dice)
            elif e.kind == "gain_by_count":
                worth += 2.0
            else:
                worth += 0.6 * max(1, e.count, len(e.amounts))
        worth -= 0.3 * len(option.boxes)
        best = max(best, worth)
    return best


class NormalBot:
    def __init__(self, seed: int = 0, name: str = "normal", weights: Weights = DEFAULT):
        self.name = name
        self.seed = seed
        self.weights = weights
        self.crafter = CraftPlanner(depth=1)
        self.lock = threading.Lock()

    def choose(self, state, legal):
        with self.lock, self.crafter.deciding():
            if state.pending:
                return decide.planned_decide(self.crafter, state, legal, self.weights)
            if state.phase != GATHER:
                return deluxe.craft_turn(self.crafter, state, legal)
            return self.ranked(state, legal)[0][1]

    def ranked(self, state, legal) -> list[tuple[float, object]]:
        return ranked_moves(state, legal, self.weights)


def ranked_moves(state, legal, weights) -> list[tuple[float, object]]:
    """Gather moves with their values, best first (ties keep the legal order).

    A dock visit is valued once per payment: which face-up card it turns down
    does not change our position, so we turn down the one a rival would like most."""
    me = state.turn
    base = unseen(state)
    scored = []
    for i, action in enumerate(distinct_moves(state, legal)):
        after = rules.apply(base, action, validate=False)
        decide.settle_quickly(after, GATHER)      # a card's hand-outs and penalties count in its value
        scored.append((evaluate(after, me, weights), -i, action))
    scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
    return [(v, a) for v, _i, a in scored]


def position_seed(seed: int, state) -> int:
    """A number that depends on the seed and the position only (not on call order
    or on the process: Python's str hashes change per run, so we digest a repr)."""
    p = state.turn
    key = (seed, state.round, state.phase, p, len(state.claims), len(state.discards),
           tuple(state.passed), tuple(state.gather_row), tuple(sorted(state.supply[p])),
           tuple(state.rolled[p]), tuple(ch[3] for ch in state.charges[p]), len(state.crafted))
    if state.visits:                   # visitors hosted (Griffin's Landing); a base game's key is as before
        key += (len(state.visits),)
    return int.from_bytes(hashlib.blake2b(repr(key).encode(), digest_size=8).digest(), "big")


def unseen(state):
    """A copy whose dice generator and hidden zones (the penalty deck, the paired cards' deck,
    the visitors not yet shown: engine/mechanism.py) are redrawn from the position: a move that
    rolls (the Cemetery, Conjurer dice) or draws is valued without knowing the outcome."""
    s = state.clone()
    rng = random.Random(position_seed(0, state))
    s.rng = rng.getrandbits(64)
    redraw_hidden(s, rng)
    return s


def distinct_gather_moves(state) -> list:
    """distinct_moves(state, legal_actions(state)) in the gather phase with no decision owed,
    without listing the dock payments it drops: each once, turning down the most appealing
    face-up card (the first of those, as distinct_moves keeps)."""
    appeal = _appeals(state)
    if not appeal:
        return gather.legal(state)
    return gather.legal(state, turn_down=max(appeal, key=appeal.__getitem__))


def _appeals(state) -> dict:
    """card_appeal of each face-up card (the cards a dock visit can turn down), in row order."""
    content = state.content
    return {card: card_appeal(content, card) for card in state.face_up()}


def distinct_moves(state, legal) -> list:
    """`legal` with each dock payment kept once, turning down the most appealing card."""
    out = []
    docks = {}
    appeal = None
    for action in legal:
        if isinstance(action, Dock):
            key = (action.action, action.dice)
            best = docks.get(key)
            if best is None:
                docks[key] = len(out)
                out.append(action)
                continue
            if appeal is None:
                appeal = _appeals(state)
            if appeal[action.discard] > appeal[out[best].discard]:
                out[best] = action
        else:
            out.append(action)
    return out
