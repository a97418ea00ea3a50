"""Special requirement boxes and request cards (Masterworks' Ambassador Requests).

Boxes, usable by any craft card (craft.yaml `needs:`; the loader sets CraftCard.special):

* a LOCKED box (`{box: gem 2, locked: true}`) takes a die showing exactly its pips;
* a BOOSTING box (`{box: magic 3, boost: borealis}`, always the card's last) is optional:
  whoever holds the card at cleanup with it filled gains one die of that type;
* a HYBRID box (`wood/magic 3`) takes a die of either colour. It is a colour index past
  `content.colours` (content.hybrids holds its members) that `state.fits` gives every die
  filling a member, so matching reads it like any colour.

Filling and out-crafting such a card (`fills`, `fill_problem`): the dice in a Craft move are
one per box in box order; the boosting box's die, when given, comes last. An out-craft compares
box by box (`compare`): a box the holder left empty (a boosting box) is beaten by any die on it
and matched by leaving it empty; on a hybrid box a die of a rarer colour (content.rarity, a die
filling both counts as the rarer) beats one of a commoner colour whatever the values, and the
same colour compares values; a locked box always ties (both dice show its pips). Every box must
at least tie and one must be beaten (docs/rulings.md, "Ambassador Requests").

Requests: cards marked `request: true`, never dealt. At the start of the game the first player
picks one (or draws one at random, with the game's generator): the REQUEST decision, the first
move of the log. It lies beside the display (`state.beside`), craftable and out-craftable like a
side card, and counts as an item but has rank 0, so it never breaks a tie. Its `reward` is one
primitive of REWARDS, given to its owner for the rest of the game once it is claimed.
"""

from __future__ import annotations

from typing import NamedTuple

from kingsforge.engine import decisions, effects, rng
from kingsforge.engine.matching import assignment_problem, distinct_assignments
from kingsforge.engine.moments import hook
from kingsforge.engine.restrictions import broken
from kingsforge.engine.words import Reason, Ref, craft_ref, rule_ref

REQUEST, SET_ASIDE, FITTEST = "request", "set_aside", "fittest"
RANDOM = -1            # REQUEST: draw one at random
KEEP_ALL = -1          # SET_ASIDE: use the roll as it is


class Reward(NamedTuple):
    takes: str         # what its YAML value is: 'none', 'pips' (1-6) or 'types' (a list of die types)


REWARDS: dict[str, Reward] = {
    "good_fortune": Reward("pips"),          # the owner's dice rolling this value in the craft roll get +1
    "knightly_gifts": Reward("types"),       # one die a cleanup, these types in order, from the claiming one
    "rolling_thunder": Reward("none"),       # after the craft roll: keep one die, re-roll the others
    "survival_of_the_fittest": Reward("none"),  # once: a die of the type that showed the highest value on it
}


# --- colours ------------------------------------------------------------------------------
def colour_id(content, colour: int) -> str:
    """'gem', or 'wood/magic' for a hybrid box."""
    base = len(content.colours)
    if colour < base:
        return content.colours[colour]
    return "/".join(content.colours[m] for m in content.hybrids[colour - base])


def members(content, colour: int) -> tuple[int, ...]:
    base = len(content.colours)
    return (colour,) if colour < base else content.hybrids[colour - base]


def widen(content, colours: frozenset) -> frozenset:
    """A die filling `colours` also fills every hybrid colour one of them is in."""
    base = len(content.colours)
    extra = {base + k for k, mem in enumerate(content.hybrids) if colours & set(mem)}
    return colours | frozenset(extra) if extra else colours


def rarity(content, fits, die_type: int, colour: int) -> int:
    """How rare the colour a die counts as on a box of `colour`: its rarest member colour it fills."""
    order = content.rarity or tuple(range(len(content.colours)))
    own = fits[die_type]
    return max((order.index(m) for m in members(content, colour) if m in own), default=-1)


# --- filling and out-crafting -------------------------------------------------------------
def compare(content, fits, card, held, new) -> tuple[int, ...]:
    """Per box: 1 if `new` beats `held` there, 0 a tie, -1 worse. held/new: (type, value) per box
    filled, in box order (a boosting box left empty is simply missing)."""
    out = []
    for j, (colour, _pips) in enumerate(card.slots):
        h = held[j] if j < len(held) else None
        n = new[j] if j < len(new) else None
        if h is None:
            out.append(1 if n is not None else 0)
            continue
        if n is None:
            out.append(-1)
            continue
        if colour >= len(content.colours):
            rh, rn = rarity(content, fits, h[0], colour), rarity(content, fits, n[0], colour)
            if rh != rn:
                out.append(1 if rn > rh else -1)
                continue
        out.append((n[1] > h[1]) - (n[1] < h[1]))
    return tuple(out)


