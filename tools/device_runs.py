"""Many tournaments in one short stay on a lent many-core machine, stopped by a deadline.

    python tools/device_runs.py play OUT SECONDS WORKERS [MATCH[:FIRST-LAST] ...]   # there
    python tools/device_runs.py report OUT [OUT ...]                                 # here
    python tools/device_runs.py replay MATCH GAME [MOVE [REPEATS]]                    # here

`play` hands out the games of the matches below (or of the named ones, or of the named games
of one: `forge_hard_greedy4:257-999` goes on where a run was cut), in that order, one
game at a time to WORKERS processes, and appends every finished game to OUT/<match>.pkl as
it comes back, so a run cut by its deadline keeps every game it finished. It hands out no
game after SECONDS and stops the games still running then. The games are the tournament's
own (`kingsforge tournament` and `tournament --game forge`: the same seeds, seats and
bots), so `report` summarises them with the tournament's own code, adding the think time
pooled over every decision (the tournament prints a p95 per run; chunks would give one each).

`replay` plays one game of a match here, as the tournament plays it. Without MOVE it times every
decision and names the five slowest by move (the number of moves played before it; Forge's
results do not keep it); with MOVE it plays up to that decision and times it REPEATS times (3),
each by a fresh bot of that seat, with the move chosen: how long one of a run's slowest decisions
takes on this machine, and a position to profile. The first time is the game's (the caches as
the game left them); the next ones reuse the odds the first one worked out.
"""

from __future__ import annotations

import json
import multiprocessing as mp
import pickle
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))   # the spawned workers import this file too

EVERY_MASTERWORKS = ("ambassadors_row,masterworks_craft,royal_decree,griffins_landing,variant_monuments,"
                     "deluxe_cards,ambassador_requests")
JUBILEE = "jubilee_gather,jubilee_variant"

# name -> (game, modules, bots, players, games, seed); played in this order.
MATCHES = {
    "kf_hard_normal_mw": ("kingsforge", EVERY_MASTERWORKS, "hard,normal", 2, 1000, 700001),
    "kf_hard_greedy_mw": ("kingsforge", EVERY_MASTERWORKS, "hard,greedy", 2, 1000, 1),
    "forge_hard_greedy4": ("forge", "", "hard,greedy", 4, 1000, 500001),
    "forge_hard_greedy2": ("forge", "", "hard,greedy", 2, 1000, 500001),
    "kf_normal_greedy_jubilee": ("kingsforge", JUBILEE, "normal,greedy", 2, 1000, 700001),
    "kf_hard_normal_jubilee": ("kingsforge", JUBILEE, "hard,normal", 2, 1000, 700001),
}

_contents: dict = {}


def _content(name: str):
    game, modules = MATCHES[name][:2]
    if name not in _contents:
        if game == "forge":
            from kingsforge.forge.content import load_forge
            _contents[name] = load_forge(None)
        else:
            from kingsforge.content import load_content
            _contents[name] = load_content(None, modules=[m for m in modules.split(",") if m])
    return _contents[name]


def _play(job):
    name, index = job
    game, _modules, bots, players, _games, seed = MATCHES[name]
    bots = bots.split(",")
    start = time.perf_counter()
    if game == "forge":
        from kingsforge.forge.commands.tournament import seats_for
        from kingsforge.forge.match import play_game
        result = play_game(_content(name), seats_for(bots, players, index), seed + index, time_moves=True)
    else:
        from kingsforge.ai.tournament import play_one
        result = play_one(_content(name), bots, players, seed, index)
    return name, index, time.perf_counter() - start, result


def _match(name: str) -> tuple:
    """MATCHES[name], or the exit naming the matches there are."""
    if name not in MATCHES:
        sys.exit(f"unknown match '{name}' (choose from {', '.join(MATCHES)})")
    return MATCHES[name]


def _games(spec: str) -> list[tuple[str, int]]:
    """'name' (every game of the match) or 'name:first-last' (those game indices, both included)."""
    name, _, span = spec.partition(":")
    games = _match(name)[4]
    first, last = 0, games - 1
    if span:
        try:
            first, last = (int(x) for x in span.split("-"))
        except ValueError:
            sys.exit(f"'{spec}': give the games as FIRST-LAST, e.g. {name}:0-99")
        if not 0 <= first <= last < games:
            sys.exit(f"'{spec}': the games are numbered 0 to {games - 1}, the first no later than the last")
    return [(name, g) for g in range(first, last + 1)]


