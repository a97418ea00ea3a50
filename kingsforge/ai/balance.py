"""Card balance from tournament games: which house cards are dead or automatic.

For craft cards: how often a dealt card is claimed, in which round, and
claims per round on display (a card nobody can make waits on display: dead; a
card claimed the first round it shows, every time: automatic). For gather cards: how often each option is claimed in rounds the
card was face up. For dock actions: how often each is used per round. For visitors
(Griffin's Landing): how often each is hosted in the rounds it is shown, gift against
collaboration, and how often a seat that hosted it won.

`python -m kingsforge.ai.balance --bots normal,normal --players 2 --games 200`
runs the games (like the tournament) and prints the report; `--json` for data.
"""

from __future__ import annotations

import argparse
import json
import sys

DEAD = 0.05          # claimed in fewer than 5% of the chances: flagged as (nearly) dead
AUTOMATIC = 0.95     # claimed in 95% or more: flagged as automatic


def balance_report(content, results) -> dict:
    games = len(results)
    craft = {}
    for card in content.craft:
        craft[card.id] = {"name": card.name, "rank": card.rank, "source": card.source,
                          "dealt": 0, "claimed": 0, "rounds": [], "rounds_shown": 0}
    for r in results:
        for cid in r.dealt:
            craft[cid]["dealt"] += 1
        for rnd, _seat, cid in r.crafted_by_round:
            craft[cid]["claimed"] += 1
            craft[cid]["rounds"].append(rnd)
        for _rnd, cid in r.shown:
            craft[cid]["rounds_shown"] += 1
    for row in craft.values():
        row["claim_rate"] = round(row["claimed"] / row["dealt"], 4) if row["dealt"] else None
        rounds = row.pop("rounds")
        row["mean_round"] = round(sum(rounds) / len(rounds), 2) if rounds else None
        # Display cards are dealt in rank order, so low ranks are always claimed in
        # the end; what tells a card's difficulty is how long it waits on display.
        shown = row["rounds_shown"]
        row["claims_per_round_shown"] = round(row["claimed"] / shown, 4) if shown else None
        row["flag"] = _flag(row["claims_per_round_shown"])

    gather = {}
    for card in content.gather:
        gather[card.id] = {"name": card.name, "source": card.source, "games": 0, "rounds_seen": 0,
                           "options": [{"label": o.label, "claims": 0} for o in card.options]}
    for r in results:
        for cid in r.gather_cards:
            gather[cid]["games"] += 1
        for _rnd, cid in r.seen:
            gather[cid]["rounds_seen"] += 1
        for _rnd, _seat, cid, option in r.claims:
            gather[cid]["options"][option]["claims"] += 1
    for row in gather.values():
        seen = row["rounds_seen"]
        taken = 0
        for opt in row["options"]:
            opt["take_rate"] = round(opt["claims"] / seen, 4) if seen else None
            taken += opt["claims"]
        row["take_rate"] = round(taken / seen, 4) if seen else None
        row["flag"] = _flag(row["take_rate"])
        for opt in row["options"]:
            opt["flag"] = "never" if seen and opt["claims"] == 0 else ""

    rounds = sum(r.rounds for r in results)
    lasting = lasting_bonus_report(content, results)
    docks = []
    for action in content.dock_actions:
        used = sum(1 for r in results for _rnd, _seat, a in r.docks if a == action.index)
        rate = round(used / rounds, 4) if rounds else None
        docks.append({"dock": action.dock_name, "action": action.index, "label": action.option.label,
                      "used": used, "use_rate_per_round": rate, "flag": _flag(rate)})
    visitors = visitor_report(content, results)
    first = [r for r in results if r.winner >= 0]
    first_wins = sum(1 for r in first if r.winner == r.first_player)
    seats = len(results[0].bots) if results else 0
    return {"games": games, "rounds": rounds, "craft": craft, "gather": gather, "docks": docks,
            "lasting": lasting, "visitors": visitors,
            "first_player": {"wins": first_wins, "games": len(first),
                             "win_rate": round(first_wins / len(first), 4) if first else None,
                             "fair_share": round(1 / seats, 4) if seats else None}}


def visitor_report(content, results) -> dict:
    """Per visitor: rounds shown, hosts for the gift and the collaboration, and the win rate of
    the seats that hosted it (finished games); empty without visitors."""
    if not content.visitors:
        return {}
    out = {v.id: {"name": v.name, "realm": content.realms[v.realm][0], "source": v.source, "shown": 0,
                  "gift": 0, "collaboration": 0, "hosts": 0, "host_wins": 0} for v in content.visitors}
    for r in results:
        for _rnd, vid in r.landing:
            out[vid]["shown"] += 1
        hosts = set()
        for _rnd, seat, vid, option in r.visits:
            out[vid]["gift" if option == 0 else "collaboration"] += 1
            hosts.add((seat, vid))
        if r.winner >= 0:
            for seat, vid in hosts:
                out[vid]["hosts"] += 1
                out[vid]["host_wins"] += seat == r.winner
    for row in out.values():
        shown = row["shown"]
        row["take_rate"] = round((row["gift"] + row["collaboration"]) / shown, 4) if shown else None
        row["host_win_rate"] = round(row["host_wins"] / row["hosts"], 4) if row["hosts"] else None
        row["flag"] = _flag(row["take_rate"])
    return out


