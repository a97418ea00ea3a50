"""The card data a command's --data and --modules name."""

from __future__ import annotations

from kingsforge.commands.usage import name_list
from kingsforge.content import load_content
from kingsforge.content.modules import parse_module_ids


def module_ids(args) -> tuple[str, ...]:
    """--modules as module ids; a module named twice is refused (a save naming one twice is damaged)."""
    text = getattr(args, "modules", None)
    name_list(text or "", "--modules")
    return parse_module_ids(text)


def load_for(args):
    """The base game plus --modules, from --data or the built-in data (ContentError: exit 2)."""
    return load_content(args.data, modules=module_ids(args))
