"""Paying, gaining, skill and the achievement board: the bookkeeping every action shares."""

from __future__ import annotations

from kingsforge.forge.engine.state import BRICK, EQUIPMENT_BITS, GEMS, GOLD, METAL, TOOL_BITS, WOOD, Player, State

# Development card effects that lower a payment (ruling F-G27).
REDUCERS = {"coin_press": GOLD, "wood_lathe": WOOD, "trip_hammer": METAL}


def dev_effects(s: State, p: Player) -> set:
    dev = s.content.development
    return {dev[c].effect for c in p.dev}


def storage(s: State, p: Player) -> tuple[int, int]:
    """How much Wood and Metal the player may keep (ruling F-G11)."""
    extra = sum(s.content.development[c].amount for c in p.dev if s.content.development[c].effect == "rack_systems")
    wood, metal = s.content.storage
    return wood + extra, metal + extra


def gain(s: State, p: Player, resource: int, amount: int) -> int:
    """Add to the stock; Wood and Metal past storage go back to the supply. Returns what was kept."""
    res = p.res
    res[resource] += amount
    if resource in (WOOD, METAL):
        cap = storage(s, p)[resource - WOOD]
        if res[resource] > cap:
            amount -= res[resource] - cap
            res[resource] = cap
    return amount


def track_gain(s: State, space: int) -> int:
    """What the mover's turn-order hammer on `space` keeps of the good under it: 1, or 0 when
    the stores are full (ruling F-G11), worked out on a copy."""
    return gain(s, s.p[s.current()].clone(), s.content.track[space], 1)


def reduced(cost, effects: set, extra_gold_off: int = 0, trading: bool = False) -> list[int]:
    """A cost (gold, wood, metal, brick, gems) after the player's reducers, never below 0."""
    out = list(cost)
    if not trading:
        for effect, resource in REDUCERS.items():
            if effect in effects and out[resource] > 0:
                out[resource] -= 1
    if extra_gold_off and out[GOLD] > 0:
        out[GOLD] = max(0, out[GOLD] - extra_gold_off)
    return out


def can_pay(p: Player, cost) -> bool:
    res = p.res
    return all(res[i] >= cost[i] for i in range(5))


def pay(p: Player, cost) -> None:
    res = p.res
    for i in range(5):
        res[i] -= cost[i]


def gain_skill(s: State, p: Player, amount: int = 1) -> None:
    """Each skill past the top of the track is a VP token instead (ruling F-G15)."""
    for _ in range(amount):
        if p.skill < s.content.skill_top:
            p.skill += 1
        else:
            p.vp += s.content.vp_past_top


def met_columns(s: State, p: Player) -> int:
    """Bit per achievement column the player now meets (the order of the board)."""
    c = s.content
    tokens = p.tokens
    return ((len(p.forged) >= 3) | (len(p.guilds) >= 3) << 1 | (tokens & TOOL_BITS == TOOL_BITS) << 2
            | (tokens & EQUIPMENT_BITS == EQUIPMENT_BITS) << 3 | (p.assistants + p.hiring >= c.max_assistants) << 4
            | (len(p.dev) >= c.development_limit) << 5 | (p.skill >= c.skill_top) << 6)


def place_hammers(s: State, seat: int) -> None:
    """Place every achievement the player now meets (forced), Contracts first, then the column
    whose free row is worth most (ruling F-G21): a fifth hammer that would not include Contracts
    is lost for good; the fifth triggers the end."""
    p = s.p[seat]
    limit = s.content.end_hammers
    if len(p.hammers) >= limit:
        return
    new = met_columns(s, p) & ~p.closed
    if not new:
        return
    points = s.content.achievement_points
    # own hammers change no other column's row: the order matters only when the hammers left run
    # out (the fifth, or the fourth without Contracts), and then the best row is what a player takes
    met = sorted((column for column in range(len(s.board)) if new >> column & 1),
                 key=lambda column: (column != 0, -_row_worth(points, len(s.board[column])), column))
    for column in met:
        if len(p.hammers) >= limit:
            break
        p.closed |= 1 << column
        if len(p.hammers) == limit - 1 and column != 0 and 0 not in p.hammers:
            continue                                    # lost: the fifth hammer must include Contracts
        s.board[column].append(seat)
        p.hammers.append(column)
        if len(p.hammers) == limit:
            s.ending = True


def _row_worth(points: tuple, row: int) -> int:
    return points[row] if row < len(points) else 0


__all__ = ["GOLD", "WOOD", "METAL", "BRICK", "GEMS", "gain", "pay", "can_pay", "reduced", "gain_skill",
           "place_hammers", "storage", "dev_effects"]
