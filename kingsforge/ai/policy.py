"""The bots' answer to each owed decision kind (engine/decisions.py): one Policy per kind,
registered once beside its mechanism's AI code (ai/policies.py imports them all). ai/decide.py
looks a kind up and never names one; a kind with no policy (a new mechanism's) gets its own
DecisionKind.ai if it declares one, else the choice the evaluation likes best -- never another
kind's policy.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from kingsforge.kinds import KindRegistry


class Policy(NamedTuple):
    quick: Callable                     # (state, legal) -> Greedy's and Easy's answer (and the look-aheads')
    evaluated: Callable | None = None   # (state, legal, weights) -> Normal's and Hard's; None: `quick`
    planned: Callable | None = None     # (planner, state, legal) -> Normal's and Hard's by the exact solver
                                        # (ai/craftturn.CraftPlanner), or None: then `evaluated`


POLICIES = KindRegistry("an AI policy")
register, unregister = POLICIES.register, POLICIES.unregister


def policy_for(kind: str) -> Policy | None:
    return POLICIES.get(kind)
