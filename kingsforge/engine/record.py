"""A game as its seed plus its action log: replay, undo, save and load all build on it."""

from __future__ import annotations

from kingsforge.chance import SEED_DIGITS, seed_ok
from kingsforge.datasum import same_rules
from kingsforge.engine import rules
from kingsforge.engine.actions import (
    ACTION_TYPES,
    Claim,
    Craft,
    Decide,
    Dock,
    Harvest,
    Pass,
    UseAbility,
    UseCharge,
    Visit,
)
from kingsforge.engine.mechanism import MOVE_KINDS
from kingsforge.engine.model import Content
from kingsforge.engine.setup import new_game
from kingsforge.engine.state import State

FORMAT_VERSION = 1


class RecordError(ValueError):
    """A log that does not describe a legal game (corrupt or from other data)."""


def action_to_data(content: Content, action) -> dict:
    kind = type(action).__name__.lower()
    data = {"type": kind}
    if isinstance(action, Claim):
        data.update(card=content.gather[action.card].id, option=action.option, dice=list(action.dice))
    elif isinstance(action, Visit):
        data.update(card=content.visitors[action.card].id, option=action.option, dice=list(action.dice))
    elif isinstance(action, UseAbility):
        data.update(card=content.craft[action.card].id, option=action.option, dice=list(action.dice))
    elif isinstance(action, Dock):
        data.update(discard=content.gather[action.discard].id,
                    action=action.action, dice=list(action.dice))
    elif isinstance(action, Pass):
        data.update(benefit=action.benefit)
    elif isinstance(action, UseCharge):
        data.update(charge=action.charge, die=action.die)
    elif isinstance(action, Craft):
        data.update(card=content.craft[action.card].id, dice=list(action.dice))
    elif isinstance(action, Harvest):
        data.update(die=action.die, **{"as": content.die_types[action.as_type].id})
    elif isinstance(action, Decide):
        data.update(choice=list(action.choice) if isinstance(action.choice, tuple) else action.choice)
    elif type(action) in MOVE_KINDS:          # a mechanism's own move: its fields as numbers and dice
        data.update({f: list(v) if isinstance(v, tuple) else v for f, v in zip(action._fields, action)})
    return data


def action_from_data(content: Content, data) -> tuple:
    """Rebuild an action from plain data; raises RecordError naming what is wrong."""
    kind = data.get("type") if isinstance(data, dict) else None
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise RecordError(f"not a move: {data!r:.80}")
    try:
        if kind == "claim":
            return Claim(content.gather_index(_text(data, "card")), _number(data, "option"), _dice(data))
        if kind == "visit":
            return Visit(content.visitor_index(_text(data, "card")), _number(data, "option"), _dice(data))
        if kind == "useability":
            return UseAbility(content.craft_index(_text(data, "card")), _number(data, "option"), _dice(data))
        if kind == "dock":
            return Dock(content.gather_index(_text(data, "discard")), _number(data, "action"), _dice(data))
        if kind == "pass":
            return Pass(_text(data, "benefit", ""))
        if kind == "usecharge":
            return UseCharge(_number(data, "charge"), _number(data, "die"))
        if kind == "craft":
            return Craft(content.craft_index(_text(data, "card")), _dice(data))
        if kind == "harvest":
            return Harvest(_number(data, "die"), content.die_type_index(_text(data, "as")))
        cls = ACTION_TYPES[kind]
        if cls in MOVE_KINDS:
            return cls(*(_dice({"dice": data[f]}) if what == "dice" else _text(data, f) if what == "text"
                         else _number(data, f) for f, what in zip(cls._fields, MOVE_KINDS[cls].fields)))
        if kind == "decide":
            choice = data["choice"]
            if isinstance(choice, list):
                return Decide(_dice({"dice": choice}))
            return Decide(_number(data, "choice"))
        return ACTION_TYPES[kind]()
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"move {data!r:.80} is incomplete or names an unknown card ({exc})") from None


def _text(data, key, default=None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise ValueError(f"'{key}' must be text")
    return value


def _number(data, key) -> int:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"'{key}' must be a whole number")
    return value


