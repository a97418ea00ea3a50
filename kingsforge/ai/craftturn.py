"""Playing a craft turn well: re-rolls by expectimax, then the exact plan, then
making the crafted cards hard to out-craft.

The steps of a turn, in the order they are played:
1. Roll (the only move before it).
2. Re-rolls first: a re-roll replaces a die's value, so any bonus spent on it
   before would be wasted. Each candidate re-roll is scored by the expected
   value of the best plan over the six faces (exact expectimax; `depth` limits
   how many further re-rolls are looked through exactly).
3. The solver's plan (solver.py): manipulations, then crafts. With `deny`
   (Hard), among the equally big plans the one that leaves the least to the
   players crafting after us (their expected crafts from the display we leave,
   and their chance to out-craft our new cards).
4. Safety: players who craft later this round may out-craft us. With leftover
   dice and manipulations we raise the dice on our cards where that lowers the
   exact chance (engine/odds.py) that a later player beats them.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from kingsforge.ai import exotic
from kingsforge.ai.evaluate import lasting_worth, later_rounds, this_round_charges
from kingsforge.ai.expected import (
    expected_crafts,
    rule_budget,
    usable_charges,
    within_budget,
)
from kingsforge.ai.solver import (
    EMPTY_PLAN,
    FLIP,
    REROLL,
    Charge,
    Decree,
    Die,
    Plan,
    Target,
    best_value,
    capped,
    effort_done,
    effort_left,
    solve,
    solve_all,
    work_done,
)
from kingsforge.engine.actions import Craft, EndTurn, Roll, UseCharge
from kingsforge.engine.craft import items_of, rolled_dice, target_problem
from kingsforge.engine.dice import rerollable
from kingsforge.engine.odds import craft_odds
from kingsforge.engine.requests import box_rules, needed
from kingsforge.engine.restrictions import broken


# --- reading the state ------------------------------------------------------------------
def groups_on(state, p) -> dict[int, frozenset]:
    on = {}
    for _kind, _amount, group, die in state.charges[p]:
        if die != -1:
            on[die] = on.get(die, frozenset()) | {group}
    return on


def solver_dice(state, p) -> list[Die]:
    """The rolled dice; a die's groups are the charge groups it may no longer take: those
    already on it, and colour-bound ones (a lasting +N of a colour) its type does not fill."""
    values = state.values
    on = groups_on(state, p)
    barred = barred_groups(state, p)
    # a die never rolled (a harvested Heartwood) takes no re-roll (dice.rerollable)
    rerolls = frozenset(group for kind, _amount, group, used in state.charges[p] if kind == REROLL and used == -1)
    return [Die(d, t, values[d], on.get(d, frozenset()) | barred.get(t, frozenset())
                | (frozenset() if rerollable(state, d) else rerolls))
            for d, t, _v in rolled_dice(state, p)]


def barred_groups(state, p) -> dict[int, frozenset]:
    """Die type -> p's colour-bound charge groups a die of that type may not take (state.charge_rules)."""
    rules = state.charge_rules
    if not rules:
        return {}
    bound = {group for _kind, _amount, group, used in state.charges[p] if used == -1 and group in rules}
    if not bound:
        return {}
    fits = state.fits
    return {t: frozenset(g for g in bound if not fits[t] & rules[g][0]) for t in range(len(fits))}


def solver_charges(state, p) -> list[Charge]:
    return [Charge(i, kind, amount, group) for i, (kind, amount, group, used) in enumerate(state.charges[p])
            if used == -1]


def decree_for(state, p) -> Decree | None:
    """An ending rank's limits on the order of p's crafts (solver.Decree), None without one."""
    if not state.content.setup.ending_rank:
        return None
    return Decree(items_of(state, p), state.items_to_win - 1, state.holds_ending_item(p, this_round=True))


