"""King's Forge without a mouse: M at the table opens the move picker (ui/table/keyboard.py) for
the person to move. It lists exactly the engine's legal moves, grouped by what they act on, then the
ways of one target in words; arrows/Tab move, Enter plays through the table's own play path, Esc
goes back. Whole gather and craft turns are played here with key events only."""

import pygame
import pytest
from tablescene import table_for

from conftest import quick_bots
from kingsforge import i18n
from kingsforge.engine.actions import Claim, Craft, Dock, EndTurn, Pass, UseCharge
from kingsforge.ui import layoutcheck, staging
from kingsforge.ui.match import Match
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.table import keyboard
from kingsforge.ui.table.keyboard import MovePicker


def _table(app, driver, name="table-gather", seed=4, players=3):
    match = quick_bots(staging.staged_match(name, demo_config(players, seed)))
    scene = table_for(app, match)
    driver.frame(3)
    assert app.stack.top is scene and match.human_to_move
    return match, scene


def _open(app, driver) -> MovePicker:
    driver.key(pygame.K_m)
    picker = app.stack.top
    assert isinstance(picker, MovePicker), type(picker).__name__
    return picker


def _current(picker):
    return picker.groups[picker.index] if picker.group is None else picker.group.moves[picker.index]


def _down_to(driver, picker, want):
    """Press Down until the lit row is one `want` accepts (the test reads the rows; only keys move)."""
    for _ in range(len(picker.labels) + 1):
        if want(_current(picker)):
            return _current(picker)
        driver.key(pygame.K_DOWN)
    raise AssertionError("no such row in the picker")


def _until_human(driver, match, frames=600):
    for _ in range(frames):
        if match.human_to_move or match.over:
            break
        driver.frame()
    driver.frame(3)
    assert match.human_to_move


def _flat(groups):
    return [move for g in groups for move in g.moves]


def _exactly_legal(match):
    groups = keyboard.groups(match)
    listed = _flat(groups)
    legal = match.legal()
    assert len(listed) == len(legal) and set(listed) == set(legal)
    assert all(match.check(move) is None for move in listed)
    # every row says a different thing: no two targets, and no two ways of one target, read the same
    labels = [g.label for g in groups]
    assert len(set(labels)) == len(labels)
    for g in groups:
        ways = keyboard.ways(match, g)
        assert len(set(ways)) == len(ways), ways
    return groups


# ------------------------------------------------------------------------------------------ turns
def test_a_whole_gather_turn_by_keys_claim_with_chosen_dice_dock_and_pass(app, driver):
    match, scene = _table(app, driver)
    # a claim with several ways to pay: the second way, chosen with Down
    picker = _open(app, driver)
    group = _down_to(driver, picker, lambda g: g.key[0] == "claim" and len(g.moves) > 1)
    driver.key(pygame.K_RETURN)
    assert picker.group is group and app.stack.top is picker
    driver.key(pygame.K_DOWN)
    chosen = _current(picker)
    n = len(match.record.actions)
    driver.key(pygame.K_RETURN)
    assert app.stack.top is scene
    assert match.record.actions[n] == chosen and isinstance(chosen, Claim)
    assert chosen != group.moves[0]
    _until_human(driver, match)
    # a dock visit: which card is given up and which dice pay, in words
    picker = _open(app, driver)
    group = _down_to(driver, picker, lambda g: g.key[0] == "dock")
    driver.key(pygame.K_RETURN)
    if len(group.moves) > 1:
        assert picker.group is group
        driver.key(pygame.K_END)              # the last way (on the last page)
        chosen = group.moves[-1]
        assert _current(picker) == chosen
        driver.key(pygame.K_RETURN)
    else:
        chosen = group.moves[0]
    assert app.stack.top is scene and isinstance(chosen, Dock)
    assert chosen in match.record.actions
    _until_human(driver, match)
    # Esc steps back, then closes, playing nothing
    n = len(match.record.actions)
    picker = _open(app, driver)
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is scene and len(match.record.actions) == n
    # the pass (a first-pass reward is one of its ways)
    picker = _open(app, driver)
    group = _down_to(driver, picker, lambda g: g.key == ("pass",))
    driver.key(pygame.K_RETURN)
    if picker.group is not None:
        driver.key(pygame.K_RETURN)
    assert app.stack.top is not picker
    assert isinstance(match.record.actions[n], Pass) and match.record.actions[n] in group.moves


