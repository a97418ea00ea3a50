"""Penalty cards (Jubilee's Escape the Dungeon): the `escape` effect deals them, and each is a
decision (ESCAPE) for the player dealt it: which type of die the card takes.

`state.escape_deck` (face down: hidden, redrawn by the AI) and `state.escape_discard`.
"""

from __future__ import annotations

from collections import Counter

from kingsforge.engine import decisions, rng
from kingsforge.engine.decisions import ESCAPE, NOTHING
from kingsforge.engine.effects import effect
from kingsforge.engine.mechanism import (
    DecisionKind,
    Mechanism,
    Trait,
    Zone,
    copy_list,
    register,
)
from kingsforge.engine.model import Effect, EscapeCard
from kingsforge.engine.words import Ref

# What the log says of a penalty card (engine/words.py merges it in; data/lang/es.yaml translates it).
ENGLISH = {
    "move.escape": "{who} resolves {card} with a {die} die",
    "move.escape_nothing": "{who} resolves {card}: no die to give up",
}


@effect("escape")
def _deal(s, p, e: Effect, paid):
    """Each other player, from p's left, draws penalty cards and resolves each at once."""
    for k in range(1, s.n):
        q = (p + k) % s.n
        for _ in range(e.count):
            card = draw_escape(s)
            if card is not None:
                decisions.owe(s, ESCAPE, q, who=(p,), extra=card)


def draw_escape(s) -> int | None:
    if not s.escape_deck and s.escape_discard:
        s.escape_deck, s.escape_discard = s.escape_discard, []
        rng.shuffle(s, s.escape_deck)
    return s.escape_deck.pop() if s.escape_deck else None


def _zone(s, name, p):
    return s.supply[p] if name == "supply" else s.smithy[p]


def _escape_choices(s, d):
    e = s.content.escape[d.extra].effect
    types = s.content.die_types
    found = sorted({s.content.die_type_of[die] for die in _zone(s, e.zones[0], d.player)})
    found = [t for t in found if types[t].player_die and types[t].gather_use and (not e.types or t in e.types)]
    return found or [NOTHING]


def _resolve(s, d, die_type):
    e = s.content.escape[d.extra].effect
    if die_type != NOTHING:
        zone = _zone(s, e.zones[0], d.player)
        type_of, values = s.content.die_type_of, s.values
        # the die of that type worth least to its owner: an unrolled one is worth 3.5 on
        # average, so a pre-rolled 1-3 goes before it and a pre-rolled 4-6 after
        die = min((x for x in zone if type_of[x] == die_type), key=lambda x: (values[x] or 3.5, x))
        zone.remove(die)
        if die in s.idle:                   # off the smithy tile: no longer sitting out there
            s.idle = tuple(x for x in s.idle if x != die)
        target = e.zones[1]
        values[die] = 0                     # a pre-rolled value stays with the supply it left
        if target == "stock":
            s.stock[die_type].append(die)
        elif target == "claimer":
            s.smithy[d.who[0]].append(die)  # the claimer's gain: theirs to roll with the smithy's
        else:
            s.smithy[d.player].append(die)
            s.idle = s.idle + (die,)        # set aside: it sits out the round
    s.escape_discard.append(d.extra)


def _escape_text(s, d, choice, name, words) -> str:
    card = s.content.escape[d.extra]
    ref = Ref("escape", card.id, card.name)
    if choice == NOTHING:
        return words("move.escape_nothing", who=name(s.turn), card=ref)
    die = s.content.die_types[choice]
    return words("move.escape", who=name(s.turn), card=ref, die=Ref("die", die.id, die.id))


def _shuffle_deck(s, generator) -> None:
    generator.shuffle(s.escape_deck)


def _deck(s) -> list:
    deck = [card.index for card in s.content.escape for _ in range(card.copies)]
    if deck:
        rng.shuffle(s, deck)
    return deck


def _save(name):
    def save(s) -> dict:
        c = s.content
        return {name: [c.escape[i].id for i in getattr(s, name)]} if c.escape else {}
    return save


def _load(name):
    def load(s, data) -> list:
        index = {card.id: card.index for card in s.content.escape}
        return [index[x] for x in data.get(name, [])]
    return load


def conserved(s) -> list[str]:
    """Every penalty card is in the deck, the discard pile, or being resolved."""
    held = [d.extra for d in s.pending if d.kind == ESCAPE]
    cards = Counter(s.escape_deck) + Counter(s.escape_discard) + Counter(held)
    if cards != Counter({card.index: card.copies for card in s.content.escape}):
        return [f"escape cards not conserved: {sorted(cards.elements())}"]
    return []


def parse_escape(read, found) -> dict:
    """game.yaml `escape:`: the penalty cards, each one `move_die` effect, from every module."""
    out = []
    for module_id, check, spec, path, label in read.game_cards(found, "escape", "escape card",
                                                               ("id", "name", "source", "effect"),
                                                               ("copies", "notes", "art")):
        copies = check.integer(spec.get("copies", 1), path + ("copies",), 1, 20, label)
        effect = read.effect(check, spec["effect"], path + ("effect",), label, False, penalty=True)
        out.append(EscapeCard(index=len(out), id=spec["id"], name=spec["name"], copies=copies,
                              effect=effect, source=spec["source"], module=module_id, art=spec.get("art", "")))
    return {"escape": tuple(out)}


PENALTY = register(Mechanism(
    name="penalty_cards",
    order=20,
    decisions=(DecisionKind(ESCAPE, _escape_choices, _resolve, sentence=_escape_text, told=True),),
    zones=(Zone("escape_deck", _deck, copy_list, _save("escape_deck"), _load("escape_deck"),
                hidden=True, redraw=_shuffle_deck),
           Zone("escape_discard", lambda s: [], copy_list, _save("escape_discard"), _load("escape_discard"))),
    problems=conserved,
    traits=(Trait(("escape",), "game", parse_escape),),
    english=ENGLISH,
))
