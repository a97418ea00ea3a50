"""`kingsforge tournament`: seat-rotated seeded games between bots, in parallel.

Game g uses seed `seed + g` and the line-up rotated by g seats, so every bot
sits in every seat equally often (the first player also varies with the seed).
Games run in worker processes; each returns its result, every decision's think
time, and what was claimed (for card balance, see balance.py). Results are
gathered in game order, so the output depends only on the arguments, not on
the number of workers.
"""

from __future__ import annotations

import multiprocessing as mp
import time
from dataclasses import dataclass, field

from kingsforge.ai.stats import percentile, wilson
from kingsforge.commands.english import counted, seed_range
from kingsforge.engine import rules
from kingsforge.engine.actions import Claim, Dock, Visit
from kingsforge.engine.setup import new_game
from kingsforge.seatbot import settle_memory

MAX_ROUNDS = 60      # a safety net; a game this long is reported as unfinished
SLOWEST = 5          # the slowest decisions a summary names, to replay them alone


@dataclass
class GameOutcome:
    index: int
    seed: int
    bots: list[str]                  # bot per seat
    winner: int                      # seat, -1 if unfinished
    first_player: int
    rounds: int
    think: list[list[float]]         # per seat: wall seconds per decision
    cpu: list[list[float]]           # per seat: CPU seconds per decision
    gather_cards: list[str]          # the gather cards in this game
    claims: list[list]               # [round, seat, gather card id, option]
    docks: list[list]                # [round, seat, dock action index]
    dealt: list[str]                 # craft cards dealt
    tucked: list[list[str]]          # craft cards claimed, per seat
    crafted_by_round: list[list]     # [round, seat, craft card id] at each claim
    seen: list[list]                 # [round, gather card id]: face up at some point that round
    shown: list[list]                # [round, craft card id]: on display at some point of the craft phase
    visits: list[list] = field(default_factory=list)    # [round, seat, visitor id, option] (Griffin's Landing)
    landing: list[list] = field(default_factory=list)   # [round, visitor id]: shown at the start of the round
    moves: list[list[int]] = field(default_factory=list)  # per seat: the move number of each decision


def line_up(bots: list[str], players: int, game: int) -> list[str]:
    seats = [bots[i % len(bots)] for i in range(players)]
    shift = game % players
    return seats[shift:] + seats[:shift]


def play_one(content, bots: list[str], players: int, seed: int, index: int) -> GameOutcome:
    from kingsforge.ai import make_bot
    game_seed = seed + index
    names = line_up(bots, players, index)
    state = new_game(content, players, game_seed)
    seats = [make_bot(name, game_seed * 31 + seat) for seat, name in enumerate(names)]
    think = [[] for _ in range(players)]
    cpu = [[] for _ in range(players)]
    claims, docks, crafted_by_round = [], [], []
    first = state.anvil
    gather_cards = [content.gather[i].id for i in state.gather_cards]
    craft = content.craft
    dealt = [craft[i].id for i in state.display + state.waiting + state.beside if craft[i].tile is None]
    seen, shown = set(), set()
    visits, landing = [], []
    moves = [[] for _ in range(players)]
    move = 0                            # moves applied so far: replaying that many reaches a decision
    while state.phase != "over" and state.round <= MAX_ROUNDS:
        if state.piles and (not landing or landing[-1][0] != state.round):
            landing.extend([state.round, content.visitors[pile[0]].id] for pile in state.piles)
        if state.phase == "gather":
            seen.update((state.round, c) for c in state.gather_row if c >= 0)
        else:
            shown.update((state.round, c) for c in state.display + state.beside if craft[c].tile is None)
        p = state.turn
        legal = rules.legal_actions(state)
        t0, c0 = time.perf_counter(), time.thread_time()
        action = seats[p].choose(state, legal)
        if len(legal) > 1:
            settle_memory()             # as the table's seats do (seatbot.SeatBot), inside the timing
        think[p].append(time.perf_counter() - t0)
        cpu[p].append(time.thread_time() - c0)
        moves[p].append(move)
        if action not in legal:
            raise RuntimeError(f"{names[p]} chose an illegal move {action!r}")
        if isinstance(action, Claim):
            claims.append([state.round, p, content.gather[action.card].id, action.option])
        elif isinstance(action, Dock):
            docks.append([state.round, p, action.action])
        elif isinstance(action, Visit):
            visits.append([state.round, p, content.visitors[action.card].id, action.option])
        before = [len(t) for t in state.tucked]
        rnd = state.round
        rules.apply_in_place(state, action)
        move += 1
        for q in range(players):
            for card in state.tucked[q][before[q]:]:
                crafted_by_round.append([rnd, q, content.craft[card].id])
    finished = state.phase == "over"
    return GameOutcome(index=index, seed=game_seed, bots=names, winner=state.standings()[0] if finished else -1,
                       first_player=first, rounds=state.round, think=think, cpu=cpu,
                       gather_cards=gather_cards, claims=claims, docks=docks, dealt=dealt,
                       tucked=[[content.craft[i].id for i in t] for t in state.tucked],
                       crafted_by_round=crafted_by_round,
                       seen=sorted([r, content.gather[c].id] for r, c in seen),
                       shown=sorted([r, content.craft[c].id] for r, c in shown), visits=visits, landing=landing,
                       moves=moves)


