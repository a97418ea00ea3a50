"""The engine's front door (issue 9, section 5): a move that rules.check accepts is a move that
rules.legal_actions lists, up to the choice between equal dice, in every module set.

Positions come from seeded random play to a random depth (base game and each Queen's
Jubilee module set); moves are hand-built by hypothesis, most of them bad: cards not
face up or -1, options and indices out of range, dice the player does not own or
that do not fit, moves of the wrong phase, decisions with choices that are not
offered, and small mutations of legal moves. Every move check accepts must:

- be listed by legal_actions (same kind, same card/option/dock action/charge source,
  the same die types per box, the same (type, value) per craft slot, the same choice);
- apply without breaking the invariants (kingsforge.engine.invariants.problems);
- survive a save and a load (record.action_to_data, JSON, action_from_data).
Moves with a float, a bool or a text where a number goes are refused as no move at all
(check used to raise on them, or accept them and write a save that cannot be loaded).
"""

from __future__ import annotations

import json
import random
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kingsforge.ai.random_bot import RandomBot
from kingsforge.content import load_content
from kingsforge.engine import decisions, invariants, rules
from kingsforge.engine.actions import (
    Claim,
    Craft,
    Decide,
    Dock,
    EndTurn,
    Pass,
    Roll,
    UseCharge,
)
from kingsforge.engine.record import action_from_data, action_to_data
from kingsforge.engine.setup import new_game
from kingsforge.engine.state import EMPTY, OVER
from scenario import Scenario

EVERY_MASTERWORKS = ("ambassadors_row", "ambassador_requests", "griffins_landing", "masterworks_craft", "deluxe_cards",
                     "royal_decree", "variant_monuments")
# Jubilee's gather cards (pre-rolled and handed-out dice) with every Masterworks module (kept dice,
# visitors, abilities, requests): every module at once
EVERY_MODULE = ("ambassadors_row", "ambassador_requests", "griffins_landing", "jubilee_gather", "masterworks_craft",
                "deluxe_cards", "royal_decree", "variant_monuments")
MODULE_SETS = [(), ("jubilee_gather",), ("jubilee_variant",), ("jubilee_gather", "jubilee_variant"),
               EVERY_MASTERWORKS, EVERY_MODULE]
MAX_DEPTH = 500
MOVES_PER_POSITION = 150


@lru_cache(maxsize=None)
def content(modules):
    return load_content(modules=modules)


@lru_cache(maxsize=256)
def _position(modules, players, seed, depth):
    s = new_game(content(modules), players, seed)
    bots = [RandomBot(seed * 13 + p) for p in range(players)]
    for _ in range(depth):
        if s.phase == OVER:
            break
        rules.apply_in_place(s, bots[s.turn].choose(s, rules.legal_actions(s)))
    return s


def position(modules, players, seed, depth):
    return _position(modules, players, seed, depth).clone()


# --- what "the same move" means: the engine's contract (rules.move_key) -------------------------------
def canonical(s, a):
    return rules.move_key(s, a)


# --- hand-built moves ---------------------------------------------------------------------------------
# Built with a random.Random seeded by hypothesis: drawing hundreds of moves through
# hypothesis strategies costs ~10 ms a move, this costs microseconds.
BENEFITS = ["", "metal", "plus_one_one", "auto6", "wood", "library", "nonsense"]


