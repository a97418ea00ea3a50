"""The move log beside the player panels: newest line at the bottom, the mouse wheel scrolls back.

Moves carry their player's colour dot; events between moves (a phase ending,
the cleanup, a new round) are set apart in gold, without a dot.
"""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.ui import gfx, seatmark, theme

LINE_SIZE = 20
LINE_GAP = 6
TOP = 40                 # below the title
FOOT = 28                # room for "n newer" when scrolled back
NOTE_H = 26              # "n older" on a line of its own under the title


class MoveLogView:
    def __init__(self):
        self.scroll = 0          # lines hidden below the view (0: the newest line shows)
        self._length = 0         # the log's length when last looked at
        self._fitted = 1         # lines that fitted last time (a wheel step never empties the view)
        self.shown = range(0)    # indices of the log lines drawn last time

    def follow(self, log) -> None:
        """Keep a scrolled-back view on the same lines as new ones arrive; an undo may shorten the log."""
        grown = len(log) - self._length
        if self.scroll and grown > 0:
            self.scroll += grown
        self._length = len(log)
        self.scroll = max(0, min(self.scroll, len(log) - 1))

    def wheel(self, steps: int, log) -> None:
        """Mouse wheel: up (positive) shows older lines."""
        self.follow(log)
        self.scroll = max(0, min(self.scroll + steps, max(0, len(log) - self._fitted)))

    def draw(self, surface, rect: pygame.Rect, match) -> None:
        log = match.log
        self.follow(log)
        gfx.panel(surface, rect, (30, 24, 20), theme.PANEL_EDGE, radius=12, shadow=5)
        title = gfx.blit_text(surface, i18n.t("log.title"), (rect.x + 14, rect.y + 20), theme.FS_BODY, theme.GOLD,
                              "midleft", bold=True)
        older_note = i18n.t("log.older", n=max(1, len(log)))
        # "n older" beside the title, or under it when both do not fit on one line (a long
        # language at a large readable size)
        beside = rect.right - 14 - (title.right + 30)
        below = gfx.font(18).size(older_note)[0] * gfx.MAX_SQUEEZE > min(beside, 220)
        self.title_rect = title
        placed, older = self._place(rect, match, TOP)
        if older > 0 and below:          # the note takes a line of its own: fewer moves fit
            placed, older = self._place(rect, match, TOP + NOTE_H)
        colours = [s.colour for s in match.seats]
        for entry, body, y in placed:
            if entry.event:
                pygame.draw.line(surface, theme.GOLD_DARK, (rect.x + 12, y - 3), (rect.right - 12, y - 3), 1)
                surface.blit(body, (rect.x + 16, y))
            else:
                seatmark.draw(surface, colours[entry.player], (rect.x + 16, y + 11), 7, seat=entry.player)
                surface.blit(body, (rect.x + 28, y))
        self.older_rect = None
        if older > 0:
            pos = (rect.right - 14, rect.y + 21 + (NOTE_H if below else 0))
            self.older_rect = self._more(surface, i18n.t("log.older", n=older), pos, "midright", up=True,
                                         width=rect.w - 40 if below else min(beside, 220))
        if self.scroll:
            self._more(surface, i18n.t("log.newer", n=self.scroll), (rect.right - 14, rect.bottom - 20), "midright",
                       up=False)

    def _place(self, rect: pygame.Rect, match, top: int):
        """The log's lines that fit between `top` below the panel's edge and its foot, newest at the
        bottom: ([(entry, rendered text, y)], how many older lines are hidden)."""
        log = match.log
        bottom = rect.bottom - 10 - (FOOT if self.scroll else 0)
        width = rect.w - 40
        y = bottom
        placed = []
        newest = len(log) - 1 - self.scroll
        for i in range(newest, -1, -1):
            entry = log[i]
            colour = theme.GOLD if entry.event else theme.TEXT
            body = gfx.text(entry.text, LINE_SIZE, colour, wrap=width + (12 if entry.event else 0))
            if y - body.get_height() - LINE_GAP < rect.y + top:
                break
            y -= body.get_height() + LINE_GAP
            placed.append((entry, body, y))
        shown = len(placed)
        self._fitted = max(1, shown)
        self.shown = range(newest + 1 - shown, newest + 1)
        return placed, newest + 1 - shown

    @staticmethod
    def _more(surface, text: str, pos, anchor: str, up: bool, width: int = 220) -> pygame.Rect:
        r = gfx.blit_fitted(surface, text, pos, width, 18, theme.TEXT_DIM, anchor, min_size=18)
        x, y = r.x - 14, r.centery
        tip = (x, y - 6) if up else (x, y + 6)
        base = (y + 5) if up else (y - 5)
        pygame.draw.polygon(surface, theme.TEXT_DIM, [tip, (x - 7, base), (x + 7, base)])
        return r.inflate(28, 0).move(-14, 0)
