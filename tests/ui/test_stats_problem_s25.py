"""The Statistics screens say what was wrong with the statistics file (a newer version's file left
as it is, a damaged one started over) instead of showing empty figures without a word, whole at
every window size, in both languages."""

from __future__ import annotations

import sqlite3

import pytest

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.persist import stats
from kingsforge.ui import layoutcheck
from kingsforge.ui.scenes import registry
from kingsforge.ui.screenshot import make_app


def _game() -> dict:
    """A finished two-player game as ui/match.py hands it to the statistics."""
    seats = [{"name": name, "human": human, "level": level, "place": place, "won": not place, "wares": 3,
              "dice_gathered": 12, "crafts": 3, "steals": 0, "rounds": 6}
             for name, human, level, place in (("Ana", True, "human", 0), ("Bot", False, "hard", 1))]
    return {"key": "s25", "played_at": "2026-11-28T01:00:00Z", "players": 2, "rounds": 6, "moves": 90, "seed": 3,
            "modules": [], "winner": 0, "seats": seats, "crafts": [(0, "crown", "Crown")]}


def _said_whole(app, said: str) -> None:
    """`said` is drawn, and the screen is whole, at full HD, 1280x720 and 800x600."""
    for size in ((1920, 1080), (1280, 720), (800, 600)):
        layoutcheck.resize(app, size)
        for _ in range(3):
            app.tick(1 / 30)
        log = layoutcheck.recorded_frame(app)
        assert not layoutcheck.problems(log), size
        assert said in " ".join(label.text for label in log.labels), size


def _fresh_file():
    """The statistics file's place, emptied of any file (and its .bad copies) of an earlier test."""
    path = stats.db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for old in path.parent.glob(path.name + "*"):
        old.unlink()
    return path


def _newer_file():
    path = _fresh_file()
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {stats.SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    return path


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("scene", ["statistics", "forge.statistics"])
def test_the_statistics_screen_says_a_newer_file_is_left_as_it_is(scene, lang):
    path = _newer_file()
    app = make_app(2, 1)
    try:
        app.set_language(lang)
        screen = app.stack.push(registry.make(scene, app))
        assert screen.problem == ("stats.problem.newer", {"version": stats.SCHEMA_VERSION + 1})
        said = t("stats.problem.newer", version=stats.SCHEMA_VERSION + 1)
        _said_whole(app, said)
    finally:
        i18n.set_language("en")
        path.unlink()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_damaged_file_started_over_is_said_over_the_figures_recorded_since(lang):
    """Damage found when a finished game was recorded: the game is in the new file, and the
    Statistics screen says where the old one went, above the figures, once."""
    path = _fresh_file()
    path.write_bytes(b"not a database " * 50)
    stats.take_problem()
    assert stats.record_game(_game())
    app = make_app(2, 1)
    try:
        app.set_language(lang)
        screen = app.stack.push(registry.make("statistics", app))
        assert not screen.summary.empty and screen.problem == ("stats.problem.damaged", {"file": "stats.sqlite3.bad"})
        said = t("stats.problem.damaged", file="stats.sqlite3.bad")
        _said_whole(app, said)
        assert registry.make("statistics", app).problem is None          # said once
    finally:
        i18n.set_language("en")
        _fresh_file()
