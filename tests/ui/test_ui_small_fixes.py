"""Issue 12's small defects: screenshot help, sound without a device, remembered table,
Continue as the default, the shortcuts page and the hint's wording."""

import pytest

from kingsforge import cli


def test_screenshot_help_lists_every_scene(capsys, monkeypatch):
    from kingsforge.ui.screenshot import SCENES

    monkeypatch.setenv("COLUMNS", "400")                   # no wrapping inside a hyphenated name

    with pytest.raises(SystemExit) as exit_:
        cli.main(["screenshot", "--help"])
    assert exit_.value.code == 0
    out = " ".join(capsys.readouterr().out.split())      # argparse wraps the help text
    for name in SCENES:
        assert name in out, name


# ------------------------------------------------------------------------------ sound, no device
def _settings(make_app, monkeypatch, audio: bool, lang="en"):
    from kingsforge.ui import gfx
    from kingsforge.ui.scenes.settings import SettingsScene

    monkeypatch.setattr(gfx, "audio_available", lambda: audio)
    app = make_app()
    app.set_language(lang)
    app.settings.sound = True
    return app, app.stack.push(SettingsScene(app))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_settings_says_sound_is_unavailable_without_a_device(make_app, monkeypatch, lang):
    from kingsforge.i18n import t

    app, scene = _settings(make_app, monkeypatch, audio=False, lang=lang)
    assert scene.snd.label == t("settings.sound_unavailable") != t("settings.sound")
    assert not scene.snd.enabled and not scene.snd.value       # drawn as Off, never "On"
    assert not scene.vol.enabled
    scene.snd.activate()                                       # clicking it changes nothing
    assert app.settings.sound is True and not scene.snd.value  # the saved choice is kept for a later run
    app.render()


def test_settings_sound_switch_works_with_a_device(make_app, monkeypatch):
    from kingsforge.i18n import t

    app, scene = _settings(make_app, monkeypatch, audio=True)
    assert scene.snd.label == t("settings.sound") and scene.snd.enabled and scene.snd.value
    scene.snd.activate()
    assert app.settings.sound is False and not scene.vol.enabled


def test_audio_available_is_false_when_the_mixer_cannot_start(monkeypatch):
    from kingsforge.ui import assets, gfx

    monkeypatch.setattr(assets, "_audio_ok", False)
    monkeypatch.setattr(assets.pygame.mixer, "get_init", lambda: None)
    assert gfx.audio_available() is False


# ------------------------------------------------------------------------------ the hint in plain words
@pytest.mark.parametrize("lang", ["en", "es"])
def test_hint_reasons_are_plain_words(lang):
    from kingsforge import i18n
    from kingsforge.ui import advice

    i18n.set_language(lang)
    try:
        cases = {
            "nothing changes": {"kind": "gather", "now": [0.0, 0.0], "rate": [0.0, 0.0]},
            "this round": {"kind": "gather", "now": [0.1, 0.45], "rate": [0.2, 0.2]},
            "later rounds": {"kind": "gather", "now": [0.3, 0.3], "rate": [0.2, 0.5]},
            "pass, nothing": {"kind": "pass", "now": [0.0, 0.0], "rate": [0.0, 0.0]},
            "pass, dice": {"kind": "pass", "now": [0.7, 0.7], "rate": [0.0, 0.0]},
            "reroll": {"kind": "reroll"},
        }
        said = {name: advice.reason_text(why) for name, why in cases.items()}
    finally:
        i18n.set_language("en")
    for name, text in said.items():
        low = text.lower()
        assert "expected" not in low and "esperad" not in low, (name, text)     # no jargon
        assert "0.0" not in text and "0,0" not in text, (name, text)            # no empty figures
        assert "{" not in text, (name, text)
    comma = "," if lang == "es" else "."
    assert f"0{comma}1" in said["this round"] and f"0{comma}5" in said["this round"]   # 0.45 -> 0.5 (rounded)
    assert f"0{comma}2" in said["later rounds"] and f"0{comma}5" in said["later rounds"]
    assert f"0{comma}7" in said["pass, dice"]
    assert len(set(said.values())) == len(said)          # each situation says something of its own


