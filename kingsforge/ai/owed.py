"""The bots' policies for the base effects' decisions (engine/decisions.py) and Escape the
Dungeon's (engine/penalty.py), every bot but Random:

* hand_out: dice are handed out best first; the best goes to ourselves, the next
  to the rival furthest behind, the worst to the leader (a Festival metal, which
  never goes to ourselves, likewise goes to the rival furthest behind first);
* declare: the colour the evaluation likes best (Greedy/Easy: the colour its
  display needs most);
* escape: give up the die type worth least (the evaluation's, or Greedy's die values);
* preroll: as many dice as allowed (a pre-rolled die keeps the Cemetery off it and
  costs nothing), the most valuable first.

`standing` says how far ahead each player is: Greedy and Easy count cards,
Normal and Hard use the evaluation's scores.
"""

from __future__ import annotations

from kingsforge.ai import decide, greedy
from kingsforge.ai import evaluate as evaluation
from kingsforge.ai.policy import Policy, register
from kingsforge.engine import decisions


def card_standing(state) -> list[float]:
    """Cards claimed and crafted this round, dice owned as a tie-break."""
    held = [0] * state.n
    for _card, owner, _dice in state.crafted:
        held[owner] += 1
    return [len(state.tucked[q]) + held[q] + 0.01 * (len(state.supply[q]) + len(state.smithy[q]))
            for q in range(state.n)]


def hand_out(state, legal, standing):
    """The die in front goes to the seat its rank among the dice left maps to: ourselves
    first, then the rivals from furthest behind to the leader."""
    d = state.pending[0]
    me = d.player
    order = sorted(d.who, key=lambda q: (q != me, standing[q], q))
    values = state.values
    rank = sum(1 for die in d.dice if values[die] > values[d.dice[0]])
    wanted = order[min(rank, len(order) - 1)]
    return next((a for a in legal if a.choice == wanted), legal[0])


def type_worth(state, die_type, needs) -> float:
    if die_type == decisions.NOTHING:
        return 0.0
    return greedy.die_value(state.content, die_type, needs)


def preroll(state, legal):
    """The most dice, the most valuable first (gem and magic before wood and metal)."""
    values, type_of = greedy.base_values(state.content), state.content.die_type_of

    def worth(action):
        return (len(action.choice), sum(values[type_of[die]] for die in action.choice))

    return max(legal, key=worth)


def _order(action) -> int:
    return action.choice if isinstance(action.choice, int) else 0


def evaluated_best(state, legal, weights):
    """The choice whose result the evaluation likes best (the lowest choice on a tie). For kinds
    that draw no chance (a declared colour; an escape takes the lowest die of the chosen type),
    so applying each choice to a copy shows exactly what it does."""
    return decide.evaluation_best(state, legal, weights, tie=lambda a: -_order(a))


def _declare(state, legal):
    needs = greedy.colour_needs(state)
    return max(legal, key=lambda a: (needs.get(a.choice, 0.0), -a.choice))


def _escape(state, legal):
    needs = greedy.colour_needs(state)
    return min(legal, key=lambda a: (type_worth(state, a.choice, needs), a.choice))


register(decisions.HAND_OUT, Policy(lambda state, legal: hand_out(state, legal, card_standing(state)),
                                    lambda state, legal, weights: hand_out(state, legal,
                                                                           evaluation.scores(state, weights))))
register(decisions.DECLARE, Policy(_declare, evaluated_best))
register(decisions.ESCAPE, Policy(_escape, evaluated_best))
register(decisions.PREROLL, Policy(preroll))
