"""A finished Forge game as the statistics want it (persist/forge_stats.py), and recording it:
each seat's place, and where its points came from (the scoring breakdown's parts)."""

from __future__ import annotations

import hashlib
import json
import logging
import time

from kingsforge.forge.engine import scoring
from kingsforge.persist import forge_stats

log = logging.getLogger("kingsforge.ui")


def game_key(record) -> str:
    """The same finished game gives the same key (recorded once however often it is kept)."""
    data = record.to_data()
    body = json.dumps([data["players"], data["seed"], data["data_checksum"], data["moves"]], sort_keys=True,
                      separators=(",", ":"))
    return hashlib.sha256(body.encode()).hexdigest()[:16]


def seat_paths(state, seat: int) -> dict:
    """{path: (VP, how many)} for one seat: contracts forged, guild cards, VP tokens, tools and
    equipment built, achievement hammers."""
    c = state.content
    p = state.p[seat]
    parts = scoring.breakdown(state, seat)
    counts = {"contracts": len(p.forged), "guilds": len(p.guilds), "tokens": len(p.dev),
              "board": sum(1 for i in range(len(c.tokens)) if p.has_token(i)), "achievements": len(p.hammers)}
    return {path: (int(vp), counts.get(path, 0)) for path, vp in parts.items()}


def places(state) -> list[int]:
    """Each seat's place, 0 the best: seats tied past every tie-break share their place (a shared
    win puts every winner at 0), and the next seat's place counts those above it."""
    order = scoring.standings(state)
    keys = {seat: scoring.rank_key(state, seat) for seat in order}
    out = [0] * state.players
    for k, seat in enumerate(order):
        out[seat] = out[order[k - 1]] if k and keys[seat] == keys[order[k - 1]] else k
    return out


def stats_entry(match) -> dict:
    """A shared win (a tie that survives the three tie-breaks, as the game-over screen names it)
    is a win for every winner: each has `won` and place 0, `winners` lists them all, and `winner`
    (the games table's one seat) is -1, as in the kept game (replay.keep_finished), rather than
    the first of them."""
    state = match.state
    winners = scoring.winners(state)
    place = places(state)
    return {"key": game_key(match.record), "played_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "players": state.players, "rounds": state.round, "moves": len(match.record.moves),
            "seed": match.record.seed, "winner": forge_stats.sole_winner(winners), "winners": list(winners),
            "seats": [{"name": s.name, "human": s.human, "level": "human" if s.human else s.level,
                       "place": place[i], "won": i in winners, "paths": seat_paths(state, i)}
                      for i, s in enumerate(match.seats)]}


def record_finished(match, path=None) -> bool:
    """Add a finished game to the statistics (once); never raises at the game-over screen."""
    try:
        return forge_stats.record_game(stats_entry(match), path)
    except Exception as exc:      # statistics must never cost the player the game-over screen
        log.warning("the finished Forge game was not added to the statistics: %s", exc)
        return False