def test_a_whole_craft_turn_by_keys_bonus_then_a_chosen_ware_then_end(app, driver):
    match, scene = _table(app, driver, "table-craft", seed=6)
    seat = match.current
    crafts = {g.key for g in keyboard.groups(match) if g.key[0] == "craft"}
    assert len(crafts) >= 2
    # a +1 or re-roll bonus on a chosen die
    picker = _open(app, driver)
    group = _down_to(driver, picker, lambda g: g.key[0] == "charge"
                     and match.state.charges[seat][g.key[1]][0] in ("bonus", "reroll"))
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_DOWN)
    chosen = _current(picker)
    n = len(match.record.actions)
    driver.key(pygame.K_RETURN)
    assert match.record.actions[n] == chosen and isinstance(chosen, UseCharge) and chosen in group.moves
    assert app.stack.top is scene and match.current == seat
    # a craft: not the first ware listed, the way chosen
    picker = _open(app, driver)
    firsts = [g for g in picker.groups if g.key[0] == "craft"]
    if len(firsts) > 1:
        skip = firsts[0].key
        group = _down_to(driver, picker, lambda g: g.key[0] == "craft" and g.key != skip)
    else:
        group = _down_to(driver, picker, lambda g: g.key[0] == "craft")
    driver.key(pygame.K_RETURN)
    if len(group.moves) > 1:
        driver.key(pygame.K_DOWN)
        chosen = _current(picker)
        driver.key(pygame.K_RETURN)
    else:
        chosen = group.moves[0]
    assert isinstance(chosen, Craft) and match.record.actions[-1] == chosen
    assert match.state.crafted_by(chosen.card)[0] == seat
    # the end of the turn
    picker = _open(app, driver)
    _down_to(driver, picker, lambda g: g.key == ("end",))
    n = len(match.record.actions)
    driver.key(pygame.K_RETURN)
    assert match.record.actions[n] == EndTurn()


def test_tab_pages_and_numbers_reach_every_row(app, driver):
    match, scene = _table(app, driver)
    picker = _open(app, driver)
    assert picker.pages() > 1                   # a gather turn has more targets than a page
    seen = set()
    for _ in range(len(picker.labels)):
        seen.add(picker.index)
        focused = picker.widgets.focused
        assert focused is picker.rows[picker.index - picker.page * keyboard.PAGE]
        driver.key(pygame.K_TAB)
    assert seen == set(range(len(picker.labels))) and picker.index == 0
    driver.key(pygame.K_PAGEDOWN)
    assert picker.page == 1 and picker.index == keyboard.PAGE
    driver.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert picker.index == keyboard.PAGE - 1 and picker.page == 0
    driver.key(pygame.K_m)                      # M again closes it
    assert app.stack.top is scene


