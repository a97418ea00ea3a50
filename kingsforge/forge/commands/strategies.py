"""Which way each Forge player scored, and how each way fared: the issue's "no single strategy
(all contracts, all guilds, all development) winning much more than the others".

A player's final score splits by source (`scoring.breakdown`). Three of the sources are the
strategies a player chooses between:

- contracts:   the VP printed on the contracts they forged;
- guilds:      guild points (the guild cards they hold times the icons they gathered);
- development: what they built and developed: Tools and Equipment on their board, plus VP
               tokens (Elaborate Exterior, Store Extension, Wood Lathe, Trip Hammer, skill past
               its top).

Achievement points are left out of the choice: every player earns them, from all three ways
alike. Two readings, both reported:

- by points: a player's strategy is the way that gave them the most points; an exact tie between
  the top two is "mixed". `share` is that way's part of the three ways' points together. Almost
  every player builds some Tools and Equipment, so this reading calls most players
  "development".
- by lean: each way's points are first divided by the average of that way over every player in
  the sample (the field), so the strategy is the way the player leaned on more than the field
  did (a player with 1.5 times the field's contract points and 0.8 times its guild points leaned
  on contracts).
"""

from __future__ import annotations

STRATEGIES = ("contracts", "guilds", "development")
MIXED = "mixed"


def ways(breakdown: dict) -> dict:
    """A score breakdown -> points per strategy."""
    return {"contracts": breakdown.get("contracts", 0), "guilds": breakdown.get("guilds", 0),
            "development": breakdown.get("board", 0) + breakdown.get("tokens", 0)}


def classify(breakdown: dict, field: dict | None = None) -> tuple[str, float]:
    """(strategy, its share of the three ways' points) for one player's breakdown; with `field`
    (the average points per way), by lean: each way weighed against the field's average."""
    points = ways(breakdown)
    total = sum(points.values())
    weight = {w: points[w] / field[w] if field and field.get(w) else points[w] for w in STRATEGIES}
    order = sorted(STRATEGIES, key=lambda w: -weight[w])
    share = round(points[order[0]] / total, 4) if total > 0 else 0.0
    if total <= 0 or weight[order[0]] == weight[order[1]]:
        return MIXED, share
    return order[0], share


def field_average(results) -> dict:
    """The average points per way over every player in `results`."""
    rows = [ways(b) for r in results for b in r.breakdowns]
    return {w: sum(row[w] for row in rows) / len(rows) for w in STRATEGIES} if rows else {}


def tally(results, bot: str | None = None, lean: bool = False) -> dict:
    """Per strategy: how many players (of `bot`, or all) followed it, their win rate (a shared
    win counts as a share) and average score, share and points by source. `lean`: classify by
    lean against the field (every player of `results`) instead of by points."""
    rows: dict = {}
    field = field_average(results) if lean else None
    for r in results:
        for seat, name in enumerate(r.bots):
            if bot is not None and name != bot:
                continue
            b = r.breakdowns[seat]
            way, share = classify(b, field)
            row = rows.setdefault(way, {"players": 0, "wins": 0.0, "score": 0, "share": 0.0,
                                        "points": {k: 0 for k in b}})
            row["players"] += 1
            if seat in r.winners:
                row["wins"] += 1 / len(r.winners)
            row["score"] += r.scores[seat]
            row["share"] += share
            for k, v in b.items():
                row["points"][k] = row["points"].get(k, 0) + v
    everyone = sum(row["players"] for row in rows.values())
    out = {}
    for way in STRATEGIES + (MIXED,):
        row = rows.get(way)
        if not row:
            continue
        n = row["players"]
        out[way] = {"players": n, "of_players": round(n / everyone, 4), "win_rate": round(row["wins"] / n, 4),
                    "average_score": round(row["score"] / n, 2), "average_share": round(row["share"] / n, 4),
                    "points": {k: round(v / n, 2) for k, v in row["points"].items()}}
    return out


def table(report: dict, players: int) -> str:
    """The report as a Markdown table (docs/cards.md); `players` gives the even win rate."""
    lines = [f"| strategy | players | share of players | win rate (even: {1 / players:.0%}) | average score "
             "| its share of the three ways | contracts / guilds / development / achievements |",
             "|---|---|---|---|---|---|---|"]
    for way, row in report.items():
        p = row["points"]
        lines.append(f"| {way} | {row['players']} | {row['of_players']:.0%} | {row['win_rate']:.0%} | "
                     f"{row['average_score']} | {row['average_share']:.0%} | {p.get('contracts', 0)} / "
                     f"{p.get('guilds', 0)} / {round(p.get('board', 0) + p.get('tokens', 0), 2)} / "
                     f"{p.get('achievements', 0)} |")
    return "\n".join(lines)
