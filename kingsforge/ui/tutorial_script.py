"""The first-game tutorial as data: a seed, every move of both seats, and a lesson per move of yours.

    script = load_script()                  # data/tutorial.yaml
    match = TutorialMatch.start(script)     # resumes the saved tutorial, or a new one
    step = script.step_at(match)            # the step to play now (None: the script is over)
    script.accepts(match, action)           # is `action` this step's move (any die of the same kind)?

The tutorial is an ordinary game against the computer whose moves, the computer's too, come
from the script, so every roll comes out the same (a game is its seed plus its moves). The
rules are the engine's, asked through Match like every table; this module only says which of
the legal moves is the lesson. Progress is the game itself, saved after every move to
tutorial.json in the user data folder: the step to resume at is the number of moves played.
Whether the title has offered the tutorial yet is remembered in tutorial_offer.json there.
"""

from __future__ import annotations

import logging
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from kingsforge import persist
from kingsforge.engine.actions import Claim, Craft, Dock, EndTurn, Pass, Roll, UseCharge
from kingsforge.engine.record import RecordError, action_from_data
from kingsforge.resources import resource_path
from kingsforge.ui import match as match_module
from kingsforge.ui.match import Match
from kingsforge.ui.seats import GameConfig, Seat

log = logging.getLogger("kingsforge.ui")

YOU, COMPUTER = "you", "computer"
LESSONS = ("gather", "dock", "pass", "roll", "bonus", "craft", "outcraft", "end_turn")
NOTES = ("first", "free", "passes", "crafts")
SAVE_NAME = "tutorial.json"
OFFER_NAME = "tutorial_offer.json"


class ScriptError(ValueError):
    """data/tutorial.yaml is not a tutorial this copy can play."""


@dataclass(frozen=True)
class Step:
    by: str               # YOU or COMPUTER
    move: dict            # the move as a saved game writes it
    lesson: str = ""      # your steps: tutorial.<lesson>.title / .body
    note: str = ""        # the computer's steps: tutorial.note.<note>

    @property
    def yours(self) -> bool:
        return self.by == YOU


@dataclass(frozen=True)
class Script:
    seed: int
    players: int
    you: int
    steps: tuple[Step, ...]

    def __len__(self) -> int:
        return len(self.steps)

    def action(self, content, index: int):
        """Step `index`'s move as an engine move (RecordError if the data cannot name it)."""
        return action_from_data(content, self.steps[index].move)

    def actions(self, content) -> list:
        return [self.action(content, i) for i in range(len(self.steps))]

    def lessons(self) -> list[str]:
        return [s.lesson for s in self.steps if s.yours]

    # --- where a game is in the script ----------------------------------------------------
    def position(self, match) -> int:
        """How many of the script's moves the game has played; len(script) once it is past
        the script (or left it: then the tutorial has nothing more to teach)."""
        played = match.record.actions
        if len(played) > len(self.steps):
            return len(self.steps)
        content = match.content
        for i, action in enumerate(played):
            try:
                if action != self.action(content, i):
                    return len(self.steps)
            except RecordError:
                return len(self.steps)
        return len(played)

    def step_at(self, match) -> Step | None:
        i = self.position(match)
        return self.steps[i] if i < len(self.steps) else None

    def expected(self, match):
        """The move the script plays now (None past its end)."""
        i = self.position(match)
        return self.action(match.content, i) if i < len(self.steps) else None

    def accepts(self, match, action) -> bool:
        """Is `action` the move this step teaches? Dice of the same kind and value are alike,
        so any of them may be dragged; the move played is the script's own (same_move)."""
        expected = self.expected(match)
        return expected is not None and same_move(match.state, action, expected)

    def done(self, match) -> bool:
        return self.position(match) >= len(self.steps)


def die_key(state, die: int):
    """What tells dice apart for the tutorial: their type, and their pips once rolled."""
    return (state.content.die_type_of[die], state.values[die])


def same_move(state, action, expected) -> bool:
    """`action` does what `expected` does: same kind, card, option or dock, and the same kinds of
    dice (type and pips) on the same boxes. Crafts compare the dice as a whole: the engine
    places them on the ware's boxes (rules.check still judges the move itself)."""
    if type(action) is not type(expected):
        return False
    if isinstance(action, (Roll, EndTurn)):
        return True
    if isinstance(action, Pass):
        return action.benefit == expected.benefit
    if isinstance(action, UseCharge):
        charges = state.charges[state.turn]
        if not (0 <= action.charge < len(charges) and 0 <= expected.charge < len(charges)):
            return action == expected
        kind = lambda i: charges[i][:2]      # noqa: E731 -- (kind, amount): a bonus is a bonus
        return kind(action.charge) == kind(expected.charge) and die_key(state, action.die) == die_key(
            state, expected.die)
    keys = lambda dice: [die_key(state, d) for d in dice]      # noqa: E731
    if isinstance(action, Claim):
        return ((action.card, action.option) == (expected.card, expected.option)
                and keys(action.dice) == keys(expected.dice))
    if isinstance(action, Dock):
        return ((action.discard, action.action) == (expected.discard, expected.action)
                and keys(action.dice) == keys(expected.dice))
    if isinstance(action, Craft):
        return action.card == expected.card and Counter(keys(action.dice)) == Counter(keys(expected.dice))
    return action == expected


