"""Forge's table in the shared window: its scenes (setup, table, dialogs, game over) over the
shell's scene stack, widgets, AI worker and saves (kingsforge/ui, kingsforge/persist).

Scenes register as "forge.<module>..." (kingsforge/ui/scenes/registry.GAME_PACKAGES)."""