# ------------------------------------------------------------------------------------------ lists
def test_the_picker_offers_exactly_the_legal_moves(app, driver):
    from kingsforge.engine.actions import Roll

    positions = [staging.staged_match("table-gather", demo_config(3, 4)),
                 staging.staged_match("table-craft", demo_config(3, 6)),
                 staging.staged_match("table-craft", demo_config(4, 2)),
                 staging.every_masterworks_match("table-landing", demo_config(3, 1)),
                 staging.every_masterworks_match("table-masterworks", demo_config(3, 1)),
                 staging.deluxe_match("table-deluxe", demo_config(3, 1))]
    before_roll = staging.staged_match("table-gather", demo_config(2, 3))
    staging._autoplay(before_roll, lambda m: m.state.phase == "craft" and m.human_to_move, 3)
    positions.append(before_roll)
    kinds = set()
    for match in positions:
        groups = _exactly_legal(match)
        kinds |= {g.key[0] for g in groups}
    assert {"claim", "dock", "visit", "pass", "charge", "craft", "end", "ability"} <= kinds
    assert Roll() in before_roll.legal()
    # through the scene too: the rows at each step are the target's moves
    match, scene = _table(app, driver, "table-craft", seed=6)
    picker = _open(app, driver)
    assert set(picker.moves_listed) == set(match.legal())
    for i, group in enumerate(picker.groups):
        if len(group.moves) > 1:
            picker._go(i)
            driver.key(pygame.K_RETURN)
            assert picker.moves_listed == group.moves and len(picker.labels) == len(group.moves)
            driver.key(pygame.K_ESCAPE)
            assert picker.group is None and picker.index == i


# ------------------------------------------------------------------------------------------ safety
def test_it_does_nothing_during_a_computers_turn(app, driver):
    match = quick_bots(Match.new(demo_config(3, 5, humans=0)))
    app.settings.ai_pace = "slow"
    match.autosave_enabled = False
    scene = TableScene(app, match)
    app.stack.reset(scene)
    driver.frame(2)
    assert not match.human_to_move
    n = len(match.record.actions)
    driver.key(pygame.K_m)
    assert app.stack.top is scene and not keyboard.open_picker(scene)
    assert len(match.record.actions) == n


def test_a_picker_left_open_plays_nothing_once_the_position_changed(app, driver):
    match, scene = _table(app, driver)
    picker = _open(app, driver)
    group = picker.groups[0]
    match.play(group.moves[0])             # played behind its back (another path)
    n = len(match.record.actions)
    picker.choose(0)
    assert len(match.record.actions) == n
    driver.frame(2)
    assert not isinstance(app.stack.top, MovePicker)


def test_hot_seat_the_picker_waits_for_the_hand_over(app, driver):
    match = quick_bots(staging.staged_match("table-gather", demo_config(3, 4, humans=2)))
    scene = table_for(app, match, last_human=(match.current + 1) % 3)
    assert not keyboard.open_picker(scene)        # the hand-over banner comes first
    driver.frame(2)
    assert type(app.stack.top).__name__ == "HandoffScene"
    driver.key(pygame.K_m)
    assert not isinstance(app.stack.top, MovePicker)


# ------------------------------------------------------------------------------------------ looks
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_picker_is_drawn_whole(make_app, tmp_path, size, lang):
    from conftest import Driver

    app = make_app(size)
    driver = Driver(app)
    app.set_language(lang)
    try:
        shots = []
        for name, seed in (("table-gather", 4), ("table-craft", 6)):
            match, scene = _table(app, driver, name, seed)
            assert layoutcheck.check_frame(app) == []        # the forge's hint naming M, too
            picker = _open(app, driver)
            shots.append((f"{name}-groups", layoutcheck.check_frame(app)))
            app.render()
            pygame.image.save(app.window, str(tmp_path / f"{name}-{lang}-{size[0]}-groups.png"))
            biggest = max(range(len(picker.groups)), key=lambda i: len(picker.groups[i].moves))
            picker._go(biggest)
            driver.key(pygame.K_RETURN)
            shots.append((f"{name}-ways", layoutcheck.check_frame(app)))
            app.render()
            pygame.image.save(app.window, str(tmp_path / f"{name}-{lang}-{size[0]}-ways.png"))
        match = staging.every_masterworks_match("table-landing", demo_config(3, 1))
        table_for(app, quick_bots(match))
        driver.frame(3)
        shots.append(("landing", layoutcheck.check_frame(app)))
        _open(app, driver)
        shots.append(("landing-groups", layoutcheck.check_frame(app)))
        assert [s for s in shots if s[1]] == []
    finally:
        i18n.set_language("en")


