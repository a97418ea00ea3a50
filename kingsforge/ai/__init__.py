"""AI players. Each bot is a Player (see base.py) built by name with make_bot."""

from __future__ import annotations

from kingsforge.ai.greedy import GreedyBot
from kingsforge.ai.normal import NormalBot
from kingsforge.ai.random_bot import RandomBot

BOTS = {"random": RandomBot, "greedy": GreedyBot, "normal": NormalBot}


def make_bot(name: str, seed: int = 0):
    try:
        return BOTS[name](seed=seed, name=name)
    except KeyError:
        raise ValueError(f"unknown bot '{name}' (choose from {', '.join(sorted(BOTS))})") from None
