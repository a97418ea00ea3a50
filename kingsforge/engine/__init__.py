"""The rules engine (docs/engine.md). Importing any part of it registers every mechanism
(engine/registry.py), so a State always has every mechanism's zones."""

from kingsforge.engine import registry  # noqa: F401
