"""A quick worth of a Forge position for one player: points now plus what the stock,
the workers and the hand are likely to turn into (Greedy's one-move look-ahead uses it)."""

from __future__ import annotations

from kingsforge.forge.engine import scoring
from kingsforge.forge.engine.places import REQUIREMENT_TOKEN

GOODS_WORTH = (0.22, 0.5, 0.7, 0.8, 1.1)     # per Gold, Wood, Metal, Brick, Gem: about a Gold's worth in VP


def worth(s, seat: int) -> float:
    c = s.content
    p = s.p[seat]
    value = float(scoring.score(s, seat))
    value += sum(w * n for w, n in zip(GOODS_WORTH, p.res))
    value += 2.5 * (p.assistants + p.hiring) + 1.5 * p.skill
    value += 1.2 * sum(1 for t in p.training if t >= 0) + 1.2 * len(p.held)
    late = s.ending or s.round >= c.round_cap - 1
    for i in p.hand:
        k = c.contracts[i]
        if late:
            continue
        reachable = p.skill >= k.skill - 1 and all(p.has_token(REQUIREMENT_TOKEN[r]) or r != "grindstone"
                                                   for r in k.requires)
        value += (0.45 if reachable else 0.2) * (k.vp + 0.25 * k.gold)
    return value
