"""Forge's statistics at the table: a finished Forge game is counted once (with where each seat's
points came from), the title with Forge chosen offers Statistics, and Forge's Statistics screen
renders in both languages (the staged scene and the empty state)."""

from __future__ import annotations

import pytest

from kingsforge import i18n
from kingsforge.forge.engine import scoring
from kingsforge.forge.ui.match import ForgeMatch
from kingsforge.forge.ui.screenshot import demo_config
from kingsforge.forge.ui.stats import seat_paths, stats_entry
from kingsforge.persist import forge_stats, stats
from kingsforge.ui.scenes import registry


@pytest.fixture(autouse=True)
def _english():
    yield
    i18n.set_language("en")


def test_a_finished_forge_game_is_counted_once():
    match = ForgeMatch.new(demo_config(2, 7, humans=1))
    match.bots = ForgeMatch.new(demo_config(2, 7, humans=0)).bots      # the human seat played by a bot
    while not match.over:
        match.play(match.bot_move())
    match.flush_autosave()
    s = forge_stats.summary()
    assert s.games == 1 and s.human_games == 1
    assert stats.summary().games == 0                    # not a King's Forge game
    match.autosave()                                     # again (re-entry): nothing new
    assert forge_stats.summary().games == 1
    for seat in range(2):                                # the paths add up to the final score
        assert sum(vp for vp, _n in seat_paths(match.state, seat).values()) == scoring.score(match.state, seat)
    entry = stats_entry(match)
    assert entry["seats"][scoring.standings(match.state)[0]]["won"]


def test_title_offers_forge_statistics(make_app):
    app = make_app()
    app.settings.game = "forge"
    title = app.stack.reset(registry.make("title", app))
    title.widgets.button("Statistics").click()
    assert type(app.stack.top).__name__ == "ForgeStatisticsScene"
    app.render()


def test_forge_statistics_render_in_both_languages(make_app):
    from kingsforge.forge.ui.screenshot import build_scene
    from kingsforge.forge.ui.statistics import ForgeStatisticsScene

    for lang in ("en", "es"):
        app = make_app()
        app.set_language(lang)
        build_scene(app, "statistics", 2, 3)
        app.tick(1 / 30)
        app.render()
        assert not app.stack.top.summary.empty
        app.stack.push(ForgeStatisticsScene(app, forge_stats.ForgeSummary()))      # the empty state
        app.render()
