"""AI players. Each bot is a Player (see base.py) built by name with make_bot."""

from __future__ import annotations

from kingsforge.ai import policies  # noqa: F401  (every decision kind's policy registers)
from kingsforge.ai.easy import EasyBot
from kingsforge.ai.greedy import GreedyBot
from kingsforge.ai.hard import HardBot
from kingsforge.ai.normal import NormalBot
from kingsforge.ai.random_bot import RandomBot

# The levels a seat can take, weakest first: random and greedy are baselines.
BOTS = {"random": RandomBot, "greedy": GreedyBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(name: str, seed: int = 0):
    try:
        return BOTS[name](seed=seed, name=name)
    except KeyError:
        raise ValueError(f"unknown bot '{name}' (choose from {', '.join(sorted(BOTS))})") from None
