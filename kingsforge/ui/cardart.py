"""Card pictures: the game-icons.net SVGs in sprites/art/, drawn with pygame-ce's own SVG loader.

Each card names its picture in the data (``art: <name>`` -> ``sprites/art/<name>.svg``,
see tools/extract_art.py and sprites/CREDITS). The SVG is a one-colour silhouette; here
it is rendered at the size it is shown (``pygame.image.load_sized_svg``: crisp at any
size), then composed with colour and shading:

* a craft card's art window: a background blended from the colours of its
  requirements, a soft light behind the picture and a vignette; the picture in
  shaded brass with a dark outline and a drop shadow (:func:`craft_art`);
* a gather card: the picture as a faint engraving across the parchment, tinted by
  the dice the card gives (:func:`gather_art`), under the boxes and rewards;
* a dock tile: a small shaded badge beside the name (:func:`badge`).

Everything is cached per picture, size and colours. Nothing here raises: a missing
or unreadable SVG (or a pygame without SVG support) gives ``None`` and the card is
drawn as before, without a picture.
"""

from __future__ import annotations

import io
import logging
from collections import Counter
from pathlib import Path

import pygame

from kingsforge.ui import assets, looks
from kingsforge.ui.quithook import forget_on_quit

log = logging.getLogger(__name__)

ART_FOLDER = "art"
BRASS_LIGHT = (255, 236, 176)
BRASS_DARK = (178, 122, 44)
OUTLINE = (36, 22, 12)

_masks: dict[tuple[str, int, int], pygame.Surface | None] = {}
_made: dict[tuple, pygame.Surface | None] = {}


def clear_cache() -> None:
    _masks.clear()
    _made.clear()


def art_dir() -> Path:
    return assets.sprites_root() / ART_FOLDER


def art_path(name: str) -> Path:
    return art_dir() / f"{name}.svg"


def svg_supported() -> bool:
    """True when this pygame can read SVG files (pygame-ce with SDL_image)."""
    try:
        return bool(pygame.image.get_extended())
    except pygame.error:  # pragma: no cover
        return False


def load_svg(path: Path, size: tuple[int, int]) -> pygame.Surface:
    """The SVG at ``path`` rendered white (its currentColor) to fit ``size``; raises on failure."""
    data = path.read_bytes().replace(b"currentColor", b"#ffffff")
    if hasattr(pygame.image, "load_sized_svg"):
        surf = pygame.image.load_sized_svg(io.BytesIO(data), size)
    else:  # pragma: no cover - older pygame-ce: render at its own size and scale
        surf = pygame.transform.smoothscale(pygame.image.load(io.BytesIO(data), "art.svg"), size)
    if surf.get_bitsize() != 32 or not surf.get_flags() & pygame.SRCALPHA:
        surf = surf.convert_alpha() if pygame.display.get_surface() else _with_alpha(surf)
    return surf


def _with_alpha(surf: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA, 32)
    out.blit(surf, (0, 0))
    return out


