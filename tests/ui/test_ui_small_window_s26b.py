"""King's Forge at 800x600: with every Masterworks module the heading over the cards crafted this
round is whole (or left out, never cut) and the Hint tag covers no word (a visitor's gift, a
charge chip in the forge's stack); with the Jubilee a round summary's kept ware and its lasting
bonus are whole; in the replay a gather card's one long reward chip ('Tirar herrería') stays on
its card and a long move line is whole over the forge. 1280x720 stays as clean."""

from __future__ import annotations

import pytest

from ui.test_ui_layout_check import assert_whole
from ui.test_ui_small_window_s26 import MASTERWORKS

SIZES = ((800, 600), (1280, 720))


JUBILEE = ("jubilee_gather", "jubilee_variant")
CASES = [("table-craft", MASTERWORKS), ("hint-craft", MASTERWORKS), ("hint-gather", MASTERWORKS),
         ("summary", JUBILEE), ("replay", ())]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("scene,modules", CASES, ids=[scene for scene, _m in CASES])
def test_labels_are_whole_and_clear_in_a_small_window(with_modules, scene, modules, lang):
    with_modules(modules)
    assert_whole(scene, 3, lang, SIZES)
