"""Things on the table that used to cover each other: confirm buttons, tooltips, toasts, the summary."""

import pygame
import pytest
from test_ui_focus import _craft_table

from kingsforge.engine.actions import Claim, Craft
from kingsforge.ui.match import Match
from kingsforge.ui.scenes.handoff import HandoffScene
from kingsforge.ui.scenes.summary import RoundSummaryScene
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.staging import stage
from kingsforge.ui.table import layout
from kingsforge.ui.table.placement import CLAIM, Pending
from kingsforge.ui.table.placement import CRAFT as CRAFT_KIND
from kingsforge.ui.widgets import draw_tooltip


def _gather_table(app):
    app.settings.craft_odds_hints = False
    table = stage(app, "table-gather", demo_config(2, 7))
    table.match.autosave_enabled = False
    return table


def _complete_claim(table):
    for move in table.match.legal():
        if isinstance(move, Claim) and move.dice:
            table.pending = Pending(CLAIM, move.card, move.option, len(move.dice), dict(enumerate(move.dice)))
            return move
    raise AssertionError("no claim with dice")


def test_claim_button_sits_in_the_forge_not_on_the_card(app, driver):
    table = _gather_table(app)
    move = _complete_claim(table)
    driver.frame()
    confirm = table.btn_confirm
    assert confirm.visible and confirm.text == "Claim"
    assert layout.BUTTONS.contains(confirm.rect)
    assert not confirm.rect.colliderect(table.view.gather_rects[move.card])
    assert not table.btn_pass.visible           # the Claim button stands where Pass was
    driver.press("Take back")
    assert table.btn_pass.visible and not confirm.visible


def test_craft_button_stays_off_the_forge_instructions(app, driver):
    table = _craft_table(app)
    driver.frame(2)
    driver.press("Auto-assign")
    confirm = table.btn_confirm
    assert confirm.visible and layout.BUTTONS.contains(confirm.rect)
    hint_strip = pygame.Rect(layout.FORGE.x, layout.FORGE.y, layout.FORGE.w, layout.TRAY.y - layout.FORGE.y)
    assert not confirm.rect.colliderect(hint_strip)


def test_tooltip_keeps_off_the_rects_it_is_told_to_avoid():
    surface = pygame.Surface((1920, 1080))
    button = pygame.Rect(300, 320, 200, 60)
    rect = draw_tooltip(surface, "A long explanation\nover two lines", (290, 280), avoid=[button])
    assert not rect.colliderect(button)


def test_toasts_leave_requirements_and_owner_tags_visible(app, driver):
    table = _gather_table(app)
    table.say("The dice on this card do not match its boxes: try another card, please.")
    driver.frame()
    toast = table.message_rect
    for rect in list(table.view.craft_rects.values()) + [r for r in table.view.waiting_rects]:
        card = rect[1] if isinstance(rect, tuple) else rect
        assert not toast.colliderect(card)
    assert layout.FORGE.contains(toast)


def test_round_summary_leaves_room_under_its_last_row(app, driver):
    for players in (2, 4):
        match = Match.new(demo_config(players, 3))
        summary = app.stack.reset(RoundSummaryScene(app, match, 1, [[] for _ in range(players)]))
        driver.frame()
        button = summary.widgets.button("Next round").rect
        assert summary.anvil_rect.top >= summary.last_row_bottom + 8
        assert summary.anvil_rect.bottom <= button.top - 8


def test_computer_forge_says_it_is_the_computers_turn(app):
    match = Match.new(demo_config(2, 3, humans=0))
    match.autosave_enabled = False
    table = app.stack.reset(TableScene(app, match))
    hint = table._forge_hint()
    assert match.seats[match.current].name in hint and "Drag" not in hint


def test_an_overlay_lands_dice_in_flight(app, driver):
    table = _craft_table(app)
    app.settings.animation = "slow"
    driver.frame(2)
    table.dice.start_tumble(table.match.state.rolled[table.match.current], 2.0)
    table.dice.pos[next(iter(table.dice.pos))][0] += 300     # one die halfway somewhere
    app.stack.push(HandoffScene(app, "Ana", (200, 100, 50)))
    assert not table.dice.animating()


def test_an_out_craft_draws_an_arrow_to_the_new_owner(app, driver):
    table = _gather_table(app)
    match = table.match
    card = match.state.display[0]
    thief, victim = 0, 1
    before = pygame.Surface((1920, 1080))
    table.draw(before)
    table._after_move(Craft(card, ()), thief, None, victim)
    assert table.steal is not None and table.animating()
    after = pygame.Surface((1920, 1080))
    table.draw(after)
    # the arrow crosses the table between the card and the thief's panel
    start, end = table.view.craft_rects[card].center, table.view.panels[thief].midleft
    for k in (0.3, 0.7):
        on_line = (round(start[0] + (end[0] - start[0]) * k), round(start[1] + (end[1] - start[1]) * k))
        assert before.get_at(on_line) != after.get_at(on_line)
    driver.frame(int(60 * 3.2))
    assert table.steal is None


def test_buttons_in_the_forge_column_never_overlap(app, driver):
    table = _craft_table(app)
    driver.frame(2)
    driver.press("Auto-assign")
    driver.frame()
    shown = [w for w in table.widgets.widgets if w.visible and layout.BUTTONS.colliderect(w.rect)]
    assert len(shown) >= 2
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            assert not a.rect.colliderect(b.rect), f"{a.name} overlaps {b.name}"


def test_an_out_craft_in_the_making_shows_the_new_dice_on_the_boxes(app, driver):
    """Dice dragged onto another player's ware sit on its boxes at once; the holder's dice step
    aside (small, left of each box) so both can be compared before Craft is pressed."""
    from kingsforge.ui.scenes import tutorial

    scene = tutorial.staged(app, "outcraft")
    try:
        driver.frame(3)
        move = scene.expected
        held = scene.match.state.crafted_by(move.card)
        assert isinstance(move, Craft) and held is not None
        scene.pending = Pending(CRAFT_KIND, move.card, 0, len(move.dice), dict(enumerate(move.dice)))
        targets = scene._dice_targets()
        for b, die in enumerate(move.dice):
            box = scene.view.box_rects[(CRAFT_KIND, move.card, 0, b)]
            assert targets[die][:2] == box.center
            x, y, size = targets[held[1][b]]
            theirs = pygame.Rect(0, 0, size, size)
            theirs.center = (round(x), round(y))
            assert not theirs.colliderect(box.inflate(-4, -4))
    finally:
        scene.ai.close()


@pytest.mark.parametrize("count", range(1, 9))
def test_many_bonuses_keep_their_chips_tall_enough_for_a_label(count):
    """Seven bonuses used to squeeze into slivers under the labels: past four they sit in two columns."""
    rects = layout.charge_rects(count)
    assert len(rects) == count
    for i, a in enumerate(rects):
        assert layout.CHARGES.contains(a) and a.h >= 36 and a.w >= 80
        assert not any(a.colliderect(b) for b in rects[i + 1:])


@pytest.mark.parametrize("charges,abilities", [(3, 3), (4, 2), (6, 2), (1, 4)])
def test_deluxe_abilities_keep_the_whole_width_beside_many_bonuses(charges, abilities):
    rects = layout.charge_rects(charges + abilities, full=abilities)
    for i, a in enumerate(rects):
        assert layout.CHARGES.contains(a) and a.h >= 24
        assert not any(a.colliderect(b) for b in rects[i + 1:])
    assert all(r.w == layout.CHARGES.w - 12 for r in rects[charges:])
