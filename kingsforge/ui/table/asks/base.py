"""The base effects' decisions (engine/decisions.py): who gets a handed-out die (a Conjurer's,
Festival's short metal), which colour declared dice count as, which dice Traveling Camp
pre-rolls."""

from __future__ import annotations

from collections import Counter

from kingsforge import i18n
from kingsforge.engine import decisions as owed
from kingsforge.i18n import t
from kingsforge.ui.table.asks.panel import Panel, Picker, register
from kingsforge.ui.table.asks.words import type_word
from kingsforge.ui.table.diekind import declared_face, face_id


def _hand_out_key(d) -> str:
    return "festival" if d.extra == owed.TO_SMITHY else "hand_out"


def _hand_out(box, s, d, who: str) -> None:
    c = box.match.content
    die = d.dice[0]
    value = s.values[die]
    if d.extra == owed.TO_SUPPLY:
        box.lines.append(t("decision.hand_out.question", name=who, value=value))
        box.lines.append(t("decision.hand_out.hint", left=len(d.dice) - 1))
    else:
        box.lines.append(t("decision.festival.question", name=who, die=type_word(c, c.die_type_of[die])))
        box.lines.append(t("decision.festival.hint"))
    box.dice = [(face_id(s, x), s.values[x] if d.extra == owed.TO_SUPPLY else 0) for x in d.dice]
    for a in box.moves:
        seat = box.match.seats[a.choice]
        box.options.append((seat.name, a.choice, seat.colour, ""))


def _declare(box, s, d, who: str) -> None:
    c = box.match.content
    box.lines.append(t("decision.declare.question", name=who, die=type_word(c, d.extra)))
    box.lines.append(t("decision.declare.hint"))
    box.dice = [(face_id(s, x), s.values[x]) for z in s.supply for x in z if c.die_type_of[x] == d.extra]
    declared = c.die_types[d.extra].id
    type_ids = [x.id for x in c.die_types]
    for a in box.moves:
        colour = c.colours[a.choice]
        label = i18n.die_name(c.die_types[type_ids.index(colour)]) if colour in type_ids else colour
        face = declared_face(declared, colour)
        box.options.append((label, a.choice, None, face))


def _preroll(box, s, d, who: str) -> None:
    box.lines.append(t("decision.preroll.question", name=who, n=d.extra))
    box.lines.append(t("decision.preroll.hint"))


def _preroll_dice(box, s, d) -> list:
    """The player's unrolled supply dice of the types the listed pre-rolls use."""
    c = box.match.content
    listed = {c.die_type_of[x] for a in box.moves for x in a.choice}
    return sorted(x for x in s.supply[d.player] if s.values[x] == 0 and c.die_type_of[x] in listed)


def _preroll_move(box, picked):
    """The listed pre-roll with as many dice of each type as picked (unrolled dice of one type
    are alike: the engine lists one choice per mix of types)."""
    c = box.match.content
    want = Counter(c.die_type_of[x] for x in picked)
    for a in box.moves:
        if Counter(c.die_type_of[x] for x in a.choice) == want:
            return a
    return None


def _roll_label(n: int) -> str:
    return i18n.plural("decision.preroll.roll", n) if n else t("decision.preroll.pick")


register(owed.HAND_OUT, Panel(_hand_out, key=_hand_out_key, lead=True))
register(owed.DECLARE, Panel(_declare))
register(owed.PREROLL, Panel(_preroll, picker=Picker(_preroll_dice, lambda d: d.extra, _preroll_move, _roll_label,
                                                     lambda: t("decision.preroll.none"),
                                                     names=("Pre-roll", "Roll none"))))