def bonus_kind(content, card) -> str | None:
    """A lasting bonus's kind, for the balance report: die, colour +1, colour +2, any +N."""
    bonus = card.permanent
    if bonus is None:
        return None
    if bonus.die >= 0:
        return "die"
    if len(bonus.colours) == len(content.colours):
        return "any"
    return f"colour +{bonus.plus}"


def lasting_bonus_report(content, results) -> dict:
    """Per kind of lasting bonus: how often a seat that claimed one wins (against the rate of all seats).

    A kind whose owners win far more often than the owners of the other kinds is too strong."""
    kinds = {card.id: bonus_kind(content, card) for card in content.craft}
    if not any(kinds.values()):
        return {}
    out = {}
    for r in results:
        if r.winner < 0:
            continue
        for seat, cards in enumerate(r.tucked):
            for kind in {kinds[c] for c in cards if kinds.get(c)}:
                row = out.setdefault(kind, {"owners": 0, "wins": 0})
                row["owners"] += 1
                row["wins"] += seat == r.winner
    for row in out.values():
        row["win_rate"] = round(row["wins"] / row["owners"], 4) if row["owners"] else None
    return dict(sorted(out.items()))


def _flag(rate) -> str:
    if rate is None:
        return ""
    if rate < DEAD:
        return "dead"
    if rate >= AUTOMATIC:
        return "automatic"
    return ""


def format_report(report: dict) -> str:
    out = [f"{report['games']} games, {report['rounds']} rounds",
           "craft cards (claimed / dealt; mean round claimed; claims per round on display):"]
    for cid, row in sorted(report["craft"].items(), key=lambda kv: kv[1]["rank"]):
        if not row["dealt"]:
            continue
        rate = f"{row['claim_rate']:.0%}"
        per_shown = row["claims_per_round_shown"]
        per_shown = "-" if per_shown is None else f"{per_shown:.0%}"
        out.append(f"  {row['rank']:>2} {row['name']:<18} {row['source']:<9} {row['claimed']:>4}/{row['dealt']:<4} "
                   f"{rate:>5}  round {row['mean_round'] or '-':<5} shown {row['rounds_shown']:>4} {per_shown:>5}  "
                   f"{row['flag']}")
    out.append("gather cards (claims per round face up, per option):")
    for cid, row in report["gather"].items():
        if not row["rounds_seen"]:
            continue
        opts = "  ".join(f"[{o['label']}] {o['take_rate']:.0%}{' NEVER' if o['flag'] else ''}" for o in row["options"])
        out.append(f"  {row['name']:<18} {row['source']:<9} seen {row['rounds_seen']:>5}  taken {row['take_rate']:.0%}  "
                   f"{opts}  {row['flag']}")
    if report.get("lasting"):
        out.append("lasting bonuses (seats that claimed one: how often they won):")
        for kind, row in report["lasting"].items():
            out.append(f"  {kind:<10} {row['wins']:>5}/{row['owners']:<5} {row['win_rate']:.1%}")
    if report.get("visitors"):
        out.append("visitors (hosted per round shown: gift / collaboration; seats that hosted one: how often they won):")
        for row in report["visitors"].values():
            if not row["shown"]:
                continue
            wins = f"{row['host_win_rate']:.0%}" if row["host_win_rate"] is not None else "-"
            out.append(f"  {row['realm']:<5} {row['name']:<16} {row['source']:<8} shown {row['shown']:>4}  "
                       f"taken {row['take_rate']:.0%} (gift {row['gift']}, collaboration {row['collaboration']})  "
                       f"hosts won {wins}  {row['flag']}")
    fp = report.get("first_player")
    if fp and fp["games"]:
        out.append(f"first player wins {fp['wins']}/{fp['games']} = {fp['win_rate']:.1%} "
                   f"(fair share {fp['fair_share']:.1%})")
    out.append("dock actions (uses per round):")
    for d in report["docks"]:
        out.append(f"  {d['dock']:<14} #{d['action']} [{d['label']}] {d['use_rate_per_round']:.0%}  {d['flag']}")
    return "\n".join(out)


def main(argv=None) -> int:
    from kingsforge.ai.tournament import run_games
    from kingsforge.content import load_content
    parser = argparse.ArgumentParser(prog="python -m kingsforge.ai.balance", description=__doc__.splitlines()[0])
    parser.add_argument("--bots", default="normal,normal")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("--data", default=None)
    parser.add_argument("--modules", default="", help="module set, e.g. jubilee_gather,jubilee_variant")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from kingsforge.content.modules import parse_module_ids
    content = load_content(args.data, modules=parse_module_ids(args.modules))
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    results = run_games(content, bots, args.players, args.games, args.seed, args.workers)
    report = balance_report(content, results)
    print(json.dumps(report, indent=2) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