# ------------------------------------------------------------------------------ the shortcuts page
@pytest.mark.parametrize("lang", ["en", "es"])
def test_shortcuts_page_names_every_key_the_table_answers(lang):
    import re

    from kingsforge import i18n
    from kingsforge.ui.rules_text import PAGE_COUNT, page

    i18n.set_language(lang)
    try:
        _title, paragraphs = page(PAGE_COUNT - 1)          # "Playing this edition"
    finally:
        i18n.set_language("en")
    text = " ".join(paragraphs)
    assert re.search(r"(^|\s)H:", text), "the Hint key"
    for key in ("Ctrl+Z", "Esc:", "F1:", "F11:", "Tab", "Space" if lang == "en" else "Espacio"):
        assert key in text, key


# ------------------------------------------------------------------------------ Continue is the default
def _saved_game():
    from kingsforge.ui.match import Match
    from kingsforge.ui.screenshot import demo_config

    match = Match.new(demo_config(2, 5))
    match.autosave()
    assert match.flush_autosave()
    return match


def test_continue_is_the_default_button_when_a_save_exists(make_app, driver_for):
    import pygame

    from kingsforge import persist
    from kingsforge.ui.scenes.table import TableScene

    saved = _saved_game()
    assert persist.has_save(persist.autosave_path())
    app = make_app()
    title = app.stack.top
    cont, new = title.widgets.button("Continue"), title.widgets.button("New game")
    assert cont.style == "primary" and new.style != "primary"       # the lit one
    assert cont.rect.y < new.rect.y                                  # on top of the menu
    assert title.widgets.focusables()[0] is cont                     # Tab's first stop
    driver = driver_for(app)
    driver.click((5, 5))                                             # the mouse is in charge, nothing focused
    driver.key(pygame.K_RETURN)                                      # Enter continues
    assert isinstance(app.stack.top, TableScene)
    assert app.stack.top.match.state.digest() == saved.state.digest()


def test_new_game_is_the_default_without_a_save(make_app, driver_for):
    import pygame

    from kingsforge.ui.scenes.setup import SetupScene

    app = make_app()
    title = app.stack.top
    assert title.widgets.button("Continue") is None
    assert title.widgets.button("New game").style == "primary"
    driver_for(app).key(pygame.K_RETURN)
    assert isinstance(app.stack.top, SetupScene)


@pytest.fixture
def driver_for():
    from tests.ui.conftest import Driver

    return Driver


# ------------------------------------------------------------------------------ setup remembers the table
def test_settings_keep_the_last_table_and_refuse_a_bad_one():
    from kingsforge.persist.settings import Settings

    seats = ({"name": "Ana", "colour": (232, 160, 48), "human": True, "level": "normal"},
             {"name": "Zed", "colour": (48, 178, 176), "human": False, "level": "hard"})
    data = Settings(last_seats=seats).to_data()
    assert data["last_seats"][1] == {"name": "Zed", "colour": [48, 178, 176], "human": False, "level": "hard"}
    back, bad, _clamped = Settings.from_data(data)
    assert back.last_seats == seats and bad == []
    assert Settings.from_data({})[0].last_seats == ()
    for broken in ([seats[0]],                                          # one seat
                   [seats[0], dict(seats[1], level="godlike")],
                   [seats[0], dict(seats[1], colour=[1, 2])],
                   [seats[0], dict(seats[1], name="")],
                   [seats[0], dict(seats[1], human="yes")],
                   "Ana, Zed"):
        loaded, bad, _clamped = Settings.from_data({"last_seats": broken, "volume": 0.3})
        assert bad == ["last_seats"] and loaded.last_seats == () and loaded.volume == 0.3, broken


