"""Final scoring and standings (also a running score during the game).

Score = VP tokens + built Tools/Equipment + forged contracts' VP + achievement hammers +
guild points (per guild card held: the cards bearing its icon, forged contracts and
development cards in play, read off the guild-points table; ruling F-G17). Contracts still
in hand score nothing (ruling F-G20). Ties: most delivered contracts, then most player-board
points, then most guild cards; a tie past those is shared.
"""

from __future__ import annotations

from kingsforge.forge.engine.state import State


def guild_points(s: State, seat: int) -> int:
    c = s.content
    p = s.p[seat]
    held = {c.guilds[g].guild for g in p.guilds}
    icons = [c.contracts[i].guild for i in p.forged] + [c.development[d].guild for d in p.dev]
    table = c.guild_points
    total = 0
    for guild in held:
        n = min(sum(1 for icon in icons if icon == guild), len(table))
        if n:
            total += table[n - 1]
    return total


def breakdown(s: State, seat: int) -> dict:
    c = s.content
    p = s.p[seat]
    rows = c.achievement_points
    return {
        "tokens": p.vp,
        "board": sum(t.vp for i, t in enumerate(c.tokens) if p.has_token(i)),
        "contracts": sum(c.contracts[i].vp for i in p.forged),
        "achievements": sum(rows[s.board[col].index(seat)] for col in p.hammers),
        "guilds": guild_points(s, seat),
    }


def score(s: State, seat: int) -> int:
    return sum(breakdown(s, seat).values())


def rank_key(s: State, seat: int) -> tuple:
    b = breakdown(s, seat)
    p = s.p[seat]
    return (sum(b.values()), len(p.forged), b["board"], len(p.guilds))


def standings(s: State) -> list[int]:
    """Seats, best first (ties past the three tie-breaks keep seat order)."""
    return sorted(range(s.players), key=lambda seat: tuple(-v for v in rank_key(s, seat)) + (seat,))


def winners(s: State) -> list[int]:
    order = standings(s)
    best = rank_key(s, order[0])
    return [seat for seat in order if rank_key(s, seat) == best]
