"""A craft card's title on its ribbon: a one-line title stays between the ribbon's cut ends.

'Olla de hierro' and 'Cofre de roble' (Spanish, 1280x720) fitted the ribbon's full width and
lost their first letter under the left notch."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n
from kingsforge.content import load_content
from kingsforge.content.modules import playable_sets
from kingsforge.ui.table import layout
from kingsforge.ui.table.cards import RIBBON_NOTCH, draw_craft_title


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_one_line_titles_stay_clear_of_the_ribbon_notches(lang):
    pygame.init()
    i18n.set_language(lang)
    cards = {k.id: k for ids in [()] + list(playable_sets(None)) for k in load_content(modules=ids).craft}
    cut = []
    for width in (120, 150, layout.CRAFT_W):          # the display's narrow cards up to the full width
        rect = pygame.Rect(0, 0, width, round(width * layout.CRAFT_H / layout.CRAFT_W))
        ribbon = layout.craft_part(rect, layout.CRAFT_TITLE)
        size = max(14, int(21 * min(rect.h / layout.CRAFT_H, rect.w / layout.CRAFT_W * 1.1)))
        notch = ribbon.w * RIBBON_NOTCH
        for card in cards.values():
            surface = pygame.Surface((rect.w + 40, rect.h), pygame.SRCALPHA)
            if draw_craft_title(surface, i18n.craft_name(card), ribbon, size):
                continue                              # several lines: a rectangular banner, no notch
            drawn = surface.get_bounding_rect()
            if drawn.left < ribbon.left + notch or drawn.right > ribbon.right - notch:
                cut.append((width, i18n.craft_name(card), drawn.left, drawn.right, ribbon.left + notch,
                            ribbon.right - notch))
    assert not cut, cut[:8]


@pytest.mark.parametrize("width", [118, 130, 150])
def test_a_three_digit_rank_stays_inside_a_narrow_card_at_800x600(make_app, width):
    """At 800x600 a masterwork's rank (101) is wider than its shield at the smallest readable size:
    it stays inside the card's frame, where the next card or the frame would cut its last digit."""
    from kingsforge.ui import gfx
    from kingsforge.ui.table import cards

    app = make_app(size=(800, 600), start=False)
    app.render()
    content = load_content(modules=("masterworks_craft", "royal_decree"))
    card = next(k for k in content.craft if k.rank >= 100)
    rect = pygame.Rect(300, 300, width, layout.CRAFT_H)
    gfx.labels = gfx.LabelLog(app.canvas)
    try:
        cards.draw_craft_card(app.canvas, content, card.index, rect)
        ranks = [label for label in gfx.labels.labels if label.text == str(card.rank)]
    finally:
        gfx.labels = None
    assert ranks and all(rect.left <= r.rect.left and r.rect.right <= rect.right - 3 and not r.cut for r in ranks)
