"""Keys over Forge's buttons: Enter (or Space) presses the button the keyboard focused (Tab, the
arrows) before any button's own hotkey. A hotkey such as the game over's Enter for "Title" or the
Trading Post's Enter for "Take" is for when nothing is focused; with the focus ring on "Replay"
or on a trade, Enter means that one."""

from __future__ import annotations

import pygame

PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def focused_first(widgets, event) -> bool:
    """Press the focused widget on Enter/Space; True when it did (the event is used up)."""
    if event.type != pygame.KEYDOWN or event.key not in PRESS:
        return False
    focused = widgets.focused
    if focused is None:
        return False
    focused.activate()
    widgets.show_focus = True
    return True
