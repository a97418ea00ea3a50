"""The tournament: seat rotation, Wilson intervals, parallel runs that match serial ones."""

import json
from types import SimpleNamespace

import pytest

from kingsforge.ai.balance import balance_report, format_report
from kingsforge.ai.stats import percentile, wilson
from kingsforge.ai.tournament import format_summary, line_up, run_games, summarise
from kingsforge.commands.tournament import tournament as cmd_tournament
from kingsforge.content import load_content


@pytest.fixture(scope="module")
def content():
    return load_content()


def test_wilson_interval_known_values():
    lo, hi = wilson(95, 100)
    assert lo == pytest.approx(0.8882, abs=1e-4) and hi == pytest.approx(0.9785, abs=1e-4)
    lo, hi = wilson(0, 20)
    assert lo == 0.0 and hi == pytest.approx(0.1611, abs=1e-4)
    lo, hi = wilson(10, 10)
    assert hi == 1.0 and lo == pytest.approx(0.7225, abs=1e-4)


def test_percentile():
    assert percentile(range(1, 101), 95) == pytest.approx(95.05)
    assert percentile([3.0], 95) == 3.0


def test_seats_rotate_so_every_bot_sits_everywhere():
    seen = [line_up(["hard", "greedy"], 4, g) for g in range(4)]
    assert seen[0] == ["hard", "greedy", "hard", "greedy"]
    for seat in range(4):
        assert sorted(s[seat] for s in seen) == ["greedy", "greedy", "hard", "hard"]


def test_parallel_runs_match_the_serial_run(content):
    serial = run_games(content, ["greedy", "random"], 3, 4, seed=5, workers=1)
    parallel = run_games(content, ["greedy", "random"], 3, 4, seed=5, workers=2)
    assert [(r.seed, r.bots, r.winner, r.rounds, r.tucked) for r in serial] == \
           [(r.seed, r.bots, r.winner, r.rounds, r.tucked) for r in parallel]


def test_summary_counts_wins_and_think_times(content):
    results = run_games(content, ["greedy", "random"], 2, 6, seed=1, workers=1)
    s = summarise(results, ["greedy", "random"], 2, 1, 1, 0.0)
    lines = {ln.bot: ln for ln in s.lines}
    assert lines["greedy"].wins + lines["random"].wins + s.unfinished == 6
    assert lines["greedy"].games == 6 and lines["greedy"].fair_share == 0.5
    assert lines["greedy"].decisions > 0 and lines["greedy"].think_p95_ms >= 0.0
    assert lines["greedy"].ci95[0] <= lines["greedy"].win_rate <= lines["greedy"].ci95[1]
    slowest = max(t for r in results for seat, b in enumerate(r.bots) if b == "greedy" for t in r.cpu[seat])
    assert 0.0 < lines["greedy"].cpu_p95_ms <= lines["greedy"].cpu_max_ms == round(slowest * 1000, 1)
    assert "cpu max" in format_summary(s)


def test_cli_json_output(content, capsys):
    args = SimpleNamespace(bots="greedy,easy", players=2, games=2, seed=3, workers=1, json=True)
    assert cmd_tournament(content, args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and {ln["bot"] for ln in data["lines"]} == {"greedy", "easy"}
    assert "craft" in data["balance"] and "docks" in data["balance"]


def test_long_runs_report_progress_on_stderr_only(content, capsys):
    args = SimpleNamespace(bots="greedy,random", players=2, games=50, seed=3, workers=1, json=True)
    assert cmd_tournament(content, args) == 0
    out, err = capsys.readouterr()
    assert json.loads(out)["games"] == 50                       # stdout is still only the report
    lines = err.strip().splitlines()
    assert lines[0].startswith("tournament: 5/50 games") and lines[-1].startswith("tournament: 50/50 games")
    assert len(lines) == 10


def test_balance_report_counts_claims(content):
    results = run_games(content, ["greedy"], 2, 3, seed=9, workers=1)
    report = balance_report(content, results)
    claimed = sum(row["claimed"] for row in report["craft"].values())
    assert claimed == sum(len(t) for r in results for t in r.tucked)
    taken = sum(o["claims"] for row in report["gather"].values() for o in row["options"])
    assert taken == sum(len(r.claims) for r in results)
    assert "craft cards" in format_report(report)


def test_balance_report_judges_lasting_bonuses_and_the_first_seat():
    jubilee = load_content(modules=("jubilee_variant",))
    results = run_games(jubilee, ["greedy"], 3, 4, seed=5, workers=1)
    report = balance_report(jubilee, results)
    owners = {}
    for r in results:
        for seat, cards in enumerate(r.tucked):
            for kind in {report_kind(jubilee, c) for c in cards}:
                owners[kind] = owners.get(kind, 0) + 1
    assert {k: row["owners"] for k, row in report["lasting"].items()} == owners
    assert report["first_player"]["games"] == sum(r.winner >= 0 for r in results)
    assert report["first_player"]["fair_share"] == pytest.approx(1 / 3, abs=1e-3)
    text = format_report(report)
    assert "lasting bonuses" in text and "first player wins" in text
    assert balance_report(load_content(), results[:0])["lasting"] == {}       # the base deck has none


def report_kind(content, card_id):
    from kingsforge.ai.balance import bonus_kind
    return bonus_kind(content, next(c for c in content.craft if c.id == card_id))


def test_summary_names_the_slowest_decisions_by_game_and_move(content):
    results = run_games(content, ["greedy", "random"], 2, 3, seed=1, workers=1)
    for r in results:                   # every move is one decision of one seat, numbered in order
        assert [len(m) for m in r.moves] == [len(c) for c in r.cpu]
        assert sorted(m for seat in r.moves for m in seat) == list(range(sum(map(len, r.moves))))
    s = summarise(results, ["greedy", "random"], 2, 1, 1, 0.0)
    line = next(ln for ln in s.lines if ln.bot == "greedy")
    assert 0 < len(line.slowest) <= 5 and line.slowest[0][2] == line.cpu_max_ms
    assert [c for _g, _m, c in line.slowest] == sorted((c for _g, _m, c in line.slowest), reverse=True)
    game, move, _cpu = line.slowest[0]
    r = results[game]
    seat = next(q for q, ms in enumerate(r.moves) if move in ms)
    assert r.bots[seat] == "greedy"
    assert "greedy slowest by CPU" in format_summary(s)
