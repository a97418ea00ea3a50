"""Every string the game can show, in both languages, is drawn with glyphs the bundled fonts have
(no tofu box: "Bram □" in the replay list was a symbol the body font lacks). The texts are the
language files, the card data of every module (names the tables show) and the engine's sentences."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n
from kingsforge.ui import assets

# characters the game draws as pictures or never as text
IGNORED = set("\n\t\r ")


def _strings() -> dict[str, str]:
    from kingsforge.content import load_content
    from kingsforge.engine.words import ENGLISH

    out = {}
    for code in i18n.LANGUAGES:
        for key, text in i18n.load_file(code).items():
            out[f"{code}:{key}"] = str(text)
    out.update({f"engine:{k}": v for k, v in ENGLISH.items()})
    # the texts written in the code itself (signs, marks, separators): its string literals
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "kingsforge"
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and not node.value.isascii():
                if isinstance(getattr(node, "parent", None), ast.Expr):
                    continue
                out[f"{path.relative_to(root.parent)}:{node.lineno}"] = node.value
    for modules in ((), ("jubilee_gather", "jubilee_variant"),
                    ("ambassadors_row", "masterworks_craft", "royal_decree", "variant_monuments", "griffins_landing",
                     "deluxe_cards", "ambassador_requests")):
        c = load_content(modules=modules)
        for kind in ("gather", "craft", "escape", "visitors", "die_cards", "die_types"):
            for card in getattr(c, kind, ()) or ():
                out[f"{kind}:{card.id}"] = card.name
    return out


@pytest.mark.parametrize("kind", [(False, False), (True, False), (False, True)], ids=["regular", "bold", "display"])
def test_every_string_has_its_glyphs_in_the_bundled_fonts(kind):
    pygame.font.init()
    bold, display = kind
    font = pygame.font.Font(str(assets.font_path(bold, display)), 24)

    def picture(ch):
        img = font.render(ch, False, (255, 255, 255), (0, 0, 0))
        return img.get_size(), pygame.image.tobytes(img, "RGB")

    tofu = picture("\U0010FFFD")           # what the font draws for a glyph it lacks (a box)
    seen = {}
    missing = {}
    for where, text in _strings().items():
        for ch in set(text) - IGNORED:
            if ch not in seen:
                metrics = font.metrics(ch)
                seen[ch] = not metrics or metrics[0] is None or picture(ch) == tofu
            if seen[ch]:
                missing.setdefault(ch, where)
    if display:         # the display face draws titles only; a digit 1 falls back to bold (gfx.text)
        missing = {ch: w for ch, w in missing.items() if ch.isalpha()}
    assert not missing, {f"{ch!r} U+{ord(ch):04X}": where for ch, where in missing.items()}
