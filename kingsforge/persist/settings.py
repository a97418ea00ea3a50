"""The player's settings, kept in settings.json in the user config folder.

    settings, problem = load_settings()     # problem: None, or a message to show the player
    settings.volume = 0.5
    save_settings(settings)                 # atomic; raises OSError if the disk refuses

A missing file gives the defaults quietly. A broken file (not JSON, not an
object) gives the defaults and a message, and is kept as settings.json.bad; a
single bad value falls back to its default and is named in the message.
Unknown keys (from a newer version) are ignored.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from kingsforge.content.checker import name_problem
from kingsforge.fileread import FileTooLarge, read_limited
from kingsforge.persist.atomic import atomic_write_json
from kingsforge.persist.paths import settings_path

SETTINGS_FORMAT = 1
LANGUAGES = ("en", "es")
PACES = ("slow", "normal", "fast", "instant")
# Seconds between computer moves, and the factor on animation durations, per pace.
PACE_SECONDS = {"slow": 1.6, "normal": 0.9, "fast": 0.4, "instant": 0.0}
ANIM_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
# The smallest window: the 1920x1080 canvas at 5/12 (800 wide), the smallest every screen of both
# games is laid out and tested for. Below it the text floor (gfx.MIN_SCREEN_PX) outgrew the frames
# (a review at 640x360: cut labels, dice drawn over numbers); the window cannot be dragged smaller.
MIN_WINDOW = (800, 450)
MAX_WINDOW = (16384, 16384)


@dataclass
class Settings:
    language: str = "en"                        # one of LANGUAGES
    window_size: tuple[int, int] = (1600, 900)  # windowed size in pixels
    fullscreen: bool = False
    animation_speed: str = "normal"             # one of PACES
    ai_speed: str = "normal"                    # one of PACES: pause between computer moves
    volume: float = 0.8                         # 0.0 .. 1.0
    mute: bool = False
    colour_blind_symbols: bool = True           # shapes on dice besides colours
    craft_odds_hints: bool = True               # show the chance to craft each card
    modules: tuple[str, ...] = ()               # the setup screen's last module choice (() = base game)
    # the setup screen's last table, one entry per seat in order: {"name", "colour": [r, g, b],
    # "human", "level"} (() = none yet: the setup screen's default seats)
    last_seats: tuple[dict, ...] = ()
    game: str = "kingsforge"                    # the title's last game: kingsforge or forge

    # --- helpers the table uses -------------------------------------------------------
    def anim(self, seconds: float) -> float:
        """A base animation duration scaled by the chosen animation speed."""
        return seconds * ANIM_FACTOR.get(self.animation_speed, 1.0)

    def ai_delay(self) -> float:
        """Seconds to wait before a computer move."""
        return PACE_SECONDS.get(self.ai_speed, 0.9)

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.mute else self.volume

    # Names the first in-memory settings used (kingsforge/ui/settings.py), so the
    # table can switch to this class without renaming every use at once.
    @property
    def animation(self) -> str:
        return self.animation_speed

    @animation.setter
    def animation(self, value: str) -> None:
        self.animation_speed = value

    @property
    def ai_pace(self) -> str:
        return self.ai_speed

    @ai_pace.setter
    def ai_pace(self, value: str) -> None:
        self.ai_speed = value

    @property
    def colour_blind(self) -> bool:
        return self.colour_blind_symbols

    @colour_blind.setter
    def colour_blind(self, value: bool) -> None:
        self.colour_blind_symbols = bool(value)

    @property
    def sound(self) -> bool:
        return not self.mute

    @sound.setter
    def sound(self, value: bool) -> None:
        self.mute = not value

    # --- plain data -------------------------------------------------------------------
    def to_data(self) -> dict:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        data["modules"] = list(self.modules)
        data["last_seats"] = [dict(seat, colour=list(seat["colour"])) for seat in self.last_seats]
        return {"format": SETTINGS_FORMAT, **data}

    @classmethod
    def from_data(cls, data: dict) -> tuple["Settings", list[str], list[str]]:
        """Settings from plain data, the names of the values that were unusable (the defaults
        are kept), and of those out of range (brought within it)."""
        settings = cls()
        bad, clamped = [], []
        for f in fields(cls):
            if f.name not in data:
                continue
            try:
                value = _CHECKS[f.name](data[f.name])
            except (TypeError, ValueError):
                bad.append(f.name)
                continue
            except _OutOfRange as out:
                clamped.append(f.name)
                value = out.within
            setattr(settings, f.name, value)
        return settings, bad, clamped


class _OutOfRange(Exception):
    """A value of the right kind out of its range: `within` is the nearest one in range."""

    def __init__(self, within):
        super().__init__(within)
        self.within = within


def _bool(value) -> bool:
    if isinstance(value, bool):
        return value
    raise ValueError("not true/false")


def _choice(options):
    def check(value) -> str:
        if isinstance(value, str) and value in options:
            return value
        raise ValueError(f"not one of {options}")
    return check


def _module_ids(value) -> tuple[str, ...]:
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) and v for v in value):
        raise ValueError("not a list of module ids")
    return tuple(dict.fromkeys(value))


SEAT_LEVELS = ("easy", "normal", "hard")      # kingsforge.ui.seats.LEVELS
MAX_NAME = 24


def _seats(value) -> tuple[dict, ...]:
    """2-4 seats, each {"name": text, "colour": [r, g, b], "human": bool, "level": one of SEAT_LEVELS}."""
    if not isinstance(value, (list, tuple)) or not (value == [] or value == () or 2 <= len(value) <= 4):
        raise ValueError("not a list of 2-4 seats")
    seats = []
    for seat in value:
        if not isinstance(seat, dict):
            raise ValueError("a seat is not an object")
        name, colour = seat.get("name"), seat.get("colour")
        if not isinstance(name, str) or not name.strip() or name_problem(name, MAX_NAME):
            raise ValueError("bad seat name")        # too long, or a control character (a NUL stops the fonts)
        if (not isinstance(colour, (list, tuple)) or len(colour) != 3
                or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= 255 for c in colour)):
            raise ValueError("bad seat colour")
        seats.append({"name": name, "colour": tuple(colour), "human": _bool(seat.get("human")),
                      "level": _choice(SEAT_LEVELS)(seat.get("level"))})
    return tuple(seats)


def _fraction(value) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise ValueError("not a number")
    if not 0.0 <= value <= 1.0:
        raise _OutOfRange(1.0 if value > 1.0 else 0.0)     # not float(value): 10**400 overflows it
    return float(value)


def _window(value) -> tuple[int, int]:
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise ValueError("not [width, height]")
    within = window_within(value)
    if within != tuple(value):
        raise _OutOfRange(within)
    return within


def window_within(size) -> tuple[int, int]:
    """The nearest window size the settings keep (a window dragged smaller is saved so)."""
    w, h = size
    return (min(MAX_WINDOW[0], max(MIN_WINDOW[0], int(w))), min(MAX_WINDOW[1], max(MIN_WINDOW[1], int(h))))


_CHECKS = {
    "language": _choice(LANGUAGES),
    "window_size": _window,
    "fullscreen": _bool,
    "animation_speed": _choice(PACES),
    "ai_speed": _choice(PACES),
    "volume": _fraction,
    "mute": _bool,
    "colour_blind_symbols": _bool,
    "craft_odds_hints": _bool,
    "modules": _module_ids,
    "last_seats": _seats,
    "game": _choice(("kingsforge", "forge")),
}



class SettingsProblem(str):
    """What was wrong with the settings file: the English sentence (a str), plus the text key
    and parameters so the title screen can say it in the player's language, which is only
    known once the settings are read."""

    def __new__(cls, key: str, fields: tuple[str, ...] = (), more: "SettingsProblem | None" = None, **params):
        parts = ((key, fields, params),) + (more.parts if more is not None else ())
        problem = super().__new__(cls, _said(parts, "en"))
        problem.key, problem.fields, problem.params, problem.parts = key, fields, params, parts
        return problem

    def say(self, code: str | None = None) -> str:
        return _said(self.parts, code)


def _said(parts, code: str | None) -> str:
    """One sentence per problem found (`more`: a second one, e.g. values out of range)."""
    return " ".join(_say(key, code, fields, params) for key, fields, params in parts)


# Names of settings in messages: the labels of the settings scene (data/lang: settings.*).
_LABEL_KEYS = {
    "language": "settings.language", "window_size": "settings.window", "fullscreen": "settings.fullscreen",
    "animation_speed": "settings.animation", "ai_speed": "settings.ai_pace", "volume": "settings.volume",
    "mute": "settings.sound", "colour_blind_symbols": "settings.colour_blind",
    "craft_odds_hints": "settings.odds_hints", "modules": "setup.expansions", "last_seats": "setup.last_table",
    "game": "settings.game",
}


def _say(key: str, code: str | None, fields, params) -> str:
    from kingsforge import i18n

    if fields:
        params = dict(params, names=", ".join(_lower_first(i18n.t_in(code, _LABEL_KEYS[f])) for f in fields))
    return i18n.t_in(code, key, **params)


def _lower_first(label: str) -> str:
    return label[:1].lower() + label[1:]


MAX_SETTINGS_BYTES = 1 << 20     # a real settings file is a few hundred bytes: bigger is damaged, not read


def load_settings(path=None) -> tuple[Settings, SettingsProblem | None]:
    """The saved settings (defaults where missing) and a message for the player if the
    file was broken, else None. Never raises for a bad file."""
    path = Path(path) if path is not None else settings_path()
    try:
        # bounded, and only a regular file (kingsforge/fileread.py): not /dev/zero, not a FIFO
        raw = read_limited(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return Settings(), None
    except FileTooLarge:
        raw = b""               # an oversized file is not read: empty, it is set aside as damaged below
    except OSError as exc:
        return Settings(), SettingsProblem("settings.unreadable", error=str(exc.strerror or exc))
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not an object")
    except (ValueError, UnicodeDecodeError, RecursionError):
        from kingsforge.persist.saves import quarantine

        moved = quarantine(path)
        if moved is not None:
            return Settings(), SettingsProblem("settings.damaged_kept", file=moved.name)
        return Settings(), SettingsProblem("settings.damaged")
    settings, bad, clamped = Settings.from_data(data)
    problem = SettingsProblem("settings.clamped", fields=tuple(clamped)) if clamped else None
    if bad:
        problem = SettingsProblem("settings.invalid", fields=tuple(bad), more=problem)
    return settings, problem


def save_settings(settings: Settings, path=None) -> Path:
    """Write the settings atomically. Raises OSError if the disk refuses."""
    path = Path(path) if path is not None else settings_path()
    return atomic_write_json(path, settings.to_data())
