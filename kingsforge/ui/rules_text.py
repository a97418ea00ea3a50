"""The rules reference, written for this edition (not taken from any rulebook).

The pages live in data/lang/<language>.yaml as rules.<n>.title and
rules.<n>.body (one paragraph per line). pages() gives them in the current
language as (title, paragraphs); paragraphs starting with "• " are drawn as
bullet points.
"""

from __future__ import annotations

from kingsforge.i18n import t

PAGE_COUNT = 10


def page(n: int) -> tuple[str, list[str]]:
    """Page n (0-based) as (title, paragraphs)."""
    body = t(f"rules.{n + 1}.body")
    return t(f"rules.{n + 1}.title"), [p.strip() for p in body.split("\n") if p.strip()]


def pages() -> list[tuple[str, list[str]]]:
    return [page(n) for n in range(PAGE_COUNT)]


def __getattr__(name):
    if name == "PAGES":       # the old constant, now in the current language
        return pages()
    raise AttributeError(name)
