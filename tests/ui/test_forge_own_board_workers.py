"""A worker sent to the player's own Forge (or to a Store Extension) stands there on the board:
it vanished from the table before (only the main board's twelve places drew their meeples)."""

from __future__ import annotations

import pytest

from kingsforge.forge.ui import layout, pieces
from kingsforge.forge.ui.screenshot import staged_match
from kingsforge.forge.ui.table import ForgeTableScene

pytestmark = pytest.mark.usefixtures("thread_worker")


def test_a_worker_at_the_forge_is_drawn_on_the_forge_spot(make_app, monkeypatch):
    def forged_this_round(m):
        return any(loc == "forge" for _s, _w, loc, _o in layout.placements(m))

    match = staged_match(3, 3, forged_this_round, limit=5000)
    assert forged_this_round(match)
    seat = next(s for s, _w, loc, _o in layout.placements(match) if loc == "forge")
    app = make_app(start=False)
    scene = ForgeTableScene(app, match)
    app.stack.reset(scene)
    scene.wait = 1e9
    scene.shown = seat
    drawn = []
    real = pieces.meeple

    def record(surface, colour, center, h, smith=False, ghost=False, **marks):     # seat=: its mark
        drawn.append((colour, center, ghost))
        return real(surface, colour, center, h, smith, ghost, **marks)

    monkeypatch.setattr(pieces, "meeple", record)
    from kingsforge.ui import gfx
    gfx.labels = gfx.LabelLog(app.canvas)       # drawn straight on the canvas, as the layout check does
    try:
        app.render()
    finally:
        gfx.labels = None
    colour = match.seats[seat].colour
    assert any(c == colour and not ghost and layout.FORGE_SPOT.collidepoint(center) for c, center, ghost in drawn)
