"""Kept (exotic) dice and bid tiles for the bots (engine/kept.py). Greedy and Easy answer the
kept dice's decisions with cheap fixed policies (roll every kept die, copy the colour the display
needs, harvest a Heartwood at HARVEST_AT, the most pips from a Grimstone card, keep the card worth
most); for Normal and Hard, what the solver and the odds make of dice that copy, are harvested,
fill two colours or come with a card:

* Odds: a copying die (Borealis) takes the type of a standard die rolled beside it,
  and every die of the pool is known before the roll, so for the odds it is a die
  of every colour the pool's copyable dice fill (`pool_fits`); exact, not a guess.
  A never-rolled die (Heartwood) is a die of known value (the shared one) that
  fills any colour of the types it may be harvested as.
* Choices after the roll (which type to copy, harvesting, what a Grimstone card
  does): each choice is applied to a copy and the exact solver's best plan
  compared (`by_plan`); a harvest must gain more than keeping the die is worth. Each
  answer's plan looks through a re-roll unless the decision grows past LOOK_WORK solver
  work (craftturn.CraftPlanner.weigh), then none.
* Before the roll (READY): a kept die joins the roll when it raises this round's
  expected crafts, or when the game has no later round for it; a Grimstone always
  (its card acts on the other dice, and an expiring card is lost unrolled).
* Bids: the tile worth most, net of the chance a later player outbids us (their
  odds to beat every die, as for an out-craft) and what we would then hand them.
"""

from __future__ import annotations

from kingsforge.ai import greedy
from kingsforge.ai.evaluate import (
    cemetery_value,
    craft_roll,
    joined,
    later_rounds,
    pool_fits,
    this_round_charges,
)
from kingsforge.ai.expected import expected_crafts
from kingsforge.ai.policy import Policy, register
from kingsforge.engine import decisions, kept, rules
from kingsforge.engine.actions import Craft, EndTurn, Harvest
from kingsforge.engine.percontent import per_content
from kingsforge.engine.state import CRAFT

KEEP_WORTH = 0.3        # a kept die's worth for later, in plan units (a card is 1)
READY_GAIN = 0.04       # expected crafts a readied die must add this round
# What winning a tile's die is worth, in Greedy's die-values, when its module's ai.yaml does
# not say (`tile:`, Content.worths).
TILE_WORTH = 1.5
OUTBID_LOSS = 1.0       # each of our dice an outbidder would take, in die-values


@per_content
def tile_worths(content) -> tuple[float, ...]:
    """Per die type, what winning one from a bid tile is worth (its module's ai.yaml, else
    TILE_WORTH)."""
    return tuple(content.worth_of(t.id).tile or TILE_WORTH for t in content.die_types)


# --- odds ---------------------------------------------------------------------------------
def crafts_with(state, q, extra: dict, known: tuple = ()) -> float:
    """q's expected crafts this round if `extra` ({type: n}) joined the roll."""
    pool, prerolled = craft_roll(state, q)
    pool = joined(pool, extra)
    prerolled = prerolled + known
    charges, bound = this_round_charges(state, q)
    return expected_crafts(pool, state.display, state.waiting, state.content, charges, cemetery_value(state),
                           fits=pool_fits(state, pool, prerolled), bound=bound, prerolled=prerolled)


# --- owed decisions: Greedy's and Easy's cheap fixed policies -----------------------------------
HARVEST_AT = 5          # a growing die is harvested once it shows this much (it falls to 1 after 6)


def quick_ready(state, legal):
    """Roll every kept die on offer: a saved die is only worth something once used."""
    return next((a for a in legal if a.choice != kept.DONE), legal[0])


def quick_copy(state, legal):
    needs = greedy.colour_needs(state)
    fits = state.content.fits

    def want(a):
        if a.choice == decisions.NOTHING:
            return -1.0, 0
        return max((needs.get(colour, 0.0) for colour in fits[a.choice]), default=0.0), -a.choice

    return max(legal, key=want)


def quick_harvest(state, legal):
    if state.grown < HARVEST_AT:
        return next(a for a in legal if a.choice == kept.DONE)
    needs = greedy.colour_needs(state)
    fits = state.content.fits
    options = [a for a in legal if a.choice != kept.DONE]
    if not options:
        return legal[0]
    return max(options, key=lambda a: (max((needs.get(c, 0.0) for c in fits[a.choice[1]]), default=0.0),
                                       -a.choice[1]))


def quick_stone(state, legal):
    """The most pips gained; a feeding card is left unfed (it would cost dice)."""
    d = state.pending[0]
    entry = kept.paired_entry(state, d.extra)
    card = state.content.die_cards[entry[1]] if entry is not None else None
    if card is None or card.kind in ("feed", "reroll"):
        return next((a for a in legal if a.choice == kept.DONE), legal[0])
    values = state.values

    def gain(a):
        choice = a.choice
        if choice == kept.DONE:
            return 0, 0
        if card.kind == "match":
            amount = card.match if choice[0] == kept.MATCH else card.otherwise
            return amount * (len(choice) - 1), sum(values[x] for x in choice[1:])
        x = choice[0]
        return max(values[x], min(card.cap, values[x] + values[d.extra])) - values[x], values[x]

    return max(legal, key=gain)


