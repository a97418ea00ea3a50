"""Masterworks' kept dice and Grimstone cards (engine/kept.py): which kept dice join the roll,
what a Borealis copies, harvesting a Heartwood, what a rolled Grimstone's card does, which card
a Grimstone keeps."""

from __future__ import annotations

from kingsforge import i18n
from kingsforge.engine import decisions as owed
from kingsforge.engine import kept
from kingsforge.i18n import t
from kingsforge.ui.table.asks.panel import Panel, register
from kingsforge.ui.table.asks.words import dice_words, type_name, type_word
from kingsforge.ui.table.diekind import face_id


def stone_effect(card) -> str:
    """What a paired (Grimstone) card does, in our words, from its engine kind."""
    if card.kind == "match":
        text = i18n.plural("stone.effect.match", card.count, plus=card.match)
        if card.otherwise:
            text += " " + t("stone.effect.otherwise", plus=card.otherwise)
    elif card.kind in ("lowest", "highest"):
        text = t(f"stone.effect.{card.kind}", cap=card.cap)
    elif card.kind == "feed":
        text = t("stone.effect.feed", n=card.feed)
    elif card.kind == "reroll":
        text = t("stone.effect.reroll")
    else:
        text = card.kind
    if card.expires:
        text += " " + t("stone.effect.expires")
    return text


def stone_label(content, card) -> str:
    return i18n.name(f"card.stone.{card.id}", card.name)


def _ready(box, s, d, who: str) -> None:
    c = box.match.content
    box.lines.append(t("decision.ready.question", name=who))
    box.lines.append(t("decision.ready.hint"))
    box.dice = [(face_id(s, x), s.grown if not c.die_types[c.die_type_of[x]].rolled else 0)
                for x in s.kept[d.player]]
    cards = {die: card for _p, card, die, _r in s.paired}
    for card in sorted({cards[x] for x in s.kept[d.player] if x in cards}):
        box.lines.append(t("decision.card_effect", card=stone_label(c, c.die_cards[card]),
                           effect=stone_effect(c.die_cards[card])))
    for a in box.moves:
        if a.choice == kept.DONE:
            box.options.append((t("decision.ready.done"), a.choice, None, ""))
            continue
        die = a.choice[0]
        label = type_name(c, c.die_type_of[die])
        if die in cards:
            label = t("decision.ready.paired", die=label, card=stone_label(c, c.die_cards[cards[die]]))
        box.options.append((label, a.choice, None, c.die_types[c.die_type_of[die]].id))
    # a kept die with no button says why (Heartwood is never rolled: it is harvested after the roll)
    offered = {a.choice[0] for a in box.moves if a.choice != kept.DONE}
    for kind_id in sorted({c.die_type_of[x] for x in s.kept[d.player] if x not in offered}):
        die_type = c.die_types[kind_id]
        box.lines.append(t("decision.ready.not_rolled" if not die_type.rolled else "decision.ready.not_now",
                           die=type_name(c, kind_id)))


def _copy(box, s, d, who: str) -> None:
    c = box.match.content
    die = d.extra
    box.lines.append(t("decision.copy.question", name=who, die=type_word(c, c.die_type_of[die])))
    box.lines.append(t("decision.copy.hint"))
    box.dice = [(face_id(s, die), s.values[die])]
    for a in box.moves:
        if a.choice == owed.NOTHING:
            box.options.append((t("decision.copy.nothing"), a.choice, None, ""))
        else:
            box.options.append((t("decision.copy.option", die=type_name(c, a.choice), value=s.values[die]),
                                a.choice, None, c.die_types[a.choice].id))


def harvest_label(content, die: int, as_type: int, value: int) -> str:
    """'Harvest Heartwood as gem (4)': one harvest, as its button says (here and at the table)."""
    return t("decision.harvest.option", die=type_name(content, content.die_type_of[die]),
             other=type_word(content, as_type), value=value)


def _harvest(box, s, d, who: str) -> None:
    c = box.match.content
    box.lines.append(t("decision.harvest.question", name=who, value=s.grown))
    box.lines.append(t("decision.harvest.hint"))
    box.dice = [(face_id(s, x), s.grown) for x in s.kept[d.player] if not c.die_types[c.die_type_of[x]].rolled]
    for a in box.moves:
        if a.choice == kept.DONE:
            box.options.append((t("decision.harvest.done"), a.choice, None, ""))
        else:
            die, as_type = a.choice
            box.options.append((harvest_label(c, die, as_type, s.grown), a.choice, None, c.die_types[as_type].id))


def _stone(box, s, d, who: str) -> None:
    c = box.match.content
    entry = kept.paired_entry(s, d.extra)
    card = c.die_cards[entry[1]] if entry is not None else None
    if card is not None:
        box.title = t("decision.title.stone_card", card=stone_label(c, card))
        box.lines.append(t("decision.stone.question", name=who, value=s.values[d.extra], effect=stone_effect(card)))
    else:
        box.lines.append(t("decision.stone.gone", name=who))
    box.lines.append(t("decision.stone.hint"))
    box.dice = [(face_id(s, d.extra), s.values[d.extra])]
    for a in box.moves:
        box.options.append((_stone_label(s, d, card, a.choice), a.choice, None, ""))


def _stone_label(s, d, card, choice) -> str:
    if choice == kept.DONE:
        if card is not None and card.kind == "reroll":
            return i18n.plural("decision.stone.reroll", s.values[d.extra])
        return t("decision.stone.nothing")
    if card is None:
        return repr(choice)
    if card.kind == "match":
        plus = card.match if choice[0] == kept.MATCH else card.otherwise
        return t("decision.stone.plus", plus=plus, dice=dice_words(s, choice[1:]))
    if card.kind in ("lowest", "highest"):
        return t("decision.stone.add", plus=s.values[d.extra], dice=dice_words(s, choice), cap=card.cap)
    if card.kind == "feed":
        return t("decision.stone.feed", dice=dice_words(s, choice), n=len(choice))
    return dice_words(s, choice)


def _keep_card(box, s, d, who: str) -> None:
    c = box.match.content
    # a visitor's Grimstone comes in the gather phase; a tile's at the end of cleanup
    visitor = s.phase == "gather" and bool(s.visits)
    box.lines.append(t("decision.keep_card.question_visitor" if visitor else "decision.keep_card.question",
                       name=who))
    box.lines.append(t("decision.keep_card.hint"))
    box.dice = [(face_id(s, d.extra), 0)] if d.extra is not None and d.extra >= 0 else []
    for a in box.moves:
        card = c.die_cards[a.choice]
        box.lines.insert(-1, t("decision.card_effect", card=stone_label(c, card), effect=stone_effect(card)))
        box.options.append((t("decision.keep_card.option", card=stone_label(c, card)), a.choice, None, ""))


register(kept.READY, Panel(_ready))
register(kept.COPY, Panel(_copy))
register(kept.HARVEST, Panel(_harvest))
register(kept.STONE, Panel(_stone))
register(kept.KEEP_CARD, Panel(_keep_card))
