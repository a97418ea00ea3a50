"""Player panels, the stock, the top bar, the forge frame and the move log."""

from __future__ import annotations

import pygame

from kingsforge.ui import cardtext, gfx, theme
from kingsforge.ui.table import layout

MINI = layout.MINI_DIE
STEP = MINI + 3


# --- player panels -----------------------------------------------------------------------
def panel_layout(state, p: int, rect: pygame.Rect, at_forge: bool):
    """Dice spots and chip rects inside one player's panel.

    Returns (spots: die -> (x, y, size), chips: list of (rect, label, dice, kind)).
    The player at the forge has their supply drawn below, so only their
    claims and crafted cards appear here.
    """
    spots = {}
    chips = []
    x0, y = rect.x + 12, rect.y + 44
    if not at_forge:
        x = x0 + 62
        for die in state.supply[p] + state.rolled[p]:
            if x + MINI > rect.centerx + 40:
                break
            spots[die] = (x + MINI / 2, y + MINI / 2, MINI)
            x += STEP
        x = rect.centerx + 112
        for die in state.smithy[p]:
            if x + MINI > rect.right - 8:
                break
            spots[die] = (x + MINI / 2, y + MINI / 2, MINI)
            x += STEP
    y += 32
    # claimed gather cards and dock visits this round, as chips with their dice
    c = state.content
    x = x0
    row_h = 28
    items = []
    for owner, card, option, dice in state.claims:
        if owner == p:
            extra = []
            if state.cemetery is not None and state.cemetery[0] == p and c.gather[card].id == "cemetery":
                extra = [state.cemetery[1]]
            items.append((c.gather[card].name, list(dice) + extra, "claim"))
    for a, used in enumerate(state.dock_used):
        if used is not None and used[0] == p:
            items.append((c.dock_actions[a].dock_name, list(used[1]), "dock"))
    for card, owner, dice in state.crafted:
        if owner == p:
            items.append((c.craft[card].name, [], "crafted"))
    for name, dice, kind in items:
        label = gfx.fit_text(name, 150, 18, True)
        width = gfx.font(18, True).size(label)[0] + 16 + len(dice) * (MINI - 4 + 2)
        if x + width > rect.right - 8:
            x = x0
            y += row_h + 4
        if y + row_h > rect.bottom - 4:
            break
        chip = pygame.Rect(x, y, width, row_h)
        chips.append((chip, label, dice, kind))
        dx = chip.x + gfx.font(18, True).size(label)[0] + 12
        for die in dice:
            spots[die] = (dx + (MINI - 4) / 2, chip.centery, MINI - 4)
            dx += MINI - 2
        x += width + 6
    return spots, chips