# --- running many games ----------------------------------------------------------------------
_worker_content = None


def _init_worker(content):
    global _worker_content
    _worker_content = content


def _run_job(job):
    bots, players, seed, index = job
    return play_one(_worker_content, bots, players, seed, index)


def run_games(content, bots: list[str], players: int, games: int, seed: int, workers: int = 0,
              progress=None) -> list[GameOutcome]:
    """Play the games, in `workers` processes (0: one per core; 1: in this process; never more
    than one per core or per game: the results are the same whatever the number)."""
    from kingsforge.commands.usage import worker_count

    jobs = ((bots, players, seed, g) for g in range(games))      # made as they are handed out
    workers = worker_count(max(0, workers), games)
    results = []
    if workers == 1:
        for job in jobs:
            results.append(play_one(content, *job))
            if progress:
                progress(len(results), games)
    else:
        ctx = mp.get_context("spawn")      # no forked threads or locks; content is sent once per worker
        with ctx.Pool(workers, initializer=_init_worker, initargs=(content,)) as pool:
            for outcome in pool.imap_unordered(_run_job, jobs, chunksize=1):
                results.append(outcome)
                if progress:
                    progress(len(results), games)
    results.sort(key=lambda r: r.index)
    return results


# --- summarising --------------------------------------------------------------------------------
@dataclass
class BotLine:
    bot: str
    games: int = 0                  # games with at least one seat of this bot
    seats: int = 0
    wins: int = 0
    win_rate: float = 0.0
    ci95: tuple = (0.0, 0.0)
    fair_share: float = 0.0         # win rate if every seat were equal
    decisions: int = 0
    think_mean_ms: float = 0.0
    think_p95_ms: float = 0.0
    think_max_ms: float = 0.0
    cpu_p95_ms: float = 0.0
    cpu_max_ms: float = 0.0         # the slowest decision by CPU (the wall clock's max carries the load)
    slowest: list = field(default_factory=list)   # [game index, move number, CPU ms]: to replay them


@dataclass
class Summary:
    bots: list[str]
    players: int
    games: int
    seed: int
    workers: int
    seconds: float
    unfinished: int = 0
    average_rounds: float = 0.0
    lines: list[BotLine] = field(default_factory=list)
    wins_by_turn_order: list[int] = field(default_factory=list)


