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

from typing import Callable, NamedTuple

from kingsforge.engine import decisions, effects, rng
from kingsforge.engine.colours import colour_id, members, rarity, widen  # noqa: F401  (the table reads them here)
from kingsforge.engine.dice import reroll_die, rerollable
from kingsforge.engine.matching import (
    assignment_problem,
    cached_places,
    colour_values,
    covers,
    distinct_assignments,
    needs_by_colour,
    useful_dice,
)
from kingsforge.engine.mechanism import (
    CardRule,
    DecisionKind,
    Hook,
    Mechanism,
    Trait,
    Zone,
    copy_list,
    register,
)
from kingsforge.engine.model import Effect
from kingsforge.engine.percontent import per_content
from kingsforge.engine.restrictions import broken
from kingsforge.engine.words import (
    Reason,
    Ref,
    craft_ref,
    dice_text,
    rolled_text,
    rule_ref,
    type_ref,
)

# The log's sentences and refusal reasons of special boxes and requests (engine/words.py
# merges them in; data/ambassador_requests/lang/es.yaml translates them).
ENGLISH = {
    "move.request": "{who} chooses the request {card}",
    "move.request_random": "{who} draws the request at random",
    "move.set_aside": "{who} sets the {die} aside and re-rolls the others",
    "move.set_aside_none": "{who} keeps the roll as it is",
    "move.fittest": "{who} takes a {die} die for {card}",
    "outcome.good_fortune.one": "Good Fortune turns {who}'s rolled {value} into {dice}",
    "outcome.good_fortune.other": "Good Fortune turns {who}'s {n} rolled {value}s into {dice}",
    "reason.count_boost": "This card needs {count} dice, or one more on its optional boosting box.",
    "reason.locked_box": "That {need} box is locked: it takes exactly {pips}, not {value}.",
    "reason.special_floor": "To out-craft {card}, box {box} must be at least as good as the die on it "
                            "(a locked box cannot be bettered; on a two-colour box the rarer colour wins).",
    "reason.special_not_better": "To out-craft {card}, beat at least one box: a locked box cannot be bettered, "
                                 "so beat an open box, take the optional box, or use a rarer colour.",
}

REQUEST, SET_ASIDE, FITTEST = "request", "set_aside", "fittest"
RANDOM = -1            # REQUEST: draw one at random
KEEP_ALL = -1          # SET_ASIDE: use the roll as it is


class Reward(NamedTuple):
    takes: str                          # its YAML value: 'none', 'pips' (1-6) or 'types' (a list of die types)
    rolled: Callable | None = None      # (s, p, arg): after the owner's craft roll
    claimed: Callable | None = None     # (s, card, dice) -> die-type choices owed at the end of the claiming cleanup
    cleanup: Callable | None = None     # (s, p, arg, rounds since claimed): at the end of every later cleanup
    # Its worth to the computer players, beside it (ai/evaluate.py lasting_worth; docs/ai.md): in
    # lasting +1s a round for a reward that pays every round, else once.
    worth: float = 0.5
    lasting: bool = True


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
    counts = (card.required, len(card.slots)) if card.boost >= 0 else (len(card.slots),)
    # the quick necessary check first (most special cards fail it on a given roll); the boxes'
    # made-up floors below bar nothing, so it holds for them as for a plain card
    by_colour = colour_values(dice, fits)
    if len(dice) < counts[0] or not covers(needs_by_colour(card.slots[:counts[0]], None), by_colour):
        return []
    # The fills of the dice the card could use (matching.useful_dice: in (type, value) order, no
    # more of one kind than it has boxes), kept as places among them (matching.cached_places).
    order = sorted(range(len(dice)), key=lambda i: (dice[i][1], dice[i][2]))
    kept, kinds, _per = useful_dice(card, dice, fits, order)
    key = (card.index, None if held is None else tuple(held), fits, kinds)
    places = cached_places(_fill_places(content), key, dice, kept,
                           lambda usable: _listed_fills(content, card, usable, fits, held, counts))
    return [tuple([dice[kept[i]][0] for i in fill]) for fill in places]


@per_content
def _fill_places(content) -> dict:
    """fills' cache for the content: (card, held, fits, kinds of the usable dice) -> places."""
    return {}


def _listed_fills(content, card, dice, fits, held, counts) -> list[tuple[int, ...]]:
    value = {d: (t, v) for d, t, v in dice}
    by_colour = colour_values(dice, fits)
    out = []
    for n in counts:
        slots = card.slots[:n]
        if len(dice) < n or (n != counts[0] and not covers(needs_by_colour(slots, None), by_colour)):
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
def offer_request(s, info=None) -> None:
    decisions.owe(s, REQUEST, s.anvil)