def beats(content, fits, card, held, new) -> bool:
    result = compare(content, fits, card, held, new)
    return min(result) >= 0 and max(result) == 1


def locks_kept(card, values) -> bool:
    return all(values[j] == card.slots[j][1] for j in card.locked if j < len(values))


def fills(content, card, dice, fits, held=None) -> list[tuple[int, ...]]:
    """Every way (die ids per box, up to interchangeable dice) these rolled dice ((id, type, value),
    ...) may craft a special card, or out-craft it from dice `held` ((type, value) per box)."""
    value = {d: (t, v) for d, t, v in dice}
    out = []
    counts = (card.required, len(card.slots)) if card.boost >= 0 else (len(card.slots),)
    for n in counts:
        slots = card.slots[:n]
        if len(dice) < n:
            continue
        # A distinct made-up floor per box keeps boxes of the same colour and pips apart (one may be
        # locked, or beaten, and the other not); it is below every box's pips so it bars nothing.
        marks = tuple(-(j + 1) for j in range(n))
        for assignment in distinct_assignments(slots, dice, fits, marks):
            values = [value[d][1] for d in assignment]
            if not locks_kept(card, values):
                continue
            if card.restrict and broken(card.restrict, values) is not None:
                continue
            if held is not None and not beats(content, fits, card, held, [value[d] for d in assignment]):
                continue
            out.append(assignment)
    return out


def fill_problem(content, card_index: int, assigned, fits, held=None) -> Reason | None:
    """Why dice ((id, type, value) per box, in box order) cannot craft or out-craft this special card."""
    card = content.craft[card_index]
    n = len(assigned)
    if n not in ((card.required, len(card.slots)) if card.boost >= 0 else (len(card.slots),)):
        if card.boost >= 0:
            return Reason("count_boost", count=card.required)
        return Reason("count", count=len(card.slots))
    found = assignment_problem(card.slots[:n], assigned, fits, None)
    if found is not None:
        index, code = found
        colour, pips = card.slots[index]
        die, die_type, value = assigned[index]
        name = colour_id(content, colour)
        fields = {"need": Ref("die", name, name), "pips": pips, "count": len(card.slots),
                  "die": Ref("die", content.die_types[content.die_type_of[die]].id,
                             content.die_types[content.die_type_of[die]].name.lower()), "value": value}
        try:
            return Reason(code, **fields)
        except KeyError:
            return Reason("requirements")
    values = [v for _d, _t, v in assigned]
    wrong = locked_problem(content, card, enumerate(values))
    if wrong is not None:
        return wrong
    if card.restrict:
        rule = broken(card.restrict, values)
        if rule is not None:
            return Reason("restricted", card=craft_ref(content, card_index), rule=rule_ref(rule))
    if held is not None:
        result = compare(content, fits, card, held, [(t, v) for _d, t, v in assigned])
        if min(result) < 0:
            j = result.index(-1)
            return Reason("special_floor", card=craft_ref(content, card_index), box=j + 1)
        if max(result) < 1:
            return Reason("special_not_better", card=craft_ref(content, card_index))
    return None


def locked_problem(content, card, placed) -> Reason | None:
    """Why dice put on boxes ((box, value), ...) break a locked box of `card` (not exactly its
    pips), or None: a craft move's check, and the table's as the dice are placed."""
    for j, value in sorted(placed):
        if j in card.locked and value != card.slots[j][1]:
            colour, pips = card.slots[j]
            name = colour_id(content, colour)
            return Reason("locked_box", need=Ref("die", name, name), pips=pips, value=value)
    return None


def needed(card) -> tuple:
    """The boxes that must be filled (a boosting box is optional): what the odds and the solver count."""
    return card.slots[:card.required]


def box_rules(card) -> tuple:
    """Per needed box, (card, its rules): the card's restriction, and `exactly` on a locked box;
    () for a card with neither (engine/odds.py's `slot_rules`)."""
    if not card.restrict and not card.locked:
        return ()
    return tuple((card.index, card.restrict + ((("exactly", pips),) if j in card.locked else ()))
                 for j, (_c, pips) in enumerate(needed(card)))


