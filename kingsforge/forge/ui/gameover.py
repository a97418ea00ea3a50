"""Forge's end of a round (a summary over the table) and end of the game (the full scoring
breakdown: VP tokens, tools and equipment, contracts, achievements, guild points, and the
tie-break that decided, if one did)."""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.forge.engine import scoring
from kingsforge.forge.ui import pieces
from kingsforge.i18n import t
from kingsforge.ui import gfx, seatmark, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.scenes.summary import MovesOnWhenWatched
from kingsforge.ui.widgets import Button, WidgetGroup

PARTS = ("tokens", "board", "contracts", "achievements", "guilds")
LEFT, WIDTH = 120, 1680         # the game over's panels (the breakdown, the notes); its buttons end at their right


def tie_break(state) -> str:
    """Which tie-break decided first place ('' when the totals did, or it stayed a tie)."""
    order = scoring.standings(state)
    if len(order) < 2:
        return ""
    a, b = scoring.rank_key(state, order[0]), scoring.rank_key(state, order[1])
    if a[0] != b[0]:
        return ""
    for i, key in enumerate(("contracts", "board", "guilds"), 1):
        if a[i] != b[i]:
            return key
    return "shared"


def tie_break_text(state, why: str) -> str:
    """The tie-break line with its figures: contracts forged are not the table's contract points,
    so the line says how many each forged (and the figures of the tie-break that decided)."""
    order = scoring.standings(state)
    a, b = scoring.rank_key(state, order[0]), scoring.rank_key(state, order[1])
    column = {"contracts": 1, "board": 2, "guilds": 3}.get(why)
    figures = {"a": a[column], "b": b[column]} if column else {}
    return t(f"forge.over.tie_{why}", n=a[1], **figures)


