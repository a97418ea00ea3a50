"""Procedural art for King's Forge: every sprite and sound is drawn here.

Run ``python -m kingsforge.ui.spritegen [--scale S] [--out DIR]`` to (re)build
the PNGs and WAVs; the default output folder is the repository's ``sprites/``.
Everything is drawn with pygame-ce primitives on a supersampled canvas and
smooth-scaled down, so the art is anti-aliased at any ``--scale``. All
randomness is seeded: the same scale always gives the same pixels.

Other code relies on the file names (see ``SPRITE_NAMES``) and, optionally, on
the layout rectangles in ``LAYOUT`` (base units, i.e. pixels at scale 1) that
say where the UI should draw text and dice on the cards, tiles and mats.

The package holds one module per kind of thing drawn: ``catalogue`` (names, sizes,
layout), ``paint`` (palette, helpers, canvas, fonts), ``dice``, ``cards`` (cards,
tiles, mats), ``pieces`` (first-player markers, tokens), ``icons``, ``backgrounds``
and ``sounds``; this module maps each sprite name to its drawing and writes them.
"""

from __future__ import annotations

import argparse
import os
import shutil
from pathlib import Path
from typing import Callable, Iterable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from kingsforge.ui import looks
from kingsforge.ui.spritegen.backgrounds import draw_table_bg, draw_title_bg
from kingsforge.ui.spritegen.cards import (
    draw_card_craft,
    draw_card_craft_back,
    draw_card_gather,
    draw_card_gather_back,
    draw_dock_tile,
    draw_smithy_tile,
)
from kingsforge.ui.spritegen.catalogue import (
    BOX_TYPES,
    DECLARED_AS,
    DIE_SIZE,
    DIE_TYPES,
    LAYOUT,
    SIZES,
    SPRITE_NAMES,
)
from kingsforge.ui.spritegen.dice import draw_die, draw_plus6
from kingsforge.ui.spritegen.icons import (
    draw_box,
    draw_icon_anvil_always,
    draw_icon_bonus,
    draw_icon_crown,
    draw_icon_flip,
    draw_icon_reroll,
    draw_icon_smithy,
    draw_icon_steal,
    draw_icon_stock,
    draw_icon_supply,
    draw_icon_x,
)
from kingsforge.ui.spritegen.paint import _font, _fonts_dir
from kingsforge.ui.spritegen.pieces import (
    draw_anvil,
    draw_narwhal,
    draw_token_auto6,
    draw_token_plus11,
)
from kingsforge.ui.spritegen.sounds import generate_sounds

# --------------------------------------------------------------------------
# Registry
# --------------------------------------------------------------------------

__all__ = ["DECLARED_AS", "DIE_TYPES", "LAYOUT", "SIZES", "SPRITE_NAMES", "contact_sheet",
           "default_out_dir", "generate", "main", "render"]

_RENDERERS: dict[str, Callable[[float], pygame.Surface]] = {}
for _b in BOX_TYPES:
    _RENDERERS[f"icon_box_{_b}"] = (lambda b: (lambda s: draw_box(s, b)))(_b)
_RENDERERS.update({
    "die_plus6": draw_plus6,
    "card_gather": draw_card_gather,
    "card_gather_back": draw_card_gather_back,
    "card_craft": draw_card_craft,
    "card_craft_back": draw_card_craft_back,
    "dock_tile": draw_dock_tile,
    "smithy_tile": draw_smithy_tile,
    "token_auto6": draw_token_auto6,
    "token_plus11": draw_token_plus11,
    "anvil": draw_anvil,
    "narwhal": draw_narwhal,
    "icon_x": draw_icon_x,
    "icon_flip": draw_icon_flip,
    "icon_reroll": draw_icon_reroll,
    "icon_bonus": draw_icon_bonus,
    "icon_supply": draw_icon_supply,
    "icon_smithy": draw_icon_smithy,
    "icon_stock": draw_icon_stock,
    "icon_anvil_always": draw_icon_anvil_always,
    "icon_steal": draw_icon_steal,
    "icon_crown": draw_icon_crown,
    "table_bg": draw_table_bg,
    "title_bg": draw_title_bg,
})


def _ensure_pygame() -> None:
    if not pygame.get_init():
        pygame.init()
    if not pygame.font.get_init():
        pygame.font.init()


def render(name: str, scale: float = 1.0) -> pygame.Surface:
    """Draw one sprite in memory (raises KeyError for an unknown name)."""
    _ensure_pygame()
    fn = _RENDERERS.get(name) or _die_renderer(name)
    if fn is None:
        raise KeyError(name)
    base = size_of(name)
    surf = fn(scale)
    want = (max(1, int(round(base[0] * scale))), max(1, int(round(base[1] * scale))))
    if surf.get_size() != want:
        surf = pygame.transform.smoothscale(surf, want)
    return surf


