"""Drawing helpers: fonts, cached text, sprites with drawn fallbacks, panels.

Scenes draw through these helpers instead of calling kingsforge.ui.assets
directly, so that a missing sprite or font never stops the game: every lookup
falls back to something drawn with pygame primitives.
"""

from __future__ import annotations

import contextlib
import math
from functools import lru_cache

import pygame

from kingsforge import i18n
from kingsforge.content.checker import CONTROL
from kingsforge.ui import looks, theme
from kingsforge.ui.quithook import forget_on_quit

_assets_module = None
_assets_tried = False
sound_enabled = True
volume = 0.8            # 0..1, from the settings (App.tick keeps it current)


def _assets():
    """The sprite/font module, or None while it is missing or broken."""
    global _assets_module, _assets_tried
    if not _assets_tried:
        _assets_tried = True
        try:
            from kingsforge.ui import assets as module

            _assets_module = module
        except Exception:  # the helper module may not exist yet, or fail to load
            _assets_module = None
    return _assets_module


# --------------------------------------------------------------------- fonts
_fonts: dict[tuple, pygame.font.Font] = {}


def _forget_fonts() -> None:
    """pygame.quit() makes every Font invalid: forget them (a later session makes new ones)."""
    _fonts.clear()


# The smallest text, in canvas pixels, that may be drawn: the App sets it from the window's scale so
# that no text is under MIN_SCREEN_PX real pixels (1280x720 shows the 1920x1080 canvas at 2/3, so
# 18 there). Every font and text below it is drawn at it; layouts measure with the same fonts.
MIN_SCREEN_PX = 12
min_text_px = 0
# A test sets this to a list to record the size (canvas px, after the floor) of every text drawn.
drawn_sizes: list | None = None


# The canvas's scale in the window (the App sets it): under COMPACT_SCALE the table lays itself
# out for a small window (bigger requirement dice and opponents' dice, cards zoom on hover).
view_scale = 1.0
COMPACT_SCALE = 0.8


def compact() -> bool:
    """True when the window shows the canvas small (1280x720 and below)."""
    return view_scale < COMPACT_SCALE


def text_floor_for(scale: float, screen_px: int = MIN_SCREEN_PX) -> int:
    """The canvas text size that shows as `screen_px` (MIN_SCREEN_PX) window pixels at this scale."""
    return math.ceil(screen_px / max(scale, 0.05) - 1e-6)


# A few names squeezed into a small box (a stock die's name, an ambassador tile's die) may go under
# the floor in a small window, down to TIGHT_SCREEN_PX window pixels: small but whole beats cut.
TIGHT_SCREEN_PX = 9
TIGHT_BELOW = 0.6       # only in windows smaller than 1152x648 (1280x720 keeps the full floor)


@contextlib.contextmanager
def tight_floor(when: bool = True):
    """`with gfx.tight_floor():` the text floor gives way to TIGHT_SCREEN_PX window pixels (a small
    window's labels in boxes too small for the usual floor); `when=False` leaves it as it is (a
    label that fits at the usual floor keeps its size)."""
    global min_text_px
    saved = min_text_px
    if when and min_text_px and view_scale < TIGHT_BELOW - 1e-6:
        min_text_px = min(min_text_px, text_floor_for(view_scale, TIGHT_SCREEN_PX))
    try:
        yield
    finally:
        min_text_px = saved


def readable(size: int) -> int:
    """`size` raised to the smallest readable text size for this window."""
    return size if size >= min_text_px else min_text_px


def font(size: int, bold: bool = False, display: bool = False) -> pygame.font.Font:
    size = readable(size)
    key = (size, bold, display)
    cached = _fonts.get(key)
    if cached is not None:
        return cached
    made = None
    module = _assets()
    if module is not None:
        try:
            made = module.font(size, bold=bold, display=display)
        except Exception:
            made = None
    if made is None:
        if not pygame.font.get_init():
            pygame.font.init()
        made = pygame.font.Font(None, int(size * 1.25))
        made.bold = bold
    forget_on_quit(_forget_fonts)
    _fonts[key] = made
    return made


