"""A greedy player: crafts whatever it can, and gathers the dice the display needs.

It looks one move ahead with a simple score; it is the baseline every real AI
level must beat (see docs/ai.md).
"""

from __future__ import annotations

from kingsforge.ai import decide
from kingsforge.engine import requests, rules
from kingsforge.engine.actions import (
    Claim,
    Craft,
    Dock,
    EndTurn,
    Harvest,
    Pass,
    Roll,
    UseAbility,
    UseCharge,
    Visit,
)
from kingsforge.engine.craft import can_fill, craft_targets, items_of, rolled_dice, target_problem
from kingsforge.engine.model import REROLL
from kingsforge.engine.percontent import per_content

# How much a die of each colour is worth to own, before counting what the display needs; a
# module's dice say it in their folder (ai.yaml `value:`, Content.worths), else 1.
BASE_VALUE = {"metal": 1.0, "wood": 1.3, "gem": 2.0, "magic": 2.4, "library": 1.5}
SINGLE_USE = 0.7        # a kept exotic die is rolled once, then gone
COMMIT_COST = 0.35      # a die placed on a gather card is missing from this round's roll
CHARGE_VALUE = 0.6      # a one-round bonus, flip, re-roll or 6


class GreedyBot:
    def __init__(self, seed: int = 0, name: str = "greedy"):
        self.name = name

    def choose(self, state, legal):
        if state.pending:
            return decide.quick_decide(state, legal)
        if state.phase == "gather":
            return self._gather(state, legal)
        return self._craft(state, legal)

    # --- craft phase ---------------------------------------------------------------
    def _craft(self, state, legal):
        chosen = self._craft_move(state, legal)
        if state.content.abilities:
            from kingsforge.ai import deluxe
            return deluxe.craft_move(state, legal, chosen, can_craft_after=can_craft_after)
        return chosen

    def _craft_move(self, state, legal):
        for action in legal:
            if isinstance(action, Roll):
                return action
        craft = state.content.craft
        crafts = [a for a in legal if isinstance(a, Craft) and craft[a.card].tile is None]
        if crafts:
            craft = state.content.craft
            # The highest-ranked card first (ties go to rank), spending the cheapest dice.
            # (a request's optional boosting box is worth its die: more dice on it first)
            # Under an ending rank (the Royal Decree) plain items first: the one reaching the goal
            # must be the masterwork, and a player one short may craft nothing else.
            floor = state.content.setup.ending_rank or 0
            return max(crafts, key=lambda a: (floor and craft[a.card].rank < floor, craft[a.card].rank,
                                              len(a.dice) if craft[a.card].boost >= 0 else 0,
                                              -sum(state.values[d] for d in a.dice)))
        for action in legal:
            if isinstance(action, UseCharge) and state.charges[state.turn][action.charge][0] != REROLL:
                if can_craft_after(state, action):
                    return action
        for action in legal:
            # a kept Heartwood harvested later in the turn (declined at the roll, or the dice
            # changed since) when it lets a card be made: only when nothing else can be crafted
            if isinstance(action, Harvest) and can_craft_after(state, action):
                return action
        return decide.tile_bid(state, legal) or next(a for a in legal if isinstance(a, EndTurn))

    # --- gather phase --------------------------------------------------------------
    def _gather(self, state, legal):
        needs = colour_needs(state)
        best, best_score = None, 0.0
        memo: dict = {}         # die values, option gains and scores, the same for every move of this turn
        docks: dict = {}        # a dock visit scores the same for every card: one score per action and dice
        for action in legal:
            if type(action) is Dock:
                key = (action.action, action.dice)
                score = docks.get(key)
                if score is None:
                    score = docks[key] = self._score(state, action, needs, memo)
            else:
                score = self._score(state, action, needs, memo)
            if score > best_score:
                best, best_score = action, score
        if best is None:
            passes = [a for a in legal if isinstance(a, Pass)]
            return max(passes, key=lambda a: a.benefit == "metal")
        return best

    def _score(self, state, action, needs, memo: dict | None = None):
        """The move's worth: what its option gains less the dice it spends. `memo` (one dict per
        position and `needs`) keeps die values and option gains between the moves of one listing."""
        if isinstance(action, Pass):
            return 0.0
        c = state.content
        if isinstance(action, Claim):
            option = c.gather[action.card].options[action.option]
        elif isinstance(action, Visit):
            option = c.visitors[action.card].options[action.option]
        elif isinstance(action, Dock):
            option = c.dock_actions[action.action].option
        elif isinstance(action, UseAbility):
            option = c.craft[action.card].ability[action.option].option     # a deluxe card's Toy Factory
        else:
            return 0.0
        spent_all = not isinstance(action, (Claim, Visit, UseAbility))
        if memo is None:
            memo = {}
        values = memo.get("values")
        if values is None:
            values = memo["values"] = {}
        key = (id(option), len(action.dice))
        gain = memo.get(key)
        if gain is None:
            gain = memo[key] = self._gain(state, action, option, needs)
        cost = 0.0
        boxes = option.boxes
        for i, die in enumerate(action.dice):
            consumed = spent_all or not boxes or boxes[i].consumed
            die_type = c.die_type_of[die]
            if consumed:
                value = values.get(die_type)
                if value is None:
                    value = values[die_type] = die_value(c, die_type, needs)
                cost += value
            else:
                cost += COMMIT_COST
        return gain - cost

    @staticmethod
    def _gain(state, action, option, needs) -> float:
        """What the option brings (its dice, bonuses, tokens), by the needs; the dice paid
        matter only by their number (gain_by_count)."""
        c = state.content
        gain = 0.0
        for effect in option.effects:
            if effect.kind == "gain":
                for die_type, count in effect.dice:
                    available = min(count, len(state.stock[die_type]))
                    gain += available * die_value(c, die_type, needs) * (1.3 if effect.to_supply else 1.0)
            elif effect.kind == "gain_by_count":
                rows = [g for n, g in effect.table if len(action.dice) >= n]
                if rows:
                    gain += sum(k * die_value(c, t, needs) for t, k in rows[-1])
            elif effect.kind == "exotic":
                gain += sum(min(k, len(state.stock[t])) * die_value(c, t, needs) for t, k in effect.dice)
            elif effect.kind == "bonus" and effect.colours:
                # a coloured bonus (a visitor's gift): +n on a die of that colour, if one is wanted
                want = max((needs.get(colour, 0.0) for colour in effect.colours), default=0.0)
                gain += CHARGE_VALUE * (0.7 + 0.3 * min(1.0, want)) * max(1, effect.amounts[0] / 1.5)
            elif effect.kind in ("bonus", "flip", "reroll", "token", "auto6"):
                gain += CHARGE_VALUE * max(1, effect.count, len(effect.amounts))
        return gain


