"""What `kingsforge <command> --game forge` runs: kingsforge/cli.py hands the parsed
arguments here, and each command's module reads the flags it shares with King's Forge."""

from __future__ import annotations

import importlib

from kingsforge.commands.usage import UsageError

COMMANDS = ("play", "simulate", "tournament", "validate", "cards", "bench", "selftest", "screenshot")
SHELL_COMMANDS = ("screenshot",)        # the shell's own command serves both games


def run(args) -> int:
    if args.command not in COMMANDS:
        raise UsageError(f"'{args.command}' is not available for Forge yet "
                         f"(Forge has: {', '.join(COMMANDS)})")
    if getattr(args, "modules", None):
        raise UsageError("Forge has no modules (--modules goes with King's Forge)")
    package = "kingsforge.commands" if args.command in SHELL_COMMANDS else "kingsforge.forge.commands"
    return importlib.import_module(f"{package}.{args.command}").run(args)


def game_of_save(path) -> str | None:
    """'forge' if the file at `path` is a Forge save, else None (King's Forge or unreadable:
    King's Forge's own reader then reports it)."""
    from kingsforge.persist.saves import read_json

    data = read_json(path)      # the one limit every save reader uses: a Forge save is never sent elsewhere
    return "forge" if isinstance(data, dict) and data.get("game") == "forge" else None


def load(args):
    """Forge's data: --data names data/forge itself or a data folder holding forge/."""
    from pathlib import Path

    from kingsforge.forge.content import load_forge

    folder = getattr(args, "data", None)
    if folder and (Path(folder) / "forge").is_dir():
        folder = Path(folder) / "forge"
    return load_forge(folder)
