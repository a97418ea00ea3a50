"""Card pictures: every card of every module names an SVG that ships, loads and is credited."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from kingsforge.content import load_content  # noqa: E402
from kingsforge.content.modules import playable_sets  # noqa: E402
from kingsforge.ui import cardart  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
MODULE_SETS = [()] + playable_sets()


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield
    cardart.clear_cache()


def _cards(content):
    return ([("gather", c.id, c.art) for c in content.gather]
            + [("dock", d[0], a) for d, a in zip(content.docks, content.dock_art)]
            + [("craft", c.id, c.art) for c in content.craft]
            + [("escape", c.id, c.art) for c in content.escape]
            + [("visitor", c.id, c.art) for c in content.visitors])


def test_pygame_reads_svg():
    assert pygame.image.get_extended()
    assert cardart.svg_supported()


@pytest.mark.parametrize("modules", MODULE_SETS, ids=lambda m: "+".join(m) or "base")
def test_every_card_names_art_that_exists_and_loads(modules):
    content = load_content(modules=modules)
    for kind, card_id, art in _cards(content):
        assert art, f"{kind} card {card_id} has no art"
        path = cardart.art_path(art)
        assert path.is_file(), f"{kind} card {card_id}: {path} missing"
        surf = cardart.load_svg(path, (48, 48))
        assert isinstance(surf, pygame.Surface) and surf.get_size() == (48, 48)
        assert surf.get_bounding_rect().w > 8, f"{path.name} draws (almost) nothing"


def test_every_card_has_its_own_picture():
    """Within any set of modules played together, no two cards of a kind share a picture."""
    for modules in MODULE_SETS:
        content = load_content(modules=modules)
        arts = [art for _, _, art in _cards(content)]
        assert len(arts) == len(set(arts)), modules


def test_credits_list_every_art_file_used():
    credited = {row[0]: row for row in cardart.credits()}
    used = set()
    for modules in MODULE_SETS:
        used |= set(cardart.used_art(load_content(modules=modules)))
    from kingsforge.forge.content import load_forge  # Forge's cards share sprites/art/ and the credits
    forge = load_forge()
    used |= {card.art for group in (forge.tokens, forge.achievements, forge.contracts, forge.development,
                                    forge.training, forge.guilds) for card in group}
    assert used, "no pictures used"
    for art in used:
        assert art in credited, f"sprites/CREDITS does not credit {art}"
        _, author, licence, source = credited[art]
        assert author and licence == "CC BY 3.0" and source.startswith("https://game-icons.net/"), credited[art]
    shipped = {p.stem for p in cardart.art_dir().glob("*.svg")}
    assert shipped == used, f"unused: {sorted(shipped - used)}, missing: {sorted(used - shipped)}"


def test_check_tool_finds_nothing_to_fix():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import extract_art
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert extract_art.check() == []


def test_rendered_card_differs_between_two_cards_with_different_art():
    from kingsforge.ui.table import cards

    content = load_content()
    a, b = 0, 1
    assert content.craft[a].art != content.craft[b].art
    rect = pygame.Rect(0, 0, 180, 276)

    def render(kind, index):
        surf = pygame.Surface(rect.size, pygame.SRCALPHA)
        if kind == "craft":
            cards.draw_craft_card(surf, content, index, rect, strip_only=True)
        else:
            cards.draw_gather_card(surf, content, index, rect)
        return surf

    def window(surf):   # only the art window: the requirement boxes may be the same
        return pygame.image.tobytes(surf.subsurface(cards.layout.craft_part(rect, cards.layout.CRAFT_ART)), "RGBA")

    assert window(render("craft", a)) != window(render("craft", b))
    # and a picture is really there: the window differs from a card drawn without one
    plain = pygame.Surface(rect.size, pygame.SRCALPHA)
    cards._frame(plain, rect, "card_craft")
    assert window(render("craft", a)) != window(plain)
    # gather cards too (same options layout, different pictures)
    g1 = next(i for i, c in enumerate(content.gather) if c.id == "east_forest")
    g2 = next(i for i, c in enumerate(content.gather) if c.id == "north_mine")
    assert pygame.image.tobytes(render("gather", g1), "RGBA") != pygame.image.tobytes(render("gather", g2), "RGBA")


def test_art_is_cached_per_size():
    content = load_content()
    card = content.craft[0]
    colours = cardart.craft_colours(content, card)
    first = cardart.craft_art(card.art, colours, (120, 140))
    assert first is not None and first.get_size() == (120, 140)
    assert cardart.craft_art(card.art, colours, (120, 140)) is first
    bigger = cardart.craft_art(card.art, colours, (240, 280))
    assert bigger is not first and bigger.get_size() == (240, 280)


def test_missing_art_draws_no_picture(tmp_path, monkeypatch):
    monkeypatch.setattr(cardart, "art_dir", lambda: tmp_path)
    cardart.clear_cache()
    assert cardart.craft_art("no-such-icon", [(70, 74, 82)], (100, 100)) is None
    assert cardart.gather_art("no-such-icon", [(70, 74, 82)], (100, 100)) is None
    cardart.clear_cache()
