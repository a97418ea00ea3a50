"""Loads the game's images, fonts and sounds, once, and hands out cached copies.

Call after ``pygame.init()``. Images are converted for fast blitting only once a
display mode has been set (before that they are used as loaded, and converted
the next time they are asked for). Nothing here raises for a missing or broken
asset: a missing sprite is redrawn in memory by :mod:`kingsforge.ui.spritegen`
(or replaced by a magenta placeholder), and a missing sound or an absent sound
card gives a silent stand-in. Fonts are the bundled TTFs, always loaded by path.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pygame

from kingsforge.resources import sprites_dir
from kingsforge.ui.quithook import forget_on_quit

log = logging.getLogger(__name__)

FONT_FILES = {"regular": "GenBkBasR.ttf", "bold": "GenBkBasB.ttf", "display": "Vollkorn-Black.ttf"}
DIE_BASE = 96
# where the generated +6 plaque sits on a die face, in units of a 96 px die (below the pips); the
# table now shows a die above 6 by its number (_numeral_face) and no longer lays the plaque on
PLUS6_RECT = (29, 76, 38, 20)  # = spritegen.LAYOUT['die']['badge']

_root: Path | None = None
_images: dict[str, tuple[pygame.Surface, bool]] = {}
_scaled: dict[tuple[str, tuple[int, int]], tuple[pygame.Surface, bool]] = {}
_dice: dict[tuple[str, int, int, bool], pygame.Surface] = {}
_fonts: dict[tuple[int, str], pygame.font.Font] = {}
_sounds: dict[str, Any] = {}
_audio_ok: bool | None = None
_scale_guess: float | None = None


# --------------------------------------------------------------------------
# Where the files are
# --------------------------------------------------------------------------


def sprites_root() -> Path:
    """The folder images and sounds are read from."""
    return _root if _root is not None else sprites_dir()


def set_sprites_root(path: str | Path | None) -> None:
    """Read assets from another folder (None: back to the shipped sprites/). Clears the caches."""
    global _root
    _root = Path(path) if path is not None else None
    clear_cache()


def clear_cache() -> None:
    """Forget every loaded image, font and sound (and whether audio works)."""
    global _audio_ok, _scale_guess
    _images.clear()
    _scaled.clear()
    _dice.clear()
    _fonts.clear()
    _sounds.clear()
    _audio_ok = None
    _scale_guess = None


# --------------------------------------------------------------------------
# Fonts
# --------------------------------------------------------------------------


def font_path(bold: bool = False, display: bool = False) -> Path:
    """Path of the bundled TTF for this style (it may be missing in a broken install)."""
    kind = "display" if display else ("bold" if bold else "regular")
    name = FONT_FILES[kind]
    for folder in (sprites_root() / "fonts", sprites_dir() / "fonts"):
        if (folder / name).is_file():
            return folder / name
    return sprites_dir() / "fonts" / name


def forget_fonts() -> None:
    """Drop cached fonts: a Font made before pygame.quit() raises 'Invalid font' after it."""
    _fonts.clear()


def font(size: int, bold: bool = False, display: bool = False) -> pygame.font.Font:
    """The bundled font at ``size`` px: body text (regular or bold) or the display face."""
    size = max(1, int(size))
    kind = "display" if display else ("bold" if bold else "regular")
    key = (size, kind)
    cached = _fonts.get(key)
    if cached is not None:
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    tries = [(bold, display), (True, False), (False, False)]
    last_error: Exception | None = None
    for b, d in tries:
        path = font_path(b, d)
        if not path.is_file():
            continue
        try:
            f = pygame.font.Font(str(path), size)
        except (pygame.error, OSError) as exc:  # pragma: no cover - corrupt file
            last_error = exc
            continue
        if (b, d) != (bold, display):
            log.warning("font %s missing, using %s", FONT_FILES[kind], path.name)
        forget_on_quit(forget_fonts)
        _fonts[key] = f
        return f
    raise FileNotFoundError(f"no bundled font found in {sprites_dir() / 'fonts'}") from last_error


# --------------------------------------------------------------------------
# Images
# --------------------------------------------------------------------------


def _display_ready() -> bool:
    try:
        return pygame.display.get_init() and pygame.display.get_surface() is not None
    except pygame.error:  # pragma: no cover
        return False


def _convert(surf: pygame.Surface) -> tuple[pygame.Surface, bool]:
    if not _display_ready():
        return surf, False
    try:
        return surf.convert_alpha(), True
    except pygame.error:  # pragma: no cover - e.g. display closed meanwhile
        return surf, False


def _guess_scale() -> float:
    """Scale the files on disk were generated at (to redraw a missing one to match)."""
    global _scale_guess
    if _scale_guess is None:
        _scale_guess = 1.0
        for probe, base in (("die_metal_1", DIE_BASE), ("icon_x", 48), ("card_craft", 300)):
            p = sprites_root() / f"{probe}.png"
            if p.is_file():
                try:
                    _scale_guess = pygame.image.load(str(p)).get_width() / base
                    break
                except (pygame.error, OSError):
                    continue
    return _scale_guess


def placeholder(size: tuple[int, int] = (64, 64)) -> pygame.Surface:
    """A loud magenta box with an X, for art that could not be loaded or drawn."""
    w, h = max(2, int(size[0])), max(2, int(size[1]))
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    s.fill((255, 0, 255, 255))
    pygame.draw.rect(s, (0, 0, 0), s.get_rect(), max(1, min(w, h) // 16))
    pygame.draw.line(s, (0, 0, 0), (0, 0), (w - 1, h - 1), max(1, min(w, h) // 16))
    pygame.draw.line(s, (0, 0, 0), (0, h - 1), (w - 1, 0), max(1, min(w, h) // 16))
    return s


def _fallback(name: str) -> pygame.Surface:
    try:
        from kingsforge.ui import spritegen
    except Exception:  # pragma: no cover
        spritegen = None
    base = None if spritegen is None else spritegen.size_of(name)
    if base is not None:
        try:
            surf = spritegen.render(name, _guess_scale())
            log.warning("sprite %r missing from %s; drew it procedurally", name, sprites_root())
            return surf
        except Exception:  # pragma: no cover - generator failure must not crash the game
            log.exception("could not draw sprite %r", name)
        size = tuple(int(round(v * _guess_scale())) for v in base)
    else:
        size = (64, 64)
    log.warning("sprite %r not found; using a placeholder", name)
    return placeholder(size)


def image(name: str) -> pygame.Surface:
    """The sprite ``name`` (file name without .png), loaded once. Never raises."""
    if name.endswith(".png"):
        name = name[:-4]
    hit = _images.get(name)
    if hit is not None:
        surf, converted = hit
        if converted or not _display_ready():
            return surf
        surf, converted = _convert(surf)
        _images[name] = (surf, converted)
        return surf
    path = sprites_root() / f"{name}.png"
    surf = None
    if path.is_file():
        try:
            surf = pygame.image.load(str(path))
        except (pygame.error, OSError) as exc:
            log.warning("could not load %s: %s", path, exc)
    if surf is None:
        surf = _fallback(name)
    surf, converted = _convert(surf)
    _images[name] = (surf, converted)
    return surf


def scaled(name: str, size: tuple[int, int]) -> pygame.Surface:
    """``image(name)`` smooth-scaled to ``size`` (cached per size)."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    key = (name, (w, h))
    hit = _scaled.get(key)
    if hit is not None:
        surf, converted = hit
        if converted or not _display_ready():
            return surf
        surf, converted = _convert(surf)
        _scaled[key] = (surf, converted)
        return surf
    src = image(name)
    if src.get_size() == (w, h):
        out = src
    else:
        if src.get_bitsize() not in (24, 32):
            tmp = pygame.Surface(src.get_size(), pygame.SRCALPHA, 32)
            tmp.blit(src, (0, 0))
            src = tmp
        out = pygame.transform.smoothscale(src, (w, h))
    out, converted = _convert(out)
    _scaled[key] = (out, converted)
    return out


