"""A card shown large with its full text (right-click on any card or dock)."""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.ui import cardtext, gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry
from kingsforge.ui.table import cards, tiles


@registry.scene("zoom")
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
                which = (t("zoom.top"), t("zoom.bottom"))[o] if len(card.options) == 2 else t("zoom.option", n=o + 1)
                lines.append(t("zoom.line", which=which, text=cardtext.option_sentence(c, option)))
            if card.always:
                lines.append(t("zoom.always"))
            lines.append(t("zoom.cross"))
            return i18n.gather_name(card), lines
        if self.kind == "craft" and c.craft[self.index].tile is not None:     # an ambassador tile
            return tiles.title(c, self.index), tiles.lines(s, self.match.names, self.index)
        if self.kind == "craft":
            card = c.craft[self.index]
            needs = ", ".join(cards.need_words(c, card))
            lines = [t("zoom.needs", needs=needs),
                     t("zoom.request") if card.request else t("zoom.rank", rank=card.rank)]
            if card.request:
                from kingsforge.ui.table.asks.requests import reward_words
                lines.insert(1, reward_words(c, card))
            if card.restrict:
                lines.insert(1, t("zoom.restricted", rule=cards.restriction_words(card, short=False)))
            if card.ability:        # a deluxe card: its ability, or its plain side once used
                used = self.index in self.match.state.spent
                lines.insert(1, t("ability.used") if used else cardtext.card_ability(c, card))
            held = s.crafted_by(self.index)
            if held is not None:
                owner, dice = held
                values = ", ".join(str(s.values[d]) for d in dice)
                lines.append(t("zoom.held", name=self.match.names[owner], values=values))
            return i18n.craft_name(card), lines
        if self.kind == "visitor":
            card = c.visitors[self.index]
            lines = [t("zoom.line", which=t("tip.gift"), text=cardtext.option_sentence(c, card.options[0])),
                     t("zoom.line", which=t("tip.collaboration"), text=cardtext.option_sentence(c, card.options[1])),
                     t("zoom.visitor", realm=cards.realm_text(c, card.realm))]
            host = next((p for p, v, _o, _d in s.visits if v == self.index), None)
            if host is not None:
                lines.append(t("landing.hosted_by", name=self.match.names[host]) + ".")
            return i18n.visitor_name(card), lines
        dock_id, name = c.docks[self.index]
        lines = []
        for action in c.dock_actions:
            if action.dock_id == dock_id:
                used = s.dock_used[action.index]
                note = t("zoom.used_by", name=self.match.names[used[0]]) if used else ""
                lines.append(t("zoom.action", n=action.option.label, text=cardtext.option_sentence(c, action.option),
                               note=note))
        lines.append(t("zoom.dock_note"))
        return i18n.dock_name(dock_id, name), lines

    @staticmethod
    def _height(lines, size: int, width: int) -> int:
        return sum(gfx.text(line, size, theme.INK, wrap=width).get_height() + 16 for line in lines) - 16

    def draw(self, surface) -> None:
        gfx.dim(surface, (8, 6, 4, 160))
        c = self.match.content
        title, lines = self._lines()
        if self.kind == "gather":
            rect = pygame.Rect(0, 0, 448, 600)
            rect.midleft = (300, 540)
            cards.draw_gather_card(surface, c, self.index, rect)
        elif self.kind == "craft" and c.craft[self.index].tile is not None:
            rect = pygame.Rect(0, 0, 300, 300)
            rect.midleft = (400, 540)
            s = self.match.state
            held = s.crafted_by(self.index)
            owner = held[0] if held is not None else None
            seats = self.match.seats
            cards.draw_tile(surface, c, self.index, rect, owner=owner,
                            owner_colour=seats[owner].colour if owner is not None else None,
                            owner_name=seats[owner].name if owner is not None else "",
                            symbols=self.app.settings.colour_blind)
        elif self.kind == "craft":
            rect = pygame.Rect(0, 0, 360, 552)
            rect.midleft = (340, 540)
            cards.draw_craft_card(surface, c, self.index, rect, symbols=self.app.settings.colour_blind)
        elif self.kind == "visitor":
            rect = pygame.Rect(0, 0, 512, 268)
            rect.midleft = (300, 540)
            cards.draw_visitor_card(surface, c, self.index, rect)
        else:
            rect = pygame.Rect(300, 440, 420, 200)
            gfx.panel(surface, rect, (70, 50, 34), theme.GOLD_DARK, radius=14)
            gfx.blit_text(surface, title, rect.center, theme.FS_HEAD, theme.PARCHMENT, "center", bold=True)
        text_rect = pygame.Rect(860, 300, 760, 480)
        gfx.panel(surface, text_rect, theme.PARCHMENT, theme.GOLD_DARK, radius=14, shadow=10)
        gfx.blit_fitted(surface, title, (text_rect.x + 36, text_rect.y + 30), text_rect.w - 72, theme.FS_HEAD,
                        theme.INK, "topleft", bold=True, display=True)
        y = text_rect.y + 100
        size = theme.FS_BODY
        while size > theme.FS_SMALL and self._height(lines, size, text_rect.w - 72) > text_rect.bottom - 20 - y:
            size -= 1            # a long card text (in a long language) gets a little smaller
        for line in lines:
            r = gfx.blit_text(surface, line, (text_rect.x + 36, y), size, theme.INK, wrap=text_rect.w - 72)
            y = r.bottom + 16
        self.text_bottom = r.bottom if lines else y
        self.text_area = text_rect
        gfx.blit_text(surface, t("zoom.close"), (text_rect.centerx, text_rect.bottom + 30), theme.FS_SMALL,
                      theme.TEXT_DIM, "center")