def play(out: Path, seconds: float, workers: int, names: list[str], grace: float = 45.0) -> None:
    """Hand out games until `seconds`, collect them until `seconds + grace`, then stop."""
    jobs = [job for spec in names for job in _games(spec)]
    out.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    names = list(dict.fromkeys(name for name, _g in jobs))
    files = {name: open(out / f"{name}.pkl", "ab") for name in names}
    done = {name: 0 for name in names}
    log = open(out / "progress.log", "a")
    ctx = mp.get_context("spawn")
    pool = ctx.Pool(workers)
    pending = iter(jobs)
    running = set()

    def hand_out() -> None:
        while len(running) < workers and time.perf_counter() - start < seconds:
            job = next(pending, None)
            if job is None:
                return
            running.add(job)
            pool.apply_async(_play, (job,), callback=finished.put,
                             error_callback=lambda exc, job=job: finished.put((*job, -1.0, repr(exc))))

    finished = _LocalQueue()
    hand_out()
    while running and time.perf_counter() - start < seconds + grace:
        item = finished.get(timeout=1.0)
        if item is None:
            continue
        name, index, took, result = item
        if took < 0:
            running.discard((name, index))
            print(f"{name} game {index} failed: {result}", file=log, flush=True)
            hand_out()
            continue
        running.discard((name, index))
        pickle.dump((index, took, result), files[name])
        files[name].flush()
        done[name] += 1
        if done[name] % 50 == 0 or done[name] == MATCHES[name][4]:
            print(f"{time.perf_counter() - start:7.1f} s  {name}: {done[name]} games", file=log, flush=True)
        hand_out()
    pool.terminate()
    cut = " ".join(f"{name}:{g}" for name, g in sorted(running))     # to play again (MATCH:FIRST-LAST)
    print(f"{time.perf_counter() - start:7.1f} s  stopped; finished: {json.dumps(done)}; "
          f"cut: {len(running)}{f' ({cut})' if cut else ''}", file=log, flush=True)
    for f in files.values():
        f.close()


class _LocalQueue:
    """The pool's callbacks run on a thread of this process: a plain thread-safe queue will do."""

    def __init__(self):
        import queue
        self._q = queue.Queue()

    def put(self, item) -> None:
        self._q.put(item)

    def get(self, timeout: float):
        import queue
        try:
            return self._q.get(timeout=timeout)
        except queue.Empty:
            return None


def _load(path: Path) -> list:
    rows = []
    with open(path, "rb") as f:
        while True:
            try:
                rows.append(pickle.load(f))
            except EOFError:
                return rows


def _pooled(values: list[float]) -> dict:
    values = sorted(values)
    if not values:
        return {}
    return {"decisions": len(values), "p95_ms": round(values[min(len(values) - 1, int(0.95 * len(values)))], 1),
            "max_ms": round(values[-1], 1)}


def report(outs: list[Path]) -> None:
    """Summarise each match over every folder given (a cut run and the run that went on)."""
    for name, (game, _modules, bots, players, games, seed) in MATCHES.items():
        rows, read = {}, 0
        for out in outs:
            if (out / f"{name}.pkl").exists():
                for row in _load(out / f"{name}.pkl"):
                    rows.setdefault(row[0], row)        # a game played twice (runs that overlap) counts once
                    read += 1
        twice = read - len(rows)
        rows = [rows[i] for i in sorted(rows)]
        if not rows:
            continue
        missing = rows[-1][0] + 1 - rows[0][0] - len(rows)
        results = [r[2] for r in rows]
        cpu_s = sum(r[1] for r in rows)
        bot_list = bots.split(",")
        print(f"== {name}: {len(results)} of {games} games (indices {rows[0][0]}-{rows[-1][0]}"
              f"{f', {missing} missing between' if missing else ''}"
              f"{f', {twice} played twice counted once' if twice else ''}), {cpu_s:.0f} s of worker time")
        if game == "forge":
            from kingsforge.forge.commands.tournament import summarise
            data = summarise(results, bot_list, players, cpu_s, 1)
            pooled = {}
            for r in results:
                for bot, times in r.think_cpu_ms.items():
                    pooled.setdefault(bot, []).extend(times)
            lean = data["strategies"][bot_list[0]]["by_lean"]
            print(json.dumps({"average_rounds": data["average_rounds"],
                              "bots": {b: {k: v for k, v in row.items() if "win" in k or "cpu" in k}
                                       for b, row in data["bots"].items()},
                              "by_lean": {w: [row["players"], row["win_rate"]] for w, row in lean.items()}},
                             indent=1))
        else:
            from kingsforge.ai.tournament import summarise
            s = summarise(results, bot_list, players, seed, 1, cpu_s)
            pooled = {}
            for r in results:
                for seat, bot in enumerate(r.bots):
                    pooled.setdefault(bot, []).extend(t * 1000 for t in r.cpu[seat])
            print(f"average rounds {s.average_rounds}, unfinished {s.unfinished}")
            for line in s.lines:
                print(f"  {line.bot}: wins {line.wins}/{line.seats} ({line.win_rate:.1%}, {line.ci95}), "
                      f"slowest by CPU {line.slowest}")
        for bot, times in pooled.items():
            print(f"  {bot} CPU think time, pooled: {_pooled(times)}")


