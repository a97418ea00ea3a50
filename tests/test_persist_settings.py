"""The settings file (kingsforge.persist.settings)."""

from __future__ import annotations

import json

import pytest

from kingsforge import persist
from kingsforge.persist.settings import LANGUAGES, PACES, Settings


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("KINGSFORGE_HOME", str(home))
    return home


def test_defaults():
    s = Settings()
    assert s.language in LANGUAGES and s.language == "en"
    assert s.animation_speed in PACES and s.ai_speed in PACES
    assert 0.0 <= s.volume <= 1.0 and not s.mute and not s.fullscreen
    assert s.colour_blind_symbols and s.craft_odds_hints
    assert len(s.window_size) == 2


def test_missing_file_gives_defaults_quietly(private_home):
    settings, problem = persist.load_settings()
    assert settings == Settings() and problem is None
    assert not private_home.exists()


def test_round_trip_is_atomic(private_home):
    s = Settings(language="es", window_size=(1280, 720), fullscreen=True, animation_speed="fast",
                 ai_speed="instant", volume=0.3, mute=True, colour_blind_symbols=False, craft_odds_hints=False)
    path = persist.save_settings(s)
    assert path == private_home / "settings.json"
    assert sorted(p.name for p in private_home.iterdir()) == ["settings.json"]
    loaded, problem = persist.load_settings()
    assert problem is None and loaded == s
    data = json.loads(path.read_text())
    assert data["window_size"] == [1280, 720] and data["format"] == 1


@pytest.mark.parametrize("text", ["", "{", "not json", "[1, 2]", "null", "\xff\xfe"])
def test_broken_file_falls_back_with_a_message(private_home, text):
    path = persist.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(text.encode("latin-1"))
    settings, problem = persist.load_settings()
    assert settings == Settings()
    assert problem and "default" in problem and "settings.json.bad" in problem
    assert not path.exists() and (private_home / "settings.json.bad").read_bytes() == text.encode("latin-1")
    persist.save_settings(settings)            # and the game can save over it afterwards
    assert persist.load_settings() == (Settings(), None)


def test_one_bad_value_resets_only_that_one(private_home):
    path = persist.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": "xx", "volume": "loud", "mute": True, "window_size": [1, 2, 3],
                                "ai_speed": "fast", "fullscreen": 1, "future_option": 42}))
    settings, problem = persist.load_settings()
    assert settings.mute is True and settings.ai_speed == "fast"
    assert settings.language == "en" and settings.volume == Settings().volume
    assert settings.window_size == Settings().window_size and settings.fullscreen is False
    for label in ("language", "volume", "window size", "full screen"):
        assert label in problem
    assert "future" not in problem                  # unknown keys (newer versions) are ignored
    assert path.exists()                            # the file itself was readable: not moved


def test_every_setting_has_a_name_for_the_message(private_home):
    """A bad value of any field is reset with a message naming it (a field without a label
    stopped the game at start: 'game')."""
    from dataclasses import fields

    from kingsforge.persist.settings import _LABEL_KEYS
    names = [f.name for f in fields(Settings)]
    assert set(names) <= set(_LABEL_KEYS)
    path = persist.settings_path()
    path.parent.mkdir(parents=True)
    for name in names:
        path.write_text(json.dumps({name: {"not": "valid"}}))
        settings, problem = persist.load_settings()
        assert getattr(settings, name) == getattr(Settings(), name) and problem and problem.say("es")
    path.write_text(json.dumps({"format": 1, "game": "chess"}))
    settings, problem = persist.load_settings()
    assert settings.game == "kingsforge" and "game" in problem


def test_an_oversized_settings_file_is_not_read(private_home):
    from kingsforge.persist.settings import MAX_SETTINGS_BYTES
    path = persist.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"language": "es", "pad": "' + "x" * MAX_SETTINGS_BYTES + '"}')
    settings, problem = persist.load_settings()
    assert settings == Settings() and problem and not path.exists()      # set aside as damaged


