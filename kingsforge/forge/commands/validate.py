"""`kingsforge validate --game forge [--data DIR]`: load Forge's data and say what it holds;
a broken file is a ContentError (`file:line: card, field: problem`, exit 2), and so is a broken
language file (Forge's texts and the shared ones: commands/validate.texts_line)."""

from __future__ import annotations

from kingsforge.commands.validate import texts_line
from kingsforge.forge.commands import load


def run(args) -> int:
    c = load(args)
    texts = texts_line()                # before anything is printed: all or nothing, as King's Forge's
    print(f"Forge data OK: {len(c.contracts)} contracts, {len(c.development)} development cards, "
          f"{len(c.training)} training cards, {len(c.guilds)} guild cards, {len(c.tokens)} tokens, "
          f"{len(c.achievements)} achievements; checksum {c.checksum}")
    print(texts)
    return 0
