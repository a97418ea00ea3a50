"""Forge's computer players. Each is a class built as Bot(seed=..., name=...) with
choose(state, legal) -> one of `legal`, the same interface as King's Forge's bots.

BOTS maps a level's name to its class, weakest first: random and greedy (baselines), then
the levels offered at the table, easy, normal and hard (easy.py, normal.py, hard.py; a
missing one is simply not offered).
"""

from __future__ import annotations

import importlib

from kingsforge.forge.ai.greedy import GreedyBot
from kingsforge.forge.ai.random_bot import RandomBot

BOTS = {"random": RandomBot, "greedy": GreedyBot}

for _level, _cls in (("easy", "EasyBot"), ("normal", "NormalBot"), ("hard", "HardBot")):
    try:
        BOTS[_level] = getattr(importlib.import_module(f"kingsforge.forge.ai.{_level}"), _cls)
    except ModuleNotFoundError as _exc:          # not written yet: that level is not offered
        if _exc.name != f"kingsforge.forge.ai.{_level}":
            raise


def make_bot(name: str, seed: int = 0):
    try:
        return BOTS[name](seed=seed, name=name)
    except KeyError:
        raise ValueError(f"unknown bot '{name}' (choose from {', '.join(sorted(BOTS))})") from None
