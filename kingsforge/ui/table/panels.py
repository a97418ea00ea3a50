"""Player panels, the stock, the top bar, the forge frame and the move log."""

from __future__ import annotations

import functools

import pygame

from kingsforge import i18n
from kingsforge.ui import cardtext, gfx, theme
from kingsforge.ui.table import cards, layout, perks
from kingsforge.ui.table.dice import PLACED_RING_REACH


def marker_sprite(content) -> str:
    """The first-player marker's picture: the sprite named like the marker (content's
    `first_player_marker`, e.g. sprites/narwhal.png), or the anvil when there is none."""
    return _marker_sprite(content.first_player_marker)


@functools.lru_cache(maxsize=8)
def _marker_sprite(name: str) -> str:
    from kingsforge.ui import assets, spritegen

    return name if name in spritegen.SIZES or (assets.sprites_root() / f"{name}.png").is_file() else "anvil"

MINI = layout.MINI_DIE
STEP = MINI + 3
COMPACT_DIE = 30           # panel dice in a small window (20 real px at 1280x720)
LEAST_STEP = 0.3           # a full dice row's dice lie this much of a die apart at the least
CHIP_LABEL_W = 150
CHIP_LABEL_MAX = 250        # a whole panel row less a chip's edges and three dice
# "Supply" / "Smithy" before their dice: a longer word shrinks (to 15 px) rather than push dice out of the row
ROW_LABEL_SIZE, ROW_LABEL_MIN, ROW_LABEL_MAX = 20, 15, 64
MORE_FILL = (52, 44, 38)   # a '+N more' chip, and a dice row's '+N'
BONUS_LINE_H = 26          # the "Bonuses: ..." strip along a panel's bottom edge
PROMPT_RIGHT = layout.TOP_BUTTONS_X - 14     # the top bar's prompt ends before its buttons (Hint first)


# --- player panels -----------------------------------------------------------------------
def chip_label_width(name: str) -> int:
    """The room a chip gives its label: 150 px, or as much more as a long name needs at the
    window's readable text size (up to CHIP_LABEL_MAX) rather than be cut."""
    least = gfx.font(16, True).size(name)[0] * gfx.MAX_SQUEEZE
    return max(CHIP_LABEL_W, min(CHIP_LABEL_MAX, int(least + 1)))


def chip_label(name: str):
    """A claimed card's or dock's name on its chip: smaller, then narrower to fit its room."""
    return gfx.fitted_text(name, chip_label_width(name), 18, theme.TEXT, bold=True, min_size=16)


