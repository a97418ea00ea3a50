"""Expected crafts from exact craft odds: what a pool of dice is worth at a craft turn.

A craft turn crafts k or more cards only if some k cards can be filled at once,
so with exact odds for card sets (engine/odds.py on the sets' boxes together)

    E[cards] = sum_k P(at least k cards) >= sum_k max over k-card sets S of P(fill S).

We use that lower bound, over the display and the next waiting cards (a waiting
card only counts in sets that craft enough display cards to reveal it). It is
exact for one card and close in practice, and it is all exact arithmetic: no
sampling, so evaluations are deterministic.

Exact odds cost grows fast with the boxes plus manipulations involved (a
12-box pair with four manipulations takes seconds), so each call is kept
within a budget: at most BIT_BUDGET boxes + manipulations (the strongest
manipulations are kept), and sets of more than BIT_BUDGET boxes are estimated
as the product of their cards' odds. Re-rolls are approximated (see
with_rerolls) and counted for single cards only, and a wild (Library) die
counts as a die of the colour the card lacks most. Two exact shortcuts make the
common cases fast: without wild dice or manipulations the colours are
independent (a product of one-colour odds, colour_odds), and with
interchangeable manipulations they combine by convolution (_split_odds).

A restricted card (a variant monument, engine/restrictions.py) is counted exactly by
engine/odds.py with its rules (`rules`); the two shortcuts above do not know rules, so it
always takes the exact path, with at most RULE_CHARGES manipulations (DISTINCT_CHARGES for
"all different"). Exact odds with rules
enumerate every roll, so a set of cards holding a restricted one is estimated like a set over
the budget: the product of its cards' odds, the restricted card's with its rules (a fill that
breaks a rule is never counted).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from contextlib import contextmanager
from functools import lru_cache
from itertools import combinations
from math import comb
from typing import NamedTuple

from kingsforge.engine.odds import craft_odds
from kingsforge.engine.percontent import per_content
from kingsforge.engine.requests import box_rules, needed
from kingsforge.engine.restrictions import distinct

MAX_SET = 3          # sets of up to three cards (a fourth craft in one turn is rare)
MIN_LEVEL = 0.03     # skip bigger sets once the chance of the smaller ones is this low
BIT_BUDGET = 9       # boxes + manipulations per exact odds call
FLIP_DICE = 10       # flips are counted while no die type has more dice than this
MIXED_BUDGET = 6     # boxes + manipulations above which only one kind of manipulation is kept
WILD_CHARGES = 2     # with wild dice in the pool no fast path applies: fewer manipulations
RULE_CHARGES = 2     # a restricted card's exact odds enumerate every roll: fewer manipulations
DISTINCT_CHARGES = 1  # ... and "all different" tracks the values used: one (a +2 there costs 0.3 s)
_STRENGTH = {"auto6": 0, "flip": 1, "bonus": 2}


class _LRU:
    """A bounded cache, least recently used out first. Safe between threads without a lock
    (the evaluation asks it every move; the lock was a tenth of a warm evaluation): each
    OrderedDict call is one step under the GIL, and a key another thread dropped in between
    is simply not moved or dropped again."""

    def __init__(self, size):
        self.size = size
        self.data = OrderedDict()

    def get(self, key):
        got = self.data.get(key)
        if got is not None:
            try:
                self.data.move_to_end(key)
            except KeyError:
                pass
        return got

    def put(self, key, value):
        self.data[key] = value
        if len(self.data) > self.size:
            try:
                self.data.popitem(last=False)
            except KeyError:
                pass


_odds_cache = _LRU(300000)
_expect_cache = _LRU(100000)


class _Questions(threading.local):
    """The odds questions one search has asked (see `asking`)."""

    def __init__(self):
        self.asked = None         # the questions' keys, None when no search counts them
        self.units = 0


_QUESTIONS = _Questions()
RULED_WEIGHT = 2     # a question about cards with rules on their values costs about three plain ones


@contextmanager
def asking():
    """Count the distinct questions expected_crafts is asked within: one unit each, and
    RULED_WEIGHT more where a card it weighs has rules on its values (their exact odds
    enumerate the rolls). The count depends on the position alone, never on what a cache held,
    so a search bounded by it (ai/hard.py) stays deterministic. Yields the counter."""
    kept = (_QUESTIONS.asked, _QUESTIONS.units)
    _QUESTIONS.asked, _QUESTIONS.units = set(), 0
    try:
        yield _QUESTIONS
    finally:
        _QUESTIONS.asked, _QUESTIONS.units = kept


@lru_cache(maxsize=1 << 17)   # the same call comes back move after move: skip the checks too
def set_odds(pool_key: tuple, slots: tuple, fits, charges: tuple, cemetery, prerolled: tuple = (),
             rules: tuple = (), hybrid: bool = False) -> float:
    """P(the pool fills every box in `slots` at once), as a float, cached. `prerolled`:
    ((die type, value), ...) of dice already rolled (Traveling Camp), besides the pool.
    `rules`: () or, per box, (card, its restrict) when a restricted card is among them.
    `hybrid`: the boxes hold a two-colour box (engine/requests.py), whose member dice fit two
    colours for real: they are counted exactly, never as wild dice of the scarcest colour."""
    if hybrid:
        return _exact_odds(pool_key, slots, fits, charges, cemetery, prerolled, rules)
    if rules:
        charges = rule_budget(charges, rules)
        if prerolled:
            pool_key = _as_unrolled(pool_key, prerolled)
        if not _enough_dice(pool_key, slots, fits):
            return 0.0
        if any(len(fits[t]) > 1 for t, _n in pool_key):
            pool_key = _wild_as_scarce(pool_key, slots, fits)
        key = (pool_key, tuple(fits[t] for t, _n in pool_key), slots, charges, cemetery, rules)
        got = _odds_cache.get(key)
        if got is None:
            got = float(craft_odds(dict(pool_key), slots, fits, charges, cemetery, slot_rules=rules))
            _odds_cache.put(key, got)
        return got
    if prerolled and (charges or any(len(fits[t]) != 1 for t, _v in prerolled)):
        pool_key, prerolled = _as_unrolled(pool_key, prerolled), ()   # known values only on the plain path
    if not _enough_dice(_as_unrolled(pool_key, prerolled), slots, fits):
        return 0.0
    if any(len(fits[t]) > 1 for t, _n in pool_key):
        pool_key = _wild_as_scarce(pool_key, slots, fits)
    plain_dice = all(len(fits[t]) == 1 for t, _n in pool_key)
    if plain_dice and not charges:
        return _plain_odds(pool_key, slots, fits, cemetery, prerolled)
    if prerolled:
        pool_key = _as_unrolled(pool_key, prerolled)
    key = (pool_key, tuple(fits[t] for t, _n in pool_key), slots, charges, cemetery)   # fits: declared types
    got = _odds_cache.get(key)
    if got is None:
        if plain_dice and _interchangeable(charges) and len({c for c, _ in slots}) > 1:
            got = _split_odds(pool_key, slots, fits, charges, cemetery)
        else:
            got = float(craft_odds(dict(pool_key), slots, fits, charges, cemetery))
        _odds_cache.put(key, got)
    return got


@lru_cache(maxsize=8192)
def narrowed(fits: tuple, slots: tuple, two_colour: frozenset) -> tuple:
    """fits without the two-colour box colours (`two_colour`, a request's wood/magic box) these
    boxes do not hold. With such a box on the table state.fits gives every wood die two colours;
    beside other boxes it is a plain wood die again, so those odds are the game's without the
    request (else the wild-die shortcut would read it as a wild die and drop it)."""
    unused = two_colour - {c for c, _pips in slots}
    return tuple(f - unused if f & unused else f for f in fits) if unused else fits


_two_colour_cards: dict = {}


def two_colour_cards(content) -> frozenset:
    """The cards with a two-colour box, once per content."""
    got = _two_colour_cards.get(content.checksum)
    if got is None:
        base = len(content.colours)
        got = frozenset(k.index for k in content.craft if any(c >= base for c, _p in k.slots))
        _two_colour_cards[content.checksum] = got
    return got


def _exact_odds(pool_key, slots, fits, charges, cemetery, prerolled, rules) -> float:
    """Exact odds for boxes with a two-colour box (a request's 3-4 boxes), cached."""
    pool_key = _as_unrolled(pool_key, prerolled)
    if not _enough_dice(pool_key, slots, fits):
        return 0.0
    charges = rule_budget(charges, rules)      # a few manipulations: two-colour dice are costly
    key = ("hybrid", pool_key, tuple(fits[t] for t, _n in pool_key), slots, charges, cemetery, rules)
    got = _odds_cache.get(key)
    if got is None:
        got = float(craft_odds(dict(pool_key), slots, fits, charges, cemetery, slot_rules=rules or None))
        _odds_cache.put(key, got)
    return got


def rule_budget(charges, rules=()) -> tuple:
    """The strongest RULE_CHARGES manipulations (DISTINCT_CHARGES with an "all different" card
    among `rules`), for a restricted card's exact odds (fewer: the odds can only be lower, never
    count a fill the dice cannot make)."""
    keep = DISTINCT_CHARGES if any(distinct(r) for _g, r in rules) else RULE_CHARGES
    return tuple(sorted(sorted(charges, key=lambda ch: (_STRENGTH.get(ch[0], 3), -ch[1]))[:keep]))


def _as_unrolled(pool_key, prerolled) -> tuple:
    """The pool with pre-rolled dice counted as dice still to roll (an approximation used
    where the exact paths cannot hold a known value)."""
    if not prerolled:
        return pool_key
    counts = dict(pool_key)
    for t, _v in prerolled:
        counts[t] = counts.get(t, 0) + 1
    return tuple(sorted(counts.items()))


@lru_cache(maxsize=1 << 15)     # asked again for the same pool and boxes with other charges
def _wild_as_scarce(pool_key, slots, fits) -> tuple:
    """Count each wild die as a die of the colour these boxes lack most (an
    approximation: a wild die may choose its colour after the roll). Without wild
    dice the fast exact paths apply; exact odds with wild dice cost up to 100 ms."""
    single = {}
    for t, n in pool_key:
        if len(fits[t]) == 1:
            single[next(iter(fits[t]))] = t
    counts = dict(pool_key)
    for t, n in pool_key:
        if len(fits[t]) == 1:
            continue
        del counts[t]
        for _ in range(n):
            short = {}
            for colour, _pips in slots:
                if colour in fits[t] and colour in single:
                    short[colour] = short.get(colour, 0) + 1
            for colour in short:
                short[colour] -= counts.get(single[colour], 0)
            if not short:
                break
            colour = max(short, key=lambda c: (short[c], -c))
            counts[single[colour]] = counts.get(single[colour], 0) + 1
    return tuple(sorted((t, n) for t, n in counts.items() if n))


def _enough_dice(pool_key, slots, fits) -> bool:
    """A quick necessary condition: enough dice that fit each colour, and overall."""
    total = 0
    for _t, n in pool_key:
        total += n
    if total < len(slots):
        return False
    boxes: dict = {}
    for colour, _pips in slots:
        boxes[colour] = boxes.get(colour, 0) + 1
    for colour, wanted in boxes.items():
        have = 0
        for t, n in pool_key:
            if colour in fits[t]:
                have += n
        if have < wanted:
            return False
    return True


def _interchangeable(charges) -> bool:
    """True when any j of the charges are as good as any other j: one kind and
    amount, and (for bonuses, which stack across groups) one group or all different."""
    if not charges or any(ch[0] == "reroll" for ch in charges):
        return False
    if len({(ch[0], ch[1]) for ch in charges}) != 1:
        return False
    groups = [ch[2] for ch in charges]
    return charges[0][0] != "bonus" or len(set(groups)) in (1, len(groups))


def _split_odds(pool_key, slots, fits, charges, cemetery) -> float:
    """Odds with interchangeable charges and no wild dice, colour by colour.

    Colours roll independently; let m_c be the fewest charges colour c needs
    (P(m_c <= j) is the colour's own exact odds with j charges). The card set
    fills iff the m_c add up to at most the charges held."""
    by_colour = {}
    for t, n in pool_key:
        by_colour.setdefault(next(iter(fits[t])), []).append((t, n))
    needs = {}
    for colour, pips in slots:
        needs.setdefault(colour, []).append((colour, pips))
    total = len(charges)
    dist = [1.0] + [0.0] * total              # distribution of the charges needed so far
    for colour, own in needs.items():
        pk = tuple(sorted(by_colour.get(colour, ())))
        if not pk:
            return 0.0
        cdf = [set_odds(pk, tuple(sorted(own)), fits, charges[:j], cemetery) for j in range(total + 1)]
        pmf = [cdf[0]] + [cdf[j] - cdf[j - 1] for j in range(1, total + 1)]
        new = [0.0] * (total + 1)
        for a, pa in enumerate(dist):
            if pa:
                for b, pb in enumerate(pmf[:total + 1 - a]):
                    new[a + b] += pa * pb
        dist = new
    return min(1.0, sum(dist))


def _plain_odds(pool_key, slots, fits, cemetery, prerolled=()) -> float:
    """The same odds when no die is wild and nothing manipulates the roll: the
    colours are then independent, so the answer is a product over colours."""
    dice = {}
    for t, n in pool_key:
        colour = next(iter(fits[t]))
        dice[colour] = dice.get(colour, 0) + n
    known = {}
    for t, value in prerolled:
        known.setdefault(next(iter(fits[t])), []).append(value)
    needs = {}
    for colour, pips in slots:
        needs.setdefault(colour, []).append(pips)
    p = 1.0
    for colour, pips in needs.items():
        p *= colour_odds(dice.get(colour, 0), tuple(sorted(pips, reverse=True)), cemetery,
                         tuple(sorted(known.get(colour, ()), reverse=True)))
        if p == 0.0:
            break
    return p


@lru_cache(maxsize=65536)
def colour_odds(n: int, needs: tuple, cemetery, known: tuple = ()) -> float:
    """P(n dice of one colour, plus dice already showing `known`, can fill boxes
    needing `needs` pips, high first).

    By Hall's theorem for nested thresholds this holds iff, for every face v, at
    least as many dice show v or more as there are boxes needing v or more. We
    count the rolls face by face from 6 down (a face equal to the Cemetery's
    value is lost, like a 0), tracking how many dice are placed so far; a known
    die (pre-rolled, which the Cemetery no longer touches) lowers the count the
    rolled dice must reach."""
    if len(needs) > n + len(known):
        return 0.0
    at_least = [max(0, sum(1 for x in needs if x >= v) - sum(1 for x in known if x >= v)) for v in range(8)]
    ways = [0] * (n + 1)          # ways[m]: placements of m dice on the faces seen so far
    ways[0] = 1
    for v in range(6, 0, -1):
        if v != cemetery:
            new = [0] * (n + 1)
            for m, w in enumerate(ways):
                if not w:
                    continue
                for k in range(n - m + 1):
                    new[m + k] += w * comb(n - m, k)
            ways = new
        ways = [w if m >= at_least[v] else 0 for m, w in enumerate(ways)]
    # Dice left over show a lost face (the Cemetery's) or nothing else: only then valid.
    lost = 1 if cemetery in range(1, 7) else 0
    total = 0
    for m, w in enumerate(ways):
        rest = n - m
        if rest == 0:
            total += w
        elif lost:
            total += w           # each remaining die shows the lost face: 1 way each
    return total / 6 ** n


def pool_key(pool, fits=None) -> tuple:
    """{die type: count} as sorted (type, count) pairs, leaving out none there and, with `fits`,
    the types that fill no colour."""
    if fits is None:
        return tuple(sorted((t, n) for t, n in pool.items() if n))
    return tuple(sorted((t, n) for t, n in pool.items() if n and fits[t]))


def expected_crafts(pool, display, waiting, content, charges=(), cemetery=None, max_set=MAX_SET,
                    fits=None, bound=(), prerolled=()) -> float:
    """Expected cards crafted in one craft turn by rolling `pool` ({die type: count})
    with `charges` ((kind, amount, group), ...), against the `display` and `waiting`
    craft card indices. `fits`: the colours each die type fills now (state.fits; a
    declared type fills nothing until declared); `bound`: ((group, colours), ...) for
    charges that only go on a die of those colours (see usable_charges); `prerolled`:
    ((die type, value), ...) of dice rolled before the craft turn, not in `pool`."""
    fits = content.fits if fits is None else fits
    pk = pool_key(pool, fits)
    prerolled = tuple(sorted((t, v) for t, v in prerolled if fits[t]))
    if not pk and not prerolled:
        return 0.0
    charges = tuple(sorted(charges))
    key = (content.checksum, pk, tuple(display), tuple(waiting[:max_set - 1]), charges, cemetery, max_set,
           None if fits is content.fits else fits, bound, prerolled)   # card indices mean a card set
    if _QUESTIONS.asked is not None and key not in _QUESTIONS.asked:
        _QUESTIONS.asked.add(key)
        craft = content.craft
        _QUESTIONS.units += 1 + (RULED_WEIGHT if any(craft[c].restrict for c in key[2] + key[3]) else 0)
    got = _expect_cache.get(key)
    if got is not None:
        return got
    got = _expected(pk, list(display), list(waiting[:max_set - 1]), content, charges, cemetery, max_set,
                    fits, dict(bound), prerolled)
    _expect_cache.put(key, got)
    return got


def usable_charges(charges: tuple, slots, bound: dict) -> tuple:
    """The charges that may help fill `slots`: a colour-bound charge (a lasting +N of one
    colour) only where the boxes want that colour. For cards of more colours this is
    slightly generous (the die it goes on must still be of its colour)."""
    if not bound:
        return charges
    colours = {c for c, _ in slots}
    return tuple(ch for ch in charges if ch[2] not in bound or bound[ch[2]] & colours)


@lru_cache(maxsize=1 << 14)    # asked for every card and set of every evaluation
def within_budget(n_slots: int, charges: tuple, most_of_a_kind: int = 0, wild: bool = False) -> tuple:
    """The manipulations (re-rolls aside) an exact odds call on n_slots boxes can
    afford, strongest first. Flips make the odds enumerate every roll of a die
    type, so they are dropped when a type has more than FLIP_DICE dice."""
    fixed = sorted((ch for ch in charges if ch[0] != "reroll" and (ch[0] != "flip" or most_of_a_kind <= FLIP_DICE)),
                   key=lambda ch: (_STRENGTH[ch[0]], -ch[1]))
    room = BIT_BUDGET - n_slots if not wild else min(WILD_CHARGES, BIT_BUDGET - n_slots)
    kept = tuple(sorted(fixed[:max(0, room)]))
    if kept and n_slots + len(kept) > MIXED_BUDGET and not _interchangeable(kept):
        kept = _one_kind(kept)
    return kept


def _one_kind(charges: tuple) -> tuple:
    """The biggest interchangeable part of `charges` (the fast exact path takes it):
    the most numerous kind, and for bonuses one per group or one group's."""
    buckets = {}
    for ch in charges:
        buckets.setdefault((ch[0], ch[1]), []).append(ch)
    (kind, _amount), chosen = max(buckets.items(), key=lambda kv: (len(kv[1]), -_STRENGTH[kv[0][0]], kv[0][1]))
    if kind == "bonus" and not _interchangeable(tuple(chosen)):
        by_group = {}
        for ch in chosen:
            by_group.setdefault(ch[2], []).append(ch)
        one_each = [g[0] for g in by_group.values()]
        biggest = max(by_group.values(), key=len)
        chosen = one_each if len(one_each) >= len(biggest) else biggest
    return tuple(sorted(chosen))


def with_rerolls(pk: tuple, slots: tuple, fits, fixed: tuple, cemetery, rerolls: int, prerolled=(),
                 rules: tuple = (), hybrid: bool = False) -> float:
    """Odds of one card with `rerolls` re-rolls, approximated: re-rolls count as that
    many extra dice of the card's scarcest colour (fewest dice per box). A re-roll
    replaces a die that failed, so this is a slight over-estimate, and far cheaper
    than the exact expectimax (seconds on big pools)."""
    base = set_odds(pk, slots, fits, fixed, cemetery, prerolled, rules, hybrid)
    if not rerolls:
        return base
    boxes = {}
    for colour, _pips in slots:
        boxes[colour] = boxes.get(colour, 0) + 1
    plain = [(t, n) for t, n in pk if len(fits[t]) == 1 and next(iter(fits[t])) in boxes]
    if not plain:
        return base
    scarce = min(plain, key=lambda tn: (tn[1] / boxes[next(iter(fits[tn[0]]))], tn[0]))[0]
    bigger = tuple((t, n + (rerolls if t == scarce else 0)) for t, n in pk)
    return max(base, set_odds(bigger, slots, fits, fixed, cemetery, prerolled, rules, hybrid))


def _expected(pk, display, waiting, content, charges, cemetery, max_set, fits, bound, prerolled) -> float:
    every = _as_unrolled(pk, prerolled)
    n_dice = sum(n for _, n in every)
    most = max(n for _, n in every)
    facts = _card_facts(content)
    two_colour = facts.two_colour
    # Wild dice fit several real colours (a Library die), not just a request's two-colour box too.
    wild = any(len(fits[t] - two_colour) > 1 for t, _ in every)
    total = 0.0
    # Level 1: one displayed card, with the manipulations the budget allows.
    rerolls = sum(1 for ch in charges if ch[0] == "reroll")
    singles = {}
    for c in display:
        slots, rules, hybrid, _alone = facts.cards[c]
        if len(slots) <= n_dice:
            singles[c] = with_rerolls(pk, slots, narrowed(fits, slots, two_colour),
                                      within_budget(len(slots), usable_charges(charges, slots, bound), most, wild),
                                      cemetery, rerolls, prerolled, rules, hybrid)
    best = max(singles.values(), default=0.0)
    total += best
    live = [c for c in display if singles.get(c, 0.0) > 0.0]
    level = best
    cards = display + waiting
    own_odds = {}           # a card's own odds with no charges, asked of every set that holds it alone
    for k in range(2, max_set + 1):
        if level < MIN_LEVEL or not live:
            break
        level = 0.0
        pool_cards = tuple([c for c in cards if c in live or c in waiting[:k - 1]])
        for combo, slots, ordered, alone in _sets(facts, pool_cards, k, display, waiting):
            if len(slots) > n_dice:
                continue
            if alone:
                # A restricted card's exact odds enumerate every roll (engine/odds.py, step 8),
                # a request's two-colour dice are exact too: in a set, such a card counts as its
                # own exact odds times the others' (docs/ai.md).
                p = 1.0
                for c in combo:
                    odds = own_odds.get(c)
                    if odds is None:
                        own, rules, hybrid, _alone = facts.cards[c]
                        odds = own_odds[c] = set_odds(pk, own, narrowed(fits, own, two_colour), (), cemetery,
                                                      prerolled, rules, hybrid)
                    p *= odds
            else:
                p = set_odds(pk, ordered, narrowed(fits, slots, two_colour),
                             within_budget(len(slots), usable_charges(charges, slots, bound), most, wild),
                             cemetery, prerolled)
            level = max(level, p)
        total += level
    return total


def _sets(facts, pool_cards: tuple, k: int, display, waiting) -> tuple:
    """The sets of k cards of `pool_cards` that can be crafted in one turn (_revealed), each as
    (its cards, their boxes one after another, the boxes sorted, whether its odds are the
    product of its cards' own: a card with rules or a two-colour box, or too many boxes for
    the bitsets), kept per those cards: an evaluation asks the same sets for pool after pool."""
    key = (id(facts), pool_cards, k, tuple(display), tuple(waiting))
    found = _SETS.get(key)
    if found is None:
        if len(_SETS) > 20_000:
            _SETS.clear()
        found = []
        for combo in combinations(pool_cards, k):
            if not _revealed(combo, display, waiting):
                continue
            slots, alone = (), False
            for c in combo:
                slots += facts.cards[c][0]
                alone = alone or facts.cards[c][3]
            found.append((combo, slots, tuple(sorted(slots)), len(slots) > BIT_BUDGET or alone))
        found = _SETS[key] = (facts, tuple(found))
    return found[1]


_SETS: dict = {}


class _Facts(NamedTuple):
    two_colour: frozenset     # the colour indices of the requests' two-colour boxes
    cards: tuple              # per craft card: (needed boxes, card_rules, has a two-colour box, odds alone in a set)


@per_content
def _card_facts(content) -> _Facts:
    """What _expected asks of every card on each call, worked out once per content."""
    base = len(content.colours)
    hybrid = two_colour_cards(content)
    cards = tuple((needed(k), card_rules(k), k.index in hybrid, k.index in hybrid or bool(k.restrict) or bool(k.locked))
                  for k in content.craft)
    return _Facts(frozenset(range(base, base + len(content.hybrids))), cards)


def card_rules(card) -> tuple:
    """set_odds' `rules` for one card: () for a card without a restriction or a locked box
    (a locked box is the rule `exactly` on that box: engine/requests.py)."""
    if card.locked:
        return tuple((0, rules) for _card, rules in box_rules(card))
    return ((0, card.restrict),) * len(card.slots) if card.restrict else ()


def _revealed(combo, display, waiting) -> bool:
    """Can these cards all be crafted in one turn? Waiting card j needs j+1 others first."""
    for c in combo:
        if c in waiting:
            j = waiting.index(c)
            before = sum(1 for d in combo if d in display or (d in waiting and waiting.index(d) < j))
            if before < j + 1:
                return False
    return True
