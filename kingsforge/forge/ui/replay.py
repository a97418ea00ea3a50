"""Replaying a Forge game: the table as it stood after any move, with jumps by move and by round
(buttons, or Left/Right a move, Up/Down a round, Home/End). Finished games are kept in the games
folder (forge-*.json); the game-over screen opens the last one, the title's Replay (with Forge
chosen) the list of them (replay.list with game "forge")."""

from __future__ import annotations

from pathlib import Path

import pygame

from kingsforge import persist
from kingsforge.forge.engine.record import GameRecord
from kingsforge.forge.engine.state import OVER
from kingsforge.forge.ui.match import ForgeMatch, content
from kingsforge.forge.ui.table import ForgeTableScene
from kingsforge.i18n import t
from kingsforge.persist.forge_stats import sole_winner
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes import registry
from kingsforge.ui.seats import GameConfig, saved_seats, seats_data
from kingsforge.ui.widgets import Button, WidgetGroup


def keep_finished(match) -> Path | None:
    """Keep a finished game for replays (games/forge-<seed>-<moves>-<digest>.json: two games of one
    seed and length are two files); None if the disk refused."""
    import time

    from kingsforge.forge.engine.record import digest
    from kingsforge.forge.engine.scoring import winners

    state = match.state
    name = f"{persist.paths.FORGE_GAMES}{match.record.seed}-{len(match.record.moves)}-{digest(state)[:8]}.json"
    path = persist.paths.games_dir() / name
    # what the list of saved games shows without replaying it (as King's Forge's finished_summary):
    # every winner of a shared win in "winners"; "winner" names one seat only when one seat won
    # (forge_stats.SHARED for a shared win: the list then names no single winner, not the first)
    won = winners(state)
    finished = {"finished_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "rounds": state.round,
                "winner": sole_winner(won), "winners": list(won)}
    try:
        return persist.save_game(match.record, path, extra={"seats": seats_data(match.seats), "finished": finished})
    except (OSError, ValueError):
        return None


@registry.scene("forge.replay")
class ForgeReplayScene(ForgeTableScene):
    """The table, read only, at move `at` of a finished (or saved) game."""

    top_bar_words = False

    def __init__(self, app, record, seats):
        self.moves = list(record.moves)
        self.full = record
        self.seats = seats
        self.at = len(self.moves)
        # a finished game is shown whole (every hand, every card named); a game in progress keeps
        # its hidden cards hidden, as at its table: its players may still sit down to it
        self.finished = record.state.phase == OVER
        super().__init__(app, self._match_at(self.at))

    @classmethod
    def from_file(cls, app, path):
        saved = persist.read_save(content(), path, game="forge")
        return cls(app, saved.record, saved_seats(saved, path))

    def _match_at(self, n: int) -> ForgeMatch:
        r = self.full
        record = GameRecord(r.content, r.players, r.seed, r.names)
        for move in self.moves[:n]:
            record.play(move)
        match = ForgeMatch(GameConfig(seats=[s.__class__(s.name, s.colour, False, s.level) for s in self.seats],
                                      seed=r.seed), record)
        match.autosave_enabled = False
        match.open_log = self.finished  # a finished game's replay names every card
        match._rebuild_log()
        return match

    def go(self, n: int) -> None:
        self.at = max(0, min(len(self.moves), n))
        self.match = self._match_at(self.at)
        self.shown = min(self.shown, self.match.state.players - 1)

    def round_start(self, direction: int) -> int:
        """Where the next round starts (+1), or this round's start (-1; the previous one's if
        already there): a move number."""
        rounds = [rnd for _seat, _move, rnd in self._placed_all()]
        here = self.match.state.round
        starts = [i for i, rnd in enumerate(rounds) if i == 0 or rnd != rounds[i - 1]]
        if direction > 0:
            return next((i for i in starts if i > self.at), len(rounds))
        return next((i for i in reversed(starts) if i < self.at), 0) if here else 0

    def _placed_all(self):
        if not hasattr(self, "_all"):
            self._all = self._match_at(len(self.moves)).placed
        return self._all

    def _build(self) -> None:
        self.widgets = WidgetGroup()
        y, w = 10, 110
        items = [("|<", lambda: self.go(0), pygame.K_HOME), ("<<", lambda: self.go(self.round_start(-1)), pygame.K_UP),
                 ("<", lambda: self.go(self.at - 1), pygame.K_LEFT),
                 (">", lambda: self.go(self.at + 1), pygame.K_RIGHT),
                 (">>", lambda: self.go(self.round_start(1)), pygame.K_DOWN),
                 (">|", lambda: self.go(len(self.moves)), pygame.K_END)]
        for i, (label, fn, key) in enumerate(items):
            self.widgets.add(Button((1080 + i * (w - 40 + 6), y, w - 40, 46), label, fn, size=theme.FS_SMALL,
                                    hotkeys=(key,), name=label))
        # after the last step button (1460-1530) with a gap; named by where it goes
        self.close_btn = self.widgets.add(Button((1550, y, 350, 46), self.back_label(), self.leave,
                                                 size=theme.FS_SMALL, hotkeys=(pygame.K_ESCAPE,), name="Close"))
        self.hint_btn = self.undo_btn = self.skip_btn = Button((0, 0, 1, 1), "", None)
        self.skip_btn.visible = False

    def hand_face_up(self, seat: int) -> bool:
        """A finished game's every hand; in a game in progress only the hand of its one person
        (with two or more at that table, or none, no hand)."""
        if self.finished:
            return True
        humans = [i for i, s in enumerate(self.seats) if s.human]
        return humans == [seat]

    def _over_a_scene(self) -> bool:
        """Opened over another scene (the list of games), which leaving goes back to."""
        scenes = list(self.stack)
        return len(scenes) > 1 and any(scene is self for scene in scenes)

    def back_label(self) -> str:
        return t("forge.replay.close_list" if self._over_a_scene() else "forge.replay.close")

    def leave(self) -> None:
        """Back to the list it was opened from, else to the title."""
        if self._over_a_scene():
            self.close()
        else:
            self.stack.reset(registry.make("title", self.app))

    def enter(self) -> None:
        self.close_btn.text = self.back_label()     # now it is on the stack: where it goes back to

    def handle_event(self, event) -> None:
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(self.match.state.players):
                from kingsforge.forge.ui import layout

                if layout.player_row(i, self.match.state.players).collidepoint(event.pos):
                    self.shown = i
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._zoom_at(event.pos)

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def animating(self) -> bool:
        return self.widgets.animating()

    def draw(self, surface) -> None:
        super().draw(surface)
        text = t("forge.replay.at", n=self.at, total=len(self.moves), round=self.match.state.round)
        bar = pygame.Rect(20, 6, 1040, 48)
        pygame.draw.rect(surface, (22, 16, 12), bar)
        last = self.match.log[-1].text if self.match.log and self.at else t("forge.replay.start")
        with gfx.box(bar, "replay bar"):
            gfx.blit_fitted(surface, text, (30, 29), 440, theme.FS_BODY, theme.GOLD_BRIGHT, "midleft", bold=True)
            gfx.blit_fitted(surface, last, (480, 29), 580, theme.FS_SMALL, theme.TEXT, "midleft")