def panel_layout(state, p: int, rect: pygame.Rect, at_forge: bool, more_dice: list | None = None):
    """Dice spots and chip rects inside one player's panel.

    Returns (spots: die -> (x, y, size), chips: list of (rect, label, dice, kind)).
    The player at the forge has their supply drawn below, so only their
    claims and crafted cards appear here. `more_dice`, a list, gets the '+N' markers
    ((rect, N) each) of the dice rows that cannot show all their dice.
    """
    spots = {}
    chips = []
    x0, y = rect.x + 12, rect.y + 44
    size = row_die()
    if not at_forge:
        for row, start, end in _row_spans(state, p, rect):
            marker = _dice_row(spots, row, start, end, y, size)
            if marker and more_dice is not None:
                more_dice.append(marker)
    y += size + 10
    # claimed gather cards and dock visits this round, as chips with their dice
    c = state.content
    x = x0
    row_h = 28
    items = []
    items += kept_chips(state, p)           # Masterworks: dice waiting on the mini cards, first
    for owner, card, option, dice in state.claims:
        if owner == p:
            extra = []
            if state.cemetery is not None and state.cemetery[0] == p and c.gather[card].id == "cemetery":
                extra = [state.cemetery[1]]
            items.append((i18n.gather_name(c.gather[card]), list(dice) + extra, "claim"))
    for owner, visitor, _option, dice in getattr(state, "visits", ()):    # the visitor hosted this round
        if owner == p:
            items.append((i18n.visitor_name(c.visitors[visitor]), list(dice), "visit"))
    for a, used in enumerate(state.dock_used):
        if used is not None and used[0] == p:
            action = c.dock_actions[a]
            # the dice lie on the dock's own boxes; the chip holds only those the tile has no box for
            shown = cards.dock_boxes_drawn(c, a)
            items.append((i18n.dock_name(action.dock_id, action.dock_name), list(used[1][shown:]), "dock"))
    for card, owner, dice in state.crafted:
        if owner == p and c.craft[card].tile is not None:     # a bid on a tile: a bid chip, not a ware
            items.append((i18n.t("tile.chip", die=i18n.die_name(c.die_types[c.craft[card].tile.gives])), [],
                          "bid"))
        elif owner == p:
            items.append((i18n.craft_name(c.craft[card]), [], "crafted"))
    # the bonuses line has its own strip at the bottom: chips stop above it
    strip = (not at_forge and bonus_text(state, p)) or perks.owned(state, p) or reward_text(state, p)
    bottom = rect.bottom - 4 - (BONUS_LINE_H if strip else 0)
    chip_die = row_die() - (4 if not gfx.compact() else 8)
    for i, (name, dice, kind) in enumerate(items):
        label_w = chip_label(name).get_width()
        # the dice keep the frame round a die on a box (draw_placed_ring) clear of the name
        dice_x = label_w + 10 + PLACED_RING_REACH
        width = (dice_x + len(dice) * (chip_die + 2) + 4) if dice else label_w + 16
        if x + width > rect.right - 8:
            x = x0
            y += row_h + 4
        if y + row_h > bottom:
            _add_more_chip(chips, spots, len(items) - i, rect)
            break
        chip = pygame.Rect(x, y, width, row_h)
        chips.append((chip, name, dice, kind))
        dx = chip.x + dice_x
        for die in dice:
            spots[die] = (dx + chip_die / 2, chip.centery, chip_die)
            dx += chip_die + 2
        x += width + 6
    return spots, chips


def kept_chips(state, p: int) -> list:
    """p's kept dice (engine/kept.py) as chips: a paired die on a chip named by its card (what
    that Grimstone does), the other kept dice together on one 'mini cards' chip."""
    c = state.content
    kept = state.kept[p] if getattr(state, "kept", None) else []
    if not kept:
        return []
    cards = {die: card for owner, card, die, _since in state.paired if owner == p}
    out = [(stone_name(c, cards[die]), [die], "kept") for die in kept if die in cards]
    rest = [die for die in kept if die not in cards]
    if rest:
        out.insert(0, (i18n.t("panel.kept"), rest, "kept"))
    return out


def stone_name(content, card: int) -> str:
    """A paired card's name in the current language."""
    k = content.die_cards[card]
    return i18n.name(f"card.stone.{k.id}", k.name)


def row_die() -> int:
    """The size of the dice in a panel's supply and smithy rows: bigger in a small window."""
    return COMPACT_DIE if gfx.compact() else MINI


def _row_spans(state, p: int, rect: pygame.Rect) -> tuple:
    """p's supply (with the dice rolled) and smithy rows: (dice, first die x, end x) each."""
    supply_x, split, smithy_x, _tight = dice_rows(state, p, rect)
    return ((state.supply[p] + state.rolled[p], supply_x, split - 6),
            (state.smithy[p], smithy_x, rect.right - 8))


def _dice_row(spots: dict, dice, x0: int, x1: int, y: int, size: int):
    """Dice side by side from x0 to x1; many dice overlap (down to a third of a die apart: each die
    under the next shows a strip of its colour and pips) rather than run out of the row. Those that
    still do not fit are counted by a '+N' marker at the row's end, never dropped unseen: returns
    (the marker's rect, N), or None when every die is shown."""
    if not dice:
        return None
    least = least_step(size)
    end, hidden, marker = x1, 0, None
    while hidden < len(dice) and x0 + (len(dice) - hidden - 1) * least + size > end:
        hidden += 1
        w = more_dice_label(hidden).get_width() + 8
        marker = pygame.Rect(max(x0, x1 - w), y, w, size)     # never over the row's label
        end = marker.x - 3
    shown = dice[:len(dice) - hidden]
    step = size + 3
    if len(shown) > 1 and x0 + (len(shown) - 1) * step + size > end:
        step = (end - x0 - size) // (len(shown) - 1)
    for i, die in enumerate(shown):
        spots[die] = (x0 + i * step + size / 2, y + size / 2, size)
    return (marker, hidden) if hidden else None