def keep_card(state, legal):
    """The Grimstone card worth most (the Great Cauldron's keep, the Engagement Brooch's pick)."""
    cards = state.content.die_cards

    def worth(a):
        card = cards[a.choice]
        value = card.match * card.count + card.otherwise + (3 if card.kind in ("lowest", "highest") else 0)
        value += 2 if card.kind == "reroll" else 0
        return value - (3 if card.expires else 0), -a.choice

    return max(legal, key=worth)


# --- owed decisions: Normal's and Hard's, by the exact solver -----------------------------------
def planned_ready(planner, state, legal):
    return ready(state, legal)


def planned_after_roll(planner, state, legal):
    """A copy, a harvest or a Grimstone card's choice in the craft turn, by the solver's plan;
    None elsewhere (the quick policy answers)."""
    if state.phase == CRAFT and len(legal) > 1:
        return planner.weigh(lambda: by_plan(planner, state, legal))
    return None


def ready(state, legal):
    offers = [a for a in legal if a.choice != kept.DONE]
    if not offers:
        return legal[0]
    p = state.pending[0].player
    types, type_of = state.content.die_types, state.content.die_type_of
    last_round = later_rounds(state) <= 1
    base = None
    best, best_gain = None, READY_GAIN
    for a in offers:
        t = type_of[a.choice[0]]
        if types[t].paired or last_round:
            return a
        if base is None:
            base = crafts_with(state, p, {})
        gain = crafts_with(state, p, {t: 1}) - base
        if gain > best_gain:
            best, best_gain = a, gain
    return best or next(a for a in legal if a.choice == kept.DONE)


def by_plan(planner, state, legal):
    """The choice whose position the exact solver values most; keeping a die (a harvest
    declined) is worth KEEP_WORTH while later rounds remain; ties go to the most pips."""
    p = state.pending[0].player
    keep = KEEP_WORTH if later_rounds(state) > 1 else 0.0
    needs = None

    def value(a):
        nonlocal needs
        after = rules.apply(state, a, validate=False)
        worth = planner.position_value(after, p)
        if state.pending[0].kind == kept.HARVEST and a.choice == kept.DONE:
            worth += keep
        pips = sum(after.values[d] for d in after.rolled[p])
        if state.pending[0].kind == kept.COPY:
            needs = needs or greedy.colour_needs(state)
            fits = state.fits
            wanted = 0.0 if a.choice == decisions.NOTHING else max(
                (needs.get(c, 0.0) for c in fits[a.choice]), default=0.0)
            return worth, wanted, -_order(a)
        return worth, pips, -_order(a)

    return max(legal, key=value)


def harvest_later(planner, state, legal, chosen):
    """Normal's and Hard's Harvest later in the craft turn (the printed "at any time"): when the
    plan crafts nothing more (`chosen` ends the turn or bids on a tile), the harvest whose plan the
    exact solver values most, if it beats keeping the die (KEEP_WORTH while later rounds remain),
    as by_plan weighs the harvest offered at the roll. Each kind of harvest is valued once (the
    engine lists one per kind of die and type it may be harvested as), within LOOK_WORK;
    otherwise `chosen`."""
    if not isinstance(chosen, (EndTurn, Craft)) or (
            isinstance(chosen, Craft) and state.content.craft[chosen.card].tile is None):
        return chosen
    harvests = [a for a in legal if isinstance(a, Harvest)]
    if not harvests:
        return chosen
    p = state.turn

    def pick():
        best, best_worth = chosen, planner.position_value(state, p) + (KEEP_WORTH if later_rounds(state) > 1 else 0.0)
        for a in harvests:
            worth = planner.position_value(rules.apply(state, a, validate=False), p)
            if worth > best_worth + 1e-9:
                best, best_worth = a, worth
        return best

    return planner.weigh(pick)


def _order(a) -> int:
    choice = a.choice
    return choice if isinstance(choice, int) else len(choice)


# --- bids -------------------------------------------------------------------------------------
def tile_bid(state, legal, risk_of):
    """The bid worth most (None if none is worth making). `risk_of(card, values)` is the
    chance a later player outbids dice of those values."""
    craft = state.content.craft
    values = state.values
    best, best_key = None, None
    holders = {card: owner for card, owner, _d in state.crafted}
    for a in legal:
        if not isinstance(a, Craft) or craft[a.card].tile is None:
            continue
        tile = craft[a.card].tile
        worth = tile_worths(state.content)[tile.gives]
        if not state.stock[tile.gives]:
            worth = 0.2                     # nothing to gain but the dice we take off a rival
        holder = holders.get(a.card)
        if holder is not None and holder != state.turn:
            worth += OUTBID_LOSS * len(craft[a.card].slots)        # their bid's dice come to us
        risk = risk_of(a.card, tuple(values[d] for d in a.dice))
        net = (1.0 - risk) * worth - risk * OUTBID_LOSS * len(a.dice)
        key = (net, sum(values[d] for d in a.dice))
        if net > 0.0 and (best is None or key > best_key):
            best, best_key = a, key
    return best


register(kept.READY, Policy(quick_ready, planned=planned_ready))
register(kept.COPY, Policy(quick_copy, planned=planned_after_roll))
register(kept.HARVEST, Policy(quick_harvest, planned=planned_after_roll))
register(kept.STONE, Policy(quick_stone, planned=planned_after_roll))
register(kept.KEEP_CARD, Policy(keep_card))
