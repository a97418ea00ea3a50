"""Forced strategies among Hard players: the issue's "no single strategy (all contracts, all
guilds, all development) winning much more than the others among Hard players", measured by
making each Hard player follow one way, instead of reading ways off unforced players after the
fact (commands/strategies.py, whose "lean" mostly sorts players by how well they forged).

A forced player is Hard whose value of a position counts that way's points (the split of
`strategies.ways`: contracts' VP, guild points, or Tools, Equipment and VP tokens) `WEIGHT`
times over, on top of Hard's own value; so it chases that way while still playing the rest of
the game well. The seats are rotated over every order of the ways (3 players: the six orders
of contracts, guilds and development; 2 players: each pair, both seatings), seeds from SEED.

    python tools/forge_forced_strategies.py play PLAYERS GAMES SEED OUT.jsonl [WORKERS] [DATA_DIR]
    python tools/forge_forced_strategies.py OUT.jsonl [...]     # the table

Each finished game is one JSON line, so a run cut by `timeout` keeps what it played.
Results: docs/cards.md (Forge, "Strategies among Hard players").
"""

from __future__ import annotations

import itertools
import json
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kingsforge.forge.commands.strategies import STRATEGIES, ways  # noqa: E402

WEIGHT = 1.0


def forced_bot(way: str, seed: int):
    from kingsforge.forge.ai.hard import HardBot
    from kingsforge.forge.ai.hard_value import hard_worth
    from kingsforge.forge.engine import scoring

    def judge(s, seat: int) -> float:
        return hard_worth(s, seat) + WEIGHT * ways(scoring.breakdown(s, seat))[way]

    bot = HardBot(seed=seed, name=f"hard-{way}")
    bot.judge = judge
    return bot


def orders(players: int) -> list[tuple]:
    if players == 3:
        return list(itertools.permutations(STRATEGIES))
    if players == 2:
        return list(itertools.permutations(STRATEGIES, 2))
    raise SystemExit("PLAYERS must be 2 or 3")


def play_one(job) -> dict:
    """One game through forge.match.play_game (its seats, seeds and re-seeding), each forced bot
    offered there under the name hard-<way>."""
    order, seed, data = job
    from kingsforge.forge.ai import BOTS
    from kingsforge.forge.content import load_forge
    from kingsforge.forge.match import play_game

    for way in STRATEGIES:
        BOTS.setdefault(f"hard-{way}", lambda seed=0, name="", way=way: forced_bot(way, seed))
    r = play_game(load_forge(data), [f"hard-{way}" for way in order], seed)
    return {"seed": seed, "ways": list(order), "rounds": r.rounds, "winners": r.winners,
            "scores": r.scores, "breakdowns": r.breakdowns}


def play(players: int, games: int, seed: int, out: Path, workers: int, data: str | None) -> None:
    seatings = orders(players)
    jobs = [(seatings[g % len(seatings)], seed + g, data) for g in range(games)]
    with Pool(workers) as pool, out.open("a") as f:
        for row in pool.imap_unordered(play_one, jobs):
            f.write(json.dumps(row) + "\n")
            f.flush()


def table(rows: list[dict]) -> str:
    players = len(rows[0]["ways"])
    stats = {w: {"seats": 0, "wins": 0.0, "score": 0, "points": {k: 0 for k in STRATEGIES}} for w in STRATEGIES}
    for r in rows:
        for seat, way in enumerate(r["ways"]):
            row = stats[way]
            row["seats"] += 1
            row["score"] += r["scores"][seat]
            if seat in r["winners"]:
                row["wins"] += 1 / len(r["winners"])
            for k, v in ways(r["breakdowns"][seat]).items():
                row["points"][k] += v
    rounds = [r["rounds"] for r in rows]
    lines = [f"{len(rows)} games, {players} players, {sum(rounds) / len(rounds):.2f} rounds on average "
             f"({min(rounds)}-{max(rounds)}; {sum(x < 8 for x in rounds) / len(rounds):.0%} under 8); "
             f"even win rate {1 / players:.0%}",
             "| forced way | seats | win rate | average score | contracts / guilds / development points |",
             "|---|---|---|---|---|"]
    for way, row in stats.items():
        n = row["seats"]
        if n:
            pts = " / ".join(f"{row['points'][k] / n:.1f}" for k in STRATEGIES)
            lines.append(f"| {way} | {n} | {row['wins'] / n:.1%} | {row['score'] / n:.1f} | {pts} |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if argv[:1] == ["play"]:
        try:
            players, games, seed, out = int(argv[1]), int(argv[2]), int(argv[3]), Path(argv[4])
            workers = int(argv[5]) if len(argv) > 5 else 1
        except (IndexError, ValueError):
            print("usage: forge_forced_strategies.py play PLAYERS GAMES SEED OUT.jsonl [WORKERS] [DATA_DIR]",
                  file=sys.stderr)
            return 2
        play(players, games, seed, out, workers, argv[6] if len(argv) > 6 else None)
        return 0
    for name in argv:
        rows = [json.loads(line) for line in Path(name).read_text().splitlines() if line.strip()]
        print(f"{name}: " + table(rows) if rows else f"{name}: no games")
    return 0 if argv else 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
