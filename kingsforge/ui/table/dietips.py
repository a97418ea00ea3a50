"""Every die at the table explained in words: pointing at a die type in the Stock shows what that
die does (a base colour, the wild Archive die, Queen's Jubilee's Conjurer and Farm dice,
Masterworks' exotic dice), built from its data so that a module's new die is explained too."""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.ui.table import layout

REACH = 30       # pixels around a stock icon that point at it


def stock_type_at(state, pos) -> int | None:
    """The die type whose Stock icon is under `pos` (None: none)."""
    c = state.content
    n = len(c.die_types)
    for k in range(n):
        x, y = layout.stock_icon(k, n)
        if pygame.Rect(x - REACH, y - REACH, 2 * REACH, 2 * REACH).collidepoint(pos):
            return k
    return None


def die_tip(state, k: int) -> tuple[str, list[str]]:
    """(title, lines) for die type k."""
    c = state.content
    d = c.die_types[k]
    word = lambda i: i18n.die_word(c.die_types[i].id)          # noqa: E731
    lines = []
    if d.wild:
        lines.append(t("dietip.wild"))
    elif d.declared:
        lines.append(t("dietip.declared"))
    elif d.copies_rolled:
        lines.append(t("dietip.copies", types=", ".join(word(i) for i in d.copies_rolled)))
    elif not d.rolled and d.harvest_as:
        lines.append(t("dietip.grows", types=t("box.or").join(word(i) for i in d.harvest_as)))
    elif len(d.fits) > 1:
        lines.append(t("dietip.colours", types=t("box.or").join(i18n.box_words(c.colours[i]) for i in sorted(d.fits))))
    elif len(d.fits) == 1:
        lines.append(t("dietip.plain", colour=i18n.box_words(c.colours[next(iter(d.fits))])))
    if d.paired:
        lines.append(t("dietip.paired"))
    if d.keeps:
        lines.append(t("dietip.keeps"))
    if not d.gather_use:
        lines.append(t("dietip.no_gather"))
    if d.returns_to_stock and not d.keeps:
        lines.append(t("dietip.returns"))
    elif d.keeps:
        lines.append(t("dietip.used_once"))
    elif d.wild:                        # the Archive die: a Library die that stays
        lines.append(t("dietip.stays"))
    if d.per_turn:
        lines.append(t("dietip.per_turn", n=d.per_turn))
    lines.append(t("dietip.left", n=len(state.stock[k])))
    return t("dietip.title", die=i18n.die_name(d)), lines
