"""`kingsforge validate --game forge [--data DIR]`: load Forge's data and say what it holds;
a broken file is a ContentError (`file:line: card, field: problem`, exit 2)."""

from __future__ import annotations

from kingsforge.forge.commands import load


def run(args) -> int:
    c = load(args)
    print(f"Forge data OK: {len(c.contracts)} contracts, {len(c.development)} development cards, "
          f"{len(c.training)} training cards, {len(c.guilds)} guild cards, {len(c.tokens)} tokens, "
          f"{len(c.achievements)} achievements; checksum {c.checksum}")
    return 0
