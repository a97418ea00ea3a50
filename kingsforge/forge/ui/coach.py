"""A short guided first round of Forge: a note on the table that says what to do next and lights
the part of the table it is about, step by step through the opening choice, the turn-order
track and the first placements, until the first round ends. It guides; it never forbids."""

from __future__ import annotations

import pygame

from kingsforge.forge.engine.actions import BLACKSMITH
from kingsforge.forge.engine.state import TRACK
from kingsforge.forge.ui import layout
from kingsforge.forge.ui.match import ForgeMatch
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme

# over the players panel: in the guided round's two-player game it tells the player nothing she needs
# (her goods are on her board, the top bar says whose turn it is); the hand keeps its cards whole
# and the achievement board the hints and messages laid over it
NOTE = pygame.Rect(layout.PLAYERS)
SAVE_NAME = "forge-guided.json"        # in the user data folder, beside (never instead of) Forge's autosave
SEED = 7


def save_path():
    from kingsforge import persist

    return persist.paths.user_data_dir() / SAVE_NAME


class GuidedMatch(ForgeMatch):
    """The guided round's game: saved after every move to forge-guided.json (so Save and leave
    keeps it and Tutorial resumes it), never to the autosave of a Forge game in progress, and
    never kept among finished games nor counted in the statistics: it is a lesson."""

    def autosave(self) -> None:
        from kingsforge.ui.autosave import save_lesson

        save_lesson(self, self.autosave_path or save_path())


def saved_guided(path=None) -> "GuidedMatch | None":
    """The guided round saved at `path` (default forge-guided.json) to go on with, else None."""
    import logging

    from kingsforge import persist

    path = path if path is not None else save_path()
    if not persist.has_save(path):
        return None
    try:
        match = GuidedMatch.load(path)
    except persist.SaveError as exc:
        logging.getLogger("kingsforge.ui").warning("the guided round starts over: %s", exc.message)
        return None
    if match.record.seed == SEED and match.record.players == 2 and not match.over:
        return match
    return None


def new_guided(path=None) -> GuidedMatch:
    """A fresh guided round, to be saved at `path` (default forge-guided.json)."""
    from kingsforge.ui.seats import GameConfig, Seat

    # a name, as in King's Forge's tutorial: a word like "You" read "You's board", "Tú envía"
    seats = [Seat(theme.SEAT_NAMES[0], theme.SEAT_COLOURS[0][1], human=True),
             Seat(theme.SEAT_NAMES[1], theme.SEAT_COLOURS[1][1], human=False, level="easy")]
    match = GuidedMatch.new(GameConfig(seats=seats, seed=SEED))
    match.autosave_path = path if path is not None else save_path()
    return match


def guided_match(path=None) -> GuidedMatch:
    """The guided round saved at `path` to go on with, else a new one."""
    return saved_guided(path) or new_guided(path)


def notes_over(match) -> bool:
    """The guided round's notes are all said: what is left is a practice game (Tutorial then asks
    whether to start the guided round again or go on with it)."""
    s = match.state
    return s.round > 2 or (s.round == 2 and s.phase != TRACK)


def guided_table(app, match=None):
    """The guided first round: a game against an easy computer player with the notes on. Like
    King's Forge's tutorial it is saved to a file of its own (forge-guided.json) after every
    move, so the pause menu's Save and leave keeps it and Tutorial goes on where it was left; a
    Forge game in progress keeps its own save."""
    from kingsforge.ui.scenes import registry

    return registry.make("forge.table", app, match if match is not None else guided_match(), coach=True)


def step(match, seat: int) -> tuple[str, pygame.Rect | None] | None:
    """(text key, rect to light) for the person at `seat` now; None when the guided round is over."""
    s = match.state
    if s.round > 1 or match.over:
        return ("forge.coach.done", None) if s.round == 2 and s.phase == TRACK else None
    if s.pending and s.pending[0].seat == seat:
        return ("forge.coach.opening" if s.pending[0].kind == "opening" else "forge.coach.choice", None)
    if s.phase == TRACK:
        return ("forge.coach.track", layout.TRACK) if match.current == seat else ("forge.coach.wait", None)
    if match.current != seat:
        return ("forge.coach.wait", None)
    p = s.p[seat]
    if not p.used:
        return ("forge.coach.first", layout.location_rect("forest"))
    if not p.used >> BLACKSMITH & 1:
        return ("forge.coach.smith", layout.location_rect("royal").union(layout.location_rect("common")))
    return ("forge.coach.more", layout.location_rect("market"))


def draw(surface, match, seat: int) -> None:
    now = step(match, seat)
    if now is None:
        return
    key, rect = now
    # a small window's text floor makes the note's words taller than the note: smaller, inside it
    tall = gfx.text(t(key), theme.FS_SMALL, wrap=NOTE.w - 40).get_height() > NOTE.h - 46 - 6
    with gfx.tight_floor(when=tall):
        if rect is not None:
            gfx.glow(surface, rect, theme.HIGHLIGHT)
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(10, 10), 4, border_radius=14)
        gfx.panel(surface, NOTE, (44, 34, 20), theme.HIGHLIGHT, radius=14, shadow=10, width=3)
        _covers(surface)
        gfx.blit_text(surface, t("forge.coach.title"), (NOTE.x + 20, NOTE.y + 10), theme.FS_BODY, theme.GOLD_BRIGHT,
                      bold=True)
        gfx.blit_text(surface, t(key), (NOTE.x + 20, NOTE.y + 46), theme.FS_SMALL, theme.TEXT, wrap=NOTE.w - 40)


def _covers(surface) -> None:
    """The layout check: the players panel under the note is hidden on purpose (as under a veil, no
    label to read); any other label the note lies over is covered, a fault (a hand card's line)."""
    log = gfx.labels
    if log is not None and not log.muted and surface is log.target:
        log.labels = [label for label in log.labels if label.box != layout.PLAYERS]
    gfx.covers(surface, NOTE, "guided round", "note")
