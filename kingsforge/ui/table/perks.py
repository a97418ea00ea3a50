"""Lasting bonuses (a craft card's `permanent:`, the Jubilee variant): the corner mark on a
craft card, the bonuses a player owns in their panel, and the label of such a bonus
where it lies among this round's bonuses at the forge.

A lasting +N is an ordinary charge in state.charges[p] (kind 'bonus') whose group is a
key of state.charge_rules[group] = (colours its die must fill, craft card). It is added at
the start of every craft phase after the card is claimed; `used != -1` means this craft
phase's use is spent. It is dragged onto a die like any other bonus (a UseCharge move).
"""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.ui import cardtext, gfx, looks, theme
from kingsforge.ui.table import layout

READY, SPENT, WAITING = "ready", "spent", "waiting"
PILL_W, PILL_H, PILL_GAP = 46, 22, 5


# --- what a bonus is --------------------------------------------------------------------------
def every_colour(content, colours) -> bool:
    return set(colours) >= set(range(len(content.colours)))


def colours_text(content, colours) -> str:
    """'metal', 'gem or magic', or 'any die' (the multi-colour field)."""
    if every_colour(content, colours):
        return t("perk.any_die")
    return t("box.or").join(i18n.die_word(content.colours[c], content.colours[c]) for c in sorted(colours))


def rule_of(state, p: int, index: int):
    """(colours, craft card) for a lasting bonus among p's charges, else None (this round's bonus)."""
    group = state.charges[p][index][2]
    return state.charge_rules.get(group) if state.charge_rules else None


def charge_label(state, p: int, index: int, short: bool = False) -> str:
    """A forge chip's text: '+1' for this round's bonus, '+1 metal' for a lasting one (`short`:
    the short word of a half-width chip, 'Relanzar' for 'Volver a tirar')."""
    kind, amount, _group, _used = state.charges[p][index]
    label = cardtext.charge_label(kind, amount)
    if short and i18n.has(f"charge_short.{kind}", i18n.DEFAULT):
        label = t(f"charge_short.{kind}", amount=amount)
    rule = rule_of(state, p, index)
    if rule is None:
        return label
    return t("perk.chip", bonus=label, colour=colours_text(state.content, rule[0]))


def owned(state, p: int) -> list[tuple[int, object, str]]:
    """p's lasting +N bonuses as (craft card, Permanent, READY | SPENT | WAITING): READY may be
    used in this craft phase (or will be in the next one), SPENT was used in this one,
    WAITING starts with the next craft phase (its card was claimed after this one began)."""
    c = state.content
    by_card = {}
    if state.charge_rules:
        for _kind, _amount, group, used in state.charges[p]:
            rule = state.charge_rules.get(group)
            if rule is not None:
                by_card[rule[1]] = used
    out = []
    for card in state.tucked[p]:
        perm = c.craft[card].permanent
        if perm is None or not perm.plus:
            continue
        if card in by_card:
            status = SPENT if by_card[card] != -1 else READY
        else:
            status = WAITING if state.phase == "craft" else READY
        out.append((card, perm, status))
    return out


