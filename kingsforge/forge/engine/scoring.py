"""Final scoring and standings (also a running score during the game).

Score = VP tokens + built Tools/Equipment + forged contracts' VP + achievement hammers +
guild points (per guild card held: the cards bearing its icon, forged contracts and
development cards in play, read off the guild-points table; ruling F-G17). Contracts still
in hand score nothing (ruling F-G20). Ties: most delivered contracts, then most player-board
points, then most guild cards; a tie past those is shared.
"""

from __future__ import annotations

from typing import NamedTuple

from kingsforge.forge.engine.state import State


def guild_points(s: State, seat: int) -> int:
    p = s.p[seat]
    if not p.guilds:
        return 0
    facts = _facts(s.content)
    key = (tuple(p.guilds), tuple(p.forged), tuple(p.dev))
    total = facts.guild_points.get(key)     # the bots' play-outs ask again and again for the same cards
    if total is None:
        icons = [facts.contract_guild[i] for i in p.forged] + [facts.development_guild[d] for d in p.dev]
        table = s.content.guild_points
        total = 0
        for guild in {facts.card_guild[g] for g in p.guilds}:
            n = min(icons.count(guild), len(table))
            if n:
                total += table[n - 1]
        if len(facts.guild_points) > 50_000:
            facts.guild_points.clear()
        facts.guild_points[key] = total
    return total


class _Facts(NamedTuple):
    """What scoring reads of a content, worked out once (the bots' play-outs score positions
    step after step)."""
    content: object
    board: tuple                # the points of each set of built tokens, by its bits
    contract_guild: tuple       # the guild of each contract, development card and guild card
    development_guild: tuple
    card_guild: tuple
    guild_points: dict          # (guild cards, forged, development cards) -> guild points, as met


_FACTS: dict = {}


def _facts(c) -> _Facts:
    """`c`'s facts. An entry is replaced whole, so threads read it safely (each guild points
    entry is one dict step)."""
    got = _FACTS.get(id(c))
    if got is None or got.content is not c:
        if len(_FACTS) > 16:
            _FACTS.clear()
        board = tuple(sum(t.vp for i, t in enumerate(c.tokens) if bits >> i & 1) for bits in range(1 << len(c.tokens)))
        got = _FACTS[id(c)] = _Facts(c, board, tuple(k.guild for k in c.contracts),
                                     tuple(k.guild for k in c.development), tuple(k.guild for k in c.guilds), {})
    return got


def breakdown(s: State, seat: int) -> dict:
    c = s.content
    p = s.p[seat]
    rows = c.achievement_points
    return {
        "tokens": p.vp,
        "board": _facts(c).board[p.tokens],
        "contracts": sum(c.contracts[i].vp for i in p.forged),
        "achievements": sum(rows[s.board[col].index(seat)] for col in p.hammers),
        "guilds": guild_points(s, seat),
    }


def score(s: State, seat: int) -> int:
    """The sum of `breakdown`, without its dict (the bots' play-outs ask it on every step)."""
    c = s.content
    p = s.p[seat]
    rows, contracts, board = c.achievement_points, c.contracts, s.board
    total = p.vp + _facts(c).board[p.tokens] + guild_points(s, seat)
    for i in p.forged:
        total += contracts[i].vp
    for col in p.hammers:
        total += rows[board[col].index(seat)]
    return total


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
