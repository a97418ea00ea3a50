"""Rules reference overlay (F1): a parchment book with a page index."""

from __future__ import annotations

import pygame

from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.rules_text import page as rules_page
from kingsforge.ui.rules_text import page_count
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button


@registry.scene("rules")
class RulesScene(ModalScene):
    panel_size = (1500, 920)

    scroll = 0          # how far down a page too long for the parchment is scrolled (canvas px)
    scroll_max = 0      # 0: the page fits; else how far it scrolls

    def __init__(self, app, page: int = 0):
        super().__init__(app)
        self.count = self.page_total()
        self.page = max(0, min(page, self.count - 1))
        p = self.panel
        self.index_rect = pygame.Rect(p.x + 30, p.y + 100, 380, p.h - 200)
        self.body_rect = pygame.Rect(self.index_rect.right + 40, p.y + 100, p.right - self.index_rect.right - 90,
                                     p.h - 200)
        by = p.bottom - 86
        self.prev_btn = self.widgets.add(Button((self.body_rect.x, by, 220, 60), t("rules.previous"), self.prev,
                                                name="Previous"))
        self.next_btn = self.widgets.add(Button((self.body_rect.right - 220, by, 220, 60), t("rules.next"),
                                                self.next, style="primary", name="Next"))
        self.widgets.add(Button((p.x + 30, by, 220, 60), t("rules.close"), self.close, name="Close"))
        self.widgets.add(Button((self.body_rect.centerx - 110, by, 220, 60), t("rules.credits"), self.credits,
                                name="Credits"))
        self._entries: list[pygame.Rect] = []
        step = min(62, (self.index_rect.h - 14) // self.count)      # modules add pages: the index packs closer
        for i in range(self.count):
            self._entries.append(pygame.Rect(self.index_rect.x + 10, self.index_rect.y + 14 + i * step,
                                             self.index_rect.w - 20, step - 8))

    # the pages: King's Forge's; another game's rules scene gives its own (kingsforge/forge/ui/rules.py)
    heading_key = "rules.heading"

    def page_total(self) -> int:
        return page_count()

    def page_text(self, index: int) -> tuple[str, list[str]]:
        return rules_page(index)

    def credits(self) -> None:
        self.stack.push(registry.make("credits", self.app))

    def prev(self) -> None:
        self.page = max(0, self.page - 1)

    def back_to_end(self) -> None:
        """The previous page shown at its end: reading backwards (PgUp, the wheel) goes on from the
        foot of the page before, as reading on goes to the top of the next."""
        before = self.page
        self.prev()
        if self.page != before:
            self.scroll = 1 << 30       # drawn at most at its scroll_max: the page's end

    def next(self) -> None:
        if self.page >= self.count - 1:
            self.close()
        else:
            self.page += 1

    def _scroll_by(self, dy: int) -> bool:
        """Scroll a long page by `dy` canvas px; False when it is already at that end (or fits)."""
        new = max(0, min(self.scroll_max, self.scroll + dy))
        if new == self.scroll:
            return False
        self.scroll = new
        return True

    def _step(self) -> int:
        """One scroll step: about two lines of the page's text."""
        return max(40, 2 * gfx.font(getattr(self, "_page_size", theme.FS_BODY)).get_linesize())

    def _screenful(self) -> int:
        area = getattr(self, "text_area", None)
        return max(self._step(), (area.h if area is not None else 400) - self._step() // 2)

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_DOWN:
                self._scroll_by(self._step())
                return
            if event.key == pygame.K_UP:
                self._scroll_by(-self._step())
                return
            if event.key == pygame.K_PAGEDOWN:      # down a screenful; at the page's end, the next page
                if not self._scroll_by(self._screenful()) and self.page < self.count - 1:
                    self.next()
                return
            if event.key == pygame.K_PAGEUP:        # at the page's top, the previous page's end
                if not self._scroll_by(-self._screenful()):
                    self.back_to_end()
                return
            if event.key == pygame.K_RIGHT:
                self.next() if self.page < self.count - 1 else None
                return
            if event.key == pygame.K_LEFT:
                self.prev()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self._entries):
                if r.collidepoint(event.pos):
                    self.page = i
                    return
        if event.type == pygame.MOUSEWHEEL:
            # a long page scrolls first; the wheel turns the page at its top or its end
            if event.y > 0:
                if not self._scroll_by(-self._step()):
                    self.back_to_end()
            elif not self._scroll_by(self._step()) and self.page < self.count - 1:
                self.next()
            return
        super().handle_event(event)

    @property
    def page(self) -> int:
        return self._page

    @page.setter
    def page(self, value: int) -> None:
        """A new page (any way it is turned) starts at its top."""
        if value != getattr(self, "_page", None):
            self.scroll = self.scroll_max = 0
        self._page = value

    def update(self, dt: float) -> None:
        super().update(dt)
        self.prev_btn.enabled = self.page > 0
        self.next_btn.text = t("rules.next") if self.page < self.count - 1 else t("rules.close")

    def draw_body(self, surface) -> None:
        p = self.panel
        gfx.blit_text(surface, t(self.heading_key), (p.x + 40, p.y + 30), theme.FS_HEAD, theme.GOLD_BRIGHT,
                      bold=True, display=True)
        gfx.blit_text(surface, t("rules.page", n=self.page + 1, total=self.count), (p.right - 40, p.y + 44),
                      theme.FS_SMALL, theme.TEXT_DIM, "topright")
        # index
        mouse = self.widgets.mouse
        for i, r in enumerate(self._entries):
            current = i == self.page
            if current:
                pygame.draw.rect(surface, (86, 64, 40), r, border_radius=8)
                pygame.draw.rect(surface, theme.GOLD, r, 2, border_radius=8)
            elif r.collidepoint(mouse):
                pygame.draw.rect(surface, (56, 44, 34), r, border_radius=8)
            colour = theme.GOLD_BRIGHT if current else theme.TEXT_DIM
            gfx.blit_text(surface, f"{i + 1}.", (r.x + 14, r.centery), theme.FS_BODY, colour, "midleft")
            # whole, if small, in a small window's packed index (gfx.blit_whole), not cut
            gfx.blit_whole(surface, self.page_text(i)[0], (r.x + 56, r.centery), r.w - 70, theme.FS_BODY, colour,
                           "midleft")
        # page
        body = self.body_rect
        gfx.panel(surface, body, theme.PARCHMENT, theme.GOLD_DARK, radius=10, shadow=6)
        self.page_bottom = self.draw_page(surface, self.page)

    def draw_page(self, surface, index: int) -> int:
        """Draw page `index` on the parchment; returns how far down its drawn text reaches. The text
        shrinks a little to fit; a page still too long (a small window's text floor, a long language)
        scrolls inside the parchment (wheel, PgUp/PgDn, arrow keys), with a bar and an arrow saying
        there is more."""
        body = self.body_rect
        title, paragraphs = self.page_text(index)
        x, y = body.x + 44, body.y + 34
        width = body.w - 88
        with gfx.box(body, "rules page"):
            r = gfx.blit_fitted(surface, title, (x, y), width, theme.FS_HEAD, theme.INK, "topleft", bold=True,
                                display=True)
        y = max(y + 70, r.bottom + 8)
        area = self.text_area = pygame.Rect(body.x + 8, y - 6, body.w - 16, body.bottom - 12 - (y - 6))

        def bullet(p):
            return p.startswith("• ")

        def height(size):
            return sum(gfx.text(p[2:] if bullet(p) else p, size, theme.INK,
                                wrap=width - 32 if bullet(p) else width).get_height()
                       + (10 if bullet(p) else 18) for p in paragraphs)

        size = theme.FS_BODY
        while size > theme.FS_SMALL - 4 and y + height(size) > body.bottom - 12:
            size -= 1           # a long page (a long language, a large readable size) gets a little smaller
        self._page_size = gfx.readable(size)
        total = height(size) - (18 if paragraphs and not bullet(paragraphs[-1]) else 10 if paragraphs else 0)
        self.scroll_max = max(0, y + total - (area.bottom - 4))
        self.scroll = max(0, min(self.scroll, self.scroll_max))
        y -= self.scroll
        fade = self._fade()
        view = area.copy()              # where a paragraph reads whole: not under a "more" fade
        if self.scroll > 0:
            view.y, view.h = view.y + fade, view.h - fade
        if self.scroll < self.scroll_max:
            view.h -= fade
        bottom = y
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip) if clip else area)
        try:
            for para in paragraphs:
                text = para[2:] if bullet(para) else para
                tx = x + 32 if bullet(para) else x
                wrap = width - 32 if bullet(para) else width
                h = gfx.text(text, size, theme.INK, wrap=wrap).get_height()
                shown = pygame.Rect(tx, y, wrap, h)
                if shown.colliderect(area):
                    # a paragraph half scrolled out is no label to check: scrolling shows it whole
                    with gfx.box(area, "rules page") if view.contains(shown) else gfx.unrecorded():
                        if bullet(para):
                            pygame.draw.circle(surface, theme.GOLD_DARK, (x + 10, y + 15), 6)
                        r = gfx.blit_text(surface, text, (tx, y), size, theme.INK, wrap=wrap)
                    bottom = min(max(bottom, r.bottom), area.bottom)
                y += h + (10 if bullet(para) else 18)
            if self.scroll_max:
                self._draw_scroll_signs(surface, area, fade)
        finally:
            surface.set_clip(clip)
        return bottom

    def _fade(self) -> int:
        """The height of the band that fades a long page's text out where there is more."""
        return max(24, round(12 / max(gfx.view_scale, 0.05)))

    def _draw_scroll_signs(self, surface, area: pygame.Rect, fade: int) -> None:
        """A long page: the text fades out under an arrow where there is more (at the foot, at the
        top), and a bar down the parchment's right edge shows where one is and how much is left."""
        bar = max(8, round(4 / max(gfx.view_scale, 0.05)))
        a = fade // 2                   # the arrow's half width
        for more, edge, sign in ((self.scroll < self.scroll_max, area.bottom, -1), (self.scroll > 0, area.y, 1)):
            if not more:
                continue
            band = pygame.Surface((area.w - bar - 8, fade), pygame.SRCALPHA)
            for i in range(fade):       # opaque at the edge, clear a band's height in
                alpha = int(255 * (1 - i / fade))
                row = i if sign > 0 else fade - 1 - i
                band.fill((*theme.PARCHMENT, alpha), (0, row, band.get_width(), 1))
            surface.blit(band, (area.x, edge if sign > 0 else edge - fade))
            tip = edge - 2 if sign < 0 else edge + 2
            base = tip + sign * a
            pygame.draw.polygon(surface, theme.GOLD_DARK, [(area.centerx - a, base), (area.centerx + a, base),
                                                           (area.centerx, tip)])
        track = pygame.Rect(area.right - bar - 4, area.y + 4, bar, area.h - 8)
        pygame.draw.rect(surface, (200, 180, 140), track, border_radius=bar // 2)
        thumb_h = max(2 * bar, int(track.h * area.h / (area.h + self.scroll_max)))
        top = track.y + int((track.h - thumb_h) * self.scroll / self.scroll_max)
        pygame.draw.rect(surface, theme.GOLD_DARK, (track.x, top, track.w, thumb_h), border_radius=bar // 2)
