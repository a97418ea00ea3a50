"""Which card data a saved game may be continued with, for both games.

A save names the card data it was played with (`data_checksum`, the bytes of the card files).
A picture's name (`art:`) changes no rule, so a save also carries `rules_checksum`, the same
bytes without the `art:` fields; a save whose rules checksum matches loads though the pictures
were renamed since, and so does one written before cards named pictures at all (its
`data_checksum` was taken over files with no `art:` field).
"""

from __future__ import annotations

import hashlib
import re

# `, art: name` inside a flow mapping, or a line `  art: name` of a block one
_ART = re.compile(rb"(, art: [A-Za-z0-9_-]+(?=[ \t]*[,}]))|(^[ \t]+art: [A-Za-z0-9_-]+[ \t]*\r?\n)", re.M)


def without_art(raw: bytes) -> bytes:
    """A card file's bytes with its picture names left out."""
    return _ART.sub(b"", raw)


class Sums:
    """The two checksums of card data built together: `add` each part (bytes) in order; `hex()`
    is (checksum, rules_checksum), the second over the parts without their `art:` fields."""

    def __init__(self):
        self._all, self._rules = hashlib.sha256(), hashlib.sha256()

    def add(self, part: bytes) -> None:
        self._all.update(part)
        self._rules.update(without_art(part))

    def hex(self) -> tuple[str, str]:
        return self._all.hexdigest()[:16], self._rules.hexdigest()[:16]


def same_rules(content, data: dict) -> bool:
    """Was the saved game `data` played with card data of the same rules as `content`'s?"""
    saved = data.get("data_checksum")
    if not isinstance(saved, str):          # every save names its card data
        return False
    return saved == content.checksum or saved == content.rules_checksum \
        or data.get("rules_checksum") == content.rules_checksum
