"""The Forge table's hint and refusal banner hides no location and no part of the player's board."""

import pygame

from kingsforge import i18n
from kingsforge.forge.ui import layout
from kingsforge.forge.ui.view import toast_layout
from kingsforge.ui import gfx, theme


def test_the_hint_banner_hides_no_spot_and_fits_a_long_spanish_hint():
    pygame.font.init()
    i18n.set_language("es")
    try:
        text = ("Pista: Wenceslao Zurbarán envía a Ayudante 1 a Ingeniería a construir Tenazas mejoradas "
                "(-2 Oro, -1 Metal) — te da una herramienta o equipo construido, +1 punto")
        rect, lines = toast_layout(text)
        assert not rect.colliderect(layout.BOARD) and not rect.colliderect(layout.PBOARD)
        assert layout.ACHIEVE.contains(rect) and 2 <= len(lines) <= 4
        assert " ".join(lines) == text
        assert all(gfx.font(theme.FS_BODY, True).size(line)[0] <= rect.w - 30 for line in lines)
    finally:
        i18n.set_language("en")
