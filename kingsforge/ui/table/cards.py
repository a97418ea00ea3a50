"""Drawing gather cards, dock tiles and craft cards at any size.

Only presentation lives here: costs and rewards come from the card data, and
which boxes glow is decided by the table from the engine's legal moves.
"""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.ui import cardart, cardtext, gfx, looks, theme
from kingsforge.ui.table import layout, perks
from kingsforge.ui.table.dice import draw_die

INK = theme.INK
CARD_FILL = (234, 220, 186)
CARD_EDGE = (122, 90, 52)


def _frame(surface, rect, sprite: str, fill=CARD_FILL, edge=CARD_EDGE) -> None:
    img = gfx.scaled(sprite, rect.size)
    gfx.panel(surface, rect, fill, edge, radius=12, shadow=6, width=0 if img else 3)
    if img is not None:
        surface.blit(img, rect)


def box_fill(label: str) -> tuple[int, int, int]:
    parts = label.split("|")
    if parts == ["any"]:
        return (250, 244, 226)
    return looks.colour(parts[0], (200, 200, 200))


def draw_box(surface, rect: pygame.Rect, label: str, consumed: bool, glow: bool = False,
             hover: bool = False) -> None:
    """An empty cost box: white for any die, coloured (with the type's mark) otherwise."""
    icon = gfx.scaled("icon_box_" + label.replace("|", "_"), rect.size)
    if icon is not None:
        surface.blit(icon, rect)
    else:
        parts = label.split("|")
        pygame.draw.rect(surface, (60, 44, 30), rect.move(0, 2), border_radius=6)
        if len(parts) == 2:
            a, b = (looks.colour(p, (200, 200, 200)) for p in parts)
            pygame.draw.rect(surface, a, rect, border_radius=6)
            pygame.draw.polygon(surface, b, [rect.topright, rect.bottomright, rect.bottomleft])
        else:
            pygame.draw.rect(surface, box_fill(label), rect, border_radius=6)
        pygame.draw.rect(surface, (70, 52, 36), rect, 2, border_radius=6)
        if parts != ["any"]:
            for k, part in enumerate(parts):
                cx = rect.centerx if len(parts) == 1 else rect.x + rect.w * (0.3 + 0.4 * k)
                cy = rect.centery if len(parts) == 1 else rect.y + rect.h * (0.3 + 0.4 * k)
                gfx.draw_die_shape(surface, part, (cx, cy), rect.w * (0.26 if len(parts) == 1 else 0.18),
                                   (250, 244, 226), outline=None)
    if consumed:
        _draw_x(surface, rect)
    if glow:
        gfx.glow(surface, rect, theme.HIGHLIGHT, radius=6, width=3, pulse=1.0 if hover else 0.6)


