"""Forge's rules pages (F1 at a Forge scene, Rules on the title with Forge chosen): the shell's
rules book with Forge's pages, written for this edition (forge.rules.<n>.* in data/lang)."""

from __future__ import annotations

from kingsforge.i18n import t
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.rules import RulesScene

PAGES = 7


@registry.scene("forge.rules")
class ForgeRulesScene(RulesScene):
    heading_key = "forge.rules.heading"

    def page_total(self) -> int:
        return PAGES

    def page_text(self, index: int) -> tuple[str, list[str]]:
        n = index + 1
        body = [p.strip() for p in t(f"forge.rules.{n}.body").split("\n") if p.strip()]
        return t(f"forge.rules.{n}.title"), body