# --------------------------------------------------------------- the layout check
# Every label (a text, a die or chip) drawn on the canvas goes through blit_text / blit_fitted /
# blit_label, so a test can record where each one went and the box it belongs to (a card, a chip,
# a panel, a button: the innermost `with gfx.box(...)` around it, else the screen), and then find
# labels that leave their box, are cut, or overlap another (tests/ui/test_ui_layout_check.py).
# `covers` marks an opaque thing drawn over earlier labels (a card splayed over another): those
# are hidden, which is allowed only in a box made `pile=True` (the waiting line).
class Label:
    __slots__ = ("text", "rect", "box", "box_name", "pile", "cut", "hidden_by")

    def __init__(self, text, rect, box, box_name, pile, cut):
        self.text, self.rect, self.box, self.box_name, self.pile, self.cut = text, rect, box, box_name, pile, cut
        self.hidden_by = None

    def __repr__(self) -> str:
        return f"{self.text!r} at {tuple(self.rect)} in {self.box_name or 'the screen'} {tuple(self.box)}"


class LabelLog:
    """What a test records: the labels drawn on `target` (the canvas), in drawing order."""

    def __init__(self, target: pygame.Surface):
        self.target = target
        self.labels: list[Label] = []
        self.boxes: list[tuple[pygame.Rect, str, bool]] = []
        self.muted = 0


labels: LabelLog | None = None


class _Box:
    def __init__(self, rect, name: str, pile: bool):
        self.entry = (pygame.Rect(rect), name, pile)

    def __enter__(self):
        if labels is not None:
            labels.boxes.append(self.entry)
        return self

    def __exit__(self, *exc):
        if labels is not None and labels.boxes and labels.boxes[-1] is self.entry:
            labels.boxes.pop()
        return False


class _Mute:
    def __enter__(self):
        if labels is not None:
            labels.muted += 1

    def __exit__(self, *exc):
        if labels is not None:
            labels.muted -= 1
        return False


def box(rect, name: str = "", pile: bool = False) -> _Box:
    """`with gfx.box(card_rect, "Lantern"):` the labels drawn inside belong to that box."""
    return _Box(rect, name, pile)


def unrecorded() -> _Mute:
    """`with gfx.unrecorded():` what is drawn is no label of the table (a tooltip, a dragged die)."""
    return _Mute()


def record(surface, text: str, rect, cut: bool = False) -> None:
    """Note one label drawn at `rect` (canvas only; nothing when no test records)."""
    log = labels
    if log is None or log.muted or surface is not log.target or not text:
        return
    if log.boxes:
        area, name, pile = log.boxes[-1]
    else:
        area, name, pile = log.target.get_rect(), "", False
    log.labels.append(Label(text, pygame.Rect(rect), area, name, pile, cut))


def covers(surface, rect, name: str = "", kind: str = "") -> None:
    """Something opaque is drawn over `rect`: earlier labels of other boxes under it are hidden
    (named 'the <name> <kind>' when a kind is given: the words are made only while recording)."""
    log = labels
    if log is None or log.muted or surface is not log.target:
        return
    rect = pygame.Rect(rect)
    for label in log.labels:
        if label.hidden_by is None and label.box != rect and _core(label.rect).colliderect(rect):
            label.hidden_by = (f"the {name} {kind}" if kind else name) or tuple(rect)


