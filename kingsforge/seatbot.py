"""Computer players whose every choice is a pure function of (position, game seed, seat,
move number), for both games: a saved game resumes, and a replay replays, exactly.

Each seat's bot is built from (game seed, seat) alone, and before every decision its random
generator is re-seeded from (game seed, seat, move number), so no bot carries random state
from one move to the next. A bot may keep caches, but nothing else that changes its choices.
Each game subclasses SeatBot with its name and its bot registry's `make_bot`."""

from __future__ import annotations

import gc
import hashlib
import random


def decision_seed(seed: int, seat: int, move: int, game: str = "kingsforge") -> int:
    """The seed of the bot deciding move number `move` for `seat`: stable across runs,
    processes and Python versions (no hash randomisation)."""
    digest = hashlib.sha256(f"{game}-bot:{seed}:{seat}:{move}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def reseed(bot, seed: int) -> None:
    """Give `bot` a fresh random generator state: its own reseed(seed) if it has one,
    else every random.Random it holds is re-seeded."""
    own = getattr(bot, "reseed", None)
    if callable(own):
        own(seed)
        return
    for value in vars(bot).values():
        if isinstance(value, random.Random):
            value.seed(seed)


class SeatBot:
    """The computer player of one seat.

        bot = SeatBot("normal", record.seed, seat)
        move = bot.choose(state, legal, len(record.actions))
    """

    game = "kingsforge"

    def __init__(self, name: str, game_seed: int, seat: int):
        self.name = name
        self.game_seed = game_seed
        self.seat = seat
        self.bot = self.make_bot(name, decision_seed(game_seed, seat, -1, self.game))

    @staticmethod
    def make_bot(name: str, seed: int):
        raise NotImplementedError

    def choose(self, state, legal, move: int):
        if len(legal) == 1:                 # nothing to decide (and nothing to re-seed for)
            return legal[0]
        reseed(self.bot, decision_seed(self.game_seed, self.seat, move, self.game))
        action = self.bot.choose(state, legal)
        settle_memory()
        return action


_SETTLE = True


def keep_memory_unfrozen() -> None:
    """For the window's own process (ui/app.py): its scenes and surfaces come and go, and one
    frozen while alive would never be collected if it then became cyclic garbage. Bots there
    run only when the AI worker falls back to a thread; its own process settles as usual."""
    global _SETTLE
    _SETTLE = False


def settle_memory() -> None:
    """After a bot's decision: collect the young garbage, then freeze what is left, so Python's
    full collections never walk the bots' caches again. Those hold a million objects or more
    after a few hundred games, and a full collection -- which can fall inside any decision --
    took up to 1.7 s: most of the slowest decisions were that, not the search (docs/ai.md).
    Cyclic garbage is collected while young; a frozen object is still freed when the last
    reference to it goes (as a cache evicts it), so memory stays as before (measured over
    400 games: 547 MB both ways)."""
    if _SETTLE:
        gc.collect(1)
        gc.freeze()