def mask(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The picture as a white silhouette on transparency, ``size`` px (cached); None if unavailable."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (name, w, h)
    if key in _masks:
        return _masks[key]
    surf = None
    path = art_path(name) if name else None
    if path is not None and path.is_file() and svg_supported():
        try:
            surf = load_svg(path, (w, h))
        except (pygame.error, OSError, ValueError) as exc:
            log.warning("could not draw picture %s: %s", path, exc)
    elif name:
        log.warning("picture %r not found in %s", name, art_dir())
    forget_on_quit(clear_cache)
    _masks[key] = surf
    return surf


def _coloured(m: pygame.Surface, colour) -> pygame.Surface:
    out = m.copy()
    out.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _vgrad(size, stops) -> pygame.Surface:
    """A smooth vertical blend through ``stops`` (colours, top to bottom)."""
    strip = pygame.Surface((1, len(stops)), pygame.SRCALPHA, 32)
    for i, c in enumerate(stops):
        strip.set_at((0, i), (*c[:3], c[3] if len(c) > 3 else 255))
    if len(stops) == 1:
        return pygame.transform.scale(strip, size)
    # smoothscale samples between pixel centres: pad so the first and last colours reach the edges
    tall = pygame.transform.smoothscale(strip, (1, max(2, size[1])))
    return pygame.transform.scale(tall, size)


def _shaded(m: pygame.Surface, top, bottom) -> pygame.Surface:
    """The silhouette filled with a vertical gradient (alpha from the silhouette)."""
    grad = _vgrad(m.get_size(), [top, bottom])
    grad.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return grad


def _mix(a, b, t: float):
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def emblem(name: str, size: int, top=BRASS_LIGHT, bottom=BRASS_DARK, outline=OUTLINE,
           shadow: bool = True) -> pygame.Surface | None:
    """The picture shaded top to bottom, with a dark outline, a bevel and a drop shadow."""
    key = ("emblem", name, size, top, bottom, outline, shadow)
    if key in _made:
        return _made[key]
    pad = max(2, size // 24)
    inner = size - 2 * pad
    m = mask(name, (inner, inner))
    out = None
    if m is not None:
        out = pygame.Surface((size, size), pygame.SRCALPHA, 32)
        edge = max(1, size // 48)
        if shadow:
            dark = _coloured(m, (0, 0, 0))
            dark.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
            soft = _blur(dark, max(1, size // 40))
            out.blit(soft, (pad + edge, pad + 2 * edge))
        ring = _coloured(m, outline)
        for dx, dy in ((-edge, 0), (edge, 0), (0, -edge), (0, edge), (-edge, -edge), (edge, edge),
                       (-edge, edge), (edge, -edge)):
            out.blit(ring, (pad + dx, pad + dy))
        # bevel: a light rim up-left, a dark rim down-right, then the face
        out.blit(_coloured(m, _mix(top, (255, 255, 255), 0.6)), (pad - 1, pad - 1))
        out.blit(_coloured(m, _mix(bottom, (0, 0, 0), 0.45)), (pad + 1, pad + 1))
        out.blit(_shaded(m, top, bottom), (pad, pad))
    _made[key] = out
    return out


def _blur(surf: pygame.Surface, radius: int) -> pygame.Surface:
    w, h = surf.get_size()
    f = max(1, radius * 2)
    small = pygame.transform.smoothscale(surf, (max(1, w // f), max(1, h // f)))
    return pygame.transform.smoothscale(small, (w, h))


# --------------------------------------------------------------------------
# Card colours
# --------------------------------------------------------------------------


def die_colour(type_id: str):
    return looks.colour(type_id, (150, 120, 80))


def craft_colours(content, card) -> list[tuple[int, int, int]]:
    """The die colours of a craft card's requirements, most needed first."""
    from kingsforge.engine.requests import members  # a two-colour box counts for both
    counts = Counter(content.colours[m] for colour, _ in card.slots for m in members(content, colour))
    return [die_colour(t) for t, _ in counts.most_common()]


def gather_colours(content, card) -> list[tuple[int, int, int]]:
    """The colours of the dice a gather card gives (brass when it gives no dice: bonuses, tokens)."""
    from kingsforge.ui import cardtext

    counts: Counter = Counter()
    for option in card.options:
        for effect in option.effects:
            for part in cardtext.reward_parts(content, effect):
                if part[0] == "dice":
                    counts[part[1]] += part[2]
    return [die_colour(t) for t, _ in counts.most_common()] or [BRASS_DARK]


# --------------------------------------------------------------------------
# Composed pictures
# --------------------------------------------------------------------------


def craft_art(name: str, colours, size: tuple[int, int]) -> pygame.Surface | None:
    """A craft card's art window: requirement colours behind the shaded picture (cached)."""
    w, h = max(4, int(size[0])), max(4, int(size[1]))
    colours = tuple(tuple(c[:3]) for c in colours) or (BRASS_DARK,)
    key = ("craft", name, w, h, colours)
    if key in _made:
        return _made[key]
    side = int(min(w, h) * 0.84)
    pic = emblem(name, side) if side >= 8 else None
    out = None
    if pic is not None:
        out = pygame.Surface((w, h), pygame.SRCALPHA, 32)
        # the requirement colours, darkened into a rich ground, blended top to bottom
        stops = [_mix(c, (26, 18, 12), 0.45) for c in colours]
        if len(stops) == 1:
            stops = [_mix(stops[0], (255, 240, 210), 0.12), _mix(stops[0], (0, 0, 0), 0.35)]
        ground = _vgrad((w, h), stops)
        radius = max(2, min(w, h) // 14)
        shape = pygame.Surface((w, h), pygame.SRCALPHA, 32)
        pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
        ground.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(ground, (0, 0))
        # a warm light behind the picture and a vignette towards the frame
        light = _radial((w, h), (255, 226, 160), 0.55, 120)
        light.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(light, (0, 0))
        vign = _vignette((w, h), radius)
        out.blit(vign, (0, 0))
        out.blit(pic, pic.get_rect(center=(w // 2, h // 2 + h // 40)))
        pygame.draw.rect(out, (40, 26, 14), out.get_rect(), max(1, min(w, h) // 60), border_radius=radius)
    _made[key] = out
    return out


def gather_art(name: str, colours, size: tuple[int, int], alpha: int = 60) -> pygame.Surface | None:
    """A gather card's picture: a faint engraving tinted by what the card gives (cached)."""
    w, h = max(4, int(size[0])), max(4, int(size[1]))
    colour = tuple(colours[0][:3]) if colours else BRASS_DARK
    key = ("gather", name, w, h, colour, alpha)
    if key in _made:
        return _made[key]
    side = min(w, h)
    m = mask(name, (side, side))
    out = None
    if m is not None:
        out = pygame.Surface((w, h), pygame.SRCALPHA, 32)
        face = _shaded(m, _mix(colour, (255, 255, 255), 0.15), _mix(colour, (0, 0, 0), 0.25))
        face.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(face, face.get_rect(center=(w // 2, h // 2)))
    _made[key] = out
    return out


def badge(name: str, colour, size: int) -> pygame.Surface | None:
    """A small round badge: the picture in brass on a disc of ``colour`` (dock tiles)."""
    size = max(8, int(size))
    key = ("badge", name, size, tuple(colour[:3]))
    if key in _made:
        return _made[key]
    pic = emblem(name, int(size * 0.78), shadow=False)
    out = None
    if pic is not None:
        out = pygame.Surface((size, size), pygame.SRCALPHA, 32)
        c = size // 2
        pygame.draw.circle(out, (20, 12, 6, 200), (c, c + 1), c)
        disc = _vgrad((size, size), [_mix(colour, (255, 255, 255), 0.1), _mix(colour, (0, 0, 0), 0.45)])
        circle = pygame.Surface((size, size), pygame.SRCALPHA, 32)
        pygame.draw.circle(circle, (255, 255, 255, 255), (c, c), c - 1)
        disc.blit(circle, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(disc, (0, 0))
        pygame.draw.circle(out, BRASS_DARK, (c, c), c - 1, max(1, size // 16))
        out.blit(pic, pic.get_rect(center=(c, c)))
    _made[key] = out
    return out


def _radial(size, colour, radius: float, alpha: int) -> pygame.Surface:
    w, h = size
    res = 48
    small = pygame.Surface((res, res), pygame.SRCALPHA, 32)
    for i in range(res // 2, 0, -1):
        t = i / (res / 2)
        a = int(alpha * max(0.0, 1 - t / max(0.05, radius * 2)) ** 1.6)
        pygame.draw.circle(small, (*colour, a), (res // 2, res // 2), i)
    return pygame.transform.smoothscale(small, (w, h))


def _vignette(size, radius: int) -> pygame.Surface:
    w, h = size
    out = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    steps = max(2, min(w, h) // 10)
    for i in range(steps):
        a = int(70 * (1 - i / steps) ** 2)
        pygame.draw.rect(out, (10, 6, 2, a), out.get_rect().inflate(-2 * i, -2 * i), 1,
                         border_radius=max(0, radius - i))
    return out


# --------------------------------------------------------------------------
# What the cards and the credits ask for
# --------------------------------------------------------------------------


def credits(path: Path | None = None) -> list[tuple[str, str, str, str]]:
    """(icon, author, licence, source) for every picture credited in sprites/CREDITS."""
    path = path or assets.sprites_root() / "CREDITS"
    rows = []
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return rows
    for line in text.splitlines():
        parts = [p.strip() for p in line.split(" | ")]
        if len(parts) == 4 and parts[0] != "icon":
            rows.append((parts[0], parts[1], parts[2], parts[3]))
    return rows


def used_art(content) -> list[str]:
    """Every picture name the cards of ``content`` use (gather, visitors, docks, craft, escape), once each."""
    names = [c.art for c in content.gather] + list(content.dock_art) + [c.art for c in content.craft]
    names += [c.art for c in getattr(content, "escape", ())] + [c.art for c in getattr(content, "visitors", ())]
    return sorted({n for n in names if n})
