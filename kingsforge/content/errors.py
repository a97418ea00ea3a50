"""The one error a broken data file produces: file, line, card, field, problem."""

from __future__ import annotations


class ContentError(Exception):
    def __init__(self, file: str, line: int | None, problem: str,
                 card: str | None = None, field: str | None = None, hint: str | None = None):
        self.file = file
        self.line = line
        self.problem = problem
        self.card = card
        self.field = field
        self.hint = hint
        super().__init__(self.message)

    def __reduce__(self):
        """Picklable (a worker process sends it back whole): rebuilt from its own fields."""
        return (type(self), (self.file, self.line, self.problem, self.card, self.field, self.hint))

    @property
    def message(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        parts = []
        if self.card:
            parts.append(self.card)
        if self.field:
            parts.append(f"field '{self.field}'")
        subject = (", ".join(parts) + ": ") if parts else ""
        text = f"{where}: {subject}{self.problem}"
        if self.hint:
            text += f" ({self.hint})"
        return text
