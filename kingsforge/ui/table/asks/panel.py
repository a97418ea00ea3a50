"""What a decision kind's panel declares, the registry DecisionScene looks up, and the generic
panel every kind without one of its own gets.

A panel is the table's side of a decision kind (engine/mechanism.py DecisionKind): it says, from
the state, the question (`box.lines`), the dice shown under it (`box.dice`), the answers
(`box.options`, each one of the engine's listed `Decide` moves, `box.moves`) and their tooltips;
DecisionScene (ui/table/decisions.py) lays them out, plays the answer and never names a kind.
`register` refuses a second panel for a kind (a ValueError when the table loads): one place per
kind. A kind with no panel is asked with GENERIC: a button per choice, each saying what it does
in the move log's words -- never another kind's panel.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from kingsforge import i18n
from kingsforge.engine.describe import describe
from kingsforge.i18n import t
from kingsforge.kinds import KindRegistry

PANEL_W = 1040              # the dialog's width (ui/table/decisions.py)


class Picker(NamedTuple):
    """A panel answered by picking dice (up to `most`), then one button, instead of a button per
    answer; a second button answers with no dice, Decide(())."""
    dice: Callable          # (box, state, decision) -> the dice that may be picked, in order
    most: Callable          # (decision) -> how many may be picked
    move: Callable          # (box, picked dice) -> the listed Decide they make, or None
    label: Callable         # (n picked) -> the pick button's text
    none: Callable          # () -> the text of the button that picks none
    names: tuple = ("Pick", "Pick none")     # the two buttons' names (English: tests and tools find them)


class Wait(NamedTuple):
    """A panel that answers by itself when its time runs out (shown as a ring that empties)."""
    seconds: float
    choice: object          # the answer then
    text: str               # text key of the seconds left, with {n}


class Panel(NamedTuple):
    fill: Callable          # (box, state, decision, who) -> None: appends to box.lines, box.dice ((die face,
                            # value) per die), box.options ((label, choice, seat colour or None, die face or
                            # '') per answer, from box.moves) and box.tips (choice -> tooltip); may set box.title
    key: Callable | None = None     # (decision) -> the key of its texts, decision.title.KEY and decision.prompt.KEY
                                    # (default: the kind)
    wait: Wait | None = None
    lead: bool = False      # the first die shown is the one asked about: the others smaller and faded
    picker: Picker | None = None


PANELS = KindRegistry("a panel at the table")
register, unregister = PANELS.register, PANELS.unregister


def _generic(box, s, d, who: str) -> None:
    """A kind with no panel of its own (a new mechanism's): a button per choice, each saying
    what it does in the move log's words."""
    names = [seat.name for seat in box.match.seats]
    box.lines.append(t("decision.generic.question", name=who))
    for a in box.moves:
        box.options.append((describe(s, a, names, words=i18n.engine_words()), a.choice, None, ""))


GENERIC = Panel(_generic)


def panel_for(kind: str) -> Panel:
    """The kind's panel, or GENERIC."""
    return PANELS.get(kind, GENERIC)


def text_key(d) -> str:
    """The key of a decision's texts: decision.title.KEY, decision.prompt.KEY."""
    panel = panel_for(d.kind)
    return panel.key(d) if panel.key is not None else d.kind
