"""Playing Forge games between computer players: one game with its statistics, the seat
bots whose every choice is a pure function of (position, game seed, seat, move number),
so a saved game resumes exactly. Used by headless play, simulate, tournament and bench."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from kingsforge import seatbot
from kingsforge.forge.ai import BOTS, make_bot
from kingsforge.forge.engine import rules, scoring
from kingsforge.forge.engine.record import GameRecord, digest


class MatchError(Exception):
    """A player-facing problem (bad bot name): one line, exit code 2."""


class SeatBot(seatbot.SeatBot):
    """Forge's seat bot (kingsforge/seatbot.py)."""

    game = "forge"
    make_bot = staticmethod(make_bot)


def check_bots(names, players: int | None = None) -> list[str]:
    names = [n.strip() for n in names if n.strip()]
    for name in names:
        if name not in BOTS:
            raise MatchError(f"unknown Forge bot '{name}' (choose from {', '.join(sorted(BOTS))})")
    if players is None and not 2 <= len(names) <= 4:
        raise MatchError("name 2 to 4 bots, e.g. --bots random,greedy")
    if not names:
        raise MatchError("name at least one bot, e.g. --bots random,greedy")
    return names


@dataclass
class GameResult:
    seed: int
    bots: list                      # bot name per seat
    first_player: int
    winners: list                   # seats sharing first place
    rounds: int
    moves: int
    scores: list
    breakdowns: list
    drawn: list = field(default_factory=list)     # contract ids drawn into any hand
    forged: list = field(default_factory=list)    # contract ids forged, per seat
    achievements: list = field(default_factory=list)   # per column: seats by arrival
    think_ms: dict = field(default_factory=dict)  # bot name -> decision times (ms), wall clock
    think_cpu_ms: dict = field(default_factory=dict)   # the same decisions' CPU time (ms): a shared
                                                       # machine's load inflates the wall clock only
    digest: str = ""


def play_game(content, bots: list[str], seed: int, time_moves: bool = False) -> GameResult:
    record = GameRecord(content, len(bots), seed)
    seats = [SeatBot(name, seed, seat) for seat, name in enumerate(bots)]
    first = record.state.anvil
    drawn: set = set()
    think: dict = {}
    think_cpu: dict = {}
    clock, cpu = time.perf_counter, time.thread_time
    while record.state.phase != "over":
        s = record.state
        legal = rules.legal_actions(s)
        seat = s.current()
        start, start_cpu = clock(), cpu()
        move = seats[seat].choose(s, legal, len(record.moves))
        if time_moves and len(legal) > 1:
            think.setdefault(bots[seat], []).append((clock() - start) * 1000)
            think_cpu.setdefault(bots[seat], []).append((cpu() - start_cpu) * 1000)
        rules.apply_in_place(s, move)
        record.moves.append(move)
        for p in s.p:
            drawn.update(p.hand)
    s = record.state
    c = content
    for p in s.p:
        drawn.update(p.forged)
    return GameResult(seed=seed, bots=list(bots), first_player=first, winners=scoring.winners(s), rounds=s.round,
                      moves=len(record.moves), scores=[scoring.score(s, i) for i in range(s.players)],
                      breakdowns=[scoring.breakdown(s, i) for i in range(s.players)],
                      drawn=sorted(c.contracts[i].id for i in drawn),
                      forged=[[c.contracts[i].id for i in p.forged] for p in s.p],
                      achievements=[list(col) for col in s.board], think_ms=think,
                      think_cpu_ms=think_cpu, digest=digest(s))
