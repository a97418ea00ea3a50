"""Keyboard focus: a clicked button must not catch the Space/Enter the prompt names."""

import pygame
import pytest

from conftest import quick_bots
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.staging import staged_match
from kingsforge.ui.table.placement import best_craft
from kingsforge.ui.widgets import Button, WidgetGroup


def _group():
    hits = []
    a = Button((0, 0, 100, 40), "A", lambda: hits.append("a"), name="A")
    b = Button((0, 60, 100, 40), "B", lambda: hits.append("b"), name="B")
    return WidgetGroup([a, b]), a, b, hits


def _event(type_, **data):
    return pygame.event.Event(type_, data)


def test_a_click_gives_no_keyboard_focus():
    group, a, _b, hits = _group()
    group.handle_event(_event(pygame.MOUSEBUTTONDOWN, pos=a.rect.center, button=1))
    group.handle_event(_event(pygame.MOUSEBUTTONUP, pos=a.rect.center, button=1))
    assert hits == ["a"]
    assert group.focused is None
    # Enter is left for the scene (not handled by the group)
    assert not group.handle_event(_event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert hits == ["a"]


def test_a_click_takes_away_keyboard_focus():
    group, a, b, hits = _group()
    group.handle_event(_event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
    assert group.focused is a
    group.handle_event(_event(pygame.MOUSEBUTTONDOWN, pos=(500, 500), button=1))
    assert group.focused is None
    assert not group.handle_event(_event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    assert hits == []


def test_focus_does_not_survive_its_widget_disappearing():
    group, a, b, hits = _group()
    group.handle_event(_event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
    assert group.focused is a
    a.visible = False
    # the focus must not slide onto the next button
    assert group.focused is None
    assert not group.handle_event(_event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    a.visible = True
    assert group.focused is None
    assert hits == []


def _craft_table(app):
    """A human craft turn, dice rolled, with a ware the dice can make."""
    app.settings.ai_pace = "instant"
    app.settings.animation = "instant"
    for seed in range(1, 40):
        match = quick_bots(staged_match("table-craft", demo_config(2, seed)))
        s = match.state
        if match.human_to_move and s.phase == "craft" and s.has_rolled and best_craft(s, match.legal()):
            scene = TableScene(app, match)
            scene.last_human = match.current
            app.stack.reset(scene)
            return scene
    pytest.skip("no craftable roll in these seeds")


def test_enter_after_auto_assign_crafts(app, driver):
    scene = _craft_table(app)
    match = scene.match
    driver.frame(2)
    driver.press("Auto-assign")
    assert scene.pending is not None and scene.pending.complete
    crafted = list(match.state.crafted)
    driver.key(pygame.K_RETURN)
    assert match.state.crafted != crafted, "Enter re-ran Auto-assign instead of crafting"


def test_space_after_clicking_craft_ends_the_turn_not_the_hint(app, driver):
    scene = _craft_table(app)
    match = scene.match
    driver.frame(2)
    me = match.current
    driver.press("Auto-assign")
    driver.click(scene.btn_confirm.rect.center)          # the Craft button, which then goes away
    assert not scene.btn_confirm.visible
    round_, turn = match.state.round, match.state.turn
    driver.key(pygame.K_SPACE)
    assert not scene.hints.active
    assert (match.state.round, match.state.turn) != (round_, turn) or match.current != me