def targets_for(state, p) -> list[Target]:
    """The display, the waiting cards in the order they will appear, and cards others crafted this round."""
    craft = state.content.craft
    rounds = later_rounds(state)
    floor = state.content.setup.ending_rank

    def rank(c):
        """A lasting bonus (Jubilee cards) raises a card's worth for the rounds still to come."""
        return craft[c].rank + lasting_worth(state, c, rounds)

    def target(c, *args, **kw) -> Target:
        """solver.Target, marking an item that may reach the goal under an ending rank."""
        return Target(c, *args, ending=bool(floor) and craft[c].rank >= floor, **kw)

    out = [target(c, rank(c), craft[c].slots, restrict=craft[c].restrict) for c in state.display]
    out += [target(c, rank(c), craft[c].slots, queue=k, restrict=craft[c].restrict)
            for k, c in enumerate(state.waiting)]
    for card, owner, dice in state.crafted:
        k = craft[card]
        if owner == p or k.tile is not None:
            continue
        if not k.special:
            out.append(target(card, rank(card), k.slots,
                              floor=tuple(state.values[d] for d in dice), restrict=k.restrict))
        elif len(dice) == k.required and not any(colour >= len(state.content.colours) for colour, _p in k.slots):
            # A request held without its boosting box and without two-colour boxes is out-crafted
            # like any card on the boxes it needs (a locked box can only tie). Otherwise (colours
            # compared by rarity, a filled boosting box) `special_steal` plays it from the legal moves.
            out.append(target(card, rank(card), needed(k), floor=tuple(state.values[d] for d in dice),
                              restrict=k.restrict, locked=k.locked))
    if state.beside or floor:
        # Cards beside the display (not the bid tiles: those are bid on with what is left),
        # and only the cards a module's limits let p craft this turn. A request is planned on the
        # boxes it needs (its boosting box is added after: `boosted`), its locked boxes exact.
        out += [target(c, rank(c), needed(craft[c]), restrict=craft[c].restrict, locked=craft[c].locked,
                       beside=True)
                for c in state.beside if craft[c].tile is None]
        items = items_of(state, p)
        any_ending = any(t.ending for t in out)
        # An ending rank refuses a card now that other crafts of this turn may allow: a plain item
        # once an ending item is crafted (one over the goal), an out-craft of an ending item once
        # p holds one short. Those stay, and the solver plays them only in an order that allows
        # them (decree_for, solver.playable_order).
        out = [t for t in out if target_problem(state, p, t.card, t.floor is not None, items) is None
               or (floor and craft[t.card].tile is None and (t.ending or any_ending))]
    return out


def later_players(state) -> list[int]:
    """Players who still craft after the player to move, this round."""
    return [(state.turn + k) % state.n for k in range(1, state.craft_turns_left)]


def roll_pool(state, q) -> dict[int, int]:
    """Die types q will roll at the start of their craft turn (their supply; the smithy too with Astrologer)."""
    pool = {}
    type_of = state.content.die_type_of
    for d in state.to_roll(q):
        pool[type_of[d]] = pool.get(type_of[d], 0) + 1
    return pool


def cemetery_value(state):
    return None if state.cemetery is None else state.values[state.cemetery[1]]


# --- how much a plan is worth -------------------------------------------------------------
def plan_value(plan: Plan, steal_bonus: float) -> float:
    """Cards first; an out-craft also takes a card from a rival; rank breaks ties."""
    total = 0.0
    for target, _dice in plan.crafts:
        total += 1.0 + (steal_bonus if target.steal else 0.0) + 0.002 * target.rank
    return total


DENY_CHOICES = 6      # equally big plans compared by what they leave to later players


class _Memo:
    """A small LRU for plan values, keyed on what the plan depends on (not die ids)."""

    def __init__(self, size=20000):
        self.size = size
        self.data = OrderedDict()

    def get(self, key):
        got = self.data.get(key)
        if got is not None:
            self.data.move_to_end(key)
        return got

    def put(self, key, value):
        self.data[key] = value
        if len(self.data) > self.size:
            self.data.popitem(last=False)