def test_enter_plays_the_row_the_focus_ring_is_on_after_the_pointer_moved(app, driver):
    """The pointer drifting over another row moved the sentence but not the ring: Enter then
    played the row under the mouse while the ring showed another. The ring follows the pointer."""
    match = quick_bots(staging.staged_match("table-gather", demo_config(3, 4)))
    table_for(app, match)
    driver.frame(3)
    driver.key(pygame.K_m)
    picker = app.stack.top
    assert isinstance(picker, MovePicker)
    single = [i for i, g in enumerate(picker.groups[:7]) if len(g.moves) == 1]
    a, b = single[0], single[1]
    picker._go(a)
    driver.move(picker.rows[b].rect.center)
    assert picker.widgets.focused is picker.rows[b] and picker.index == b
    n = len(match.record.actions)
    driver.key(pygame.K_RETURN)
    assert match.record.actions[n] == picker.groups[b].moves[0]


def test_ctrl_tab_or_its_button_shows_the_table_and_comes_back_to_the_same_row(app, driver):
    """The picker covered the middle of the table with no way to look under it, as the decision
    dialog has (Ctrl+Tab). While the table shows, keys play nothing; Ctrl+Tab, Esc, Enter or
    'Back to the moves' bring the picker back on the row it was on."""
    match, scene = _table(app, driver)
    bare = pygame.Surface(app.canvas.get_size())
    app.render()
    bare.blit(app.canvas, (0, 0))
    picker = _open(app, driver)
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)
    row = picker.index
    n = len(match.record.actions)
    for back in ((pygame.K_TAB, pygame.KMOD_CTRL), (pygame.K_ESCAPE, 0), (pygame.K_RETURN, 0), None):
        if back is None:
            driver.press("Look at the table")
        else:
            driver.key(pygame.K_TAB, mod=pygame.KMOD_CTRL)
        assert picker.peek and app.stack.top is picker
        assert [w.name for w in picker.widgets.widgets if w.visible] == ["Back to the moves"]
        app.render()
        centre = picker.panel.center
        assert app.canvas.get_at(centre) == bare.get_at(centre)     # the table, not the dimmed panel
        for key in (pygame.K_DOWN, pygame.K_1, pygame.K_m):
            driver.key(key)
        assert picker.peek and len(match.record.actions) == n
        if back is None:
            driver.press("Back to the moves")
        else:
            driver.key(*back)
        assert not picker.peek and app.stack.top is picker and picker.index == row
        assert picker.widgets.focused is picker.rows[row]
    group = picker.groups[row]
    driver.key(pygame.K_RETURN)             # and Enter plays (or opens) that row, as before
    if len(group.moves) == 1:
        assert match.record.actions[n] == group.moves[0]
    else:
        assert picker.group is group


def test_hot_seat_the_hand_over_comes_in_the_frame_of_the_computers_move(app, driver):
    """When a computer's move hands the turn to another person, the hand-over banner is up before
    that frame is drawn: the table was drawn once with the new person to move and no banner."""
    from kingsforge.ui.scenes.handoff import HandoffScene

    match = quick_bots(staging.staged_match("table-gather", demo_config(3, 4, humans=2)))
    scene = table_for(app, match)
    seen = 0
    for _ in range(600):
        if match.over or seen >= 2:
            break
        if app.stack.top is not scene:
            app.stack.top.close()
            continue
        before = (len(match.record.actions), scene.last_human)
        computer = not match.is_human(match.current)
        app.tick(1 / 60)
        moved = len(match.record.actions) != before[0]
        if computer and moved and match.is_human(match.current) and match.current != before[1]:
            assert isinstance(app.stack.top, HandoffScene), type(app.stack.top).__name__
            seen += 1
        elif not computer and match.human_to_move and app.stack.top is scene:
            match.play(match.legal()[0])
    assert seen >= 1
