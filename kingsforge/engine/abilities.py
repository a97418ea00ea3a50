"""Deluxe cards' once-a-game abilities (Masterworks): the primitives, the move and the decisions.

A craft card with `ability:` (content.abilities lists them) gives its owner -- the player who
has claimed it (`state.tucked`) -- one use of one of its options in the whole game; the card
then shows its plain side (`state.spent`). Each option names a primitive registered once in
ABILITIES, with the moment it is used at:

* CRAFT: the owner's move `UseAbility(card, option, dice)` in their own craft turn, after the
  roll; `dice` is the one die it works on, or () for a gain;
* GATHER (`next_round`): a gather option only the owner may use, once, in the round after the
  card is claimed (`state.offers`); `dice` pays its (X) boxes; it is the owner's gather turn;
* OUT_OF_TURN (`force_reroll`): right after another player's roll, before anything is applied
  to it, the owner is offered a decision (OBEY): one of the roller's dice to re-roll, or NOTHING.

Phase code never asks which card or module is on: it lists and checks `UseAbility` moves here
when the content has abilities, and the moments (rolled, before_return, round_end) run the hooks
the loader named for the primitives in play.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from kingsforge.engine import decisions, rng
from kingsforge.engine.actions import UseAbility
from kingsforge.engine.moments import hook
from kingsforge.engine.words import Reason, Ref, craft_ref

CRAFT, GATHER, OUT_OF_TURN = "craft", "gather", "out_of_turn"
OBEY, PICK = "obey", "pick_card"
NOTHING = decisions.NOTHING
NO_DIE = ()


class Primitive(NamedTuple):
    when: str                                   # CRAFT, GATHER or OUT_OF_TURN
    fits: Callable | None = None                # (s, p, ability, die) -> may it work on this die
    where: Callable | None = None               # (s, p) -> the dice it may work on
    ready: Callable | None = None               # (s, p, ability) -> a Reason it cannot be used now, or None
    do: Callable | None = None                  # (s, p, card, ability, dice)


ABILITIES: dict[str, Primitive] = {}


def owner(s, card: int) -> int:
    """The player who has claimed `card`, or -1."""
    for p, cards in enumerate(s.tucked):
        if card in cards:
            return p
    return -1


def usable(s, p: int, card: int) -> bool:
    """p owns `card` and has not used its ability yet."""
    return card in s.tucked[p] and card not in s.spent


def on_offer(s, p: int, card: int) -> bool:
    """A next-round ability: on offer to p this round."""
    return (card, p, s.round) in s.offers and card not in s.spent


# --- listing and checking the move ------------------------------------------------------------
def actions(s, p: int, when: str) -> list:
    """Every UseAbility p may make now of this kind (CRAFT or GATHER)."""
    c = s.content
    out = []
    for card in c.abilities:
        if not usable(s, p, card):
            continue
        for o, ability in enumerate(c.craft[card].ability):
            prim = ABILITIES[ability.kind]
            if prim.when != when:
                continue
            if when == GATHER:
                if on_offer(s, p, card):
                    out += [UseAbility(card, o, dice) for dice in _payments(s, p, ability.option)]
                continue
            if prim.ready is not None and prim.ready(s, p, ability) is not None:
                continue
            if prim.fits is None:
                out.append(UseAbility(card, o, NO_DIE))
                continue
            seen = set()
            for die in prim.where(s, p):
                if prim.fits(s, p, ability, die):
                    key = (s.play_type(die), s.values[die], die in s.rolled[p])
                    if key not in seen:
                        seen.add(key)
                        out.append(UseAbility(card, o, (die,)))
    return out


def _payments(s, p, option):
    from kingsforge.engine import gather
    by_type = gather._dice_by_type(s, s.supply[p])
    return gather._payments(s, option, by_type, tuple(len(d) for d in by_type), {})


def problem(s, p: int, action, when: str):
    """Why p may not make this UseAbility now (a Reason), or None."""
    c = s.content
    if not 0 <= action.card < len(c.craft) or not c.craft[action.card].ability:
        return Reason("no_ability")
    card = craft_ref(c, action.card)
    options = c.craft[action.card].ability
    if not 0 <= action.option < len(options):
        return Reason("no_such_ability_option", card=card)
    if action.card not in s.tucked[p]:
        return Reason("ability_not_yours", card=card)
    if action.card in s.spent:
        return Reason("ability_used", card=card)
    ability = options[action.option]
    prim = ABILITIES[ability.kind]
    if prim.when == OUT_OF_TURN:
        return Reason("ability_out_of_turn", card=card)
    if prim.when != when:
        return Reason("ability_in_gather" if prim.when == GATHER else "ability_in_craft", card=card)
    if prim.when == GATHER:
        if not on_offer(s, p, action.card):
            return Reason("ability_next_round", card=card)
        from kingsforge.engine import gather
        return gather.payment_problem(s, p, ability.option, action.dice, card)
    if not s.has_rolled:
        return Reason("roll_first")
    if prim.ready is not None:
        reason = prim.ready(s, p, ability)
        if reason is not None:
            return reason
    if prim.fits is None:
        return None if not action.dice else Reason("ability_no_die", card=card)
    if len(action.dice) != 1:
        return Reason("ability_one_die", card=card)
    die = action.dice[0]
    if die not in prim.where(s, p) or not prim.fits(s, p, ability, die):
        return Reason("ability_wrong_die", card=card)
    return None


def do(s, p: int, action) -> None:
    """Carry out a legal UseAbility: the card's ability is spent, then the primitive acts."""
    ability = s.content.craft[action.card].ability[action.option]
    s.spent = s.spent + (action.card,)
    ABILITIES[ability.kind].do(s, p, action.card, ability, tuple(action.dice))