# Looking through two re-rolls is an expectimax over (candidates x 6 faces)^2 solves; usually
# a few dozen cheap ones (2.6 ms median), but with many dice of one colour and several
# manipulations one solve can take 100 ms and one decision took 25 s. Past this much solver
# work (DP states expanded) the look-ahead falls back to one re-roll.
DEEP_WORK = 400_000
# One re-roll looked through is usually cheap too, but a position with many dice and wide
# targets makes each solve cost a quarter second: a Grimstone card with 21 answers took 11 s,
# one craft turn 5 s. Past this much work a decision looks through no re-roll at all.
LOOK_WORK = 1_500_000
# Whatever the look-aheads do, a whole decision stays within this much solver effort
# (solver.capped: moves tried, fills and merges; about 7-20 million a second): Normal answers
# within about a second, Hard within two. A look-ahead may take half of what is left; past that
# it falls back as past LOOK_WORK, and a solve past the whole gives the best plan found by then.
DECISION_EFFORT = {1: 5_000_000, 2: 12_000_000}


class _OutOfBudget(Exception):
    pass


class CraftPlanner:
    """The craft-turn player used by Normal and Hard (one per bot; the lock makes a
    bot safe to call from a worker thread).

    depth: re-rolls looked through exactly (further ones are assumed unused);
    safety: raise crafted dice against later out-crafts; steal_bonus: extra worth of an out-craft.
    """

    def __init__(self, depth: int = 1, safety: bool = True, steal_bonus: float = 0.5, deny: bool = False,
                 effort: int | None = None):
        self.depth = depth
        self.effort = DECISION_EFFORT.get(depth) if effort is None else effort
        self.safety = safety
        self.deny = deny
        self.steal_bonus = steal_bonus
        self.memo = _Memo()
        self.work_limit: int | None = None       # solver work allowed while a bounded look-ahead runs
        self.effort_limit: int | None = None     # ... and solver effort
        self.look = 1                            # re-rolls position_value looks through (at most depth)
        self.lock = threading.Lock()

    # --- the move ------------------------------------------------------------------
    def deciding(self):
        """The bound on one whole decision's solver effort (a bot's choose runs within it)."""
        return capped(self.effort)

    def choose(self, state, legal):
        with self.lock:
            return self._choose(state, legal)

    def _choose(self, state, legal):
        if not state.has_rolled:
            return next(a for a in legal if isinstance(a, Roll))
        p = state.turn
        dice = solver_dice(state, p)
        charges = solver_charges(state, p)
        targets = targets_for(state, p)
        decree = decree_for(state, p)
        fits = state.fits
        rerolls = [c for c in charges if c.kind == REROLL]
        det = [c for c in charges if c.kind != REROLL]
        if rerolls and dice:
            pick = self._best_reroll(dice, det, rerolls, targets, fits, cemetery_value(state), decree)
            if pick is not None:
                return _legal_equivalent(state, legal, UseCharge(*pick))
        plan = (self._pick_plan(state, p, dice, det, targets, decree) if self.deny
                else solve(dice, det, targets, fits, decree))
        if not plan.crafts:
            return special_steal(state, legal) or self._bid(state, legal) or next(a for a in legal
                                                                                 if isinstance(a, EndTurn))
        if self.safety:
            plan = secure(state, p, plan, dice, det)
        try:
            for charge, die in plan.charges:
                return _legal_equivalent(state, legal, UseCharge(charge, die))
            # the solver lists a plan's crafts in an order they can be played in
            # (solver.playable_order): a waiting card after the crafts that reveal it, and under an
            # ending rank (the Royal Decree) a plain item only where the rank allows it
            target, assigned = plan.crafts[0]
            move = _legal_equivalent(state, legal, Craft(target.card, assigned))
            return boosted(state, legal, move, plan)
        except RuntimeError:
            # A module's limits (a card only some players may craft now) can rule out a planned
            # move the solver does not know about: take the best listed craft, or end the turn.
            crafts = [a for a in legal if isinstance(a, Craft)]
            craft = state.content.craft
            if crafts:
                return max(crafts, key=lambda a: (craft[a.card].rank, -sum(state.values[d] for d in a.dice)))
            return next(a for a in legal if isinstance(a, EndTurn))

    def _bid(self, state, legal):
        rivals = [q for q in later_players(state) if roll_pool(state, q)]
        return exotic.tile_bid(state, legal, lambda card, values: steal_risk(state, card, values, rivals))

    def position_value(self, state, p) -> float:
        """The best plan's worth for p now (one re-roll looked through), for choices made
        after the roll (engine/kept.py): what a copy, a harvest or a Grimstone card gives."""
        charges = solver_charges(state, p)
        rerolls = [c for c in charges if c.kind == REROLL]
        det = [c for c in charges if c.kind != REROLL]
        return self._value(solver_dice(state, p), det, rerolls, targets_for(state, p), state.fits,
                           cemetery_value(state), min(self.depth, self.look), decree_for(state, p))

    def weigh(self, decide):
        """decide() (a choice made by comparing position_values) looking through a re-roll
        while the whole decision stays within LOOK_WORK solver work, else decide() again
        looking through none."""
        try:
            return self._bounded(decide, work=LOOK_WORK)
        except _OutOfBudget:
            look, self.look = self.look, 0
            try:
                return decide()
            finally:
                self.look = look

    def _pick_plan(self, state, p, dice, det, targets, decree=None) -> Plan:
        """Among the plans with the most cards and out-crafts, the one that leaves
        the least to the players crafting after us: their expected crafts from the
        display we leave, plus the chance they out-craft our new cards."""
        plans = solve_all(dice, det, targets, state.fits, DENY_CHOICES, decree)
        if not plans:
            return EMPTY_PLAN
        rivals = [q for q in later_players(state) if roll_pool(state, q)]
        if len(plans) == 1 or not rivals:
            return plans[0]
        cem = cemetery_value(state)
        best, best_score = plans[0], None
        for plan in plans:
            display, waiting = display_after(state, plan)
            given = sum(rival_crafts(state, q, display, waiting, cem) for q in rivals)
            lost = sum(steal_risk(state, t.card, tuple(plan.values[d] for d in assigned), rivals)
                       for t, assigned in plan.crafts)
            score = 0.002 * sum(t.rank for t, _ in plan.crafts) - given - lost
            if best_score is None or score > best_score + 1e-12:
                best, best_score = plan, score
        return best

    # --- re-rolls by expectimax ------------------------------------------------------------
    def _value(self, dice, det, rerolls, targets, fits, cemetery, depth, decree=None) -> float:
        key = (tuple(sorted((d.type, d.value, d.groups) for d in dice)),
               tuple(sorted((c.kind, c.amount, c.group) for c in det)),
               tuple(sorted(c.group for c in rerolls)) if depth > 0 else (),
               tuple(targets), cemetery, depth, decree)
        got = self.memo.get(key)
        if got is not None:
            return got
        if (self.work_limit is not None and work_done() > self.work_limit) or \
                (self.effort_limit is not None and effort_done() > self.effort_limit):
            raise _OutOfBudget
        base = plan_value(solve(dice, det, targets, fits, decree), self.steal_bonus)
        best = base
        if depth > 0 and rerolls:
            pick = self._search_rerolls(dice, det, rerolls, targets, fits, cemetery, depth, base, decree)
            if pick is not None:
                best = pick[0]
        self.memo.put(key, best)
        return best

    def _best_reroll(self, dice, det, rerolls, targets, fits, cemetery, decree=None):
        base = plan_value(solve(dice, det, targets, fits, decree), self.steal_bonus)
        args = (dice, det, rerolls, targets, fits, cemetery)
        looks = [(self.depth, DEEP_WORK)] if self.depth > 1 else []
        for depth, work in looks + [(1, LOOK_WORK)]:
            try:
                got = self._bounded(self._search_rerolls, *args, depth, base, decree, work=work)
            except _OutOfBudget:
                continue
            return None if got is None else (got[1], got[2])
        return None                         # too heavy to look through: the dice stay as they lie

    def _bounded(self, search, *args, work=DEEP_WORK):
        """Run a look-ahead within `work` units of solver work and half the effort the decision
        has left (raises _OutOfBudget: the caller falls back to looking through less).
        The work is counted in DP states (solver.work_done, cached tables included) and the
        look-ahead gets a memo of its own, so whether it finishes -- and so the move --
        depends only on the position, never on timing or on what earlier decisions left
        in a cache: bots stay deterministic."""
        kept, limit, effort = self.memo, self.work_limit, self.effort_limit
        self.memo = _Memo()
        cap = work_done() + work
        self.work_limit = cap if limit is None else min(limit, cap)
        left = effort_left()
        if left is not None:
            most = effort_done() + left // 2
            self.effort_limit = most if effort is None else min(effort, most)
        try:
            return search(*args)
        finally:
            self.memo, self.work_limit, self.effort_limit = kept, limit, effort

    def _search_rerolls(self, dice, det, rerolls, targets, fits, cemetery, depth, base, decree=None):
        """(expected value, charge index, die id) of the best re-roll if it beats `base`."""
        if base >= _ceiling(dice, targets, self.steal_bonus):
            return None                     # nothing left to gain
        any_flip = any(c.kind == FLIP for c in det)
        best = None
        # Which re-roll card's charge goes first hardly matters; spend the group with
        # the most charges left (a rerolled die cannot take that group again).
        counts = {}
        for c in rerolls:
            counts[c.group] = counts.get(c.group, 0) + 1
        group = min(counts, key=lambda g: (-counts[g], g))
        for ch in [next(c for c in rerolls if c.group == group)]:
            rest = [c for c in rerolls if c is not ch]
            for die in _reroll_candidates(dice, ch.group, any_flip):
                others = [d for d in dice if d.id != die.id]
                total = 0.0
                for face in range(1, 7):
                    if face == cemetery:
                        after = others           # the Cemetery takes the die
                    else:
                        after = others + [Die(die.id, die.type, face, die.groups | {ch.group})]
                    total += self._value(after, det, rest, targets, fits, cemetery, depth - 1, decree)
                ev = total / 6.0
                if ev > base + 1e-9 and (best is None or ev > best[0] + 1e-12):
                    best = (ev, ch.index, die.id)
        return best


