"""The static evaluation behind Normal and Hard: a race to the winning number of cards.

For each player q we project
    score_q = cards claimed + cards crafted this round (not yet claimed)
            + expected crafts still to come this round   (their rollable dice now)
            + future_weight * next-round craft rate * rounds left after this one,
where the next-round craft rate is the expected crafts of all the dice q will
own next round against the cards likely on display then (plus small pulls
towards owning more dice and dice of every colour those cards need). Both expectations
come from exact craft odds (expected.py). The value for the player to evaluate
is their score minus the best rival's: committing dice now lowers this round's
expectation, gathering dice raises the future rate, and the rounds left (from
the leader's distance to the finish) say which matters more.
"""

from __future__ import annotations

from dataclasses import dataclass

from kingsforge.ai.expected import expected_crafts
from kingsforge.engine.craft import plain_needs
from kingsforge.engine.percontent import per_content
from kingsforge.engine.requests import REWARDS
from kingsforge.engine.state import CRAFT, GATHER, OVER


@dataclass(frozen=True)
class Weights:
    future: float = 0.55        # how much a round of future crafting counts against a card now
    max_rounds: float = 4.0     # rounds left are capped: far futures are guesses
    min_rate: float = 0.35      # a floor on the leader's rate when estimating rounds left
    die: float = 0.01           # a tiny pull towards owning more dice (breaks ties)
    coverage: float = 0.3       # owning dice of every colour the coming cards need (see coverage())
    charges_now: bool = True    # count this round's manipulations in this round's expectation


DEFAULT = Weights()


@dataclass
class Projection:
    claimed: int
    held: int                   # crafted this round, not yet claimed
    now: float                  # expected crafts still to come this round
    rate: float                 # expected crafts per future round
    dice: int                   # dice owned next round
    coverage: float = 0.0       # share of the coming cards' boxes whose colour q has dice for
    kept: float = 0.0           # what q's kept dice add to one later round (they are single use)

    @property
    def this_round(self) -> float:
        return self.claimed + self.held + self.now


def rollable_pool(state, q) -> dict[int, int]:
    """Die types q would roll if their craft turn came now."""
    type_of = state.content.die_type_of
    pool = {}
    for d in state.to_roll(q):
        t = type_of[d]
        pool[t] = pool.get(t, 0) + 1
    return pool


def craft_roll(state, q) -> tuple[dict[int, int], tuple]:
    """What q's craft turn would roll now: die types still to roll, and ((type, value), ...)
    of supply dice already rolled (pre-rolled, handed out rolled), which keep their values."""
    type_of, values = state.content.die_type_of, state.values
    pool, prerolled = {}, []
    for d in state.supply[q]:
        if values[d]:
            prerolled.append((type_of[d], values[d]))
        else:
            pool[type_of[d]] = pool.get(type_of[d], 0) + 1
    for d in state.smithy_roll(q):
        pool[type_of[d]] = pool.get(type_of[d], 0) + 1
    return pool, tuple(prerolled)


# --- kept dice in the odds (ai/exotic.py) ----------------------------------------------
def pool_fits(state, pool, prerolled=()) -> tuple:
    """state.fits with the copying and never-rolled types of `pool`/`prerolled` filled in."""
    types = state.content.die_types
    fits = state.fits
    present = set(pool) | {t for t, _v in prerolled}
    changed = {}
    for t in present:
        kind = types[t] if t < len(types) else None
        if kind is None:
            continue
        if kind.copies_rolled:
            colours = frozenset()
            for other in present:
                if other in kind.copies_rolled:
                    colours |= fits[other]
            changed[t] = colours
        elif kind.harvest_as:
            changed[t] = frozenset().union(*(fits[h] for h in kind.harvest_as))
    if not changed:
        return fits
    key = (id(fits), tuple(changed.items()))
    got = _POOL_FITS.get(key)
    if got is None:         # the entry holds `fits` itself, so its id is not reused while it is kept
        if len(_POOL_FITS) > 4096:
            _POOL_FITS.clear()
        got = _POOL_FITS[key] = (fits, tuple([changed.get(t, f) for t, f in enumerate(fits)]))
    return got[1]


