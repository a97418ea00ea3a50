"""Random input on Forge's table (clicks, drags between workers and spots, keys, right-clicks on
cards, dialogs answered at random) with computer opponents: no exception, and every move the
table plays is legal (the record re-checks each one)."""

from __future__ import annotations

import random

import pygame
import pytest

from kingsforge.forge.ui import layout
from kingsforge.forge.ui.screenshot import staged_match
from kingsforge.forge.ui.table import ForgeTableScene
from tests.ui.conftest import Driver

KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_b, pygame.K_TAB, pygame.K_RETURN, pygame.K_LEFT,
        pygame.K_h, pygame.K_u, pygame.K_s, pygame.K_SPACE, pygame.K_RIGHT, pygame.K_DOWN)


pytestmark = pytest.mark.usefixtures("thread_worker")


def _targets(match):
    points = [sp.rect.center for sp in layout.spots(match)]
    points += [layout.worker_rect(w).center for w in range(5)] + [layout.track_space(i).center for i in range(4)]
    points += [layout.FORGE_SPOT.center, layout.dev_rect(0).center]
    return points


@pytest.mark.parametrize("seed", [1, 2])
def test_random_input_never_breaks_the_forge_table(make_app, seed):
    rng = random.Random(seed)
    app = make_app(start=False)
    app.settings.ai_speed = "instant"
    match = staged_match(3, seed, lambda m: m.state.round >= 1 and m.human_to_move is not None, limit=0)
    match.autosave_enabled = False
    app.stack.reset(ForgeTableScene(app, match))
    driver = Driver(app)
    start = len(match.record.moves)
    steps = 0
    for steps in range(500):
        top = app.stack.top
        if type(top).__name__ in ("PauseScene", "SettingsScene") or not app.running:
            break                                   # the menu leads away from the table: enough
        if top is not None and not hasattr(top, "match") and type(top).__name__ != "HandoffScene":
            top.close()                              # rules, zoom...: back to the table
        roll = rng.random()
        table = app.stack.find(ForgeTableScene)
        points = _targets(match) if table else [(960, 540)]
        if roll < 0.35 and table is not None and top is table:
            driver.drag(rng.choice(points), rng.choice(points), steps=2)
        elif roll < 0.55:
            buttons = [w for w in getattr(top, "widgets").focusables() if w.visible and w.enabled
                       and getattr(w, "name", "") != "Menu"] if hasattr(top, "widgets") else []
            if buttons:
                driver.click(rng.choice(buttons).rect.center)
            else:
                driver.click(rng.choice(points))
        elif roll < 0.75:
            driver.key(rng.choice(KEYS))
        elif roll < 0.8:
            driver.click(rng.choice(points), button=3)
        else:
            driver.click(rng.choice(points))
        if table is not None and table.worker is not None:
            table.worker.wait(0.002)
        if match.over:
            break
    assert steps > 200 and len(match.record.moves) > start + 10    # the person and the computer played on
