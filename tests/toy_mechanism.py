"""A toy mechanism, declared entirely here (docs/modules.md, "A new mechanism"): polishing stones.

Its module folder is tests/toy_module/toy_polish/ (a module.yaml and one craft card). While that
module is on: at the start of every craft phase each player gets a stone (a HOOK), and one more
per stone a card they have claimed shows (a CARD TRAIT: craft.yaml `polish: n`, read by
`parse_polish`, kept as `card.trait("polish")`); in their craft turn, after the roll, a player
may spend one on a rolled die (a MOVE, `Polish(die)`), and then owes a choice (a DECISION,
`polish`): +1 or +2 on it. Stones left are kept from round to round (a ZONE, `stones`, saved
only when someone holds one). The move log says the move and the choice in its own sentences
(ENGLISH, declared as the mechanism's `english`: in engine/words.py's table while it is
registered). Importing this file registers it; `mechanism.unregister(TOY.name)` takes it out
again.
"""

from __future__ import annotations

from typing import NamedTuple

from kingsforge.engine import decisions
from kingsforge.engine.mechanism import (
    DecisionKind,
    Hook,
    Mechanism,
    MoveSource,
    Trait,
    Zone,
    register,
)
from kingsforge.engine.words import Reason

MODULE = "toy_polish"
POLISH = "polish"
MOST_STONES = 3         # the most a card's `polish:` may show

# What the move log says (Mechanism.english); a language without these keys falls back to them.
ENGLISH = {
    "move.polish": "{who} polishes a die showing {value}",
    "move.polish_by": "{who} polishes it by {amount}",
}


class Polish(NamedTuple):
    """Spend a polishing stone on one of your rolled dice."""
    die: int


def _on(content) -> bool:
    return MODULE in content.module_ids


def parse_polish(read, check, spec, path, card) -> dict:
    """craft.yaml `polish: n`: its owner gets n more stones each craft phase. `check` names
    file:line on a bad value, like every key the loader reads itself."""
    stones = check.integer(spec[POLISH], path + (POLISH,), 1, MOST_STONES, card)
    return {POLISH: stones}          # no CraftCard field is called so: kept in card.traits


def stones_owed(s, p) -> int:
    craft = s.content.craft
    return 1 + sum(craft[card].trait(POLISH, 0) for card in s.tucked[p])


def hand_out_stones(s, info=None) -> None:
    s.stones = tuple(n + stones_owed(s, p) for p, n in enumerate(s.stones))   # replaced, never changed in place


def listing(s, p, payer=None) -> list:
    if not s.stones[p]:
        return []
    seen, out = set(), []
    for die in sorted(s.rolled[p]):
        key = (s.play_type(die), s.values[die])
        if key not in seen:
            seen.add(key)
            out.append(Polish(die))
    return out


def problem(s, p, action):
    if not s.has_rolled:
        return Reason("roll_first")
    if not s.stones[p]:
        return Reason("not_a_choice")
    if action.die not in s.rolled[p]:
        return Reason("bonus_own_dice")
    return None


def apply(s, p, action) -> None:
    s.stones = tuple(n - (q == p) for q, n in enumerate(s.stones))
    decisions.owe(s, POLISH, p, extra=action.die)


def sentence(s, action, name, words) -> str:
    return words("move.polish", who=name(s.turn), value=s.values[action.die])


def polish_choices(s, d) -> list:
    return [1, 2]


def polish(s, d, amount) -> None:
    if d.extra in s.rolled[d.player]:
        s.values[d.extra] += amount


def polish_sentence(s, d, choice, name, words) -> str:
    return words("move.polish_by", who=name(d.player), amount=choice)


def conserved(s) -> list[str]:
    return [f"player {p} holds {n} stones" for p, n in enumerate(s.stones) if n < 0]


TOY = register(Mechanism(
    name="toy_polishing_stones",
    order=900,
    hooks=(Hook("hand_out_stones", "craft_start", 900, hand_out_stones, _on),),
    moves=(MoveSource("craft", (Polish,), listing, problem, apply, wanted=_on, sentence=sentence, fields=("whole",)),),
    decisions=(DecisionKind(POLISH, polish_choices, polish, sentence=polish_sentence),),
    zones=(Zone("stones", lambda s: (0,) * s.n, None,
                lambda s: {"stones": list(s.stones)} if any(s.stones) else {},
                lambda s, data: tuple(data.get("stones", (0,) * s.n))),),
    problems=conserved,
    traits=(Trait((POLISH,), "craft", parse_polish),),
    english=ENGLISH,
))
