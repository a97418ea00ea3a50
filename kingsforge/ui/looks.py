"""The die looks the table draws with, by die type id: each module's own (data/<module>/looks.yaml,
content/looks.py), so no table code names a die type. Every shipped module's looks are read
the first time one is asked for; card data loaded for play (ui/match.py) adds its own, so a
module from another data folder brings its dice's looks too. A die type with none is drawn
with the caller's plain default."""

from __future__ import annotations

import logging

from kingsforge.content.errors import ContentError
from kingsforge.content.looks import every_look
from kingsforge.engine.model import DieLook

log = logging.getLogger(__name__)

_looks: dict[str, DieLook] = {}
_shipped_read = False


def use(content) -> None:
    """Draw the dice of this card data as its modules say (a later call's looks win); None
    (ui/match.py back to the shipped data) adds nothing."""
    _shipped()
    if content is not None:
        _looks.update(content.looks)


def look(type_id: str) -> DieLook | None:
    return _shipped().get(type_id)


def colour(type_id: str, default=(120, 120, 120)) -> tuple[int, int, int]:
    found = look(type_id)
    return default if found is None else found.colour


def pips(type_id: str, default=(255, 255, 255)) -> tuple[int, int, int]:
    found = look(type_id)
    return default if found is None else found.pips


def mark(type_id: str, default: str = "square") -> str:
    found = look(type_id)
    return default if found is None else found.mark


def _shipped() -> dict[str, DieLook]:
    global _shipped_read
    if not _shipped_read:
        _shipped_read = True
        try:
            shipped = every_look()
        except ContentError as exc:         # load_content names it too; the table draws plain dice
            log.warning("die looks not read: %s", exc)
            shipped = {}
        for type_id, found in shipped.items():
            _looks.setdefault(type_id, found)
    return _looks
