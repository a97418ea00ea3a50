"""Forge's cards drawn at a glance: a contract (name, deck, product, guild, skill, costs,
requirements, assistants, gold, VP), and development, training and guild cards with their
effect in words. Small (in hands and dialogs) or large (the zoom).

Each card's picture (``art:`` in data/forge, an icon of sprites/art/, see tools/extract_art.py)
comes from the shell's card-art path, :mod:`kingsforge.ui.cardart`: a faint engraving tinted by
the deck's colour behind a small card's words, a shaded picture window beside the zoom's."""

from __future__ import annotations

import pygame

from kingsforge.forge.content import DECKS
from kingsforge.forge.ui import pieces, words
from kingsforge.i18n import t
from kingsforge.ui import cardart, gfx, theme

DECK_COLOURS = {"common": (150, 104, 62), "military": (118, 124, 134), "royal": (124, 78, 156),
                "architect": (86, 120, 84), "engineer": (70, 104, 140), "train": (140, 110, 60),
                "guild": (160, 70, 60)}
CARD_W, CARD_H = 210, 150


def kind_of(card) -> str:
    name = type(card).__name__
    return {"Contract": "contract", "DevCard": "develop", "TrainingCard": "train", "GuildCard": "guild"}.get(name, "")


def colour_of(card) -> tuple:
    kind = kind_of(card)
    if kind == "contract":
        return DECK_COLOURS[DECKS[card.deck]]
    if kind == "develop":
        return DECK_COLOURS[("architect", "engineer")[card.deck]]
    return DECK_COLOURS.get(kind, (100, 80, 60))


def effect_text(content, card) -> str:
    """A development, training or guild card's effect in words (guild: what it gives)."""
    kind = kind_of(card)
    if kind == "guild":
        gains = words.cost_text(card.gain) if any(card.gain) else ""
        skill = t("forge.card.skill_up", n=card.skill) if card.skill else ""
        return t("forge.card.guild_gain", gain=", ".join(x for x in (gains, skill) if x),
                 guild=t(f"forge.guild.{card.guild}"))
    return words.by_id("forge.text", card.id) or card.text


def contract_lines(content, card, big: bool = False, split: bool = False) -> list[str]:
    """The lines of a contract's face under its costs: pay, product and guild, what it needs."""
    product = t(f"forge.product.{card.product}")
    guild = t(f"forge.guild.{card.guild}") if card.guild else t("forge.card.no_guild")
    needs = [words.token_name(content, content.token_index[r]) for r in card.requires]
    lines = [t("forge.card.pay", gold=card.gold, vp=card.vp)]
    if big:
        lines += [t("forge.card.kind_line", deck=t(f"forge.deck.{DECKS[card.deck]}"), product=product), guild,
                  t("forge.card.skill", n=card.skill)]
    else:
        lines.append(f"{product} · {guild}")
    extra = []
    if needs:
        extra.append(t("forge.card.needs", tokens=", ".join(needs)))
    if card.assistants:
        extra.append(t("forge.card.helpers", n=card.assistants))
    if big:
        lines += extra or [t("forge.card.needs_nothing")]
    elif split:                 # a wide card (in a dialog): each need on its own line
        lines += extra
    elif extra:
        lines.append(" · ".join(extra))
    return lines


