"""Forget pygame objects when pygame quits.

Fonts and sounds made before pygame.quit() are invalid after it (a stale Font raises
'Invalid font'; playing a stale Sound can crash SDL), so their caches must be dropped.
pygame runs a quit callback once and then forgets it, so the hook is armed again in each
pygame session, the first time something is cached.
"""

from __future__ import annotations

import pygame

_forgetters: list = []
_armed = False


def forget_on_quit(forget) -> None:
    """Call `forget()` when pygame quits (this session's quit, and every later one's)."""
    global _armed
    if forget not in _forgetters:
        _forgetters.append(forget)
    if not _armed:
        pygame.register_quit(_on_quit)
        _armed = True


def _on_quit() -> None:
    global _armed
    _armed = False
    for forget in _forgetters:
        forget()
