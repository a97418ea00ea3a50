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

from kingsforge.engine import decisions, effects, rng
from kingsforge.engine.actions import UseAbility
from kingsforge.engine.dice import reroll_die
from kingsforge.engine.kept import take_kept
from kingsforge.engine.mechanism import (
    DecisionKind,
    Hook,
    Mechanism,
    MoveSource,
    Trait,
    Zone,
    register,
)
from kingsforge.engine.model import Ability
from kingsforge.engine.payments import Payer, payment_problem
from kingsforge.engine.percontent import per_content
from kingsforge.engine.words import Reason, Ref, craft_ref, dice_text, reroll_text

# The log's sentences ('move.ability_<kind>': one per primitive) and refusal reasons of the
# deluxe cards' abilities (engine/words.py merges them in; data/lang/es.yaml translates them).
ENGLISH = {
    "move.ability_reroll": "{who} uses {card} to re-roll the {die}",
    "move.ability_plus": "{who} uses {card} to add {amount} to the {die}",
    "move.ability_keep": "{who} uses {card}: the {die} goes back onto the mini card at cleanup",
    "move.ability_gain": "{who} uses {card} to gain a {die} die",
    "move.ability_pick": "{who} uses {card} to gain a {die} die with a card of their choice",
    "move.ability_next_round": "{who} uses the Toy Factory of {card}, paying {dice}",
    "move.obey": "{who} uses {card}: {other} must re-roll the {die}",
    "move.obey_no": "{who} lets {other}'s roll stand ({card} not used)",
    "move.pick_card": "{who} chooses {card}; the deck is shuffled",
    "reason.no_ability": "That card has no special ability.",
    "reason.no_such_ability_option": "{card}'s ability has no such option.",
    "reason.ability_not_yours": "Only the player who has claimed {card} may use its ability.",
    "reason.ability_used": "The ability of {card} has already been used: it shows its plain side.",
    "reason.ability_out_of_turn": "{card} is used only when another player has just rolled.",
    "reason.ability_in_gather": "{card}'s ability is a gather action.",
    "reason.ability_in_craft": "{card}'s ability is used in your craft turn, after your roll.",
    "reason.ability_next_round": "{card}'s Toy Factory is only open to you in the round after you claim it.",
    "reason.ability_no_die": "{card}'s ability works on no die: choose none.",
    "reason.ability_one_die": "{card}'s ability works on exactly one die.",
    "reason.ability_wrong_die": "{card}'s ability cannot work on that die.",
    "reason.ability_none_left": "There is no {die} die left in the stock.",
    "reason.ability_no_cards": "The Grimstone deck is empty.",
}

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
def actions(s, p: int, when: str, payer: Payer | None = None) -> list:
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
                    if payer is None:
                        payer = Payer(s, s.supply[p])
                    out += [UseAbility(card, o, dice) for dice in payer.payments(s, ability.option)]
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
        return payment_problem(s, p, ability.option, action.dice, card)
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
    take_kept(s, p, ability.die, 0)


def _do_pick(s, p, card, ability, dice):
    die = s.stock[ability.die].pop()
    s.kept[p].append(die)
    decisions.owe(s, PICK, p, extra=die)


def _do_next_round(s, p, card, ability, dice):
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
def force_reroll(s, roller) -> None:
    """Right after `roller`'s roll, each other owner of an unused force_reroll ability whose dice
    it could touch is asked (OBEY) before the roller's own decisions."""
    c = s.content
    for card in _force_reroll_cards(c):
        q = owner(s, card)
        if q in (-1, roller) or card in s.spent:
            continue
        for ability in c.craft[card].ability:
            if ability.kind == "force_reroll" and _obey_dice(s, roller, ability):
                decisions.owe(s, OBEY, q, who=(roller,), extra=card)
                break


@per_content
def _force_reroll_cards(c) -> tuple:
    """The ability cards that have a force_reroll ability, in c.abilities' order (worked out once
    per content: force_reroll runs after every roll, and most ability cards have none)."""
    return tuple(card for card in c.abilities if any(a.kind == "force_reroll" for a in c.craft[card].ability))


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
    # picked in a craft turn, after the roll: the die is first rolled next round, and a card that
    # must be used "the round after" (Shock Rock) counts from then (mw.house.gained_waits)
    s.paired.append((d.player, card, d.extra, s.round + 1))
    rng.shuffle(s, s.card_deck)


