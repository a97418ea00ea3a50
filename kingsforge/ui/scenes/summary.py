"""End-of-round summary: who kept which wares, and the standings so far."""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button


@registry.scene("summary")
class RoundSummaryScene(ModalScene):
    def __init__(self, app, match, round_no: int, kept: list[list[int]], won: list[list[int]] | None = None):
        self.title = t("summary.title", n=round_no)
        n = len(kept)
        self.panel_size = (1000, 340 + 96 * n)    # rows, then the anvil line, then the button
        super().__init__(app)
        self.match = match
        self.kept = kept
        self.won = won or [[] for _ in kept]      # exotic dice won at cleanup, per player
        self.widgets.add(Button((self.panel.centerx - 160, self.panel.bottom - 96, 320, 64), t("summary.next"),
                                self.close, style="primary", hotkeys=(pygame.K_SPACE, pygame.K_RETURN),
                                name="Next round"))

    def draw_body(self, surface) -> None:
        m = self.match
        s = m.state
        c = m.content
        x = self.panel.x + 60
        y = self.panel.y + 110
        note = t("summary.note")
        gfx.blit_text(surface, note, (self.panel.centerx, y), gfx.fit_size(note, self.panel.w - 80, theme.FS_SMALL),
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
            gfx.blit_text(surface, gfx.fit_text(text, row.w - 44, theme.FS_SMALL), (row.x + 22, row.y + 62),
                          theme.FS_SMALL, colour, "midleft")
            y += 96
        anvil = m.seats[s.anvil].name
        self.anvil_rect = gfx.blit_text(surface, t("summary.anvil", name=anvil, n=s.round,
                                                   marker=i18n.marker_word(s.content)),
                                        (self.panel.centerx, y + 8), theme.FS_SMALL, theme.TEXT_DIM, "midtop")
        self.last_row_bottom = y - 12
