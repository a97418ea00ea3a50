"""Autosave, Continue and settings through kingsforge.persist, as the player meets them.

KINGSFORGE_HOME points every file at the test's own folder (conftest), so no
test ever touches a real home.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kingsforge import persist
from kingsforge.engine import rules
from kingsforge.engine.record import GameRecord
from kingsforge.headless import SeatBot
from kingsforge.ui.match import Match, content
from kingsforge.ui.scenes.gameover import GameOverScene
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.scenes.title import TitleScene
from kingsforge.ui.screenshot import demo_config

HERE = Path(__file__).resolve().parent
LEVELS = ("easy", "greedy", "easy")


def reference_game(seed, levels=LEVELS):
    """The uninterrupted game: every record along the way (digest after n moves) and the final digest."""
    c = content()
    record = GameRecord(c, len(levels), seed)
    bots = [SeatBot(level, seed, p) for p, level in enumerate(levels)]
    digests = [record.state.digest()]
    while record.state.phase != "over":
        s = record.state
        record.play(bots[s.turn].choose(s, rules.legal_actions(s), len(record.actions)))
        digests.append(record.state.digest())
    return digests


def computer_match(seed, levels=LEVELS):
    config = demo_config(len(levels), seed, humans=0)
    for seat, level in zip(config.seats, levels):
        seat.level = level
    return Match.new(config)


def play_frames(app, scene, until, frames=20000):
    for _ in range(frames):
        if until():
            return True
        while app.stack.top is not scene and app.stack.top is not None and not isinstance(app.stack.top, TitleScene):
            if isinstance(app.stack.top, GameOverScene):
                return until()
            app.stack.pop()
        app.tick(1 / 60)
        time.sleep(0.001)
    return until()


def instant(app):
    app.settings.ai_pace = "instant"
    app.settings.animation = "instant"


def test_autosave_after_every_move_and_continue_restores_the_state(app, driver):
    instant(app)
    seed = 12
    reference = reference_game(seed)
    match = computer_match(seed)
    scene = TableScene(app, match)
    app.stack.reset(scene)
    path = persist.autosave_path()
    # Checked at every move, not every frame: at instant pace one frame plays as many
    # computer moves as its time budget allows (a whole round on a quick machine).
    checked, wrong = [], []
    write = match.autosave

    def write_and_check():
        write()
        n = len(match.record.actions)
        if not match.flush_autosave():
            wrong.append((n, "not flushed"))
            return
        saved = persist.read_save(content(), path)
        if (len(saved.record.actions), saved.record.state.digest()) != (n, reference[n]):
            wrong.append((n, len(saved.record.actions)))
        elif saved.extra["seats"][1]["level"] != "greedy":
            wrong.append((n, saved.extra["seats"]))
        checked.append(n)

    match.autosave = write_and_check
    assert play_frames(app, scene, lambda: len(match.record.actions) >= 30, frames=20000)
    match.autosave = write
    assert not match.over and wrong == []
    assert checked == list(range(1, len(match.record.actions) + 1))     # every move is saved
    assert match.state.digest() == reference[len(match.record.actions)]
    digest = match.state.digest()
    app.start()                                   # back to the title (as Save and leave does)
    app.stack.top.widgets.button("Continue").click()   # (no frame yet: the computers would move on)
    restored = app.stack.top
    assert isinstance(restored, TableScene) and restored.match is not match
    assert restored.match.state.digest() == digest
    assert [s.level for s in restored.match.seats] == list(LEVELS)
    assert [e.text for e in restored.match.log] == [e.text for e in match.log]


def test_a_finished_game_leaves_no_save(app):
    instant(app)
    match = computer_match(5, ("greedy", "greedy"))
    scene = TableScene(app, match)
    app.stack.reset(scene)
    assert play_frames(app, scene, lambda: match.over, frames=60000)
    assert match.flush_autosave()
    assert not persist.has_save(persist.autosave_path())
    app.start()
    assert app.stack.top.widgets.button("Continue") is None


def test_continue_after_the_game_was_killed(subprocess_env):
    """SIGKILL the game at random moments, continue it each time the way the title's Continue does;
    every save is a position of the uninterrupted game, and the last Continue plays on to its end."""
    if not hasattr(signal, "SIGKILL"):
        pytest.skip("no SIGKILL here")
    seed = 31
    reference = reference_game(seed)
    rng = random.Random(7)
    env = dict(subprocess_env, KINGSFORGE_HOME=os.environ["KINGSFORGE_HOME"])
    path = persist.autosave_path()
    restored = 0
    for attempt in range(5):
        target = restored + rng.randrange(3, 20)
        if target >= len(reference) - 2:
            break
        args = [sys.executable, str(HERE / "autosave_child.py"), str(seed), ",".join(LEVELS)]
        child = subprocess.Popen(args + (["continue"] if attempt else []), env=env, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE, text=True)
        moves = 0
        try:
            deadline = time.monotonic() + 120
            for line in child.stdout:
                if line.startswith("moves"):
                    moves = int(line.split()[1])
                if moves >= target or line.startswith("over") or time.monotonic() > deadline:
                    break
            os.kill(child.pid, signal.SIGKILL)
        finally:
            child.wait(30)
        assert moves >= target, child.stderr.read()[-2000:]
        saved = persist.read_save(content(), path)       # never a broken file, whatever the moment
        n = len(saved.record.actions)
        # Never older than what this child continued from. It may be NEWER than the last "moves"
        # line read here: the child plays on (and saves) until the kill lands, and the computer
        # moves come several to a frame. The digest shows it is a position of this very game.
        assert restored <= n < len(reference)
        assert saved.record.state.digest() == reference[n]
        restored = n
    # Continue in a window of our own, and play on to the end
    from kingsforge.ui.app import App

    app = App(window_size=(800, 450), audio=False, raise_errors=True)
    instant(app)
    app.start()
    app.stack.top.widgets.button("Continue").click()
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert len(table.match.record.actions) == restored
    assert table.match.state.digest() == reference[restored]
    assert play_frames(app, table, lambda: table.match.over, frames=60000)
    assert table.match.state.digest() == reference[-1]


@pytest.mark.parametrize("text, words", [
    ("", "empty"),
    ('{"format": 1, "actions": [', "incomplete"),
    ("\x00\x01garbage", "damaged"),
])
def test_a_broken_save_shows_its_message_on_the_title_and_is_kept(app, driver, text, words):
    path = persist.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    app.start()
    driver.press("Continue")
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert app.notices and words in app.notices[0][1]
    assert "autosave.json.bad" in app.notices[0][1]
    assert path.with_name("autosave.json.bad").read_text(encoding="utf-8") == text
    assert not path.exists()
    assert title.widgets.button("Continue") is None      # nothing left to continue
    driver.frame()                                       # the notice draws
    driver.press("Dismiss")
    assert not app.notices


def test_a_save_from_a_newer_version_is_refused_with_its_message_and_left_for_that_version(app, driver):
    """A game saved by a newer version is intact: Continue says why it cannot go on and leaves the
    file where it is (the newer version continues it); Continue is still offered."""
    match = computer_match(3)
    data = json.loads(__import__("kingsforge.persist.saves", fromlist=["save_text"]).save_text(
        match.record, {"seats": match.save_extra()["seats"]}))
    data["format"] = 99
    data.pop("integrity")
    path = persist.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    app.start()
    driver.press("Continue")
    assert "newer version" in app.notices[0][1] and "left as it is" in app.notices[0][1]
    assert path.read_bytes() == before and not path.with_name("autosave.json.bad").exists()
    assert app.stack.top.widgets.button("Continue") is not None
    driver.press("Continue")                 # pressed again: the same reason, said once
    assert len(app.notices) == 1


def test_a_game_of_other_card_data_is_left_for_the_data_it_was_played_with(app, driver, tmp_path):
    """A game played with other card data (--data): Continue without that data says so and leaves
    the save where it is (it was renamed .bad, so the right data no longer found it); with the data
    it was played with, it continues."""
    import shutil

    from kingsforge.content import load_content
    from kingsforge.resources import data_dir
    from kingsforge.ui import match as match_module

    other = tmp_path / "data"
    shutil.copytree(data_dir(), other)
    craft = other / "base" / "craft.yaml"
    craft.write_text(craft.read_text(encoding="utf-8").replace("name: Iron Pot", "name: Iron Pots", 1),
                     encoding="utf-8")
    played = computer_match(3)
    record = type(played.record)(load_content(other), 3, 5, played.names)
    path = persist.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    persist.save_game(record, path, extra={"seats": played.save_extra()["seats"]})
    before = path.read_bytes()
    app.start()
    driver.press("Continue")
    assert "different card data" in app.notices[0][1] and "left as it is" in app.notices[0][1]
    assert path.read_bytes() == before and not list(path.parent.glob("*.bad"))
    assert app.stack.top.widgets.button("Continue") is not None
    driver.press("Dismiss")
    driver.press("New game")                 # a new game would replace it: asked first
    from kingsforge import i18n

    assert app.stack.top.title == i18n.t("title.replace.title")
    shipped = content()
    match_module.use_content(load_content(other), other)          # as --data does
    try:
        assert match_module.Match.load(keep_mismatched=True).state.digest() == record.state.digest()
    finally:
        match_module.use_content(shipped)


@pytest.mark.parametrize("text, words, kept, heading", [
    ("", "el archivo está vacío", "autosave.json.bad", "title.save_unreadable"),
    ('{"format": 1, "actions": [', "incompleto", "autosave.json.bad", "title.save_unreadable"),
    (json.dumps({"format": 99, "actions": []}), "versión más reciente", "se ha dejado como estaba",
     "title.save_not_here"),        # intact, of a newer version: not "cannot be opened"
])
def test_the_reason_a_save_is_refused_is_said_in_spanish(app, driver, text, words, kept, heading):
    from kingsforge import i18n

    path = persist.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    i18n.set_language("es")
    try:
        app.start()
        driver.press("Continue")
        said_heading, body = app.notices[0]
        assert said_heading == i18n.t(heading)
        assert words in body and kept in body
        assert "saved game" not in body.lower()          # no English left in it
    finally:
        i18n.set_language("en")


def test_a_save_without_seats_is_refused_and_kept(app, driver):
    match = computer_match(3)
    persist.save_game(match.record, persist.autosave_path(), extra={"seats": [{"name": 3}]})
    app.start()
    driver.press("Continue")
    assert isinstance(app.stack.top, TitleScene)
    assert "players are missing" in app.notices[0][1]
    assert persist.autosave_path().with_name("autosave.json.bad").is_file()


def test_a_headless_save_continues_with_its_bots(app, driver):
    from kingsforge.headless import HeadlessGame

    game = HeadlessGame.new(content(), ["greedy", "easy"], 9, persist.autosave_path())
    for _ in range(7):
        game.step()
    game.save()
    app.start()
    app.stack.top.widgets.button("Continue").click()
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert [s.level for s in table.match.seats] == ["greedy", "easy"] and table.match.config.humans == 0
    assert table.match.state.digest() == game.record.state.digest()


# ------------------------------------------------------------------------------------------- settings
def test_settings_round_trip_through_the_settings_scene(make_app):
    from kingsforge.ui.scenes.settings import SettingsScene

    app = make_app()
    app.stack.push(SettingsScene(app))
    scene = app.stack.top
    scene.anim.step(1)                      # normal -> fast
    scene.ai.step(-1)                       # normal -> slow
    scene.cb.activate()                     # colour-blind symbols off
    scene.odds.activate()                   # craft odds off
    scene.vol.step(-3)                      # 80% -> 50%
    scene.snd.activate()                    # sound off (mute)
    assert not scene.vol.enabled
    scene.win_size.index = scene.sizes.index((1280, 720))
    scene._set_size(scene.win_size.index)
    wanted = dict(animation_speed="fast", ai_speed="slow", colour_blind_symbols=False, craft_odds_hints=False,
                  volume=0.5, mute=True, window_size=(1280, 720))
    assert not persist.settings_path().exists()           # written when the panel closes
    scene.close()
    assert persist.settings_path().is_file()
    loaded, problem = persist.load_settings()
    assert problem is None
    for key, value in wanted.items():
        assert getattr(loaded, key) == value, key
    # a new run starts with them
    again = make_app(size=None, start=True)
    for key, value in wanted.items():
        assert getattr(again.settings, key) == value, key
    assert again.windowed_size == again._fit_window((1280, 720))    # the saved size, fitted to the screen
    assert not again.notices


def test_a_broken_settings_file_gives_defaults_and_a_message(make_app, driver):
    path = persist.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ this is not json", encoding="utf-8")
    app = make_app()
    defaults = persist.Settings()
    assert app.settings.animation_speed == defaults.animation_speed
    assert app.settings.volume == defaults.volume
    assert app.notices and "damaged" in app.notices[0][1]
    assert path.with_name("settings.json.bad").is_file()
    title = app.stack.top
    assert title.widgets.button("Dismiss") is not None
    app.render()


def test_a_bad_value_falls_back_and_is_named(make_app):
    path = persist.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, "volume": "loud", "animation_speed": "fast"}), encoding="utf-8")
    app = make_app()
    assert app.settings.animation_speed == "fast" and app.settings.volume == persist.Settings().volume
    assert "volume" in app.notices[0][1]


def test_a_window_dragged_smaller_than_the_settings_keep_is_saved_within_range(make_app):
    """Else the next start would say the window size was out of range, though no one edited it."""
    app = make_app(size=None)
    app.windowed_size = (300, 200)            # a window resized by dragging its edge
    assert app.save_settings()
    loaded, problem = persist.load_settings()
    assert problem is None and loaded.window_size == (800, 450)


def test_errors_are_logged_under_the_test_home(make_app, tmp_path):
    from kingsforge.ui.app import error_log_path

    app = make_app()
    app.raise_errors = False
    app.report_error(RuntimeError("boom"))
    path = error_log_path()
    assert str(path).startswith(str(tmp_path))
    assert "boom" in path.read_text(encoding="utf-8")


def test_a_bad_settings_value_is_reported_on_the_title_in_the_saved_language(make_app):
    from kingsforge import i18n

    path = persist.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"language": "es", "volume": "loud"}), encoding="utf-8")
    try:
        app = make_app(size=(1280, 720))
        assert i18n.language() == "es"
        heading, body = app.notices[0]
        assert heading == i18n.t("settings.problem_title")
        assert "volumen del sonido" in body and "no eran válidos" in body
    finally:
        i18n.set_language("en")


def test_a_saved_name_longer_than_the_setup_allows_is_cut_not_drawn_whole():
    """A hand-edited save with a 5,000-letter name made every frame fit it again (a second a
    frame); the game opens with the name cut to the setup screen's length."""
    from kingsforge.engine.record import GameRecord
    from kingsforge.persist.settings import MAX_NAME
    from kingsforge.ui.seats import seats_from_data

    record = GameRecord(content(), 2, 5)
    seats = [{"name": "A" * 5000, "colour": [200, 60, 60], "human": True, "level": "normal"},
             {"name": "Bo", "colour": [60, 60, 200], "human": False, "level": "greedy"}]
    loaded = seats_from_data({"seats": seats}, record)
    assert [len(s.name) for s in loaded] == [MAX_NAME, 2]
