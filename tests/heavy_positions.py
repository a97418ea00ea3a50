"""Heavy AI positions kept under tests/positions/ (a state, the bot and its seed), and the
work a decision on one costs: the bounded look-aheads must give the same move and the same
solver work however warm the caches are."""

import json
from pathlib import Path

from kingsforge.ai import make_bot
from kingsforge.ai.solver import work_done
from kingsforge.content import load_content
from kingsforge.engine.state import State

FOLDER = Path(__file__).parent / "positions"


def load(name: str, content=None):
    """(state, data) of tests/positions/<name>.json, on `content` or else on the modules
    the file names."""
    data = json.loads((FOLDER / f"{name}.json").read_text())
    if content is None:
        content = load_content(modules=data["modules"].split(","))
    return State.from_dict(content, data["state"]), data


def with_work(decide):
    """(decide()'s answer, the solver work it took)."""
    before = work_done()
    return decide(), work_done() - before


def twice(name: str, bot_seed: int, state, legal):
    """The bot's move and its work, played by two fresh bots in turn (asserted equal)."""
    runs = [with_work(lambda: make_bot(name, bot_seed).choose(state, legal)) for _ in range(2)]
    assert runs[0] == runs[1]
    return runs[0]
