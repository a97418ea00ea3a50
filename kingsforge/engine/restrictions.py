"""Craft-card restrictions: named rules on the values of the dice a card is crafted with
(Masterworks' variant monuments: all different, all odd, no 4, nothing above 4).

A card names its rules in craft.yaml (`restrict: all_odd`, `restrict: {not_value: 4}`, or a
list); the loader turns them into `CraftCard.restrict`, a tuple of `(name, value)` pairs
(value 0 for a rule that takes none). Phase code, the AI and the odds never ask which card
or module a rule comes from: they read the two properties a primitive has,

* `each(value, arg)`: a test every die on the card must pass on its own (None: no such test);
* `distinct`: the dice on the card must all show different values.

A rule is checked on the values the dice show when the card is crafted (bonuses, flips and
sixes applied), on a craft and an out-craft alike.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

Rule = tuple[str, int]


class Primitive(NamedTuple):
    takes_value: bool                              # written `{name: value}` (a pip value 1-6)
    each: Callable[[int, int], bool] | None        # per die: (value, rule's value) -> allowed?
    distinct: bool = False                         # every die on the card a different value


RESTRICTIONS: dict[str, Primitive] = {
    "all_different": Primitive(False, None, distinct=True),
    "all_odd": Primitive(False, lambda v, _a: v % 2 == 1),
    "not_value": Primitive(True, lambda v, a: v != a),
    "max_value": Primitive(True, lambda v, a: v <= a),
    # every die exactly this value: a locked box (engine/requests.py) is this rule on one box,
    # which is how the odds and the solver read it
    "exactly": Primitive(True, lambda v, a: v == a),
}


def value_ok(restrict: tuple[Rule, ...], value: int) -> bool:
    """True if a die showing `value` passes every per-die rule of the card."""
    for name, arg in restrict:
        each = RESTRICTIONS[name].each
        if each is not None and not each(value, arg):
            return False
    return True


def distinct(restrict: tuple[Rule, ...]) -> bool:
    """True if the card's dice must all show different values."""
    return any(RESTRICTIONS[name].distinct for name, _arg in restrict)


def broken(restrict: tuple[Rule, ...], values) -> Rule | None:
    """The first rule these values (the dice on the card) break, or None."""
    values = list(values)
    for rule in restrict:
        name, arg = rule
        primitive = RESTRICTIONS[name]
        if primitive.each is not None and not all(primitive.each(v, arg) for v in values):
            return rule
        if primitive.distinct and len(set(values)) != len(values):
            return rule
    return None


def rule_id(rule: Rule) -> str:
    """'all_odd', 'not_value:4': a rule as one word (texts, the cards listing)."""
    name, arg = rule
    return f"{name}:{arg}" if RESTRICTIONS[name].takes_value else name


def parse_rule_id(ident: str) -> Rule:
    name, _, arg = ident.partition(":")
    return name, int(arg) if arg else 0