def _has_die_art(die_type: str) -> bool:
    """Sprites of this die type on disk, or a look to draw them from (ui/looks.py)."""
    from kingsforge.ui import looks

    return (sprites_root() / f"die_{die_type}_blank.png").is_file() or looks.look(die_type) is not None


def die_face(die_type: str, value: int | None, size: int) -> pygame.Surface | None:
    """A die of ``die_type`` showing ``value`` at ``size`` x ``size`` px.

    ``None`` or 0 gives the blank (unrolled) die; a value above 6 (a bonus raised it) shows its
    number in large figures where the pips go (_numeral_face).
    """
    size = max(1, int(size))
    v = 0 if value is None else int(value)
    key = (die_type, v, size, _display_ready())
    hit = _dice.get(key)
    if hit is not None:
        return hit
    if not _has_die_art(die_type):
        return None             # a die type with neither sprites nor a look: gfx draws it plain
    if v <= 0:
        face = scaled(f"die_{die_type}_blank", (size, size))
    elif v <= 6:
        face = scaled(f"die_{die_type}_{v}", (size, size))
    else:
        face = _numeral_face(die_type, v, size)
    _dice[key] = face
    return face


NUMERAL_FIELD = (14, 29, 68, 60)    # where a die above 6 shows its number (DIE_BASE px, under the symbol)


