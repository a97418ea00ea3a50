"""Hard: search over the gather phase, chance handled explicitly, and the exact craft solver.

Gather phase: Normal's evaluation ranks the moves; the best few are searched.
For each candidate and each of a few samples of the hidden gather deck (the
face-down order is not known at the table, so it is shuffled, the same way for
every candidate: common random numbers), the rest of the gather phase is played
out with every player using Normal's one-move choice (on a shortlist), and the
position where crafting starts (or the horizon, with 3-4 players) is scored with the evaluation, whose craft-turn expectations
are exact odds (the dice are the other chance node, handled exactly, not
sampled). The candidate with the best average wins. The search sees
the rival's replies (a card they would take, a dock they would block) and our
own follow-ups, which one-move lookahead cannot.

Craft phase: the exact plan with expectimax through two re-rolls; among equally
big plans the one that leaves least to later players; safety against out-crafts.

The budget is fixed (candidates x samples), not timed, so a position always
gets the same move.
"""

from __future__ import annotations

import random
import threading

from kingsforge.ai import decide, deluxe
from kingsforge.ai.craftturn import CraftPlanner
from kingsforge.ai.easy import position_seed
from kingsforge.ai.evaluate import DEFAULT, Weights, evaluate
from kingsforge.ai.expected import asking
from kingsforge.ai.greedy import GreedyBot, colour_needs
from kingsforge.ai.normal import distinct_gather_moves, distinct_moves, ranked_moves
from kingsforge.engine import rules
from kingsforge.engine.actions import Pass
from kingsforge.engine.registry import redraw_hidden
from kingsforge.engine.state import GATHER

CANDIDATES = 4        # moves searched
SAMPLES = {2: 4, 3: 3, 4: 3}      # hidden-deck orders per move, by player count
HORIZON = {2: 12, 3: 7, 4: 6}     # play-out moves at most (2 players: the whole gather phase)
CLEAR_MARGIN = 0.6    # skip the search when the best move leads the next by this many cards
PLAYOUT_WIDTH = 5     # moves Normal's evaluation compares at each play-out step
# Past this many odds questions (expected.asking: distinct questions, those about cards with rules
# on their values counting three) the search stops, and a candidate not played out on every sample
# is not compared. A plain question costs 0.3-0.9 ms the first time and one about a restricted card
# 1-5 ms, so a search stays within about 1.7 s (one play-out more at most); a typical one asks 360
# units, the slowest in 260 about 1,800. (One about two restricted cards costs 9-11 ms: docs/ai.md.)
QUESTIONS = 1800


def determinize(state, rng: random.Random):
    """A copy of the state with what the table cannot know redrawn: the order of the
    face-down gather deck, every zone a mechanism marks hidden (the penalty deck, the
    visitors not yet shown, the paired cards' deck: engine/mechanism.py), and the dice
    generator's future."""
    s = state.clone()
    rng.shuffle(s.gather_deck)
    redraw_hidden(s, rng)
    s.rng = rng.getrandbits(64)
    return s


_scorer = GreedyBot()


def playout_move(state, weights: Weights, width: int = PLAYOUT_WIDTH):
    """A cheaper Normal for play-outs: Greedy's quick scores shortlist a few moves
    (and the best pass), Normal's evaluation picks among them."""
    if state.pending:
        return decide.quick_decide(state, rules.legal_actions(state))
    moves = distinct_gather_moves(state) if state.phase == GATHER else distinct_moves(state, rules.legal_actions(state))
    if len(moves) == 1:
        return moves[0]
    needs, memo = colour_needs(state), {}
    quick = sorted(((_scorer._score(state, a, needs, memo), -i, a) for i, a in enumerate(moves)
                    if not isinstance(a, Pass)), reverse=True)[:width]
    passes = [a for a in moves if isinstance(a, Pass)]
    shortlist = [a for _s, _i, a in quick] + passes[:1] + [a for a in passes[1:] if a.benefit]
    me = state.turn
    best, best_value = shortlist[0], None
    for action in shortlist:
        after = rules.apply(state, action, validate=False)
        decide.settle_quickly(after, GATHER)
        value = evaluate(after, me, weights)
        if best_value is None or value > best_value:
            best, best_value = action, value
    return best


class HardBot:
    def __init__(self, seed: int = 0, name: str = "hard", weights: Weights = DEFAULT,
                 candidates: int = CANDIDATES, samples: int | None = None):
        self.name = name
        self.seed = seed
        self.weights = weights
        self.candidates = candidates
        self.samples = samples
        self.crafter = CraftPlanner(depth=2, deny=True)
        self.lock = threading.Lock()

    def choose(self, state, legal):
        with self.lock, self.crafter.deciding():
            if state.pending:
                return decide.planned_decide(self.crafter, state, legal, self.weights)
            if state.phase != GATHER:
                return deluxe.craft_turn(self.crafter, state, legal)
            return self._gather(state, legal)

    def _gather(self, state, legal):
        with asking() as questions:
            return self._search(state, legal, questions)

    def _search(self, state, legal, questions):
        ranked = ranked_moves(state, legal, self.weights)
        if len(ranked) == 1 or ranked[0][0] - ranked[1][0] >= CLEAR_MARGIN:
            return ranked[0][1]
        cands = [a for _v, a in ranked[:self.candidates]]
        me = state.turn
        rng = random.Random(position_seed(self.seed, state))
        seeds = [rng.getrandbits(64) for _ in range(self.samples or SAMPLES.get(state.n, 3))]
        best, best_value = cands[0], None
        for action in cands:
            total = 0.0
            for sample_seed in seeds:
                if questions.units > QUESTIONS:
                    return best             # the best searched whole (none: Normal's best move)
                s = determinize(state, random.Random(sample_seed))
                rules.apply_in_place(s, action)
                self._play_out(s)
                decide.settle_quickly(s)
                total += evaluate(s, me, self.weights)
            value = total / len(seeds)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def _play_out(self, s) -> None:
        """Go on with the gather phase, every player making Normal's move, to its end
        or the horizon (with more players a full play-out costs too much)."""
        for _ in range(HORIZON.get(s.n, 6)):
            if s.phase != GATHER:
                return
            rules.apply_in_place(s, playout_move(s, self.weights))
