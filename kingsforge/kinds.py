"""A registry keyed by decision kind, for the table's panels and the bots' policies: one entry a
kind, registered once by the mechanism's own UI or AI module (a second is a mistake, refused)."""

from __future__ import annotations


class KindRegistry(dict):
    def __init__(self, what: str):
        super().__init__()
        self.what = what                # "an AI policy", "a panel at the table"

    def register(self, kind: str, entry):
        if kind in self:
            raise ValueError(f"decision kind {kind!r} has {self.what} already")
        self[kind] = entry
        return entry

    def unregister(self, kind: str) -> None:
        self.pop(kind, None)