def least_step(size: int) -> int:
    """How far apart a full row's dice lie at the least: about a third of a die, enough to show a
    strip of each die's colour and pips."""
    return max(1, round(size * LEAST_STEP))


def row_width(n: int) -> int:
    """The least room n panel dice take, overlapped as far as they may."""
    return row_die() + (n - 1) * least_step(row_die()) if n else 0


def more_dice_label(hidden: int) -> pygame.Surface:
    """'+3' for three dice a row has no room for: small (under the text floor in a small window)."""
    with gfx.tight_floor():
        return gfx.text(i18n.t("panel.more_dice", n=hidden), 18, theme.TEXT, bold=True)


def _draw_more_dice(surface, marker: pygame.Rect, hidden: int) -> None:
    """A row's '+N' marker: a small pill like the chips' '+N more'."""
    pygame.draw.rect(surface, MORE_FILL, marker, border_radius=6)
    pygame.draw.rect(surface, theme.PANEL_EDGE, marker, 1, border_radius=6)
    label = i18n.t("panel.more_dice", n=hidden)
    with gfx.box(marker, f"the {label} dice marker"):
        gfx.blit_label(surface, more_dice_label(hidden), marker.center, label, "center")


def _add_more_chip(chips, spots, hidden: int, rect: pygame.Rect) -> None:
    """'+N more' at the end of the last row, taking the last chip's place if there is no room."""
    while True:
        label = i18n.t("panel.more", n=hidden)
        width = chip_label(label).get_width() + 16
        if not chips:
            return
        last = chips[-1][0]
        if last.right + 6 + width <= rect.right - 8:
            chips.append((pygame.Rect(last.right + 6, last.y, width, last.h), label, [], "more"))
            return
        _chip, _label, dice, _kind = chips.pop()
        for die in dice:            # its dice are not shown in the panel any more
            spots.pop(die, None)
        hidden += 1


def bonus_text(state, p: int) -> str:
    """'Bonuses: Re-roll ×2, +1, +2 gem' for a player's unused bonuses this round (a visitor's
    coloured one says its colour; a card's lasting ones are drawn apart), or ''."""
    rules = state.charge_rules
    charges = [ch for ch in state.charges[p] if ch[3] == -1 and (ch[2] not in rules or rules[ch[2]][1] < 0)]
    if not charges:
        return ""
    labels: dict[str, int] = {}
    for k, a, g, _u in charges:        # the same bonus twice reads "Re-roll ×2"
        label = cardtext.charge_label(k, a)
        if g in rules:
            label = i18n.t("perk.chip", bonus=label, colour=perks.colours_text(state.content, rules[g][0]))
        labels[label] = labels.get(label, 0) + 1
    return i18n.t("panel.bonuses", list=", ".join(label if n == 1 else f"{label} ×{n}"
                                                  for label, n in labels.items()))


def reward_text(state, p: int) -> str:
    """'Lasting: Rolling Thunder' when p holds a claimed request (engine/requests.py), else ''."""
    if not state.rewarded:
        return ""
    from kingsforge.engine.requests import reward_of

    reward = reward_of(state, p)
    return i18n.t("request.ability", reward=i18n.t(f"reward_name.{reward[0]}")) if reward else ""


def _row_label(key: str) -> tuple[str, int]:
    """A dice row's label ('Supply') and its font size: a long word gets a little smaller."""
    text = i18n.t(key)
    return text, gfx.fit_size(text, ROW_LABEL_MAX, ROW_LABEL_SIZE, min_size=ROW_LABEL_MIN)


def dice_row_starts(rect: pygame.Rect) -> tuple[int, int]:
    """Where the first supply die and the first smithy die sit: after their labels."""
    supply, size = _row_label("panel.supply")
    supply_x = max(rect.x + 74, rect.x + 14 + gfx.font(size).size(supply)[0] + 4)
    smithy, size = _row_label("panel.smithy")
    smithy_x = max(rect.centerx + 112, rect.centerx + 46 + gfx.font(size).size(smithy)[0] + 4)
    return supply_x, smithy_x