def reveals(s, action) -> bool:
    """A UseAbility that rolls a die or shows a deck: undo never goes back past it."""
    ability = s.content.craft[action.card].ability[action.option]
    return ability.kind in ("reroll", "pick")


# --- the primitives ------------------------------------------------------------------------------
def _own_rolled(s, p):
    return s.rolled[p]


def _of_types(s, p, ability, die):
    return s.content.die_type_of[die] in ability.types


def _plus_fits(s, p, ability, die):
    if ability.types:
        return s.content.die_type_of[die] in ability.types
    return bool(s.fits[s.play_type(die)] & ability.colours)


def reroll_die(s, p: int, die: int) -> None:
    from kingsforge.engine.craft import reroll_die as reroll     # craft imports this module
    reroll(s, p, die)


def _do_reroll(s, p, card, ability, dice):
    reroll_die(s, p, dice[0])


def _do_plus(s, p, card, ability, dice):
    s.values[dice[0]] += ability.amount


def _rolled_this_round(s, p):
    """p's dice rolled this round: on the table, or on a card p crafted this round."""
    out = list(s.rolled[p])
    for _card, owner_, dice in s.crafted:
        if owner_ == p:
            out += dice
    return out


def _keep_fits(s, p, ability, die):
    return s.content.die_type_of[die] in ability.types and all(d != die for _q, d in s.saved)


def _do_keep(s, p, card, ability, dice):
    s.saved = s.saved + ((p, dice[0]),)


def _stock_ready(s, p, ability):
    if not s.stock[ability.die]:
        die = s.content.die_types[ability.die]
        return Reason("ability_none_left", die=Ref("die", die.id, die.name))
    return None


def _pick_ready(s, p, ability):
    return _stock_ready(s, p, ability) or (Reason("ability_no_cards") if not s.card_deck else None)


def _do_gain(s, p, card, ability, dice):
    from kingsforge.engine.kept import take_kept
    take_kept(s, p, ability.die, 0)


def _do_pick(s, p, card, ability, dice):
    die = s.stock[ability.die].pop()
    s.kept[p].append(die)
    decisions.owe(s, PICK, p, extra=die)


