"""Credits: the board game, the fonts, the sounds and images, and every card picture's author.

A full-screen page (from the title's Credits button or the rules reference) with one
parchment sheet that scrolls: the mouse wheel, the scroll bar (drag it or click its track),
Up/Down, PageUp/PageDown, Home/End. The icon authors come from sprites/CREDITS through
:func:`kingsforge.ui.cardart.credits`, so a picture added there is credited here too.
"""

from __future__ import annotations

from collections import defaultdict

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.ui import cardart, gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry
from kingsforge.ui.widgets import Button, WidgetGroup

# Names are not translated: (font, its role's text key, who holds its copyright)
FONTS = (("Gentium Book Basic", "credits.font_role.body", "SIL International"),
         ("Vollkorn Black", "credits.font_role.titles", "Friedrich Althausen"))
FONT_LICENCE = ("SIL Open Font License 1.1", "https://openfontlicense.org")
ICON_SITE = "https://game-icons.net"
AUTHORS_PAGE = "https://game-icons.net/about.html#authors"
# licence as sprites/CREDITS names it: (its full name, where its terms are)
LICENCES = {"CC BY 3.0": ("Creative Commons Attribution 3.0", "https://creativecommons.org/licenses/by/3.0/")}

SHEET = pygame.Rect(240, 150, 1440, 790)       # the parchment, on the 1920x1080 canvas
PAD_X, PAD_Y = 56, 34
BAR_W = 14
LINK = (38, 74, 128)                           # URLs: a blue ink that reads on parchment
HEADING = (112, 62, 22)


def icon_authors(rows=None) -> list[tuple[str, str, list[str]]]:
    """(author, licence, icons) from sprites/CREDITS, authors A to Z, icons in file order."""
    rows = cardart.credits() if rows is None else rows
    grouped: dict[tuple[str, str], list[str]] = defaultdict(list)
    for icon, author, licence, _source in rows:
        grouped[(author, licence)].append(icon)
    return [(a, lic, icons) for (a, lic), icons in sorted(grouped.items(), key=lambda kv: kv[0][0].lower())]


def blocks() -> list[tuple[str, str]]:
    """The page as (style, text) blocks, in the current language."""
    out: list[tuple[str, str]] = [
        ("heading", t("credits.game.heading")),
        ("para", t("credits.game.body")),
        ("para", t("credits.game.edition")),
        ("heading", t("credits.fonts.heading")),
    ]
    for name, role, holder in FONTS:
        out.append(("entry", t("credits.fonts.entry", font=name, role=t(role), holder=holder)))
    out.append(("para", t("credits.fonts.licence", licence=FONT_LICENCE[0])))
    out.append(("link", FONT_LICENCE[1]))
    out.append(("heading", t("credits.made.heading")))
    out.append(("para", t("credits.made.body")))
    authors = icon_authors()
    out.append(("heading", t("credits.icons.heading")))
    out.append(("para", t("credits.icons.body", site=ICON_SITE)))
    for licence in sorted({lic for _a, lic, _i in authors}):
        name, url = LICENCES.get(licence, (licence, ""))
        out.append(("para", t("credits.icons.licence", licence=licence, name=name)))
        if url:
            out.append(("link", url))
    for author, licence, icons in authors:
        out.append(("author", i18n.plural("credits.icons.author", len(icons), author=author, licence=licence)))
        out.append(("icons", ", ".join(icons)))
    out.append(("para", t("credits.icons.authors_page")))
    out.append(("link", AUTHORS_PAGE))
    return out


_STYLES = {  # style: (size, colour, bold, display, space above, indent)
    "heading": (theme.FS_HEAD - 4, HEADING, True, True, 34, 0),
    "para": (theme.FS_BODY, theme.INK, False, False, 12, 0),
    "entry": (theme.FS_BODY, theme.INK, False, False, 8, 28),
    "link": (theme.FS_BODY - 2, LINK, False, False, 4, 28),
    "author": (theme.FS_BODY, theme.INK, True, False, 20, 0),
    "icons": (theme.FS_BODY - 2, theme.INK_SOFT, False, False, 4, 28),
}