def dice_rows(state, p: int, rect: pygame.Rect) -> tuple[int, int, int, bool]:
    """(first supply die x, smithy label x, first smithy die x, tight) for p's panel. The smithy's
    label sits near the middle; it moves right when the supply needs the room and left when the
    smithy does (big dice in a small window), so that dice overlap only when both rows are full.
    An empty row's word that still runs out of room (long Spanish labels in a small window), or a
    row that cannot show all its dice even overlapped, sets the rows' labels under the text floor
    (`tight`: draw them inside gfx.tight_floor)."""
    rows = _dice_rows(state, p, rect)
    if not rows[3]:
        return rows
    with gfx.tight_floor():
        return (*_dice_rows(state, p, rect)[:3], True)


def _dice_rows(state, p: int, rect: pygame.Rect) -> tuple[int, int, int, bool]:
    supply_x, smithy_x = dice_row_starts(rect)
    split = rect.centerx + 46
    label_w = smithy_x - split
    step = row_die() + 3
    n_sup = len(state.supply[p]) + len(state.rolled[p])
    n_sm = len(state.smithy[p])
    empty = gfx.font(20).size(i18n.t("panel.empty"))[0] + 4
    sup_end = supply_x + (n_sup * step if n_sup else empty) + 6
    sm_need = label_w + (n_sm * step if n_sm else empty)
    end = rect.right - 8
    # each row overlapped as far as it may: a row that cannot show all its dice even so takes
    # room from the other's overlapping too
    sup_least = supply_x + (row_width(n_sup) if n_sup else empty) + 6
    sm_least = label_w + (row_width(n_sm) if n_sm else empty)
    if sup_end > split:                 # the supply wants more: as much as the smithy can spare
        split = max(split, min(sup_end, end - sm_need))
        split = max(split, min(sup_least, end - sm_least))
    elif split + sm_need > end:         # the smithy wants more: as much as the supply can spare
        split = min(split, max(sup_end, end - sm_need))
        split = min(split, max(sup_least, end - sm_least))
    with gfx.tight_floor():         # the smithy's word is drawn under the floor (draw_panel)
        sm_word = gfx.font(20).size(i18n.t("panel.empty"))[0]
    # an empty row's word runs into the smithy's label, or out of the panel
    tight = (not n_sup and sup_end > split) or (not n_sm and split + label_w + sm_word > rect.right - 2)
    if tight and not n_sm:      # the smithy's word stays whole: a long supply shows fewer dice (one at least)
        split = min(split, max(rect.right - 6 - label_w - sm_word, supply_x + (step if n_sup else empty) + 6))
    # a row that cannot show all its dice even overlapped: smaller labels leave them more room
    crowded = row_width(n_sup) > split - 6 - supply_x or row_width(n_sm) > end - split - label_w
    return supply_x, split, split + label_w, tight or crowded


@gfx.boxed(lambda surface, state, match, p, rect, *a, **k: rect,
           lambda surface, state, match, p, *a, **k: f"{match.seats[p].name}'s panel")
