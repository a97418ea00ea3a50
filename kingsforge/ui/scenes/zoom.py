"""A card shown large with its full text (right-click on any card or dock)."""

from __future__ import annotations

import pygame

from kingsforge.ui import cardtext, gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.table import cards


class CardZoomScene(Scene):
    opaque = False

    def __init__(self, app, match, hit):
        super().__init__(app)
        self.match = match
        self.kind, self.index = hit

    def handle_event(self, event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.close()

    def _lines(self) -> tuple[str, list[str]]:
        c = self.match.content
        s = self.match.state
        if self.kind == "gather":
            card = c.gather[self.index]
            lines = []
            for o, option in enumerate(card.options):
                which = ("Top", "Bottom")[o] if len(card.options) == 2 else f"Option {o + 1}"
                lines.append(f"{which}: {cardtext.option_sentence(c, option)}")
            if card.always:
                lines.append("This card is in every game.")
            lines.append("A box with a cross uses its die up: it goes back to the stock at cleanup.")
            return card.name, lines
        if self.kind == "craft":
            card = c.craft[self.index]
            needs = ", ".join(f"{c.colours[col]} {pips}+" for col, pips in card.slots)
            lines = [f"Needs one rolled die per box: {needs}.",
                     f"Rank {card.rank}: a higher rank is harder; it also breaks ties at the end."]
            held = s.crafted_by(self.index)
            if held is not None:
                owner, dice = held
                values = ", ".join(str(s.values[d]) for d in dice)
                lines.append(f"Crafted this round by {self.match.names[owner]} with {values}. To take it over, "
                             "match every die and beat at least one.")
            return card.name, lines
        dock_id, name = c.docks[self.index]
        lines = []
        for action in c.dock_actions:
            if action.dock_id == dock_id:
                used = s.dock_used[action.index]
                note = f" (used by {self.match.names[used[0]]})" if used else ""
                lines.append(f"Action {action.option.label}: {cardtext.option_sentence(c, action.option)}{note}")
        lines.append("To visit, you also give up one face-up gather card. Dice paid here return to the stock.")
        return name, lines

    def draw(self, surface) -> None:
        gfx.dim(surface, (8, 6, 4, 160))
        c = self.match.content
        title, lines = self._lines()
        if self.kind == "gather":
            rect = pygame.Rect(0, 0, 448, 600)
            rect.midleft = (300, 540)
            cards.draw_gather_card(surface, c, self.index, rect)
        elif self.kind == "craft":
            rect = pygame.Rect(0, 0, 360, 552)
            rect.midleft = (340, 540)
            cards.draw_craft_card(surface, c, self.index, rect, symbols=self.app.settings.colour_blind)
        else:
            rect = pygame.Rect(300, 440, 420, 200)
            gfx.panel(surface, rect, (70, 50, 34), theme.GOLD_DARK, radius=14)
            gfx.blit_text(surface, title, rect.center, theme.FS_HEAD, theme.PARCHMENT, "center", bold=True)
        text_rect = pygame.Rect(860, 300, 760, 480)
        gfx.panel(surface, text_rect, theme.PARCHMENT, theme.GOLD_DARK, radius=14, shadow=10)
        gfx.blit_text(surface, title, (text_rect.x + 36, text_rect.y + 30), theme.FS_HEAD, theme.INK, bold=True,
                      display=True)
        y = text_rect.y + 100
        for line in lines:
            r = gfx.blit_text(surface, line, (text_rect.x + 36, y), theme.FS_BODY, theme.INK, wrap=text_rect.w - 72)
            y = r.bottom + 16
        gfx.blit_text(surface, "Click anywhere to close", (text_rect.centerx, text_rect.bottom + 30), theme.FS_SMALL,
                      theme.TEXT_DIM, "center")
