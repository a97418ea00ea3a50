"""End-of-round summary: who kept which wares, and the standings so far."""

from __future__ import annotations

import pygame

from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button


class RoundSummaryScene(ModalScene):
    def __init__(self, app, match, round_no: int, kept: list[list[int]]):
        self.title = f"Round {round_no} complete"
        n = len(kept)
        self.panel_size = (1000, 300 + 96 * n)
        super().__init__(app)
        self.match = match
        self.kept = kept
        self.widgets.add(Button((self.panel.centerx - 160, self.panel.bottom - 96, 320, 64), "Next round",
                                self.close, style="primary", hotkeys=(pygame.K_SPACE, pygame.K_RETURN),
                                name="Next round"))

    def draw_body(self, surface) -> None:
        m = self.match
        s = m.state
        c = m.content
        x = self.panel.x + 60
        y = self.panel.y + 110
        gfx.blit_text(surface, "Wares kept this round are tucked for good; dice come home for the next round.",
                      (self.panel.centerx, y), theme.FS_SMALL, theme.TEXT_DIM, "midtop")
        y += 50
        for p, cards in enumerate(self.kept):
            seat = m.seats[p]
            row = pygame.Rect(x, y, self.panel.w - 120, 84)
            pygame.draw.rect(surface, (44, 34, 27), row, border_radius=10)
            pygame.draw.rect(surface, seat.colour, (row.x, row.y + 8, 6, row.h - 16), border_radius=3)
            gfx.blit_text(surface, seat.name, (row.x + 22, row.y + 26), theme.FS_LABEL, theme.TEXT, "midleft",
                          bold=True)
            total = len(s.tucked[p])
            gfx.blit_text(surface, f"{total} of {s.items_to_win} wares", (row.right - 16, row.y + 26),
                          theme.FS_BODY, theme.GOLD_BRIGHT, "midright", bold=True)
            if cards:
                text = "Kept " + ", ".join(f"{c.craft[k].name} ({c.craft[k].rank})" for k in cards)
                colour = theme.GOOD
            else:
                text = "Kept nothing this round"
                colour = theme.TEXT_FAINT
            gfx.blit_text(surface, gfx.fit_text(text, row.w - 44, theme.FS_SMALL), (row.x + 22, row.y + 62),
                          theme.FS_SMALL, colour, "midleft")
            y += 96
        anvil = m.seats[s.anvil].name
        gfx.blit_text(surface, f"The anvil passes to {anvil}, who starts round {s.round}.",
                      (self.panel.centerx, self.panel.bottom - 128), theme.FS_SMALL, theme.TEXT_DIM, "midbottom")
