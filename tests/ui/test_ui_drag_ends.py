"""A die or chip in hand at the King's Forge table lets go whenever its turn is no longer live:
an overlay pushed over the table (a card's zoom, the rules, the menu), a right-click, a move
played by any means. Confirm keys wait while a die is held, and a drop plays only for the person
who picked the piece up, on that same turn."""

import pygame
import pytest
from tablescene import table_for

from conftest import quick_bots
from kingsforge.engine.actions import EndTurn, Roll, UseCharge
from kingsforge.ui import staging
from kingsforge.ui.scenes.rules import RulesScene
from kingsforge.ui.screenshot import demo_config


def craft_table(app, driver, players=3, humans=1, seed=2):
    """Seat 0's craft turn just after its roll (seat 1 plays next, in the same craft phase)."""
    match = quick_bots(staging.staged_match("table-craft", demo_config(players, seed, humans=humans)))
    s = match.state
    assert match.current == 0 and s.phase == "craft" and s.has_rolled
    scene = table_for(app, match)
    driver.frame(3)
    return match, scene


def grab_die(driver, scene, die=None):
    """Press on a rolled die of seat 0 (its first by default) and move it a little; the button
    stays held."""
    die = scene.match.state.rolled[0][0] if die is None else die
    x, y, _ = scene.dice.pos[die]
    driver.move((x, y))
    driver.post(pygame.MOUSEBUTTONDOWN, pos=driver.win((x, y)), button=1)
    driver.frame()
    drag_to(driver, (x + 40, y - 60))
    assert scene.drag is not None and scene.drag.item == die
    return die, (x, y)


def drag_to(driver, pos):
    driver.post(pygame.MOUSEMOTION, pos=driver.win(pos), rel=(1, 1), buttons=(1, 0, 0))
    driver.frame()


def release(driver, pos, button=1):
    driver.post(pygame.MOUSEBUTTONUP, pos=driver.win(pos), button=button)
    driver.frame()


def die_home(driver, scene, die, home):
    """The die settles back where it was, whatever the pointer does with no button held."""
    driver.move((1200, 700))
    driver.frame(30)
    assert scene.drag is None
    x, y, _ = scene.dice.pos[die]
    assert (x, y) == pytest.approx(home, abs=1)


def end_turn_with_one_click(driver, scene):
    match = scene.match
    n = len(match.record.actions)
    driver.click(scene.btn_end.rect.center)
    assert match.record.actions[n:n + 1] == [EndTurn()], "End turn took more than one click"


def test_right_click_mid_drag_puts_the_die_back_and_opens_no_zoom(app, driver):
    match, scene = craft_table(app, driver)
    die, home = grab_die(driver, scene)
    card, rect = next(iter(scene.view.craft_rects.items()))
    over = (rect.x + 10, rect.y + 10)
    drag_to(driver, over)
    driver.post(pygame.MOUSEBUTTONDOWN, pos=driver.win(over), button=3)
    driver.frame()
    assert scene.drag is None                  # the die goes back, as with Esc
    assert app.stack.top is scene              # no zoom opened under a held die
    release(driver, over, button=3)
    release(driver, over, button=1)
    assert app.stack.top is scene and scene.pending is None
    die_home(driver, scene, die, home)
    end_turn_with_one_click(driver, scene)


def test_f1_mid_drag_lets_go_of_the_die(app, driver):
    match, scene = craft_table(app, driver)
    die, home = grab_die(driver, scene)
    driver.key(pygame.K_F1)
    assert isinstance(app.stack.top, RulesScene)
    assert scene.drag is None                  # the button's release goes to the rules, not the table
    release(driver, (900, 500))
    driver.key(pygame.K_F1)
    assert app.stack.top is scene
    die_home(driver, scene, die, home)
    end_turn_with_one_click(driver, scene)