_POOL_FITS: dict = {}       # (state.fits, the colours changed) -> the fits: play-outs ask again and again


def joined(pool: dict, extra: dict) -> dict:
    """Two {die type: count} pools as one."""
    return {t: pool.get(t, 0) + extra.get(t, 0) for t in set(pool) | set(extra)}


def kept_roll(state, q) -> tuple[dict, tuple]:
    """What q's craft roll would hold with every kept die in it: rolled kept types join
    the pool (per_turn caps them), never-rolled ones are known dice at the shared value."""
    types, type_of = state.content.die_types, state.content.die_type_of
    pool, known = {}, []
    for die in state.kept[q]:
        t = type_of[die]
        kind = types[t]
        if not kind.rolled:
            known.append((t, state.grown))
        elif not kind.per_turn or pool.get(t, 0) < kind.per_turn:
            pool[t] = pool.get(t, 0) + 1
    return pool, tuple(known)


def next_round_pool(state, q) -> dict[int, int]:
    """Die types q will own at the start of next round: everything but consumed
    boxes, dock payments and visiting (Library, Farm, Conjurer) dice (gather cards' and
    visitors' other boxes give theirs back), plus the die a
    lasting bonus gives for a card crafted this round."""
    c = state.content
    dice = list(state.supply[q]) + list(state.smithy[q]) + list(state.rolled[q])
    for p, card, option, paid in state.claims:
        if p == q:
            boxes = c.gather[card].options[option].boxes
            dice.extend(d for i, d in enumerate(paid) if not (boxes and boxes[i].consumed))
    for p, visitor, option, paid in state.visits:      # a visitor's collaboration, likewise
        if p == q:
            boxes = c.visitors[visitor].options[option].boxes
            dice.extend(d for i, d in enumerate(paid) if not boxes[i].consumed)
    for _card, owner, held in state.crafted:
        if owner == q:
            dice.extend(held)
    pool = {}
    kept_type = _kept_type(c)
    for d in dice:
        t = kept_type[d]
        if t >= 0:
            pool[t] = pool.get(t, 0) + 1
    for card, owner, _dice in state.crafted:
        bonus = c.craft[card].permanent
        if owner == q and bonus is not None and bonus.die >= 0 and state.stock[bonus.die]:
            pool[bonus.die] = pool.get(bonus.die, 0) + 1
    return pool


@per_content
def _kept_type(c) -> tuple[int, ...]:
    """Per die, its type if a player keeps it into next round, else -1 (a die that goes back
    to the stock at cleanup, or is no player's)."""
    types = c.die_types
    return tuple(-1 if types[t].returns_to_stock or not types[t].player_die else t for t in c.die_type_of)


def owned_cards(state, q) -> list[int]:
    """Cards q has claimed or will claim at this round's cleanup (crafted, not yet out-crafted)."""
    return list(state.tucked[q]) + [card for card, owner, _d in state.crafted if owner == q]


def lasting_charges(state, cards) -> tuple[tuple, tuple]:
    """The one-use +N charges the lasting bonuses of `cards` give in a craft phase, and
    ((group, colours), ...) for the ones bound to colours. Their groups are negative,
    apart from the engine's."""
    craft = state.content.craft
    every = frozenset(range(len(state.content.colours)))
    charges, bound = [], []
    for card in cards:
        bonus = craft[card].permanent
        if bonus is not None and bonus.plus:
            group = -1 - card
            charges.append(("bonus", bonus.plus, group))
            if bonus.colours != every:
                bound.append((group, bonus.colours))
    return tuple(charges), tuple(bound)


# A lasting bonus in rank points per later craft phase, for choosing among plans that craft
# as many cards (ranks only break ties between them): +1 of a colour is worth 3 points,
# one die more a round (metal 1 .. magic 2.4 die-values) 1.5 points per die-value.
PLUS_RANKS, ANY_COLOUR, DIE_RANKS = 3.0, 1.5, 1.5
DIE_VALUES = {"metal": 1.0, "wood": 1.3, "gem": 2.0, "magic": 2.4}


