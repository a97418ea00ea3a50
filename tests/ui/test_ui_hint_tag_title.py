"""The Hint tag on a craft card sits on its bare picture: below a title wrapped onto two lines
('Perfume Casket', 'Arqueta de perfumes' lost the foot of their second line under it) and clear
of a Jubilee ware's lasting bonus. The tag is a label of the layout check like any other, so a tag
over a card's words is found."""

from __future__ import annotations

import pytest

from kingsforge import i18n
from kingsforge.engine.actions import Craft
from kingsforge.ui import layoutcheck
from kingsforge.ui.screenshot import build_scene, make_app
from kingsforge.ui.table import layout


@pytest.fixture
def jubilee(with_modules):
    with_modules(("jubilee_gather", "jubilee_variant"))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_hint_tag_covers_no_word_of_the_craft_card(jubilee, lang):
    app = make_app(4, 1, (1920, 1080))
    app.set_language(lang)
    table = build_scene(app, "hint-craft", 4, 1)      # Normal out-crafts Perfume Casket
    try:
        action = table.hints.answer()["action"]
        assert isinstance(action, Craft)
        wrapped = []
        for size in ((1920, 1080), (1280, 720), (800, 600)):
            layoutcheck.resize(app, size)
            for _ in range(3):
                app.tick(1 / 30)
            rect = table.view.craft_rects[action.card]
            ribbon = layout.craft_part(rect, layout.CRAFT_TITLE)
            log = layoutcheck.recorded_frame(app)
            name = i18n.craft_name(table.match.content.craft[action.card])
            lines = [label for label in log.labels if rect.contains(label.rect) and label.text in name]
            wrapped.append(len(lines) > 1)
            tags = [label for label in log.labels if label.text == i18n.t("advice.label") and rect.contains(label.rect)]
            assert tags, f"{size}: the Hint tag is not recorded by the layout check"
            assert tags[0].rect.top > ribbon.bottom            # below the title's ribbon, on the picture
            # the tag's pill starts below every line of the title (the check's ink allows a sliver)
            assert tags[0].box.top >= max(label.rect.bottom for label in lines), (size, lines, tags[0].box)
            found = [p for p in layoutcheck.problems(log) if repr(tags[0]) in p]
            assert not found, f"{size}: " + "\n".join(found)
        assert any(wrapped), "the title never wraps: the case is not staged"
    finally:
        table.ai.close()
