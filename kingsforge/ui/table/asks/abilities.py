"""Deluxe cards' decisions (engine/abilities.py): the Obey Wand's re-roll, the Engagement
Brooch's Grimstone card."""

from __future__ import annotations

from kingsforge.engine import abilities
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.table.asks.kept import stone_effect, stone_label
from kingsforge.ui.table.asks.panel import PANEL_W, Panel, Wait, register
from kingsforge.ui.table.asks.words import type_word
from kingsforge.ui.table.diekind import face_id

OBEY_SECONDS = 8.0          # the Obey Wand's moment: then the table answers "let the roll stand"


def _obey(box, s, d, who: str) -> None:
    c = box.match.content
    other = box.match.seats[d.who[0]].name
    box.lines.append(t("decision.obey.question", name=who, other=other))
    box.lines.append(t("decision.obey.hint"))
    dice = [a.choice for a in box.moves if a.choice != abilities.NOTHING]
    box.dice = [(face_id(s, x), s.values[x]) for x in dice]
    for a in box.moves:
        if a.choice == abilities.NOTHING:
            box.options.insert(0, (t("decision.obey.nothing"), a.choice, None, ""))
        else:
            x = a.choice
            box.options.append((t("decision.obey.option", die=type_word(c, c.die_type_of[x]), value=s.values[x]),
                                x, None, c.die_types[c.die_type_of[x]].id))


def _pick_card(box, s, d, who: str) -> None:
    c = box.match.content
    box.lines.append(t("decision.pick_card.question", name=who))
    box.lines.append(t("decision.pick_card.hint"))
    box.dice = [(face_id(s, d.extra), 0)]
    for a in box.moves:
        card = c.die_cards[a.choice]
        label = t("decision.pick_card.option", card=stone_label(c, card), effect=stone_effect(card))
        if gfx.font(theme.FS_BODY, True).size(label)[0] > PANEL_W - 280:    # too long: the name, the
            label = stone_label(c, card)                                    # effect in its tooltip
        box.tips[a.choice] = stone_effect(card)
        box.options.append((label, a.choice, None, ""))


register(abilities.OBEY, Panel(_obey, wait=Wait(OBEY_SECONDS, abilities.NOTHING, "decision.obey.countdown")))
register(abilities.PICK, Panel(_pick_card))
