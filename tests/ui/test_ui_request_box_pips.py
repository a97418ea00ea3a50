"""Every pip of an Ambassador Request's box shows, whatever its value (1 to 6): the die-type shape
and the padlock sat on the top-left and top-right pips, so Ancient Inuksuk's locked 'gem =4' box
showed two pips and read like a 3. The drawn box is compared with the plain face (its pips alone)."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from kingsforge.content import load_content
from kingsforge.engine.requests import members
from kingsforge.ui import gfx
from kingsforge.ui.looks import pips as pip_ink
from kingsforge.ui.table import cards

BOX = pygame.Rect(40, 40, 44, 44)


@pytest.fixture(scope="module")
def content():
    return load_content(modules=("masterworks_craft", "ambassadors_row", "ambassador_requests"))


def _boxes(content):
    """(request, box) for a one-colour and a two-colour box, each locked and not."""
    found = {}
    for i in content.requests:
        card = content.craft[i]
        for j, (colour, _pips) in enumerate(card.slots):
            hybrid = len(members(content, colour)) > 1
            found.setdefault(hybrid, (card, j))
    for card, j in found.values():
        for locked in (frozenset(), frozenset({j})):
            yield dataclasses.replace(card, locked=locked, boost=-1), j


def _hidden_pips(content, card, j, value) -> int:
    """How many pip pixels of the plain face (opaque pip ink) the drawn box changed."""
    colour, _ = card.slots[j]
    card = dataclasses.replace(card, slots=tuple((c, value if k == j else p) for k, (c, p) in enumerate(card.slots)))
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    cards.draw_special_box(surface, content, card, j, BOX, True)
    hidden = 0
    kinds = [content.colours[m] for m in members(content, colour)]
    for half, kind in enumerate(kinds):
        ink = pip_ink(kind, (255, 255, 255))
        plain = cards.requirement_face(kind, value, BOX.w)
        for x in range(BOX.w):
            for y in range(BOX.h):
                if len(kinds) > 1 and (x + y < BOX.w + 5 if half else x + y > BOX.w - 5):
                    continue            # a two-colour box: each colour's own triangle, off the seam
                if tuple(plain.get_at((x, y))) == (*ink, 255) and \
                        tuple(surface.get_at((BOX.x + x, BOX.y + y)))[:3] != ink:
                    hidden += 1
    return hidden


@pytest.mark.parametrize("scale", [1.0, 0.5], ids=["full", "small-window"])
def test_no_mark_hides_a_pip_of_any_value(content, monkeypatch, scale):
    monkeypatch.setattr(gfx, "view_scale", scale)
    cards._faces.clear()
    try:
        for card, j in _boxes(content):
            for value in range(1, 7):
                assert _hidden_pips(content, card, j, value) == 0, (card.id, j, sorted(card.locked), value)
    finally:
        cards._faces.clear()
