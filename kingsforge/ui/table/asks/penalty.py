"""Escape the Dungeon's decision (engine/penalty.py): which die the card takes."""

from __future__ import annotations

from collections import Counter

from kingsforge import i18n
from kingsforge.engine import decisions as owed
from kingsforge.i18n import t
from kingsforge.ui.table.asks.panel import Panel, register
from kingsforge.ui.table.asks.words import type_name, type_word


def escape_effect(content, card, claimer: str) -> str:
    """What an Escape the Dungeon card does, in our words, built from its move_die effect."""
    e = card.effect
    standard = {i for i, d in enumerate(content.die_types) if d.id in content.colours}
    types = sorted(e.types) if e.types else []
    if not types or standard <= set(types):
        what = t("decision.escape.any_die")
    else:
        what = t("decision.escape.type_die", types=t("box.or").join(type_word(content, x) for x in types))
    source, target = e.zones
    key = f"decision.escape.{source}_{target}"
    if not i18n.has(key) and not i18n.has(key, i18n.DEFAULT):
        return t("decision.escape.generic", what=what, source=source, target=target)
    return t(key, what=what, claimer=claimer)


def _escape(box, s, d, who: str) -> None:
    m = box.match
    c = m.content
    card = c.escape[d.extra]
    dealer = m.seats[d.who[0]].name if d.who else ""
    box.title = t("decision.title.escape_card", card=i18n.name(f"card.escape.{card.id}", card.name))
    box.lines.append(escape_effect(c, card, dealer))
    box.lines.append(t("decision.escape.question", name=who, dealer=dealer))
    zone = s.supply[d.player] if card.effect.zones[0] == "supply" else s.smithy[d.player]
    have = Counter(c.die_type_of[x] for x in zone)
    where = t(f"decision.escape.in_{card.effect.zones[0]}") if card.effect.zones[0] in ("supply", "smithy") \
        else ""
    for a in box.moves:
        if a.choice == owed.NOTHING:
            box.options.append((t("decision.escape.nothing"), a.choice, None, ""))
        else:
            label = t("decision.escape.option", die=type_name(c, a.choice), n=have[a.choice], where=where)
            box.options.append((label, a.choice, None, c.die_types[a.choice].id))


register(owed.ESCAPE, Panel(_escape))
