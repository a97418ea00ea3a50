"""The rules reference, written for this edition (not taken from any rulebook).

The pages live in data/lang/<language>.yaml as rules.<n>.title and
rules.<n>.body (one paragraph per line). pages() gives them in the current
language as (title, paragraphs); paragraphs starting with "• " are drawn as
bullet points.

Every module the data folder offers has a page too, before the last page
("Playing this edition"): rules.module.<id>.title / .body, or, for a module
without its own page (a modder's), its name and summary from module.yaml. In another language
than English a module's page opens with its name there and its English name (module.<id>).
"""

from __future__ import annotations

from functools import lru_cache

from kingsforge import i18n
from kingsforge.i18n import t

BASE_PAGES = 10          # rules.1 .. rules.10; the last one stays last


@lru_cache(maxsize=4)
def _modules(folder) -> tuple:
    from kingsforge.ui import modulechoice

    try:
        return tuple(modulechoice.offered(folder))
    except Exception:            # a broken data folder must not take the rules book with it
        return ()


def modules() -> tuple:
    """The modules with a page, in the order the setup screen offers them."""
    from kingsforge.ui import match

    return _modules(match._folder)


def module_names(ids) -> list[str]:
    """Modules by id, named in the current language (an id this copy lacks stays as it is)."""
    table = {m.id: m for m in modules()}
    return [i18n.module_name(table[i]) if i in table else str(i) for i in ids]


def page_count() -> int:
    return BASE_PAGES + len(modules())


def _body(text: str) -> list[str]:
    return [p.strip() for p in text.split("\n") if p.strip()]


def page(n: int) -> tuple[str, list[str]]:
    """Page n (0-based) as (title, paragraphs)."""
    extra = modules()
    if BASE_PAGES - 1 <= n < BASE_PAGES - 1 + len(extra):
        m = extra[n - BASE_PAGES + 1]
        key = f"rules.module.{m.id}"
        lang = i18n.language()
        if i18n.has(f"{key}.title", i18n.DEFAULT):
            title, body = t(f"{key}.title"), _body(t(f"{key}.body"))
        else:
            title, body = i18n.module_name(m), _body(i18n.module_summary(m, lang))
        english = i18n.module_name(m, i18n.DEFAULT)
        if lang != i18n.DEFAULT and english != i18n.module_name(m):
            # the name as this edition prints it, and the English one a player may look up
            body.insert(0, t("rules.module.english_name", name=i18n.module_name(m), english=english))
        return title, body
    if n >= BASE_PAGES - 1:
        n -= len(extra)
    return t(f"rules.{n + 1}.title"), _body(t(f"rules.{n + 1}.body"))


def pages() -> list[tuple[str, list[str]]]:
    return [page(n) for n in range(page_count())]


def __getattr__(name):
    if name == "PAGES":       # the old constant, now in the current language
        return pages()
    if name == "PAGE_COUNT":  # base pages plus one per module
        return page_count()
    raise AttributeError(name)