def draw_panel(surface, state, match, p: int, rect: pygame.Rect, at_forge: bool, active: bool,
               highlight: float = 0.0) -> dict:
    """Draw one player's panel; returns where its header's parts went (name, status, badges,
    count) and its dice rows' '+N' markers (more_dice), for tests."""
    seat = match.seats[p]
    colour = seat.colour
    fill = (46, 36, 28) if active else (34, 27, 22)
    gfx.panel(surface, rect, fill, colour if active else theme.PANEL_EDGE, radius=12, shadow=5,
              width=3 if active else 2)
    pygame.draw.rect(surface, colour, (rect.x, rect.y + 8, 7, rect.h - 16), border_radius=3)
    from kingsforge.ui import seatmark

    seatmark.draw(surface, colour, (rect.x + 28, rect.y + 20), 10, seat=p)   # colour and shape
    name = gfx.fit_text(seat.name, 150, theme.FS_BODY, True)
    r = gfx.blit_text(surface, name, (rect.x + 44, rect.y + 20), theme.FS_BODY, theme.TEXT, "midleft", bold=True)
    if seat.human:
        tag = i18n.t("panel.you") if match.config.humans == 1 else i18n.t("panel.human")
    else:
        key = f"panel.ai.{seat.level}"
        tag = i18n.t(key) if i18n.has(key, i18n.DEFAULT) else seat.level.capitalize() + " AI"
    status = None
    if state.phase == "gather" and state.passed[p]:
        status = (i18n.t("panel.passed"), theme.TEXT_DIM)
    if state.first_passer == p:
        status = (i18n.t("panel.passed_first"), theme.GOLD)
    if active:
        status = (i18n.t("panel.to_move"), theme.GOLD_BRIGHT)
    # the right end: kept wares as badges with their rank, and the count towards the goal
    target = state.items_to_win
    kept = state.tucked[p]
    count = f"{len(kept)}/{target}"
    count_x = rect.right - 12 - gfx.font(theme.FS_BODY, True).size(count)[0]
    # the header keeps, in this order: name, status, count, rank badges, the player's kind (a
    # long status at a large readable size takes the kind's room, then the badges': a kept
    # ware's rank decides a tie, the kind is a label)
    anvil_w = 40 if state.anvil == p else 0
    status_w = int(gfx.font(20, True).size(status[0])[0] * gfx.MAX_SQUEEZE) + 1 if status else 0
    tag_w = gfx.font(20).size(tag)[0] + 10
    badges = min(6, len(kept))

    def room(badges, tag_w):
        return count_x - 8 - badges * 33 - (r.right + 10 + tag_w + anvil_w)

    if room(badges, tag_w) < status_w:
        tag_w = 0
    while badges and room(badges, tag_w) < status_w:
        badges -= 1
    x = r.right + 10
    if tag_w:
        x = gfx.blit_text(surface, tag, (x, rect.y + 21), 20, theme.TEXT_FAINT, "midleft").right + 10
    if state.anvil == p:
        icon = gfx.scaled(marker_sprite(state.content), (34, 26))
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, rect.y + 20)))
        else:
            pygame.draw.polygon(surface, theme.GOLD, [(x, rect.y + 12), (x + 30, rect.y + 12), (x + 22, rect.y + 22),
                                                      (x + 26, rect.y + 30), (x + 4, rect.y + 30), (x + 8, rect.y + 22)])
        x += 40
    header = {"name": r}
    if status:
        header["status"] = gfx.blit_fitted(surface, status[0], (x, rect.y + 21),
                                           max(status_w, count_x - 8 - badges * 33 - x), 20, status[1], "midleft",
                                           bold=True, min_size=20)
    label = gfx.blit_text(surface, count, (rect.right - 12, rect.y + 20), theme.FS_BODY, theme.GOLD_BRIGHT,
                          "midright", bold=True)
    bx = label.x - 8
    for card in reversed(kept[-badges:] if badges else []):
        # a request is unranked: its badge shows the same sign as its card's shield, not a 0
        rank = i18n.t("request.shield") if state.content.craft[card].request else state.content.craft[card].rank
        badge = pygame.Rect(0, 0, 30, 26)
        badge.midright = (bx, rect.y + 20)
        # a deluxe card whose ability is still to use: a gold badge (its plain side once used)
        deluxe = bool(state.content.craft[card].ability) and card not in state.spent
        pygame.draw.rect(surface, (196, 150, 46) if deluxe else (110, 34, 30), badge, border_radius=5)
        pygame.draw.rect(surface, (255, 236, 170) if deluxe else theme.GOLD_DARK, badge, 1, border_radius=5)
        gfx.blit_text(surface, str(rank), badge.center, 17, (40, 24, 8) if deluxe else theme.GOLD_BRIGHT, "center",
                      bold=True)
        header.setdefault("badges", []).append(badge)
        bx -= 33
    header["count"] = label
    header["more_dice"] = []
    _spots, chips = panel_layout(state, p, rect, at_forge, header["more_dice"])
    # dice rows
    y = rect.y + 44
    if at_forge:
        with gfx.tight_floor():     # a small window: smaller, whole, in the panel
            gfx.blit_fitted(surface, i18n.t("panel.at_forge"), (rect.x + 18, y + row_die() / 2), rect.w - 32, 20,
                            theme.TEXT_FAINT, "midleft", min_size=17)
    else:
        # each row's label sits before its dice (dice_row_starts leaves it the room)
        supply_x, split, smithy_x, tight = dice_rows(state, p, rect)
        with gfx.tight_floor(when=tight):      # at the sizes dice_rows measured them at
            supply, size = _row_label("panel.supply")
            gfx.blit_text(surface, supply, (rect.x + 14, y + row_die() / 2), size, theme.TEXT_DIM, "midleft")
            smithy, size = _row_label("panel.smithy")
            gfx.blit_text(surface, smithy, (split, y + row_die() / 2), size, theme.TEXT_DIM, "midleft")
            if len(state.supply[p]) + len(state.rolled[p]) == 0:
                gfx.blit_text(surface, i18n.t("panel.empty"), (supply_x + 2, y + row_die() / 2), 20,
                              theme.TEXT_FAINT, "midleft")
        if not state.smithy[p]:         # a small window: "empty" shrinks (below the floor) to stay in the panel
            word = i18n.t("panel.empty")
            with gfx.tight_floor():
                size = gfx.fit_size(word, rect.right - 6 - smithy_x, 20, min_size=12)
                gfx.blit_text(surface, word, (smithy_x, y + row_die() / 2), size, theme.TEXT_FAINT, "midleft")
        for marker, hidden in header["more_dice"]:
            _draw_more_dice(surface, marker, hidden)
    for chip, label, dice, kind in chips:
        fill = {"claim": (78, 62, 40), "dock": (40, 58, 70), "crafted": (96, 40, 36), "more": MORE_FILL,
                "kept": (58, 44, 74), "visit": (44, 54, 84), "bid": (46, 70, 52)}[kind]
        pygame.draw.rect(surface, fill, chip, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, chip, 1, border_radius=8)
        with gfx.box(chip, f"the {label} chip"):
            gfx.blit_label(surface, chip_label(label), (chip.x + 8, chip.centery), label, "midleft")
    # bonuses held this round (not at the forge: those are drawn as draggable chips there)
    text = "" if at_forge else bonus_text(state, p)
    ability = reward_text(state, p)           # a claimed request's reward lasts: always shown
    if ability:
        text = f"{text} · {ability}" if text else ability
    lasting = perks.draw_strip(surface, state, p, rect, rect.bottom - 4 - BONUS_LINE_H // 2)
    room = rect.w - 28 - lasting
    if lasting or not gfx.fits(text, room, 20, min_size=18):     # a small window: without 'Bonuses:'
        text = perks.fit_bonus_line(text, room)
    if text:
        gfx.blit_whole(surface, text, (rect.x + 14, rect.bottom - 4 - BONUS_LINE_H // 2), room, 20,
                       theme.GOLD, "midleft", min_size=18)
    if highlight > 0:
        gfx.glow(surface, rect, theme.HIGHLIGHT, radius=12, width=3, pulse=min(1.0, highlight))
    return header


# --- stock --------------------------------------------------------------------------------
@gfx.boxed(lambda *a, **k: layout.STOCK, lambda *a, **k: "the stock")
def draw_stock(surface, state, symbols: bool) -> None:
    from kingsforge.ui.table.dice import draw_die

    rect = layout.STOCK
    gfx.panel(surface, rect, (34, 27, 22), theme.PANEL_EDGE, radius=12, shadow=5)
    title = gfx.blit_text(surface, i18n.t("stock.title"), (rect.x + 16, rect.y + 22), theme.FS_BODY, theme.GOLD,
                          "midleft", bold=True)
    help_x = max(rect.x + 100, title.right + 12)
    note = i18n.t("stock.help")
    gfx.blit_whole(surface, note, (help_x, rect.y + 23), rect.right - 12 - help_x, 18, theme.TEXT_FAINT, "midleft",
                   min_size=16)
    c = state.content
    narrow = len(c.die_types) > 6          # modules' dice: four narrower columns
    dense = len(c.die_types) > 8           # and three tighter rows
    crowded = len(c.die_types) > 12        # or four, of smaller dice
    size = 30 if crowded else 36 if dense else 44 if narrow else 50
    count_dx = 22 if crowded else 24 if dense else 28 if narrow else 34
    name_dy = 24 if crowded else 29 if dense else 36
    for t, die_type in enumerate(c.die_types):
        x, y = layout.stock_icon(t, len(c.die_types))
        count = len(state.stock[t])
        shared = state.grown if die_type.grows and getattr(state, "grown", 0) else 0     # Heartwood's value
        draw_die(surface, die_type.id, shared, (x, y), size, symbols, alpha=255 if count else 90)
        colour = theme.TEXT if count else theme.BAD
        gfx.blit_text(surface, str(count), (x + count_dx, y),
                      theme.FS_BODY if narrow else theme.FS_LABEL, colour, "midleft", bold=True)
        name = i18n.die_name(die_type)
        with gfx.tight_floor():         # a small window: a smaller name, whole, under its die
            room = 120
            if narrow:      # columns 94 apart: a long name ('Cementerio') takes a little of the gaps
                room = 88 if gfx.fits(name, 88, 17, min_size=15) else 92
            gfx.blit_fitted(surface, name, (x + (8 if narrow else 0), y + name_dy), room, 17, theme.TEXT_DIM,
                            "center", min_size=15)
    # token pool
    ty = layout.stock_token_row(len(c.die_types))
    x = rect.x + 16
    for k, tid in enumerate(c.token_ids):
        icon = gfx.scaled("token_auto6" if tid == "auto6" else "token_plus11", (34, 34))
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, ty + 16)))
        else:
            pygame.draw.circle(surface, theme.GOLD if tid == "auto6" else (190, 196, 204), (x + 17, ty + 16), 16)
        label = i18n.t("stock.token", name=i18n.token_name(c, k), n=state.tokens[k])
        with gfx.tight_floor():         # a small window: the count shrinks to stay in the stock
            size = gfx.fit_size(label, rect.right - 8 - (x + 42), 20, min_size=12)
            r = gfx.blit_text(surface, label, (x + 42, ty + 16), size, theme.TEXT, "midleft")
        x = r.right + 24