def load_script(path=None) -> Script:
    """The tutorial in data/tutorial.yaml (or `path`); raises ScriptError naming the problem."""
    import yaml

    path = Path(path) if path is not None else resource_path("data", "tutorial.yaml")
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise ScriptError(f"{path.name}: {exc}") from None
    if not isinstance(data, dict):
        raise ScriptError(f"{path.name}: not a table")
    seed, players, you = data.get("seed"), data.get("players"), data.get("you", 0)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (seed, players, you)):
        raise ScriptError(f"{path.name}: seed, players and you must be whole numbers")
    if not 2 <= players <= 4 or not 0 <= you < players:
        raise ScriptError(f"{path.name}: {players} players, you in seat {you}")
    steps = []
    for n, raw in enumerate(data.get("steps") or [], 1):
        if not isinstance(raw, dict) or raw.get("by") not in (YOU, COMPUTER) or not isinstance(raw.get("move"), dict):
            raise ScriptError(f"{path.name}: step {n} needs by: you|computer and a move")
        step = Step(raw["by"], dict(raw["move"]), str(raw.get("lesson", "")), str(raw.get("note", "")))
        if step.yours and step.lesson not in LESSONS:
            raise ScriptError(f"{path.name}: step {n}: lesson {step.lesson!r} is not one of {', '.join(LESSONS)}")
        if not step.yours and step.note and step.note not in NOTES:
            raise ScriptError(f"{path.name}: step {n}: note {step.note!r} is not one of {', '.join(NOTES)}")
        steps.append(step)
    if not steps:
        raise ScriptError(f"{path.name}: no steps")
    return Script(seed, players, you, tuple(steps))


# --- the game ----------------------------------------------------------------------------------
def save_path() -> Path:
    return persist.user_data_dir() / SAVE_NAME


def tutorial_config(script: Script) -> GameConfig:
    """You (Ana) against the computer (Bram), base game only; the computer plays the script, then Normal."""
    from kingsforge.ui import theme

    seats = []
    for p in range(script.players):
        if p == script.you:
            seats.append(Seat(theme.SEAT_NAMES[0], theme.SEAT_COLOURS[0][1], human=True))
        else:
            seats.append(Seat(theme.SEAT_NAMES[p], theme.SEAT_COLOURS[p][1], human=False, level="normal"))
    return GameConfig(seats=seats, seed=script.seed, modules=())


class TutorialMatch(Match):
    """A Match saved to tutorial.json (never the player's autosave) and never counted in the
    statistics or kept among finished games: it is a lesson, not a game of theirs."""

    def save_extra(self) -> dict:
        extra = super().save_extra()
        extra["tutorial"] = {"moves": len(self.record.actions)}
        return extra

    def autosave(self) -> None:
        from kingsforge.ui.autosave import save_lesson

        save_lesson(self, self.autosave_path or save_path())

    @classmethod
    def fresh(cls, script: Script) -> "TutorialMatch":
        config = tutorial_config(script)
        match = cls.new(config)
        match.autosave_path = save_path()
        return match

    @classmethod
    def resume(cls, script: Script, path=None) -> "TutorialMatch | None":
        """The saved tutorial, or None when there is none (or it cannot be continued: the
        file is then kept as .bad by persist, and the tutorial starts over)."""
        path = Path(path) if path is not None else save_path()
        if not persist.has_save(path):
            return None
        try:
            match = cls.load(path)
        except persist.SaveError as exc:
            log.warning("the tutorial starts over: %s (%s)", exc.message, exc.detail)
            return None
        if match.record.seed != script.seed or match.record.players != script.players or match.content.module_ids:
            return None
        return match

    @classmethod
    def start(cls, script: Script, path=None) -> "TutorialMatch":
        return cls.resume(script, path) or cls.fresh(script)


def has_progress() -> bool:
    """A tutorial left before its end (the title says Resume)."""
    return persist.has_save(save_path())


def forget_progress() -> None:
    persist.delete_save(save_path())


# --- the first-launch offer --------------------------------------------------------------------
def offer_path() -> Path:
    return persist.user_data_dir() / OFFER_NAME


def offer_answered() -> bool:
    data = persist.saves.read_json(offer_path())    # bounded, a regular file only: a pipe would hang the title
    return isinstance(data, dict) and data.get("answer") in ("yes", "no")


def should_offer(app) -> bool:
    """The title asks once per run, on the game's own start (app.offer_tutorial: not in tests or
    screenshots), until the player has answered."""
    if not getattr(app, "offer_tutorial", False) or getattr(app, "_tutorial_offered", False):
        return False
    app._tutorial_offered = True
    return not offer_answered()


def remember_offer(answer: str) -> None:
    """The player answered the first-launch offer ('yes' or 'no'): it is not asked again."""
    try:
        persist.atomic_write_json(offer_path(), {"answer": answer})
    except (OSError, TypeError, ValueError) as exc:
        log.warning("the tutorial offer was not remembered: %s", exc)


# the content the tutorial is played with: the base game alone, whatever --modules says
def base_content():
    return match_module.content_for(())
