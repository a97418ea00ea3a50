"""The strategy report (kingsforge/forge/commands/strategies.py): each player's way of scoring
is the largest of contracts, guilds and development (board tokens + VP tokens)."""

from types import SimpleNamespace

from kingsforge.forge.commands import strategies


def parts(contracts=0, guilds=0, board=0, tokens=0, achievements=0):
    return {"tokens": tokens, "board": board, "contracts": contracts, "achievements": achievements,
            "guilds": guilds}


def test_the_largest_way_names_the_strategy_and_achievements_do_not_count():
    assert strategies.classify(parts(contracts=20, guilds=9, board=8, achievements=30)) == ("contracts", round(20 / 37, 4))
    assert strategies.classify(parts(contracts=10, guilds=14, board=6, tokens=2)) == ("guilds", 0.4375)
    way, share = strategies.classify(parts(contracts=10, guilds=5, board=7, tokens=5))
    assert way == "development" and share == round(12 / 27, 4)      # board tokens and VP tokens together


def test_a_tie_at_the_top_or_no_points_is_mixed():
    assert strategies.classify(parts(contracts=10, guilds=10, board=3))[0] == "mixed"
    assert strategies.classify(parts(achievements=8)) == ("mixed", 0.0)


def game(bots, winners, breakdowns):
    return SimpleNamespace(bots=bots, winners=winners, breakdowns=breakdowns,
                           scores=[sum(b.values()) for b in breakdowns])


def test_tally_counts_players_and_shares_a_tied_win():
    results = [
        game(["hard", "hard"], [0], [parts(contracts=20, guilds=5), parts(guilds=12, board=3)]),
        game(["hard", "hard"], [0, 1], [parts(guilds=15), parts(contracts=9, board=2)]),
        game(["hard", "greedy"], [1], [parts(board=9, tokens=4), parts(contracts=30)]),
    ]
    every = strategies.tally(results)
    assert {w: r["players"] for w, r in every.items()} == {"contracts": 3, "guilds": 2, "development": 1}
    assert every["contracts"]["win_rate"] == round((1 + 0.5 + 1) / 3, 4)
    assert every["guilds"]["win_rate"] == 0.25 and every["development"]["win_rate"] == 0.0
    assert every["guilds"]["points"]["guilds"] == 13.5 and every["contracts"]["of_players"] == 0.5
    hard = strategies.tally(results, "hard")
    assert hard["contracts"]["players"] == 2 and sum(r["players"] for r in hard.values()) == 5
    assert "| contracts | 3 | 50% |" in strategies.table(every, 2)


def test_by_lean_weighs_each_way_against_the_field():
    field = {"contracts": 10, "guilds": 5, "development": 20}
    # by points development (15) leads; against the field guilds (8 / 5) leans most
    assert strategies.classify(parts(contracts=9, guilds=8, board=15)) == ("development", 0.4688)
    assert strategies.classify(parts(contracts=9, guilds=8, board=15), field)[0] == "guilds"
    results = [game(["hard", "hard"], [1], [parts(contracts=10, guilds=2, board=20), parts(contracts=6, guilds=8, board=10)])]
    assert strategies.field_average(results) == {"contracts": 8, "guilds": 5, "development": 15}
    lean = strategies.tally(results, lean=True)
    assert lean["development"]["players"] == 1 and lean["guilds"]["win_rate"] == 1.0


def test_the_table_tool_plays_appends_and_reads_back(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    tool = Path(__file__).resolve().parents[2] / "tools" / "forge_strategy_table.py"
    out = tmp_path / "games.jsonl"
    run = [sys.executable, str(tool)]
    assert subprocess.run(run + ["play", "greedy,greedy", "2", "1", str(out)], capture_output=True).returncode == 0
    assert subprocess.run(run + ["play", "greedy,greedy", "3", "1", str(out)], capture_output=True).returncode == 0
    assert len(out.read_text().splitlines()) == 3                  # seeds 1 and 2 kept, only 3 played
    shown = subprocess.run(run + [str(out)], capture_output=True, text=True)
    assert shown.returncode == 0 and "by lean (3 games, 2 players" in shown.stdout
    bad = subprocess.run(run + [str(tmp_path / "none.json")], capture_output=True, text=True)
    assert bad.returncode == 2 and "none.json" in bad.stderr and "Traceback" not in bad.stderr


def _forced_tool():
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "tools" / "forge_forced_strategies.py"
    spec = importlib.util.spec_from_file_location("forge_forced_strategies", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_forced_player_counts_its_way_twice_and_every_seating_is_played():
    """tools/forge_forced_strategies.py: Hard made to follow one way values that way's points
    once more on top of Hard's own value; the seatings cover every order of the ways."""
    from kingsforge.forge.ai.hard_value import hard_worth
    from kingsforge.forge.content import load_forge
    from kingsforge.forge.engine import rules, scoring
    from kingsforge.forge.engine.record import GameRecord
    from kingsforge.forge.match import SeatBot

    tool = _forced_tool()
    record = GameRecord(load_forge(), 2, 5)
    s, seats = record.state, [SeatBot("greedy", 5, i) for i in range(2)]
    while s.round < 5 and s.phase != "over":       # a mid-game position with points in each way
        rules.apply_in_place(s, seats[s.current()].choose(s, rules.legal_actions(s), 0))
    for way in strategies.STRATEGIES:
        bot = tool.forced_bot(way, 1)
        points = strategies.ways(scoring.breakdown(s, 0))[way]
        assert bot.judge(s, 0) == hard_worth(s, 0) + tool.WEIGHT * points
    assert sorted(tool.orders(3)) == sorted(__import__("itertools").permutations(strategies.STRATEGIES))
    assert len(tool.orders(2)) == 6 and all(a != b for a, b in tool.orders(2))


def test_the_forced_table_shares_a_tied_win():
    tool = _forced_tool()
    rows = [{"ways": ["contracts", "guilds"], "rounds": 8, "winners": [0], "scores": [50, 40],
             "breakdowns": [parts(contracts=20), parts(guilds=9)]},
            {"ways": ["guilds", "contracts"], "rounds": 7, "winners": [0, 1], "scores": [45, 45],
             "breakdowns": [parts(guilds=9), parts(contracts=12)]}]
    text = tool.table(rows)
    assert "| contracts | 2 | 75.0% | 47.5 | 16.0 / 0.0 / 0.0 |" in text
    assert "| guilds | 2 | 25.0% | 42.5 | 0.0 / 9.0 / 0.0 |" in text
    assert "2 games, 2 players, 7.50 rounds on average (7-8; 50% under 8)" in text
