"""End-of-round summary: who kept which wares, and the standings so far."""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button

# A game with no human seat is watched, not played: its round summary moves on by itself after
# this many seconds. Four is time to read its few rows (who kept what, the count to win) at a
# glance, yet short enough that a game left to play itself is not held up at every round.
WATCHED_PAUSE_S = 4.0
# While the pause runs the summary asks for a frame this often (seconds): the idle loop would
# otherwise wake every 250 ms and the app caps a frame's dt at 0.1 s, slowing the pause down.
WATCHED_FRAME_S = 0.1


def watched(match) -> bool:
    """No seat is human: the computers play every seat and the person at the screen looks on."""
    return match.config.humans == 0


class MovesOnWhenWatched:
    """A round summary (both games') that, in a watched game, closes by itself WATCHED_PAUSE_S
    after it shows; its Next button, hotkeys and Esc still close it at once. The pause counts
    only while it is on top (the menu over it stops the clock); a bar under Next shows it
    running out. With a human seat it waits for Next as before."""

    def move_on_when_watched(self, match, button) -> None:
        self.next_button = button
        self.pause_left = WATCHED_PAUSE_S if watched(match) else None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.pause_left is None:
            return
        self.pause_left -= dt
        if self.pause_left <= 0:
            self.pause_left = None
            self.close()

    def next_frame_in(self) -> float | None:
        return None if self.pause_left is None else min(WATCHED_FRAME_S, max(0.0, self.pause_left))

    def draw_over(self, surface) -> None:
        super().draw_over(surface)
        if self.pause_left is None:
            return
        under = self.next_button.rect
        bar = pygame.Rect(under.x, under.bottom + 8, round(under.w * self.pause_left / WATCHED_PAUSE_S), 4)
        if bar.w > 0:
            pygame.draw.rect(surface, theme.GOLD_DARK, bar, border_radius=2)


@registry.scene("summary")
class RoundSummaryScene(MovesOnWhenWatched, ModalScene):
    def __init__(self, app, match, round_no: int, kept: list[list[int]], won: list[list[int]] | None = None):
        self.title = t("summary.title", n=round_no)
        n = len(kept)
        self.panel_size = (1000, 340 + 96 * n)    # rows, then the anvil line, then the button
        super().__init__(app)
        self.match = match
        self.kept = kept
        self.won = won or [[] for _ in kept]      # exotic dice won at cleanup, per player
        self.move_on_when_watched(match, self.widgets.add(
            Button((self.panel.centerx - 160, self.panel.bottom - 96, 320, 64), t("summary.next"), self.close,
                   style="primary", hotkeys=(pygame.K_SPACE, pygame.K_RETURN), name="Next round")))

    def draw_body(self, surface) -> None:
        m = self.match
        s = m.state
        c = m.content
        x = self.panel.x + 60
        y = self.panel.y + 110
        # whole inside the panel: at a small window's text floor the Spanish note ran past its edges
        gfx.blit_whole(surface, t("summary.note"), (self.panel.centerx, y), self.panel.w - 80, theme.FS_SMALL,
                       theme.TEXT_DIM, "midtop")
        y += 50
        for p, cards in enumerate(self.kept):
            seat = m.seats[p]
            row = pygame.Rect(x, y, self.panel.w - 120, 84)
            pygame.draw.rect(surface, (44, 34, 27), row, border_radius=10)
            pygame.draw.rect(surface, seat.colour, (row.x, row.y + 8, 6, row.h - 16), border_radius=3)
            from kingsforge.ui import seatmark

            seatmark.draw(surface, seat.colour, (row.x + 30, row.y + 26), 11, seat=p)
            gfx.blit_text(surface, seat.name, (row.x + 50, row.y + 26), theme.FS_LABEL, theme.TEXT, "midleft",
                          bold=True)
            total = len(s.tucked[p])
            gfx.blit_text(surface, t("summary.count", n=total, total=s.items_to_win), (row.right - 16, row.y + 26),
                          theme.FS_BODY, theme.GOLD_BRIGHT, "midright", bold=True)
            parts = []
            if cards:
                parts.append(t("summary.kept", list=", ".join(
                    t("summary.kept_request", name=i18n.craft_name(c.craft[k])) if c.craft[k].request else
                    t("summary.kept_item", name=i18n.craft_name(c.craft[k]), rank=c.craft[k].rank) for k in cards)))
                lasting = [k for k in cards if c.craft[k].permanent or c.craft[k].reward]
                if lasting:             # a Jubilee ware's bonus or a request's reward lasts from now on
                    parts.append(i18n.plural("summary.lasting", len(lasting)))
            won = self.won[p] if p < len(self.won) else []
            if won:
                from collections import Counter

                counts = Counter(i18n.die_name(c.die_types[c.die_type_of[d]]) for d in won)
                parts.append(t("summary.won", list=", ".join(i18n.plural("summary.won_die", n, die=name)
                                                               for name, n in counts.items())))
            if parts:
                text = "; ".join(parts)
                colour = theme.GOOD
            else:
                text = t("summary.kept_none")
                colour = theme.TEXT_FAINT
            # whole: a small window's floor made a Jubilee ware's line with its lasting bonus too long
            gfx.blit_whole(surface, text, (row.x + 22, row.y + 62), row.w - 44, theme.FS_SMALL, colour, "midleft")
            y += 96
        anvil = m.seats[s.anvil].name
        self.anvil_rect = gfx.blit_text(surface, t("summary.anvil", name=anvil, n=s.round,
                                                   marker=i18n.marker_word(s.content)),
                                        (self.panel.centerx, y + 8), theme.FS_SMALL, theme.TEXT_DIM, "midtop")
        self.last_row_bottom = y - 12