def summarise(results: list[GameOutcome], bots: list[str], players: int, seed: int, workers: int,
              seconds: float) -> Summary:
    s = Summary(bots=bots, players=players, games=len(results), seed=seed, workers=workers,
                seconds=round(seconds, 1), wins_by_turn_order=[0] * players)
    names = list(dict.fromkeys(bots))
    lines = {b: BotLine(bot=b) for b in names}
    times = {b: [] for b in names}
    cpus = {b: [] for b in names}
    slow = {b: [] for b in names}
    for r in results:
        for b in set(r.bots):
            lines[b].games += 1
        for seat, b in enumerate(r.bots):
            lines[b].seats += 1
            times[b].extend(r.think[seat])
            cpus[b].extend(r.cpu[seat])
            slow[b].extend((c, r.index, m) for c, m in zip(r.cpu[seat], r.moves[seat]))
        if r.winner < 0:
            s.unfinished += 1
        else:
            lines[r.bots[r.winner]].wins += 1
            s.wins_by_turn_order[(r.winner - r.first_player) % players] += 1
    s.average_rounds = round(sum(r.rounds for r in results) / max(1, len(results)), 2)
    for b, line in lines.items():
        line.win_rate = round(line.wins / max(1, line.games), 4)
        lo, hi = wilson(line.wins, line.games)
        line.ci95 = (round(lo, 4), round(hi, 4))
        line.fair_share = round(line.seats / max(1, line.games) / players, 4)
        ts = times[b]
        line.decisions = len(ts)
        if ts:
            line.think_mean_ms = round(sum(ts) / len(ts) * 1000, 2)
            line.think_p95_ms = round(percentile(ts, 95) * 1000, 2)
            line.think_max_ms = round(max(ts) * 1000, 1)
            line.cpu_p95_ms = round(percentile(cpus[b], 95) * 1000, 2)
            line.cpu_max_ms = round(max(cpus[b]) * 1000, 1)
            line.slowest = [[g, m, round(c * 1000, 1)] for c, g, m in sorted(slow[b], reverse=True)[:SLOWEST]]
    s.lines = list(lines.values())
    return s



def format_summary(s: Summary) -> str:
    seeds = seed_range(s.seed, s.games)
    rows = [f"{counted(s.games, 'game')}, {s.players} players, bots {','.join(s.bots)} (rotated through the seats), "
            f"{seeds}; {counted(s.workers, 'worker')}, {s.seconds} s; "
            f"average {s.average_rounds} rounds" + (f"; {s.unfinished} unfinished" if s.unfinished else ""),
            f"{'bot':<8} {'games':>5} {'wins':>5} {'win rate':>8}  {'95% CI':<17} {'fair':>6}  "
            f"{'think mean':>10} {'p95':>9} {'max':>9} {'cpu p95':>9} {'cpu max':>9}  decisions"]
    for ln in s.lines:
        ci = f"[{ln.ci95[0]:.1%}, {ln.ci95[1]:.1%}]"
        rows.append(f"{ln.bot:<8} {ln.games:>5} {ln.wins:>5} {ln.win_rate:>8.1%}  {ci:<17} {ln.fair_share:>6.1%}  "
                    f"{ln.think_mean_ms:>8.1f}ms {ln.think_p95_ms:>7.1f}ms {ln.think_max_ms:>7.0f}ms "
                    f"{ln.cpu_p95_ms:>7.1f}ms {ln.cpu_max_ms:>7.0f}ms  {ln.decisions}")
    for ln in s.lines:
        if ln.slowest:
            rows.append(f"{ln.bot} slowest by CPU (game index, moves before it): " +
                        ", ".join(f"{c:.0f}ms at {g}:{m}" for g, m, c in ln.slowest))
    order = ", ".join(f"{i + 1}: {w}" for i, w in enumerate(s.wins_by_turn_order))
    rows.append(f"wins by turn order (1 = first player): {order}")
    rows.append("think = wall-clock seconds per decision; cpu = the same decisions' CPU time (less sensitive to load)")
    return "\n".join(rows)
