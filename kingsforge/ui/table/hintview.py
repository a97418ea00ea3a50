"""The Hint button on the table (H): Normal's move, why, and exact craft odds.

Pressing Hint asks the AI worker (never the frame loop) what the Normal
computer player would play for the human to move. The move is lit up in the
hint colour on the table (its card, dock, button or bonus, and the dice it
uses) with a one-line explanation in the forge's header, and every craft card
on offer gets a badge with the exact odds of making it with the player's
supply and this round's bonuses. The hint follows the player's moves and goes
away when the turn passes. With the 'craft odds' setting on, pointing at a
craft card during the gather phase shows its odds too.
"""

from __future__ import annotations

import math

import pygame

from kingsforge import i18n
from kingsforge.engine.actions import (
    Claim,
    Craft,
    Dock,
    EndTurn,
    Harvest,
    Pass,
    Roll,
    UseAbility,
    UseCharge,
    Visit,
)
from kingsforge.ui import advice, gfx, theme
from kingsforge.ui.table import cards, layout, panels, perks

HINT = (120, 214, 255)            # the hint's own colour: never the gold of drop targets and last moves
HINT_DARK = (22, 54, 70)
ODDS_HIGH = (64, 132, 76)
ODDS_MID = (150, 112, 36)
ODDS_LOW = (124, 52, 42)