def _dice(data) -> tuple[int, ...]:
    dice = data["dice"]
    if not isinstance(dice, list) or not all(isinstance(d, int) and not isinstance(d, bool) for d in dice):
        raise ValueError("dice must be a list of die numbers")
    return tuple(dice)


def saved_modules(data) -> tuple[str, ...]:
    """The module set a saved game was played with (a save from before modules: none)."""
    modules = data.get("modules", []) if isinstance(data, dict) else None
    if not isinstance(modules, list) or not all(isinstance(m, str) for m in modules):
        raise RecordError("the module list is damaged")
    if len(set(modules)) != len(modules):
        raise RecordError("the module list names a module twice")
    return tuple(modules)


def check_modules(content: Content, data) -> None:
    saved, here = saved_modules(data), content.module_ids
    if sorted(saved) != sorted(here):
        def names(ids):
            return ", ".join(ids) if ids else "the base game alone"
        raise RecordError(f"played with modules: {names(saved)}; this game was set up with: {names(here)}")


class GameRecord:
    """The seed, the moves so far and the state they lead to."""

    def __init__(self, content: Content, players: int, seed: int, names=None):
        self.content = content
        self.players = players
        self.seed = seed
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(players)]
        self.actions: list = []
        self.movers: list[int] = []            # who made each move
        self.reveals: list[bool] = []          # whether each move showed something new
        self.state: State = new_game(content, players, seed)

    def play(self, action) -> State:
        reason = rules.check(self.state, action)
        if reason is not None:
            raise rules.IllegalAction(reason)
        self.movers.append(self.state.turn)
        self.reveals.append(rules.reveals_information(self.state, action))
        rules.apply_in_place(self.state, action)
        self.actions.append(action)
        return self.state

    def replay_to(self, count: int) -> None:
        """Rebuild the state from the seed with only the first `count` moves."""
        actions = self.actions[:count]
        self.actions, self.movers, self.reveals = [], [], []
        self.state = new_game(self.content, self.players, self.seed)
        for action in actions:
            self.play(action)

    def undo_floor(self) -> int:
        """The earliest move count undo may return to for the player to move now.

        Undo never crosses another player's move or a move that revealed chance.
        """
        me = self.state.turn
        floor = len(self.actions)
        while floor > 0 and self.movers[floor - 1] == me and not self.reveals[floor - 1]:
            floor -= 1
        return floor

    def undo(self) -> bool:
        if len(self.actions) <= self.undo_floor():
            return False
        self.replay_to(len(self.actions) - 1)
        return True

    def to_data(self) -> dict:
        return {"format": FORMAT_VERSION, "data_checksum": self.content.checksum,
                "rules_checksum": self.content.rules_checksum,
                "modules": list(self.content.module_ids), "players": self.players,
                "seed": self.seed, "names": self.names,
                "actions": [action_to_data(self.content, a) for a in self.actions]}

    @classmethod
    def from_data(cls, content: Content, data) -> "GameRecord":
        if not isinstance(data, dict):
            raise RecordError("the saved game is not a record")
        version = data.get("format")
        if version != FORMAT_VERSION:
            raise RecordError(f"saved with format {version!r}; this version reads format {FORMAT_VERSION}")
        check_modules(content, data)
        if not same_rules(content, data):
            raise RecordError("saved with different card data")
        players, seed = data.get("players"), data.get("seed")
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
            raise RecordError(f"the player count {players!r:.40} is not 2, 3 or 4")
        if not seed_ok(seed):
            raise RecordError(f"the seed {seed!r:.40} is not a whole number of at most {SEED_DIGITS} digits")
        names = data.get("names")
        if names is not None and not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
            raise RecordError("the player names are not a list of names")
        record = cls(content, players, seed, names)
        moves = data.get("actions")
        if not isinstance(moves, list):
            raise RecordError("the move list is missing")
        for i, move in enumerate(moves):
            try:        # which move: the one to look at in the file (as Forge's records say)
                record.play(action_from_data(content, move))
            except rules.IllegalAction as exc:
                raise RecordError(f"move {i + 1} is not legal: {exc}") from None
            except RecordError as exc:
                raise RecordError(f"move {i + 1}: {exc}") from None
        return record