def _core(rect) -> pygame.Rect:
    """A text's ink, about: its surface less the font's leading above and below."""
    rect = pygame.Rect(rect)
    return rect.inflate(-2, -max(2, rect.h // 4))


def blit_label(surface, image: pygame.Surface, pos, text: str, anchor: str = "topleft", cut: bool = False):
    """Blit a rendered label (a text surface, a die, a chip) and record it; returns its rect."""
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    record(surface, text, rect, cut)
    return rect


def boxed(rect_of, name_of=lambda *a, **k: "", covering: bool = False):
    """Decorator for a drawing function: what it draws belongs to the box `rect_of(*args)` (and,
    `covering`, hides the labels drawn before under it); an `in_pile=True` argument makes its labels
    allowed to lie under the next one (a splayed pile). Costs nothing when no test records."""
    import functools

    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if labels is None:
                return fn(*args, **kwargs)
            rect = pygame.Rect(rect_of(*args, **kwargs))
            name = name_of(*args, **kwargs)
            if covering:
                covers(args[0], rect, name)
            with box(rect, name, pile=bool(kwargs.get("in_pile"))):
                return fn(*args, **kwargs)
        return wrapper
    return decorate


_cut_texts: set = set()     # strings fit_text shortened with an ellipsis (a label that was cut)


_text_cache: dict[tuple, pygame.Surface] = {}
_TEXT_CACHE_LIMIT = 1500

# A text is drawn within bounds whatever its origin (a hand-edited save's name, a data file's card):
# at most MAX_TEXT_CHARS letters (the longest shipped text, a rules page, has 1,314) and MAX_TEXT_PX
# wide, about four canvases (one word of 20,000 letters made a 240,000-pixel title, and scaling it
# to its card corrupted memory). A longer one is cut.
MAX_TEXT_CHARS = i18n.MAX_TEXT     # validate refuses a longer text in a language file
MAX_TEXT_PX = 8192


def _drawable(s: str) -> str:
    """`s` as the fonts can draw it: a control character (a NUL stops pygame) or a lone surrogate
    (pygame cannot encode it) becomes a '?' (the fonts have no glyph for U+FFFD); line
    breaks and tabs stay."""
    return s if s.isprintable() else CONTROL.sub(_replacement, s)


def _replacement(found) -> str:
    return found.group() if found.group() in "\n\t" else "?"


def _width(f: pygame.font.Font, s: str) -> int:
    """`s`'s width in `f`, as drawn."""
    return f.size(_drawable(s))[0]


def _bounded(s: str, size: int, bold: bool, display: bool, wrap: int) -> str:
    """`s` within MAX_TEXT_CHARS, and a line of it within MAX_TEXT_PX (cut with '…')."""
    s = _drawable(s[:MAX_TEXT_CHARS])
    return s if wrap else fit_text(s, MAX_TEXT_PX, size, bold, display)      # unchanged when it fits


def text(s: str, size: int = theme.FS_BODY, colour=theme.TEXT, bold: bool = False,
         display: bool = False, wrap: int = 0) -> pygame.Surface:
    """Rendered text, cached: the table redraws the same labels every frame."""
    if display and "1" in s:
        # the display face draws an old-style 1 that reads as a capital I
        display, bold = False, True
    size = readable(size)
    if drawn_sizes is not None and s:
        drawn_sizes.append((size, s))
    key = (s, size, tuple(colour), bold, display, wrap)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > _TEXT_CACHE_LIMIT:
            _text_cache.clear()
        f = font(size, bold, display)
        shown = _bounded(s, size, bold, display, wrap)
        surf = f.render(shown, True, colour, None, min(wrap, MAX_TEXT_PX)) if wrap else f.render(shown, True, colour)
        _text_cache[key] = surf
    return surf


def blit_text(surface: pygame.Surface, s: str, pos, size: int = theme.FS_BODY,
              colour=theme.TEXT, anchor: str = "topleft", bold: bool = False,
              display: bool = False, wrap: int = 0, shadow: bool = False) -> pygame.Rect:
    surf = text(s, size, colour, bold, display, wrap)
    rect = surf.get_rect(**{anchor: pos})
    if shadow:
        dark = text(s, size, (0, 0, 0), bold, display, wrap)
        surface.blit(dark, rect.move(2, 3))
    surface.blit(surf, rect)
    record(surface, s, rect, s in _cut_texts)
    return rect


def fit_text(s: str, max_width: int, size: int, bold: bool = False, display: bool = False) -> str:
    """Shorten a string with an ellipsis so it fits max_width pixels: its longest beginning that
    fits with the '…', found by halving (a name of 200,000 letters takes 18 measures, not 200,000)."""
    f = font(size, bold, display)
    if _width(f, s) <= max_width:
        return s
    fits, over = 0, len(s) + 1      # s[:fits] + "…" fits (or fits is 0), s[:over] + "…" does not
    while over - fits > 1:
        mid = (fits + over) // 2
        if _width(f, s[:mid] + "…") <= max_width:
            fits = mid
        else:
            over = mid
    s = s[:fits]
    if labels is not None:
        _cut_texts.add(s + "…")
    return s + "…"


def fit_size(s: str, max_width: int, size: int, bold: bool = False, min_size: int | None = None,
             display: bool = False) -> int:
    """The largest font size (from `size` down to `min_size`) at which `s` fits max_width.

    Translated labels vary in length: boxes shrink their text a little before
    fit_text has to cut it. Returns min_size when even that is too wide.
    """
    floor = min_size if min_size is not None else max(14, int(size * 0.72))
    while size > floor and _width(font(size, bold, display), s) > max_width:
        size -= 1
    return size


MAX_SQUEEZE = 0.85   # a label may be narrowed this much before it is cut


def fits(s: str, max_width: int, size: int, bold: bool = False, min_size: int | None = None) -> bool:
    """blit_fitted draws `s` whole in max_width (smaller and narrowed at most, never cut)."""
    return _width(font(fit_size(s, max_width, size, bold, min_size), bold), s) * MAX_SQUEEZE <= max_width


def fitted_text(s: str, max_width: int, size: int, colour=theme.TEXT, bold: bool = False,
                min_size: int | None = None, display: bool = False) -> pygame.Surface:
    """`s` rendered to fit max_width: a smaller size first, then narrowed a little, then cut with '…'."""
    if display and "1" in s:
        display, bold = False, True      # as text() does: the display face's 1 reads as an I
    size = fit_size(s, max_width, size, bold, min_size, display)
    surf = text(s, size, colour, bold, display)
    width = surf.get_width()
    if width <= max_width:
        return surf
    if width * MAX_SQUEEZE <= max_width:
        key = ("squeezed", s, readable(size), tuple(colour), bold, display, max_width)   # the size drawn
        squeezed = _text_cache.get(key)
        if squeezed is None:
            squeezed = pygame.transform.smoothscale(surf, (max_width, surf.get_height()))
            _text_cache[key] = squeezed
        return squeezed
    return text(fit_text(s, max_width, size, bold, display), size, colour, bold, display)


def wrap_lines(text: str, width: int, size: int, bold: bool = False) -> list[str]:
    """`text` broken into lines no wider than `width` at this font size (words kept whole)."""
    f = font(size, bold)
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and _width(f, trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + [line] if line else lines


def blit_fitted(surface: pygame.Surface, s: str, pos, max_width: int, size: int, colour=theme.TEXT,
                anchor: str = "center", bold: bool = False, min_size: int | None = None,
                display: bool = False) -> pygame.Rect:
    surf = fitted_text(s, max_width, size, colour, bold, min_size, display)
    rect = surf.get_rect(**{anchor: pos})
    surface.blit(surf, rect)
    if labels is not None:
        if display and "1" in s:
            display, bold = False, True
        fitted = fit_size(s, max_width, size, bold, min_size, display)
        record(surface, s, rect, _width(font(fitted, bold, display), s) * MAX_SQUEEZE > max_width)
    return rect


# ------------------------------------------------------------------- sprites
def blit_whole(surface, s: str, pos, width: int, size: int, colour=theme.TEXT, anchor: str = "center",
               bold: bool = False, min_size: int | None = None) -> pygame.Rect:
    """blit_fitted, whole: a label that would be cut at the text floor goes under it in a small
    window (tight_floor: under 1152x648 only), small but whole."""
    with tight_floor(when=not fits(s, width, size, bold, min_size)):
        return blit_fitted(surface, s, pos, width, size, colour, anchor, bold, min_size)


def fits_whole(s: str, width: int, size: int, bold: bool = False, min_size: int | None = None) -> bool:
    """blit_whole draws `s` whole in `width`: at the text floor, or under a small window's tight floor."""
    if fits(s, width, size, bold, min_size):
        return True
    with tight_floor():
        return fits(s, width, size, bold, min_size)


def shared_size(texts, width: int, size: int, bold: bool = False, min_size: int | None = None) -> int | None:
    """The one size a group of labels that should read alike (a row of heads, a board's help
    lines) is drawn at, each whole in `width` under the current text floor: the smallest of their
    fitting sizes; None when one of them is not whole at any."""
    texts = [s for s in texts if s]
    sizes = [fit_size(s, width, size, bold, min_size) for s in texts]      # each measured once (fits' test)
    if any(_width(font(z, bold), s) * MAX_SQUEEZE > width for s, z in zip(texts, sizes)):
        return None
    return min(sizes, default=size)


def whole_wording(wordings, width: int, size: int, bold: bool = False, min_size: int | None = None) -> str | None:
    """The first of a label's `wordings` (longest first: a small window's short one after) drawn
    whole in `width` at the text floor, else the first blit_whole draws whole under a small
    window's tight floor (a short wording at a readable size beats a long one small); None when
    none is (the label is left out: small but whole beats cut, and nothing beats a label cut)."""
    found = next((s for s in wordings if fits(s, width, size, bold, min_size)), None)
    if found is not None:
        return found
    with tight_floor():         # none is whole at the floor: the first whole under the tight one
        return next((s for s in wordings if fits(s, width, size, bold, min_size)), None)


def image(name: str) -> pygame.Surface | None:
    module = _assets()
    if module is None:
        return None
    try:
        return module.image(name)
    except Exception:
        return None


def scaled(name: str, size) -> pygame.Surface | None:
    module = _assets()
    if module is None:
        return None
    try:
        return module.scaled(name, (int(size[0]), int(size[1])))
    except Exception:
        return None


def play(name: str) -> None:
    if not sound_enabled:
        return
    module = _assets()
    if module is None:
        return
    try:
        sound = module.sound(name)
        setter = getattr(sound, "set_volume", None)
        if setter is not None:
            setter(max(0.0, min(1.0, float(volume))))
        sound.play()
    except Exception:
        pass  # no device or no such sound: the game stays silent


def init_audio() -> None:
    module = _assets()
    if module is None:
        return
    try:
        module.init_audio()
    except Exception:
        pass


def audio_available() -> bool:
    """Whether a sound device is there to play on (starts the mixer if it can; False with none)."""
    module = _assets()
    if module is None:
        return False
    try:
        return bool(module.init_audio())
    except Exception:
        return False


# ---------------------------------------------------------------------- dice
def die_face(die_type: str, value: int, size: int) -> pygame.Surface:
    found = _sprite_die(die_type, value, size)
    return found if found is not None else _drawn_die(die_type, value, size)


def die_blank(die_type: str, size: int) -> pygame.Surface:
    """An unrolled die: its body and type mark, no value yet."""
    found = _sprite_die(die_type, None, size)
    return found if found is not None else _drawn_blank(die_type, size)


def _sprite_die(die_type: str, value: int | None, size: int) -> pygame.Surface | None:
    """The die's sprite face (assets.die_face), or None where there is none: no assets, or a
    die type with neither sprites nor a look (then it is drawn plain here)."""
    module = _assets()
    if module is None:
        return None
    try:
        return module.die_face(die_type, value, size)
    except Exception:
        return None


def die_has_symbol() -> bool:
    """True when the die sprites carry their own type mark (the generated set does)."""
    return image("die_metal_blank") is not None


@lru_cache(maxsize=128)
def _drawn_blank(die_type: str, size: int) -> pygame.Surface:
    surf = _drawn_die(die_type, 1, size).copy()
    body = looks.colour(die_type, (120, 120, 120))
    pygame.draw.circle(surf, body, (size / 2, size / 2), max(3, size // 9) + 1)
    draw_die_shape(surf, die_type, (size / 2, size / 2), size * 0.26,
                   looks.pips(die_type, (255, 255, 255)), outline=None)
    return surf


_PIP_LAYOUT = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


@lru_cache(maxsize=512)
def _drawn_die(die_type: str, value: int, size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    body = looks.colour(die_type, (120, 120, 120))
    pip = looks.pips(die_type, (255, 255, 255))
    rect = surf.get_rect()
    radius = max(4, size // 6)
    pygame.draw.rect(surf, _shade(body, 0.55), rect, border_radius=radius)
    pygame.draw.rect(surf, body, rect.inflate(-4, -4).move(0, -1), border_radius=radius)
    pygame.draw.rect(surf, _shade(body, 1.25), rect.inflate(-4, -4).move(0, -1), 2, border_radius=radius)
    if 1 <= value <= 6:
        step = size * 0.25
        r = max(2, size // 11)
        for dx, dy in _PIP_LAYOUT[value]:
            pygame.draw.circle(surf, pip, (size / 2 + dx * step, size / 2 + dy * step), r)
    else:
        label = text(str(value), int(size * 0.5), pip, bold=True)
        surf.blit(label, label.get_rect(center=rect.center))
    return surf


def draw_die_shape(surface: pygame.Surface, die_type: str, center, radius: float,
                   colour=None, outline=(0, 0, 0)) -> None:
    """The die type's own mark, so players never rely on colour alone."""
    colour = colour or looks.colour(die_type, (200, 200, 200))
    shape = looks.mark(die_type, "square")
    draw_shape(surface, shape, center, radius, colour, outline)


def draw_shape(surface, shape, center, r, colour, outline=None) -> None:
    cx, cy = center
    if shape == "triangle":
        pts = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    elif shape == "diamond":
        pts = [(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)]
    elif shape == "star":
        pts = []
        for i in range(10):
            ang = -math.pi / 2 + i * math.pi / 5
            rad = r if i % 2 == 0 else r * 0.45
            pts.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
    elif shape == "leaf":
        pts = []
        for i in range(16):
            t = i / 16 * 2 * math.pi
            pts.append((cx + r * 0.6 * math.sin(t) * abs(math.sin(t)) ** 0.1,
                        cy - r * math.cos(t)))
    elif shape == "cross":
        w = r * 0.36
        pts = [(cx - w, cy - r), (cx + w, cy - r), (cx + w, cy - w), (cx + r, cy - w),
               (cx + r, cy + w), (cx + w, cy + w), (cx + w, cy + r), (cx - w, cy + r),
               (cx - w, cy + w), (cx - r, cy + w), (cx - r, cy - w), (cx - w, cy - w)]
    else:
        pts = [(cx - r * 0.8, cy - r * 0.8), (cx + r * 0.8, cy - r * 0.8),
               (cx + r * 0.8, cy + r * 0.8), (cx - r * 0.8, cy + r * 0.8)]
    pygame.draw.polygon(surface, colour, pts)
    if outline is not None:
        pygame.draw.polygon(surface, outline, pts, 2)


# -------------------------------------------------------------------- panels
def _shade(colour, factor: float):
    return tuple(max(0, min(255, int(c * factor))) for c in colour[:3])


shade = _shade


def panel(surface: pygame.Surface, rect, fill=theme.PANEL, border=theme.PANEL_EDGE,
          radius: int = theme.RADIUS, shadow: int = 6, width: int = 2, alpha: int = 255) -> None:
    rect = pygame.Rect(rect)
    if shadow:
        shade_surf = _shadow_surface(rect.size, radius, shadow)
        surface.blit(shade_surf, (rect.x - shadow, rect.y - shadow + shadow // 2))
    if alpha < 255:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*fill[:3], alpha), layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border is not None and width:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


@lru_cache(maxsize=256)
def _shadow_surface(size, radius: int, spread: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w + spread * 2, h + spread * 2), pygame.SRCALPHA)
    steps = max(1, spread)
    for i in range(steps):
        alpha = int(60 * (i + 1) / steps / steps * 2)
        r = pygame.Rect(i, i, w + (spread - i) * 2, h + (spread - i) * 2)
        pygame.draw.rect(surf, (0, 0, 0, min(255, alpha)), r, border_radius=radius + spread - i)
    return surf


def glow(surface: pygame.Surface, rect, colour=theme.HIGHLIGHT, radius: int = theme.RADIUS,
         width: int = 4, pulse: float = 1.0) -> None:
    """A bright outline used for legal drop targets and the last move."""
    rect = pygame.Rect(rect)
    alpha = int(90 + 120 * pulse)
    layer = pygame.Surface((rect.w + 16, rect.h + 16), pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour[:3], alpha // 3), layer.get_rect(), border_radius=radius + 8)
    pygame.draw.rect(layer, (*colour[:3], alpha), layer.get_rect().inflate(-8, -8), width,
                     border_radius=radius + 4)
    surface.blit(layer, (rect.x - 8, rect.y - 8))


def dim(surface: pygame.Surface, colour=theme.OVERLAY_DIM) -> None:
    layer = _dim_layer(surface.get_size(), tuple(colour))
    surface.blit(layer, (0, 0))
    if labels is not None and not labels.muted and surface is labels.target:
        labels.labels.clear()       # the layout check: what lies under an overlay's veil is no label to read


@lru_cache(maxsize=4)
def _dim_layer(size, colour) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill(colour)
    return layer


@lru_cache(maxsize=8)
def vertical_gradient(size, top, bottom) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((w, h))
    for y in range(h):
        t = y / max(1, h - 1)
        c = tuple(int(top[i] + (bottom[i] - top[i]) * t) for i in range(3))
        pygame.draw.line(surf, c, (0, y), (w, y))
    return surf


def background(surface: pygame.Surface, name: str = "table_bg") -> None:
    """A named backdrop sprite, or a warm vignette when it is missing."""
    size = surface.get_size()
    img = scaled(name, size)
    if img is not None:
        surface.blit(img, (0, 0))
        return
    surface.blit(_vignette(size), (0, 0))


@lru_cache(maxsize=4)
def _vignette(size) -> pygame.Surface:
    w, h = size
    surf = vertical_gradient(size, theme.TABLE_MID, theme.TABLE_DARK).copy()
    # wood grain: faint horizontal streaks
    import random

    rng = random.Random(7)
    for _ in range(160):
        y = rng.randrange(h)
        c = _shade(theme.TABLE_MID, rng.uniform(0.8, 1.15))
        pygame.draw.line(surf, c, (0, y), (w, y + rng.randint(-6, 6)), rng.choice((1, 1, 2)))
    edge = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(40):
        a = int(4 * (40 - i) / 4)
        pygame.draw.rect(edge, (0, 0, 0, a), (i * 6, i * 4, w - i * 12, h - i * 8), 8)
    surf.blit(edge, (0, 0))
    return surf