def _table(surface, match, top: int, left: int, width: int) -> int:
    """The breakdown table, one row per seat in standing order; returns its bottom."""
    s = match.state
    cols = ["#", t("forge.over.player")] + [t(f"forge.over.{p}") for p in PARTS] + [t("forge.over.total")]
    xs = [left, left + 60] + [left + 330 + i * ((width - 330) // 6) for i in range(6)]
    cw = (width - 330) // 6
    for i, (x, label) in enumerate(zip(xs, cols)):
        if i < 2:
            gfx.blit_text(surface, label, (x, top), theme.FS_SMALL, theme.TEXT_DIM, "topleft", bold=True)
        else:
            pieces.fitted(surface, label, (x + cw // 2, top + 14), cw - 8, theme.FS_SMALL, theme.TEXT_DIM, "center",
                          bold=True, min_size=16)     # a small window: under the floor rather than cut
    y = top + 44
    winners = set(scoring.winners(s))
    for place, seat in enumerate(scoring.standings(s), 1):
        b = scoring.breakdown(s, seat)
        row = pygame.Rect(left - 10, y - 6, width + 20, 52)
        pygame.draw.rect(surface, (70, 54, 34) if seat in winners else (40, 30, 24), row, border_radius=8)
        seatmark.draw(surface, match.seats[seat].colour, (xs[1] - 18, y + 20), 10, seat=seat)
        gfx.blit_text(surface, str(place), (xs[0], y + 20), theme.FS_BODY, theme.GOLD_BRIGHT, "midleft", bold=True)
        gfx.blit_fitted(surface, match.names[seat], (xs[1], y + 20), 250, theme.FS_BODY, theme.TEXT, "midleft",
                        bold=True)
        for i, part in enumerate(PARTS):
            gfx.blit_text(surface, str(b[part]), (xs[2 + i] + cw // 2, y + 20), theme.FS_BODY, theme.TEXT, "center")
        gfx.blit_text(surface, str(sum(b.values())), (xs[7] + cw // 2, y + 20), theme.FS_BODY, theme.GOLD_BRIGHT,
                      "center", bold=True)
        y += 60
    return y


@registry.scene("forge.gameover")
class ForgeGameOverScene(Scene):
    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.widgets = WidgetGroup()
        right = LEFT + WIDTH
        self.widgets.add(Button((right - 420, 960, 420, 76), t("forge.over.title_screen"), self.to_title,
                                style="primary", hotkeys=(pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE),
                                name="Title"))
        self.widgets.add(Button((right - 880, 960, 420, 76), t("forge.over.again"), self.again, name="Play again"))
        self.widgets.add(Button((right - 1340, 960, 420, 76), t("forge.over.replay"), self.replay, name="Replay"))

    def breakdown_rect(self) -> pygame.Rect:
        """The breakdown's panel: its heads and a row a seat, and the tie-break's line under them
        only where one decided (no empty band at its foot)."""
        s = self.match.state
        return pygame.Rect(LEFT, 220, WIDTH, (130 if tie_break(s) else 90) + 60 * s.players)

    def replay(self) -> None:
        from kingsforge.forge.ui.replay import ForgeReplayScene

        self.stack.reset(ForgeReplayScene(self.app, self.match.record, self.match.seats))

    def to_title(self) -> None:
        self.stack.reset(registry.make("title", self.app))

    def again(self) -> None:
        self.stack.reset(registry.make("forge.setup", self.app))

    def handle_event(self, event) -> None:
        # Tab to Replay, Enter: the replay (the group presses the focused button before any hotkey)
        self.widgets.handle_event(event)

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def draw(self, surface) -> None:
        gfx.background(surface, "title_bg")
        gfx.dim(surface, (10, 8, 6, 140))
        m = self.match
        s = m.state
        win = scoring.winners(s)
        heading = t("forge.over.heading" if len(win) == 1 else "forge.over.heading_shared",
                    names=i18n.join_list(m.names[w] for w in win))
        gfx.blit_text(surface, heading, (960, 70), theme.FS_TITLE, theme.GOLD_BRIGHT,
                      "midtop", bold=True, display=True, shadow=True)
        gfx.blit_fitted(surface, end_reason(m), (960, 160), 1600, theme.FS_BODY, theme.TEXT_DIM, "midtop")
        panel = self.breakdown_rect()
        gfx.panel(surface, panel, theme.PANEL, theme.GOLD_DARK, radius=16, shadow=10, width=3)
        bottom = _table(surface, m, panel.y + 30, panel.x + 50, panel.w - 100)
        why = tie_break(s)
        if why:
            gfx.blit_fitted(surface, tie_break_text(s, why), (960, bottom + 6), 1600, theme.FS_BODY, theme.GOLD,
                            "midtop", bold=True)
        y = panel.bottom + 40
        # the scoring notes on a panel of their own: the background's anvil stands behind them
        gfx.panel(surface, pygame.Rect(LEFT, y - 14, WIDTH, 2 * 34 + 22), theme.PANEL, theme.GOLD_DARK, radius=12,
                  width=2)
        for line in (t("forge.over.explain_1"), t("forge.over.explain_2")):
            gfx.blit_fitted(surface, line, (LEFT + 20, y), WIDTH - 40, theme.FS_SMALL, theme.TEXT_DIM, "topleft")
            y += 34
        self.widgets.draw(surface)
        self.widgets.draw_tooltip(surface)


def end_reason(match) -> str:
    """Why the game ended, in a sentence: who reached the achievements that end it (their round
    was played to its end), or the round limit."""
    s = match.state
    done = [seat for seat in range(s.players) if len(s.p[seat].hammers) >= s.content.end_hammers]
    if not done:
        return t("forge.over.round_cap", n=s.round)
    key = "forge.over.why" if len(done) == 1 else "forge.over.why_shared"
    return t(key, names=i18n.join_list(match.names[seat] for seat in done), hammers=s.content.end_hammers, n=s.round)


@registry.scene("forge.gameover.summary")
class RoundSummaryScene(MovesOnWhenWatched, ModalScene):
    """Between rounds: the standings so far and the achievement hammers placed (in a game with
    no human seat it moves on by itself: MovesOnWhenWatched)."""

    def __init__(self, app, match, round_: int):
        # as tall as its rows: the title, the table's heads and a row a seat, the line under
        # them and the button (a fixed 640 left a band of up to 230 px empty with two seats)
        self.panel_size = (1500, 330 + 60 * match.state.players)
        super().__init__(app)
        self.match = match
        self.title = t("forge.summary.title", n=round_)
        self.move_on_when_watched(match, self.widgets.add(
            Button((self.panel.centerx - 160, self.panel.bottom - 96, 320, 70), t("forge.summary.next"), self.close,
                   style="primary", hotkeys=(pygame.K_RETURN, pygame.K_SPACE), name="Continue")))

    def draw_body(self, surface) -> None:
        s = self.match.state
        bottom = _table(surface, self.match, self.panel.y + 100, self.panel.x + 50, self.panel.w - 100)
        if s.ending:
            text = t("forge.summary.ending")
        else:
            text = t("forge.summary.anvil", name=self.match.names[s.anvil])
        gfx.blit_fitted(surface, text, (self.panel.centerx, bottom + 14), self.panel.w - 80, theme.FS_BODY, theme.GOLD,
                        "midtop", bold=True)