# --- top bar --------------------------------------------------------------------------------
@gfx.boxed(lambda *a, **k: layout.TOP, lambda *a, **k: "the top bar")
def draw_top_bar(surface, state, prompt: str, prompt_colour) -> None:
    bar = layout.TOP
    surface.blit(gfx.vertical_gradient(bar.size, (52, 38, 28), (30, 22, 17)), bar)
    pygame.draw.line(surface, theme.GOLD_DARK, (0, bar.bottom - 1), (bar.w, bar.bottom - 1), 2)
    phase = i18n.t(f"bar.phase.{state.phase}") if state.phase in ("gather", "craft", "over") else state.phase
    r = gfx.blit_text(surface, i18n.t("bar.round", n=state.round), (20, bar.centery), theme.FS_LABEL,
                      theme.GOLD_BRIGHT,
                      "midleft", bold=True, display=True)
    pill = pygame.Rect(r.right + 14, bar.centery - 16, gfx.font(theme.FS_SMALL, True).size(phase)[0] + 24, 32)
    pygame.draw.rect(surface, (92, 60, 34) if state.phase == "gather" else (60, 40, 80), pill, border_radius=16)
    pygame.draw.rect(surface, theme.GOLD_DARK, pill, 2, border_radius=16)
    gfx.blit_text(surface, phase, pill.center, theme.FS_SMALL, theme.TEXT, "center", bold=True)
    room = PROMPT_RIGHT - (pill.right + 30)
    gfx.blit_whole(surface, prompt, (pill.right + 30, bar.centery), room, theme.FS_BODY, prompt_colour, "midleft",
                   bold=True, min_size=theme.FS_SMALL)


