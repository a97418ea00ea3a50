"""A Forge game as its seed plus its move log: replay, save and load build on it.

Saved data is plain JSON-able: {"game": "forge", "format": 1, "data_checksum", "players",
"seed", "names", "moves": [...]}.
"""

from __future__ import annotations

import hashlib
import json

from kingsforge.chance import SEED_DIGITS, seed_ok
from kingsforge.datasum import same_rules
from kingsforge.forge.engine import rules
from kingsforge.forge.engine.actions import ACTION_TYPES, Choose, Hammer, Place, Skip
from kingsforge.forge.engine.setup import new_game

GAME = "forge"
FORMAT_VERSION = 1


class RecordError(ValueError):
    """A log that does not describe a legal game (corrupt or from other data)."""


def move_to_data(move) -> dict:
    if isinstance(move, Hammer):
        return {"type": "hammer", "space": move.space}
    if isinstance(move, Choose):
        return {"type": "choose", "option": move.option}
    if isinstance(move, Place):
        data = {"type": "place", "worker": move.worker, "location": move.location}
        if move.option:
            data["option"] = move.option
        if move.detail:
            data["detail"] = list(move.detail)
        return data
    return {"type": "skip"}


def move_from_data(data):
    kind = data.get("type") if isinstance(data, dict) else None
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise RecordError(f"not a Forge move: {data!r:.80}")
    try:
        if kind == "hammer":
            return Hammer(_int(data, "space"))
        if kind == "choose":
            return Choose(_int(data, "option"))
        if kind == "place":
            detail = data.get("detail", [])
            if not isinstance(detail, list) or not all(isinstance(d, (str, int)) and not isinstance(d, bool)
                                                       for d in detail):
                raise ValueError("'detail' must be a list of words and numbers")
            option = data.get("option", "")
            location = data["location"]
            if not isinstance(option, str) or not isinstance(location, str):
                raise ValueError("'location' and 'option' must be text")
            return Place(_int(data, "worker"), location, option, tuple(detail))
        return Skip()
    except KeyError as exc:
        raise RecordError(f"a {kind} move lacks {exc}") from None
    except (TypeError, ValueError) as exc:
        raise RecordError(f"a {kind} move is malformed: {exc}") from None


def _int(data, key) -> int:
    value = data[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"'{key}' must be a whole number")
    return value


def digest(state) -> str:
    """A short fingerprint of the whole position (goldens, determinism tests)."""
    text = json.dumps(state.to_data(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


class GameRecord:
    """The seed, the moves so far and the state they lead to."""

    def __init__(self, content, players: int, seed: int, names=None):
        self.content = content
        self.players = players
        self.seed = seed
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(players)]
        self.moves: list = []
        self.state = new_game(content, players, seed)

    def play(self, move):
        reason = rules.check(self.state, move)
        if reason is not None:
            raise rules.IllegalAction(reason)
        rules.apply_in_place(self.state, move)
        self.moves.append(move)
        return self.state

    def to_data(self) -> dict:
        return {"game": GAME, "format": FORMAT_VERSION, "data_checksum": self.content.checksum,
                "rules_checksum": self.content.rules_checksum,
                "players": self.players, "seed": self.seed, "names": self.names,
                "moves": [move_to_data(m) for m in self.moves]}

    @classmethod
    def from_data(cls, content, data) -> "GameRecord":
        if not isinstance(data, dict):
            raise RecordError("the saved game is not a record")
        if data.get("game") != GAME:
            raise RecordError(f"this save is of the game {data.get('game', 'kingsforge')!r}, not Forge")
        if data.get("format") != FORMAT_VERSION:
            raise RecordError(f"saved with format {data.get('format')!r}; this version reads {FORMAT_VERSION}")
        if not same_rules(content, data):
            raise RecordError("saved with different Forge card data")
        players, seed = data.get("players"), data.get("seed")
        if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 4:
            raise RecordError(f"the player count {players!r:.40} is not 2, 3 or 4")
        if not seed_ok(seed):
            raise RecordError(f"the seed {seed!r:.40} is not a whole number of at most {SEED_DIGITS} digits")
        names = data.get("names")
        if names is not None and not (isinstance(names, list) and len(names) == players
                                      and all(isinstance(n, str) for n in names)):
            raise RecordError("the player names are not a list of one name per player")
        record = cls(content, players, seed, names)
        moves = data.get("moves")
        if not isinstance(moves, list):
            raise RecordError("the move list is missing")
        for i, move in enumerate(moves):
            try:
                record.play(move_from_data(move))
            except rules.IllegalAction as exc:
                raise RecordError(f"move {i + 1} is not legal: {exc}") from None
            except RecordError as exc:
                raise RecordError(f"move {i + 1}: {exc}") from None
        return record