def _request_choices(s, d):
    return list(s.content.requests) + [RANDOM]


def _request(s, d, choice):
    if choice == RANDOM:
        choice = s.content.requests[rng.below(s, len(s.content.requests))]
    s.beside.append(choice)
    s.craft_cards = s.craft_cards + (choice,)


# --- the rewards ----------------------------------------------------------------------------
def reward_of(s, p: int):
    """The reward p's claimed request gives, or ()."""
    craft = s.content.craft
    for q, card, _since, _owed in s.rewarded:
        if q == p and craft[card].reward:
            return craft[card].reward
    return ()


def request_rolled(s, p) -> None:
    reward = reward_of(s, p)
    if reward:
        rolled = REWARDS[reward[0]].rolled
        if rolled is not None:
            rolled(s, p, reward[1])


def _good_fortune(s, p, arg) -> None:
    """Dice showing `arg` as they come out of the roll get +1 (pre-rolled ones too: theirs was a roll);
    the log says the roll as it came and the +1 apart (state.roll_changes, _fortune_told)."""
    for die in s.rolled[p]:
        if s.values[die] == arg:
            s.values[die] += 1
            s.roll_changes += ((die, arg),)


def _fortune_told(before, after, name, words) -> list[str]:
    """'Good Fortune turns Ana's 2 rolled 4s into metal 5, metal 5': the reward's change to the roll
    (the roll's own line says the dice as they came up)."""
    changed = after.roll_changes
    if not changed:
        return []
    return [words.count("outcome.good_fortune", len(changed), who=name(before.turn), value=changed[0][1],
                        dice=dice_text(after, [die for die, _v in changed], with_values=True, words=words))]


def _rolling_thunder(s, p, arg) -> None:
    if len(s.rolled[p]) > 1:
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
    p = d.player
    for die in list(s.rolled[p]):
        if die != choice and rerollable(s, die):     # a harvested Heartwood stays as it is
            reroll_die(s, p, die)       # cancelled: the decisions about it go with it (ROLLED_DIE)


def _fittest_owed(s, card, dice) -> tuple:
    """The types of the dice that showed the highest value on the card (a choice on a tie).
    A lent die (back to the stock at cleanup: Library, Farm, Conjurer) stands for the plain die
    of the colour it filled there (mw.house.fittest_lent): the reward is a die to keep, and a
    lent one would leave again at the next cleanup (a Conjurer's with no colour declared)."""
    c = s.content
    top = max(s.values[d] for d in dice)
    owed = set()
    for box, die in enumerate(dice):                    # a card's dice are in box order
        if s.values[die] != top:
            continue
        t = c.die_type_of[die]
        kind = c.die_types[t]
        if kind.keeps or not kind.returns_to_stock:     # an exotic die is won to keep: its own type
            owed.add(t)
            continue
        for colour in members(c, card.slots[box][0]):
            if colour in s.fits[t]:
                owed.update(plain.index for plain in c.die_types if plain.id == c.colours[colour])
    return tuple(sorted(owed))


def _knightly_gifts(s, p, types, since) -> None:
    if 0 <= since < len(types):
        give(s, p, types[since])


REWARDS: dict[str, Reward] = {
    # the owner's dice rolling this value in the craft roll get +1 (about one die in four)
    "good_fortune": Reward("pips", rolled=_good_fortune, worth=1.0),
    # one die a cleanup, these types in order, from the claiming one (four rounds)
    "knightly_gifts": Reward("types", cleanup=_knightly_gifts, worth=1.2),
    # after the craft roll: keep one die, re-roll the others (the strongest)
    "rolling_thunder": Reward("none", rolled=_rolling_thunder, worth=1.5),
    # once: a die of the type that showed the highest value on it
    "survival_of_the_fittest": Reward("none", claimed=_fittest_owed, worth=0.5, lasting=False),
}


# --- cleanup: claiming, boosting boxes, gifts ---------------------------------------------
def claim_requests(s, info=None) -> None:
    """At the start of cleanup (dice still on the cards): note each claimed request and each
    filled boosting box, and what they owe at the end of cleanup."""
    craft = s.content.craft
    for card, p, dice in s.crafted:
        k = craft[card]
        owed = []
        if k.boost >= 0 and len(dice) == len(k.slots):
            owed.append((k.boost,))
        claimed = REWARDS[k.reward[0]].claimed if k.reward else None
        if claimed is not None:
            owed.append(claimed(s, k, dice))
        if k.request or owed:
            s.rewarded.append((p, card, s.round, tuple(owed)))


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
        if reward and REWARDS[reward[0]].cleanup is not None:
            REWARDS[reward[0]].cleanup(s, p, reward[1], played - since)
        if craft[card].request:
            still.append((p, card, since, ()))
    s.rewarded = still