def _ceiling(dice, targets, steal_bonus) -> float:
    """A plan can never be worth more than crafting every target it has dice for."""
    sizes = sorted(((len(t.slots), t) for t in targets), key=lambda x: x[0])
    room, total = len(dice), 0.0
    for size, t in sizes:
        if size <= room:
            room -= size
            total += 1.0 + (steal_bonus if t.steal else 0.0) + 0.002 * t.rank
    return total


def rival_crafts(state, q, display, waiting, cemetery) -> float:
    """q's expected crafts this round against the display and waiting line we leave."""
    charges, bound = this_round_charges(state, q)
    return expected_crafts(roll_pool(state, q), display, waiting, state.content, charges, cemetery,
                           fits=state.fits, bound=bound)


def display_after(state, plan: Plan) -> tuple[list[int], list[int]]:
    """The display and waiting line once the plan's crafts are made."""
    display, waiting = list(state.display), list(state.waiting)
    for target, _dice in plan.crafts:
        if target.floor is None and target.card in display:
            display.remove(target.card)
            if waiting:
                display.append(waiting.pop(0))
    return display, waiting


def _reroll_candidates(dice, group, any_flip):
    """Dice worth re-rolling with a charge of `group`. Without flips, re-rolling the
    lowest die of a kind beats re-rolling a higher one of the same kind (the higher
    one stays). With flips a low die is as good as a high one, so the die whose
    best face (as is or flipped) is lowest is tried too."""
    chosen = {}
    for d in sorted(dice, key=lambda d: (d.value, d.id)):
        if group not in d.groups:
            chosen.setdefault((d.type, d.groups, "low"), d)
    if any_flip:
        for d in sorted(dice, key=lambda d: (max(d.value, 7 - d.value), d.id)):
            if group not in d.groups:
                chosen.setdefault((d.type, d.groups, "mid"), d)
    unique = {}
    for d in chosen.values():
        unique.setdefault(d.id, d)
    return list(unique.values())


