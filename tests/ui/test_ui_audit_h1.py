"""Look audit of King's Forge's tables (Masterworks, Griffin's Landing, game over) in a 1280x720
window in Spanish, the longest words at the highest text floor: what the layout check's labels
alone do not see (a frame drawn round a die, ink on a dark ribbon, words left out)."""

from __future__ import annotations

import pytest

from kingsforge import i18n
from kingsforge.ui import gfx, layoutcheck
from kingsforge.ui.table.dice import PLACED_RING_REACH
from ui.test_ui_layout_check import close, staged


def _at(scene: str, players: int, lang: str, size):
    app = staged(scene, players, lang)
    layoutcheck.resize(app, size)
    for _ in range(3):
        app.tick(1 / 30)
    return app


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_chips_name_stays_clear_of_the_frame_round_its_dice(size):
    """A claim's, a visit's or a dock's dice on a player's chip sit on their boxes and so wear the
    bright placed frame (dice.draw_placed_ring), which reaches past the die: the chip keeps its name
    clear of it. It used to cover the name's last letter ('Domadora de Quimera|s', 'Molin|o')."""
    app = _at("table-masterworks", 4, "es", size)
    try:
        table = app.stack.top
        placed, _raised = table._die_marks()
        log = layoutcheck.recorded_frame(app)
        frames = [label.rect.inflate(2 * PLACED_RING_REACH, 2 * PLACED_RING_REACH) for label in log.labels
                  if label.text.startswith(layoutcheck.DIE) and int(label.text.split()[1]) in placed]
        chips = [label for label in log.labels if label.box_name.endswith(" chip")
                 and not label.text.startswith(layoutcheck.DIE)]
        ringed = [label for label in chips if any(gfx._core(label.rect).colliderect(f) for f in frames)]
        assert any(label.box.collidelist(frames) >= 0 for label in chips), "no chip with placed dice staged"
        assert not ringed, ringed
    finally:
        close(app)
        i18n.set_language("en")


def test_a_monuments_needs_go_above_its_rule_tag_rather_than_be_left_out():
    """Griffin's Landing's display in Spanish at 1280x720: the Imperial Dragon's rule tag ('sin 4')
    lies beside the lower half of its text box, where the centred words had no room; they used to
    be left out, the text box empty. They now start at the box's top, clear of the tag, whole."""
    app = _at("table-landing", 4, "es", (1280, 720))
    try:
        log = layoutcheck.recorded_frame(app)
        words = {label.text for label in log.labels if label.box_name == "imperial_dragon"}
        assert {"metal 5/5", "magia 3/3"} <= words, words
        assert not layoutcheck.problems(log)
    finally:
        close(app)
        i18n.set_language("en")


@pytest.mark.parametrize("scene, lang, needs", [
    ("table-landing", "es", {"metal 4/4", "gema 3", "(magia 3)"}),
    ("table-request-celestial_dragon", "en", {"metal 4/4", "gem 3", "(magic 3)"}),
])
def test_a_requests_needs_go_beside_its_optional_box_rather_than_be_left_out(scene, lang, needs):
    """The Celestial Dragon's optional box (its die, its mark and its 'opt.' tag) takes room beside
    its text box, which was left empty at 1280x720: on a narrow card (Griffin's Landing's display in
    Spanish) neither centred lines nor lines from the top had room for '(magia 3)', so they go down
    to the box's foot; on a full-width card (a request beside three cards) 'metal 4/4  gem 3' fitted
    the box but not the room beside the mark, so each colour takes a line of its own."""
    app = _at(scene, 4, lang, (1280, 720))
    try:
        log = layoutcheck.recorded_frame(app)
        words = {label.text for label in log.labels if label.box_name == "celestial_dragon"}
        assert needs <= words, words
        assert not layoutcheck.problems(log)
    finally:
        close(app)
        i18n.set_language("en")


def _luminance(colour) -> float:
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_thumbnails_three_digit_rank_reads_whole(lang):
    """The game over's ware thumbnails at 1280x720: a three-digit rank (a Royal Decree masterwork,
    105) at the readable floor is wider than the shield and reaches over the title ribbon's dark end,
    where its dark ink was lost ('05'). What lies under its first digit is light now (the shield's
    brass goes on under it), as under the rest."""
    from kingsforge.ui.table import layout

    app = _at("gameover-masterworks", 4, lang, (1280, 720))
    try:
        log = layoutcheck.recorded_frame(app)
        canvas = app.canvas
        ranks = [label for label in log.labels if len(label.text) == 3 and label.text.isdigit()]
        assert ranks
        for label in ranks:
            shield = layout.craft_part(label.box, layout.CRAFT_RANK)
            ink = gfx._core(label.rect)
            past = [canvas.get_at((x, y)) for x in range(ink.x, min(ink.right, shield.x))
                    for y in range(ink.y, ink.bottom)]
            assert past, f"{label!r} within its shield"
            light = sorted(_luminance(c) for c in past)[len(past) // 2]
            assert light > 110, f"{label!r}: its first digit on a dark ground ({light:.0f})"
    finally:
        close(app)
        i18n.set_language("en")
