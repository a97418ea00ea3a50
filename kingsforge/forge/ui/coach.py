"""A short guided first round of Forge: a note on the table that says what to do next and lights
the part of the table it is about, step by step through the opening choice, the turn-order
track and the first placements, until the first round ends. It guides; it never forbids."""

from __future__ import annotations

import pygame

from kingsforge.forge.engine.actions import BLACKSMITH
from kingsforge.forge.engine.state import TRACK
from kingsforge.forge.ui import layout
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme

NOTE = pygame.Rect(1212, 898, 692, 168)        # over the lower half of the hand panel (the cards stay seen)


def guided_table(app):
    """The guided first round: a game against an easy computer player with the notes on. Like
    King's Forge's tutorial it is not saved, so a Forge game in progress keeps its save."""
    from kingsforge.forge.ui.match import ForgeMatch
    from kingsforge.ui.scenes import registry
    from kingsforge.ui.seats import GameConfig, Seat

    # a name, as in King's Forge's tutorial: a word like "You" read "You's board", "Tú envía"
    seats = [Seat(theme.SEAT_NAMES[0], theme.SEAT_COLOURS[0][1], human=True),
             Seat(theme.SEAT_NAMES[1], theme.SEAT_COLOURS[1][1], human=False, level="easy")]
    match = ForgeMatch.new(GameConfig(seats=seats, seed=7))
    match.autosave_enabled = False
    return registry.make("forge.table", app, match, coach=True)


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
    if rect is not None:
        gfx.glow(surface, rect, theme.HIGHLIGHT)
        pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(10, 10), 4, border_radius=14)
    gfx.panel(surface, NOTE, (44, 34, 20), theme.HIGHLIGHT, radius=14, shadow=10, width=3)
    gfx.blit_text(surface, t("forge.coach.title"), (NOTE.x + 20, NOTE.y + 10), theme.FS_BODY, theme.GOLD_BRIGHT,
                  bold=True)
    gfx.blit_text(surface, t(key), (NOTE.x + 20, NOTE.y + 46), theme.FS_SMALL, theme.TEXT, wrap=NOTE.w - 40)
