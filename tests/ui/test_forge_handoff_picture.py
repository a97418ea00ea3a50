"""`kingsforge screenshot --game forge --scene handoff` shows the hand-over as a hot-seat table
shows it: the banner over a table of two people, with the next player's contracts face down under
it (a staged picture of one person showed that person's hand face up under the banner, which a
game never does)."""

from __future__ import annotations

import pytest

from kingsforge.forge.ui import view, words
from kingsforge.forge.ui.screenshot import build_scene
from kingsforge.ui import layoutcheck
from kingsforge.ui.scenes.handoff import HandoffScene

pytestmark = pytest.mark.usefixtures("thread_worker")


def test_the_staged_hand_over_hides_the_hand_under_the_banner(app):
    top = build_scene(app, "handoff", 3, 1)
    assert isinstance(top, HandoffScene)
    table = list(app.stack)[-2]
    match = table.match
    assert sum(seat.human for seat in match.seats) >= 2            # a hot-seat table
    assert not table.hand_face_up(table.shown)
    view._layer["key"] = None                                       # draw the table, not its cached layer
    labels = [label.text for label in layoutcheck.recorded_frame(app).labels]
    hand = [words.card_name(match.content.contracts[i]) for i in match.state.p[table.shown].hand]
    assert hand and not [name for name in hand if any(name in text for text in labels)]
    top.close()
    assert table.hand_face_up(table.shown)                          # dismissed: the hand is the mover's