def size_of(name: str) -> tuple[int, int] | None:
    """A sprite's base size, or None for a name nothing here draws: the catalogue's, or a die
    face of a type the shipped set lacks whose look the loaded card data brings (ui/looks.py)."""
    if name in SIZES:
        return SIZES[name]
    return (DIE_SIZE, DIE_SIZE) if _die_renderer(name) is not None else None


def _die_renderer(name: str):
    """The drawing of die_<type>_<value|blank> or die_<type>_<declared colour>_<value|blank> for
    a die type with a look, else None."""
    if not name.startswith("die_") or "_" not in name[4:]:
        return None
    rest, face = name[4:].rsplit("_", 1)
    if face != "blank" and face not in ("1", "2", "3", "4", "5", "6"):
        return None
    value = None if face == "blank" else int(face)
    if looks.look(rest) is not None:
        return lambda s: draw_die(s, rest, value)
    die_type, _, colour = rest.rpartition("_")
    found = looks.look(die_type) if die_type else None
    if found is not None and colour in found.declared:
        return lambda s: draw_die(s, die_type, value, mark=colour)
    return None


# every die face of the catalogue (each shipped die type, each declared face set), drawn from its look
_RENDERERS.update({name: _die_renderer(name) for name in SIZES if name.startswith("die_") and name not in _RENDERERS})
assert set(_RENDERERS) == set(SPRITE_NAMES)


def default_out_dir() -> Path:
    from kingsforge.resources import sprites_dir
    d = sprites_dir()
    return d if d.is_dir() else Path(__file__).resolve().parents[3] / "sprites"


def generate(out_dir: str | Path | None = None, scale: float = 1.0, names: Iterable[str] | None = None,
             sounds: bool = True, fonts: bool = True, verbose: bool = False) -> list[Path]:
    """Write the sprites (and sounds, and a copy of the fonts) into ``out_dir``."""
    _ensure_pygame()
    out = Path(out_dir) if out_dir else default_out_dir()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in (names or SPRITE_NAMES):
        surf = render(name, scale)
        path = out / f"{name}.png"
        pygame.image.save(surf, str(path))
        written.append(path)
        if verbose:
            print(f"  {path.name:28s} {surf.get_width()}x{surf.get_height()}")
    if sounds:
        written += generate_sounds(out / "sounds")
    if fonts:
        src = _fonts_dir()
        dst = out / "fonts"
        if src.is_dir() and src.resolve() != dst.resolve():
            shutil.copytree(src, dst, dirs_exist_ok=True)
    return written


# --------------------------------------------------------------------------
# Contact sheet (for looking at the art)
# --------------------------------------------------------------------------


def contact_sheet(src_dir: str | Path, out_path: str | Path, width: int = 1800) -> Path:
    _ensure_pygame()
    src = Path(src_dir)
    files = [src / f"{n}.png" for n in SPRITE_NAMES if (src / f"{n}.png").exists()]
    imgs = [(p.stem, pygame.image.load(str(p))) for p in files]
    label = _font(13, "regular")
    pad = 10
    rows, row, x, rh = [], [], pad, 0
    for name, im in imgs:
        iw, ih = im.get_size()
        if iw > 700:
            im = pygame.transform.smoothscale(im, (iw // 3, ih // 3))
            iw, ih = im.get_size()
        cw = max(iw, 90)
        if x + cw + pad > width and row:
            rows.append((row, rh))
            row, x, rh = [], pad, 0
        row.append((name, im, x))
        x += cw + pad
        rh = max(rh, ih + 18)
    if row:
        rows.append((row, rh))
    total_h = sum(r[1] + pad for r in rows) + pad
    sheet = pygame.Surface((width, total_h))
    # half light parchment, half dark table so alpha edges show on both
    sheet.fill((58, 40, 28))
    y = pad
    for row, rh in rows:
        for name, im, x in row:
            sheet.blit(im, (x, y))
            if label:
                t = label.render(name, True, (235, 225, 200))
                sheet.blit(t, (x, y + im.get_height() + 2))
        y += rh + pad
    out = Path(out_path)
    pygame.image.save(sheet, str(out))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m kingsforge.ui.spritegen",
                                 description="Regenerate King's Forge sprites and sounds.")
    ap.add_argument("--scale", type=float, default=1.0, help="size multiplier (1 = base sizes)")
    ap.add_argument("--out", type=Path, default=None, help="output folder (default: the repo's sprites/)")
    ap.add_argument("--only", nargs="*", help="only these sprite names")
    ap.add_argument("--no-sounds", action="store_true")
    ap.add_argument("--contact-sheet", type=Path, default=None, help="also write a contact sheet PNG here")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.scale <= 0:
        ap.error("--scale must be positive")
    out = args.out or default_out_dir()
    written = generate(out, args.scale, args.only, sounds=not args.no_sounds, verbose=not args.quiet)
    if not args.quiet:
        print(f"wrote {len(written)} files to {out}")
    if args.contact_sheet:
        contact_sheet(out, args.contact_sheet)
    return 0
