"""The engine's player-facing words: move-log sentences and refusal reasons.

The engine speaks English, and every sentence it builds comes from the ENGLISH
table below through a `Words` object. The table holds the core's sentences;
each mechanism (engine/mechanism.py) declares its own in its module
(`Mechanism.english`) and `register` merges them in, so the table is whole once
engine/registry.py is imported (importing any part of the engine does that).
A caller that shows the game in another language passes its own `Words`: a
mapping of the same keys to its templates, and a function that names the things
a sentence mentions (cards, dice, tokens, boxes), given as `Ref`s. Keys a
mapping lacks fall back to English.

Refusal reasons (rules.check) are `Reason` strings: a Reason *is* the English
sentence, so callers that print, compare or raise it see plain text, and it
also carries `.code` and `.params` so a user interface can say it in the
player's language: `reason.translated(words)`.

No pygame, no files: the engine stays pure. The UI's translations live in
data/lang/*.yaml and reach the engine only through a Words object.
"""

from __future__ import annotations

from collections.abc import Set
from typing import Callable, Mapping, NamedTuple


class Ref(NamedTuple):
    """Something a sentence names, so a translation can name it in its own words.

    kind: 'gather', 'craft', 'escape', 'dock', 'die', 'token', 'box', 'option' or 'visitor';
    id:   the stable id (card id, die type id, box label such as 'gem|magic',
          option label such as 'top');
    text: how the English sentence names it.
    """

    kind: str
    id: str
    text: str


def gather_ref(c, card: int) -> Ref:
    """Gather card number `card` of content `c`, as a sentence names it."""
    g = c.gather[card]
    return Ref("gather", g.id, g.name)


def rule_ref(rule) -> Ref:
    """A craft card's restriction (name, value), as a sentence names it ('no die showing 4')."""
    from kingsforge.engine.restrictions import rule_id
    return Ref("restriction", rule_id(rule), ENGLISH[f"restrict.{rule[0]}"].format(value=rule[1]))
def visitor_ref(c, card: int) -> Ref:
    """Visitor number `card` of content `c` (content.visitors), as a sentence names it."""
    v = c.visitors[card]
    return Ref("visitor", v.id, v.name)


def craft_ref(c, card: int) -> Ref:
    """Craft card number `card` of content `c`, as a sentence names it."""
    k = c.craft[card]
    return Ref("craft", k.id, k.name)


