"""The AI worker's Forge jobs (run inside the worker, no pygame): the computer's move, and
the hint (the move the strongest bot plays). kingsforge/ui/aiworker.py hands Forge jobs here."""

from __future__ import annotations

import time

from kingsforge.forge.ai import BOTS
from kingsforge.forge.engine import rules
from kingsforge.forge.engine.record import move_to_data

# The table's levels and the bot each plays; a level whose bot is not written yet falls back.
LEVEL_BOTS = {"easy": ("greedy",), "normal": ("normal", "greedy"), "hard": ("hard", "normal", "greedy")}


def bot_for(level: str) -> str:
    """The registered bot name for a seat's level (or a bot's own name)."""
    if level in BOTS:
        return level
    return next((b for b in LEVEL_BOTS.get(level, ()) if b in BOTS), "greedy")


def hint_bot() -> str:
    return bot_for("hard")


def answer(record, job: dict, bots: dict) -> dict:
    """The worker's reply to a Forge move or hint job on `record`'s position."""
    from kingsforge.forge.match import SeatBot

    state = record.state
    seat = state.current()
    name = hint_bot() if job["kind"] == "hint" else bot_for(job["level"])
    key = ("forge", name, record.seed, seat)
    bot = bots.get(key)
    if bot is None:
        if len(bots) > 16:
            bots.clear()
        bot = bots[key] = SeatBot(name, record.seed, seat)
    started = time.perf_counter()
    move = bot.choose(state, rules.legal_actions(state), len(record.moves))
    rest = float(job.get("think_at_least", 0.0)) - (time.perf_counter() - started)
    if rest > 0:
        time.sleep(rest)
    reply = {"action": move_to_data(move), "seconds": time.perf_counter() - started}
    if job["kind"] == "hint":
        reply["why"] = {"kind": "forge", "bot": name}
    return reply