def give(s, p: int, die_type: int) -> None:
    """One die from the (finite) stock: onto the mini card for a kept type, else into the supply;
    a paired type (a Grimstone) with its card, drawn as a tile paying that type draws them."""
    c = s.content
    if c.die_types[die_type].paired:
        draw = next((k.tile.draw for k in c.craft if k.tile is not None and k.tile.gives == die_type), 1)
        effects.resolve(s, p, (Effect("exotic", dice=((die_type, 1),), count=max(draw, 1)),), 0)
    else:
        effects.gain_dice(s, p, ((die_type, 1),), to_supply=True)


def _fittest_choices(s, d):
    return list(d.who)


def _fittest(s, d, choice):
    give(s, d.player, choice)


# --- the move log ------------------------------------------------------------------------------
def _request_text(s, d, choice, name, words) -> str:
    who = name(s.turn)
    if choice == RANDOM:
        return words("move.request_random", who=who)
    return words("move.request", who=who, card=craft_ref(s.content, choice))


def _request_outcome(before, after, d, choice, words) -> str:
    """A random draw: which request came."""
    drawn = [k for k in after.beside if k not in before.beside]
    return words("outcome.revealed", cards=words.name(craft_ref(after.content, drawn[0]))) \
        if choice == RANDOM and drawn else ""


def _set_aside_text(s, d, choice, name, words) -> str:
    who = name(s.turn)
    if choice == KEEP_ALL:
        return words("move.set_aside_none", who=who)
    return words("move.set_aside", who=who, die=dice_text(s, (choice,), with_values=True, words=words))


def _set_aside_outcome(before, after, d, choice, words) -> str:
    if choice == KEEP_ALL:
        return ""
    return rolled_text(after, d.player, [x for x in before.rolled[d.player] if x != choice], words)


def _fittest_text(s, d, choice, name, words) -> str:
    card = next((k for q, k, _s, _o in s.rewarded if q == d.player), -1)
    ref = craft_ref(s.content, card) if card >= 0 else Ref("craft", "?", "?")
    return words("move.fittest", who=name(s.turn), die=type_ref(s.content, choice), card=ref)


# --- the declaration ---------------------------------------------------------------------------
def _save_rewarded(s) -> dict:
    c = s.content
    if not s.rewarded:
        return {}
    return {"rewarded": [[p, c.craft[card].id, since, [[c.die_types[t].id for t in choice] for choice in owed]]
                         for p, card, since, owed in s.rewarded]}


def _load_rewarded(s, data) -> list:
    ci, ti = s.content.craft_index, s.content.die_type_index
    return [(p, ci(card), since, tuple(tuple(ti(t) for t in choice) for choice in owed))
            for p, card, since, owed in data.get("rewarded", [])]


def _has_requests(content) -> bool:
    return bool(content.requests)


def _asks(content) -> bool:
    """Requests, or boosting boxes: something is noted when cards are claimed."""
    return bool(content.requests) or any(card.boost >= 0 for card in content.craft)


def _special_fills(content, card: int, dice, fits, held) -> list:
    return fills(content, content.craft[card], dice, fits, held)


# --- craft.yaml `request:` and `reward:`, a box's `locked:` and `boost:`, game.yaml `rarity:` ---
# (the loader hands them here)
MAX_PIPS = 6


def parse_box(read, check, spec, path, card) -> dict:
    """`{box: gem 2, locked: true}`: exactly that value; `{box: magic 3, boost: borealis}`: an
    optional box whose filler gains that die."""
    box = spec["box"]
    if isinstance(box, str) and len(box.split()) == 1 and spec.get("locked"):
        check.fail(path + ("box",), f"a locked box needs the one value it takes, such as '{box} 2'", card)
    locked = check.flag(spec.get("locked", False), path + ("locked",), card)
    if "boost" not in spec:
        return {"locked": locked}
    if locked:
        check.fail(path + ("boost",), "a boosting box cannot also be locked", card)
    type_id = check.choice(spec["boost"], path + ("boost",), read.die_ids, "die type", card)
    if not read.die_type(type_id).player_die:
        check.fail(path + ("boost",), f"'{type_id}' dice never enter a player's supply", card)
    return {"boost": read.die_ids.index(type_id)}


def box_card(read, check, slots, boxes, path, card) -> dict:
    """A card's locked boxes, its boosting box (the last, with one box besides), and whether it
    is special (locked, boosting or hybrid boxes: this mechanism's CardRule fills it)."""
    locked = frozenset(i for i, box in boxes if box.get("locked"))
    boost = -1
    for i, box in boxes:
        if box.get("boost", -1) >= 0:
            if i != len(slots) - 1:
                check.fail(path + ("needs", i), "the boosting box must be the card's last box", card)
            boost = box["boost"]
    if boost >= 0 and len(slots) < 2:
        check.fail(path + ("needs",), "a card needs one box besides its boosting box", card)
    hybrid = any(colour >= len(read.colours) for colour, _pips in slots)
    return {"locked": locked, "boost": boost, "special": bool(locked or boost >= 0 or hybrid)}