ENGLISH: dict[str, str] = {
    # --- pieces of move-log sentences (describe.py) ----------------------------------
    "player.default": "Player {n}",
    "dice.none": "no dice",
    "dice.count.one": "{n} {die}",
    "dice.count.other": "{n} {die}",
    "dice.value": "{die} {value}",
    "dice.count_at.one": "{n} {die} at {value}",
    "dice.count_at.other": "{n} {die} at {value}",
    # --- move-log sentences: {who} is the player making the move ---------------------
    "move.claim": "{who} claims {card} ({option}) with {dice}",
    "move.claim_free": "{who} claims {card} ({option}) with no dice",
    "move.dock": "{who} turns down {card} and visits {dock} (action {action}) with {dice}",
    "move.pass": "{who} passes",
    "move.pass_die": "{who} passes first and takes a {die}",
    "move.pass_token": "{who} passes first and takes the {token} token",
    "move.roll": "{who} rolls",
    "move.bonus": "{who} adds {amount} to the {die}",
    "move.flip": "{who} flips the {die}",
    "move.reroll": "{who} re-rolls the {die}",
    "move.auto6": "{who} turns to 6 the {die}",
    "move.craft": "{who} crafts {card} with {dice}",
    "move.outcraft": "{who} out-crafts {victim} for {card} with {dice}",
    "move.end_turn": "{who} ends the craft turn",
    "move.mechanism": "{who} makes a move: {move}",
    "move.decide": "{who} chooses {choice}",
    "move.hand_out": "{who} gives the {die} to {other}",
    "move.hand_out_count": "{who} gives {die} to {other}",
    "move.declare": "{who} declares the {die} dice {colour}",
    "move.preroll": "{who} pre-rolls {dice}",
    # a bid tile is a craft card (kept dice and bid tiles, engine/kept.py): describe.py says its Craft move
    "move.bid": "{who} bids on the {card} tile with {dice}",
    "move.outbid": "{who} outbids {victim} on the {card} tile with {dice}",
    # --- what chance decided (outcome) ---------------------------------------------
    "outcome.rolled": "rolled {dice}",
    "outcome.rolled_nothing": "rolled nothing usable",
    "outcome.no_dice": "no dice left to roll",
    "outcome.rolled_before.one": "{dice} rolled before",
    "outcome.rolled_before.other": "{dice} rolled before",
    "outcome.cancelled.one": "{n} cancelled by the Cemetery",
    "outcome.cancelled.other": "{n} cancelled by the Cemetery",
    "outcome.cemetery": "the Cemetery die shows {value}",
    "outcome.revealed": "revealed {cards}",
    "outcome.reroll": "now {value}",
    "outcome.reroll_cancelled": "{value}, cancelled by the Cemetery",
    # --- why a move is refused (rules.check) ---------------------------------------
    "reason.game_over": "The game is over.",
    "reason.not_a_move": "That is not a move.",
    "reason.benefit_not_first": "Only the first player to pass takes a benefit.",
    "reason.benefit_gone": "There is no {benefit} left to take.",
    "reason.benefit_not_offered": "{benefit} is not a benefit of passing first in this game.",
    "reason.must_pass": "No gather cards are left face up, so you must pass.",
    "reason.card_not_face_up": "That gather card is not face up on the table.",
    "reason.no_such_option": "{card} has no such action.",
    "reason.dock_needs_card": "To visit the docks, turn over a gather card that is face up.",
    "reason.no_such_dock_action": "There is no such dock action.",
    "reason.dock_action_used": "Another player already used that dock action this round.",
    "reason.craft_phase_move": "That move belongs to the craft phase.",
    "reason.duplicate": "The same die cannot fill two boxes.",
    "reason.not_in_supply": "You can only place dice from your supply (new dice wait on your smithy tile).",
    "reason.takes_all": "This action of {where} takes every die in your supply except white dice (those that fill any colour).",
    "reason.needs_at_least": "This action of {where} needs at least {count} dice.",
    "reason.needs_exactly": "This action of {where} needs exactly {count} dice.",
    "reason.wrong_box": "A {die} die cannot go on a {box} box.",
    "reason.craft_only_die": "A {die} die counts only in the craft phase: it pays no gather or dock box.",
    "reason.already_rolled": "You have already rolled this turn.",
    "reason.roll_first": "Roll your dice first.",
    "reason.gather_phase_move": "That move belongs to the gather phase.",
    "reason.no_such_bonus": "You have no such bonus this round.",
    "reason.bonus_used": "That bonus has already been used.",
    "reason.bonus_own_dice": "Bonuses only work on your own rolled dice that are not on a card.",
    "reason.bonus_same_source": "Bonuses from the same source must go on different dice.",
    "reason.flip_above_6": "A die above 6 cannot be flipped.",
    "reason.bonus_colour": "This lasting bonus only goes on a die that fills {need}.",
    "reason.bonus_colour_round": "This bonus only goes on a die that fills {need}.",
    "reason.decision_first": "A decision is owed first: answer it before any other move.",
    "reason.not_a_choice": "That is not one of the choices of this decision.",
    "reason.no_decision": "No decision is owed now.",
    "reason.no_such_craft_card": "There is no such craft card.",
    "reason.not_on_display": "{card} is not on display.",
    "reason.already_crafted": "You already crafted {card} this round.",
    "reason.rolled_dice_only": "Only your rolled dice that are not on a card can be used.",
    "reason.colour": "A {die} die cannot fill a {need} box.",
    "reason.pips": "The {die} {value} is below the {pips} this box needs.",
    "reason.floor": "To out-craft, each die must be at least the {held} already on that box; "
                    "the {die} {value} is not.",
    "reason.not_better": "To out-craft, at least one of your dice must beat the die already on its box.",
    "reason.count": "This card needs exactly {count} dice.",
    "reason.requirements": "Those dice do not meet this card's requirements.",
    "reason.once_a_round": "You already bid on {card} this round.",
    "reason.ending_item": "The item that ends the game must be a masterwork (rank {pips} or higher).",
    "reason.steal_needs_items": "Only a player with {count} items may out-craft {card}.",
    "reason.restricted": "{card} must be crafted with {rule}.",
    "reason.never_rolled": "A {die} is never rolled, so it cannot be re-rolled.",
    # --- a craft card's restriction (engine/restrictions.py), as reasons name it -----
    "restrict.all_different": "every die a different value",
    "restrict.all_odd": "every die odd",
    "restrict.not_value": "no die showing {value}",
    "restrict.max_value": "no die above {value}",
    "restrict.exactly": "every die showing exactly {value}",
}


