"""Statistics of the finished games (persist/stats.py): games played, wins against each
computer level and table size, the wares crafted most, the longest winning streak."""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.persist import stats
from kingsforge.ui import gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry
from kingsforge.ui.widgets import Button, WidgetGroup

LEVEL_ROWS = ("easy", "normal", "hard", stats.MIXED)
PLAYER_COLUMNS = (2, 3, 4)


@registry.scene("statistics")
class StatisticsScene(Scene):
    TITLE, NONE_HELP = "stats.title", "stats.none_help"      # text keys; Forge's scene has its own

    def __init__(self, app, summary: stats.Summary | None = None):
        super().__init__(app)
        self.summary = summary if summary is not None else stats.summary()
        self.problem = stats.take_problem()     # a file left as it is or started over: said, never silent
        self._build()

    def _build(self) -> None:
        self._language = i18n.generation()
        self.widgets = WidgetGroup()
        self.widgets.add(Button((theme.LOGICAL_W // 2 - 160, 968, 320, 70), t("replay.back"), self.close,
                                size=theme.FS_LABEL, name="Back"))

    def layout_extra(self) -> dict:
        """For the real-window tests (layoutdump): what the screen counts."""
        s = self.summary
        return {"games": s.games, "crafts": s.crafts, "bids": s.bids, "requests": s.requests}

    def handle_event(self, event) -> None:
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()

    def update(self, dt: float) -> None:
        if self._language != i18n.generation():
            self._build()
        self.widgets.update(dt)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        gfx.background(surface, "title_bg")
        gfx.dim(surface, (10, 8, 6, 120))
        gfx.blit_text(surface, t(self.TITLE), (theme.LOGICAL_W // 2, 60), theme.FS_TITLE, theme.GOLD_BRIGHT,
                      "midtop", bold=True, display=True, shadow=True)
        s = self.summary
        said = t(self.problem[0], **self.problem[1]) if self.problem is not None else None
        if s.empty:         # no figures: what went wrong with the file, if anything, else how to get some
            box = pygame.Rect(460, 340, 1000, 260)
            gfx.panel(surface, box, (40, 31, 25), theme.PANEL_EDGE, radius=16, shadow=8)
            gfx.blit_fitted(surface, t("stats.none"), (box.centerx, box.y + 70), box.w - 60, theme.FS_LABEL,
                            theme.GOLD, "center", bold=True)
            gfx.blit_text(surface, said or t(self.NONE_HELP), (box.centerx, box.y + 120), theme.FS_BODY,
                          theme.BAD if said else theme.TEXT_DIM, "midtop", wrap=box.w - 80)
        else:
            if said:        # a damaged file started over, and a game recorded since: between title and panels
                gfx.blit_whole(surface, said, (theme.LOGICAL_W // 2, 152), theme.LOGICAL_W - 160, theme.FS_SMALL - 4,
                               theme.BAD, "midtop")
            self._draw_columns(surface)
        self.widgets.draw(surface)

    def _draw_columns(self, surface) -> None:
        """The three panels of a summary with games in it (each game's scene draws its own)."""
        self._draw_totals(surface, pygame.Rect(80, 180, 520, 760))
        self._draw_levels(surface, pygame.Rect(630, 180, 660, 760))
        self._draw_crafts(surface, pygame.Rect(1320, 180, 520, 760))

    @staticmethod
    def _box(surface, rect: pygame.Rect, title: str) -> None:
        gfx.panel(surface, rect, (40, 31, 25), theme.PANEL_EDGE, radius=16, shadow=8)
        gfx.blit_fitted(surface, title, (rect.x + 28, rect.y + 40), rect.w - 56, theme.FS_LABEL, theme.GOLD,
                        "midleft", bold=True)
        pygame.draw.line(surface, theme.GOLD_DARK, (rect.x + 24, rect.y + 72), (rect.right - 24, rect.y + 72), 2)

    def _draw_totals(self, surface, rect: pygame.Rect) -> None:
        s = self.summary
        self._box(surface, rect, t("stats.overall"))
        rows = [(t("stats.games"), str(s.games)),
                (t("stats.your_games"), str(s.human_games)),
                (t("stats.your_wins"), t("stats.wins_of", wins=s.human_wins, games=s.human_games)
                 if s.human_games else "–"),
                (t("stats.longest_streak"), str(s.longest_streak)),
                (t("stats.current_streak"), str(s.current_streak))] + self._game_rows()
        step = min(68, (rect.bottom - 110 - (rect.y + 120)) // max(1, len(rows) - 1))
        y = rect.y + 120
        for label, value in rows:
            gfx.blit_fitted(surface, label, (rect.x + 30, y), rect.w - 170, theme.FS_BODY, theme.TEXT, "midleft")
            gfx.blit_text(surface, value, (rect.right - 30, y), theme.FS_LABEL, theme.GOLD_BRIGHT, "midright",
                          bold=True)
            y += step
        gfx.blit_text(surface, t("stats.yours_note"), (rect.x + 30, rect.bottom - 100), theme.FS_SMALL - 2,
                      theme.TEXT_FAINT, wrap=rect.w - 60)

    def _game_rows(self) -> list[tuple[str, str]]:
        """The overall panel's rows after those both games share (each game's scene has its own)."""
        s = self.summary
        rows = [(t("stats.dice"), str(s.dice_gathered)), (t("stats.crafts"), str(s.crafts)),
                (t("stats.steals"), str(s.steals))]
        if s.bids or s.requests:        # Masterworks games: bids and requests apart from wares
            rows += [(t("stats.bids"), str(s.bids)), (t("stats.requests"), str(s.requests))]
        return rows

    def _draw_levels(self, surface, rect: pygame.Rect) -> None:
        s = self.summary
        self._box(surface, rect, t("stats.by_level"))
        helped = gfx.blit_text(surface, t("stats.by_level_help"), (rect.x + 30, rect.y + 92), theme.FS_SMALL - 2,
                               theme.TEXT_DIM, wrap=rect.w - 60)
        col_x = [rect.x + 300 + k * 120 for k in range(len(PLAYER_COLUMNS))]
        y = max(rect.y + 190, helped.bottom + 24)      # below the help, however many lines a small window makes of it
        gfx.blit_fitted(surface, t("stats.players_caption"), ((col_x[0] + col_x[-1]) // 2, y), 360, theme.FS_SMALL,
                        theme.TEXT_DIM, "center", bold=True)
        y += 40
        for x, n in zip(col_x, PLAYER_COLUMNS):
            gfx.blit_text(surface, str(n), (x, y), theme.FS_LABEL, theme.GOLD, "center", bold=True)
        y += 64
        for level in LEVEL_ROWS:
            label = t(f"stats.level.{level}")
            gfx.blit_fitted(surface, label, (rect.x + 30, y), 230, theme.FS_BODY, theme.TEXT, "midleft", bold=True)
            for x, n in zip(col_x, PLAYER_COLUMNS):
                wins, games = s.by_level.get((level, n), (0, 0))
                if games:
                    cell = pygame.Rect(0, 0, 108, 52)
                    cell.center = (x, y)
                    share = wins / games
                    fill = (64, 110, 68) if share >= 0.5 else (110, 60, 44)
                    pygame.draw.rect(surface, fill, cell, border_radius=8)
                    gfx.blit_text(surface, f"{wins}/{games}", cell.center, theme.FS_BODY, theme.TEXT, "center",
                                  bold=True)
                else:
                    gfx.blit_text(surface, "–", (x, y), theme.FS_BODY, theme.TEXT_FAINT, "center")
            y += 84
        if not s.by_level:
            gfx.blit_text(surface, t("stats.no_ai_games"), (rect.centerx, rect.bottom - 80), theme.FS_SMALL,
                          theme.TEXT_FAINT, "midtop", wrap=rect.w - 60)

    def _draw_crafts(self, surface, rect: pygame.Rect) -> None:
        s = self.summary
        self._box(surface, rect, t("stats.top_crafts"))
        if not s.top_crafts:
            gfx.blit_text(surface, t("stats.no_crafts"), (rect.centerx, rect.y + 140), theme.FS_BODY, theme.TEXT_FAINT,
                          "midtop", wrap=rect.w - 60)
            return
        most = max(n for _c, _name, n in s.top_crafts)
        y = rect.y + 120
        for k, (card, name, n) in enumerate(s.top_crafts):
            label = i18n.name(f"card.craft.{card}", name)
            gfx.blit_text(surface, f"{k + 1}.", (rect.x + 30, y), theme.FS_BODY, theme.TEXT_DIM, "midleft")
            gfx.blit_fitted(surface, label, (rect.x + 74, y - 10), rect.w - 200, theme.FS_BODY, theme.TEXT, "midleft",
                            bold=True)
            bar = pygame.Rect(rect.x + 74, y + 14, int((rect.w - 200) * n / most), 8)
            pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=4)
            gfx.blit_text(surface, t("stats.times", n=n), (rect.right - 30, y), theme.FS_BODY, theme.GOLD_BRIGHT,
                          "midright", bold=True)
            y += 76


def demo_summary(config, seed: int, games: int = 7) -> stats.Summary:
    """The statistics of a few staged games (computer players to the end, a human seat among them),
    recorded in a throwaway database: for screenshots and tests."""
    import tempfile
    from pathlib import Path

    from kingsforge.ui import staging
    from kingsforge.ui.match import stats_entry
    from kingsforge.ui.seats import GameConfig, Seat

    levels = ("easy", "normal", "hard")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / stats.FILE_NAME
        for g in range(games):
            n = 2 + g % 3
            seats = [Seat(config.seats[i % len(config.seats)].name if i < len(config.seats) else f"P{i + 1}",
                          config.seats[i % len(config.seats)].colour, human=i == 0,
                          level=levels[(g // 2) % 3] if g % 2 == 0 else levels[(g + i) % 3]) for i in range(n)]
            match = staging.staged_match("gameover", GameConfig(seats=seats, seed=seed * 31 + g))
            entry = stats_entry(match.record, match.seats)
            entry["played_at"] = f"2025-01-{g + 1:02d}T12:00:00Z"
            stats.record_game(entry, path)
        return stats.summary(path)


def stage(app, config, seed: int):
    app.stack.reset(registry.make("title", app))
    return app.stack.push(StatisticsScene(app, demo_summary(config, seed)))
