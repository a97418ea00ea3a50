"""Where everything sits on the 1920x1080 table. Pure geometry, no drawing.

  +-------------------------------- top bar --------------------------------+
  | deck | gather card x4                       | stock      | player panels |
  |--------------------- dock tiles x4 --------------------| (all seats)   |
  | display x3 | crafted this round | waiting line (splayed)|               |
  |   (gather phase, Griffin's Landing: the visitors 2x2 at the right end) |
  |------------- forge of the player to move --------------| move log      |
  +-------------------------------------------------------------------------+
"""

from __future__ import annotations

import pygame

from kingsforge.ui import gfx

W, H = 1920, 1080
TOP = pygame.Rect(0, 0, W, 56)
MAIN_X, MAIN_R = 16, 1488
RIGHT = pygame.Rect(1504, 66, 400, H - 66 - 8)

DECK = pygame.Rect(16, 96, 116, 170)
GATHER_Y, GATHER_W, GATHER_H, GATHER_X0, GATHER_STEP = 66, 224, 300, 148, 236
STOCK = pygame.Rect(1096, 66, 392, 300)

DOCK_Y, DOCK_H = 378, 100
DOCK_W = (MAIN_R - MAIN_X - 3 * 12) // 4

CRAFT_LABEL_Y = 484
CRAFT_Y, CRAFT_W, CRAFT_H = 508, 180, 276
FORGE = pygame.Rect(16, 796, MAIN_R - 16, 276)
TRAY = pygame.Rect(32, 848, 700, 212)
SMITHY = pygame.Rect(744, 848, 342, 212)        # the smithy sprite's 420x260 proportions
SMITHY_TRAY = pygame.Rect(744 + 114, 848 + 49, 214, 150)
CHARGES = pygame.Rect(1098, 848, 186, 212)
BUTTONS = pygame.Rect(1296, 848, 180, 212)
TOP_BUTTONS_X = 1538    # the top bar's buttons (Hint, Rules, Menu) from here rightwards
# a dialog hidden to look at the table: its way back, in the top bar left of those buttons
PEEK_BACK = pygame.Rect(TOP_BUTTONS_X - 16 - 320, 8, 320, 40)

BOX = 40            # gather and craft boxes
DOCK_BOX = 32
TRAY_DIE = 64
SMITHY_DIE = 36
MINI_DIE = 22


def gather_slot(i: int) -> pygame.Rect:
    return pygame.Rect(GATHER_X0 + i * GATHER_STEP, GATHER_Y, GATHER_W, GATHER_H)


# Panels inside the card sprites, in the sprites' own units (see spritegen.LAYOUT).
GATHER_SPRITE = (300, 420)
GATHER_HALVES = ((24, 24, 252, 174), (24, 222, 252, 174))
GATHER_NAME_H = 36


def _scale_rect(rect: pygame.Rect, base, area) -> pygame.Rect:
    sx, sy = rect.w / base[0], rect.h / base[1]
    x, y, w, h = area
    return pygame.Rect(rect.x + round(x * sx), rect.y + round(y * sy), round(w * sx), round(h * sy))


def gather_option_rect(card_rect: pygame.Rect, option: int, options: int = 2) -> pygame.Rect:
    """The half (or part) of a gather card that belongs to one option."""
    if options == 2:
        area = _scale_rect(card_rect, GATHER_SPRITE, GATHER_HALVES[option])
        if option == 0:  # the name banner covers the top of the upper half
            top = card_rect.y + GATHER_NAME_H + 2
            area = pygame.Rect(area.x, top, area.w, area.bottom - top)
        return area
    # more options (the Merchant's four): the first half of them in the upper half, the rest in
    # the lower, each a strip inside its half, so no box sits on the frame between the halves
    upper = (options + 1) // 2
    lower_half = option >= upper
    half = _scale_rect(card_rect, GATHER_SPRITE, GATHER_HALVES[1 if lower_half else 0])
    if not lower_half:
        top = card_rect.y + GATHER_NAME_H + 2
        half = pygame.Rect(half.x, top, half.w, half.bottom - top)
    count, k = (options - upper, option - upper) if lower_half else (upper, option)
    height = half.h // max(1, count)
    return pygame.Rect(card_rect.x + 14, half.y + k * height + 1, card_rect.w - 28, height - 2)


def first_of_lower_half(option: int, options: int) -> bool:
    """The option that opens the lower half of a card of more than two options (the card's own
    divider is above it: no rule drawn)."""
    return options > 2 and option == (options + 1) // 2


