"""The card data a command's --data and --modules name."""

from __future__ import annotations

from kingsforge.commands.usage import name_list
from kingsforge.content import load_content
from kingsforge.content.modules import BASE


def module_ids(args) -> tuple[str, ...]:
    """--modules as module ids; a module named twice is refused (a save naming one twice is damaged)."""
    return tuple(name for name in name_list(getattr(args, "modules", None) or "", "--modules") if name != BASE)


def load_for(args):
    """The base game plus --modules, from --data or the built-in data (ContentError: exit 2)."""
    return load_content(args.data, modules=module_ids(args))