@registry.scene("credits")
class CreditsScene(Scene):
    STEP = 70           # pixels per wheel notch / arrow key

    def __init__(self, app):
        super().__init__(app)
        self.scroll = 0
        self.dragging: int | None = None       # the grab offset while the scroll bar's thumb is dragged
        self._build()

    # ------------------------------------------------------------------ content
    def _build(self) -> None:
        self._language = i18n.generation()
        self._floor = gfx.min_text_px       # the texts are set at the window's text floor: a resize sets them again
        self.widgets = WidgetGroup()
        self.widgets.add(Button((theme.LOGICAL_W // 2 - 160, 970, 320, 70), t("credits.back"), self.close,
                                size=theme.FS_LABEL, name="Back", tooltip=t("credits.back_tip")))
        self.view = SHEET.inflate(-2 * PAD_X, -2 * PAD_Y)
        self.view.w -= BAR_W + 10
        self.items: list[tuple[pygame.Surface, int, int, str]] = []    # (text, y on the page, indent, style)
        self.lines: list[str] = []
        y = 0
        for style, text in blocks():
            size, colour, bold, display, above, indent = _STYLES[style]
            y += above if self.items else 0
            surf = gfx.text(text, size, colour, bold, display, wrap=self.view.w - indent)
            self.items.append((surf, y, indent, style))
            self.lines.append(text)
            y += surf.get_height()
            if style == "heading":
                y += 10         # the rule under a heading
        self.content_h = y + 10
        self.max_scroll = max(0, self.content_h - self.view.h)
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def text(self) -> str:
        """Everything the page says (tests read it)."""
        return "\n".join(self.lines)

    # ------------------------------------------------------------------ scrolling
    def scroll_to(self, y: float) -> None:
        self.scroll = int(max(0, min(y, self.max_scroll)))

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.scroll + dy)

    def _track(self) -> pygame.Rect:
        return pygame.Rect(SHEET.right - PAD_X // 2 - BAR_W, SHEET.y + PAD_Y, BAR_W, SHEET.h - 2 * PAD_Y)

    def _thumb(self) -> pygame.Rect:
        track = self._track()
        if not self.max_scroll:
            return track.copy()
        h = max(60, int(track.h * self.view.h / self.content_h))
        y = track.y + int((track.h - h) * self.scroll / self.max_scroll)
        return pygame.Rect(track.x, y, BAR_W, h)

    def _drag_to(self, mouse_y: int) -> None:
        track, thumb = self._track(), self._thumb()
        room = track.h - thumb.h
        if room > 0:
            self.scroll_to((mouse_y - self.dragging - track.y) / room * self.max_scroll)

    # ------------------------------------------------------------------ events
    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            page = self.view.h - self.STEP
            moves = {pygame.K_UP: -self.STEP, pygame.K_DOWN: self.STEP, pygame.K_PAGEUP: -page,
                     pygame.K_PAGEDOWN: page, pygame.K_HOME: -self.content_h, pygame.K_END: self.content_h}
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.STEP)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.max_scroll:
            track, thumb = self._track(), self._thumb()
            if thumb.inflate(12, 0).collidepoint(event.pos):
                self.dragging = event.pos[1] - thumb.y
                return
            if track.inflate(12, 0).collidepoint(event.pos):     # a click on the track: a page that way
                self.scroll_by((self.view.h - self.STEP) * (1 if event.pos[1] > thumb.centery else -1))
                return
        if event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self._drag_to(event.pos[1])
            return
        if event.type == pygame.MOUSEBUTTONUP and self.dragging is not None:
            self.dragging = None
            return
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()

    def update(self, dt: float) -> None:
        if self._language != i18n.generation() or self._floor != gfx.min_text_px:
            self._build()
        self.widgets.update(dt)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        gfx.background(surface, "title_bg")
        gfx.dim(surface, (10, 8, 6, 140))
        gfx.blit_fitted(surface, t("credits.title"), (theme.LOGICAL_W // 2, 40), 1400, theme.FS_TITLE,
                        theme.GOLD_BRIGHT, "midtop", bold=True, display=True)
        gfx.panel(surface, SHEET, theme.PARCHMENT, theme.GOLD_DARK, radius=14, shadow=10, width=3)
        clip = surface.get_clip()
        surface.set_clip(self.view.inflate(8, 12).clip(clip) if clip else self.view.inflate(8, 12))
        top = self.view.y - self.scroll
        for surf, y, indent, style in self.items:
            if top + y > self.view.bottom or top + y + surf.get_height() + 6 < self.view.y - 6:
                continue
            surface.blit(surf, (self.view.x + indent, top + y))
            if style == "heading":      # a thin gold rule under each heading
                ry = top + y + surf.get_height() + 4
                pygame.draw.line(surface, theme.GOLD_DARK, (self.view.x, ry), (self.view.right, ry), 2)
        surface.set_clip(clip)
        self._draw_fades(surface)
        if self.max_scroll:
            self._draw_bar(surface)
        self.widgets.draw(surface)
        self.widgets.draw_tooltip(surface)

    def _draw_fades(self, surface) -> None:
        """The text fades out at an edge where there is more to scroll to."""
        band = 30
        for at_top, more in ((True, self.scroll > 0), (False, self.scroll < self.max_scroll)):
            if not more:
                continue
            y = self.view.y - 6 if at_top else self.view.bottom + 6 - band
            fade = _fade_band((self.view.w + 8, band), theme.PARCHMENT, at_top)
            surface.blit(fade, (self.view.x - 4, y))

    def _draw_bar(self, surface) -> None:
        track, thumb = self._track(), self._thumb()
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=BAR_W // 2)
        hot = self.dragging is not None or thumb.inflate(12, 0).collidepoint(self.widgets.mouse)
        pygame.draw.rect(surface, theme.GOLD if hot else theme.GOLD_DARK, thumb, border_radius=BAR_W // 2)


_fades: dict[tuple, pygame.Surface] = {}


def _fade_band(size, colour, at_top: bool) -> pygame.Surface:
    key = (size, tuple(colour), at_top)
    surf = _fades.get(key)
    if surf is None:
        w, h = size
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(h):
            a = int(255 * (1 - i / h) if at_top else 255 * (i / h))
            pygame.draw.line(surf, (*colour[:3], a), (0, i), (w - 1, i))
        _fades[key] = surf
    return surf
