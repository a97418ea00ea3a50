"""A small language for rule tests that read like the rulebook (after XMage's tests).

    game = Scenario(players=2)
    game.first_player(0).supply(0, metal=3, wood=1).row("bazaar", "north_mine")
    game.claim("bazaar", "top", "wood", "wood")   # raises if the engine refuses
    game.gather_ends()
    with game.dice(4, 4, 2): game.roll()
    game.craft("wizards_goblet", ("metal", 4), ("gem", 4), ("gem", 2))

Set-up helpers rearrange a real engine state (moving dice between zones, never
creating or destroying them), so every scenario still satisfies the invariants.
`dice(...)` loads the dice: the next rolls show exactly those values.
"""

from __future__ import annotations

from contextlib import contextmanager

from kingsforge.content import load_content
from kingsforge.engine import rng, rules
from kingsforge.engine.actions import Claim, Craft, Dock, EndTurn, Pass, Roll, UseCharge
from kingsforge.engine.invariants import assert_ok
from kingsforge.engine.setup import new_game
from kingsforge.engine.state import EMPTY

_CONTENT = None
CLAUSES_TESTED: dict[str, list[str]] = {}


def content():
    global _CONTENT
    if _CONTENT is None:
        _CONTENT = load_content()
    return _CONTENT


def clause(*ids):
    """Marks a test as checking these rulebook clauses (see tests/rule_clauses.py)."""
    def mark(fn):
        for clause_id in ids:
            CLAUSES_TESTED.setdefault(clause_id, []).append(fn.__name__)
        return fn
    return mark