def picture(surface, card, rect: pygame.Rect, head: pygame.Rect, colour, big: bool) -> int:
    """The card's picture; returns the width it takes from the words (0: it lies behind them)."""
    art = getattr(card, "art", "")
    if not art:
        return 0
    if big:
        side = min(rect.bottom - head.bottom - 24, rect.w // 3)
        pic = cardart.craft_art(art, [colour], (side, side)) if side >= 24 else None
        if pic is None:
            return 0
        surface.blit(pic, (rect.right - side - 12, head.bottom + 12))
        return side + 16
    side = min(rect.bottom - head.bottom - 6, rect.w // 2)
    pic = cardart.gather_art(art, [colour], (side, side), alpha=90) if side >= 16 else None
    if pic is not None:
        surface.blit(pic, (rect.right - side - 4, rect.bottom - side - 3))
    return 0


def draw(surface, content, card, rect: pygame.Rect, lit: bool = False, dim: bool = False, big: bool = False) -> None:
    """A card face filling `rect`; `dim`: shaded (a card no option uses)."""
    _face(surface, content, card, rect, lit, dim, big)
    if dim:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA, 32)
        pygame.draw.rect(veil, (20, 14, 10, 120), veil.get_rect(), border_radius=10)
        surface.blit(veil, rect.topleft)


NAME_MIN = 16


def _face(surface, content, card, rect: pygame.Rect, lit: bool, dim: bool, big: bool) -> None:
    colour = colour_of(card)
    gfx.panel(surface, rect, theme.PARCHMENT if not dim else theme.PARCHMENT_DARK,
              theme.HIGHLIGHT if lit else gfx.shade(colour, 0.7), radius=10, shadow=4, width=3 if lit else 2)
    head = pygame.Rect(rect.x + 4, rect.y + 4, rect.w - 8, 28 if not big else 56)
    name = words.card_name(card)
    room = head.w - 16 - ((34 if big else 28) if kind_of(card) == "contract" else 0)    # a contract's skill disc
    # a narrow card (a development slot on the board) whose name does not fit: the name on two lines
    bold = gfx.font(NAME_MIN, bold=True)
    two_lines = (not big and kind_of(card) != "contract" and bold.size(name)[0] > room
                 and all(bold.size(word)[0] <= head.w - 12 for word in name.split()))   # never a word cut
    if two_lines:
        head.h = 2 * gfx.font(NAME_MIN, bold=True).get_linesize() + 6
    aside = picture(surface, card, rect, head, colour, big)
    pygame.draw.rect(surface, colour, head, border_radius=8)
    size = theme.FS_SMALL if not big else theme.FS_LABEL
    if two_lines:
        label = gfx.text(name, NAME_MIN, theme.TEXT, bold=True, wrap=head.w - 12)
        surface.blit(label, (head.x + 6, head.y + 3), pygame.Rect(0, 0, label.get_width(), head.h - 6))
    else:
        gfx.blit_fitted(surface, name, (head.x + 8, head.centery), room, size, theme.TEXT, "midleft", bold=True,
                        min_size=NAME_MIN)
    kind = kind_of(card)
    y = head.bottom + 6
    pad = 10
    small = 18 if not big else theme.FS_BODY
    if kind == "contract":
        # skill level in the corner, as a numbered star-coloured disc
        disc = (head.right - (14 if not big else 24), head.centery)
        pygame.draw.circle(surface, theme.GOLD_BRIGHT, disc, 12 if not big else 20)
        gfx.blit_text(surface, str(card.skill), disc, 18 if not big else theme.FS_BODY, theme.INK, "center", bold=True)
        line = 20 if not big else 40
        pieces.goods_line(surface, (0, card.wood, card.metal, 0, card.gems), (rect.x + pad, y + line // 2),
                          size=small, r=9 if not big else 14, colour=theme.INK)
        y += line
        width = rect.w - 2 * pad - aside
        for text in contract_lines(content, card, big, split=rect.w >= 250):
            if y + small > rect.bottom - 4:
                break
            if big and gfx.font(small).size(text)[0] > width:      # the zoom: a long line wraps, whole
                body = gfx.text(text, small, theme.INK, wrap=width)
                surface.blit(body, (rect.x + pad, y))
                y += body.get_height() + 10
                continue
            gfx.blit_fitted(surface, text, (rect.x + pad, y), width, small, theme.INK, "topleft", min_size=16)
            y += small + (2 if not big else 10)
        return
    text = effect_text(content, card)
    if kind == "develop" and card.guild:
        text += " " + t("forge.card.icon", guild=t(f"forge.guild.{card.guild}"))
    # whole lines only: a small card shows what fits and the zoom shows the rest
    body = gfx.text(text, small, theme.INK, wrap=rect.w - 2 * pad - aside)
    line = gfx.font(small).get_linesize()
    room = max(0, (rect.bottom - 4 - y) // line) * line
    surface.blit(body, (rect.x + pad, y), pygame.Rect(0, 0, body.get_width(), min(room, body.get_height())))
