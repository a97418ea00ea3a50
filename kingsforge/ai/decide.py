"""Answering the decisions a player owes out of turn (engine/decisions.py).

While `state.pending` is not empty the only legal moves are `Decide(choice)` for
the front decision. Every bot but Random answers with its kind's policy (ai/policy.py,
registered beside each mechanism's AI code: ai/owed.py, exotic.py, deluxe.py, ambassador.py):
Greedy and Easy with its quick answer, Normal and Hard with its exact solver's (`planned`)
or evaluated one. A kind with no policy gets `unknown_kind`, never another kind's.
"""

from __future__ import annotations

from kingsforge.ai import evaluate as evaluation
from kingsforge.ai.policy import policy_for
from kingsforge.engine import rules
from kingsforge.engine.actions import Craft
from kingsforge.engine.mechanism import decision_kind


def quick_decide(state, legal):
    """Greedy's and Easy's answer: cheap scores, no look-ahead."""
    policy = policy_for(state.pending[0].kind)
    if policy is None:
        return unknown_kind(state, legal, evaluation.DEFAULT)
    return policy.quick(state, legal)


def evaluated_decide(state, legal, weights):
    """Normal's and Hard's answer without the solver: the evaluation decides colours and losses."""
    policy = policy_for(state.pending[0].kind)
    if policy is None:
        return unknown_kind(state, legal, weights)
    if policy.evaluated is None:
        return policy.quick(state, legal)
    return policy.evaluated(state, legal, weights)


def planned_decide(planner, state, legal, weights):
    """Normal's and Hard's answer: the exact solver's where the kind's policy has one (kept dice,
    the Obey Wand), else the evaluated one."""
    policy = policy_for(state.pending[0].kind)
    if policy is not None and policy.planned is not None:
        chosen = policy.planned(planner, state, legal)
        if chosen is not None:
            return chosen
    return evaluated_decide(state, legal, weights)


def unknown_kind(state, legal, weights):
    """A decision kind with no policy (a new mechanism's): its own default policy if it
    declares one (engine/mechanism.py DecisionKind.ai), else the choice the evaluation likes
    best after applying each (the first on a tie). Never another kind's policy."""
    kind = decision_kind(state.pending[0].kind)
    if kind is not None and kind.ai is not None:
        return kind.ai(state, legal)
    return evaluation_best(state, legal, weights)


def evaluation_best(state, legal, weights, tie=None):
    """The choice whose result the evaluation likes best after applying it to a copy; on a tie
    the highest `tie(action)`, else the first listed."""
    me = state.turn

    def value(a):
        worth = evaluation.evaluate(rules.apply(state, a, validate=False), me, weights)
        return (worth, tie(a)) if tie else worth
    return max(legal, key=value)


def settle_quickly(state, phase: str | None = None) -> None:
    """Answer every pending decision in place with the quick policy (for look-ahead copies).
    phase="gather": only while the gather phase goes on -- a gather move valued on its own counts
    the decisions it brings (a card's hand-outs and penalties), not those the craft phase opens
    with: a pass that ends the phase was otherwise valued with every player's kept dice made
    ready and a claim beside it without, and a last pass looked better than free cards on offer."""
    while state.pending and state.phase != "over" and (phase is None or state.phase == phase):
        rules.apply_in_place(state, quick_decide(state, rules.legal_actions(state)))


def tile_bid(state, legal):
    """A bid on a tile (a card that stays beside the display), with the cheapest dice; None if none."""
    craft = state.content.craft
    bids = [a for a in legal if isinstance(a, Craft) and craft[a.card].tile is not None]
    if not bids:
        return None
    return min(bids, key=lambda a: (sum(state.values[d] for d in a.dice), a.card))
