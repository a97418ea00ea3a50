"""Every die at the table has a tooltip in words: pointing at its type in the Stock explains it
(Conjurer and Farm dice too, and Masterworks' exotic dice), in both languages."""

from __future__ import annotations

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
    assert "declares its colour" in conjurer and archive_like not in conjurer   # not the white Archive die
    assert "metal or wood" in farm and "never pays" in farm