def _numeral_face(die_type: str, value: int, size: int) -> pygame.Surface:
    """A die above 6: its number in large figures on a plate over the pip field (the type's
    symbol still above it), in the pips' colour with an outline, so a 9 reads as 9 at a glance
    at any size, never as three pips and a small +6."""
    from kingsforge.ui import looks

    face = scaled(f"die_{die_type}_1", (size, size)).copy()
    look = looks.look(die_type)
    pip = tuple(look.sprite_pips) if look is not None else (245, 240, 230)
    body = tuple(look.body) if look is not None else (120, 120, 120)
    f = size / DIE_BASE
    x, y, w, h = NUMERAL_FIELD
    plate = pygame.Rect(round(x * f), round(y * f), max(1, round(w * f)), max(1, round(h * f)))
    dark_pips = sum(pip) < 300
    edge = tuple(max(0, int(c * 0.55)) for c in body)
    pygame.draw.rect(face, body, plate, border_radius=max(1, round(10 * f)))
    pygame.draw.rect(face, edge, plate, max(1, round(1.5 * f)), border_radius=max(1, round(10 * f)))
    text = str(value)
    px = max(6, round(size * (0.74 if len(text) == 1 else 0.62)))
    f_ = font(px, bold=True)
    while px > 6 and f_.size(text)[0] > plate.w - 2 * max(1, round(3 * f)):
        px -= 1
        f_ = font(px, bold=True)
    ink = f_.render(text, True, pip)
    ring = f_.render(text, True, (250, 244, 232) if dark_pips else (24, 16, 10))
    at = ink.get_rect(center=(plate.centerx, plate.centery + round(1 * f)))
    o = max(1, round(size / 40))
    for dx, dy in ((-o, 0), (o, 0), (0, -o), (0, o), (-o, -o), (o, o), (-o, o), (o, -o)):
        face.blit(ring, at.move(dx, dy))
    face.blit(ink, at)
    return face


# --------------------------------------------------------------------------
# Sounds
# --------------------------------------------------------------------------


class SilentSound:
    """Stands in for pygame.mixer.Sound when there is no audio; every call does nothing."""

    silent = True

    def play(self, *args: Any, **kwargs: Any) -> None:
        return None

    def stop(self) -> None:
        return None

    def fadeout(self, ms: int) -> None:
        return None

    def set_volume(self, *args: Any) -> None:
        return None

    def get_volume(self) -> float:
        return 0.0

    def get_length(self) -> float:
        return 0.0

    def get_num_channels(self) -> int:
        return 0

    def __repr__(self) -> str:
        return "<SilentSound>"


def init_audio() -> bool:
    """Start the mixer if it is not running; False (and silence) when there is no sound device."""
    global _audio_ok
    try:
        if pygame.mixer.get_init():
            _audio_ok = True
            return True
    except pygame.error:  # pragma: no cover
        pass
    if _audio_ok is False:
        return False
    try:
        forget_sounds()               # sounds from an earlier mixer must never be played
        pygame.mixer.init()
        _audio_ok = bool(pygame.mixer.get_init())
    except Exception as exc:  # pygame.error, or NotImplementedError without SDL_mixer
        log.info("audio unavailable (%s); sounds will be silent", exc)
        _audio_ok = False
    return _audio_ok


def forget_sounds() -> None:
    """Drop cached Sound objects: playing one after its mixer closed crashes SDL (a segfault).

    Called when pygame quits (quithook), and by any code that closes a mixer it opened.
    """
    _sounds.clear()


def sound(name: str) -> Any:
    """The sound ``name`` (file under sprites/sounds without .wav): a pygame Sound or a SilentSound."""
    if name.endswith(".wav"):
        name = name[:-4]
    if _sounds and not pygame.mixer.get_init():
        forget_sounds()               # the mixer was closed under us
    hit = _sounds.get(name)
    if hit is not None:
        return hit
    snd: Any = None
    if init_audio():
        for folder in (sprites_root() / "sounds", sprites_dir() / "sounds"):
            path = folder / f"{name}.wav"
            if path.is_file():
                try:
                    snd = pygame.mixer.Sound(str(path))
                    forget_on_quit(forget_sounds)
                except (pygame.error, OSError) as exc:
                    log.warning("could not load sound %s: %s", path, exc)
                break
        else:
            log.warning("sound %r not found", name)
    if snd is None:
        snd = SilentSound()
    _sounds[name] = snd
    return snd
