"""Deluxe cards' once-a-game abilities (engine/abilities.py) for the bots.

* Craft turn (`craft_move`): a pip bonus is used when it lets the player craft (Greedy, Easy) or
  when the exact solver values the position after it more (Normal, Hard: `planner`); a re-roll
  (Normal, Hard only) of a die showing 3 or less when the solver's average over the six faces
  beats the die as it lies by REROLL_GAIN (the ability is spent for good, so a small gain is not
  worth it); each kind of die (type, value) is valued once; a gain, a
  Grimstone pick and keeping an Aether Ore are free, so they are used when the turn would
  otherwise end.
* Obey Wand: Normal and Hard (`obey_by_plan`) make the roller re-roll the die whose re-roll costs
  the roller most by the exact solver (the roller's position with the die as it lies against the
  average of its six faces), when the loss is at least OBEY_LOSS; Greedy and Easy (`obey`) pick
  the highest die on offer when it shows OBEY_AT or more (a re-roll averages 3.5), more readily
  against the leader. Otherwise the wand is kept for a better moment.
* The Grimstone card picked with the Engagement Brooch: the one the Great Cauldron's keep policy
  likes best.
* The Toy Factory is a gather move like any other: every bot values it as it values a claim.
"""

from __future__ import annotations

from kingsforge.ai.exotic import harvest_later, keep_card
from kingsforge.ai.policy import Policy, register
from kingsforge.engine import abilities, rules
from kingsforge.engine.actions import Craft, EndTurn, UseAbility

REROLL_GAIN = 0.15      # plan units (a card crafted is 1) a re-roll must add on average
PLUS_GAIN = 0.05        # ... and a pip bonus
OBEY_AT = 5             # the least pips a die must show for the wand to be used on it


def craft_turn(planner, state, legal):
    """Normal's and Hard's craft-phase move: the planner's, a kept Heartwood harvested when the
    turn would otherwise end (exotic.harvest_later), or an ability worth more now."""
    chosen = harvest_later(planner, state, legal, planner.choose(state, legal))
    if state.content.abilities and state.has_rolled:
        return planner.weigh(lambda: craft_move(state, legal, chosen, planner=planner))
    return chosen


def _kind(state, action) -> str:
    return state.content.craft[action.card].ability[action.option].kind


def craft_move(state, legal, chosen, planner=None, can_craft_after=None):
    """The ability to use now instead of `chosen` (the bot's own move), or `chosen`."""
    uses = [a for a in legal if isinstance(a, UseAbility)]
    if not uses:
        return chosen
    p = state.turn
    pluses = _distinct(state, [a for a in uses if _kind(state, a) == "plus"])
    # a re-roll averages 3.5: only a die showing 3 or less may gain from one, and each
    # (type, value) is valued once (six solver calls each, on every move of the turn)
    rerolls = _distinct(state, [a for a in uses if _kind(state, a) == "reroll" and state.values[a.dice[0]] <= 3])
    if planner is not None and (pluses or rerolls):
        base = planner.position_value(state, p)
        best, best_gain = None, 0.0
        for a in pluses:
            gain = planner.position_value(rules.apply(state, a, validate=False), p) - base - PLUS_GAIN
            if gain > best_gain:
                best, best_gain = a, gain
        for a in rerolls:
            gain = _reroll_value(planner, state, p, a.dice[0]) - base - REROLL_GAIN
            if gain > best_gain:
                best, best_gain = a, gain
        if best is not None:
            return best
    elif can_craft_after is not None and not isinstance(chosen, Craft):
        for a in pluses:
            if can_craft_after(state, a):
                return a
    if isinstance(chosen, EndTurn):
        for kind in ("gain", "pick", "keep"):
            for a in uses:
                if _kind(state, a) == kind:
                    return a
    return chosen


def _distinct(state, uses) -> list:
    """One ability use per option and kind of die it lands on (its type now and its value): the
    others give the solver the same position."""
    seen, out = set(), []
    for a in uses:
        key = (a.card, a.option, tuple((state.play_type(d), state.values[d]) for d in a.dice))
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def _reroll_value(planner, state, p, die) -> float:
    """The solver's value of p's position averaged over the six faces the die may show."""
    total = 0.0
    for face in range(1, 7):
        after = state.clone()
        after.values = after.values[:]
        after.values[die] = face
        if after.cancelled(face):
            after.rolled = [z[:] for z in after.rolled]
            after.rolled[p].remove(die)
        total += planner.position_value(after, p)
    return total / 6


def obey(state, legal):
    """The Obey Wand's decision: re-roll the roller's best die on offer if it is high enough."""
    d = state.pending[0]
    roller = d.who[0]
    values = state.values
    offers = [a for a in legal if a.choice != abilities.NOTHING]
    if not offers:
        return legal[0]
    best = max(offers, key=lambda a: (values[a.choice], -a.choice))
    leader = max(range(state.n), key=lambda q: (len(state.tucked[q]), -q))
    floor = OBEY_AT - (1 if roller == leader and roller != d.player else 0)
    if values[best.choice] >= floor:
        return best
    return next(a for a in legal if a.choice == abilities.NOTHING)


OBEY_LOSS = 0.15        # plan units the forced re-roll must cost the roller on average (Normal, Hard)


def obey_by_plan(planner, state, legal):
    """Normal's and Hard's Obey Wand: the die whose re-roll costs the roller most, by the exact
    solver's value of the roller's position (the die as it lies against the average of the six
    faces), when that loss is worth spending the wand on; otherwise the roll stands."""
    d = state.pending[0]
    roller = d.who[0]
    offers = [a for a in legal if a.choice != abilities.NOTHING]
    decline = next(a for a in legal if a.choice == abilities.NOTHING)
    if not offers:
        return decline
    base = planner.position_value(state, roller)
    best, best_loss = decline, OBEY_LOSS
    for a in offers:
        loss = base - _reroll_value(planner, state, roller, a.choice)
        if loss > best_loss:
            best, best_loss = a, loss
    return best


def _planned_obey(planner, state, legal):
    return planner.weigh(lambda: obey_by_plan(planner, state, legal))


register(abilities.OBEY, Policy(obey, planned=_planned_obey))
register(abilities.PICK, Policy(keep_card))
