"""The strategy tables of docs/cards.md (Forge section): per way of scoring (contracts, guilds,
development), how many players followed it and their win rate, by points and by lean
(kingsforge/forge/commands/strategies.py says how each is read).

From a saved `kingsforge tournament --game forge --json` (or `simulate --game forge --json`):

    python tools/forge_strategy_table.py RESULT.json [BOT]

Or play the games here, one line per game appended to GAMES.jsonl as each ends (so a run cut
short by a time limit keeps what it played; a rerun skips the seeds already there), then read
the tables off that file:

    python tools/forge_strategy_table.py play hard,hard,hard,hard 40 1 GAMES.jsonl
    python tools/forge_strategy_table.py GAMES.jsonl
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kingsforge.forge.commands.strategies import table, tally  # noqa: E402


def play(bots: list[str], games: int, seed: int, out: Path) -> None:
    """Seat-rotated games, seeds seed.., each appended to `out` as it ends."""
    from kingsforge.forge.content import load_forge
    from kingsforge.forge.match import play_game
    done = {json.loads(line)["seed"] for line in out.read_text(encoding="utf-8").splitlines()} if out.exists() else set()
    content = load_forge()
    for g in range(games):
        if seed + g in done:
            continue
        seats = bots[g % len(bots):] + bots[:g % len(bots)]
        r = play_game(content, seats, seed + g)
        with out.open("a", encoding="utf-8") as f:
            f.write(json.dumps({"seed": r.seed, "bots": r.bots, "winners": r.winners, "rounds": r.rounds,
                                "scores": r.scores, "breakdowns": r.breakdowns}) + "\n")


def from_lines(path: Path) -> dict:
    from types import SimpleNamespace
    results = [SimpleNamespace(**json.loads(line)) for line in path.read_text(encoding="utf-8").splitlines()]
    players = len(results[0].bots)
    return {"games": len(results), "players": players,
            "average_rounds": round(sum(r.rounds for r in results) / len(results), 2),
            "strategies": {"by_points": tally(results), "by_lean": tally(results, lean=True)}}


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: forge_strategy_table.py RESULT.json [BOT]", file=sys.stderr)
        return 2
    if argv[0] == "play":
        try:
            bots, games, seed, out = argv[1].split(","), int(argv[2]), int(argv[3]), Path(argv[4])
        except (IndexError, ValueError):
            print("usage: forge_strategy_table.py play BOTS GAMES SEED OUT.jsonl", file=sys.stderr)
            return 2
        play(bots, games, seed, out)
        return 0
    try:
        path = Path(argv[0])
        data = from_lines(path) if path.suffix == ".jsonl" else json.loads(path.read_text(encoding="utf-8"))
        report = data["strategies"]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        print(f"{argv[0]}: not a Forge simulate/tournament --json output with strategies ({exc})", file=sys.stderr)
        return 2
    if "by_points" not in report:                 # a tournament: one report per bot
        bot = argv[1] if len(argv) > 1 else next(iter(report))
        if bot not in report:
            print(f"{argv[0]}: no bot '{bot}' here (bots: {', '.join(report)})", file=sys.stderr)
            return 2
        report = report[bot]
    for reading in ("by_points", "by_lean"):
        rounds = f", {data['average_rounds']} rounds on average" if "average_rounds" in data else ""
        print(f"{reading.replace('_', ' ')} ({data['games']} games, {data['players']} players{rounds}):\n")
        print(table(report[reading], data["players"]) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
