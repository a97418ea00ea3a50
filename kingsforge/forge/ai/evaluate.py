"""A quick worth of a Forge position for one player, in VP: points now plus what the stock,
the workers, the hand and the way made towards achievements are likely to turn into.
Greedy's one-move look-ahead uses it. A decision still owed (cards drawn, not yet kept) is
valued without looking at the drawn cards, so no bot peeks at what it has not chosen.
The weights were tuned by short simulations (docs/cards.md, Forge section)."""

from __future__ import annotations

from kingsforge.forge.engine import scoring
from kingsforge.forge.engine.actions import BLACKSMITH
from kingsforge.forge.engine.economy import dev_effects
from kingsforge.forge.engine.places import FORGE_TOKEN, REQUIREMENT_TOKEN, forge_cost, trait
from kingsforge.forge.engine.rules import last_round
from kingsforge.forge.engine.state import LOCATION_BIT

GOODS_WORTH = (0.12, 0.35, 0.5, 0.5, 0.75)    # per Gold, Wood, Metal, Brick, Gem
ENOUGH = (12, 4, 4, 3, 4)                     # past this much, a good is worth a third as much
HAMMER_RACE = 1.0                             # each hammer also brings the end nearer
END_LEAD = 30.0                               # ending the game while ahead (or behind)
LAST_ROUND = 0.25                             # what stock and hand are worth in the last round
LATE_FROM, LATE_SLOPE, LATE_FLOOR = 6, 0.03, 0.5   # ... and less each round after the sixth
# what each token's effect is worth while the game lasts, on top of its points (board order:
# chisels, tongs, hammers, vise, grindstone, anvil, wagon, forge)
TOKEN_USE = (0.6, 0.6, 0.5, 1.0, 0.8, 1.0, 1.0, 1.5)
HAND_ENOUGH = 6                               # contracts in hand past which a draw is worth nothing
CONTRACT_OWED = 1.5                           # a contract still to be chosen from a draw
OWED = {"guild": 2.0, "develop": 1.5, "train": 1.5, "free_tool": 1.5, "second_floor": 2.0}
# The careful worth (Normal's and Hard's; Greedy keeps the plain one above):
WORKER_POINTS = 2.0         # what a free worker may still score this round away from the Forge
# rounds likely left after this one, by the most hammers any player has placed (0-4): measured
# in Normal-Greedy games; and never more than the typical game's last round less this one
ROUNDS_LEFT = (6.5, 4.5, 3.0, 1.8, 0.2)
TYPICAL_LAST = 8.5
SPARE_SHARE = 0.1           # of a contract's worth past those the Forge can still take


def steps(s, p) -> tuple:
    c = s.content
    return (min(len(p.forged), 3) / 3, min(len(p.guilds), 3) / 3, bin(p.tokens & 0x0F).count("1") / 4,
            bin(p.tokens & 0xF0).count("1") / 4,
            (p.assistants + p.hiring - c.start_assistants) / (c.max_assistants - c.start_assistants),
            len(p.dev) / c.development_limit, (p.skill - c.skill_start) / (c.skill_top - c.skill_start))


def progress(s, p, extra=None, careful: bool = False) -> float:
    """The way made towards achievements still open, each worth its next free row's points
    (so reaching one changes nothing but the race). A fifth hammer that would not include
    Contracts is worth nothing: it could not be placed. `extra` adds steps (owed cards).
    `careful` (Normal's and Hard's worth; Greedy's stays plain): when only one more hammer can
    go outside Contracts (three down and Contracts not among them: the fifth must be Contracts;
    or four down, Contracts among them), only the best of the other columns counts: the way
    made in the rest can no longer be scored."""
    c = s.content
    left = c.end_hammers - len(p.hammers)
    if left <= 0:
        return 0.0
    only_contracts = left == 1 and 0 not in p.hammers
    rows = c.achievement_points
    total = 0.0
    others = []
    for column, step in enumerate(steps(s, p)):
        if p.closed >> column & 1 or (only_contracts and column):
            continue
        if extra:
            step = min(1.0, step + extra.get(column, 0.0))
        row = len(s.board[column])
        part = (rows[row] if row < len(rows) else 0) * step + HAMMER_RACE * step
        if careful and column:
            others.append(part)
        else:
            total += part
    if others:
        # hammers that may still go outside Contracts: with one, only the best column counts
        # (with more, the way made in every column keeps the choice open: capping them all
        # made 4-player games longer and Normal weaker, docs/ai.md)
        room = left - (0 if p.closed & 1 else 1)
        total += max(others) if room <= 1 else sum(others)
    return total