def is_request(check, spec, path, card) -> bool:
    """A request card (`request: true`) is unranked: it takes no rank and is never dealt."""
    return check.flag(spec.get("request", False), path + ("request",), card)


def parse_request(read, check, spec, path, card) -> dict:
    """`request: true` with its `reward:`, a primitive of REWARDS: `name` or `{name: value}`."""
    request = is_request(check, spec, path, card)
    if request and "reward" not in spec:
        check.fail(path, "a request card needs a reward", card)
    if not request:
        if "reward" in spec:
            check.fail(path + ("reward",), "only a request card ('request: true') has a reward", card)
        return {"request": False}
    return {"request": True, "reward": _reward(read, check, spec["reward"], path + ("reward",), card)}


def _reward(read, check, value, path, card) -> tuple:
    if isinstance(value, dict) and len(value) == 1:
        name, arg = next(iter(value.items()))
    elif isinstance(value, str):
        name, arg = value, None
    else:
        check.fail(path, f"a reward is a name or {{name: value}}, got {read.kind_of(value)}", card,
                   hint=f"one of: {', '.join(REWARDS)}")
    check.choice(name, path, tuple(REWARDS), "reward", card)
    kind = REWARDS[name].takes
    if kind == "none":
        if arg is not None:
            check.fail(path, f"reward '{name}' takes no value", card, hint=f"write just '{name}'")
        return (name, 0)
    if arg is None:
        check.fail(path, f"reward '{name}' needs a value", card)
    if kind == "pips":
        if isinstance(arg, bool) or not isinstance(arg, int) or not 1 <= arg <= MAX_PIPS:
            check.fail(path, f"reward '{name}' takes a pip value from 1 to {MAX_PIPS}, got {arg!r}", card)
        return (name, arg)
    items = check.sequence(arg, path + (name,), card, allow_empty=False)
    for i, type_id in enumerate(items):
        check.choice(type_id, path + (name, i), read.die_ids, "die type", card)
    return (name, tuple(read.die_ids.index(t) for t in items))


def parse_rarity(read, found) -> dict:
    """game.yaml `rarity: [metal, wood, gem, magic]`: every basic colour once, commonest first
    (a hybrid box's out-craft compares colours by it). Default: the basic colours' order."""
    colours = read.colours
    order = tuple(range(len(colours)))
    for _module, check, data in found:
        value = check.sequence(data["rarity"], ("rarity",), allow_empty=False)
        for i, colour in enumerate(value):
            check.choice(colour, ("rarity", i), colours, "colour")
        if sorted(value) != sorted(colours):
            check.fail(("rarity",), "list every basic colour exactly once, commonest first", hint=", ".join(colours))
        order = tuple(colours.index(colour) for colour in value)
    return {"rarity": order}


REQUESTS = register(Mechanism(
    name="special_boxes_and_requests",
    order=60,
    hooks=(Hook("offer_request", "game_start", 10, offer_request, _has_requests),
           # after an Obey Wand (10), before the kept dice's decisions (30): it may re-roll dice
           Hook("request_rolled", "rolled", 20, request_rolled, _has_requests),
           Hook("claim_requests", "round_claim", 10, claim_requests, _asks),
           Hook("request_gains", "cleanup_end", 20, request_gains, _asks)),
    decisions=(DecisionKind(REQUEST, _request_choices, _request, reveals=True, sentence=_request_text,
                            outcome=_request_outcome),
               DecisionKind(SET_ASIDE, _set_aside_choices, _set_aside, reveals=True, sentence=_set_aside_text,
                            outcome=_set_aside_outcome),
               DecisionKind(FITTEST, _fittest_choices, _fittest, sentence=_fittest_text)),
    cards=(CardRule(lambda card: card.special, _special_fills, fill_problem),),
    # [(player, card, round claimed, owed)]: a claimed request (its reward lasts) or a filled boosting
    # box; owed = die-type choices still to give at cleanup's end
    zones=(Zone("rewarded", lambda s: [], copy_list, _save_rewarded, _load_rewarded, told=_fortune_told),),
    traits=(Trait(("request", "reward"), "craft", parse_request, unranked=is_request,
                  listed=(("requests", "request"),)),
            Trait(("locked", "boost"), "box", parse_box, per_card=box_card),
            Trait(("rarity",), "game", parse_rarity)),
    english=ENGLISH,
))