def draw_panel(surface, state, match, p: int, rect: pygame.Rect, at_forge: bool, active: bool,
               highlight: float = 0.0) -> None:
    seat = match.seats[p]
    colour = seat.colour
    fill = (46, 36, 28) if active else (34, 27, 22)
    gfx.panel(surface, rect, fill, colour if active else theme.PANEL_EDGE, radius=12, shadow=5,
              width=3 if active else 2)
    pygame.draw.rect(surface, colour, (rect.x, rect.y + 8, 7, rect.h - 16), border_radius=3)
    name = gfx.fit_text(seat.name, 150, theme.FS_BODY, True)
    r = gfx.blit_text(surface, name, (rect.x + 18, rect.y + 20), theme.FS_BODY, theme.TEXT, "midleft", bold=True)
    tag = "You" if seat.human and match.config.humans == 1 else ("Human" if seat.human else seat.level.capitalize() + " AI")
    tag_r = gfx.blit_text(surface, tag, (r.right + 10, rect.y + 21), 20, theme.TEXT_FAINT, "midleft")
    x = tag_r.right + 10
    if state.anvil == p:
        icon = gfx.scaled("anvil", (34, 26))
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, rect.y + 20)))
        else:
            pygame.draw.polygon(surface, theme.GOLD, [(x, rect.y + 12), (x + 30, rect.y + 12), (x + 22, rect.y + 22),
                                                      (x + 26, rect.y + 30), (x + 4, rect.y + 30), (x + 8, rect.y + 22)])
        x += 40
    status = None
    if state.phase == "gather" and state.passed[p]:
        status = ("Passed", theme.TEXT_DIM)
    if state.first_passer == p:
        status = ("Passed first", theme.GOLD)
    if active:
        status = ("To move", theme.GOLD_BRIGHT)
    if status:
        gfx.blit_text(surface, status[0], (x, rect.y + 21), 20, status[1], "midleft", bold=True)
    # kept wares: a badge per card with its rank, and the count towards the goal
    target = state.items_to_win
    kept = state.tucked[p]
    bx = rect.right - 12
    label = gfx.blit_text(surface, f"{len(kept)}/{target}", (bx, rect.y + 20), theme.FS_BODY, theme.GOLD_BRIGHT,
                          "midright", bold=True)
    bx = label.x - 8
    for card in reversed(kept[-6:]):
        rank = state.content.craft[card].rank
        badge = pygame.Rect(0, 0, 30, 26)
        badge.midright = (bx, rect.y + 20)
        pygame.draw.rect(surface, (110, 34, 30), badge, border_radius=5)
        pygame.draw.rect(surface, theme.GOLD_DARK, badge, 1, border_radius=5)
        gfx.blit_text(surface, str(rank), badge.center, 17, theme.GOLD_BRIGHT, "center", bold=True)
        bx -= 33
    # dice rows
    y = rect.y + 44
    if at_forge:
        gfx.blit_text(surface, "Dice and bonuses are in the forge below", (rect.x + 18, y + MINI / 2), 20,
                      theme.TEXT_FAINT, "midleft")
    else:
        gfx.blit_text(surface, "Supply", (rect.x + 14, y + MINI / 2), 20, theme.TEXT_DIM, "midleft")
        gfx.blit_text(surface, "Smithy", (rect.centerx + 46, y + MINI / 2), 20, theme.TEXT_DIM, "midleft")
        n_sup = len(state.supply[p]) + len(state.rolled[p])
        if n_sup == 0:
            gfx.blit_text(surface, "empty", (rect.x + 76, y + MINI / 2), 20, theme.TEXT_FAINT, "midleft")
        if not state.smithy[p]:
            gfx.blit_text(surface, "empty", (rect.centerx + 112, y + MINI / 2), 20, theme.TEXT_FAINT, "midleft")
    _spots, chips = panel_layout(state, p, rect, at_forge)
    for chip, label, dice, kind in chips:
        fill = {"claim": (78, 62, 40), "dock": (40, 58, 70), "crafted": (96, 40, 36)}[kind]
        pygame.draw.rect(surface, fill, chip, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, chip, 1, border_radius=8)
        gfx.blit_text(surface, label, (chip.x + 8, chip.centery), 18, theme.TEXT, "midleft", bold=True)
    # bonuses held this round (not at the forge: those are drawn as draggable chips there)
    if not at_forge:
        charges = [ch for ch in state.charges[p] if ch[3] == -1]
        if charges:
            text = "Bonuses: " + ", ".join(cardtext.charge_label(k, a) for k, a, _g, _u in charges)
            gfx.blit_text(surface, gfx.fit_text(text, rect.w - 28, 20), (rect.x + 14, rect.bottom - 16), 20,
                          theme.GOLD, "midleft")
    if highlight > 0:
        gfx.glow(surface, rect, theme.HIGHLIGHT, radius=12, width=3, pulse=min(1.0, highlight))


# --- stock --------------------------------------------------------------------------------
def draw_stock(surface, state, symbols: bool) -> None:
    from kingsforge.ui.table.dice import draw_die

    rect = layout.STOCK
    gfx.panel(surface, rect, (34, 27, 22), theme.PANEL_EDGE, radius=12, shadow=5)
    gfx.blit_text(surface, "Stock", (rect.x + 16, rect.y + 22), theme.FS_BODY, theme.GOLD, "midleft", bold=True)
    gfx.blit_text(surface, "dice left to gain", (rect.x + 100, rect.y + 23), 18, theme.TEXT_FAINT, "midleft")
    c = state.content
    for t, die_type in enumerate(c.die_types):
        x, y = layout.stock_icon(t)
        count = len(state.stock[t])
        draw_die(surface, die_type.id, 0, (x, y), 50, symbols, alpha=255 if count else 90)
        colour = theme.TEXT if count else theme.BAD
        gfx.blit_text(surface, str(count), (x + 34, y), theme.FS_LABEL, colour, "midleft", bold=True)
        gfx.blit_text(surface, die_type.name, (x, y + 36), 17, theme.TEXT_DIM, "center")
    # token pool
    ty = rect.bottom - 44
    x = rect.x + 16
    for k, tid in enumerate(c.token_ids):
        icon = gfx.scaled("token_auto6" if tid == "auto6" else "token_plus11", (34, 34))
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, ty + 16)))
        else:
            pygame.draw.circle(surface, theme.GOLD if tid == "auto6" else (190, 196, 204), (x + 17, ty + 16), 16)
        label = f"{c.token_names[k]} ×{state.tokens[k]}"
        r = gfx.blit_text(surface, label, (x + 42, ty + 16), 20, theme.TEXT, "midleft")
        x = r.right + 24