class Scenario:
    def __init__(self, players: int = 2, seed: int = 1):
        self.c = content()
        self.state = new_game(self.c, players, seed)

    # --- arranging the table ----------------------------------------------------------
    def first_player(self, p: int) -> "Scenario":
        self.state.anvil = p
        self.state.turn = p
        return self

    def supply(self, p: int, **counts) -> "Scenario":
        """Replace p's supply with exactly these dice (moved to and from the stock)."""
        s = self.state
        for die in s.supply[p]:
            s.stock[s.content.die_type_of[die]].append(die)
        s.supply[p] = []
        for type_id, count in counts.items():
            pile = s.stock[self.c.die_type_index(type_id)]
            assert len(pile) >= count, f"the stock has only {len(pile)} {type_id}"
            for _ in range(count):
                s.supply[p].append(pile.pop())
        return self

    def empty_stock(self, type_id: str, leave: int = 0) -> "Scenario":
        """Move stock dice of a type to a player's smithy (as if others owned them)."""
        s = self.state
        pile = s.stock[self.c.die_type_index(type_id)]
        holder = s.n - 1
        while len(pile) > leave:
            s.smithy[holder].append(pile.pop())
        return self

    def row(self, *card_ids) -> "Scenario":
        """Make these gather cards the face-up row; the game's other cards form the deck."""
        s = self.state
        wanted = [self.c.gather_index(x) for x in card_ids]
        rest = [c for c in s.gather_cards if c not in wanted]
        s.gather_cards = tuple(wanted + rest[:max(0, len(s.gather_cards) - len(wanted))])
        s.gather_row = list(wanted)
        s.gather_deck = [c for c in s.gather_cards if c not in wanted]
        return self

    def deck(self, *card_ids) -> "Scenario":
        """The gather deck in draw order: deck('a', 'b') reveals a, then b."""
        s = self.state
        s.gather_deck = [self.c.gather_index(x) for x in reversed(card_ids)]
        used = [card for _p, card, _o, _d in s.claims] + [card for _p, card in s.discards]
        s.gather_cards = tuple([c for c in s.gather_row if c != EMPTY] + s.gather_deck + used)
        return self

    def display(self, *card_ids, waiting=()) -> "Scenario":
        s = self.state
        s.display = [self.c.craft_index(x) for x in card_ids]
        s.waiting = sorted((self.c.craft_index(x) for x in waiting), key=lambda i: self.c.craft[i].rank)
        self._deal()
        return self

    def _deal(self):
        """Record the craft cards now in play as this game's dealt cards."""
        s = self.state
        cards = s.display + s.waiting + [card for card, _p, _d in s.crafted]
        s.craft_cards = tuple(cards + [card for tucked in s.tucked for card in tucked])

    def tucked(self, p: int, *card_ids) -> "Scenario":
        s = self.state
        for card_id in card_ids:
            card = self.c.craft_index(card_id)
            for zone in (s.display, s.waiting):
                if card in zone:
                    zone.remove(card)
            s.tucked[p].append(card)
        self._deal()
        return self

    def to_craft_phase(self) -> "Scenario":
        """Everyone passes in turn (no benefit), which ends the gather phase."""
        while self.state.phase == "gather":
            self.do(Pass())
        return self

    # --- moves ---------------------------------------------------------------------------
    def do(self, action):
        self.state = rules.apply(self.state, action)
        assert_ok(self.state)
        return self.state

    def refused(self, action) -> str:
        """The engine's reason for refusing `action` (fails if it is legal)."""
        reason = rules.check(self.state, action)
        assert reason is not None, f"{action} was expected to be refused"
        return reason

    def pick(self, p: int, *type_ids, zone="supply") -> tuple[int, ...]:
        """Die ids of these types from p's zone, distinct."""
        dice = list(getattr(self.state, zone)[p])
        out = []
        for type_id in type_ids:
            t = self.c.die_type_index(type_id)
            die = next(d for d in dice if self.c.die_type_of[d] == t)
            dice.remove(die)
            out.append(die)
        return tuple(out)

    def option(self, card_id: str, which) -> int:
        if isinstance(which, int):
            return which
        labels = [o.label for o in self.c.gather[self.c.gather_index(card_id)].options]
        return labels.index(which)

    def claim_action(self, card_id, which, *type_ids):
        return Claim(self.c.gather_index(card_id), self.option(card_id, which),
                     self.pick(self.state.turn, *type_ids))

    def claim(self, card_id, which="top", *type_ids):
        return self.do(self.claim_action(card_id, which, *type_ids))

    def dock_action(self, discard_id, dock_id, which, *type_ids):
        index = next(a.index for a in self.c.dock_actions
                     if a.dock_id == dock_id and a.option.label == str(which))
        return Dock(self.c.gather_index(discard_id), index, self.pick(self.state.turn, *type_ids))

    def dock(self, discard_id, dock_id, which, *type_ids):
        return self.do(self.dock_action(discard_id, dock_id, which, *type_ids))

    def pass_(self, benefit: str = ""):
        return self.do(Pass(benefit))

    @contextmanager
    def dice(self, *values):
        """Loaded dice: the next rolls show these values, in order."""
        queue = list(values)
        real = rng.roll_d6

        def loaded(state):
            rng.below(state, 6)                 # keep the generator moving as a real roll would
            assert queue, "more dice were rolled than the scenario loaded"
            return queue.pop(0)

        rng.roll_d6 = loaded
        try:
            yield
        finally:
            rng.roll_d6 = real
        assert not queue, f"{len(queue)} loaded values were not rolled"

    def roll(self, *values):
        with self.dice(*values):
            return self.do(Roll())

    def rolled(self, p: int, type_id: str, value: int) -> int:
        """A rolled die of p showing that type and value."""
        t = self.c.die_type_index(type_id)
        return next(d for d in self.state.rolled[p]
                    if self.c.die_type_of[d] == t and self.state.values[d] == value)

    def craft_action(self, card_id, *type_values):
        p = self.state.turn
        chosen = []
        for type_id, value in type_values:
            t = self.c.die_type_index(type_id)
            die = next(d for d in self.state.rolled[p] if d not in chosen
                       and self.c.die_type_of[d] == t and self.state.values[d] == value)
            chosen.append(die)
        return Craft(self.c.craft_index(card_id), tuple(chosen))

    def craft(self, card_id, *type_values):
        return self.do(self.craft_action(card_id, *type_values))

    def charge_index(self, kind: str, amount=None) -> int:
        for i, (k, a, _g, used) in enumerate(self.state.charges[self.state.turn]):
            if k == kind and used == -1 and (amount is None or a == amount):
                return i
        raise AssertionError(f"no unused {kind} charge")

    def use(self, kind, type_id, value, amount=None):
        die = self.rolled(self.state.turn, type_id, value)
        return self.do(UseCharge(self.charge_index(kind, amount), die))

    def end_turn(self):
        return self.do(EndTurn())

    # --- reading the table ------------------------------------------------------------------
    def count(self, p: int, zone: str, type_id: str | None = None) -> int:
        dice = getattr(self.state, zone)[p]
        if type_id is None:
            return len(dice)
        t = self.c.die_type_index(type_id)
        return sum(1 for d in dice if self.c.die_type_of[d] == t)

    def stock(self, type_id: str) -> int:
        return len(self.state.stock[self.c.die_type_index(type_id)])

    def crafted_by(self, card_id: str):
        found = self.state.crafted_by(self.c.craft_index(card_id))
        return None if found is None else found[0]

    def tucked_ids(self, p: int) -> list[str]:
        return [self.c.craft[i].id for i in self.state.tucked[p]]