# --- safety against later out-crafts --------------------------------------------------------
def steal_risk(state, card: int, values: tuple, rivals) -> float:
    """Chance that at least one later player can out-craft `card` holding `values`."""
    if not rivals:
        return 0.0
    k = state.content.craft[card]
    slots, restrict = k.slots, k.restrict
    slot_rules = None
    if k.special:
        # A request: the boxes it needs, locked ones exact, the floor read as values (a rarer
        # colour's win on a two-colour box and an empty boosting box are left out: an estimate).
        slots = needed(k)
        values = tuple(values[:len(slots)])
        slot_rules = box_rules(k) or None
    fits = state.fits
    cem = cemetery_value(state)
    safe = 1.0
    for q in rivals:
        pool = roll_pool(state, q)
        if not pool:
            continue
        # Within the odds budget (expected.py): re-rolls and the weakest manipulations
        # are left out, a slight under-estimate that keeps this fast.
        held, bound = this_round_charges(state, q)
        charges = within_budget(len(slots) + 1, usable_charges(held, slots, dict(bound)), max(pool.values()))
        if restrict:                 # a rule makes the exact odds enumerate every roll: fewer still
            charges = rule_budget(charges, ((0, restrict),))
        if slot_rules:
            charges = rule_budget(charges, slot_rules)
        safe *= 1.0 - float(craft_odds(pool, slots, fits, charges, cem, floor=values, restrict=restrict,
                                       slot_rules=slot_rules))
    return 1.0 - safe


