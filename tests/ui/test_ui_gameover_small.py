"""The game-over screen in a small window (800x600, drawn at the scale of the smallest, 800x450)
and the usual ones, English and Spanish: a player's figures ('34 dados recolectados') shrink or
take the room they need rather than being cut, the kept wares' names ('Celestial Dragon
(request)') stay whole, and each crafted card of a splayed fan keeps its rank in sight."""

from __future__ import annotations

import pytest
from test_ui_layout_check import assert_whole

SIZES = ((800, 600), (1280, 720), (1920, 1080))
# every Masterworks module: bids and requests in the figures, a request among the kept wares
MASTERWORKS = ("ambassadors_row", "ambassador_requests", "masterworks_craft", "royal_decree", "variant_monuments",
               "griffins_landing", "deluxe_cards")
CASES = (("gameover", 3, ()), ("gameover", 4, ()), ("gameover", 3, MASTERWORKS), ("gameover-masterworks", 3, ()))


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("scene,players,modules", CASES,
                         ids=[f"{s}-{n}p{'-modules' if m else ''}" for s, n, m in CASES])
def test_game_over_labels_whole_and_in_sight(scene, players, modules, lang, with_modules):
    with_modules(modules)
    assert_whole(scene, players, lang, SIZES)
