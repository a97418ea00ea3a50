"""The table scene as UI tests open it: computer moves and animations instant, no autosave."""

from __future__ import annotations

from kingsforge.ui.scenes.table import TableScene


def table_for(app, match, last_human=None):
    """Open `match` at the table; `last_human`: the seat whose forge it shows (default: the seat
    to move)."""
    app.settings.ai_pace = "instant"
    app.settings.animation = "instant"
    match.autosave_enabled = False
    scene = TableScene(app, match)
    scene.last_human = match.current if last_human is None else last_human
    app.stack.reset(scene)
    return scene