# --- forge frame ------------------------------------------------------------------------------
def forge_hint_x(name: str) -> int:
    """Where the forge header's hint line starts: after the "<name>'s forge" title."""
    title_w = gfx.font(theme.FS_LABEL, True).size(i18n.t("forge.title", name=name))[0]
    return max(layout.FORGE.x + 300, layout.FORGE.x + 20 + title_w + 20)


def draw_over_forge_edge(surface, text: str, text_x: int, width: int, plate, colour) -> None:
    """A forge-header line too long for one line (a small window's large text: a hint, the replay's
    move) on two, whole, over the forge's top edge and short of the card row: `plate(surface, rect)`
    draws what they lie on; the lines go under the text floor (gfx.tight_floor) where two at the
    floor would not fit there, the rest of a third squeezed onto the second."""
    room = layout.TRAY.y - 4 - (layout.CRAFT_Y + layout.CRAFT_H + 2)
    tight = 2 * gfx.font(20).get_linesize() + 6 > room or len(gfx.wrap_lines(text, width, 20)) > 2
    with gfx.tight_floor(when=tight):
        lines = gfx.wrap_lines(text, width, 20)
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        step = gfx.font(20).get_linesize()
        rect = pygame.Rect(0, 0, 0, min(room, step * len(lines) + 6))
        rect.bottom = layout.TRAY.y - 4
        plate(surface, rect)
        y = rect.centery - step * (len(lines) - 1) // 2
        for line in lines:
            gfx.blit_whole(surface, line, (text_x, y), width, 20, colour, "midleft", min_size=16)
            y += step