def secure(state, p, plan: Plan, dice, det, max_steps: int = 6) -> Plan:
    """Raise the dice on planned cards with dice and manipulations the plan leaves
    unused, one change at a time, while that lowers the total chance of being out-crafted."""
    rivals = [q for q in later_players(state) if roll_pool(state, q)]
    if not rivals or not plan.crafts:
        return plan
    fits = state.fits
    by_id = {d.id: d for d in dice}
    crafts = [(t, list(assigned)) for t, assigned in plan.crafts]
    values = dict(plan.values)
    steps = list(plan.charges)
    charged = {}                             # die -> charge records applied in the plan
    for ci, die in steps:
        charged.setdefault(die, []).append(ci)
    used_charges = {ci for ci, _ in steps}
    free_charges = [c for c in det if c.index not in used_charges]
    on_cards = {d for _, assigned in crafts for d in assigned}
    free_dice = [d for d in dice if d.id not in on_cards]
    risk = [steal_risk(state, t.card, tuple(values[d] for d in assigned), rivals) for t, assigned in crafts]

    def weight(t):
        return 1.0 + 0.002 * t.rank

    for _ in range(max_steps):
        if not any(r > 0.0 for r in risk):
            break
        best = None                           # (gain, kind, data)
        for k, (t, assigned) in enumerate(crafts):
            if risk[k] <= 0.0:
                continue
            for j, die_id in enumerate(assigned):
                if j in t.locked:
                    continue                # a locked box keeps its exact value
                colour = t.slots[j][0]
                # A higher unused die of a colour that fits this box.
                swap = max((d for d in free_dice if colour in fits[d.type] and d.value > values[die_id]),
                           key=lambda d: (d.value, -d.id), default=None)
                if swap is not None and die_id not in charged:
                    new_vals = tuple(swap.value if i == j else values[x] for i, x in enumerate(assigned))
                    if t.restrict and broken(t.restrict, new_vals) is not None:
                        continue            # a higher die that breaks the card's rule
                    r = steal_risk(state, t.card, new_vals, rivals)
                    gain = (risk[k] - r) * weight(t)
                    if gain > 1e-9 and (best is None or gain > best[0]):
                        best = (gain, "swap", (k, j, swap, r))
                # An unused manipulation on this die.
                die = by_id[die_id]
                taken_groups = die.groups | {_group(det, ci) for ci in charged.get(die_id, ())}
                for ch in free_charges:
                    if ch.group in taken_groups:
                        continue
                    new_value = _after(values[die_id], ch)
                    if new_value is None or new_value <= values[die_id]:
                        continue
                    new_vals = tuple(new_value if i == j else values[x] for i, x in enumerate(assigned))
                    if t.restrict and broken(t.restrict, new_vals) is not None:
                        continue
                    r = steal_risk(state, t.card, new_vals, rivals)
                    gain = (risk[k] - r) * weight(t)
                    if gain > 1e-9 and (best is None or gain > best[0]):
                        best = (gain, "charge", (k, j, ch, r, new_value))
        if best is None:
            break
        _gain, kind, data = best
        if kind == "swap":
            k, j, swap, r = data
            old = crafts[k][1][j]
            crafts[k][1][j] = swap.id
            free_dice = [d for d in free_dice if d.id != swap.id] + [by_id[old]]
            values[swap.id] = swap.value
            values[old] = by_id[old].value
        else:
            k, j, ch, r, new_value = data
            die_id = crafts[k][1][j]
            steps.append((ch.index, die_id))
            charged.setdefault(die_id, []).append(ch.index)
            free_charges = [c for c in free_charges if c.index != ch.index]
            values[die_id] = new_value
        risk[k] = r
    return Plan(key=plan.key, crafts=tuple((t, tuple(a)) for t, a in crafts), charges=tuple(steps), values=values)