def can_craft_after(state, action) -> bool:
    """Would this (non-random) manipulation let the player craft something?"""
    after = rules.apply(state, action, validate=False)
    p = state.turn
    dice = rolled_dice(after, p)
    for card, held in craft_targets(after, p):
        floor = None if held is None else [after.values[d] for d in held]
        k = after.content.craft[card]
        held_types = requests.held_of(after, held) if k.special and held is not None else None
        if can_fill(k, dice, after.fits, floor, after.content, held_types):
            return True
    return False


def colour_needs(state) -> dict[int, float]:
    """How badly the player to move lacks dice of each colour for the cards in reach.

    For each colour: the most boxes of that colour on any displayed (or next)
    card, plus one spare, minus the dice of that colour the player owns.
    """
    c = state.content
    p = state.turn
    owned = [0] * (len(c.colours) + len(c.hybrids))     # hybrid boxes (requests) are colours too
    placed = [d for q, _c, _o, ds in state.claims if q == p for d in ds]
    if state.visits:
        placed += [d for q, _v, _o, ds in state.visits if q == p for d in ds]
    for die in state.supply[p] + state.smithy[p] + placed:
        for colour in state.fits[c.die_type_of[die]]:
            owned[colour] += 1
    needs = {}
    reach = ((1.0, state.display), (0.6, state.waiting[:2]))
    if c.setup.ending_rank:
        items = items_of(state, p)
        if not any(target_problem(state, p, k, False, items) is None for k in state.display + state.waiting[:2]):
            # only the items beside the display may still be the player's (the Royal Decree's
            # masterworks: one item short of the goal, or the display gone): gather for them, or
            # the game runs on with no one able to end it
            reach = ((1.0, [k for k in state.beside if c.craft[k].tile is None
                            and target_problem(state, p, k, False, items) is None]),)
    for weight, cards in reach:
        for card in cards:
            wanted = {}
            for colour, _pips in c.craft[card].slots:
                wanted[colour] = wanted.get(colour, 0) + 1
            for colour, count in wanted.items():
                short = max(0, count + 1 - owned[colour])
                needs[colour] = max(needs.get(colour, 0.0), weight * short)
    return needs


@per_content
def base_values(c) -> tuple[float, ...]:
    """Per die type, what one is worth to own (BASE_VALUE, a module's ai.yaml, else 1)."""
    return tuple(BASE_VALUE.get(t.id) or c.worth_of(t.id).value or 1.0 for t in c.die_types)


def die_value(c, die_type: int, needs) -> float:
    kind = c.die_types[die_type]
    base = base_values(c)[die_type]
    colours = kind.fits
    if not colours and (kind.harvest_as or kind.copies_rolled):
        # an exotic die that fills a colour only in play (Heartwood, Borealis): the colours it may take
        colours = frozenset().union(*(c.die_types[t].fits for t in kind.harvest_as + kind.copies_rolled))
    elif not colours and kind.paired:
        colours = frozenset(range(len(c.colours)))     # its card helps the other dice, whatever they fill
    want = max((needs.get(colour, 0.0) for colour in colours), default=0.0)
    return base * (0.35 + 0.9 * want) * (SINGLE_USE if kind.keeps else 1.0)
