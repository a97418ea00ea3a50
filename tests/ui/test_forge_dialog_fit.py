"""Forge's options dialog with many options and cards (an Upgraded Forge, nine contracts in hand,
the Blacksmith there: 33 ways to forge): the options are paged ("More options (1/3)") so every
one is reachable and none leaves the panel, Cancel stays on it, and the nine cards lie in two
rows, each wide enough that its name and cost line stay on it, in both languages and window sizes."""

from __future__ import annotations

import pytest

from kingsforge.forge.engine.actions import Place
from kingsforge.forge.ui import dialogs, layout
from kingsforge.forge.ui.screenshot import staged_match
from kingsforge.forge.ui.table import ForgeTableScene
from kingsforge.ui import gfx, layoutcheck, theme

pytestmark = pytest.mark.usefixtures("thread_worker")


@pytest.fixture(scope="module")
def busy_forge():
    """Move 128 of seed 3 with 3 players: Bram holds nine contracts and may forge 33 ways."""
    return staged_match(3, 3, lambda m: len(m.record.moves) >= 128, limit=5000)


def _open_forge(app, match):
    scene = ForgeTableScene(app, match)
    app.stack.reset(scene)
    app.tick(1 / 60)
    scene.wait = 1e9
    moves = [mv for mv in match.legal() if isinstance(mv, Place) and mv.location == "forge"]
    worker = 4 if any(mv.worker == 4 for mv in moves) else moves[0].worker
    scene.drop(worker, "forge")
    for _ in range(20):
        app.tick(1 / 30)
    dialog = app.stack.top
    assert isinstance(dialog, dialogs.OptionsDialog)
    return dialog, len(moves)


@pytest.mark.parametrize(("lang", "size"), [("en", (1920, 1080)), ("es", (1280, 720))])
def test_many_options_are_paged_inside_the_panel_and_every_one_is_reachable(make_app, busy_forge, lang, size):
    app = make_app(size=size, start=False)
    app.set_language(lang)
    dialog, n = _open_forge(app, busy_forge)
    assert n > 30 and len(dialog.shown) == 9
    screen = dialog.panel.clip((0, 0, theme.LOGICAL_W, theme.LOGICAL_H))
    assert screen == dialog.panel, "the panel leaves the screen"
    assert dialog.cancel_button.visible and dialog.panel.contains(dialog.cancel_button.rect)
    seen = set()
    for page in range(dialog.pages):
        dialog.show_page(page)
        shown = [i for i, b in enumerate(dialog.buttons) if b.visible]
        seen.update(shown)
        more = dialog.more_button
        assert more is not None and more.visible and dialog.panel.contains(more.rect)
        for i in shown:
            rect = dialog.buttons[i].rect
            assert dialog.panel.contains(rect), (page, i, rect)
            assert not rect.colliderect(dialog.cancel_button.rect) and not rect.colliderect(more.rect)
        problems = [p for p in layoutcheck.check_frame(app)]
        assert not problems, problems[:10]
    assert seen == set(range(n))


def test_nine_cards_lie_in_two_rows_wide_enough_for_their_lines(make_app, busy_forge):
    app = make_app(start=False)
    dialog, _ = _open_forge(app, busy_forge)
    rects = dialog.card_rects()
    assert len(rects) == 9
    assert len({r.y for r in rects}) == 2
    for i, a in enumerate(rects):
        assert a.w >= 200 and dialog.panel.contains(a)
        for b in rects[i + 1:]:
            assert not a.colliderect(b)
    first_option = min(b.rect.top for b in dialog.buttons if b.visible)
    assert max(r.bottom for r in rects) < first_option
    gfx.labels = gfx.LabelLog(app.canvas)
    try:
        app.render()
        cut = [lab for lab in gfx.labels.labels if lab.cut and any(r.contains(lab.box) for r in rects)]
        assert not cut, cut
    finally:
        gfx.labels = None
        gfx._cut_texts.clear()
    assert layout  # the table's geometry module stays importable beside the dialog


def test_every_contract_in_a_big_hand_can_be_seen_and_zoomed(make_app, busy_forge):
    """A hand of nine showed eight and "+1": the ninth could never be seen nor zoomed."""
    from kingsforge.forge.ui.layout import HAND
    from tests.ui.conftest import Driver

    app = make_app(start=False)
    scene = ForgeTableScene(app, busy_forge)
    app.stack.reset(scene)
    app.tick(1 / 60)
    scene.wait = 1e9
    p = busy_forge.state.p[scene.shown]
    assert len(p.hand) == 9
    content = busy_forge.content
    want = [content.contracts[i].id for i in p.hand]
    seen = []
    driver = Driver(app)
    for _page in range(scene.hand_pages(p)):
        for rect, card in scene.hand_cards(p):
            assert HAND.contains(rect) and not rect.colliderect(scene.hand_page_rect())
            assert scene.card_at(rect.center) is card
            seen.append(card.id)
        driver.click(scene.hand_page_rect().center)        # the page button
    assert sorted(seen) == sorted(want) and len(seen) == 9
    assert layoutcheck.check_frame(app) == []
