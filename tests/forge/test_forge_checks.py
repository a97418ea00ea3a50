"""What Forge's commands print says what the data holds, in plain English: the cards table
(what a guild card gives, one gem or two gems, columns that line up, who may visit the Guild),
the simulate summary (score by seat) and the tournament headers (1 worker, 1 game) — the
King's Forge tournament header too."""

from __future__ import annotations

import json
import re
import shutil

from kingsforge.ai.tournament import Summary, format_summary
from kingsforge.cli import main
from kingsforge.resources import data_dir


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def section(out: str, title: str) -> list[str]:
    """The lines of one table of `kingsforge cards --game forge`, its title left out."""
    lines = out.splitlines()
    start = lines.index(title) + 1
    end = next((i for i in range(start, len(lines)) if not lines[i].strip()), len(lines))
    return lines[start:end]


def test_cards_say_what_a_guild_card_gives_and_count_gems_right(capsys):
    code, out, _ = run(capsys, "cards", "--game", "forge")
    assert code == 0
    guilds = {line.split("  ")[1].strip(): line for line in section(out, "Guild cards:")}
    assert "gives +1 skill" in guilds["Bladesmiths' Oath"] and "free" not in guilds["Bladesmiths' Oath"]
    assert "gives 2 gold, 1 gem " in guilds["Goldsmiths' Gem Vault"] + " "
    assert not re.search(r"\b1 gems\b", out), "one gem is '1 gem'"
    contracts = {line.split("  ")[1].strip(): line for line in section(out, "Royal contracts:")}
    assert "1 metal, 1 gem " in contracts["Signet Ring"] and " 2 gems " in contracts["Jewelled Hairpin"]
    guild_place = next(line for line in section(out, "Locations:") if "the Guild" in line)
    assert "Blacksmith only" not in guild_place and "Clerk" in guild_place
    code, out, _ = run(capsys, "cards", "--game", "forge", "--json")
    data = json.loads(out)
    gains = {g["id"]: g["gain"] for g in data["guilds"]}
    assert gains["bladesmiths_oath"] == "+1 skill" and gains["goldsmiths_gem_vault"] == "2 gold, 1 gem"
    assert "free" not in gains.values()


def _columns_line_up(lines: list[str], marks: tuple) -> None:
    for mark in marks:
        where = {line.index(mark) for line in lines}
        assert len(where) == 1, f"'{mark}' is not in one column: {sorted(where)}\n" + "\n".join(lines)


def test_cards_tables_line_up_whatever_the_goods(capsys, tmp_path):
    """Rows with three goods ('1 wood, 1 metal, 1 gem') used to push the rest of the row right;
    the columns take their width from the content, even from a longer name or cost."""
    folder = tmp_path / "forge"
    shutil.copytree(data_dir() / "forge", folder)
    path = folder / "contracts.yaml"
    text = path.read_text(encoding="utf-8")
    old = 'name: "Milking Stool", deck: common, product: furniture, skill: 1, wood: 2,'
    assert old in text
    path.write_text(text.replace(old, 'name: "Grand Milking Stool of the Northern Dairies", deck: common, '
                                      'product: furniture, skill: 1, wood: 2, metal: 1, gems: 3,'), encoding="utf-8")
    for argv in ((), ("--data", str(folder))):
        code, out, _ = run(capsys, "cards", "--game", "forge", *argv)
        assert code == 0
        rows = [line for deck in ("Common", "Military", "Royal") for line in section(out, f"{deck} contracts:")]
        assert len(rows) == 72
        _columns_line_up(rows, ("skill ", "needs ", "helpers ", " Gold  ", " VP  ", "["))
        _columns_line_up(section(out, "Tools and Equipment:"), (" cost ", " VP", "["))
        _columns_line_up(section(out, "Guild cards:"), ("gives ", "["))


def test_simulate_prints_the_score_by_seat(capsys):
    code, out, _ = run(capsys, "simulate", "--game", "forge", "--games", "2", "--players", "3", "--bots", "greedy",
                       "--seed", "5")
    assert code == 0
    line = next(line for line in out.splitlines() if line.startswith("score by seat"))
    assert re.search(r"seat 1 [0-9.]+, seat 2 [0-9.]+, seat 3 [0-9.]+$", line), line
    code, out, _ = run(capsys, "simulate", "--game", "forge", "--games", "2", "--players", "3", "--bots", "greedy",
                       "--seed", "5", "--json")
    scores = json.loads(out)["score_by_turn_order"]
    assert line.endswith(", ".join(f"seat {i + 1} {v}" for i, v in enumerate(scores)))


def test_one_game_one_worker_in_words(capsys):
    code, out, _ = run(capsys, "tournament", "--game", "forge", "--bots", "greedy,random", "--games", "1",
                       "--workers", "1")
    assert code == 0
    assert out.startswith("Forge tournament: 1 game, 2 players, 1 worker, "), out
    assert not re.search(r"\b1 (games|workers|players)\b", out), out
    code, out, _ = run(capsys, "simulate", "--game", "forge", "--games", "1", "--players", "2")
    assert code == 0 and out.startswith("1 Forge game, 2 players, seed 1;"), out
    # King's Forge's tournament header
    one = format_summary(Summary(bots=["greedy"], players=2, games=1, seed=3, workers=1, seconds=0.1))
    assert one.startswith("1 game, 2 players, bots greedy (rotated through the seats), seed 3; 1 worker, 0.1 s"), one
    many = format_summary(Summary(bots=["greedy"], players=2, games=4, seed=3, workers=2, seconds=0.1))
    assert many.startswith("4 games, 2 players, bots greedy (rotated through the seats), seeds 3..6; 2 workers"), many
