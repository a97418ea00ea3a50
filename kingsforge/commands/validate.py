"""`kingsforge validate`: load the card data (with --modules) and say what it holds; a broken
file is a ContentError, which kingsforge.cli prints as `file:line: card, field: problem` (exit 2)."""

from __future__ import annotations

from kingsforge.commands.content import load_for


def run(args) -> int:
    c = load_for(args)
    dice = sum(t.count for t in c.die_types)
    modules = f"modules {', '.join(c.module_ids)}; " if c.module_ids else ""
    print(f"data OK: {modules}{len(c.die_types)} die types ({dice} dice), {len(c.gather)} gather cards, "
          f"{len(c.docks)} docks ({len(c.dock_actions)} actions), {len(c.craft)} craft cards; "
          f"checksum {c.checksum}")
    return 0
