"""Ambassador Requests' decisions (engine/requests.py): the game's request, Rolling Thunder's
die kept aside, Survival of the Fittest's die on a tie."""

from __future__ import annotations

from kingsforge import i18n
from kingsforge.engine import requests
from kingsforge.i18n import t
from kingsforge.ui.table.asks.panel import Panel, register
from kingsforge.ui.table.asks.words import type_name, type_word
from kingsforge.ui.table.diekind import face_id


def reward_words(content, card) -> str:
    """A request's reward in a sentence (its rules page and its card say the same)."""
    if not card.reward:
        return ""
    name, arg = card.reward
    if name == "knightly_gifts":
        arg = ", ".join(type_word(content, x) for x in arg)
    return t(f"reward.{name}", value=arg)


def _request(box, s, d, who: str) -> None:
    c = box.match.content
    box.lines.append(t("decision.request.question", name=who))
    box.lines.append(t("decision.request.hint"))
    for a in box.moves:
        if a.choice == requests.RANDOM:
            box.options.append((t("decision.request.random"), a.choice, None, ""))
            continue
        k = c.craft[a.choice]
        box.lines.append(t("decision.card_effect", card=i18n.craft_name(k), effect=reward_words(c, k)))
        box.options.append((i18n.craft_name(k), a.choice, None, ""))


def _set_aside(box, s, d, who: str) -> None:
    c = box.match.content
    box.lines.append(t("decision.set_aside.question", name=who))
    box.lines.append(t("decision.set_aside.hint"))
    box.dice = [(face_id(s, x), s.values[x]) for x in s.rolled[d.player]]
    for a in box.moves:
        if a.choice == requests.KEEP_ALL:
            box.options.append((t("decision.set_aside.keep_all"), a.choice, None, ""))
        else:
            box.options.append((t("decision.set_aside.option", die=type_word(c, c.die_type_of[a.choice]),
                                  value=s.values[a.choice]), a.choice, None,
                                c.die_types[c.die_type_of[a.choice]].id))


def _fittest(box, s, d, who: str) -> None:
    c = box.match.content
    box.lines.append(t("decision.fittest.question", name=who))
    for a in box.moves:
        box.options.append((type_name(c, a.choice), a.choice, None, c.die_types[a.choice].id))


register(requests.REQUEST, Panel(_request))
register(requests.SET_ASIDE, Panel(_set_aside))
register(requests.FITTEST, Panel(_fittest))
