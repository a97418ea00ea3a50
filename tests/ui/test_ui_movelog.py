"""The move log: events between moves, a sensible height for four players, and the mouse wheel."""

import pygame

from kingsforge import i18n
from kingsforge.ui.match import Match, make_bot
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.table import layout


def _play(match, until, moves=3000):
    bots = {p: make_bot("greedy", p) for p in range(len(match.seats))}
    for _ in range(moves):
        if match.over or until(match):
            return
        match.play(bots[match.current].choose(match.state, match.legal()))


def _keys(match):
    return [e.key for e in match.log if e.event]


def test_a_new_game_opens_with_round_one():
    match = Match.new(demo_config(3, 2))
    match.autosave_enabled = False
    assert _keys(match) == ["log.round_begins"]
    assert match.log[0].player is None and "1" in match.log[0].text


def test_phases_cleanup_and_rounds_are_logged():
    match = Match.new(demo_config(3, 2, humans=0))
    match.autosave_enabled = False
    _play(match, lambda m: m.state.round >= 3)
    keys = _keys(match)
    assert keys.count("log.round_begins") >= 3
    assert any(k.startswith("log.gather_") for k in keys)
    assert sum(k.startswith("log.cleanup") for k in keys) >= 2
    rounds = [e.params["n"] for e in match.log if e.key == "log.round_begins"]
    assert rounds == sorted(rounds) and rounds[:3] == [1, 2, 3]


def test_two_player_gather_ending_by_itself_is_logged():
    for seed in range(1, 40):
        match = Match.new(demo_config(2, seed, humans=0))
        match.autosave_enabled = False
        _play(match, lambda m: False, moves=800)
        if "log.gather_deck_empty" in _keys(match):
            line = next(e.text for e in match.log if e.key == "log.gather_deck_empty")
            assert "by itself" in line
            return
    raise AssertionError("no 2-player game ended a gather phase with an empty deck")


def test_events_follow_the_language(app):
    match = Match.new(demo_config(2, 2, humans=0))
    match.autosave_enabled = False
    _play(match, lambda m: m.state.round >= 2)
    english = [e.text for e in match.log if e.event]
    i18n.set_language("es")
    try:
        match.relocalize_log()
        spanish = [e.text for e in match.log if e.event]
    finally:
        i18n.set_language("en")
    assert spanish != english and all(spanish)
    assert "ronda" in spanish[0].lower()


def test_the_log_keeps_its_height_with_four_players():
    for n in (2, 3, 4):
        log = layout.log_rect(n)
        assert log.h >= layout.LOG_MIN_H
        assert layout.panel_rects(n)[-1].bottom < log.y


def test_mouse_wheel_scrolls_the_log_back_and_forth(app, driver):
    app.settings.ai_pace = "instant"
    app.settings.animation = "instant"
    match = Match.new(demo_config(4, 3, humans=0))
    match.autosave_enabled = False
    _play(match, lambda m: len(m.log) > 60)
    scene = app.stack.reset(TableScene(app, match))
    scene.ai.close()
    match.bots = {}            # the table must not move on by itself during the test
    driver.frame()
    newest = scene.log_view.shown
    assert newest.stop == len(match.log) and newest.start > 0
    driver.move(scene.view.log.center)
    for _ in range(5):
        driver.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    driver.frame()
    assert scene.log_view.scroll == 5
    assert scene.log_view.shown.stop == len(match.log) - 5
    # the wheel elsewhere on the table leaves the log alone
    driver.move((400, 400))
    driver.post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)
    driver.frame()
    assert scene.log_view.scroll == 5
    driver.move(scene.view.log.center)
    driver.post(pygame.MOUSEWHEEL, x=0, y=-9, flipped=False, precise_x=0.0, precise_y=-9.0)
    driver.frame()
    assert scene.log_view.scroll == 0 and scene.log_view.shown.stop == len(match.log)