class MoveMaker:
    def __init__(self, s, legal, rnd):
        self.s, self.legal, self.r = s, legal, rnd
        p = s.turn
        self.own = sorted(set(s.supply[p] + s.rolled[p] + s.smithy[p]))
        self.others = sorted({d for q in range(s.n) if q != p for d in s.supply[q] + s.rolled[q]})
        self.n_dice = len(s.content.die_type_of)

    def die(self):
        r = self.r.random()
        if self.own and r < 0.7:
            return self.r.choice(self.own)
        if self.others and r < 0.85:
            return self.r.choice(self.others)
        return self.r.randint(-1, self.n_dice)

    def dice(self, most=7):
        return tuple(self.die() for _ in range(self.r.randint(0, most)))

    def raw(self):
        s, r, c = self.s, self.r, self.s.content
        gather_card = r.choice(list(s.gather_row) + [EMPTY]) if r.random() < 0.8 else r.randint(-2, len(c.gather) + 1)
        craft_cards = list(s.display) + [card for card, _p, _d in s.crafted] + [EMPTY, len(c.craft)]
        craft_card = r.choice(craft_cards) if r.random() < 0.8 else r.randint(-2, len(c.craft) + 1)
        kind = r.randrange(9)
        if kind == 0:
            return Claim(gather_card, r.randint(-1, 4), self.dice())
        if kind == 1:
            return Dock(gather_card, r.randint(-1, len(c.dock_actions)), self.dice())
        if kind == 2:
            return Pass(r.choice(BENEFITS))
        if kind == 3:
            return r.choice([Roll(), EndTurn()])
        if kind == 4:
            return UseCharge(r.randint(-1, len(s.charges[s.turn]) + 1), self.die())
        if kind in (5, 6):
            return Craft(craft_card, self.dice())
        choice = r.choice([r.randint(-2, 6), self.dice(5), list(self.dice(5))])
        return Decide(choice)

    def mutated(self):
        r = self.r
        base = r.choice(self.legal)
        fields = list(base)
        if not fields:
            return self.raw()
        i = r.randrange(len(fields))
        value = fields[i]
        if isinstance(value, tuple):
            items = list(value)
            how = r.randrange(4)
            if how == 0 and items:
                items[r.randrange(len(items))] = self.die()
            elif how == 1 and items:
                items.pop(r.randrange(len(items)))
            elif how == 2:
                items.append(self.die())
            else:
                items.reverse()
            fields[i] = tuple(items)
        elif isinstance(value, int):
            fields[i] = value + r.choice([-2, -1, 1, 2, 5])
        else:
            return self.raw()
        return type(base)(*fields)

    def badly_typed(self):
        """A move with a float, a bool or a text where the engine reads a number."""
        r = self.r
        base = self.mutated() if self.legal and r.random() < 0.7 else self.raw()
        fields = list(base)
        if not fields:
            return base
        i = r.randrange(len(fields))
        value = fields[i]
        if isinstance(value, int):
            fields[i] = r.choice([float(value), bool(value % 2), str(value), None])
        elif isinstance(value, (tuple, list)) and value:
            items = list(value)
            items[r.randrange(len(items))] = r.choice([float(items[0]), True, "1"])
            fields[i] = tuple(items)
        else:
            fields[i] = r.choice([0.0, True, None, 7])
        return type(base)(*fields)

    def __call__(self):
        roll = self.r.random()
        if self.legal and roll < 0.55:
            return self.mutated()
        if roll < 0.65:
            return self.badly_typed()
        return self.raw()


def _as_tuples(a):
    return type(a)(*(tuple(v) if isinstance(v, list) else v for v in a))


def _check_front_door(s, candidates):
    legal = rules.legal_actions(s)
    listed = {canonical(s, a) for a in legal}
    for a in candidates:
        reason = rules.check(s, a)
        if reason is None:
            assert canonical(s, a) in listed, f"check accepts {a}, which legal_actions does not list ({s.phase})"
            after = rules.apply(s, a)
            assert invariants.problems(after) == [], (a, invariants.problems(after))
            saved = json.loads(json.dumps(action_to_data(s.content, a)))
            assert action_from_data(s.content, saved) == _as_tuples(a), f"{a} cannot be saved and loaded"
    return legal


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(modules=st.sampled_from(MODULE_SETS), players=st.integers(2, 4), seed=st.integers(0, 40),
       depth=st.integers(0, MAX_DEPTH), move_seed=st.integers(0, 2**32))
def test_check_accepts_only_listed_moves(modules, players, seed, depth, move_seed):
    s = position(modules, players, seed, depth)
    legal = rules.legal_actions(s)
    make = MoveMaker(s, legal, random.Random(move_seed))
    _check_front_door(s, [make() for _ in range(MOVES_PER_POSITION)])


@pytest.mark.parametrize("modules", MODULE_SETS)
def test_every_listed_move_is_accepted(modules):
    """The other direction, on every position of a few random games."""
    for seed in range(3):
        s = new_game(content(modules), 2 + seed, seed)
        bots = [RandomBot(seed * 5 + p) for p in range(s.n)]
        while s.phase != OVER and s.round <= 6:
            legal = rules.legal_actions(s)
            assert legal
            for a in legal:
                assert rules.check(s, a) is None, a
            rules.apply_in_place(s, bots[s.turn].choose(s, legal))


