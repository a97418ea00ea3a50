"""The layout check: every label drawn on the canvas stays in its box, whole, and clear of the others.

gfx records each label (a text, a die, a chip) with the box it belongs to while `gfx.labels` is a
LabelLog (see gfx.box / gfx.covers); `problems()` lists what is wrong with one frame, and `check_frame`
draws the app's current frame with the recording on. tests/ui/test_ui_layout_check.py runs it over
the screenshot scenes at three window sizes in both languages. Tooltips and dragged dice are drawn
unrecorded: they float over the table by design.
"""

from __future__ import annotations

import pygame

from kingsforge.ui import gfx

DIE = "die "       # a die's label (gfx.record from the table's drawing)
SLACK = 2          # pixels a label may pass its box's edge (anti-aliasing, a border's width)


def _ink(rect: pygame.Rect) -> pygame.Rect:
    return gfx._core(rect)


def problems(log: gfx.LabelLog) -> list[str]:
    """What is wrong with the labels of one frame, one line each."""
    out = []
    screen = log.target.get_rect()
    shown = []
    for label in log.labels:
        ink = _ink(label.rect)
        if label.hidden_by is not None:
            if not label.pile:
                out.append(f"covered: {label!r} lies under {label.hidden_by}")
            continue
        if not screen.contains(ink):
            out.append(f"off the screen: {label!r}")
        elif not label.box.inflate(2 * SLACK, 2 * SLACK).contains(ink):
            out.append(f"leaves its box: {label!r}")
        if label.cut:
            out.append(f"cut: {label!r}")
        shown.append((label, ink))
    for i, (a, ink_a) in enumerate(shown):
        for b, ink_b in shown[i + 1:]:
            if a.text.startswith(DIE) and b.text.startswith(DIE):
                continue            # dice may lie fanned in a full row; a die over a text may not
            if a.text == b.text and a.box == b.box and abs(a.rect.x - b.rect.x) <= 3 \
                    and abs(a.rect.y - b.rect.y) <= 3:
                continue            # one label drawn twice a pixel apart: its outline or shadow
            if ink_a.colliderect(ink_b):
                out.append(f"overlap: {a!r} and {b!r}")
    return out


def recorded_frame(app) -> gfx.LabelLog:
    """Draw the app's frame with every label recorded; the record (its `labels`)."""
    log = gfx.labels = gfx.LabelLog(app.canvas)
    try:
        app.render()
        return log
    finally:
        gfx.labels = None
        gfx._cut_texts.clear()


def check_frame(app) -> list[str]:
    """Draw the app's frame with every label recorded; the problems found."""
    return problems(recorded_frame(app))


def resize(app, size) -> None:
    """Show the app in a window of `size` the way a player's resize reaches it: a VIDEORESIZE through
    App.handle_event (the scale, the text floor and the table's layout follow there); the dice then
    go straight to their new places."""
    app.window = pygame.Surface(size)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=tuple(size), w=size[0], h=size[1]))
    for scene in app.stack:
        if hasattr(scene, "_snap"):
            scene._snap = True          # the dice go straight to their new places
