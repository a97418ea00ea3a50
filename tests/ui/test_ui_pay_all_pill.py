"""A gather option's pill ('Pay all' on the Jubilee's Caravan, 'Free') keeps its word whole in the
smallest windows: at 800x600 it read 'Pay all ...' / 'Pagar t...' (a review)."""

from __future__ import annotations

import pytest

from kingsforge import i18n
from ui.test_ui_layout_check import close, problems_at, staged


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_caravan_s_pay_all_pill_is_whole_at_800x600(with_modules, lang):
    with_modules(("jubilee_gather", "jubilee_variant"))
    app = staged("hint-gather", 4, lang)
    try:
        state = app.stack.top.match.state
        assert "caravan" in [state.content.gather[c].id for c in state.gather_row if c >= 0]
        word = i18n.t("card.pay_all")
        found = [p for p in problems_at(app, [(800, 600), (1280, 720)]) if word[:5] in p]
        assert not found, "\n".join(found)
    finally:
        close(app)