@pytest.mark.parametrize("overlay", ["zoom", "menu", "choice"])
def test_any_overlay_pushed_over_the_table_ends_the_drag(app, driver, overlay):
    from kingsforge.ui.scenes import registry

    match, scene = craft_table(app, driver)
    die, home = grab_die(driver, scene)
    if overlay == "zoom":
        card = next(iter(scene.view.craft_rects))
        app.stack.push(registry.make("zoom", app, match, ("craft", card)))
    elif overlay == "menu":
        scene.open_menu()
    else:
        app.stack.push(registry.make("choice", app, "A question", "Which?", [("One", "", lambda: None)],
                                     cancel_label="Cancel"))
    assert app.stack.top is not scene
    assert scene.drag is None
    release(driver, (900, 500))
    app.stack.pop()
    assert app.stack.top is scene
    die_home(driver, scene, die, home)


@pytest.mark.parametrize("key", [pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER])
def test_confirm_keys_wait_while_a_die_is_held(app, driver, key):
    match, scene = craft_table(app, driver)
    n = len(match.record.actions)
    die = next((d for d in match.state.rolled[0] if scene._valid_targets_for(d)), None)
    assert die is not None, "no die of seat 0 fits a box"
    die, _home = grab_die(driver, scene, die)
    driver.key(key, unicode=" " if key == pygame.K_SPACE else "\r")
    assert len(match.record.actions) == n      # the turn did not end under the held die
    assert match.current == 0 and scene.drag is not None and scene.drag.item == die
    valid = [t for t in scene.view.targets if t.key in scene.drag.valid]
    drag_to(driver, valid[0].rect.center)
    release(driver, valid[0].rect.center)      # the drag still works afterwards
    assert scene.pending is not None and die in scene.pending.dice.values()


def test_a_move_played_by_the_scene_ends_the_drag(app, driver):
    match, scene = craft_table(app, driver)
    grab_die(driver, scene)
    scene.end_turn()                           # a move played by any means (a button, a key, the computer)
    assert scene.drag is None


def test_a_move_played_behind_the_tables_back_ends_the_drag(app, driver):
    match, scene = craft_table(app, driver)
    grab_die(driver, scene)
    match.play(EndTurn())                      # the match moved on without the table's say
    driver.frame()
    assert scene.drag is None
    drag_to(driver, (900, 500))
    assert scene.drag is None


@pytest.mark.parametrize("humans", [1, 2])
def test_a_chip_held_while_the_turn_passes_plays_nothing_for_the_next_seat(app, driver, humans):
    """A bonus chip picked up by seat 0 and dropped after the turn went to seat 1 (a computer, or
    the next person at a hot seat) onto seat 1's die: nothing is played for seat 1."""
    match, scene = craft_table(app, driver, humans=humans)
    app.settings.ai_pace = "slow"              # seat 1's own moves wait: the record shows the drop's only
    s = match.state
    s.charges[0] = [("bonus", 1, 99, -1)]
    s.charges[1] = [("bonus", 1, 99, -1)]
    match.version += 1                         # the state changed by hand: views and caches again
    driver.frame()
    chip = dict(scene._charge_chips())[0]
    driver.move(chip.center)
    driver.post(pygame.MOUSEBUTTONDOWN, pos=driver.win(chip.center), button=1)
    driver.frame()
    assert scene.drag is not None and scene.drag.kind == "charge"
    # the turn passes while the chip is held, and seat 1 rolls: no frame in between, so only the
    # drop itself can tell
    match.play(EndTurn())
    assert match.current == 1 and Roll() in match.legal()
    match.play(Roll())
    scene.finish_flights()                     # seat 1's dice laid out where the pointer can reach
    n = len(match.record.actions)
    die = match.state.rolled[1][0]
    assert match.check(UseCharge(0, die)) is None      # seat 1 could use its bonus on it
    x, y, _ = scene.dice.pos[die]
    release(driver, (x, y))
    assert match.record.actions[n:] == []
    assert match.state.charges[1][0][3] == -1  # seat 1's bonus is still unused
    assert scene.drag is None


def test_a_chip_dropped_on_its_own_turn_still_plays(app, driver):
    match, scene = craft_table(app, driver)
    s = match.state
    s.charges[0] = [("bonus", 1, 99, -1)]
    match.version += 1
    driver.frame()
    die = next(d for d in s.rolled[0] if match.check(UseCharge(0, d)) is None)
    chip = dict(scene._charge_chips())[0]
    x, y, _ = scene.dice.pos[die]
    driver.drag(chip.center, (x, y))
    assert match.state.charges[0][0][3] == die