def conserved(s) -> list[str]:
    """Deluxe abilities (engine/abilities.py): only cards with one are spent, once, and each was
    claimed; a die kept back waits in its owner's zones until cleanup; a next-round offer is
    its owner's card, for this round or the next."""
    c = s.content
    if not c.abilities:
        return ["deluxe abilities used in a game without them"] if (s.spent or s.saved or s.offers) else []
    out = []
    owned = {card for cards in s.tucked for card in cards}
    if len(set(s.spent)) != len(s.spent) or not set(s.spent) <= set(c.abilities) & owned:
        out.append(f"spent abilities {list(s.spent)} are not of claimed deluxe cards, once each")
    for p, die in s.saved:
        if s.phase != "craft" or not c.die_types[c.die_type_of[die]].keeps:
            out.append(f"die {die} kept back by player {p} is not an exotic die in play this craft phase")
    for card, p, rnd in s.offers:
        if card not in s.tucked[p] or not s.round <= rnd <= s.round + 1:
            out.append(f"next-round ability of {c.craft[card].id} offered to player {p} for round {rnd}")
    return out


# --- the move log ------------------------------------------------------------------------------------
def _ability_text(s, action, name, words) -> str:
    """One sentence per primitive."""
    c = s.content
    ability = c.craft[action.card].ability[action.option]
    params = dict(who=name(s.turn), card=craft_ref(c, action.card))
    if ability.kind in ("gain", "pick"):
        kind = c.die_types[ability.die]
        params["die"] = Ref("die", kind.id, kind.name.lower())
    elif ability.kind == "next_round":
        params["dice"] = dice_text(s, action.dice, words=words)
    else:
        params["die"] = dice_text(s, action.dice, with_values=True, words=words)
        params["amount"] = ability.amount
    return words(f"move.ability_{ability.kind}", **params)


def _ability_outcome(before, after, action, words) -> str:
    if action.dice and reveals(before, action):
        return reroll_text(after, before.turn, action.dice[0], words)
    return ""


def _obey_text(s, d, choice, name, words) -> str:
    card, other = craft_ref(s.content, d.extra), name(d.who[0])
    if choice == NOTHING:
        return words("move.obey_no", who=name(s.turn), card=card, other=other)
    return words("move.obey", who=name(s.turn), card=card, other=other,
                 die=dice_text(s, (choice,), with_values=True, words=words))


def _obey_outcome(before, after, d, choice, words) -> str:
    return reroll_text(after, d.who[0], choice, words) if choice != NOTHING else ""


def _pick_text(s, d, choice, name, words) -> str:
    card = s.content.die_cards[choice]
    return words("move.pick_card", who=name(s.turn), card=Ref("die_card", card.id, card.name))


def _kinds(content) -> set:
    return {a.kind for card in content.abilities for a in content.craft[card].ability}


def _has_abilities(content) -> bool:
    return bool(content.abilities)


def _source(when):
    def listing(s, p, payer):
        return actions(s, p, when, payer)

    def check(s, p, action):
        return problem(s, p, action, when)

    return MoveSource(when, (UseAbility,), listing, check, do, reveals, _has_abilities, sentence=_ability_text,
                      outcome=_ability_outcome)


# --- craft.yaml `ability:` (the loader hands the key to this parser) ---------------------------
def parse_ability(read, check, spec, path, card) -> dict:
    """`ability: [{reroll: {types: [aether_ore]}}, ...]`: a deluxe card's once-a-game ability,
    one option per item, each a primitive of ABILITIES."""
    path = path + ("ability",)
    names = tuple(ABILITIES)
    out = []
    for i, item in enumerate(check.sequence(spec["ability"], path, card, allow_empty=False)):
        at = path + (i,)
        if not isinstance(item, dict) or len(item) != 1:
            check.fail(at, "an ability option is one name with its parameters, e.g. "
                       "'{reroll: {types: [aether_ore]}}'", card, hint=f"one of: {', '.join(names)}")
        (name, param), = item.items()
        check.choice(name, at, names, "ability", card)
        out.append(_parse_option(read, check, name, param, at + (name,), card))
    return {"ability": tuple(out)}


