"""Harvesting a kept Heartwood later in the craft turn (engine/kept.py's Harvest move: the
printed "at any time", docs/rulings.md): while the engine offers a Harvest to the person at the
forge, a 'Harvest' chip stands in the forge's bonus column, below the bonuses and abilities;
clicking it asks as what the die joins the roll (wood or gem at the shared value) and plays the
listed move. Nothing here decides what is legal: the answers are `legal_actions`' own moves."""

from __future__ import annotations

from kingsforge.engine.actions import Harvest
from kingsforge.i18n import t
from kingsforge.ui.scenes import registry
from kingsforge.ui.table.asks.kept import harvest_label


def offered(match) -> list:
    """The Harvest moves open to the person to move now (none before the roll, out of their
    craft turn, or while a decision is owed)."""
    if match.over or not match.human_to_move or not match.in_craft or match.state.pending:
        return []
    return [a for a in match.legal() if isinstance(a, Harvest)]


def chip_text(match) -> str:
    return t("table.harvest", value=match.state.grown)


def chip_tip(match) -> str:
    return t("table.harvest_tip", value=match.state.grown)


def ask(table, moves) -> None:
    """As what to harvest: one answer per listed move, or keep it."""
    if not moves:
        return
    m = table.match
    s = m.state
    options = [(harvest_label(m.content, a.die, a.as_type, s.grown), "", (lambda a=a: table.play(a))) for a in moves]
    table.stack.push(registry.make("choice", table.app, t("decision.title.harvest"),
                                   t("decision.harvest.question", name=m.seats[s.turn].name, value=s.grown),
                                   options, cancel_label=t("decision.harvest.done"), keys=True))
