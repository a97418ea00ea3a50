"""Card titles where a player reads them enlarged: the magnifier of a small window (a copy of the
card as the table draws it, at each size the table gives a card) and the right-click zoom (the card
drawn large, and its title over the text beside it). Every card of every module -- wares, tiles,
gather cards, visitors -- in English and Spanish, in windows of 1920x1080 down to 1152x648 (the
readable text floor grows as the window shrinks): a title is never cut, never leaves its box and
never lies over another label (the issue saw "Herald's Horn" and "Celestial Dragon" cut)."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n
from kingsforge.ui import gfx, layoutcheck
from kingsforge.ui.screenshot import make_app
from kingsforge.ui.table import cards, layout

SIZES = ((1920, 1080), (1600, 900), (1280, 720), (1152, 648))
MODULE_SETS = {
    "base": (),
    "jubilee": ("jubilee_gather", "jubilee_variant"),
    "masterworks": ("ambassador_requests", "ambassadors_row", "deluxe_cards", "griffins_landing",
                    "masterworks_craft", "royal_decree", "variant_monuments"),
}
# a ware as the table lays it out: on display, beside the visitors (the tightest), side by side with
# the decree's cards (tall and narrow), crafted this round beside them; and in the right-click zoom
WARE_SIZES = ((layout.CRAFT_W, layout.CRAFT_H),
              (layout.MIN_TIGHT_W, layout.CRAFT_H * layout.MIN_TIGHT_W // layout.CRAFT_W),
              (layout.MIN_ROW_W, layout.CRAFT_H),
              (layout.MIN_CRAFTED_W, layout.CRAFT_H * layout.MIN_CRAFTED_W // layout.CRAFT_W),
              (360, 552))


@pytest.fixture(scope="module")
def app():
    made = make_app(2, 1)
    yield made
    i18n.set_language("en")
    layoutcheck.resize(made, (1920, 1080))


def _title_problems(draw, title: str) -> list[str]:
    """The layout check's problems with a label that is the title or a line of it."""
    canvas = pygame.Surface((1920, 1080))
    gfx.labels = gfx.LabelLog(canvas)
    try:
        draw(canvas)
        mine = [repr(label) for label in gfx.labels.labels if label.text.strip() and label.text in title]
        return [p for p in layoutcheck.problems(gfx.labels) if any(m in p for m in mine)]
    finally:
        gfx.labels = None
        gfx._cut_texts.clear()


def _match(mods):
    from kingsforge.ui.match import Match
    from kingsforge.ui.screenshot import demo_config

    config = demo_config(2, 1)
    config.modules = mods
    match = Match.new(config)
    match.autosave_enabled = False
    return match


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("family", sorted(MODULE_SETS))
def test_enlarged_titles_are_whole_and_in_their_box(app, family, lang):
    from kingsforge.ui.scenes.zoom import CardZoomScene

    match = _match(MODULE_SETS[family])
    try:
        c = match.content
        app.set_language(lang)
        found = []
        for size in SIZES:
            layoutcheck.resize(app, size)
            where = f"{size[0]}x{size[1]} {lang}"

            def check(draw, title, what):
                found.extend(f"{where} {what}: {p}" for p in _title_problems(draw, title))

            for i, card in enumerate(c.craft):
                if card.tile is not None:           # an ambassador tile: on its row, and zoomed
                    for w, h in (layout.ambassador_tile(0).size, (300, 300)):
                        check(lambda s: cards.draw_tile(s, c, i, pygame.Rect(300, 200, w, h)),
                              i18n.craft_name(card), f"tile {card.id} {w}x{h}")
                    continue
                for w, h in WARE_SIZES:
                    check(lambda s: cards.draw_craft_card(s, c, i, pygame.Rect(300, 200, w, h)),
                          i18n.craft_name(card), f"ware {card.id} {w}x{h}")
            slot = layout.gather_slot(0)
            for i, card in enumerate(c.gather):
                for w, h in ((slot.w, slot.h), (448, 600)):
                    check(lambda s: cards.draw_gather_card(s, c, i, pygame.Rect(300, 200, w, h)),
                          i18n.gather_name(card), f"gather card {card.id} {w}x{h}")
            pile = layout.visitor_slot(0)
            for i, card in enumerate(getattr(c, "visitors", ())):
                for w, h in ((pile.w, pile.h), (512, 268)):
                    check(lambda s: cards.draw_visitor_card(s, c, i, pygame.Rect(300, 200, w, h)),
                          i18n.visitor_name(card), f"visitor {card.id} {w}x{h}")
            # the right-click zoom: the card large and its title over its text
            hits = [("craft", i) for i in range(len(c.craft))] + [("gather", i) for i in range(len(c.gather))]
            hits += [("visitor", i) for i in range(len(getattr(c, "visitors", ())))]
            for kind, i in hits:
                scene = CardZoomScene(app, match, (kind, i))
                title = scene._lines()[0]
                check(scene.draw, title, f"zoom {kind} {i}")
        assert not found, "\n".join(found[:30])
    finally:
        i18n.set_language("en")