def later_rounds(state) -> int:
    """Craft phases likely still to come after this round: the leader's cards still missing, at most 4."""
    held = [0] * state.n
    for _card, owner, _d in state.crafted:
        held[owner] += 1
    lead = max(len(state.tucked[q]) + held[q] for q in range(state.n))
    return max(0, min(4, state.items_to_win - lead))


def lasting_worth(state, card: int, rounds: int) -> float:
    """What a card's lasting bonus adds to its rank when choosing what to craft (or out-craft)."""
    k = state.content.craft[card]
    bonus = k.permanent
    if k.reward and rounds:
        # a request's reward, at the worth its registration gives (engine/requests.py REWARDS), in
        # the ranks of a lasting +1: per later round for those that last, once for the others
        reward = REWARDS[k.reward[0]]
        worth = reward.worth * PLUS_RANKS
        return rounds * worth if reward.lasting else worth
    if bonus is None or not rounds:
        return 0.0
    if bonus.plus:
        every = len(bonus.colours) == len(state.content.colours)
        return rounds * PLUS_RANKS * bonus.plus * (ANY_COLOUR if every else 1.0)
    return rounds * DIE_RANKS * DIE_VALUES.get(state.content.die_types[bonus.die].id, 1.0)


def this_round_charges(state, q) -> tuple[tuple, tuple]:
    """q's unused manipulations for this round's craft turn, with their colour bounds
    (state.charge_rules). In the gather phase the lasting +N of claimed cards are not
    charges yet (they come at the start of the craft phase), so they are added."""
    charges = odds_charges(state, q)
    rules = state.charge_rules
    every = frozenset(range(len(state.content.colours)))
    bound = tuple((g, rules[g][0]) for _k, _a, g in charges if g in rules and rules[g][0] != every)
    if state.phase == GATHER:
        more, more_bound = lasting_charges(state, state.tucked[q])
        charges, bound = charges + more, bound + more_bound
    return charges, tuple(sorted(bound, key=lambda gb: gb[0]))


def crafts_to_come(state, q) -> bool:
    """Does q still have a craft turn this round?"""
    if state.phase == OVER:
        return False
    if state.phase != CRAFT:
        return True
    # Craft turns go from the anvil player round the table; state.turn is crafting now.
    order = [(state.anvil + k) % state.n for k in range(state.n)]
    done = state.n - state.craft_turns_left          # turns already finished
    pos = order.index(q)
    return pos > done or (pos == done and not state.has_rolled)


def odds_charges(state, q) -> tuple:
    return tuple((kind, amount, group) for kind, amount, group, used in state.charges[q] if used == -1)


def cemetery_value(state):
    return None if state.cemetery is None else state.values[state.cemetery[1]]


def future_cards(state, expected_now: float) -> tuple[list[int], list[int]]:
    """The display and waiting line likely next round: the remaining cards by rank,
    minus about as many of the easiest as will be crafted this round."""
    craft = state.content.craft
    remaining = sorted(state.display + state.waiting, key=lambda c: craft[c].rank)
    skip = min(len(remaining), int(expected_now + 0.5))
    rest = remaining[skip:]
    shown = state.content.setup.craft_display
    return rest[:shown], rest[shown:]


def side_cards(state) -> list[int]:
    """Cards beside the display a player may craft (not the bid tiles)."""
    craft = state.content.craft
    return [c for c in state.beside if craft[c].tile is None]


def open_cards(state, items: float, display: list, waiting: list) -> tuple[list, list]:
    """The cards a player holding `items` may craft among `display`, `waiting` and the
    side cards; with an ending rank (Royal Decree), one item short of the goal only the
    cards ranked high enough to end the game."""
    floor = state.content.setup.ending_rank
    if floor and items >= state.items_to_win - 1.5:
        craft = state.content.craft
        return [c for c in side_cards(state) + display if craft[c].rank >= floor], []
    return display + side_cards(state), waiting


