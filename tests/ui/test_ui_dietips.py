"""Every die at the table has a tooltip in words: pointing at its type in the Stock explains it
(Conjurer and Farm dice too, and Masterworks' exotic dice), in both languages."""

from __future__ import annotations

import math

import pygame
import pytest

from kingsforge import i18n
from kingsforge.content import load_content
from kingsforge.engine.setup import new_game
from kingsforge.ui.table import dietips, layout

EVERY = (("jubilee_gather", "jubilee_variant"),
         ("ambassadors_row", "masterworks_craft", "royal_decree", "variant_monuments", "griffins_landing",
          "deluxe_cards", "ambassador_requests"))


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("modules", EVERY, ids=["jubilee", "masterworks"])
def test_every_die_type_in_the_stock_is_explained(lang, modules):
    state = new_game(load_content(modules=modules), 3, 1)
    i18n.set_language(lang)
    try:
        titles = set()
        for k, die in enumerate(state.content.die_types):
            if not die.player_die:
                continue
            assert dietips.stock_type_at(state, layout.stock_icon(k, len(state.content.die_types))) == k
            title, lines = dietips.die_tip(state, k)
            text = " ".join([title] + lines)
            assert len(lines) >= 2 and "dietip." not in text and "{" not in text, text
            titles.add(title)
        assert len(titles) == sum(1 for d in state.content.die_types if d.player_die)    # each its own
    finally:
        i18n.set_language("en")


def test_conjurer_and_farm_dice_say_what_they_do():
    state = new_game(load_content(modules=EVERY[0]), 3, 1)
    c = state.content
    conjurer = " ".join(dietips.die_tip(state, c.die_type_index("conjurer"))[1])
    farm = " ".join(dietips.die_tip(state, c.die_type_index("farm"))[1])
    archive_like = "any colour"
    assert "declares one colour for all of them" in conjurer and archive_like not in conjurer   # not the Archive die
    assert "metal or wood" in farm and "never pays" in farm


def test_the_library_die_goes_back_and_the_archive_die_stays():
    """The Library die's tip said it 'stays in its owner's supply for good' and, a line later,
    that it goes back to the stock at cleanup (the Archive's line, on both white dice)."""
    state = new_game(load_content(modules=("ambassadors_row", "griffins_landing")), 3, 1)
    c = state.content
    library = " ".join(dietips.die_tip(state, c.die_type_index("library"))[1])
    archive = " ".join(dietips.die_tip(state, c.die_type_index("archive"))[1])
    assert "goes back to the stock" in library and "for good" not in library
    assert "for good" in archive and "goes back" not in archive


# --- the Conjurer die has a look of its own (it was pale silver, taken for the white Archive die) ---
def _pixels(name):
    from kingsforge.resources import resource_path

    surf = pygame.image.load(str(resource_path("sprites", f"{name}.png")))
    w, h = surf.get_size()
    return [surf.get_at((x, y)) for y in range(h) for x in range(w)]


def _pixel_distance(a, b) -> float:
    """Mean RGB distance over the pixels both sprites cover (shape, body, pattern and pips)."""
    pairs = [(p, q) for p, q in zip(_pixels(a), _pixels(b)) if p[3] > 200 and q[3] > 200]
    return sum(math.dist(p[:3], q[:3]) for p, q in pairs) / len(pairs)


@pytest.mark.parametrize("face", ["3", "blank"])
def test_conjurer_die_sprite_differs_clearly_from_the_archive_die(face):
    assert _pixel_distance(f"die_conjurer_{face}", f"die_archive_{face}") > 120      # was 46
    assert _pixel_distance(f"die_conjurer_{face}", f"die_library_{face}") > 120      # the other white die
    for other in ("metal", "wood", "gem", "magic", "cemetery", "farm", "grimstone", "borealis", "heartwood",
                  "aether_ore"):
        assert _pixel_distance(f"die_conjurer_{face}", f"die_{other}_{face}") > 50, other
    # a declared die keeps the Conjurer's look, with the declared colour's mark
    assert _pixel_distance("die_conjurer_gem_3", "die_archive_3") > 120


def test_conjurer_die_flat_colour_is_not_the_archive_white():
    from kingsforge.ui import looks

    assert math.dist(looks.colour("conjurer"), looks.colour("archive")) > 120
    assert math.dist(looks.colour("conjurer"), looks.colour("library")) > 120