def _group(det, index):
    for c in det:
        if c.index == index:
            return c.group
    return None


def _after(value: int, ch: Charge):
    got = best_value(value, ((ch.kind, ch.amount),))
    return None if got is None else got[0]


# --- requests (engine/requests.py) --------------------------------------------------------------
def boosted(state, legal, move, plan):
    """A planned craft of a card with a boosting box, with that box filled too when a die the plan
    leaves unused fills it (the cheapest such die): the box pays a die to whoever keeps the card."""
    k = state.content.craft[move.card]
    if k.boost < 0 or len(move.dice) != k.required:
        return move
    planned = {d for _t, dice in plan.crafts[1:] for d in dice} | {d for _c, d in plan.charges}
    values, type_now = state.values, state.play_type

    def sign(dice):
        return [(type_now(d), values[d]) for d in dice]

    want = sign(move.dice)
    more = [a for a in legal if isinstance(a, Craft) and a.card == move.card and len(a.dice) == len(k.slots)
            and sign(a.dice[:k.required]) == want and not planned & set(a.dice)]
    return min(more, key=lambda a: (values[a.dice[-1]], a.dice[-1])) if more else move


def special_steal(state, legal):
    """With nothing else to craft, out-craft a request (its steal is not a floor of values, so the
    solver leaves it to this): the listed out-craft spending the fewest pips, or None."""
    craft = state.content.craft
    steals = [a for a in legal if isinstance(a, Craft) and craft[a.card].special
              and state.crafted_by(a.card) is not None]
    return min(steals, key=lambda a: (sum(state.values[d] for d in a.dice), a.dice)) if steals else None


# --- matching the plan to the listed legal moves ----------------------------------------------
def _legal_equivalent(state, legal, action):
    """The listed legal move that does the same as `action`.

    Legal moves list each distinct move once, with the lowest die ids; dice of the
    same type, value (and manipulations) are interchangeable, so we match on those."""
    if action in legal:
        return action
    p = state.turn
    type_of, values = state.content.die_type_of, state.values
    on = groups_on(state, p)
    # The engine lists one move per interchangeable die, reading a copied die as its copy.
    type_now = state.play_type if state.as_type else type_of.__getitem__

    def die_key(d):
        return type_now(d), values[d], on.get(d, frozenset())

    if isinstance(action, UseCharge):
        ch = state.charges[p][action.charge][:3]
        for a in legal:
            if (isinstance(a, UseCharge) and state.charges[p][a.charge][:3] == ch
                    and die_key(a.die) == die_key(action.die)):
                return a
    elif isinstance(action, Craft):
        slots = state.content.craft[action.card].slots
        held = state.crafted_by(action.card)
        floor = [values[d] for d in held[1]] if held is not None else [0] * len(slots)

        def signature(dice):
            return sorted((slots[j], floor[j], type_now(d), values[d]) for j, d in enumerate(dice))

        want = signature(action.dice)
        for a in legal:
            if isinstance(a, Craft) and a.card == action.card and signature(a.dice) == want:
                return a
    raise RuntimeError(f"planned move {action} has no legal equivalent")