def _ready(p, k) -> bool:
    """The player has the skill and the tokens to forge contract `k` (goods aside)."""
    if p.skill < k.skill:
        return False
    need = _NEEDS.get(k.requires)
    if need is None:
        need = _NEEDS[k.requires] = sum(1 << REQUIREMENT_TOKEN[r] for r in set(k.requires))
    return p.tokens & need == need


_NEEDS: dict = {}       # a contract's requirements -> the bits of the tokens they name


def late_share(s) -> float:
    """What stock and hand keep of their worth: less after the sixth round, little in the last."""
    last = last_round(s)
    return LAST_ROUND if last else max(LATE_FLOOR, min(1.0, 1.0 - LATE_SLOPE * (s.round - LATE_FROM)))


def can_forge_now(s, p) -> bool:
    """The player may still work the Forge this round: not visited, a forger at home."""
    if s.phase == "over" or p.visited & LOCATION_BIT["forge"]:
        return False
    return any(w == BLACKSMITH or trait(s, p, w) == "journeyman" for w in p.free_workers())


def rounds_left(s) -> float:
    """Rounds likely still to be played after this one."""
    if last_round(s):
        return 0.0
    most = min(max(len(q.hammers) for q in s.p), len(ROUNDS_LEFT) - 1)
    return max(0.0, min(ROUNDS_LEFT[most], TYPICAL_LAST - s.round, s.content.round_cap - s.round))


def forge_room(s, p) -> float:
    """How many contracts the player can still forge (a Forge visit a round: one contract, two
    for the Blacksmith with the Upgraded Forge): this round's visit if still open, then the
    rounds likely left."""
    per = 2 if p.has_token(FORGE_TOKEN) else 1
    now = 0
    if can_forge_now(s, p):
        now = per if not p.used >> BLACKSMITH & 1 else 1
    return now + per * rounds_left(s)


def round_points(s, q: int) -> float:
    """What seat `q` may still score this round with the workers it has at home: the best
    contracts it could forge now (goods in stock) and WORKER_POINTS for every other worker."""
    p = s.p[q]
    if s.phase == "over":
        return 0.0
    free = p.free_workers()
    if not free:
        return 0.0
    total = 0.0
    if can_forge_now(s, p):
        c = s.content
        effects = dev_effects(s, p)
        vps = []
        for i in p.hand:
            k = c.contracts[i]
            if _ready(p, k):
                vps.append(k.vp if not goods_short(s, p, k, effects) else k.vp / 2)
        vps.sort(reverse=True)
        if vps:
            total += sum(vps[:2 if p.has_token(FORGE_TOKEN) and BLACKSMITH in free else 1])
            free = free[1:]
    return total + WORKER_POINTS * len(free)


def end_lead(s, seat: int) -> float:
    """The careful bots' share of winning in the last round, from -1 to 1 (lookahead.value
    counts it at twice END_LEAD, as Greedy's worth counts +END_LEAD for itself and -END_LEAD
    for the rival). A lead counts only as far as it is safe against what the rivals may still
    score this round (round_points): a lead as large again as that is a sure win (+1), one no
    larger than that counts for nothing (0), none at all is a loss (-1). With the rivals'
    workers all out, it is the lead alone (+1 ahead, -1 not)."""
    now = scoring.score(s, seat)
    others = {q: scoring.score(s, q) for q in range(s.players) if q != seat}
    lead = now - max(others.values())
    safe = now - max(score + round_points(s, q) for q, score in others.items())
    reach = lead - safe
    if reach <= 0:
        return 1.0 if lead > 0 else -1.0
    return max(-1.0, min(1.0, safe / reach))


