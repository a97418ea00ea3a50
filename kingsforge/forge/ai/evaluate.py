"""A quick worth of a Forge position for one player: points now plus what the stock, the
workers, the hand and the progress towards achievements are likely to turn into (Greedy's
one-move look-ahead uses it). The weights were tuned by short simulations (docs/cards.md)."""

from __future__ import annotations

from kingsforge.forge.engine import scoring
from kingsforge.forge.engine.places import REQUIREMENT_TOKEN, forge_cost
from kingsforge.forge.engine.economy import dev_effects

GOODS_WORTH = (0.12, 0.35, 0.5, 0.5, 0.75)    # per Gold, Wood, Metal, Brick, Gem, in VP
ENOUGH = (12, 4, 4, 3, 4)                     # past this much, a good is worth a third as much
PROGRESS_WORTH = 5.0                          # an achievement's worth, spread over the way to it


def progress(s, p) -> float:
    c = s.content
    built_tools = bin(p.tokens & 0x0F).count("1")
    built_equipment = bin(p.tokens & 0xF0).count("1")
    steps = (min(len(p.forged), 3) / 3, min(len(p.guilds), 3) / 3, built_tools / 4, built_equipment / 4,
             (p.assistants + p.hiring - c.start_assistants) / (c.max_assistants - c.start_assistants),
             len(p.dev) / c.development_limit, (p.skill - c.skill_start) / (c.skill_top - c.skill_start))
    total = 0.0
    for column, step in enumerate(steps):
        if not p.closed >> column & 1 and len(p.hammers) < c.end_hammers:
            total += PROGRESS_WORTH * step * step
    return total


def worth(s, seat: int) -> float:
    c = s.content
    p = s.p[seat]
    value = float(scoring.score(s, seat))
    if s.phase == "over":
        return value
    late = s.ending or s.round >= c.round_cap
    value += progress(s, p)
    if late:
        return value + 0.05 * sum(p.res)
    for w, n, enough in zip(GOODS_WORTH, p.res, ENOUGH):
        value += w * n if n <= enough else w * (enough + (n - enough) / 3)
    value += 2.0 * (p.assistants + p.hiring) + 1.0 * p.skill
    value += 1.0 * sum(1 for t in p.training if t >= 0) + 1.0 * len(p.held)
    effects = dev_effects(s, p)
    for i in p.hand[:6]:
        k = c.contracts[i]
        ready = all(p.has_token(REQUIREMENT_TOKEN[r]) for r in k.requires) and p.skill >= k.skill
        if ready:
            cost = forge_cost(s, p, k, effects)
            short = sum(max(0, cost[j] - p.res[j]) for j in range(5))
            value += (0.45 if short == 0 else 0.3) * k.vp + 0.03 * k.gold
        else:
            value += 0.15 * k.vp
    return value