class _Game:
    """One game of a match, played as the tournament plays it: `step()` plays a move, `seat()`
    is the seat to move, `fresh()` a new bot for it, `decide(bot, legal)` that bot's choice now."""

    def __init__(self, name: str, index: int):
        game, _modules, bots, players, _games, seed = MATCHES[name]
        content, bots = _content(name), bots.split(",")
        self.forge, self.moves = game == "forge", 0
        if self.forge:
            from kingsforge.forge.commands.tournament import seats_for
            from kingsforge.forge.engine import rules
            from kingsforge.forge.engine.setup import new_game
            from kingsforge.forge.match import SeatBot
            self.names = seats_for(bots, players, index)
            self.state = new_game(content, players, seed + index)
            self.seat = lambda: self.state.current()
            self.fresh = lambda: SeatBot(self.names[self.seat()], seed + index, self.seat())
        else:
            from kingsforge.ai import make_bot
            from kingsforge.ai.tournament import MAX_ROUNDS, line_up
            from kingsforge.engine import rules
            from kingsforge.engine.setup import new_game
            self.names = line_up(bots, players, index)
            self.state = new_game(content, players, seed + index)
            self.seat = lambda: self.state.turn
            self.fresh = lambda: make_bot(self.names[self.seat()], (seed + index) * 31 + self.seat())
            self.max_round = MAX_ROUNDS
        self.rules = rules
        self.bots = [None] * players

    def over(self) -> bool:
        return self.state.phase == "over" or (not self.forge and self.state.round > self.max_round)

    def decide(self, bot, legal):
        return bot.choose(self.state, legal, self.moves) if self.forge else bot.choose(self.state, legal)

    def step(self) -> tuple:
        """The seat to move decides and the move is played: (seat, its legal moves, CPU seconds)."""
        seat, legal = self.seat(), self.rules.legal_actions(self.state)
        if self.bots[seat] is None:
            self.bots[seat] = self.fresh()
        start = time.thread_time()
        move = self.decide(self.bots[seat], legal)
        took = time.thread_time() - start
        self.rules.apply_in_place(self.state, move)
        self.moves += 1
        return seat, len(legal), took


def replay(name: str, index: int, move: int | None = None, repeats: int = 3) -> None:
    game = _Game(name, index)
    if move is None:
        timed = []
        while not game.over():
            before = game.moves
            seat, n, took = game.step()
            if n > 1:
                timed.append((took, before, seat))
        print(f"{name} game {index}: {game.moves} moves")
        for took, before, seat in sorted(timed, reverse=True)[:5]:
            print(f"  move {before}: {game.names[seat]} (seat {seat}), {took:.3f} s CPU")
        return
    while game.moves < move and not game.over():
        game.step()
    if game.over():
        sys.exit(f"{name} game {index} ends after {game.moves} moves: there is no move {move}")
    seat, legal = game.seat(), game.rules.legal_actions(game.state)
    print(f"{name} game {index} move {move}: {game.names[seat]} (seat {seat}), {len(legal)} legal moves")
    for _ in range(repeats):
        bot = game.fresh()
        start = time.thread_time()
        chosen = game.decide(bot, legal)
        print(f"  {time.thread_time() - start:.3f} s CPU: {chosen!r}", flush=True)


def _replay_args(argv: list[str]) -> tuple:
    games = _match(argv[0])[4]
    try:
        numbers = [int(a) for a in argv[1:]]
    except ValueError:
        sys.exit(f"replay {' '.join(argv)}: GAME, MOVE and REPEATS are whole numbers")
    if not 0 <= numbers[0] < games or any(n < 0 for n in numbers[1:2]) or any(not 1 <= n <= 20 for n in numbers[2:]):
        sys.exit(f"replay {' '.join(argv)}: GAME is 0 to {games - 1}, MOVE 0 or more, "
                 f"REPEATS 1 to 20")
    return (argv[0], *numbers)


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "report":
        report([Path(a) for a in sys.argv[2:]])
    elif 4 <= len(sys.argv) <= 6 and sys.argv[1] == "replay":
        replay(*_replay_args(sys.argv[2:]))
    elif len(sys.argv) >= 5 and sys.argv[1] == "play":
        play(Path(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), sys.argv[5:] or list(MATCHES))
    else:
        sys.exit(__doc__)
