"""`kingsforge simulate --game forge`: headless Forge games between bots (rotated through the
seats) and the statistics used to balance the cards (docs/cards.md, Forge section)."""

from __future__ import annotations

import json
from collections import Counter

from kingsforge.commands.english import counted, seed_range
from kingsforge.commands.usage import UsageError, check_games
from kingsforge.forge.commands import load, strategies
from kingsforge.forge.match import MatchError, check_bots, play_game


def run(args) -> int:
    try:
        bots = check_bots(args.bots.split(","), players=args.players)
    except MatchError as exc:
        raise UsageError(str(exc)) from None
    if not 2 <= args.players <= 4:
        raise UsageError("--players must be 2, 3 or 4")
    check_games(args.games)
    content = load(args)
    results = [play_game(content, [bots[(i + g) % len(bots)] for i in range(args.players)], args.seed + g)
               for g in range(args.games)]
    data = summarise(content, results, args.players)
    if args.json:
        print(json.dumps(data, indent=2))
        return 0
    seeds = seed_range(args.seed, args.games)
    print(f"{counted(data['games'], 'Forge game')}, {args.players} players, {seeds}; "
          f"rounds: average {data['average_rounds']}, shortest {data['rounds_min']}, longest {data['rounds_max']}")
    print("win rate per bot (share of its seats that won):")
    for bot, rate in data["win_rate"].items():
        print(f"  {bot:<10} {rate:6.1%}")
    print("win rate by turn order (seat 1 = the first player):")
    for i, rate in enumerate(data["win_rate_per_turn_order"]):
        print(f"  seat {i + 1}: {rate:6.1%}")
    print("score by seat (average; seat 1 = the first player): "
          + ", ".join(f"seat {i + 1} {score}" for i, score in enumerate(data["score_by_turn_order"])))
    print("achievements reached (share of games):")
    for name, rate in data["achievement_rate"].items():
        print(f"  {name:<12} {rate:6.1%}")
    print(f"average score {data['average_score']}; forge rate per contract (forged / drawn), lowest first:")
    rates = [(cid, rate) for cid, rate in data["forge_rate"].items() if rate is not None]
    for cid, rate in sorted(rates, key=lambda kv: kv[1])[:10]:
        print(f"  {cid:<24} {rate:6.1%}")
    return 0



def summarise(content, results, players: int) -> dict:
    games = len(results)
    wins, seats, turn_wins = Counter(), Counter(), [0.0] * players
    drawn, forged = Counter(), Counter()
    reached = Counter()
    for r in results:
        share = 1 / len(r.winners)
        for seat, bot in enumerate(r.bots):
            seats[bot] += 1
            if seat in r.winners:
                wins[bot] += share
                turn_wins[(seat - r.first_player) % players] += share
        drawn.update(r.drawn)
        for ids in r.forged:
            forged.update(set(ids))
        for column, arrivals in enumerate(r.achievements):
            if arrivals:
                reached[content.achievements[column].id] += 1
    return {
        "game": "forge", "games": games, "players": players,
        "average_rounds": round(sum(r.rounds for r in results) / games, 2),
        "rounds_min": min(r.rounds for r in results), "rounds_max": max(r.rounds for r in results),
        "round_histogram": dict(sorted(Counter(r.rounds for r in results).items())),
        "win_rate": {bot: round(wins[bot] / seats[bot], 4) for bot in seats},
        "win_rate_per_turn_order": [round(w / games, 4) for w in turn_wins],
        "average_score": round(sum(sum(r.scores) for r in results) / (games * players), 2),
        "score_by_turn_order": [round(sum(r.scores[(r.first_player + k) % players] for r in results) / games, 2)
                                for k in range(players)],
        "achievement_rate": {a.id: round(reached[a.id] / games, 4) for a in content.achievements},
        "forge_rate": {k.id: round(forged[k.id] / drawn[k.id], 4) if drawn[k.id] else None
                       for k in content.contracts},
        "drawn": {k.id: drawn[k.id] for k in content.contracts},
        "points": {part: round(sum(b[part] for r in results for b in r.breakdowns) / (games * players), 2)
                   for part in ("tokens", "board", "contracts", "achievements", "guilds")},
        # per way of scoring (contracts, guilds, development): players, win rate (strategies.py)
        "strategies": {"by_points": strategies.tally(results), "by_lean": strategies.tally(results, lean=True)},
    }
