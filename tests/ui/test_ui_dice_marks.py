"""A die on a box looks unlike the printed requirement beside it; a die a bonus raised carries a mark."""

import pygame
from test_ui_focus import _craft_table

from kingsforge.ui import theme


def _canvas(table):
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    return surface


def test_a_die_placed_on_a_ware_is_framed(app, driver):
    table = _craft_table(app)
    driver.frame(2)
    driver.press("Auto-assign")
    driver.frame(60)
    placed, _raised = table._die_marks()
    dice = set(table.pending.dice.values())
    assert dice <= placed
    surface = _canvas(table)
    for die in dice:
        x, y, size = table.dice.pos[die]
        assert surface.get_at((round(x), round(y - size / 2 - 3)))[:3] == theme.GOLD_BRIGHT
    # a die still in the tray has no frame
    loose = next(d for d in table.match.state.rolled[table.match.current] if d not in dice)
    x, y, size = table.dice.pos[loose]
    assert surface.get_at((round(x), round(y - size / 2 - 3)))[:3] != theme.GOLD_BRIGHT


def test_a_die_raised_by_a_bonus_carries_a_plus(app, driver):
    table = _craft_table(app)
    s = table.match.state
    me = table.match.current
    die = s.rolled[me][0]
    s.charges[me] = list(s.charges[me]) + [("bonus", 1, 99, die)]
    driver.frame(2)
    _placed, raised = table._die_marks()
    assert raised == {die}
    x, y, size = table.dice.pos[die]
    r = max(7, int(size * 0.2))
    c = (x + size / 2 - r * 0.4, y - size / 2 + r * 0.4)
    surface = _canvas(table)
    assert surface.get_at((round(c[0] + r * 0.5), round(c[1] + r * 0.5)))[:3] == theme.GOLD_BRIGHT
