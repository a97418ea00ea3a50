"""Type and range checks on one YAML document, each failure a ContentError naming file:line,
card and field: the card loader's, and every other data file's (looks.yaml)."""

from __future__ import annotations

import difflib
import re

from kingsforge.content.errors import ContentError
from kingsforge.content.yamlsource import Document

# The longest name a piece of card data may have (a card's, a die type's, a module's), in letters: the
# longest shipped is 25 (Forge's "Brownsmiths' Timber Right"), 32 in Spanish. A longer one is not a
# name a card can show, and one long word of thousands of letters once crashed the table's drawing.
MAX_DATA_NAME = 60

# Control characters (a NUL stops the fonts) and lone surrogates (no Unicode: JSON writes one as
# "\ud800"): no name may hold one (data, settings, saves), and gfx draws each as a '?'.
CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def name_problem(name: str, limit: int = MAX_DATA_NAME) -> str | None:
    """What makes the text `name` no name to draw (a control character, more than `limit`
    letters), or None."""
    found = CONTROL.search(name)
    if found:
        return f"holds a control character ({ascii(found.group())}) at letter {found.start() + 1}"
    if len(name) > limit:
        return f"is {len(name)} letters long, more than the {limit} a name may have"
    return None


class Checker:
    """Type and range checks on one document, with file:line messages."""

    def __init__(self, doc: Document):
        self.doc = doc

    def fail(self, path, problem, card=None, hint=None):
        field = field_name(path) if path else None
        raise ContentError(self.doc.file, self.doc.line(path), problem, card=card, field=field, hint=hint)

    def mapping(self, value, path, required=(), optional=(), card=None, any_keys=False):
        if not isinstance(value, dict):
            self.fail(path, f"expected a mapping of keys, got {value_kind(value)}", card)
        allowed = tuple(required) + tuple(optional)
        for key in ([] if any_keys else value):
            if key not in allowed:
                close = difflib.get_close_matches(str(key), allowed, n=1)
                hint = f"did you mean '{close[0]}'?" if close else f"valid keys: {', '.join(allowed)}"
                self.fail(path + (key,), f"unknown key '{key}'", card, hint)
        for key in required:
            if key not in value:
                self.fail(path, f"missing required key '{key}'", card)
        return value

    def sequence(self, value, path, card=None, allow_empty=True):
        if not isinstance(value, list):
            self.fail(path, f"expected a list, got {value_kind(value)}", card)
        if not allow_empty and not value:
            self.fail(path, "the list is empty", card)
        return value

    def integer(self, value, path, low, high=None, card=None):
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(path, f"expected a whole number, got {value_kind(value)}", card)
        if value < low or (high is not None and value > high):
            bound = f"from {low} to {high}" if high is not None else f"at least {low}"
            self.fail(path, f"must be {bound}, got {value}", card)
        return value

    def text(self, value, path, card=None):
        if not isinstance(value, str) or not value.strip():
            self.fail(path, f"expected a non-empty text, got {value_kind(value)}", card)
        return value

    def name(self, value, path, card=None):
        """A text that names a piece on the table: not blank, short, no control character."""
        problem = name_problem(self.text(value, path, card))
        if problem:
            self.fail(path, problem, card)
        return value

    def flag(self, value, path, card=None):
        if not isinstance(value, bool):
            self.fail(path, f"expected true or false, got {value_kind(value)}", card)
        return value

    def choice(self, value, path, choices, what, card=None):
        if value not in choices:
            close = difflib.get_close_matches(str(value), [str(c) for c in choices], n=1)
            hint = f"did you mean '{close[0]}'?" if close else f"one of: {', '.join(map(str, choices))}"
            self.fail(path, f"unknown {what} '{value}'", card, hint)
        return value


def value_kind(value) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"true/false ({value})"
    if isinstance(value, (int, float)):
        return f"a number ({value})"
    if isinstance(value, str):
        return f"text '{value}'"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


def field_name(path) -> str:
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out
