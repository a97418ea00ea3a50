"""Forge's Statistics screen (Statistics on the title with Forge chosen): games played, wins
against each computer level and table size (the shell's grid), streaks, and the favourite paths
to points: how often each part of the score was a human player's biggest, and what it brought."""

from __future__ import annotations

import pygame

from kingsforge.i18n import t
from kingsforge.persist import forge_stats
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.statistics import StatisticsScene


@registry.scene("forge.statistics")
class ForgeStatisticsScene(StatisticsScene):
    TITLE, NONE_HELP = "forge.stats.title", "forge.stats.none_help"

    def __init__(self, app, summary: forge_stats.ForgeSummary | None = None):
        super().__init__(app, summary if summary is not None else forge_stats.summary())

    def _draw_columns(self, surface) -> None:
        self._draw_totals(surface, pygame.Rect(80, 180, 520, 760))
        self._draw_levels(surface, pygame.Rect(630, 180, 660, 760))
        self._draw_paths(surface, pygame.Rect(1320, 180, 520, 760))

    def _game_rows(self) -> list[tuple[str, str]]:
        s = self.summary
        return [(t("forge.stats.best_score"), str(s.best_score) if s.human_games else "–")]

    def _draw_paths(self, surface, rect: pygame.Rect) -> None:
        s = self.summary
        self._box(surface, rect, t("forge.stats.paths"))
        help_ = gfx.blit_text(surface, t("forge.stats.paths_help"), (rect.x + 30, rect.y + 92), theme.FS_SMALL - 2,
                              theme.TEXT_DIM, wrap=rect.w - 60)
        if not s.human_games:
            gfx.blit_text(surface, t("forge.stats.no_paths"), (rect.centerx, rect.y + 240), theme.FS_BODY,
                          theme.TEXT_FAINT, "midtop", wrap=rect.w - 60)
            return
        most = max([games for _p, games, _vp in s.paths] + [1])
        y = max(rect.y + 230, help_.bottom + 50)      # a small window's floor: the help takes more lines
        for k, (path, games, vp) in enumerate(s.paths):
            gfx.blit_text(surface, f"{k + 1}.", (rect.x + 30, y), theme.FS_BODY, theme.TEXT_DIM, "midleft")
            gfx.blit_fitted(surface, t(f"forge.stats.path.{path}"), (rect.x + 74, y - 12), rect.w - 210,
                            theme.FS_BODY, theme.TEXT, "midleft", bold=True)
            gfx.blit_fitted(surface, t("forge.stats.path_vp", vp=vp), (rect.x + 74, y + 16), rect.w - 210,
                            theme.FS_SMALL - 2, theme.TEXT_DIM, "midleft")
            bar = pygame.Rect(rect.x + 74, y + 32, int((rect.w - 210) * games / most), 8)
            if bar.w:
                pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=4)
            gfx.blit_fitted(surface, t("forge.stats.path_games", n=games), (rect.right - 30, y), 120, theme.FS_BODY,
                            theme.GOLD_BRIGHT, "midright", bold=True)
            y += 96


def demo_summary(seed: int, games: int = 6) -> forge_stats.ForgeSummary:
    """The statistics of a few Forge games between computer players (one seat counted as
    human), recorded in a throwaway database: for screenshots and tests."""
    import tempfile
    from pathlib import Path

    from kingsforge.forge.ui.screenshot import staged_match
    from kingsforge.forge.ui.stats import stats_entry

    levels = ("easy", "normal", "hard")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "stats.sqlite3"
        for g in range(games):
            match = staged_match(2 + g % 3, seed * 31 + g, lambda m: False, limit=100000)
            for i, s in enumerate(match.seats):
                s.human, s.level = i == 0, levels[(g + i) % 3] if g % 2 else levels[(g // 2) % 3]
            entry = stats_entry(match)
            entry["played_at"] = f"2025-01-{g + 1:02d}T12:00:00Z"
            forge_stats.record_game(entry, path)
        return forge_stats.summary(path)


def stage(app, seed: int):
    app.settings.game = "forge"
    app.stack.reset(registry.make("title", app))
    return app.stack.push(ForgeStatisticsScene(app, demo_summary(seed)))