def _parse_option(read, check, name, param, at, card) -> Ability:
    if name == "next_round":
        option = read.option(check, param, at, card, "toy factory")
        if not option.boxes or not all(box.consumed for box in option.boxes):
            check.fail(at + ("cost",), "a next_round option pays only X boxes (its dice go back to the "
                       "stock at once), e.g. 'cost: [x:any]'", card)
        return Ability(kind=name, option=option)
    if name in ("gain", "pick"):
        check.mapping(param, at, required=("die",), card=card)
        type_id = check.choice(param["die"], at + ("die",), read.die_ids, "die type", card)
        kind = read.die_type(type_id)
        if not kind.keeps:
            check.fail(at + ("die",), f"'{type_id}' is not a kept (exotic) die ('keeps: true')", card)
        if kind.paired != (name == "pick"):
            check.fail(at + ("die",), f"a '{type_id}' die {'comes' if kind.paired else 'comes without'} "
                       f"a card: write '{'pick' if kind.paired else 'gain'}'", card)
        return Ability(kind=name, die=kind.index)
    optional = ("amount", "types", "colours") if name == "plus" else ("types",)
    check.mapping(param, at, required=("amount",) if name == "plus" else ("types",), optional=optional, card=card)
    types = set()
    for j, type_id in enumerate(check.sequence(param.get("types", []), at + ("types",), card)):
        check.choice(type_id, at + ("types", j), read.die_ids, "die type", card)
        types.add(read.die_ids.index(type_id))
    colours = set()
    for j, colour in enumerate(check.sequence(param.get("colours", []), at + ("colours",), card)):
        check.choice(colour, at + ("colours", j), read.colours, "colour", card)
        colours.add(read.colours.index(colour))
    if not types and not colours:
        check.fail(at, f"'{name}' names no die types" + (" or colours" if name == "plus" else ""), card)
    if types and colours:
        check.fail(at, "give 'types' or 'colours', not both", card)
    amount = check.integer(param["amount"], at + ("amount",), 1, 6, card) if name == "plus" else 0
    if name in ("reroll", "force_reroll") and any(not read.die_types[t].rolled for t in types):
        bad = next(read.die_types[t].id for t in types if not read.die_types[t].rolled)
        check.fail(at + ("types",), f"'{bad}' dice are never rolled, so they cannot be re-rolled", card)
    return Ability(kind=name, amount=amount, types=frozenset(types), colours=frozenset(colours))


ABILITY_MECHANISM = register(Mechanism(
    name="once_a_game_abilities",
    order=50,
    hooks=(Hook("force_reroll", "rolled", 10, force_reroll, lambda c: "force_reroll" in _kinds(c)),
           Hook("keep_saved", "before_return", 10, keep_saved, lambda c: "keep" in _kinds(c)),
           Hook("next_round_offers", "round_end", 40, next_round_offers, lambda c: "next_round" in _kinds(c))),
    moves=(_source(GATHER), _source(CRAFT)),
    decisions=(DecisionKind(OBEY, _obey_choices, _obey, reveals=True, sentence=_obey_text, outcome=_obey_outcome),
               DecisionKind(PICK, _pick_choices, _pick, reveals=True, sentence=_pick_text)),
    zones=(
        # craft cards whose ability is used (they show their plain side); tuples, replaced, never changed
        Zone("spent", lambda s: (), None, lambda s: {"spent": [s.content.craft[card].id for card in s.spent]}
             if s.spent else {}, lambda s, data: tuple(s.content.craft_index(x) for x in data.get("spent", []))),
        # ((player, die), ...) dice going back onto the mini card at cleanup
        Zone("saved", lambda s: (), None, lambda s: {"saved": [list(x) for x in s.saved]} if s.saved else {},
             lambda s, data: tuple((p, die) for p, die in data.get("saved", []))),
        # ((card, player, round), ...) next-round abilities and their round
        Zone("offers", lambda s: (), None,
             lambda s: {"offers": [[s.content.craft[card].id, p, rnd] for card, p, rnd in s.offers]}
             if s.offers else {},
             lambda s, data: tuple((s.content.craft_index(card), p, rnd) for card, p, rnd in data.get("offers", []))),
    ),
    problems=conserved,
    traits=(Trait(("ability",), "craft", parse_ability, listed=(("abilities", "ability"),)),),
    english=ENGLISH,
))
