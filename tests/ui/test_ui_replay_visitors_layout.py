"""The replay of a game with every Masterworks module: a hosted visitor's ribbon ('Hosted by Bram')
lay over the half of the card its host did not use, on that half's labels (Chimera Tamer's gift,
the Archives' collaboration die and the consumed box's mark poking out above it). That half is now
left bare under the ribbon: the layout check finds no label under or beside it."""

from __future__ import annotations

import pytest

from kingsforge import i18n
from kingsforge.ui import layoutcheck
from kingsforge.ui.screenshot import build_scene, make_app

MASTERWORKS = ("ambassadors_row,ambassador_requests,masterworks_craft,royal_decree,variant_monuments,"
               "griffins_landing,deluxe_cards")


@pytest.fixture
def masterworks(with_modules):
    with_modules(MASTERWORKS.split(","))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_hosted_ribbon_covers_no_option_label(masterworks, lang):
    app = make_app(3, 1, (1920, 1080))
    app.set_language(lang)
    build_scene(app, "replay", 3, 1)
    for _ in range(60):
        app.tick(1 / 30)
    for size in ((1920, 1080), (1280, 720), (800, 600)):
        layoutcheck.resize(app, size)
        for _ in range(3):
            app.tick(1 / 30)
        log = layoutcheck.recorded_frame(app)
        prefix = i18n.t("landing.hosted_by", name="").strip()
        hosted = [label for label in log.labels if label.text.startswith(prefix)]
        assert hosted, "the replay shows no hosted visitor"
        found = [p for p in layoutcheck.problems(log) if any(repr(label) in p for label in hosted)]
        assert not found, f"{size}: " + "\n".join(found)