def project(state, weights: Weights = DEFAULT) -> list[Projection]:
    content = state.content
    out = []
    for q in range(state.n):
        claimed = len(state.tucked[q])
        held = sum(1 for _c, owner, _d in state.crafted if owner == q)
        now = 0.0
        if crafts_to_come(state, q):
            charges, bound = this_round_charges(state, q) if weights.charges_now else ((), ())
            pool, prerolled = craft_roll(state, q)
            fits = state.fits
            if state.kept[q]:
                # Kept dice may join this round's roll (the choice is made before it).
                extra, known = kept_roll(state, q)
                pool = joined(pool, extra)
                prerolled = prerolled + known
                fits = pool_fits(state, pool, prerolled)
            display, waiting = open_cards(state, claimed + held, state.display, state.waiting)
            now = expected_crafts(pool, display, waiting, content, charges, cemetery_value(state),
                                  fits=fits, bound=bound, prerolled=prerolled)
        out.append(Projection(claimed, held, now, 0.0, 0))
    total_now = sum(pr.now for pr in out)
    next_display, next_waiting = future_cards(state, total_now)
    for q, pr in enumerate(out):
        display, waiting = open_cards(state, pr.this_round, next_display, next_waiting)
        pool = next_round_pool(state, q)
        pr.dice = sum(pool.values())
        # Declared colours last one round: next round's dice fill their printed colours.
        lasting, bound = lasting_charges(state, owned_cards(state, q))
        pr.rate = expected_crafts(pool, display, waiting, content, lasting, bound=bound) if display else 0.0
        pr.coverage = coverage(pool, display, content)
        if state.kept[q] and display:
            # A kept die waits for a round it helps: its worth is what it adds to one round.
            extra, known = kept_roll(state, q)
            more = joined(pool, extra)
            pr.kept = max(0.0, expected_crafts(more, display, waiting, content, lasting, bound=bound,
                                               fits=pool_fits(state, more, known), prerolled=known) - pr.rate)
    return out


def coverage(pool, cards, content) -> float:
    """The mean share of each coming card's boxes that q has a die of the right
    colour for, pips aside. Exact odds give no credit for a first step towards a
    card that needs three magic dice when one owns one (the odds stay 0 with two),
    so without this pull two players can wait for ever on such a card."""
    if not cards:
        return 1.0
    fits = content.fits
    dice_for = {}                         # colour -> dice in the pool that fit it
    for t, k in pool.items():
        for colour in fits[t]:
            dice_for[colour] = dice_for.get(colour, 0) + k
    total = 0.0
    needs = plain_needs(content)
    for card in cards:
        have = sum(min(len(wanted), dice_for.get(colour, 0)) for colour, wanted in needs[card])
        total += have / len(content.craft[card].slots)
    return total / len(cards)


def rounds_left(state, proj: list[Projection], weights: Weights = DEFAULT) -> float:
    """Rounds likely still to play after this one."""
    if state.phase == OVER or not (state.display or state.waiting):
        return 0.0
    lead = max(pr.this_round for pr in proj)
    need = state.items_to_win - lead
    if need <= 0:
        return 0.0
    rate = max(max(pr.rate for pr in proj), weights.min_rate)
    return min(weights.max_rounds, need / rate)


def scores(state, weights: Weights = DEFAULT) -> list[float]:
    if state.phase == OVER:
        winner = state.standings()[0]
        return [1000.0 if q == winner else 0.0 for q in range(state.n)]
    proj = project(state, weights)
    r = rounds_left(state, proj, weights)
    return [pr.this_round + weights.future * (pr.rate * r + pr.kept * min(1.0, r)) + weights.die * pr.dice
            + weights.coverage * pr.coverage * min(1.0, r) for pr in proj]


def evaluate(state, me: int, weights: Weights = DEFAULT) -> float:
    """Projected lead of `me` over the best rival, in cards."""
    s = scores(state, weights)
    return s[me] - max(v for q, v in enumerate(s) if q != me)