def _do_next_round(s, p, card, ability, dice):
    from kingsforge.engine import effects
    supply = s.supply[p]
    for die in dice:                       # X boxes only: the dice go back to the stock at once
        supply.remove(die)
        s.values[die] = 0
        s.stock[s.content.die_type_of[die]].append(die)
    effects.resolve(s, p, ability.option.effects, len(dice))


ABILITIES.update({
    "reroll": Primitive(CRAFT, fits=_of_types, where=_own_rolled, do=_do_reroll),
    "plus": Primitive(CRAFT, fits=_plus_fits, where=_own_rolled, do=_do_plus),
    "keep": Primitive(CRAFT, fits=_keep_fits, where=_rolled_this_round, do=_do_keep),
    "gain": Primitive(CRAFT, ready=_stock_ready, do=_do_gain),
    "pick": Primitive(CRAFT, ready=_pick_ready, do=_do_pick),
    "force_reroll": Primitive(OUT_OF_TURN),
    "next_round": Primitive(GATHER, do=_do_next_round),
})


# --- moments ---------------------------------------------------------------------------------------
@hook("force_reroll")
def force_reroll(s, roller) -> None:
    """Right after `roller`'s roll, each other owner of an unused force_reroll ability whose dice
    it could touch is asked (OBEY) before the roller's own decisions."""
    c = s.content
    for card in c.abilities:
        q = owner(s, card)
        if q in (-1, roller) or card in s.spent:
            continue
        for ability in c.craft[card].ability:
            if ability.kind == "force_reroll" and _obey_dice(s, roller, ability):
                decisions.owe(s, OBEY, q, who=(roller,), extra=card)
                break


@hook("keep_saved")
def keep_saved(s, info) -> None:
    """Cleanup, before dice go back to the stock: each saved die goes back onto its owner's mini
    card instead, unrolled (so its on_return is not paid)."""
    for p, die in s.saved:
        for zones in (s.supply, s.smithy):
            for zone in zones:
                if die in zone:
                    zone.remove(die)
                    s.values[die] = 0
                    s.kept[p].append(die)
    s.saved = ()


@hook("next_round_offers")
def next_round_offers(s, claimed) -> None:
    """Cleanup: a next-round ability on offer this round is spent, used or not; a card with one
    claimed this round offers it to its owner next round."""
    ended = tuple(card for card, _p, rnd in s.offers if rnd == s.round and card not in s.spent)
    offers = tuple(o for o in s.offers if o[2] > s.round)
    craft = s.content.craft
    for card, p in claimed:
        if craft[card].tile is None and any(a.kind == "next_round" for a in craft[card].ability):
            offers += ((card, p, s.round + 1),)
    s.spent = s.spent + ended
    s.offers = offers


# --- decisions -------------------------------------------------------------------------------------
def _obey_ability(s, card):
    return next(a for a in s.content.craft[card].ability if a.kind == "force_reroll")


def _obey_dice(s, roller, ability) -> list[int]:
    """The roller's dice the owner may make them re-roll, one per (type, value), lowest id first."""
    type_of, values = s.content.die_type_of, s.values
    out, seen = [], set()
    for die in sorted(s.rolled[roller]):
        key = (type_of[die], values[die])
        if type_of[die] in ability.types and key not in seen:
            seen.add(key)
            out.append(die)
    return out


def _obey_choices(s, d):
    return [NOTHING] + _obey_dice(s, d.who[0], _obey_ability(s, d.extra))


def _obey(s, d, die):
    if die == NOTHING:
        return
    s.spent = s.spent + (d.extra,)
    reroll_die(s, d.who[0], die)


def _pick_choices(s, d):
    return sorted(set(s.card_deck))


def _pick(s, d, card):
    s.card_deck.remove(card)
    s.paired.append((d.player, card, d.extra, s.round))
    rng.shuffle(s, s.card_deck)


decisions.KINDS.update({
    OBEY: (_obey_choices, _obey),
    PICK: (_pick_choices, _pick),
})
decisions.REVEALING = decisions.REVEALING + (OBEY, PICK)