def gather_box_rects(option_rect: pygame.Rect, count: int, size: int = BOX) -> list[pygame.Rect]:
    if count <= 0:
        return []
    gap = 6 if count * (size + 6) - 6 <= option_rect.w - 8 else 2
    size = min(size, (option_rect.w - 8 - gap * (count - 1)) // count)
    total = count * size + (count - 1) * gap
    x = option_rect.centerx - total // 2
    y = option_content_top(option_rect, size)
    return [pygame.Rect(x + i * (size + gap), y, size, size) for i in range(count)]


def gather_row_box_rects(option_rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """A short option strip's boxes (a card of more than two options): from its left, centred in its
    height, leaving the right half to the reward."""
    if count <= 0:
        return []
    gap = 4
    size = min(BOX, option_rect.h - 10, (option_rect.w // 2 - gap * (count - 1)) // count)
    y = option_rect.centery - size // 2
    return [pygame.Rect(option_rect.x + 6 + i * (size + gap), y, size, size) for i in range(count)]


def option_content_top(option_rect: pygame.Rect, box: int = BOX) -> int:
    """Boxes and rewards (box + gap + reward line) sit centred in the option's area."""
    block = box + 8 + 30
    return option_rect.y + max(4, (option_rect.h - block) // 2)


# Masterworks' Ambassador's Row: four bid tiles share the dock band, at its right end
TILE_W, TILE_GAP = 100, 6
ROW_W = 4 * TILE_W + 3 * TILE_GAP
NARROW_DOCK_W = (MAIN_R - MAIN_X - ROW_W - 14 - 3 * 10) // 4


def dock_tile(i: int, narrow: bool = False) -> pygame.Rect:
    """Dock tile i; `narrow`: the docks make room for Ambassador's Row."""
    if narrow:
        return pygame.Rect(MAIN_X + i * (NARROW_DOCK_W + 10), DOCK_Y, NARROW_DOCK_W, DOCK_H)
    return pygame.Rect(MAIN_X + i * (DOCK_W + 12), DOCK_Y, DOCK_W, DOCK_H)


def ambassador_tile(i: int, count: int = 4) -> pygame.Rect:
    """Bid tile i (West to East) of Ambassador's Row, right of the narrowed docks."""
    w = (ROW_W - (count - 1) * TILE_GAP) // max(1, count)
    x = MAIN_R - ROW_W
    return pygame.Rect(x + i * (w + TILE_GAP), DOCK_Y, w, DOCK_H)


def tile_slot_rects(tile: pygame.Rect, count: int) -> list[pygame.Rect]:
    """A bid tile's requirement boxes, side by side under its name."""
    gap = 6
    size = min(42, (tile.w - 12 - gap * max(0, count - 1)) // max(1, count))
    total = count * size + (count - 1) * gap
    x = tile.centerx - total // 2
    return [pygame.Rect(x + i * (size + gap), tile.y + 28, size, size) for i in range(count)]


def dock_action_rect(tile: pygame.Rect, k: int) -> pygame.Rect:
    """Each dock tile holds its two actions side by side under the name."""
    half = (tile.w - 24) // 2
    return pygame.Rect(tile.x + 8 + k * (half + 8), tile.y + 36, half, tile.h - 44)


def dock_box_rects(action_rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    size = min(DOCK_BOX, (action_rect.w - 12 - 3 * max(0, count - 1)) // max(1, count))
    gap = 3
    total = count * size + (count - 1) * gap
    x = action_rect.centerx - total // 2
    y = action_rect.centery - size // 2
    return [pygame.Rect(x + i * (size + gap), y, size, size) for i in range(count)]


CRAFT_SPRITE = (300, 420)
CRAFT_TITLE = (20, 18, 194, 44)
CRAFT_TITLE_NOTCH = 9           # how deep each end of the title ribbon is cut (spritegen.cards)
CRAFT_RANK = (222, 10, 70, 62)
CRAFT_COLUMN = (226, 80, 60, 326)
CRAFT_ART = (20, 70, 194, 222)
CRAFT_TEXT = (20, 300, 194, 106)


def craft_part(card_rect: pygame.Rect, part) -> pygame.Rect:
    return _scale_rect(card_rect, CRAFT_SPRITE, part)


def craft_slot_rects(card_rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Requirement boxes down the card's right-hand column (as on the printed cards)."""
    col = craft_part(card_rect, CRAFT_COLUMN)
    if gfx.compact():
        # a small window: the boxes grow (to 1.3 column widths, as far as the column's height
        # allows), reaching left over the picture's edge, right-aligned in the column
        step = min(int(col.w * 1.3) + 4, (col.h - 4) // max(1, count))
        size = max(14, min(int(col.w * 1.3), step - 3))
        x = max(col.centerx - size // 2, col.right - 1 - size) if size > col.w - 2 else col.centerx - size // 2
        return [pygame.Rect(x, col.y + 4 + i * step, size, size) for i in range(count)]
    step = min(col.w + 4, (col.h - 4) // max(1, count))
    size = max(14, min(col.w - 2, step - 4))
    x = col.centerx - size // 2
    y = col.y + 4
    return [pygame.Rect(x, y + i * step, size, size) for i in range(count)]


BESIDE_STEP = 60
TIGHT_BESIDE_STEP = 28      # with the visitors beside them (gather phase): nothing is crafted then


class CraftRow:
    """Positions of the display, the cards crafted this round and the waiting line; `right`:
    where the row must end (Griffin's Landing takes the band's right end in the gather phase)."""

    def __init__(self, display: int, crafted: int, waiting: int, beside: int = 0, right: int = MAIN_R):
        step = BESIDE_STEP if right == MAIN_R else TIGHT_BESIDE_STEP
        # With the visitors beside them (gather phase, nothing crafted yet) the uncrafted cards
        # shrink together until the whole waiting line ends before the visitors.
        cw = CRAFT_W if right == MAIN_R else _tight_width(display, beside, waiting, step, right)
        if beside and right == MAIN_R:
            # the cards beside the display (the Royal Decree's, a request) are crafted like the
            # display's: side by side, every name, rank, box and rule readable; all the uncrafted
            # cards shrink together for it, down to MIN_ROW_W (then they splay as before)
            flat = _flat_width(display, crafted, waiting, beside, right)
            if flat:
                cw, step = flat, flat + 8
        elif beside and not crafted:
            # the gather phase beside the visitors: the display and the decree's cards side by side;
            # the waiting line (nothing can be made in this phase) is left out until the craft phase
            flat = (right - MAIN_X - (display * 10 + 10 + beside * 8 + 6)) // max(1, display + beside)
            if flat >= MIN_ROW_W - 10:
                cw, step, waiting = min(CRAFT_W, flat), min(CRAFT_W, flat) + 8, 0
        ch = CRAFT_H * cw // CRAFT_W
        if beside and step == cw + 8:
            ch = CRAFT_H         # narrower cards keep the band's height: room for names, needs and rules
        top = CRAFT_Y
        self.display = [pygame.Rect(MAIN_X + i * (cw + 10), top, cw, ch) for i in range(display)]
        x = MAIN_X + display * (cw + 10) + (10 if display else 0)
        # cards beside the display (the Royal Decree's masterworks), splayed like the waiting line:
        # each one's requirement column peeks out, so every one can be crafted
        self.beside_x = x
        self.beside = [pygame.Rect(x + i * step, top, cw, ch) for i in range(beside)]
        if beside:
            x += cw + (beside - 1) * step + 14
        space = right - x
        crafted_w = CRAFT_W
        offset = 58
        def need(w, off):
            lead = crafted * (w + 10) + (8 if crafted else 0)
            tail = (cw + (waiting - 1) * off) if waiting else 0
            return lead + tail
        # each card under another shows its whole rank shield (a masterwork's 3 digits, a variant's
        # rule under its boxes) while the cards crafted this round can shrink for it
        peek = max(34, shield_peek(cw))
        while need(crafted_w, offset) > space and offset - 2 >= peek:
            offset -= 2
        floor_w = MIN_CRAFTED_W if beside else 120
        while need(crafted_w, offset) > space and crafted_w > floor_w:
            crafted_w -= 6
        while need(crafted_w, offset) > space and offset > (MIN_WAITING_STEP if beside else 12):
            offset -= 2
        crafted_h = int(CRAFT_H * crafted_w / CRAFT_W)
        self.crafted = [pygame.Rect(x + i * (crafted_w + 10), CRAFT_Y + (CRAFT_H - crafted_h), crafted_w, crafted_h)
                        for i in range(crafted)]
        self.crafted_x = x
        wx = x + crafted * (crafted_w + 10) + (8 if crafted else 0)
        self.waiting_x = wx
        self.offset = offset
        # the next card (lowest rank) lies on top at the left; the rest peek out to the right
        self.waiting = [pygame.Rect(wx + i * offset, top, cw, ch) for i in range(waiting)]


def shield_peek(card_w: int) -> int:
    """How far a waiting card must peek out from under the one above it for its whole rank
    shield (and the rule's sign under its boxes) to show."""
    return -(-(CRAFT_SPRITE[0] - CRAFT_RANK[0]) * card_w // CRAFT_SPRITE[0]) + 2


MIN_TIGHT_W = 132    # the smallest uncrafted card beside the visitors: its name and boxes stay readable
MIN_ROW_W = 118      # the smallest uncrafted card laid side by side with the decree's cards
MIN_CRAFTED_W = 114  # the smallest card crafted this round
MIN_WAITING_STEP = 6  # a crowded waiting line: its next card, the others' edges (the label counts them)


def _flat_width(display: int, crafted: int, waiting: int, beside: int, right: int) -> int:
    """The widest uncrafted card (CRAFT_W down to MIN_ROW_W) with which the display and the cards
    beside it lie side by side, the cards crafted this round (MIN_CRAFTED_W or more) after them and
    the waiting line (peeking MIN_WAITING_STEP a card) ending before `right`; 0 if none does."""
    for cw in range(CRAFT_W, MIN_ROW_W - 1, -2):
        used = display * (cw + 10) + (10 if display else 0) + beside * (cw + 8) + 6
        tail = (cw + (waiting - 1) * MIN_WAITING_STEP) if waiting else 0
        if MAIN_X + used + crafted * (MIN_CRAFTED_W + 10) + (8 if crafted else 0) + tail <= right:
            return cw
    return 0


def _tight_width(display: int, beside: int, waiting: int, step: int, right: int) -> int:
    """The widest uncrafted card (at most CRAFT_W) with which the display, the cards beside it
    and the waiting line (peeking 34 px a card) all end before `right`."""
    fixed = display * 10 + (10 if display else 0) + ((beside - 1) * step + 14 if beside else 0) \
        + (max(waiting - 1, 0) * 34)
    cards = display + (1 if beside else 0) + (1 if waiting else 0)
    if not cards:
        return CRAFT_W
    return max(MIN_TIGHT_W, min(CRAFT_W, (right - MAIN_X - fixed) // cards))


# Masterworks' Griffin's Landing: in the gather phase the four visitor piles (West, North /
# South, East) lie at the right end of the craft band, each visitor a landscape card: its
# name and pile along the top, the free gift in the upper right corner, the collaboration
# across the bottom (as the printed cards).
LANDING = pygame.Rect(MAIN_R - 520, CRAFT_Y, 520, CRAFT_H)
VISITOR_GAP = 8
VISITOR_BOX = 36


def visitor_slot(i: int, count: int = 4) -> pygame.Rect:
    """Pile i's place (West, North, South, East: two rows of two)."""
    cols = 2 if count > 1 else 1
    rows = (count + cols - 1) // cols
    w = (LANDING.w - (cols - 1) * VISITOR_GAP) // cols
    h = (LANDING.h - (rows - 1) * VISITOR_GAP) // rows
    r, c = divmod(i, cols)
    return pygame.Rect(LANDING.x + c * (w + VISITOR_GAP), LANDING.y + r * (h + VISITOR_GAP), w, h)


def visitor_parts(card: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """(name banner, gift corner, collaboration strip) of a visitor card."""
    banner = pygame.Rect(card.x + 8, card.y + 5, card.w - 16, 26)
    body_y = banner.bottom + 5
    strip_h = VISITOR_BOX + 10
    strip = pygame.Rect(card.x + 8, card.bottom - 5 - strip_h, card.w - 16, strip_h)
    left = card.x + card.w * 3 // 10
    gift = pygame.Rect(left, body_y, card.right - 8 - left, max(24, strip.y - 6 - body_y))
    return banner, gift, strip


def visitor_box_rects(strip: pygame.Rect, count: int) -> list[pygame.Rect]:
    """The collaboration's boxes from the strip's left; its reward follows them."""
    gap = 5
    size = min(VISITOR_BOX, (strip.w // 2 - gap * max(0, count - 1)) // max(1, count))
    y = strip.centery - size // 2
    return [pygame.Rect(strip.x + 6 + i * (size + gap), y, size, size) for i in range(count)]


def visitor_gift_pill(gift: pygame.Rect) -> pygame.Rect:
    """The gift's pill, its word and its reward inside: clicked to take it (at most 44 px tall,
    centred in the corner, however large the card is drawn)."""
    pill = gift.copy()
    pill.h = min(gift.h, 44)
    pill.centery = gift.centery
    return pill


LOG_MIN_H = 360     # the move log keeps about a dozen lines however many players there are


def panel_rects(n: int) -> list[pygame.Rect]:
    room = H - 8 - RIGHT.y - 12 - LOG_MIN_H
    h = min(206, (room - 10 * (n - 1)) // n)
    return [pygame.Rect(RIGHT.x, RIGHT.y + i * (h + 10), RIGHT.w, h) for i in range(n)]


def log_rect(n: int) -> pygame.Rect:
    last = panel_rects(n)[-1]
    top = last.bottom + 12
    return pygame.Rect(RIGHT.x, top, RIGHT.w, H - 8 - top)


def tray_positions(count: int, rect: pygame.Rect = TRAY, size: int = TRAY_DIE,
                   keep_free: pygame.Rect | None = None) -> tuple[list[tuple[int, int]], int]:
    """Centres for `count` dice in a tray, shrinking the dice when many are held; no die lies on
    `keep_free` (the tray's label in its corner)."""
    if count == 0:
        return [], size
    while True:
        step = size + 12
        cols = max(1, (rect.w - 8) // step)
        rows = max(1, (rect.h - 8) // step)
        cells = _tray_cells(rect, size, cols, rows, keep_free)
        if len(cells) >= count or size <= 24:
            break
        size -= 4
    extra = rows
    while len(cells) < count:           # tiny dice and still more: rows beyond the tray, as ever
        extra += 1
        cells = _tray_cells(rect, size, cols, extra, keep_free)
    return cells[:count], size


def _tray_cells(rect: pygame.Rect, size: int, cols: int, rows: int, keep_free) -> list[tuple[int, int]]:
    step = size + 12
    out = []
    for r in range(rows):
        for c in range(cols):
            x, y = rect.x + 4 + c * step + step // 2, rect.y + 4 + r * step + step // 2
            if keep_free is not None and keep_free.colliderect((x - size // 2 - 3, y - size // 2 - 3,
                                                                 size + 6, size + 6)):
                continue
            out.append((x, y))
    return out


def charge_rects(count: int, full: int = 0) -> list[pygame.Rect]:
    """The bonus chips down the forge's bonus column, the last `full` of them (deluxe abilities,
    long labels) the column's whole width; with more than four chips the others sit two to a row,
    so that every chip stays tall enough for its label."""
    if count == 0:
        return []
    full = min(full, count)
    short = count - full
    cols = 2 if count > 4 and short > 1 else 1
    rows = (short + cols - 1) // cols + full
    h = min(46, (CHARGES.h - 36 - 6 * (rows - 1)) // rows)
    w = (CHARGES.w - 12 - 6 * (cols - 1)) // cols
    out = [pygame.Rect(CHARGES.x + 6 + (i % cols) * (w + 6), CHARGES.y + 32 + (i // cols) * (h + 6), w, h)
           for i in range(short)]
    top = CHARGES.y + 32 + ((short + cols - 1) // cols) * (h + 6)
    out += [pygame.Rect(CHARGES.x + 6, top + i * (h + 6), CHARGES.w - 12, h) for i in range(full)]
    return out


def stock_token_row(types: int) -> int:
    """The top of the Stock's token row, below the piles: lower when four rows of piles sit above."""
    return STOCK.bottom - (36 if types > 12 else 44)


def stock_icon(type_index: int, types: int = 6) -> tuple[int, int]:
    """Where each die type's stock pile is drawn (dice fly to and from here); more than six
    types (modules' dice) sit in four narrower columns, more than twelve (every module on) in
    four tighter rows of smaller dice, so every name keeps the width it has with twelve."""
    if types > 12:                      # the Jubilee's dice beside Masterworks'
        col, row = type_index % 4, type_index // 4
        return (STOCK.x + 48 + col * 94, STOCK.y + 56 + row * 52)
    if types > 8:                       # Masterworks' exotic dice too: three tighter rows
        col, row = type_index % 4, type_index // 4
        return (STOCK.x + 48 + col * 94, STOCK.y + 78 + row * 66)
    if types > 6:
        col, row = type_index % 4, type_index // 4
        return (STOCK.x + 48 + col * 94, STOCK.y + 92 + row * 100)
    col, row = type_index % 3, type_index // 3
    return (STOCK.x + 70 + col * 126, STOCK.y + 92 + row * 100)