def english_name(ref: Ref) -> str:
    return ref.text


class Words:
    """Sentence templates plus a way to name cards, dice and tokens.

    `templates` maps ENGLISH's keys to another language's templates (missing
    keys fall back to English); `name(ref)` says a Ref in that language.
    """

    def __init__(self, templates: Mapping[str, str] | None = None,
                 name: Callable[[Ref], str] | None = None):
        self.templates = templates if templates is not None else {}
        self.name = name or english_name

    def template(self, key: str) -> str:
        found = self.templates.get(key)
        return found if found else ENGLISH[key]

    def __call__(self, key: str, **params) -> str:
        values = {k: (self.name(v) if isinstance(v, Ref) else v) for k, v in params.items()}
        return self.template(key).format(**values)

    def count(self, key: str, n: int, **params) -> str:
        """A sentence that depends on a number: key + '.one' or '.other'."""
        return self(f"{key}.{'one' if n == 1 else 'other'}", n=n, **params)


ENGLISH_WORDS = Words()


def _reason(code: str, params: dict) -> "Reason":
    return Reason(code, **params)


class Reason(str):
    """Why a move is refused: the English sentence, with its code and parameters.

    Behaves as the plain English string everywhere; `translated(words)` says it
    in another language (see Words).
    """

    code: str
    params: dict

    def __new__(cls, code: str, **params):
        self = super().__new__(cls, ENGLISH_WORDS(f"reason.{code}", **params))
        self.code = code
        self.params = params
        return self

    def translated(self, words: Words) -> str:
        return words(f"reason.{self.code}", **self.params)

    def __reduce__(self):
        return (_reason, (self.code, dict(self.params)))


class _ReasonCodes(Set):
    """The code of every 'reason.*' key of ENGLISH, read when asked: the mechanisms' reasons join
    the table when they register, after this module is loaded."""

    def __iter__(self):
        return iter([key.split(".", 1)[1] for key in ENGLISH if key.startswith("reason.")])

    def __contains__(self, code) -> bool:
        return isinstance(code, str) and f"reason.{code}" in ENGLISH

    def __len__(self) -> int:
        return sum(1 for key in ENGLISH if key.startswith("reason."))


REASON_CODES = _ReasonCodes()


# --- sentence helpers the core and the mechanisms share (engine/describe.py) -------------------------
def player_name(names, p: int, words: "Words | None" = None) -> str:
    words = words or ENGLISH_WORDS
    return names[p] if names and p < len(names) else words("player.default", n=p + 1)


def die_ref(c, die: int) -> Ref:
    type_id = c.die_types[c.die_type_of[die]].id
    return Ref("die", type_id, type_id.replace("_", " "))


def type_ref(c, t: int) -> Ref:
    kind = c.die_types[t]
    return Ref("die", kind.id, kind.name.lower())


def reroll_text(after, owner: int, die: int, words: "Words") -> str:
    """What one re-rolled die shows: its new value, or that the Cemetery cancelled it (it left
    its owner's roll, so the value alone would read as a die still to use)."""
    if die in after.rolled[owner] or after.cemetery is None:
        return words("outcome.reroll", value=after.values[die])
    return words("outcome.reroll_cancelled", value=after.values[after.cemetery[1]])


def rolled_text(after, owner: int, dice, words: "Words") -> str:
    """What re-rolled dice show: those still in the owner's roll with their values, then how
    many the Cemetery cancelled."""
    kept = [d for d in dice if d in after.rolled[owner]]
    lost = len(dice) - len(kept)
    parts = [words("outcome.rolled", dice=dice_text(after, kept, with_values=True, words=words))] if kept else []
    return "; ".join(parts + ([words.count("outcome.cancelled", lost)] if lost else []))


def dice_text(s, dice, with_values: bool = False, words: "Words | None" = None) -> str:
    words = words or ENGLISH_WORDS
    c = s.content
    if not dice:
        return words("dice.none")
    if with_values:
        return ", ".join(words("dice.value", die=die_ref(c, d), value=s.values[d]) for d in dice)
    counts: dict = {}
    for d in dice:          # a die already rolled (pre-rolled while gathering) pays with its value
        key = (c.die_types[c.die_type_of[d]].id, s.values[d])
        counts[key] = counts.get(key, 0) + 1
    return ", ".join(words.count("dice.count_at" if v else "dice.count", n, die=Ref("die", t, t.replace("_", " ")),
                                 value=v) for (t, v), n in counts.items())
