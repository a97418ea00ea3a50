"""`kingsforge validate`: load the card data and say what it holds; a broken file is a
ContentError, which kingsforge.cli prints as `file:line: card, field: problem` (exit 2).

With --modules it loads that module set; without, the base game and then every module folder
found, each with the modules it requires, so a broken file in any module is caught. Then every
language file (data/lang and each module's lang/) is read strictly."""

from __future__ import annotations

from kingsforge.commands.content import load_for
from kingsforge.content import load_content
from kingsforge.content.modules import BASE, available_modules


def run(args) -> int:
    c = load_for(args)
    modules = f"modules {', '.join(c.module_ids)}; " if c.module_ids else ""
    lines = [f"data OK: {modules}{summary(c)}"]
    if args.modules is None:
        offered = {m.id: m for m in available_modules(args.data) if m.id != BASE}
        for module_id in offered:
            needs = required(module_id, offered)
            loaded = load_content(args.data, modules=(module_id,) + needs)
            with_ = f" (with {', '.join(needs)})" if needs else ""
            lines.append(f"module {module_id} OK{with_}: {summary(loaded)}")
        lines.append(f"checked the base game and {len(offered)} module{'' if len(offered) == 1 else 's'}")
    lines.append(texts_line())
    print("\n".join(lines))              # all or nothing: a broken module leaves stdout empty
    return 0


def texts_line() -> str:
    """Every language file the game would load, read strictly (both games; a broken one is a
    ContentError at its file:line: the game itself would leave it out and show English)."""
    from kingsforge import i18n

    i18n.check_files()
    files = sum(len(i18n.text_files(code)) for code in i18n.LANGUAGES)
    return f"texts OK: {files} language files in {', '.join(i18n.LANGUAGES)}"


def summary(c) -> str:
    dice = sum(t.count for t in c.die_types)
    return (f"{len(c.die_types)} die types ({dice} dice), {len(c.gather)} gather cards, "
            f"{len(c.docks)} docks ({len(c.dock_actions)} actions), {len(c.craft)} craft cards; "
            f"checksum {c.checksum}")


def required(module_id: str, offered: dict) -> tuple[str, ...]:
    """The modules `module_id` needs, directly or through another, in the order found. One
    this folder lacks is left for the loader to report (file:line of the `requires` entry)."""
    found: list[str] = []
    todo = list(offered[module_id].requires)
    while todo:
        need = todo.pop(0)
        if need in (BASE, module_id) or need in found or need not in offered:
            continue
        found.append(need)
        todo.extend(offered[need].requires)
    return tuple(found)