def worth(s, seat: int, late: float | None = None, careful: bool = False) -> float:
    """`late`: the share stock and hand keep (default: by round, as below); Hard passes its own.
    `careful` (Normal and Hard; Greedy's worth stays plain): the end of the game is judged on
    the lead that is safe against what the round may still bring (end_lead), and only as many
    contracts in hand are valued as the Forge can still take (forge_room)."""
    c = s.content
    p = s.p[seat]
    mine = scoring.score(s, seat)
    value = float(mine) + HAMMER_RACE * len(p.hammers)
    if s.phase == "over":
        return value
    extra = {}
    for q in s.pending:
        if q.seat == seat:
            odds = 1.0
            if q.kind == "guild":                 # chance that a guild you lack is among the two
                odds = 1.0 - (len({c.guilds[g].guild for g in p.guilds}) / len(c.guild_names)) ** 2
            value += odds * OWED.get(q.kind, 0.0)
            if q.kind in ("contracts", "opening"):
                # a hand full of contracts the player can forge wants no more
                enough = forge_room(s, p) if careful else HAND_ENOUGH
                room = max(0.0, min(1.0, (enough - sum(1 for i in p.hand if _ready(p, c.contracts[i]))) / 3))
                value += CONTRACT_OWED * room * len(q.options[0])
            elif q.kind == "guild":
                extra[1] = extra.get(1, 0.0) + 1 / 3
            elif q.kind == "develop":
                extra[5] = extra.get(5, 0.0) + 1 / c.development_limit
    last = last_round(s)
    # the way made towards an achievement turns into points only while the game lasts: in the
    # last round, reaching one (which ends that progress) must not look like a loss
    value += (late_share(s) if last else 1.0) * progress(s, p, extra, careful)
    if last:
        # the last round: what is not points now is worth little, and ending the game is
        # worth it only to the leader
        if not careful:         # the careful bots count it in lookahead.value, for the mover only
            best_other = max([scoring.score(s, i) for i in range(s.players) if i != seat])
            value += END_LEAD if mine > best_other else -END_LEAD
    # stock and hand turn into points only while the game lasts: worth less as the end nears
    f = late_share(s) if late is None else late
    spec = 0.0
    for w, n, enough in zip(GOODS_WORTH, p.res, ENOUGH):
        spec += w * n if n <= enough else w * (enough + (n - enough) / 3)
    spec += 1.5 * (p.assistants + p.hiring) + 0.8 * p.skill
    spec += 1.0 * sum(1 for t in p.training if t >= 0) + 1.0 * len(p.held)
    spec += sum(w for i, w in enumerate(TOKEN_USE) if p.tokens >> i & 1)
    value += f * spec
    effects = dev_effects(s, p)
    # while the Contracts achievement is open, the contracts that would reach it carry its worth
    rows = c.achievement_points
    need = 0 if p.closed & 1 else max(0, 3 - len(p.forged))
    toward = (rows[len(s.board[0])] if len(s.board[0]) < len(rows) else 0) + HAMMER_RACE
    if careful:
        return value + hand_worth(s, p, f, need, toward, effects)
    ranked = sorted(p.hand, key=lambda i: -c.contracts[i].vp)
    for n, i in enumerate(ranked[:6]):
        if n < need:
            value += 0.45 * toward / 3

        value += contract_worth(s, p, c.contracts[i], effects, f)
    return value


def goods_short(s, p, k, effects) -> int:
    """The goods p lacks to forge contract k now."""
    short = 0
    for need, have in zip(forge_cost(s, p, k, effects), p.res):
        if need > have:
            short += need - have
    return short


def contract_worth(s, p, k, effects, f: float) -> float:
    """A contract in hand at share `f`: part of its points (more when it can be forged now) and
    its Gold."""
    if not _ready(p, k):
        return f * 0.2 * k.vp
    return f * ((0.4 if goods_short(s, p, k, effects) else 0.55) * k.vp + 0.03 * k.gold)


def hand_worth(s, p, f: float, need: int, toward: float, effects) -> float:
    """The contracts in hand, best first, each valued as in `worth` while the Forge can still
    take it (forge_room; the last one in part), the rest at SPARE_SHARE: a seventh contract
    the Blacksmith will never forge is worth next to nothing."""
    c = s.content
    each = sorted((contract_worth(s, p, c.contracts[i], effects, f) for i in p.hand), reverse=True)
    room = forge_room(s, p)
    value = 0.0
    for n, v in enumerate(each):
        share = max(SPARE_SHARE, min(1.0, room - n))
        if n < need:
            value += share * 0.45 * toward / 3
        value += share * v
    return value


def near_share(s) -> float:
    """What stock and hand keep of their worth when the end is read off the rounds likely left
    (rounds_left: the hammers placed), not the round alone: about half with a player one
    hammer from the end, whole with three rounds or more to go."""
    return LAST_ROUND + (1.0 - LAST_ROUND) * min(1.0, (rounds_left(s) + 1.0) / 3.0)


def careful_worth(s, seat: int, late: float | None = None) -> float:
    """Normal's value of a position: `worth`, careful (see there), stock and hand discounted
    by near_share too (Hard has its own discount, hard_value.late)."""
    if late is None:
        late = min(late_share(s), near_share(s))
    return worth(s, seat, late, careful=True)


careful_worth.careful = True    # lookahead.value adds the end of the game's term (end_lead)