def _every_way_to_pay(s, boxes):
    """Every ordered choice of supply dice, one per box, whatever check says of it."""
    from itertools import permutations
    return permutations(s.supply[s.turn], len(boxes))


def test_every_payment_with_pre_rolled_dice_is_listed():
    """The issue's example: with pre-rolled dice showing 2, 2 and 5 (and unrolled ones), every
    payment check accepts is listed (rules.move_key: which value pays, and on which box, is a
    different move); the lowest-valued one is no longer the only one."""
    from jubilee_scenario import Jubilee
    game = Jubilee(players=2, seed=3).first_player(0).supply(0, metal=2, wood=1)
    game.give(0, "metal", 2, value=2)
    game.give(0, "metal", 1, value=5)
    s = game.state
    legal = rules.legal_actions(s)
    listed = {rules.move_key(s, a) for a in legal}
    c = s.content
    tried = accepted = 0
    for card in s.face_up():
        for a, dock in enumerate(c.dock_actions):
            for dice in _every_way_to_pay(s, dock.option.boxes):
                move = Dock(card, a, dice)
                tried += 1
                if rules.check(s, move) is None:
                    accepted += 1
                    assert rules.move_key(s, move) in listed, f"{move} is accepted but not listed"
    assert accepted and tried
    values = [{s.values[d] for d in a.dice} for a in legal if isinstance(a, Dock)]
    assert {5} in values or any(5 in v for v in values)          # the 5 pays too, when the player wants


# --- regression: an empty gather position ---------------------------------------------------------------
def test_claim_or_dock_naming_an_empty_position_is_refused():
    """check used to accept Claim/Dock naming -1 (an empty spot): the move took content.gather[-1]
    or visited a dock without turning a card down, broke card conservation and wrote an
    unloadable save."""
    game = Scenario(players=3).first_player(0)
    game.row("north_mine", "tavern").deck()
    game.claim("north_mine", "top")                       # no card left to refill: the spot is empty
    s = game.state
    assert EMPTY in s.gather_row and s.face_up() and s.turn == 1
    die = s.supply[1][0]
    assert rules.check(s, Claim(EMPTY, 0, ())).code == "card_not_face_up"
    assert rules.check(s, Claim(EMPTY, 1, (die,))).code == "card_not_face_up"
    assert rules.check(s, Dock(EMPTY, 0, (die,))).code == "dock_needs_card"
    legal = rules.legal_actions(s)
    assert not any(isinstance(a, Claim) and a.card == EMPTY or isinstance(a, Dock) and a.discard == EMPTY
                   for a in legal)
    with pytest.raises(rules.IllegalAction):
        rules.apply(s, Dock(EMPTY, 0, (die,)))
    _check_front_door(s, [Claim(EMPTY, 0, ()), Dock(EMPTY, 0, (die,)), Claim(len(s.content.gather) - 1, 0, ())])


def test_badly_typed_moves_are_refused_not_raised():
    game = Scenario(players=2).first_player(0).supply(0, metal=3)
    game.row("north_mine", "tavern", "mill", "bazaar")
    s = game.state
    tavern = game.c.gather_index("tavern")
    dice = tuple(s.supply[0][:2])
    assert rules.check(s, Claim(tavern, 1, dice)) is None
    for bad in (Claim(tavern, 1.0, dice), Claim(float(tavern), 1, dice), Claim(tavern, True, dice),
                Claim(tavern, 1, tuple(float(d) for d in dice)), Claim(tavern, "1", dice),
                Dock(tavern, 0.0, dice[:1]), Dock(tavern, False, dice[:1]), Pass(None), Pass(1),
                UseCharge(0.0, dice[0]), Craft(0, (1.5,)), Decide(True), Decide(1.0), Decide(None)):
        assert rules.check(s, bad).code == "not_a_move", bad
        with pytest.raises(rules.IllegalAction):
            rules.apply(s, bad)
    # a decision answered with True for player 1 used to be taken, and the save could not load
    s = new_game(content(("jubilee_gather",)), 3, 0)
    decisions.owe(s, decisions.DECLARE, s.turn, extra=s.content.die_type_index("conjurer"))
    assert rules.check(s, Decide(1)) is None
    assert rules.check(s, Decide(True)).code == "not_a_move" and rules.check(s, Decide(1.0)).code == "not_a_move"