# --- top bar --------------------------------------------------------------------------------
def draw_top_bar(surface, state, prompt: str, prompt_colour) -> None:
    bar = layout.TOP
    surface.blit(gfx.vertical_gradient(bar.size, (52, 38, 28), (30, 22, 17)), bar)
    pygame.draw.line(surface, theme.GOLD_DARK, (0, bar.bottom - 1), (bar.w, bar.bottom - 1), 2)
    phase = {"gather": "Gather phase", "craft": "Craft phase", "over": "Game over"}.get(state.phase, state.phase)
    r = gfx.blit_text(surface, f"Round {state.round}", (20, bar.centery), theme.FS_LABEL, theme.GOLD_BRIGHT,
                      "midleft", bold=True, display=True)
    pill = pygame.Rect(r.right + 14, bar.centery - 16, gfx.font(theme.FS_SMALL, True).size(phase)[0] + 24, 32)
    pygame.draw.rect(surface, (92, 60, 34) if state.phase == "gather" else (60, 40, 80), pill, border_radius=16)
    pygame.draw.rect(surface, theme.GOLD_DARK, pill, 2, border_radius=16)
    gfx.blit_text(surface, phase, pill.center, theme.FS_SMALL, theme.TEXT, "center", bold=True)
    text = gfx.fit_text(prompt, 1080, theme.FS_BODY, True)
    gfx.blit_text(surface, text, (pill.right + 30, bar.centery), theme.FS_BODY, prompt_colour, "midleft", bold=True)


# --- forge frame ------------------------------------------------------------------------------
def draw_forge_frame(surface, name: str, colour, phase_hint: str) -> None:
    rect = layout.FORGE
    gfx.panel(surface, rect, (40, 31, 25), colour, radius=14, shadow=8, width=3)
    gfx.blit_text(surface, f"{name}'s forge", (rect.x + 20, rect.y + 24), theme.FS_LABEL, theme.TEXT, "midleft",
                  bold=True)
    gfx.blit_text(surface, phase_hint, (rect.x + 300, rect.y + 25), 20, theme.TEXT_DIM, "midleft")
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
    gfx.blit_text(surface, "Smithy: ready next round", plate.center, 19, theme.INK, "center", bold=True)
    gfx.blit_text(surface, "Supply", (tray.right - 12, tray.bottom - 16), 18, (120, 160, 140), "midright", bold=True)
    gfx.blit_text(surface, "Bonuses", (layout.CHARGES.x + 8, layout.CHARGES.y + 12), 20, theme.TEXT_DIM, "midleft",
                  bold=True)


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


# --- move log ----------------------------------------------------------------------------------
def draw_log(surface, rect: pygame.Rect, match) -> None:
    gfx.panel(surface, rect, (30, 24, 20), theme.PANEL_EDGE, radius=12, shadow=5)
    gfx.blit_text(surface, "Move log", (rect.x + 14, rect.y + 20), theme.FS_BODY, theme.GOLD, "midleft", bold=True)
    y = rect.bottom - 10
    width = rect.w - 40
    colours = [s.colour for s in match.seats]
    for entry in reversed(match.log[-40:]):
        body = gfx.text(entry.text, 20, theme.TEXT, wrap=width)
        y -= body.get_height() + 6
        if y < rect.y + 40:
            break
        pygame.draw.circle(surface, colours[entry.player], (rect.x + 16, y + 11), 6)
        surface.blit(body, (rect.x + 28, y))
