"""Bots' decisions leave Python's full garbage collections nothing of theirs to walk
(seatbot.settle_memory): the caches that made a full collection take over a second inside a
decision are frozen after each one, and cyclic garbage is still collected."""

import gc
import weakref

import pytest

import kingsforge.seatbot as seatbot
from kingsforge.ai import make_bot
from kingsforge.ai.tournament import play_one
from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.setup import new_game
from kingsforge.seatbot import SeatBot, settle_memory


class Node:
    pass


@pytest.fixture(autouse=True)
def settling(monkeypatch):
    monkeypatch.setattr(seatbot, "_SETTLE", True)       # a window opened by an earlier test turns it off
    gc.unfreeze()
    yield
    gc.unfreeze()


def test_settling_freezes_what_lives_and_collects_young_cycles():
    gc.unfreeze()
    kept, cycle = Node(), Node()
    cycle.me = cycle                      # garbage only a collection can free
    gone = weakref.ref(cycle)
    del cycle
    settle_memory()
    assert gone() is None                 # collected, not frozen for good
    assert gc.get_freeze_count() > 0 and gc.get_count()[2] == 0
    assert not any(o is kept for o in gc.get_objects())    # frozen: out of every generation
    gc.unfreeze()


class KingsForgeSeat(SeatBot):
    make_bot = staticmethod(make_bot)


def test_a_seat_and_a_tournament_settle_memory_after_each_decision():
    content = load_content()
    s = new_game(content, 2, 3)
    gc.unfreeze()
    seat = KingsForgeSeat("greedy", 3, s.turn)
    seat.choose(s, rules.legal_actions(s), 0)
    assert gc.get_freeze_count() > 0
    gc.unfreeze()
    play_one(content, ["greedy", "random"], 2, 5, 0)
    assert gc.get_freeze_count() > 0
    gc.unfreeze()


def test_the_windows_process_keeps_its_objects_collectable():
    seatbot.keep_memory_unfrozen()
    settle_memory()
    assert gc.get_freeze_count() == 0
