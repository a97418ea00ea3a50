"""Forge's card pictures: every Forge card names an icon that ships in sprites/art/ and is
credited, and the card faces (small and zoomed) draw it through the shell's card-art path."""

from __future__ import annotations

import dataclasses

import pygame

from kingsforge.forge.content import load_forge
from kingsforge.forge.ui import cards
from kingsforge.ui import cardart


def _forge_cards(c):
    return [card for group in (c.tokens, c.achievements, c.contracts, c.development, c.training, c.guilds)
            for card in group]


def test_every_forge_card_has_a_shipped_credited_picture():
    credited = {row[0] for row in cardart.credits()}
    for card in _forge_cards(load_forge()):
        assert card.art, f"{card.id} has no art"
        assert cardart.art_path(card.art).is_file(), f"{card.id}: sprites/art/{card.art}.svg missing"
        assert card.art in credited, f"{card.id}: {card.art} not in sprites/CREDITS"


def _face(c, card, size, big):
    surf = pygame.Surface(size, pygame.SRCALPHA, 32)
    cards.draw(surf, c, card, surf.get_rect(), big=big)
    return pygame.image.tobytes(surf, "RGBA")


def test_card_faces_draw_their_picture():
    if not cardart.svg_supported():     # pragma: no cover - pygame without SVG: cards draw without pictures
        return
    c = load_forge()
    a = c.contracts[0]
    blank = dataclasses.replace(a, art="")
    for big, size in ((False, (210, 150)), (True, (560, 400))):
        with_art = _face(c, a, size, big)
        assert with_art != _face(c, blank, size, big), f"big={big}: the picture changed nothing"
    dev = c.development[0]
    other = dataclasses.replace(dev, art="")
    assert _face(c, dev, (210, 150), False) != _face(c, other, (210, 150), False)