def test_setup_remembers_the_last_table(make_app, monkeypatch):
    import pygame

    from kingsforge import persist
    from kingsforge.ui.scenes.setup import SetupScene
    from kingsforge.ui.scenes.table import TableScene
    from kingsforge.ui.scenes.title import TitleScene
    from tests.ui.conftest import Driver

    app = make_app()
    driver = Driver(app)
    driver.press("New game")
    setup = app.stack.top
    assert [s.name for s in setup.config.seats] == ["Ana", "Bram", "Cora"]       # first time: the defaults
    driver.press("+ Add player")                                                 # four seats
    setup = app.stack.top
    setup.name_fields[1].text = ""
    driver.click(setup.name_fields[1].rect.center)
    driver.type_text("Zoe")
    driver.key(pygame.K_TAB)
    setup.kind_steppers[3].step(-1)                                               # the fourth seat: a person
    setup.level_steppers[1].index = 2
    setup.level_steppers[1].on_change(2)                                          # Zoe plays Hard
    driver.click(setup.swatch_rect(2).center)                                     # Cora picks another colour
    wanted = [(s.name, tuple(s.colour), s.human, s.level) for s in setup.config.seats]
    assert wanted[1][0] == "Zoe" and wanted[1][3] == "hard" and wanted[3][2] is True
    driver.press("Start game")
    table = next(s for s in app.stack if isinstance(s, TableScene))    # (a hand-off screen is on top)
    table.ai.close()
    saved = persist.load_settings()[0].last_seats                                 # written to settings.json
    assert [(s["name"], tuple(s["colour"]), s["human"], s["level"]) for s in saved] == wanted

    def seats_now(setup):
        return [(s.name, tuple(s.colour), s.human, s.level) for s in setup.config.seats]

    app.stack.reset(TitleScene(app))
    driver.press("New game")
    again = app.stack.top
    assert isinstance(again, SetupScene) and seats_now(again) == wanted
    assert [f.text for f in again.name_fields] == [w[0] for w in wanted]
    assert [st.index for st in again.kind_steppers] == [0 if w[2] else 1 for w in wanted]
    # a later run of the game reads them from the settings file
    later = make_app()
    assert later.settings.last_seats == saved
    later.stack.reset(SetupScene(later))
    assert seats_now(later.stack.top) == wanted


def test_continue_resumes_the_chosen_game_when_both_have_one(make_app):
    """With a Forge game saved after a King's Forge one, Continue with King's Forge chosen opened
    the Forge table (the newest save), and the King's Forge game could not be reached."""
    import os

    from kingsforge import persist
    from kingsforge.forge.ui.match import ForgeMatch
    from kingsforge.forge.ui.screenshot import demo_config as forge_config
    from kingsforge.forge.ui.table import ForgeTableScene
    from kingsforge.ui.scenes.table import TableScene
    from kingsforge.ui.scenes.title import TitleScene

    saved = _saved_game()
    forge = ForgeMatch.new(forge_config(2, 5))
    forge.autosave()
    assert forge.flush_autosave()
    old = persist.autosave_path("kingsforge").stat().st_mtime - 60
    os.utime(persist.autosave_path("kingsforge"), (old, old))      # the Forge game is the newer
    app = make_app(start=False)
    for game, scene in (("kingsforge", TableScene), ("forge", ForgeTableScene)):
        app.settings.game = game
        title = TitleScene(app)
        app.stack.reset(title)
        title.continue_game()
        assert type(app.stack.top) is scene and app.settings.game == game
        if game == "kingsforge":
            assert app.stack.top.match.state.digest() == saved.state.digest()


def test_new_game_over_a_game_in_progress_asks_first(make_app, driver_for):
    """New game then a first move silently replaced the saved game."""
    from kingsforge.ui.scenes.choice import ChoiceScene
    from kingsforge.ui.scenes.setup import SetupScene
    from kingsforge.ui.scenes.title import TitleScene

    _saved_game()
    app = make_app()
    driver = driver_for(app)
    driver.press("New game")
    assert isinstance(app.stack.top, ChoiceScene)
    driver.press("Keep it")
    assert isinstance(app.stack.top, TitleScene) and app.stack.top.widgets.button("Continue") is not None
    driver.press("New game")
    driver.press("Set up a new game")
    assert isinstance(app.stack.top, SetupScene)
