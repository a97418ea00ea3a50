"""Why Forge games end when they do: self-play by one bot (Greedy unless BOT names another),
and for each achievement the share of games and of players that reach it and the mean round a
player gets there; the share of players that built each token; where the Blacksmiths went (per
player, a game); and the five achievements of the player who triggered the end. Used for the
balance notes in docs/cards.md (Forge section).

    python tools/forge_achievement_race.py PLAYERS GAMES [SEED] [DATA_DIR|-] [BOT]
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kingsforge.forge.content import load_forge  # noqa: E402
from kingsforge.forge.engine import rules  # noqa: E402
from kingsforge.forge.engine.actions import BLACKSMITH, Place  # noqa: E402
from kingsforge.forge.engine.record import GameRecord  # noqa: E402
from kingsforge.forge.match import SeatBot  # noqa: E402


def race(content, players: int, games: int, seed: int, bot: str = "greedy") -> None:
    names = [a.id for a in content.achievements]
    arrivals = defaultdict(list)                  # achievement -> round of each player's hammer
    reached, rounds, tokens, enders, smiths = Counter(), Counter(), Counter(), Counter(), Counter()
    for g in range(games):
        record = GameRecord(content, players, seed + g)
        seats = [SeatBot(bot, seed + g, i) for i in range(players)]
        seen = [set() for _ in range(players)]
        ender = None
        s = record.state
        while s.phase != "over":
            move = seats[s.current()].choose(s, rules.legal_actions(s), len(record.moves))
            if isinstance(move, Place) and move.worker == BLACKSMITH:
                smiths[move.location] += 1
            rules.apply_in_place(s, move)
            record.moves.append(move)
            for i, p in enumerate(s.p):
                for column in set(p.hammers) - seen[i]:
                    seen[i].add(column)
                    arrivals[names[column]].append(s.round)
                if ender is None and len(p.hammers) == content.end_hammers:
                    ender = i
                    enders[", ".join(sorted(names[c] for c in p.hammers))] += 1
        rounds[s.round] += 1
        reached.update(names[c] for c, col in enumerate(s.board) if col)
        for p in s.p:
            tokens.update(t.id for b, t in enumerate(content.tokens) if p.tokens >> b & 1)
    seats_played = games * players
    print(f"{bot} self-play, {games} games, {players} players, seeds {seed}..{seed + games - 1}: "
          f"average {sum(k * v for k, v in rounds.items()) / games:.2f} rounds, {dict(sorted(rounds.items()))}")
    for name in names:
        r = arrivals[name]
        mean = f"{sum(r) / len(r):.1f}" if r else "-"
        print(f"  {name:<11} games {reached[name] / games:5.0%}  players {len(r) / seats_played:5.0%}  mean round {mean}")
    print("  tokens built (share of players): "
          + ", ".join(f"{t.id} {tokens[t.id] / seats_played:.0%}" for t in content.tokens))
    print("  Blacksmith placements per player a game: "
          + ", ".join(f"{place} {n / seats_played:.1f}" for place, n in smiths.most_common()))
    print("  the end-triggering player's five:")
    for five, n in enders.most_common(4):
        print(f"    {n / games:4.0%}  {five}")


def main(argv: list[str]) -> int:
    try:
        players, games = int(argv[0]), int(argv[1])
        seed = int(argv[2]) if len(argv) > 2 else 1
    except (IndexError, ValueError):
        print("usage: forge_achievement_race.py PLAYERS GAMES [SEED] [DATA_DIR|-] [BOT]", file=sys.stderr)
        return 2
    if not 2 <= players <= 4 or games < 1:
        print("PLAYERS must be 2-4 and GAMES at least 1", file=sys.stderr)
        return 2
    data = argv[3] if len(argv) > 3 and argv[3] != "-" else None
    race(load_forge(data), players, games, seed, argv[4] if len(argv) > 4 else "greedy")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