def held_of(s, dice) -> list[tuple[int, int]]:
    """(type, value) of the dice on a crafted card, in box order."""
    return [(s.play_type(d), s.values[d]) for d in dice]


# --- the request: chosen at the start of the game -----------------------------------------
@hook("offer_request")
def offer_request(s, info=None) -> None:
    decisions.owe(s, REQUEST, s.anvil)


def _request_choices(s, d):
    return list(s.content.requests) + [RANDOM]


def _request(s, d, choice):
    if choice == RANDOM:
        choice = s.content.requests[rng.below(s, len(s.content.requests))]
    s.beside.append(choice)
    s.craft_cards = s.craft_cards + (choice,)


# --- rewards after the craft roll ---------------------------------------------------------
def reward_of(s, p: int):
    """The reward p's claimed request gives, or ()."""
    craft = s.content.craft
    for q, card, _since, _owed in s.rewarded:
        if q == p and craft[card].reward:
            return craft[card].reward
    return ()


@hook("request_rolled")
def request_rolled(s, p) -> None:
    reward = reward_of(s, p)
    if not reward:
        return
    name, arg = reward
    if name == "good_fortune":
        # Dice showing `arg` as they come out of the roll (pre-rolled ones too: theirs was a roll).
        for die in s.rolled[p]:
            if s.values[die] == arg:
                s.values[die] += 1
    elif name == "rolling_thunder" and len(s.rolled[p]) > 1:
        decisions.owe(s, SET_ASIDE, p)


def _set_aside_choices(s, d):
    out, seen = [], set()
    for die in sorted(s.rolled[d.player]):
        key = (s.play_type(die), s.values[die])
        if key not in seen:
            seen.add(key)
            out.append(die)
    return out + [KEEP_ALL]


def _set_aside(s, d, choice):
    if choice == KEEP_ALL:
        return
    from kingsforge.engine.craft import reroll_die     # craft imports this module
    p = d.player
    for die in list(s.rolled[p]):
        if die == choice:
            continue
        if not reroll_die(s, p, die):
            # cancelled: its kept-die decisions (copy, stone) go with it
            s.pending[:] = [x for x in s.pending if not (x.player == p and x.extra == die and x.kind in
                                                         ("copy", "stone"))]


# --- cleanup: claiming, boosting boxes, gifts ---------------------------------------------
@hook("claim_requests")
def claim_requests(s, info=None) -> None:
    """At the start of cleanup (dice still on the cards): note each claimed request and each
    filled boosting box, and what they owe at the end of cleanup."""
    craft = s.content.craft
    for card, p, dice in s.crafted:
        k = craft[card]
        owed = []
        if k.boost >= 0 and len(dice) == len(k.slots):
            owed.append((k.boost,))
        if k.reward and k.reward[0] == "survival_of_the_fittest":
            top = max(s.values[d] for d in dice)
            owed.append(tuple(sorted({s.content.die_type_of[d] for d in dice if s.values[d] == top})))
        if k.request or owed:
            s.rewarded.append((p, card, s.round, tuple(owed)))


@hook("request_gains")
def request_gains(s, info=None) -> None:
    """The very end of cleanup (the round just played is s.round - 1): owed dice, Knightly Gifts."""
    craft = s.content.craft
    played = s.round - 1
    still = []
    for p, card, since, owed in s.rewarded:
        for choice in owed:
            left = tuple(t for t in choice if s.stock[t])
            if len(left) > 1:
                decisions.owe(s, FITTEST, p, who=left)
            elif left:
                give(s, p, left[0])
        reward = craft[card].reward
        if reward and reward[0] == "knightly_gifts" and 0 <= played - since < len(reward[1]):
            give(s, p, reward[1][played - since])
        if craft[card].request:
            still.append((p, card, since, ()))
    s.rewarded = still


def give(s, p: int, die_type: int) -> None:
    """One die from the (finite) stock: onto the mini card for a kept type, else into the supply."""
    effects.gain_dice(s, p, ((die_type, 1),), to_supply=True)


def _fittest_choices(s, d):
    return list(d.who)


def _fittest(s, d, choice):
    give(s, d.player, choice)


decisions.KINDS.update({
    REQUEST: (_request_choices, _request),
    SET_ASIDE: (_set_aside_choices, _set_aside),
    FITTEST: (_fittest_choices, _fittest),
})
decisions.REVEALING = decisions.REVEALING + (REQUEST, SET_ASIDE)