def test_numbers_are_clamped_and_said():
    s, bad, clamped = Settings.from_data({"volume": 7, "window_size": [10, 99999]})
    assert bad == [] and clamped == ["window_size", "volume"] and s.volume == 1.0
    assert s.window_size[0] >= 640 and s.window_size[1] <= 16384
    s, bad, clamped = Settings.from_data({"volume": -1, "mute": "loud"})
    assert s.volume == 0.0 and bad == ["mute"] and clamped == ["volume"]
    assert Settings.from_data({"volume": 0.5, "window_size": [1280, 720]})[1:] == ([], [])


def test_a_volume_too_large_for_a_float_is_clamped_not_a_crash(private_home):
    """A hand-edited volume of 400 digits (JSON reads it as a whole number) raised OverflowError
    from float() out of load_settings: the game could not start."""
    path = persist.settings_path()
    path.parent.mkdir(parents=True)
    for written, volume in (("1" + "0" * 400, 1.0), ("-1" + "0" * 400, 0.0)):
        path.write_text('{"volume": ' + written + ', "language": "es"}')
        settings, problem = persist.load_settings()
        assert settings.volume == volume and settings.language == "es"
        assert problem == "Some settings were out of range and were brought within it: sound volume."


def test_a_setting_out_of_range_is_said_in_both_languages(tmp_path):
    """A hand-edited volume of 5 was brought to 100% without a word; now the title says which
    settings were brought within their range (and which reset, when both happen)."""
    path = tmp_path / "settings.json"
    path.write_text('{"volume": 5, "mute": "loud"}')
    settings, problem = persist.load_settings(path)
    assert settings.volume == 1.0 and settings.mute is False
    assert problem == ("Some settings were not valid and were reset to their defaults: sound effects. "
                       "Some settings were out of range and were brought within it: sound volume.")
    assert "fuera de su intervalo" in problem.say("es") and "volumen" in problem.say("es").lower()
    path.write_text('{"window_size": [100, 100]}')
    assert persist.load_settings(path)[1] == ("Some settings were out of range and were brought within "
                                              "it: window size.")


def test_a_window_dragged_small_is_saved_within_range(tmp_path):
    from kingsforge.persist.settings import window_within
    assert window_within((300, 200)) == (800, 450) and window_within((1280, 720)) == (1280, 720)


def test_helpers_and_old_names():
    """The names of the table's first in-memory settings keep working."""
    s = Settings()
    s.animation = "slow"
    s.ai_pace = "instant"
    s.colour_blind = False
    s.sound = False
    assert (s.animation_speed, s.ai_speed, s.colour_blind_symbols, s.mute) == ("slow", "instant", False, True)
    assert s.anim(1.0) > Settings().anim(1.0)
    assert s.ai_delay() == 0.0 and s.effective_volume == 0.0
    assert (s.animation, s.ai_pace, s.colour_blind, s.sound) == ("slow", "instant", False, False)


def test_explicit_path(tmp_path):
    path = tmp_path / "elsewhere" / "s.json"
    persist.save_settings(Settings(volume=0.1), path)
    assert persist.load_settings(path)[0].volume == 0.1


def test_the_settings_message_can_be_said_in_spanish(private_home):
    path = persist.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": "es", "volume": "loud", "fullscreen": 1}))
    settings, problem = persist.load_settings()
    assert settings.language == "es"
    assert "volume" in problem and "full screen" in problem          # the English sentence, as before
    spanish = problem.say("es")
    assert "no eran válidos" in spanish and "volumen" in spanish and "pantalla completa" in spanish.lower()
    assert "Some settings" not in spanish


def test_a_damaged_settings_file_is_named_in_spanish_too(private_home):
    path = persist.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    _settings, problem = persist.load_settings()
    assert "settings.json.bad" in problem and "settings.json.bad" in problem.say("es")
    assert "dañado" in problem.say("es")