# --- drawing ------------------------------------------------------------------------------------
def draw_field(surface, content, colours, rect: pygame.Rect, alpha: int = 255) -> None:
    """The field a +N sits on: the colour's own, or every colour (the multi-colour field)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    r = layer.get_rect()
    radius = max(3, rect.h // 4)
    if every_colour(content, colours) or len(colours) > 1:
        names = content.colours if every_colour(content, colours) else [content.colours[c] for c in sorted(colours)]
        n = len(names)
        for k, name in enumerate(names):          # vertical bands, one per colour
            band = pygame.Rect(r.x + r.w * k // n, r.y, r.w * (k + 1) // n - r.w * k // n + 1, r.h)
            pygame.draw.rect(layer, (*looks.colour(name, (160, 160, 160)), alpha), band)
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), r, border_radius=radius)
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    else:
        name = content.colours[next(iter(colours))]
        pygame.draw.rect(layer, (*looks.colour(name, (160, 160, 160)), alpha), r, border_radius=radius)
    pygame.draw.rect(layer, (24, 16, 10, alpha), r, max(1, rect.h // 12), border_radius=radius)
    surface.blit(layer, rect)


def draw_plus(surface, content, amount: int, colours, rect: pygame.Rect, alpha: int = 255) -> None:
    """'+1' / '+2' on its colour field."""
    draw_field(surface, content, colours, rect, alpha)
    size = max(12, int(rect.h * 0.78))
    text = f"+{amount}"
    ink = (255, 250, 236) if alpha == 255 else (200, 190, 170)
    gfx.blit_text(surface, text, (rect.centerx + 1, rect.centery + 1), size, (0, 0, 0), "center", bold=True)
    gfx.blit_text(surface, text, rect.center, size, ink, "center", bold=True)


def corner_rect(card_rect: pygame.Rect) -> pygame.Rect:
    """Where a craft card shows its lasting bonus: the top left of its picture."""
    art = layout.craft_part(card_rect, layout.CRAFT_ART)
    side = max(14, int(card_rect.w * 0.24))
    return pygame.Rect(art.x + max(2, art.w // 30), art.y + max(2, art.w // 30), side, side)


def corner_badge(card_rect: pygame.Rect) -> pygame.Rect:
    """The whole badge of a lasting bonus (corner_rect and its frame)."""
    r = corner_rect(card_rect)
    return r.inflate(max(4, r.w // 6), max(4, r.w // 6))


def corner_bottom(card, card_rect: pygame.Rect) -> int:
    """How far down a craft card's lasting-bonus badge reaches (draw_corner): the card's needs stay
    below it. A die's '+' hangs under the badge; a +1 field's frame may tuck over the words' box."""
    if card.permanent.die >= 0:
        r = corner_rect(card_rect)
        return r.bottom + max(10, r.w // 2) // 2 + 3
    return corner_badge(card_rect).bottom - 4


def draw_corner(surface, content, card, card_rect: pygame.Rect, symbols: bool = True) -> pygame.Rect | None:
    """A Jubilee ware's lasting bonus in a corner of the card: a die of the type it gives
    once, or +1/+2 on the colour (or multi-colour) field. Returns where, or None."""
    perm = card.permanent
    if perm is None:
        return None
    from kingsforge.ui.table.dice import draw_die

    r = corner_rect(card_rect)
    badge = corner_badge(card_rect)
    pygame.draw.rect(surface, (52, 36, 22), badge, border_radius=max(4, badge.w // 5))
    pygame.draw.rect(surface, theme.GOLD, badge, max(1, badge.w // 22), border_radius=max(4, badge.w // 5))
    if perm.die >= 0:
        draw_die(surface, content.die_types[perm.die].id, 0, r.center, r.w, symbols)
        plus = pygame.Rect(0, 0, max(10, r.w // 2), max(10, r.w // 2))
        plus.center = (r.right - 1, r.bottom - 1)
        pygame.draw.circle(surface, (24, 16, 10), plus.center, plus.w // 2 + 1)
        pygame.draw.circle(surface, theme.GOLD_BRIGHT, plus.center, plus.w // 2)
        gfx.blit_text(surface, "+", (plus.centerx, plus.centery - 1), max(12, plus.w), (40, 26, 10), "center",
                      bold=True)
    else:
        field = r.inflate(0, -r.h // 3)
        draw_plus(surface, content, perm.plus, perm.colours, field)
    return badge


def strip_width(state, p: int) -> int:
    n = len(owned(state, p))
    return 0 if n == 0 else n * (PILL_W + PILL_GAP) - PILL_GAP


def draw_strip(surface, state, p: int, rect: pygame.Rect, centery: int) -> int:
    """p's lasting bonuses as pills at the right end of their panel's bottom strip; a spent one
    is dimmed and struck through. Returns the width used (0 when p owns none)."""
    perks = owned(state, p)
    if not perks:
        return 0
    c = state.content
    x = rect.right - 12 - strip_width(state, p)
    for _card, perm, status in perks:
        pill = pygame.Rect(x, centery - PILL_H // 2, PILL_W, PILL_H)
        spent = status == SPENT
        draw_plus(surface, c, perm.plus, perm.colours, pill, alpha=90 if spent else 255)
        if spent:
            pygame.draw.line(surface, theme.BAD, (pill.x + 3, pill.bottom - 4), (pill.right - 3, pill.y + 4), 3)
        elif status == WAITING:
            pygame.draw.rect(surface, theme.TEXT_FAINT, pill.inflate(2, 2), 1, border_radius=6)
        x += PILL_W + PILL_GAP
    return strip_width(state, p) + 8


def describe_owned(state, p: int) -> str:
    """The same in words (tooltips, tests): '+1 metal (ready), +2 any die (used this craft phase)'."""
    c = state.content
    return ", ".join(t(f"perk.status.{status}", bonus=t("perk.chip", bonus=f"+{perm.plus}",
                                                          colour=colours_text(c, perm.colours)))
                     for _card, perm, status in owned(state, p))


def fit_bonus_line(text: str, room: int, size: int = 20) -> str:
    """This round's bonuses beside the lasting ones: without its 'Bonuses:' label when the
    whole line would not fit in `room` pixels."""
    prefix = t("panel.bonuses", list="")
    if not text or not text.startswith(prefix) or gfx.font(size).size(text)[0] * gfx.MAX_SQUEEZE <= room:
        return text
    return text[len(prefix):]
