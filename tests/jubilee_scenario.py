"""Scenario helpers for the Queen's Jubilee rule tests (tests/test_rules_jubilee_*.py).

`Jubilee(players, modules=...)` is tests/scenario.py's Scenario dealt from the
base game plus Queen's Jubilee modules (both by default), with a few more
set-up helpers. Like Scenario's, they only move dice and cards between zones of
a real engine state, so every position still satisfies the invariants; moves go
through rules.check/apply (Scenario.do) and decisions are answered with
`decide()`, the same Decide moves legal_actions lists.
"""

from __future__ import annotations

from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.actions import Decide
from kingsforge.engine.setup import new_game
from scenario import Scenario

GATHER_MODULE, VARIANT_MODULE = "jubilee_gather", "jubilee_variant"
BOTH = (GATHER_MODULE, VARIANT_MODULE)
_CONTENTS: dict[tuple, object] = {}


def jubilee_content(modules=BOTH):
    key = tuple(modules)
    if key not in _CONTENTS:
        _CONTENTS[key] = load_content(modules=key)
    return _CONTENTS[key]


class Jubilee(Scenario):
    def __init__(self, players: int = 2, seed: int = 1, modules=BOTH):
        self.c = jubilee_content(modules)
        self.state = new_game(self.c, players, seed)

    # --- arranging the table ----------------------------------------------------------
    def give(self, p: int, type_id: str, count: int = 1, zone: str = "supply", value: int = 0) -> list[int]:
        """Move `count` dice of a type from the stock to p's zone (with pips `value`)."""
        s = self.state
        pile = s.stock[self.c.die_type_index(type_id)]
        assert len(pile) >= count, f"the stock has only {len(pile)} {type_id}"
        out = []
        for _ in range(count):
            die = pile.pop()
            s.values[die] = value
            getattr(s, zone)[p].append(die)
            out.append(die)
        return out

    def cemetery_on_table(self, value: int, owner: int = 0) -> int:
        """The Cemetery die on its card showing `value` (as if claimed earlier this round)."""
        s = self.state
        pile = s.stock[self.c.die_type_index("cemetery")]
        die = pile.pop()
        s.values[die] = value
        s.cemetery = (owner, die)
        return die

    def escape_deck(self, *card_ids) -> "Jubilee":
        """Stack the Escape the Dungeon deck: escape_deck('a', 'b') deals a, then b."""
        s = self.state
        index = {card.id: card.index for card in self.c.escape}
        cards = s.escape_deck + s.escape_discard
        top = [index[x] for x in card_ids]
        for card in top:
            cards.remove(card)
        s.escape_deck = cards + list(reversed(top))
        s.escape_discard = []
        return self

    def decide(self, choice):
        return self.do(Decide(choice))

    def choices(self) -> list:
        """What the player who owes the front decision may choose."""
        assert self.state.pending, "no decision is owed"
        return [a.choice for a in rules.legal_actions(self.state)]

    # --- names ----------------------------------------------------------------------------
    def colour(self, name: str) -> int:
        return self.c.colours.index(name)

    def die_type(self, type_id: str) -> int:
        return self.c.die_type_index(type_id)

    def escape_card(self, card_id: str) -> int:
        return next(card.index for card in self.c.escape if card.id == card_id)

    def dice_of(self, p: int, zone: str, type_id: str) -> list[int]:
        t = self.c.die_type_index(type_id)
        return [d for d in getattr(self.state, zone)[p] if self.c.die_type_of[d] == t]

    def use_charge_on(self, charge: int, die: int):
        return self.do(rules.UseCharge(charge, die))

    def permanent_charges(self, p: int) -> list[int]:
        """Indices of p's unused charges that come from a lasting bonus."""
        rules_ = self.state.charge_rules
        return [i for i, (_k, _a, group, used) in enumerate(self.state.charges[p])
                if group in rules_ and used == -1]

    # --- whole steps ----------------------------------------------------------------------
    def roll_all(self, value: int = 1):
        """Roll the player's dice, every die that is rolled showing `value`."""
        s = self.state
        p = s.turn
        dice = s.to_roll(p)
        return self.roll(*[value] * sum(1 for d in dice if s.values[d] == 0))

    def finish_round(self, value: int = 1):
        """Everyone passes (if still gathering), rolls and ends the craft turn: on to cleanup."""
        start = self.state.round
        self.to_craft_phase()
        while self.state.phase == "craft" and self.state.round == start:
            if not self.state.has_rolled:
                self.roll_all(value)
            self.end_turn()
        return self.state


def bonus_card(c, plus: int, colour: str, skip=()) -> str:
    """The id of the lowest-ranked craft card whose lasting bonus is +plus on `colour`
    ('any' for the multi-colour field). Tests pick cards by their bonus, not by name, so
    a balance pass that moves a bonus to another card does not break them."""
    colours = frozenset(range(len(c.colours))) if colour == "any" else frozenset({c.colours.index(colour)})
    for card in sorted(c.craft, key=lambda card: card.rank):
        bonus = card.permanent
        if bonus is not None and bonus.plus == plus and bonus.colours == colours and card.id not in skip:
            return card.id
    raise AssertionError(f"no card with a lasting +{plus} on {colour}")
