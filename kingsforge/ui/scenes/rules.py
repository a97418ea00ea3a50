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

    def next(self) -> None:
        if self.page >= self.count - 1:
            self.close()
        else:
            self.page += 1

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.next() if self.page < self.count - 1 else None
                return
            if event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.prev()
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, r in enumerate(self._entries):
                if r.collidepoint(event.pos):
                    self.page = i
                    return
        if event.type == pygame.MOUSEWHEEL:
            self.prev() if event.y > 0 else (self.next() if self.page < self.count - 1 else None)
            return
        super().handle_event(event)

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
            gfx.blit_text(surface, gfx.fit_text(self.page_text(i)[0], r.w - 70, theme.FS_BODY), (r.x + 56, r.centery),
                          theme.FS_BODY, colour, "midleft")
        # page
        body = self.body_rect
        gfx.panel(surface, body, theme.PARCHMENT, theme.GOLD_DARK, radius=10, shadow=6)
        self.page_bottom = self.draw_page(surface, self.page)

    def draw_page(self, surface, index: int) -> int:
        """Draw page `index` on the parchment; returns how far down its text reaches."""
        body = self.body_rect
        title, paragraphs = self.page_text(index)
        x, y = body.x + 44, body.y + 34
        gfx.blit_fitted(surface, title, (x, y), body.w - 88, theme.FS_HEAD, theme.INK, "topleft", bold=True,
                        display=True)
        y += 70
        width = body.w - 88

        def height(size):
            return sum(gfx.text(p[2:] if p.startswith("• ") else p, size, theme.INK,
                                wrap=width - 32 if p.startswith("• ") else width).get_height()
                       + (10 if p.startswith("• ") else 18) for p in paragraphs)

        size = theme.FS_BODY
        while size > theme.FS_SMALL - 4 and y + height(size) > body.bottom - 12:
            size -= 1           # a long page (a long language, a large readable size) gets a little smaller
        for para in paragraphs:
            if para.startswith("• "):
                pygame.draw.circle(surface, theme.GOLD_DARK, (x + 10, y + 15), 6)
                r = gfx.blit_text(surface, para[2:], (x + 32, y), size, theme.INK, wrap=width - 32)
                y = r.bottom + 10
            else:
                r = gfx.blit_text(surface, para, (x, y), size, theme.INK, wrap=width)
                y = r.bottom + 18
        return r.bottom if paragraphs else y
