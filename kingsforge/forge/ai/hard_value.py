"""Hard's own value of a position (Greedy's `evaluate.worth` stays as it is: it drives the
golden transcripts and the card balance). On top of `worth` it counts what `worth` leaves
out: the guild points a contract in hand would add when forged (each further icon of a
guild held is worth more than the last: 2, 5, 9, ... on the guild-points table), discounted
like the rest of the hand as the end nears; and the end is read off the hammers too, not the
round alone: stock and hand lose 12% per hammer past two of the player nearest five; and each
hammer placed counts HAMMER_BONUS more (the race to five decides most games).
The shares were chosen in 50-game runs (docs/ai.md, Forge: Hard's own value)."""

from __future__ import annotations

from kingsforge.forge.ai.evaluate import _ready, late_share, worth

READY_SHARE = 0.5     # of a ready contract's guild points (it is likely to be forged)
LATER_SHARE = 0.2     # of one the player cannot forge yet
HAMMER_NEAR = 0.12    # stock and hand lose this share per hammer past two of the player nearest the end
HAMMER_BONUS = 2.0    # each achievement hammer placed is worth this much more than its row's points


def guild_gain(s, p) -> float:
    """Guild points the contracts in hand would add, each forged after the others counted."""
    c = s.content
    held = {c.guilds[g].guild for g in p.guilds}
    if not held:
        return 0.0
    table = c.guild_points
    icons = {}
    for i in p.forged:
        icons[c.contracts[i].guild] = icons.get(c.contracts[i].guild, 0) + 1
    for d in p.dev:
        icons[c.development[d].guild] = icons.get(c.development[d].guild, 0) + 1
    total = 0.0
    for i in sorted(p.hand, key=lambda i: not _ready(p, c.contracts[i])):
        k = c.contracts[i]
        if k.guild not in held:
            continue
        n = icons.get(k.guild, 0)
        if n >= len(table):
            continue
        step = table[n] - (table[n - 1] if n else 0)
        icons[k.guild] = n + 1
        total += (READY_SHARE if _ready(p, k) else LATER_SHARE) * step
    return total


def late(s) -> float:
    """The share stock and hand keep: Greedy's, or less when a player's hammers say the end is near."""
    f = late_share(s)
    most = max(len(q.hammers) for q in s.p)
    return min(f, 1.0 - HAMMER_NEAR * max(0, most - 2))


def hard_worth(s, seat: int) -> float:
    f = late(s)
    # The race to five hammers decides most games (whoever ends the game has usually won it):
    # a hammer down is worth more than its row's points, a step ahead of the rival in the race.
    value = worth(s, seat, f, careful=True) + HAMMER_BONUS * len(s.p[seat].hammers)
    if s.phase == "over":
        return value
    return value + f * guild_gain(s, s.p[seat])


hard_worth.careful = True       # lookahead.value adds the end of the game's term (evaluate.end_lead)