class HintView:
    def __init__(self, scene):
        self.scene = scene
        self.active = False
        self.player = None            # whose hint it is (it goes when the turn passes)
        self.t = 0.0
        self._line = None             # ((match version, language), answer, sentence)

    # ------------------------------------------------------------------ state
    @property
    def match(self):
        return self.scene.match

    def available(self) -> bool:
        m = self.match
        return m.human_to_move and not self.scene.busy()

    def show(self) -> None:
        """H: the hint for the position now, every time it is pressed (the Hint button toggles)."""
        if not self.available():
            return
        self.active = True
        self.player = self.match.current
        self.scene.ai.request_hint(self.match)
        self.scene.ai.request_odds(self.match, self.player)

    def toggle(self) -> None:
        if self.active:
            self.active = False
            return
        self.show()

    def hover_odds_on(self) -> bool:
        m = self.match
        return bool(getattr(self.scene.app.settings, "craft_odds_hints", False)) and m.in_gather and m.human_to_move

    def update(self, dt: float) -> None:
        self.t += dt
        m = self.match
        if self.active and (not self.available() or m.current != self.player):
            self.active = False
        if self.active:
            self.scene.ai.request_hint(m)          # no-ops while this position's question is open
            self.scene.ai.request_odds(m, m.current)
        elif self.hover_odds_on():
            self.scene.ai.request_odds(m, m.current)
        else:
            self.scene.ai.cancel_advice()          # nothing to show: a long computation must not run on

    def animating(self) -> bool:
        """The hint pulses while shown; odds badges wait for the worker's answer."""
        if self.active:
            return True
        got = self.odds()
        return got is not None and not got[1]

    def answer(self):
        """Normal's move for this position ({"action", "why"}), or None while it thinks."""
        if not self.active:
            return None
        return self.scene.ai.hint(self.match)

    def odds(self):
        """({card: (Fraction, out-craft?)}, done) for the player to move, or None."""
        m = self.match
        if m.current is None or not (self.active or self.hover_odds_on()):
            return None
        return self.scene.ai.odds(m, m.current)

    # ------------------------------------------------------------------ words
    def line(self) -> str:
        """The hint banner's sentence; composed again only when the answer or the language changes
        (it is drawn every frame)."""
        got = self.answer()
        key = (self.match.version, i18n.generation())
        if self._line is None or self._line[0] != key or self._line[1] is not got:
            self._line = (key, got, self._compose(got))
        return self._line[2]

    def _compose(self, got) -> str:
        m = self.match
        if got is None:
            return i18n.t("advice.thinking")
        action = got["action"]
        if action is None:
            return i18n.t("advice.line", move=i18n.t("advice.label"), why=advice.reason_text(got["why"], m.names))
        return i18n.t("advice.line", move=advice.move_text(m.state, action, m.names),
                      why=advice.reason_text(got["why"], m.names))

    def tip_line(self, card: int) -> str | None:
        """The odds sentence for the card tooltip, or None."""
        got = self.odds()
        if got is None or card not in self.match.state.display + [c for c, _o, _d in self.match.state.crafted]:
            return None
        values, _done = got
        if card not in values:
            return i18n.t("odds.tip_working")
        value, steal = values[card]
        if self.match.state.rolled[self.match.current]:
            return i18n.t("odds.tip_now_yes" if value >= 1 else "odds.tip_now_no")
        return i18n.t("odds.tip_steal" if steal else "odds.tip", pct=advice.percent(value))

    # ------------------------------------------------------------------ drawing
    def draw_odds(self, surface) -> None:
        """Odds badges: on every card while the hint shows, else on the craft card pointed at."""
        got = self.odds()
        if got is None:
            return
        values, done = got
        v = self.scene.view
        if self.active:
            cards = list(v.craft_rects)
        else:
            hover = self.scene.hover_card
            cards = [hover[1]] if hover and hover[0] == "craft" and hover[1] in v.craft_rects else []
        rolled = bool(self.match.state.rolled[self.match.current])
        for card in cards:
            rect = v.craft_rects[card]
            if card in values:
                value, steal = values[card]
                if rolled:
                    if value < 1:
                        continue
                    text, fill = i18n.t("odds.can_make"), ODDS_HIGH
                else:
                    pct = advice.percent(value)
                    text = i18n.t("odds.steal", pct=pct) if steal else pct
                    fill = ODDS_HIGH if value >= 0.6 else ODDS_MID if value >= 0.25 else ODDS_LOW
                self._badge(surface, rect, text, fill)
            elif not done and card in self.match.state.display:
                self._badge(surface, rect, "…", HINT_DARK)

    def _badge(self, surface, card_rect, text: str, fill) -> None:
        art = layout.craft_part(card_rect, layout.CRAFT_ART)
        label = gfx.fitted_text(text, art.w - 22, theme.FS_SMALL, theme.TEXT, bold=True, min_size=15)
        rect = pygame.Rect(0, 0, max(64, label.get_width() + 22), 36)
        rect.midbottom = (art.centerx, art.bottom - 8)
        gfx.panel(surface, rect, fill, theme.GOLD_BRIGHT, radius=18, shadow=5, width=2)
        surface.blit(label, label.get_rect(center=rect.center))

    def draw_targets(self, surface) -> None:
        """Light up the suggested move: where it goes and the dice it uses."""
        got = self.answer()
        if got is None or got["action"] is None:
            return
        action = got["action"]
        s = self.scene
        v = s.view
        pulse = 0.55 + 0.45 * math.sin(self.t * 3.2)
        spots = []
        tag_at = None           # where the tag goes, where not on the first spot
        if isinstance(action, Claim):
            spots.append(v.option_areas.get((action.card, action.option)))
        elif isinstance(action, Visit):
            card = v.visitor_rects.get(action.card)
            if card is not None:
                _banner, gift, strip = layout.visitor_parts(card)
                spots.append(gift if action.option == 0 else strip)
                if action.option == 0:      # the tag on the gift's line with the strip, clear of both
                    tag_at = pygame.Rect(gift.x, gift.y, gift.w, strip.y + 1 - gift.y)
        elif isinstance(action, Dock):
            spots.append(v.dock_areas.get(action.action))
            give_up = v.gather_rects.get(action.discard)
            if give_up is not None:
                gfx.glow(surface, give_up, theme.BAD, radius=12, width=3, pulse=pulse)
                self._tag(surface, give_up, i18n.t("advice.give_up"), theme.BAD, "below")
        elif isinstance(action, Craft):
            spots.append(v.craft_rects.get(action.card))
        elif isinstance(action, Pass):
            spots.append(s.btn_pass.rect if s.btn_pass.visible else None)
        elif isinstance(action, Roll):
            spots.append(s.btn_roll.rect if s.btn_roll.visible else None)
        elif isinstance(action, EndTurn):
            spots.append(s.btn_end.rect if s.btn_end.visible else None)
        elif isinstance(action, UseCharge):
            chips = dict(s._charge_chips())
            spots.append(chips.get(action.charge))
        elif isinstance(action, UseAbility):          # a deluxe card's ability: its chip
            spots.append(dict(s._ability_chips()).get((action.card, action.option)))
        elif isinstance(action, Harvest):             # a kept Heartwood: the Harvest chip
            spots.append(s.btn_harvest.rect if s.btn_harvest.visible else None)
        for rect in spots:
            if rect is not None:
                gfx.glow(surface, rect, HINT, radius=12, width=4, pulse=pulse)
        if spots and spots[0] is not None:
            # where the tag hides nothing: a button's corner, a ware's empty picture, a half's lower edge
            if isinstance(action, UseCharge):     # a chip in a stack: beside it (a corner hides the next),
                # on the column's outer side (two chips to a row: the one beside it keeps its word)
                place = "left" if spots[0].x <= layout.CHARGES.x + 6 else "right"
            elif isinstance(action, (Pass, Roll, EndTurn, Harvest)):
                place = "corner"
            elif isinstance(action, Craft):
                place = "art"
            else:
                place = "below"
            self._tag(surface, tag_at or spots[0], i18n.t("advice.label"), HINT, place,
                      card=action.card if isinstance(action, Craft) else None)
        for die in _dice_of(action):
            cur = s.dice.pos.get(die)
            if cur is not None:
                x, y, size = cur
                gfx.glow(surface, pygame.Rect(x - size / 2, y - size / 2, size, size), HINT, radius=8, width=3,
                         pulse=pulse)

    def _tag(self, surface, rect, text: str, colour, place: str = "below", card: int | None = None) -> None:
        label = gfx.text(text, 18, theme.INK, bold=True)
        tag = pygame.Rect(0, 0, label.get_width() + 18, 26)
        if place == "corner":
            tag.center = (rect.right - tag.w // 2 - 4, rect.y + 2)
        elif place == "left":           # over the chip's rounded end, short of its centred word
            tag.midright = (rect.x + 10, rect.centery)
        elif place == "right":
            tag.midleft = (rect.right - 10, rect.centery)
        elif place == "art":
            self._on_picture(tag, rect, self.match.content.craft[card])
        else:
            tag.center = (rect.centerx, rect.bottom - 1)
        tag.clamp_ip(pygame.Rect(0, layout.TOP.bottom, layout.W, layout.H - layout.TOP.bottom))
        pygame.draw.rect(surface, colour, tag, border_radius=13)
        pygame.draw.rect(surface, theme.INK, tag, 2, border_radius=13)
        gfx.covers(surface, tag, text, "tag")          # the layout check: the tag hides what lies under it
        with gfx.box(tag, text):
            gfx.blit_label(surface, label, tag.center, text, "center")

    @staticmethod
    def _on_picture(tag, rect, ware) -> None:
        """Put `tag` on craft card `ware`'s bare picture: below a wrapped title's banner, and below
        (or else beside) a Jubilee ware's lasting bonus in the picture's corner."""
        art = cards.card_windows(rect)[0]
        below = cards.title_overhang(ware, rect)
        tag.midtop = (art.centerx, max(art.y, layout.craft_part(rect, layout.CRAFT_TITLE).bottom + below) + 4)
        if ware.permanent is None:
            return
        badge = perks.corner_badge(rect.move(0, below))
        bottom = perks.corner_bottom(ware, rect.move(0, below))
        if not tag.colliderect(badge.x, badge.y, badge.w + 6, bottom - badge.y):      # its '+' hangs right
            return
        under = tag.move(0, max(0, bottom + 3 - tag.y))
        beside = tag.copy()
        beside.right = art.right - 3
        if under.bottom <= art.bottom or beside.x < badge.right + 3:
            tag.topleft = under.topleft
        else:
            tag.topleft = beside.topleft

    def draw_banner(self, surface, name: str) -> bool:
        """The hint line in the forge's header (in place of the usual instruction); False if none."""
        if not self.active:
            return False
        rect = layout.FORGE
        x = panels.forge_hint_x(name)
        band = pygame.Rect(x - 6, rect.y + 6, rect.right - 14 - x, 38)
        text = self.line()
        width = band.w - 54
        if gfx.fits(text, width, 20, min_size=16):
            self._draw_band(surface, band)
            gfx.blit_fitted(surface, text, (band.x + 42, band.centery), width, 20, theme.TEXT, "midleft",
                            min_size=16)
        else:               # too long for one line: two, the band growing up over the forge's edge
            def grown(surface, rect):
                self._draw_band(surface, pygame.Rect(band.x, rect.y, band.w, rect.h))

            panels.draw_over_forge_edge(surface, text, band.x + 42, width, grown, theme.TEXT)
        return True

    @staticmethod
    def _draw_band(surface, band) -> None:
        """The hint's band: its colour, and a light bulb at its left end."""
        gfx.panel(surface, band, HINT_DARK, HINT, radius=19, shadow=0, width=2)
        bulb = (band.x + 22, band.centery - 2)
        pygame.draw.circle(surface, (255, 236, 150), bulb, 9)
        pygame.draw.rect(surface, theme.TEXT_DIM, (bulb[0] - 5, bulb[1] + 8, 10, 6), border_radius=2)


def _dice_of(action) -> tuple:
    if isinstance(action, (Claim, Dock, Craft, Visit, UseAbility)):
        return tuple(action.dice)
    if isinstance(action, UseCharge):
        return (action.die,)
    return ()