@gfx.boxed(lambda *a, **k: layout.FORGE, lambda *a, **k: "the forge")
def draw_forge_frame(surface, name: str, colour, phase_hint: str) -> None:
    rect = layout.FORGE
    gfx.panel(surface, rect, (40, 31, 25), colour, radius=14, shadow=8, width=3)
    gfx.blit_text(surface, i18n.t("forge.title", name=name), (rect.x + 20, rect.y + 24), theme.FS_LABEL,
                  theme.TEXT, "midleft", bold=True)
    hint_x = forge_hint_x(name)
    hint_size = gfx.fit_size(phase_hint, rect.right - 20 - hint_x, 20, min_size=16)
    gfx.blit_text(surface, gfx.fit_text(phase_hint, rect.right - 20 - hint_x, hint_size), (hint_x, rect.y + 25),
                  hint_size, theme.TEXT_DIM, "midleft")
    tray = layout.TRAY
    pygame.draw.rect(surface, theme.FELT, tray, border_radius=12)
    pygame.draw.rect(surface, theme.FELT_EDGE, tray, 3, border_radius=12)
    smithy = layout.SMITHY
    img = gfx.scaled("smithy_tile", smithy.size)
    if img is not None:
        surface.blit(img, smithy)
    else:
        pygame.draw.rect(surface, (62, 46, 34), smithy, border_radius=12)
        pygame.draw.rect(surface, theme.PANEL_EDGE, smithy, 2, border_radius=12)
    plate = pygame.Rect(smithy.x + 16, smithy.y + 10, smithy.w - 32, 30)
    smithy_label = i18n.t("forge.smithy")
    with gfx.tight_floor():         # a small window: smaller, whole, on the plate
        size = gfx.fit_size(smithy_label, plate.w, 19, True, min_size=12)
        gfx.blit_text(surface, gfx.fit_text(smithy_label, plate.w, size, True), plate.center, size, theme.INK,
                      "center", bold=True)
    label = supply_label_rect()
    gfx.blit_text(surface, i18n.t("forge.supply"), label.midright, 18, (120, 160, 140), "midright", bold=True)
    bonuses = i18n.t("forge.bonuses")
    gfx.blit_text(surface, bonuses, (layout.CHARGES.x + 8, layout.CHARGES.y + 12),
                  gfx.fit_size(bonuses, layout.CHARGES.w - 16, 20, True), theme.TEXT_DIM, "midleft", bold=True)


def supply_label_rect() -> pygame.Rect:
    """Where the tray's 'Supply' label lies in its bottom-right corner (no die is laid on it)."""
    w, h = gfx.font(18, True).size(i18n.t("forge.supply"))
    tray = layout.TRAY
    return pygame.Rect(tray.right - 12 - w, tray.bottom - 16 - h // 2, w, h)


def smithy_spots(dice) -> dict:
    rect = layout.SMITHY_TRAY
    size = layout.SMITHY_DIE
    while True:
        step = size + 5
        cols = max(1, (rect.w - 8) // step)
        rows = (len(dice) + cols - 1) // cols
        if rows * step <= rect.h - 6 or size <= 20:
            break
        size -= 4
    spots = {}
    for i, die in enumerate(dice):
        r, c = divmod(i, cols)
        spots[die] = (rect.x + 6 + c * step + size / 2, rect.y + 6 + r * step + size / 2, size)
    return spots