def _draw_x(surface, rect) -> None:
    icon = gfx.scaled("icon_x", (rect.w // 2, rect.h // 2))
    corner = pygame.Rect(rect.right - rect.w // 2 + 4, rect.y - 6, rect.w // 2, rect.h // 2)
    if icon is not None:
        surface.blit(icon, corner)
        return
    pygame.draw.circle(surface, (150, 30, 30), corner.center, corner.w // 2)
    d = corner.w // 4
    c = corner.center
    pygame.draw.line(surface, (255, 236, 220), (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), 3)
    pygame.draw.line(surface, (255, 236, 220), (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), 3)


def rewards_width(content, option, size: int = theme.FS_SMALL, room: int = 10 ** 6) -> int:
    """The width of an option's reward line (draw_rewards) in `room` pixels, at its smallest chips."""
    return _reward_items(content, option, size, room)[0]


def _reward_items(content, option, size, room):
    """(total width, [(width, item)], chip text size, gap, arrow width) of an option's rewards in
    `room` pixels: the chips' text shrinks first, then a bonus chip takes its short word, then the
    chips and the arrow draw closer together (a small window's large readable text)."""
    parts = []
    for effect in option.effects:
        parts.extend(cardtext.reward_parts(content, effect))
    found = _reward_items_of(parts, size, room)
    if found[0] > room - 8:
        # still too wide at the smallest chips (a small window's large readable size): the short
        # word a bonus chip has where there is one ('Relanzar' for 'Volver a tirar', 'Relanzar ×2'
        # for 'Volver a tirar ×2')
        long, brief = t("chip.reroll"), t("charge_short.reroll")
        shorter = [("chip", brief + p[1][len(long):]) if p[0] == "chip" and p[1].startswith(long) else p
                   for p in parts]
        if shorter != parts:
            parts = shorter
            found = _reward_items_of(parts, size, room)
    if found[0] > room - 8:
        found = _reward_items_of(parts, size, room, tight=True)
    return found


def _reward_items_of(parts, size, room, tight: bool = False):
    die = 24
    pad, gap, arrow_w = (10, 4, 10) if tight else (16, 8, 16)
    chip_size = size - 2
    while True:    # a long (translated) chip label shrinks until the line fits the card
        items = []  # (width, what to draw)
        for part in parts:
            if part[0] == "dice":
                _, type_id, count, to_supply = part
                shown = count if count <= 3 else 1
                width = shown * (die + 3) + (gfx.font(size, True).size(f"×{count}")[0] + 4 if count > 3 else 0)
                items.append((width, ("dice", type_id, count, shown, to_supply)))
            elif part[0] == "plus":           # a coloured bonus: +n on its colour's field
                items.append((44, part))
            else:
                w = gfx.font(chip_size, True).size(part[1])[0] + pad
                items.append((w, ("chip", part[1])))
        total = sum(w for w, _ in items) + gap * max(0, len(items) - 1) + arrow_w + gap
        if total <= room - (0 if tight else 8) or chip_size <= 14:
            break
        chip_size -= 1
    return total, items, chip_size, gap, arrow_w


def _reward_lines(items, gap: int, arrow_w: int, room: int) -> list[list]:
    """The reward items on one line, or on two where one line is wider than `room` (the second
    line under the first, without the arrow)."""
    total = sum(w for w, _ in items) + gap * max(0, len(items) - 1) + arrow_w + gap
    if total <= room or len(items) < 2:
        return [items]
    best = None
    for k in range(1, len(items)):
        widths = (sum(w for w, _ in items[:k]) + gap * (k - 1) + arrow_w + gap,
                  sum(w for w, _ in items[k:]) + gap * (len(items) - k - 1))
        if best is None or max(widths) < best[0]:
            best = (max(widths), k)
    return [items[:best[1]], items[best[1]:]]


def draw_rewards(surface, content, option, rect: pygame.Rect, size: int = theme.FS_SMALL,
                 ink=INK) -> None:
    """Rewards in one centred line: dice icons and chips, with an arrow before them (on two lines,
    chips a little lower, where one line would run past `rect`)."""
    found = _reward_items(content, option, size, rect.w)
    if _too_big(found, rect):
        # two lines too close for their chips' text, or one chip wider than the card (a small
        # window's large text): the text goes under the floor, on one line again where it then fits
        with gfx.tight_floor():
            _draw_reward_lines(surface, content, _reward_items(content, option, size, rect.w), rect, size, ink)
    else:
        _draw_reward_lines(surface, content, found, rect, size, ink)


def _too_big(found, rect: pygame.Rect) -> bool:
    """The reward on two lines whose chips' text (its ink, about 3/4 of the font's height) would
    run into each other in `rect`, or a line of it runs past `rect` (one long chip, 'Tirar
    herrería', has no second line)."""
    _total, items, chip_size, gap, arrow_w = found
    lines = _reward_lines(items, gap, arrow_w, rect.w)
    if len(lines) > 1 and gfx.font(chip_size, True).get_height() * 3 // 4 > rect.h // 2:
        return True
    return any(sum(w for w, _ in line) + gap * (len(line) - 1) + (arrow_w + gap if row == 0 else 0) > rect.w
               for row, line in enumerate(lines))


def _draw_reward_lines(surface, content, found, rect: pygame.Rect, size: int, ink) -> None:
    die = 24
    total, items, chip_size, gap, arrow_w = found
    lines = _reward_lines(items, gap, arrow_w, rect.w)
    chip_h = 28 if len(lines) == 1 else max(18, min(28, rect.h // 2 - 1))
    for row, line in enumerate(lines):
        width = sum(w for w, _ in line) + gap * max(0, len(line) - 1) + (arrow_w + gap if row == 0 else 0)
        x = rect.centerx - width // 2
        y = rect.centery if len(lines) == 1 else rect.y + rect.h * (2 * row + 1) // 4
        if row == 0:
            draw_arrow(surface, (x, y), arrow_w, ink)
            x += arrow_w + gap
        for width, item in line:
            if item[0] == "dice":
                _, type_id, count, shown, to_supply = item
                for k in range(shown):
                    draw_die(surface, type_id, 0, (x + k * (die + 3) + die // 2, y), die, symbols=False)
                    gfx.record(surface, f"a {type_id} die", pygame.Rect(x + k * (die + 3), y - die // 2, die, die))
                if count > 3:
                    gfx.blit_text(surface, f"×{count}", (x + shown * (die + 3) + 2, y), size, ink, "midleft",
                                  bold=True)
                if to_supply:
                    pygame.draw.line(surface, theme.GOOD, (x, y + die // 2 + 3), (x + width, y + die // 2 + 3), 3)
            elif item[0] == "plus":
                perks.draw_plus(surface, content, item[1], item[2], pygame.Rect(x, y - 12, width, 24))
            else:
                chip = pygame.Rect(x, y - chip_h // 2, width, chip_h)
                pygame.draw.rect(surface, (92, 60, 30), chip, border_radius=chip_h // 2)
                pygame.draw.rect(surface, theme.GOLD, chip, 2, border_radius=chip_h // 2)
                gfx.blit_text(surface, item[1], chip.center, chip_size, theme.GOLD_BRIGHT, "center", bold=True)
            x += width + gap


def draw_arrow(surface, left_mid, width: int, colour) -> None:
    """A small right-pointing arrow (the bundled font has no arrow glyph)."""
    x, y = left_mid
    pygame.draw.line(surface, colour, (x, y), (x + width - 6, y), 3)
    pygame.draw.polygon(surface, colour, [(x + width - 8, y - 6), (x + width, y), (x + width - 8, y + 6)])


# --- gather cards ----------------------------------------------------------------------
def gather_option_geometry(content, card_index: int, rect: pygame.Rect):
    """[(option rect, [box rects], action pill rect or None)] for each option of a card."""
    card = content.gather[card_index]
    out = []
    for o, option in enumerate(card.options):
        area = layout.gather_option_rect(rect, o, len(card.options))
        if len(card.options) > 2:       # the Merchant's four options: boxes, then the reward, on one line
            boxes = layout.gather_row_box_rects(area, len(option.boxes))
        else:
            boxes = layout.gather_box_rects(area, len(option.boxes))
        pill = None
        if not option.boxes:
            pill = pygame.Rect(0, 0, min(area.w - 40, 150), layout.BOX)
            pill.midtop = (area.centerx, layout.option_content_top(area))
        out.append((area, boxes, pill))
    return out


def gather_reward_rect(area: pygame.Rect, boxes, pill, options: int) -> pygame.Rect:
    """Where an option's reward line goes: under its boxes, or right of them on a card of more than
    two options (each option's strip is too short for two lines)."""
    if options > 2 and boxes:
        left = boxes[-1].right + 4
        return pygame.Rect(left, area.centery - 15, area.right - left, 30)
    reward_y = (boxes[0].bottom if boxes else pill.bottom) + 8
    return pygame.Rect(area.x, reward_y, area.w, 30)


@gfx.boxed(lambda surface, content, index, rect, *a, **k: rect,
           lambda surface, content, index, *a, **k: content.gather[index].id, covering=True)
def draw_gather_card(surface, content, card_index: int, rect: pygame.Rect, *, glow_boxes=(),
                     hover_box=None, glow_options=(), dim: bool = False, selected_option: int | None = None,
                     glow_card: bool = False) -> None:
    card = content.gather[card_index]
    _frame(surface, rect, "card_gather")
    _gather_picture(surface, content, card, rect)
    # name banner across the top edge
    banner = pygame.Rect(rect.x + 10, rect.y + 6, rect.w - 20, 30)
    pygame.draw.rect(surface, (92, 60, 34), banner, border_radius=8)
    pygame.draw.rect(surface, theme.GOLD_DARK, banner, 2, border_radius=8)
    room = banner.w - (40 if card.always else 14)
    name = i18n.gather_name(card)
    # a small window: a long name shrinks (under the floor) to stay whole
    with gfx.tight_floor(when=not gfx.fits(name, room, theme.FS_SMALL, True, theme.FS_SMALL - 4)):
        gfx.blit_fitted(surface, name, banner.center if not card.always else
                        (banner.centerx - 12, banner.centery), room, theme.FS_SMALL, theme.PARCHMENT, bold=True,
                        min_size=theme.FS_SMALL - 4)
    if card.always:
        icon = gfx.scaled("icon_anvil_always", (26, 26))
        spot = (banner.right - 20, banner.centery)
        if icon is not None:
            surface.blit(icon, icon.get_rect(center=spot))
        else:
            pygame.draw.polygon(surface, theme.GOLD_BRIGHT, [(spot[0] - 10, spot[1] - 4), (spot[0] + 10, spot[1] - 4),
                                                             (spot[0] + 5, spot[1] + 6), (spot[0] - 5, spot[1] + 6)])
    geometry = gather_option_geometry(content, card_index, rect)
    for o, (area, boxes, pill) in enumerate(geometry):
        option = card.options[o]
        if o > 0 and len(card.options) != 2 and not layout.first_of_lower_half(o, len(card.options)):
            y = area.y - 2
            pygame.draw.line(surface, CARD_EDGE, (area.x + 20, y), (area.right - 20, y), 2)
        if selected_option == o:
            pygame.draw.rect(surface, (255, 236, 170), area, border_radius=8)
            pygame.draw.rect(surface, theme.GOLD, area, 2, border_radius=8)
        strip = gfx.box(area, f"{card.id}, option {o + 1}")      # the option's boxes and reward stay in it
        strip.__enter__()
        for b, box_rect in enumerate(boxes):
            box = option.boxes[b]
            draw_box(surface, box_rect, box.label, box.consumed, glow=(o, b) in glow_boxes,
                     hover=hover_box == (o, b))
            gfx.record(surface, f"box {b + 1}", box_rect)
        if pill is not None:
            text = i18n.t("card.pay_all") if option.take_all else i18n.t("card.free")
            pygame.draw.rect(surface, (246, 236, 206), pill, border_radius=18)
            pygame.draw.rect(surface, CARD_EDGE, pill, 2, border_radius=18)
            # whole: smaller, narrowed, or in a small window under the text floor (it read 'Pay all ...')
            gfx.blit_whole(surface, text, pill.center, pill.w - 16, theme.FS_SMALL, INK, "center", bold=True)
            if o in glow_options:
                gfx.glow(surface, pill, theme.HIGHLIGHT, radius=18, width=3)
        draw_rewards(surface, content, option, gather_reward_rect(area, boxes, pill, len(card.options)))
        strip.__exit__(None, None, None)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 14, 10, 120), shade.get_rect(), border_radius=12)
        surface.blit(shade, rect)
    if glow_card:
        gfx.glow(surface, rect, theme.HIGHLIGHT, radius=12, width=4)


def _gather_picture(surface, content, card, rect: pygame.Rect) -> None:
    """The card's picture as a faint engraving across its body, under the boxes and rewards."""
    body = pygame.Rect(rect.x + 14, rect.y + layout.GATHER_NAME_H + 4, rect.w - 28,
                       rect.h - layout.GATHER_NAME_H - 16)
    pic = cardart.gather_art(card.art, cardart.gather_colours(content, card), body.size)
    if pic is not None:
        surface.blit(pic, body)


def draw_deck(surface, rect: pygame.Rect, count: int, label: str | None = None) -> None:
    if label is None:
        label = i18n.t("deck.label")
    back = gfx.scaled("card_gather_back", rect.size)
    for k in range(min(3, max(1, count)) - 1, -1, -1):
        r = rect.move(k * 3, -k * 3)
        if count == 0:
            pygame.draw.rect(surface, (50, 38, 28), r, 2, border_radius=10)
            break
        if back is not None:
            gfx.panel(surface, r, (60, 40, 26), None, radius=10, shadow=4, width=0)
            surface.blit(back, r)
        else:
            gfx.panel(surface, r, (92, 56, 32), theme.GOLD_DARK, radius=10, shadow=4)
            pygame.draw.rect(surface, theme.GOLD_DARK, r.inflate(-16, -16), 2, border_radius=8)
    gfx.blit_text(surface, str(count), (rect.centerx + 3, rect.bottom + 22), theme.FS_LABEL, theme.TEXT, "center",
                  bold=True)
    gfx.blit_text(surface, label, (rect.centerx, rect.y - 16), theme.FS_SMALL - 2, theme.TEXT_DIM, "center")


# --- Griffin's Landing (Masterworks): visitors --------------------------------------------
def realm_text(content, realm: int) -> str:
    realm_id, name = content.realms[realm]
    return i18n.name(f"realm.{realm_id}", name)


@gfx.boxed(lambda surface, content, index, rect, *a, **k: rect,
           lambda surface, content, index, *a, **k: content.visitors[index].id, covering=True)
def draw_visitor_card(surface, content, visitor: int, rect: pygame.Rect, *, pile: int = 4, glow_boxes=(),
                      hover_box=None, glow_gift: bool = False, selected_option: int | None = None,
                      dim: bool = False, host_name: str = "", host_colour=None, host_seat: int = 0,
                      host_option: int = 1) -> None:
    """A visitor on its pile, like the printed card: its name and realm along the top, the free
    gift in the upper right corner, the collaboration across the bottom (boxes, then what it
    gives). A hosted visitor wears its host's colour and name instead of its pill and boxes."""
    card = content.visitors[visitor]
    banner, gift, strip = layout.visitor_parts(rect)
    # the pile beneath (visitors cycle: the pile never runs out)
    for k in range(min(2, max(0, pile - 1)), 0, -1):
        back = rect.move(k * 3, -k * 3)
        pygame.draw.rect(surface, (70, 48, 30), back, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD_DARK, back, 1, border_radius=10)
    gfx.panel(surface, rect, CARD_FILL, CARD_EDGE if host_colour is None else host_colour, radius=10, shadow=5,
              width=2 if host_colour is None else 3)
    body = pygame.Rect(rect.x + 6, banner.bottom + 2, rect.w * 2 // 5 - 8, strip.y - banner.bottom - 4)
    pic = cardart.gather_art(card.art, cardart.gather_colours(content, card), body.size, alpha=90)
    if pic is not None:
        surface.blit(pic, pic.get_rect(center=body.center))
    pygame.draw.rect(surface, (56, 66, 92), banner, border_radius=7)
    pygame.draw.rect(surface, theme.GOLD_DARK, banner, 2, border_radius=7)
    realm = realm_text(content, card.realm)
    name = i18n.visitor_name(card)
    realm_w = gfx.font(theme.FS_SMALL - 4, True).size(realm)[0] + 14
    beside = banner.w - min(banner.w // 3, realm_w) - 15
    # a small window: a name and its realm shrink (under the floor) to share the banner
    with gfx.tight_floor(when=not gfx.fits(name, beside, theme.FS_SMALL, True, theme.FS_SMALL - 5)):
        tag_w = min(banner.w // 3, gfx.font(theme.FS_SMALL - 4, True).size(realm)[0] + 14)
        tag = pygame.Rect(banner.right - tag_w - 3, banner.y + 3, tag_w, banner.h - 6)
        name_size = gfx.fit_size(name, tag.x - banner.x - 12, theme.FS_SMALL, True, theme.FS_SMALL - 5)
        if gfx.font(name_size, True).size(name)[0] * gfx.MAX_SQUEEZE > tag.x - banner.x - 12:
            # a long name at a large readable size: the whole banner is the name's, the realm's tag
            # hangs below it on the picture's corner
            tag = pygame.Rect(banner.x + 2, banner.bottom + 2, min(tag_w, body.w - 4), banner.h - 6)
            name_w = banner.w - 16
        else:
            name_w = tag.x - banner.x - 12
        pygame.draw.rect(surface, (34, 40, 58), tag, border_radius=5)
        gfx.blit_fitted(surface, realm, tag.center, tag.w - 6, theme.FS_SMALL - 4, theme.GOLD_BRIGHT, "center",
                        bold=True, min_size=12)
        gfx.blit_fitted(surface, name, (banner.x + 8, banner.centery), name_w,
                        theme.FS_SMALL, theme.PARCHMENT, "midleft", bold=True, min_size=theme.FS_SMALL - 5)
    # a hosted visitor: the host's ribbon lies over the half the host did not use, drawn bare
    shown = (0, 1) if host_colour is None else (host_option,)
    if 0 in shown:
        # the gift: free, in the upper right corner (its word, then what it gives)
        pill = layout.visitor_gift_pill(gift)
        pygame.draw.rect(surface, (255, 236, 170) if selected_option == 0 else (246, 236, 206), pill,
                         border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.GOLD if selected_option == 0 else CARD_EDGE, pill, 2, border_radius=pill.h // 2)
        text = i18n.t("card.gift")
        with gfx.tight_floor():         # a small window: the word shrinks (under the floor) to stay whole
            word_w = min(pill.w // 3, gfx.font(theme.FS_SMALL - 4, True).size(text)[0] + 6)
            gfx.blit_fitted(surface, text, (pill.x + 8 + word_w // 2, pill.centery), word_w, theme.FS_SMALL - 4, INK,
                            "center", bold=True, min_size=12)
        reward = pygame.Rect(pill.x + 10 + word_w, pill.y, pill.right - 4 - (pill.x + 10 + word_w), pill.h)
        draw_rewards(surface, content, card.options[0], reward, theme.FS_SMALL - 2)
        if glow_gift and host_colour is None:
            gfx.glow(surface, pill, theme.HIGHLIGHT, radius=pill.h // 2, width=3)
    # the collaboration, across the bottom
    pygame.draw.line(surface, CARD_EDGE, (strip.x + 4, strip.y - 2), (strip.right - 4, strip.y - 2), 2)
    if 1 in shown:
        if selected_option == 1:
            pygame.draw.rect(surface, (255, 236, 170), strip, border_radius=8)
            pygame.draw.rect(surface, theme.GOLD, strip, 2, border_radius=8)
        collaboration = card.options[1]
        boxes = layout.visitor_box_rects(strip, len(collaboration.boxes))
        for b, box_rect in enumerate(boxes):
            box = collaboration.boxes[b]
            draw_box(surface, box_rect, box.label, box.consumed, glow=b in glow_boxes and host_colour is None,
                     hover=hover_box == b)
        left = (boxes[-1].right if boxes else strip.x) + 4
        draw_rewards(surface, content, collaboration, pygame.Rect(left, strip.y, strip.right - left, strip.h),
                     theme.FS_SMALL - 2)
    if host_colour is not None:           # hosted this round: who has the visitor
        from kingsforge.ui import seatmark

        # over the half the host did not use: a gift taken stays in view, a collaboration's dice too
        ribbon = (pygame.Rect(rect.x + 8, strip.centery - 16, rect.w - 16, 32) if host_option == 0 else
                  pygame.Rect(rect.x + 8, gift.centery - 16, rect.w - 16, 32))
        if ribbon.colliderect(tag):         # a long name's realm tag hangs on the picture: beside it
            ribbon.width -= tag.right + 4 - ribbon.x
            ribbon.x = tag.right + 4
        layer = pygame.Surface(ribbon.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*gfx.shade(host_colour, 0.45), 235), layer.get_rect(), border_radius=8)
        surface.blit(layer, ribbon)
        pygame.draw.rect(surface, host_colour, ribbon, 2, border_radius=8)
        seatmark.draw(surface, host_colour, (ribbon.x + 16, ribbon.centery), 8, seat=host_seat)
        with gfx.tight_floor():     # a small window: the words shrink (under the floor) to stay whole
            gfx.blit_fitted(surface, i18n.t("landing.hosted_by", name=host_name),
                            (ribbon.centerx + 8, ribbon.centery), ribbon.w - 44, theme.FS_SMALL, theme.TEXT, "center",
                            bold=True, min_size=14)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 14, 10, 110), shade.get_rect(), border_radius=10)
        surface.blit(shade, rect)


# --- docks -----------------------------------------------------------------------------
DOCK_ACTIONS_SHOWN = 2      # a dock tile has room for two actions' boxes


def dock_geometry(content, dock_index: int):
    """[(action index, action rect, box rects)] for the actions of one dock tile."""
    tile = layout.dock_tile(dock_index, narrow=bool(content.tiles))
    dock_id = content.docks[dock_index][0]
    actions = [a for a in content.dock_actions if a.dock_id == dock_id]
    out = []
    for k, action in enumerate(actions[:DOCK_ACTIONS_SHOWN]):
        area = layout.dock_action_rect(tile, k)
        out.append((action.index, area, layout.dock_box_rects(area, len(action.option.boxes))))
    return tile, out


def dock_boxes_drawn(content, action: int) -> int:
    """How many of a dock action's boxes its tile draws: the dice paid there lie on them."""
    dock_action = content.dock_actions[action]
    same_dock = [a.index for a in content.dock_actions if a.dock_id == dock_action.dock_id]
    return len(dock_action.option.boxes) if same_dock.index(action) < DOCK_ACTIONS_SHOWN else 0


@gfx.boxed(lambda surface, content, index, *a, **k: layout.dock_tile(index, narrow=bool(content.tiles)),
           lambda surface, content, index, *a, **k: content.docks[index][0])
def draw_dock(surface, content, dock_index: int, used, seat_colours, *, glow_boxes=(), hover_box=None,
              dice_drawn=None) -> None:
    tile, actions = dock_geometry(content, dock_index)
    _dock_planks(surface, tile)
    name = i18n.dock_name(*content.docks[dock_index])
    narrow = bool(content.tiles)        # Ambassador's Row beside: the name takes the picture's room
    plate = pygame.Rect(tile.x + 10, tile.y + 5, min(200, tile.w - 86 if narrow else tile.w // 2 + 20), 26)
    if actions:                         # the reward keeps its room at the right end (a large readable size)
        need = rewards_width(content, content.dock_actions[actions[0][0]].option, theme.FS_SMALL - 2, 150)
        plate.w = max(60, min(plate.w, tile.right - 4 - need - 6 - plate.x))
    pygame.draw.rect(surface, (234, 220, 184), plate, border_radius=5)
    pygame.draw.rect(surface, (120, 84, 40), plate, 2, border_radius=5)
    dock_art = content.dock_art[dock_index] if dock_index < len(content.dock_art) else ""
    pic = cardart.badge(dock_art, (40, 54, 68), plate.h + 6) if dock_art and not narrow else None
    room = plate.w - (pic.get_width() + 8 if pic is not None else 12)
    short = f"dock_short.{content.docks[dock_index][0]}"
    if not gfx.fits(name, room, 20, True, 17) and i18n.has(short):
        name = t(short)     # a narrow plate in a small window: the dock's short name ('Calderero')
    # still too long (a small window): smaller, under the floor, and up to the plate's border
    tight = not gfx.fits(name, room, 20, True, 17)
    with gfx.tight_floor(when=tight):
        if pic is not None:     # the dock's picture on a badge at the plate's left end, the name beside it
            surface.blit(pic, pic.get_rect(center=(plate.x + pic.get_width() // 2 - 4, plate.centery)))
            gfx.blit_fitted(surface, name, (plate.centerx + pic.get_width() // 2 - 2, plate.centery),
                            room, 20, INK, bold=True, min_size=17)
        else:
            gfx.blit_fitted(surface, name, plate.center, plate.w - 8 if tight else room, 20, INK, bold=True,
                            min_size=17)
    if actions:
        first = content.dock_actions[actions[0][0]].option
        left = max(tile.right - 150, plate.right + 6)         # narrowed docks: right of the name plate
        left = min(left, tile.right - 4 - rewards_width(content, first, theme.FS_SMALL - 2, tile.right - 4 - left))
        reward = pygame.Rect(left, tile.y + 4, tile.right - 4 - left, 28)
        draw_rewards(surface, content, first, reward, theme.FS_SMALL - 2, ink=theme.PARCHMENT)
    for action_index, area, boxes in actions:
        taken = used[action_index]
        fill = (40, 54, 68) if taken is None else gfx.shade(seat_colours[taken[0]], 0.4)
        pygame.draw.rect(surface, fill, area, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD_DARK if taken is None else seat_colours[taken[0]], area, 2,
                         border_radius=6)
        if taken is not None:       # whose visit it is, by shape too (colour-blind players)
            from kingsforge.ui import seatmark

            seatmark.draw(surface, seat_colours[taken[0]], (area.x + 9, area.y + 9), 7, seat=taken[0])
        option = content.dock_actions[action_index].option
        for b, box_rect in enumerate(boxes):
            box = option.boxes[b]
            draw_box(surface, box_rect, box.label, False, glow=(action_index, b) in glow_boxes,
                     hover=hover_box == (action_index, b))


_planks: dict[tuple[int, int], pygame.Surface | None] = {}


def _dock_planks(surface, tile: pygame.Rect) -> None:
    """Weathered planks: the dock sprite's wood, cropped to the tile's short height."""
    gfx.panel(surface, tile, (96, 62, 34), None, radius=8, shadow=5, width=0)
    key = tile.size
    if key not in _planks:
        img = gfx.scaled("dock_tile", (tile.w, round(tile.w * 220 / 360)))
        planks = None
        if img is not None:
            # the sprite's left edge is bare planks: stretch that strip across the tile
            strip = img.subsurface(pygame.Rect(0, 0, 24, img.get_height()))
            planks = pygame.transform.smoothscale(strip, key)
        _planks[key] = planks
    if _planks[key] is not None:
        surface.blit(_planks[key], tile)
    pygame.draw.rect(surface, (60, 38, 20), tile, 2, border_radius=8)


# --- Ambassador's Row (Masterworks): bid tiles -----------------------------------------------
@gfx.boxed(lambda surface, content, index, rect, *a, **k: rect,
           lambda surface, content, index, *a, **k: content.craft[index].id, covering=True)
def draw_tile(surface, content, card_index: int, rect: pygame.Rect, *, owner=None, owner_colour=None,
              owner_name: str = "", glow_slots=(), hover_slot=None, symbols: bool = True) -> list[pygame.Rect]:
    """One ambassador tile: its name, the die it wins, its minimum bid as requirement boxes and
    who holds it this round (the bid dice themselves are drawn on the boxes by the table)."""
    card = content.craft[card_index]
    fill = (52, 44, 66) if owner_colour is None else gfx.shade(owner_colour, 0.42)
    gfx.panel(surface, rect, fill, theme.GOLD_DARK if owner_colour is None else owner_colour, radius=8, shadow=4,
              width=2)
    gives = content.die_types[card.tile.gives]
    # the die the tile gives names it on the table (the tile's own name is in its tip and the log)
    # a small window: a smaller name, whole, on a narrow tile (all of its width inside the border)
    with gfx.tight_floor():
        gfx.blit_fitted(surface, i18n.die_name(gives), (rect.centerx, rect.y + 14), rect.w - 4, 18,
                        theme.PARCHMENT, "center", bold=True, min_size=14)
    slots = layout.tile_slot_rects(rect, len(card.slots))
    for i, (colour, pips) in enumerate(card.slots):
        r = slots[i]
        type_id = content.colours[colour]
        pygame.draw.rect(surface, (30, 22, 16), r.inflate(4, 4), border_radius=7)
        surface.blit(requirement_face(type_id, pips, r.w), r)
        if i in glow_slots:
            gfx.glow(surface, r, theme.HIGHLIGHT, radius=6, width=3, pulse=1.0 if hover_slot == i else 0.6)
    base = rect.bottom - 13
    if owner_colour is not None:
        from kingsforge.ui import seatmark

        seatmark.draw(surface, owner_colour, (rect.x + 4, rect.y + 4), 6, seat=owner or 0)   # on the corner
        gfx.blit_fitted(surface, owner_name, (rect.centerx, base), rect.w - 8, 16, theme.TEXT, "center",
                        bold=True, min_size=14)
    else:                       # free: the die it gives, on the tile's foot
        draw_die(surface, gives.id, 0, (rect.centerx, base + 1), 22, symbols)
    return slots


# --- craft cards -------------------------------------------------------------------------
@gfx.boxed(lambda surface, content, index, rect, *a, **k: rect,
           lambda surface, content, index, *a, **k: content.craft[index].id, covering=True)
def draw_craft_card(surface, content, card_index: int, rect: pygame.Rect, *, owner_colour=None,
                    owner_name: str = "", glow_slots=(), hover_slot=None, glow_card: bool = False,
                    strip_only: bool = False, symbols: bool = True, plain: bool = False,
                    in_pile: bool = False, peek: int = 0) -> list[pygame.Rect]:
    """Draw a craft card; returns its requirement box rects (slot order). `plain`: a deluxe card
    whose ability is used shows its plain side (no ability mark). `peek`: the card lies under
    another in a splayed line and only its right `peek` pixels show: its rank and rule's sign
    are drawn there, whole."""
    card = content.craft[card_index]
    _frame(surface, rect, "card_craft")
    # the picture fills the art window (between the title ribbon and the text box, left of the boxes)
    window, text = card_windows(rect)
    pic = cardart.craft_art(card.art, cardart.craft_colours(content, card), window.size)
    if pic is not None:
        surface.blit(pic, window)
    if narrow_face(rect):           # a tall, narrow card: its text box reaches up over the picture
        pygame.draw.rect(surface, (236, 224, 196), text, border_radius=6)
        pygame.draw.rect(surface, theme.GOLD_DARK, text, 1, border_radius=6)
    slots = layout.craft_slot_rects(rect, len(card.slots))
    rule_mark = restriction_mark_rect(card, rect, slots, peek) if card.restrict else None
    scale = rect.h / layout.CRAFT_H
    # rank in the shield (top right: still visible when the card lies splayed)
    shield = layout.craft_part(rect, layout.CRAFT_RANK)
    # a request is unranked: its shield shows a scroll sign, not a 0
    rank = t("request.shield") if card.request else str(card.rank)
    rank_size = max(16, int(28 * min(scale, rect.w / layout.CRAFT_W)))
    shown = rect.right - peek + 3 if peek else shield.x
    # a small window: a three-digit rank shrinks (under the floor) to stay whole
    with gfx.tight_floor(when=not gfx.fits(rank, shield.w + 8, rank_size, True, 14)):
        if shown > shield.x and gfx.fits(rank, shield.right + 2 - shown, rank_size, True, 12):
            # a crowded splayed line covers part of the shield: the rank where it shows (a line
            # squeezed tighter still shows the cards' edges only, as its label counts them)
            gfx.blit_fitted(surface, rank, ((shown + shield.right + 2) // 2, shield.y + shield.h * 0.42),
                            shield.right + 2 - shown, rank_size, (90, 40, 20), "center", bold=True, min_size=12)
        else:
            # wider than the shield (a small window's floor), it stays inside the card's frame: the
            # edge beyond is the next card's or the frame's
            room = shield.w + 8
            wide = min(room, gfx.font(gfx.fit_size(rank, room, rank_size, True, 14), True).size(rank)[0])
            x = min(shield.centerx, rect.right - 4 - (wide + 1) // 2)
            if x - wide // 2 < shield.x:
                # past the shield, over the title ribbon's dark end, where the dark ink was lost
                # ('105' read '05'): the shield's brass goes on under the rank
                plate = pygame.Rect(0, 0, wide + 4, max(12, round(shield.h * 0.62)))
                plate.midtop = (x, shield.y + 1)
                pygame.draw.rect(surface, RANK_PLATE, plate, border_radius=3)
            gfx.blit_fitted(surface, rank, (x, shield.y + shield.h * 0.42), room, rank_size, (90, 40, 20), "center",
                            bold=True, min_size=14)
    if not strip_only:
        ribbon = layout.craft_part(rect, layout.CRAFT_TITLE)
        below = draw_craft_title(surface, i18n.craft_name(card), ribbon, title_size(rect))
        if owner_colour is not None:
            band = text.inflate(-6, -int(text.h * 0.35))
            pygame.draw.rect(surface, owner_colour, band, border_radius=6)
            pygame.draw.rect(surface, (40, 30, 20), band, 2, border_radius=6)
            from kingsforge.ui import seatmark

            mark = max(6, int(9 * scale))       # the owner's symbol, so the band is not colour alone
            size = max(16, int(22 * scale))
            beside = band.w - 16 - 2 * mark
            # a small window: the owner's name shrinks (under the floor) to stay whole
            with gfx.tight_floor(when=not gfx.fits(owner_name, beside, size, True, 15)):
                if gfx.fits(owner_name, beside, size, True, 15):
                    seatmark.draw(surface, owner_colour, (band.x + 6 + mark, band.centery), mark)
                    gfx.blit_fitted(surface, owner_name, (band.centerx + mark + 2, band.centery), beside, size,
                                    (24, 18, 12), bold=True, min_size=15)
                else:       # a long name at a large readable size: the symbol sits on the band's top edge
                    seatmark.draw(surface, owner_colour, (band.centerx, band.y), mark)
                    gfx.blit_fitted(surface, owner_name, (band.centerx, band.centery + 2), band.w - 8, size,
                                    (24, 18, 12), bold=True, min_size=15)
        else:
            # a title that hangs over the text box (a small card, a large readable font) keeps it,
            # and so does a Jubilee ware's lasting bonus in the picture's corner
            top = ribbon.bottom + below + 2
            if card.permanent is not None:
                top = max(top, perks.corner_bottom(card, rect.move(0, below)))
            _draw_needs(surface, content, card, text, max(14, int(18 * scale)), top=top,
                        bottom=rect.bottom - 3, keep_off=marks_beside_boxes(card, rect, slots, rule_mark))
        # a Jubilee ware's lasting bonus (below a title that took more than its ribbon)
        perks.draw_corner(surface, content, card, rect.move(0, below), symbols)
    for i, (colour, pips) in enumerate(card.slots):
        r = slots[i]
        if card.special:        # a request's boxes: two-colour, locked, optional (draw_special_box)
            draw_special_box(surface, content, card, i, r, symbols, card_rect=rect)
            if i in glow_slots:
                gfx.glow(surface, r, theme.HIGHLIGHT, radius=6, width=3, pulse=1.0 if hover_slot == i else 0.6)
            continue
        type_id = content.colours[colour]
        pygame.draw.rect(surface, (40, 26, 18), r.inflate(4, 4), border_radius=7)
        if gfx.compact():       # a small window: flat faces with big pips (the sprite's are a few px)
            # the type's shape (colour-blind aid) is drawn large inside the face, behind the pips
            surface.blit(requirement_face(type_id, pips, r.w, symbol=symbols), r)
        else:
            face = gfx.die_face(type_id, pips, r.w).copy()
            face.set_alpha(170)
            surface.blit(face, r)
        if symbols and not gfx.die_has_symbol() and not gfx.compact():
            gfx.draw_die_shape(surface, type_id, (r.x + 7, r.y + 7), 5, (255, 255, 255), outline=(0, 0, 0))
        if i in glow_slots:
            gfx.glow(surface, r, theme.HIGHLIGHT, radius=6, width=3, pulse=1.0 if hover_slot == i else 0.6)
    if rule_mark is not None:
        draw_restriction_mark(surface, card, rule_mark)
    if card.ability and not plain and not strip_only:
        draw_ability_mark(surface, content, card, rect)
    if glow_card:
        gfx.glow(surface, rect, theme.HIGHLIGHT, radius=12, width=4)
    return slots


RULE_RED = (150, 30, 28)
RANK_PLATE = (214, 168, 76)     # the rank shield's brass (spritegen.cards), under a rank wider than the shield
DELUXE_GOLD = (196, 150, 46)


def ability_label(content, card) -> str:
    """A deluxe card's ability on one line: its options' short labels ('+2 aether ore / Keep aether ore')."""
    return " / ".join(cardtext.ability_short(content, a) for a in card.ability)


def draw_ability_mark(surface, content, card, rect: pygame.Rect) -> pygame.Rect:
    """A deluxe card's once-a-game ability: a gold ribbon across the foot of its picture (the
    plain side, once the ability is used, has none)."""
    window = card_windows(rect)[0]
    h = max(16, int(rect.h * 0.085))
    mark = pygame.Rect(window.x + 3, window.bottom - h - 3, window.w - 6, h)
    pygame.draw.rect(surface, (60, 40, 12), mark.inflate(4, 4), border_radius=6)
    pygame.draw.rect(surface, DELUXE_GOLD, mark, border_radius=5)
    pygame.draw.rect(surface, (255, 236, 170), mark, 1, border_radius=5)
    size = max(12, int(h * 0.72))
    # the longest text that fits: "Once: +2 aether ore / Keep aether ore", the labels alone, the
    # first option's; a very small card keeps just the gold ribbon
    first = cardtext.ability_short(content, card.ability[0])
    for text in (t("ability.mark", text=ability_label(content, card)), ability_label(content, card), first):
        if gfx.font(10, True).size(text)[0] * gfx.MAX_SQUEEZE <= mark.w - 6:
            gfx.blit_fitted(surface, text, mark.center, mark.w - 6, size, (40, 24, 8), bold=True, min_size=10)
            break
    else:                                   # no room for words: a star, the deluxe sign
        import math
        r = h * 0.42
        points = [(mark.centerx + (r if k % 2 == 0 else r * 0.45) * math.sin(math.pi * k / 5),
                   mark.centery - (r if k % 2 == 0 else r * 0.45) * math.cos(math.pi * k / 5)) for k in range(10)]
        pygame.draw.polygon(surface, (40, 24, 8), points)
    return mark


def restriction_words(card, short: bool = True) -> str:
    """A variant monument's rules in words: 'All different' (short, on the card), or 'every die
    a different value' (in sentences)."""
    from kingsforge.engine.restrictions import rule_id

    return i18n.join_list(i18n.restriction_words(rule_id(rule), short) for rule in card.restrict)


def restriction_mark_text(card) -> str:
    return " ".join(t(f"restrict_mark.{name}", value=value) for name, value in card.restrict)


def restriction_mark_rect(card, rect: pygame.Rect, slots, peek: int = 0) -> pygame.Rect:
    """Where draw_restriction_mark puts the rule's sign (within the right `peek` pixels of a card
    lying under another)."""
    last = slots[-1]
    h = max(17, int(rect.h * 0.075))
    w = max(last.w + 6, int(rect.w * 0.2))
    # a narrow card: the sign reaches left over the card rather than be cut
    text = restriction_mark_text(card)
    w = min(rect.w - 8, max(w, int(gfx.font(max(11, int(h * 0.8)), True).size(text)[0] * gfx.MAX_SQUEEZE) + 6))
    if peek and gfx.fits(text, peek - 12, max(14, int(h * 0.8)), True, 11):
        w = min(w, peek - 8)
    else:
        peek = 0                # too little of the card shows for the sign: where it always goes
    mark = pygame.Rect(0, 0, w, h)
    mark.midtop = (last.centerx, last.bottom + max(3, rect.h // 80))
    mark.bottom = min(mark.bottom, rect.bottom - 3)
    mark.right = min(mark.right, rect.right - 3)
    if peek:
        mark.x = max(mark.x, rect.right - peek + 3)
    return mark


def draw_restriction_mark(surface, card, mark: pygame.Rect) -> pygame.Rect:
    """The rule's sign under the requirement boxes ('≠', 'odd', 'no 4', '≤4') at `mark`
    (restriction_mark_rect): on the right-hand column, so it shows on a card lying splayed
    behind another too."""
    text = restriction_mark_text(card)
    h = mark.h
    pygame.draw.rect(surface, (245, 232, 200), mark.inflate(4, 4), border_radius=5)
    pygame.draw.rect(surface, RULE_RED, mark, border_radius=4)
    size = max(14, int(h * (1.5 if len(text) == 1 else 0.8)))      # a lone sign (≠) bigger: its glyph is small
    gfx.blit_fitted(surface, text, mark.center, mark.w - 4, size, (255, 246, 230), bold=True, min_size=11)
    return mark


_BIG_PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
             6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
_faces: dict = {}


SHAPE_SHARE = 0.4        # the type's shape on a small window's requirement die: its radius, of the box


HALF_MARKS = (((1 / 3, 1 / 3), 0.2), ((2 / 3, 2 / 3), 0.2))    # a two-colour box's shapes: (centre, radius) in shares


def pip_spots(pips: int, size: int) -> tuple[list[tuple[float, float]], float]:
    """([centre], radius) of a requirement die's pips (requirement_face) on a face of `size`."""
    step = size * (0.27 if pips < 6 else 0.25)
    r = max(2.5, size * (0.12 if pips < 6 else 0.105))
    return [(size / 2 + dx * step, size / 2 + dy * (step if pips < 6 else size * 0.27))
            for dx, dy in _BIG_PIPS.get(pips, [])], r


def lock_spot(r: pygame.Rect) -> tuple[tuple[int, int], int]:
    """(centre, size) for draw_lock on a locked box at `r`: in the lane down the face's middle above
    the centre pip, between the top pips of any value (a lock in a corner hid a 4's pip)."""
    size = max(6, int(r.w * 0.29) - 4)              # half its width and outline within 0.145 of the box
    return (r.centerx, r.y + int(r.w * 0.34) - int(size * 0.75) - 2), size


def requirement_face(type_id: str, pips: int, size: int, symbol: bool = False,
                     mark: tuple = ((0.5, 0.5), SHAPE_SHARE)) -> pygame.Surface:
    """A requirement die for a small window (and a request's box at any size): the type's colour,
    flat, a little see-through (a placed die stands out against it) and pips about twice the
    sprite's, so 4 and 5 read apart.
    `symbol`: the type's shape (colour-blind aid) lies behind the pips, in the pips' ink, so it
    reads at a small window's box size where a corner mark would be a few pixels; `mark`: its
    (centre, radius) as shares of the face."""
    key = (type_id, pips, size, symbol, mark)
    face = _faces.get(key)
    if face is None:
        body = looks.colour(type_id, (150, 150, 150))
        ink = looks.pips(type_id, (255, 255, 255))
        face = pygame.Surface((size, size), pygame.SRCALPHA)
        radius = max(4, size // 6)
        pygame.draw.rect(face, (*gfx.shade(body, 0.6), 215), face.get_rect(), border_radius=radius)
        pygame.draw.rect(face, (*body, 215), face.get_rect().inflate(-4, -4), border_radius=radius - 1)
        if symbol:
            (fx, fy), share = mark
            shape = pygame.Surface((size, size), pygame.SRCALPHA)
            gfx.draw_shape(shape, looks.mark(type_id, "square"), (size * fx, size * fy), size * share,
                           (*ink, 95), outline=(*ink, 235))
            face.blit(shape, (0, 0))
        spots, r = pip_spots(pips, size)
        for centre in spots:
            pygame.draw.circle(face, (20, 14, 10), (centre[0], centre[1] + 1), r + 1)
            pygame.draw.circle(face, ink, centre, r)
        if not 1 <= pips <= 6:
            label = gfx.text(str(pips), int(size * 0.6), ink, bold=True)
            face.blit(label, label.get_rect(center=(size / 2, size / 2)))
        _faces[key] = face
    return face


def title_lines(title: str, width: int, size: int) -> list[str]:
    """A ware's title as one line if it fits `width` (shrunk to the readable floor, then narrowed a
    little), else broken between words into as few lines as fit, as even as can be."""
    size = gfx.fit_size(title, width, size, True, min_size=14)
    f = gfx.font(size, True)
    words = title.split()
    room = width / gfx.MAX_SQUEEZE

    def fits(line):
        return f.size(line)[0] <= room

    if fits(title) or len(words) < 2:
        return [title]
    best = None
    for n in range(2, len(words) + 1):             # the fewest lines, then the narrowest widest line
        for cuts in _cuts(len(words), n):
            lines = [" ".join(words[a:b]) for a, b in zip((0,) + cuts, cuts + (len(words),))]
            widest = max(f.size(line)[0] for line in lines)
            if all(fits(line) for line in lines) and (best is None or widest < best[0]):
                best = (widest, lines)
        if best is not None:
            return best[1]
    return words


def _cuts(count: int, parts: int):
    from itertools import combinations

    return combinations(range(1, count), parts - 1)


def narrow_face(rect: pygame.Rect) -> bool:
    """A card drawn much taller than its printed proportions (the decree's crowded row)."""
    return rect.h * layout.CRAFT_SPRITE[0] > rect.w * layout.CRAFT_SPRITE[1] * 1.12


def card_windows(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    """(picture, text box) of a craft card: as printed, or on a narrow card a shorter picture and a
    text box twice as tall, so that its needs and rule are not cut."""
    window = layout.craft_part(rect, layout.CRAFT_ART)
    text = layout.craft_part(rect, layout.CRAFT_TEXT)
    if narrow_face(rect):
        top = window.y + window.h * 11 // 20
        window = pygame.Rect(window.x, window.y, window.w, top - window.y)
        text = pygame.Rect(text.x, top + 4, text.w, text.bottom - top - 4)
    return window, text


RIBBON_NOTCH = layout.CRAFT_TITLE_NOTCH / layout.CRAFT_TITLE[2]     # of the ribbon's width, at each end


def ribbon_text_width(ribbon: pygame.Rect) -> int:
    """How wide a title line may be on the ribbon: its cut ends would eat the first and last letters."""
    return ribbon.w - 2 * round(ribbon.w * RIBBON_NOTCH) - 4


def draw_craft_title(surface, title: str, ribbon: pygame.Rect, size: int) -> int:
    """The title on the card's ribbon; a long one (a small card, a large readable font, a long
    language) wraps onto more lines on a banner that hangs over the top of the picture.
    Returns how far the banner reaches below the ribbon (0 for one line)."""
    width = ribbon_text_width(ribbon)
    lines = title_lines(title, width, size)
    if len(lines) == 1:
        small = gfx.fit_size(title, width, size, True, min_size=14)
        if gfx.font(small, True).size(title)[0] * gfx.MAX_SQUEEZE > width and len(title.split()) == 1:
            # one long word on a small card: narrowed to the ribbon, never cut
            img = pygame.transform.smoothscale(gfx.text(title, small, theme.PARCHMENT, bold=True),
                                               (width, gfx.text(title, small, theme.PARCHMENT, bold=True).get_height()))
            gfx.blit_label(surface, img, (ribbon.centerx, ribbon.centery - 1), title, "center")
            return 0
        gfx.blit_fitted(surface, title, (ribbon.centerx, ribbon.centery - 1), width, size, theme.PARCHMENT,
                        bold=True, min_size=14)
        return 0
    size, line_h, banner = _title_banner(lines, ribbon, size)
    pygame.draw.rect(surface, (122, 36, 30), banner, border_radius=5)
    pygame.draw.rect(surface, theme.GOLD_DARK, banner, 2, border_radius=5)
    y = banner.centery - (len(lines) - 1) * line_h // 2
    for k, line in enumerate(lines):
        centre = (banner.centerx - 1, y + k * line_h)
        img = gfx.text(line, size, theme.PARCHMENT, bold=True)
        if img.get_width() > width:     # one long word: narrowed to the banner, never cut
            img = pygame.transform.smoothscale(img, (width, img.get_height()))
        gfx.blit_label(surface, img, centre, line, "center")
    return max(0, banner.bottom - ribbon.bottom)


def _title_banner(lines: list[str], ribbon: pygame.Rect, size: int) -> tuple[int, int, pygame.Rect]:
    """(text size, line height, banner) of a title wrapped onto `lines` (draw_craft_title)."""
    width = ribbon_text_width(ribbon)
    size = min(gfx.fit_size(line, width, size, True, min_size=14) for line in lines)
    line_h = gfx.font(size, True).get_linesize() - 2
    return size, line_h, pygame.Rect(ribbon.x, ribbon.y, ribbon.w - 2, max(ribbon.h, len(lines) * line_h + 6))


def title_size(rect: pygame.Rect) -> int:
    """A craft card's title size, drawn at `rect`."""
    scale = rect.h / layout.CRAFT_H
    return max(14, int(21 * min(scale, rect.w / layout.CRAFT_W * 1.1)))


def title_overhang(card, rect: pygame.Rect) -> int:
    """How far a craft card's title banner reaches below its ribbon, over the picture (what
    draw_craft_title returns; 0 for one line)."""
    ribbon = layout.craft_part(rect, layout.CRAFT_TITLE)
    lines = title_lines(i18n.craft_name(card), ribbon_text_width(ribbon), title_size(rect))
    if len(lines) == 1:
        return 0
    return max(0, _title_banner(lines, ribbon, title_size(rect))[2].bottom - ribbon.bottom)


def _needs_groups(content, card) -> list[str]:
    counts = {}
    for j, (colour, pips) in enumerate(card.slots):
        if j == len(card.slots) - 1 and card.boost >= 0:
            continue                               # the optional box has its own line
        mark = t("request.locked_mark", pips=pips) if j in card.locked else str(pips)
        counts.setdefault(colour, []).append(mark)
    out = [f"{slot_word(content, colour)} {'/'.join(p)}" for colour, p in counts.items()]
    if card.boost >= 0:
        colour, pips = card.slots[-1]
        out.append(t("request.optional_short", box=slot_word(content, colour), pips=pips))
    return out


def slot_word(content, colour: int) -> str:
    """A box's colour in words: 'wood', or 'wood or magic' for a two-colour box (engine/requests.py)."""
    from kingsforge.engine.requests import members

    return t("box.or").join(i18n.die_word(content.colours[m]) for m in members(content, colour))


# --- Ambassador Requests: special boxes (engine/requests.py) ---------------------------------
GOLD_BANNER = (214, 170, 60)


def draw_special_box(surface, content, card, j: int, r: pygame.Rect, symbols: bool = True,
                     card_rect: pygame.Rect | None = None) -> None:
    """One box of a request: a two-colour box split on the diagonal, a locked box with a padlock
    (exactly this value), an optional boosting box on a gold banner with the die it pays."""
    from kingsforge.engine.requests import members

    colour, pips = card.slots[j]
    kinds = [content.colours[m] for m in members(content, colour)]
    boost = card.boost >= 0 and j == len(card.slots) - 1
    frame = GOLD_BANNER if boost else (40, 26, 18)
    pygame.draw.rect(surface, frame, r.inflate(6 if boost else 4, 6 if boost else 4), border_radius=8)
    # the type's shape where it hides no pip of any value (a corner mark hid a 4's): a one-colour
    # box's behind the pips; a two-colour box's in the lanes above and below the middle pip, or,
    # where the lock takes the upper lane, behind the pips in each colour's own triangle
    lanes = len(kinds) > 1 and j not in card.locked
    if len(kinds) == 1:
        face = requirement_face(kinds[0], pips, r.w, symbol=symbols)
    else:
        behind = symbols and not lanes
        face = requirement_face(kinds[0], pips, r.w, symbol=behind, mark=HALF_MARKS[0]).copy()
        other = requirement_face(kinds[1], pips, r.w, symbol=behind, mark=HALF_MARKS[1])
        mask = pygame.Surface((r.w, r.h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(r.w, 0), (r.w, r.h), (0, r.h)])
        part = other.copy()
        part.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        face.blit(part, (0, 0))
        pygame.draw.line(face, (250, 240, 220), (r.w - 3, 2), (2, r.h - 3), 2)
    surface.blit(face, r)
    if symbols and lanes:
        size = max(3, r.w * 0.145 - 2)
        for kind, y in zip(kinds, (r.y + r.w * 0.17, r.bottom - r.w * 0.17)):
            gfx.draw_die_shape(surface, kind, (r.centerx, y), size, (255, 255, 255), outline=(0, 0, 0))
    if j in card.locked:
        draw_lock(surface, *lock_spot(r))
    if boost:
        tag, die = boost_marks(r, card_rect)
        pygame.draw.rect(surface, GOLD_BANNER, tag, border_radius=4)
        word = t("request.optional_tag")
        size = max(10, tag.h - 2)
        if gfx.fits(word, tag.w - 2, size, True, 9):
            gfx.blit_fitted(surface, word, tag.center, tag.w - 2, size, (60, 30, 10), "center", bold=True, min_size=9)
        # (too small a card for the word at a readable size: the gold banner alone marks the box)
        draw_die(surface, content.die_types[card.boost].id, 0, die.center, die.w, symbols)


def card_frame_inner(card_rect: pygame.Rect) -> pygame.Rect:
    """A craft card less its printed frame (the sprite's border round the art, text and boxes)."""
    f = card_rect.h / layout.CRAFT_SPRITE[1]
    side, bottom = max(3, round(8 * f)), max(3, round(14 * f))
    return pygame.Rect(card_rect.x + side, card_rect.y + side, card_rect.w - 2 * side,
                       card_rect.h - side - bottom)


def boost_marks(r: pygame.Rect, card_rect: pygame.Rect | None = None) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a request's optional box (at `r`) has its 'optional' tag and the die it pays."""
    tag = pygame.Rect(0, 0, r.w + 6, max(12, r.h // 3))
    tag.midtop = (r.centerx, r.bottom + 2)
    if card_rect is not None:           # on the card inside its frame, however small it is drawn
        inner = card_frame_inner(card_rect)
        tag.bottom = min(tag.bottom, inner.bottom)
        tag.right = min(tag.right, inner.right)
    size = max(12, r.w // 2)
    die = pygame.Rect(0, 0, size, size)
    die.center = (r.x - max(6, r.w // 5), r.centery)
    return tag, die


def marks_beside_boxes(card, rect: pygame.Rect, slots, rule_mark: pygame.Rect | None) -> list[pygame.Rect]:
    """The marks drawn beside a craft card's boxes that its words must keep off (`rule_mark`:
    the rule's sign, restriction_mark_rect)."""
    marks = []
    if rule_mark is not None:
        marks.append(rule_mark.inflate(4, 4))
    if card.special and card.boost >= 0:
        marks.extend(boost_marks(slots[-1], rect))
    return marks


def draw_lock(surface, center, size: int) -> None:
    """A small padlock: a locked box takes exactly its value."""
    cx, cy = center
    body = pygame.Rect(0, 0, size, int(size * 0.75))
    body.midtop = (cx, cy)
    shackle = pygame.Rect(0, 0, int(size * 0.7), int(size * 0.8))
    shackle.midbottom = (cx, cy + 2)
    pygame.draw.rect(surface, (30, 20, 10), body.inflate(4, 4), border_radius=3)
    pygame.draw.ellipse(surface, (30, 20, 10), shackle.inflate(4, 4), 4)
    pygame.draw.ellipse(surface, (235, 200, 90), shackle, 2)
    pygame.draw.rect(surface, (235, 200, 90), body, border_radius=2)
    pygame.draw.circle(surface, (60, 40, 10), body.center, max(1, size // 8))


def need_words(content, card) -> list[str]:
    """Each box in words for tips and the zoom ('metal 4+'); a request's boxes say their kind:
    'wood or magic 3+', 'gem exactly 4 (locked)', 'magic 3+ (optional: a borealis die)'."""
    out = []
    for j, (colour, pips) in enumerate(card.slots):
        if j in card.locked:
            out.append(t("request.locked_need", die=slot_word(content, colour), pips=pips))
        elif card.boost >= 0 and j == len(card.slots) - 1:
            out.append(t("request.optional_need", box=slot_word(content, colour), pips=pips,
                         die=i18n.die_word(content.die_types[card.boost].id, content.die_types[card.boost].name.lower())))
        else:
            out.append(t("tip.need", die=slot_word(content, colour), pips=pips))
    return out


def _needs_line(content, card) -> str:
    return "  ".join(_needs_groups(content, card))


def needs_lines(content, card, width: int, size: int, most: int | None = None) -> list[str]:
    """The requirement summary in as few lines as fit `width` (one colour group per line at most;
    at most `most` groups a line)."""
    groups = _needs_groups(content, card)

    def fits(line):
        return gfx.font(size).size(line)[0] * gfx.MAX_SQUEEZE <= width

    for per_line in range(min(len(groups), most or len(groups)), 0, -1):
        lines = ["  ".join(groups[i:i + per_line]) for i in range(0, len(groups), per_line)]
        if all(fits(line) for line in lines):
            return lines
    # one colour with many dice (metal 3/4/4/5/5/6) at a large readable size: its word above its pips
    lines = []
    for group in groups:
        word, _, pips = group.partition(" ")
        lines.extend([group] if fits(group) else [word, pips])
    return lines


def _draw_needs(surface, content, card, area: pygame.Rect, size: int, top: int | None = None,
                bottom: int | None = None, keep_off=()) -> None:
    """The requirements in words under the art (the boxes on the right say the same with dice);
    a variant monument's rule below them, in red. Between `top` (below a long title's banner) and
    `bottom` (the card's edge: the words may run a little past the text box), each line left of the
    marks in `keep_off` beside it (a rule's tag, a request's optional box). Where the words do not
    fit at the readable size (a small card in a small window) the rule is left to its red tag on the
    boxes, then the needs to the boxes themselves: never text over the title, a mark or off the card
    (the tooltip and the enlarged card say them in words)."""
    y0 = top if top is not None else area.y
    room = pygame.Rect(area.x, y0, area.w, max(0, (bottom if bottom is not None else area.bottom) - y0))
    width = area.w - 8
    rule = restriction_words(card) if card.restrict else ""

    def rule_lines(size):          # the rule wraps between words on a narrow card, never cut
        return title_lines(rule, width, size) if rule and gfx.font(size, True).size(rule)[0] * gfx.MAX_SQUEEZE \
            > width else ([rule] if rule else [])

    def placed(n, line_h, where=0):
        """The box the lines go in (grown up over the picture when the text box is too small for
        them, as on a narrow card, as far as the title's banner), and each line's (y, left, right):
        centred in the box (`where` 0), from its top (-1) clear of a mark beside its lower part, or
        down to its foot (1) clear of one beside its upper part."""
        box = area
        if n * line_h > area.h - 4 or area.y < room.y:
            box = pygame.Rect(area.x, max(room.y, min(area.y, room.bottom - n * line_h - 6)), area.w, 0)
            box.h = max(area.bottom, min(room.bottom, box.y + n * line_h + 6)) - box.y
        y = {0: box.centery - (n - 1) * line_h / 2, -1: box.y + 3 + line_h / 2,
             1: box.bottom - 3 - line_h / 2 - (n - 1) * line_h}[where]
        rows = []
        for _ in range(n):
            row = pygame.Rect(box.x, round(y) - line_h // 2, box.w, line_h)
            right = min([box.right - 4] + [mark.left - 3 for mark in keep_off if mark.colliderect(row)])
            rows.append((round(y), box.x + 4, right))
            y += line_h
        return box, rows

    def arranged(size, lines, extra):
        """placed(), centred where the lines fit so, else from the box's top, else down to its foot,
        where they fit so (a mark beside the boxes, a rule's tag or a request's optional box, takes a
        centred line's room); None where they fit no way."""
        line_h = gfx.font(size).get_linesize()
        if (len(lines) + extra) * line_h > room.h - 4:
            return None
        for where in (0, -1, 1):
            box, rows = placed(len(lines) + extra, line_h, where)
            # a rule line is wrapped to the box's width, but one long word (Spanish "distintos" on
            # a narrow card in a small window) may still not fit it
            if all(gfx.font(size, k >= len(lines)).size(line)[0] * gfx.MAX_SQUEEZE <= right - left
                   for k, (line, (_y, left, right)) in enumerate(zip(lines + rule_lines(size), rows))):
                return box, rows
        return None

    def fits(size, lines, extra):
        return arranged(size, lines, extra) is not None

    def split(size, extra):
        """needs_lines' fewest lines, else a colour group a line where a mark beside the boxes
        leaves a line less room than the box's width (a request's optional box on a wide card)."""
        lines = needs_lines(content, card, width, size)
        if not fits(size, lines, extra):
            single = needs_lines(content, card, width, size, most=1)
            if fits(size, single, extra):
                return single
        return lines

    def sized(size):
        extra = len(rule_lines(size))
        lines = split(size, extra)
        while size > 12 and not fits(size, lines, extra):
            size -= 1
            extra = len(rule_lines(size))
            lines = split(size, extra)
        return size, lines, extra

    def draw(size, lines, extra):
        if not fits(size, lines, extra):        # at the readable floor: the rule goes to its tag
            extra = 0
            if not fits(size, lines, 0):
                return
        box, rows = arranged(size, lines, extra)
        if box is not area:
            pygame.draw.rect(surface, (236, 224, 196), box, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD_DARK, box, 1, border_radius=6)
        colours = [(theme.INK_SOFT, False, size)] * len(lines) + [(RULE_RED, True, 12)] * extra
        for line, (colour, bold, least), (y, left, right) in zip(lines + rule_lines(size)[:extra], colours, rows):
            gfx.blit_fitted(surface, line, ((left + right) // 2, y), right - left, size, colour, bold=bold,
                            min_size=least)

    # a small window: needs that do not fit at the floor (below a Jubilee ware's bonus) go under
    # it, small but whole, rather than be left to the boxes
    found = sized(size)
    tight = not fits(*found[:2], 0)
    with gfx.tight_floor(when=tight):
        draw(*(sized(size) if tight else found))       # measured again at the lower floor
