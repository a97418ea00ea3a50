"""Card frames (gather and craft, faces and backs), the dock tile and the smithy mat."""

from __future__ import annotations

import math
import os
import random
from typing import Callable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from kingsforge.ui.spritegen.catalogue import DIE_SIZE, LAYOUT, SEED, SIZES
from kingsforge.ui.spritegen.dice import draw_die, mini_die
from kingsforge.ui.spritegen.paint import (
    BRASS_D,
    BRASS_L,
    BRASS_M,
    FELT,
    INK,
    INK_SOFT,
    IRON_D,
    IRON_L,
    IRON_M,
    LEATHER,
    PARCH,
    PARCH_LIGHT,
    WOOD_L,
    WOOD_M,
    Canvas,
    blur,
    clip_to,
    drop_shadow,
    forge_mouth,
    fractal_noise,
    inner_vignette,
    outlined,
    paint,
    radial,
    rgba,
    shade,
    texture,
    value_noise,
    vgrad,
)
from kingsforge.ui.spritegen.pieces import anvil_points, anvil_shape, hammer_shape

# --------------------------------------------------------------------------
# Cards, tiles, mats
# --------------------------------------------------------------------------


def wood_fill(C: Canvas, base, rng, horizontal=True, ring_density=1.0) -> pygame.Surface:
    """A full-canvas wood-grain layer in shades of ``base``."""
    w, h = C.size
    L = C.layer()
    L.fill((*base, 255))
    k = C.k
    span = w if horizontal else h
    other = h if horizontal else w
    n = int(other / (2.2 * k) * ring_density) + 2
    for i in range(n):
        off = (i + rng.uniform(-0.4, 0.4)) * other / n
        amp = rng.uniform(0.4, 2.2) * k
        freq = rng.uniform(0.6, 1.6) / (40 * k)
        ph = rng.uniform(0, 6.3)
        col = shade(base, rng.uniform(0.72, 0.9)) if rng.random() < 0.7 else shade(base, rng.uniform(1.06, 1.16))
        step = max(2, int(6 * k))
        pts = []
        for s in range(0, span + step, step):
            d = off + amp * math.sin(s * freq + ph) + 0.5 * amp * math.sin(s * freq * 2.7 + ph * 1.3)
            pts.append((s, d) if horizontal else (d, s))
        pygame.draw.lines(L, (*col, 255), False, pts, max(1, int(rng.uniform(0.4, 1.2) * k)))
    return blur(L, 0.5 * k)


def parchment_fill(C: Canvas, rng, base=PARCH, strength=0.14, fibres=True) -> pygame.Surface:
    L = C.layer()
    L.fill((*base, 255))
    full = C.layer()
    full.fill((255, 255, 255, 255))
    texture(L, full, fractal_noise(C.size, 22 * C.k, rng, 3), strength)
    # fibres
    for _ in range(int(C.w * C.h / 900) if fibres else 0):
        x, y = rng.uniform(0, C.w), rng.uniform(0, C.h)
        a = rng.uniform(0, math.pi)
        ln = rng.uniform(1.5, 5)
        pygame.draw.line(L, rgba(shade(base, 0.85), 22), C.pt(x, y),
                         C.pt(x + ln * math.cos(a), y + ln * math.sin(a)), max(1, int(0.35 * C.k)))
    return L


def rivet(S, C: Canvas, x, y, r, col=BRASS_M):
    pygame.draw.circle(S, (0, 0, 0, 90), C.pt(x + 0.4, y + 0.8), (r + 0.5) * C.k)
    pygame.draw.circle(S, shade(col, 0.55), C.pt(x, y), r * C.k)
    pygame.draw.circle(S, col, C.pt(x - 0.2, y - 0.2), (r - 0.6) * C.k)
    pygame.draw.circle(S, shade(col, 1.5), C.pt(x - r * 0.35, y - r * 0.35), max(1, r * 0.35 * C.k))


def ornament_divider(S, C: Canvas, x0, x1, y, col=INK_SOFT, accent=BRASS_M):
    k = C.k
    cx = (x0 + x1) / 2
    pygame.draw.line(S, col, C.pt(x0, y), C.pt(cx - 14, y), max(1, int(1.2 * k)))
    pygame.draw.line(S, col, C.pt(cx + 14, y), C.pt(x1, y), max(1, int(1.2 * k)))
    for sx in (-1, 1):
        pygame.draw.circle(S, col, C.pt(cx + sx * 18, y), 1.8 * k)
        pygame.draw.circle(S, col, C.pt(x0 if sx < 0 else x1, y), 1.5 * k)
    dia = [C.pt(cx, y - 7), C.pt(cx + 10, y), C.pt(cx, y + 7), C.pt(cx - 10, y)]
    pygame.draw.polygon(S, accent, dia)
    pygame.draw.polygon(S, INK, dia, max(1, int(1.1 * k)))
    pygame.draw.circle(S, shade(accent, 1.4), C.pt(cx - 1.5, y - 1.5), 1.6 * k)


def framed_box(S, C: Canvas, x, y, w, h, r, fill, line=INK_SOFT, corner=True, alpha=255):
    k = C.k
    m = C.rrect_mask(x, y, w, h, r)
    if isinstance(fill, pygame.Surface):
        paint(S, m, fill)
    else:
        paint(S, m, rgba(fill, alpha))
    pygame.draw.rect(S, line, C.rect(x, y, w, h), max(1, int(1.4 * k)), border_radius=C.i(r))
    pygame.draw.rect(S, rgba(line, 120), C.rect(x + 3.5, y + 3.5, w - 7, h - 7), max(1, int(0.7 * k)),
                     border_radius=C.i(max(0, r - 3)))
    if corner:
        for cx, cy in ((x + 3.5, y + 3.5), (x + w - 3.5, y + 3.5), (x + 3.5, y + h - 3.5), (x + w - 3.5, y + h - 3.5)):
            d = 3.2
            pygame.draw.polygon(S, line, [C.pt(cx, cy - d), C.pt(cx + d, cy), C.pt(cx, cy + d), C.pt(cx - d, cy)])


def paint_frame(C, outer, frame: str, rng):
    """A card's outer frame: planed wood, or mottled iron."""
    if frame == "wood":
        paint(C.surf, outer, wood_fill(C, WOOD_M, rng, horizontal=False))
    else:
        paint(C.surf, outer, vgrad(C.size, [(0, shade(IRON_M, 1.25)), (0.5, IRON_M), (1, shade(IRON_D, 0.9))]))
        texture(C.surf, outer, value_noise(C.size, 6 * C.k, rng), 0.12)


def card_base(scale: float, frame: str, seed: str):
    """Common card body: frame (wood or iron) + parchment; returns (canvas, inner mask)."""
    w, h = 300, 420
    C = Canvas(w, h, scale, ss=2)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-{seed}")
    outer = C.rrect_mask(0, 0, w, h, 16)
    paint_frame(C, outer, frame, rng)
    if frame == "wood":
        S.blit(clip_to(vgrad(C.size, [(0, (255, 230, 200, 40)), (0.5, (0, 0, 0, 0)), (1, (0, 0, 0, 90))]), outer), (0, 0))
    line = BRASS_M
    pygame.draw.rect(S, (20, 12, 6), C.rect(0, 0, w, h), max(1, int(1.5 * k)), border_radius=C.i(16))
    pygame.draw.rect(S, line, C.rect(6.5, 6.5, w - 13, h - 13), max(1, int(1.6 * k)), border_radius=C.i(11))
    inner = C.rrect_mask(10, 10, w - 20, h - 20, 9)
    paint(S, inner, parchment_fill(C, rng))
    S.blit(inner_vignette(C, inner, (120, 80, 40), 10, 120), (0, 0))
    pygame.draw.rect(S, (40, 26, 14), C.rect(10, 10, w - 20, h - 20), max(1, int(1.0 * k)), border_radius=C.i(9))
    if frame == "iron":
        for x, y in ((5, 30), (5, h - 30), (w - 5, h - 30), (5, h / 2), (w - 5, h / 2)):
            rivet(S, C, x, y, 2.6)
    return C, inner, rng


def draw_card_gather(scale: float) -> pygame.Surface:
    C, inner, rng = card_base(scale, "wood", "gather")
    S = C.surf
    lay = LAYOUT["card_gather"]
    light = parchment_fill(C, rng, PARCH_LIGHT, 0.08)
    for key in ("top", "bottom"):
        x, y, w, h = lay[key]
        framed_box(S, C, x, y, w, h, 8, light)
    ornament_divider(S, C, 30, 270, 210)
    # a little die medallion on the divider
    k = C.k
    pygame.draw.circle(S, (0, 0, 0, 90), C.pt(150, 211.5), 12.5 * k)
    pygame.draw.circle(S, BRASS_M, C.pt(150, 210), 12 * k)
    pygame.draw.circle(S, BRASS_L, C.pt(149, 209), 10 * k)
    pygame.draw.circle(S, INK, C.pt(150, 210), 12 * k, max(1, int(1.1 * k)))
    L = C.layer()
    mini_die(L, C, 150, 210, 13, 3, body=(246, 238, 216), pip=INK, angle=12)
    S.blit(L, (0, 0))
    # brass corner filigree
    for cx, cy, sx, sy in ((10, 10, 1, 1), (290, 10, -1, 1), (10, 410, 1, -1), (290, 410, -1, -1)):
        tri = [C.pt(cx, cy), C.pt(cx + sx * 16, cy), C.pt(cx, cy + sy * 16)]
        pygame.draw.polygon(S, BRASS_M, tri)
        pygame.draw.polygon(S, BRASS_D, tri, max(1, int(0.8 * k)))
        pygame.draw.circle(S, BRASS_L, C.pt(cx + sx * 4.5, cy + sy * 4.5), 1.6 * k)
    return C.finish()


def draw_card_craft(scale: float) -> pygame.Surface:
    C, inner, rng = card_base(scale, "iron", "craft")
    S = C.surf
    k = C.k
    lay = LAYOUT["card_craft"]
    light = parchment_fill(C, rng, PARCH_LIGHT, 0.08)
    # title ribbon
    x, y, w, h = lay["title"]
    rib = C.layer()
    notch = 9
    pygame.draw.polygon(rib, (255, 255, 255, 255), C.pts([(x, y), (x + w, y), (x + w - notch, y + h / 2),
                                                          (x + w, y + h), (x, y + h), (x + notch, y + h / 2)]))
    drop_shadow(S, rib, (0, 1.5 * k), 1.5 * k, 80)
    paint(S, rib, vgrad(C.size, [(0, (132, 40, 36)), (1, (92, 24, 22))]))
    pygame.draw.polygon(S, (50, 14, 10), C.pts([(x, y), (x + w, y), (x + w - notch, y + h / 2),
                                                 (x + w, y + h), (x, y + h), (x + notch, y + h / 2)]),
                        max(1, int(1.2 * k)))
    pygame.draw.line(S, rgba(BRASS_L, 160), C.pt(x + 12, y + 4), C.pt(x + w - 12, y + 4), max(1, int(0.8 * k)))
    pygame.draw.line(S, rgba(BRASS_L, 160), C.pt(x + 12, y + h - 4), C.pt(x + w - 12, y + h - 4), max(1, int(0.8 * k)))
    # art window
    x, y, w, h = lay["art"]
    art = parchment_fill(C, rng, (222, 204, 164), 0.12)
    framed_box(S, C, x, y, w, h, 6, art, corner=False)
    wm = C.layer()
    anvil_shape(wm, C, x + w / 2, y + h * 0.58, w * 0.62, (120, 90, 50, 38))
    S.blit(wm, (0, 0))
    am = C.rrect_mask(x, y, w, h, 6)
    S.blit(inner_vignette(C, am, (90, 60, 30), 14, 90), (0, 0))
    # text box
    x, y, w, h = lay["text"]
    framed_box(S, C, x, y, w, h, 6, light)
    # requirements column: stitched leather strip
    x, y, w, h = lay["requirements"]
    m = C.rrect_mask(x, y, w, h, 8)
    drop_shadow(S, m, (0, 1.2 * k), 1.5 * k, 110)
    paint(S, m, vgrad(C.size, [(0, shade(LEATHER, 1.15)), (1, shade(LEATHER, 0.8))]))
    texture(S, m, value_noise(C.size, 3 * k, rng), 0.18)
    pygame.draw.rect(S, (34, 18, 10), C.rect(x, y, w, h), max(1, int(1.3 * k)), border_radius=C.i(8))
    # stitching
    for yy in range(int(y + 6), int(y + h - 5), 6):
        for xx in (x + 4, x + w - 4):
            pygame.draw.line(S, (214, 186, 132), C.pt(xx, yy), C.pt(xx, yy + 3), max(1, int(0.9 * k)))
    for xx in range(int(x + 8), int(x + w - 6), 6):
        for yy in (y + 4, y + h - 4):
            pygame.draw.line(S, (214, 186, 132), C.pt(xx, yy), C.pt(xx + 3, yy), max(1, int(0.9 * k)))
    # rank shield (top-right corner)
    x, y, w, h = lay["rank"]
    sh = [(x, y), (x + w, y), (x + w, y + h * 0.62), (x + w / 2, y + h), (x, y + h * 0.62)]
    shm = C.layer()
    pygame.draw.polygon(shm, (255, 255, 255, 255), C.pts(sh))
    drop_shadow(S, shm, (0.8 * k, 2 * k), 2 * k, 130)
    paint(S, shm, vgrad(C.size, [(0, BRASS_L), (0.35, BRASS_M), (1, BRASS_D)]))
    inner_sh = [(x + 5, y + 4), (x + w - 5, y + 4), (x + w - 5, y + h * 0.6), (x + w / 2, y + h - 6),
                (x + 5, y + h * 0.6)]
    pygame.draw.polygon(S, rgba(shade(BRASS_D, 0.8), 200), C.pts(inner_sh), max(1, int(1.0 * k)))
    pygame.draw.polygon(S, INK, C.pts(sh), max(1, int(1.4 * k)))
    return C.finish()


def card_back(scale: float, frame: str, base, seed: str, emblem: Callable) -> pygame.Surface:
    w, h = 300, 420
    C = Canvas(w, h, scale, ss=2)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-{seed}")
    outer = C.rrect_mask(0, 0, w, h, 16)
    paint_frame(C, outer, frame, rng)
    pygame.draw.rect(S, (20, 12, 6), C.rect(0, 0, w, h), max(1, int(1.5 * k)), border_radius=C.i(16))
    inner = C.rrect_mask(12, 12, w - 24, h - 24, 9)
    paint(S, inner, radial(C.size, shade(base, 1.25), shade(base, 0.6), radius=0.75))
    texture(S, inner, fractal_noise(C.size, 14 * k, rng, 3), 0.18)
    # lattice
    lat = C.layer()
    step = 28
    for i in range(-20, 30):
        x0 = i * step
        pygame.draw.line(lat, rgba(shade(base, 0.45), 110), C.pt(x0, 0), C.pt(x0 + h, h), max(1, int(1.2 * k)))
        pygame.draw.line(lat, rgba(shade(base, 0.45), 110), C.pt(x0, h), C.pt(x0 + h, 0), max(1, int(1.2 * k)))
    S.blit(clip_to(lat, inner), (0, 0))
    for yy in range(0, h + step, step):
        for xx in range(0, w + step, step):
            for ox, oy in ((0, 0), (step / 2, step / 2)):
                px, py = xx + ox, yy + oy
                if 18 < px < w - 18 and 18 < py < h - 18:
                    pygame.draw.circle(S, rgba(BRASS_M, 150), C.pt(px, py), 1.5 * k)
    S.blit(inner_vignette(C, inner, (0, 0, 0), 16, 150), (0, 0))
    pygame.draw.rect(S, BRASS_M, C.rect(12, 12, w - 24, h - 24), max(1, int(2 * k)), border_radius=C.i(9))
    pygame.draw.rect(S, rgba(BRASS_L, 140), C.rect(17, 17, w - 34, h - 34), max(1, int(0.8 * k)), border_radius=C.i(6))
    # medallion
    cx, cy, r = w / 2, h / 2, 74
    med = C.layer()
    pygame.draw.circle(med, (255, 255, 255, 255), C.pt(cx, cy), r * k)
    drop_shadow(S, med, (0, 3 * k), 4 * k, 160)
    paint(S, med, radial(C.size, BRASS_L, BRASS_D, center=(0.42, 0.42), radius=0.3))
    pygame.draw.circle(S, INK, C.pt(cx, cy), r * k, max(1, int(1.5 * k)))
    # ring of studs
    for i in range(24):
        a = 2 * math.pi * i / 24
        pygame.draw.circle(S, shade(BRASS_D, 0.9), C.pt(cx + (r - 6) * math.cos(a), cy + (r - 6) * math.sin(a)), 1.6 * k)
    ri = r - 12
    pygame.draw.circle(S, shade(base, 0.45), C.pt(cx, cy), ri * k)
    pygame.draw.circle(S, INK, C.pt(cx, cy), ri * k, max(1, int(1.2 * k)))
    emblem(S, C, cx, cy, ri)
    if frame == "iron":
        for x, y in ((6, 30), (6, h - 30), (w - 6, 30), (w - 6, h - 30), (6, h / 2), (w - 6, h / 2)):
            rivet(S, C, x, y, 2.6)
    return C.finish()


def _emblem_dice(S, C: Canvas, cx, cy, r):
    k = C.k
    px = int(r * 0.78 * k)
    for t, v, dx, dy, ang in (("wood", 5, -0.36, 0.18, -12), ("gem", 3, 0.36, 0.2, 10), ("magic", 6, 0.0, -0.26, 0)):
        d = draw_die(px / DIE_SIZE, t, v, ss=2)
        if ang:
            d = pygame.transform.rotozoom(d, ang, 1.0)
        S.blit(d, d.get_rect(center=(int((cx + dx * r) * k), int((cy + dy * r) * k))))


def _emblem_hammer(S, C: Canvas, cx, cy, r):
    k = C.k
    L = C.layer()
    anvil_shape(L, C, cx, cy + r * 0.32, r * 1.25, BRASS_L)
    hammer_shape(L, C, cx + r * 0.05, cy - r * 0.18, r * 1.05, -35, BRASS_L, shade(BRASS_M, 0.9))
    L2 = outlined(L, 1.6 * k, INK)
    drop_shadow(S, L2, (0, 1.5 * k), 2 * k, 140)
    S.blit(L2, (0, 0))
    # sparks
    rng = random.Random(SEED)
    for _ in range(7):
        a = rng.uniform(-2.6, -0.5)
        d = rng.uniform(0.25, 0.55) * r
        x, y = cx + 0.2 * r + d * math.cos(a), cy + 0.05 * r + d * math.sin(a)
        pygame.draw.circle(S, (255, 214, 120), C.pt(x, y), rng.uniform(0.8, 1.6) * k)


def draw_card_gather_back(scale: float) -> pygame.Surface:
    return card_back(scale, "wood", (46, 92, 52), "gather-back", _emblem_dice)


def draw_card_craft_back(scale: float) -> pygame.Surface:
    return card_back(scale, "iron", (118, 30, 34), "craft-back", _emblem_hammer)


def ribbon(S, C: Canvas, x, y, w, h, rng):
    k = C.k
    m = C.rrect_mask(x, y, w, h, 5)
    drop_shadow(S, m, (0, 1.5 * k), 2 * k, 140)
    paint(S, m, parchment_fill(C, rng, PARCH, 0.1, fibres=False))
    pygame.draw.rect(S, INK, C.rect(x, y, w, h), max(1, int(1.3 * k)), border_radius=C.i(5))
    pygame.draw.rect(S, rgba(INK_SOFT, 140), C.rect(x + 3, y + 3, w - 6, h - 6), max(1, int(0.7 * k)),
                     border_radius=C.i(3))


def felt_slot(S, C: Canvas, x, y, w, h, r, rng, base=FELT):
    k = C.k
    m = C.rrect_mask(x, y, w, h, r)
    paint(S, m, radial(C.size, shade(base, 1.25), shade(base, 0.75), radius=0.9))
    texture(S, m, value_noise(C.size, 1.5 * k, rng), 0.2)
    S.blit(inner_vignette(C, m, (0, 0, 0), 7, 190), (0, 0))
    pygame.draw.rect(S, BRASS_M, C.rect(x, y, w, h), max(1, int(2.4 * k)), border_radius=C.i(r))
    pygame.draw.rect(S, (30, 18, 8), C.rect(x - 1.2, y - 1.2, w + 2.4, h + 2.4), max(1, int(1.0 * k)),
                     border_radius=C.i(r + 1))
    # brass corner brackets
    for cx, cy, sx, sy in ((x, y, 1, 1), (x + w, y, -1, 1), (x, y + h, 1, -1), (x + w, y + h, -1, -1)):
        br = [C.pt(cx - sx * 2, cy - sy * 2), C.pt(cx + sx * 16, cy - sy * 2), C.pt(cx + sx * 16, cy + sy * 3),
              C.pt(cx + sx * 3, cy + sy * 3), C.pt(cx + sx * 3, cy + sy * 16), C.pt(cx - sx * 2, cy + sy * 16)]
        pygame.draw.polygon(S, BRASS_M, br)
        pygame.draw.polygon(S, BRASS_D, br, max(1, int(0.8 * k)))
        rivet(S, C, cx + sx * 1.5, cy + sy * 1.5, 1.8, BRASS_L)


def draw_dock_tile(scale: float) -> pygame.Surface:
    w, h = SIZES["dock_tile"]
    C = Canvas(w, h, scale, ss=2)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-dock")
    outer = C.rrect_mask(0, 0, w, h, 12)
    planks = C.layer()
    n = 4
    ph = h / n
    for i in range(n):
        base = shade(WOOD_L, rng.uniform(0.82, 1.0))
        L = wood_fill(C, base, rng)
        pm = C.layer()
        pygame.draw.rect(pm, (255, 255, 255, 255), C.rect(0, i * ph, w, ph))
        paint(planks, pm, L)
        pygame.draw.line(planks, (30, 18, 8), C.pt(0, i * ph), C.pt(w, i * ph), max(1, int(1.6 * k)))
        pygame.draw.line(planks, rgba(shade(WOOD_L, 1.3), 140), C.pt(0, i * ph + 1.5), C.pt(w, i * ph + 1.5),
                         max(1, int(0.8 * k)))
        for x in (9, w - 9):
            rivet(planks, C, x, i * ph + ph / 2, 2.0, IRON_L)
    paint(S, outer, planks)
    S.blit(clip_to(vgrad(C.size, [(0, (255, 240, 210, 30)), (1, (0, 0, 0, 80))]), outer), (0, 0))
    S.blit(inner_vignette(C, outer, (0, 0, 0), 10, 130), (0, 0))
    pygame.draw.rect(S, (26, 14, 6), C.rect(0, 0, w, h), max(1, int(2 * k)), border_radius=C.i(12))
    lay = LAYOUT["dock_tile"]
    ribbon(S, C, *lay["name"], rng)
    for key in ("slot1", "slot2"):
        x, y, sw, sh = lay[key]
        felt_slot(S, C, x, y, sw, sh, 10, rng, (34, 52, 70))
    # rope coil between the slots
    cx, cy = w / 2, lay["slot1"][1] + lay["slot1"][3] / 2
    for rr in (9, 6, 3):
        pygame.draw.circle(S, (196, 160, 100), C.pt(cx, cy), rr * k, max(1, int(2.2 * k)))
        pygame.draw.circle(S, (110, 84, 46), C.pt(cx, cy), rr * k, max(1, int(0.6 * k)))
    return C.finish()


def draw_smithy_tile(scale: float) -> pygame.Surface:
    w, h = SIZES["smithy_tile"]
    C = Canvas(w, h, scale, ss=2)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-smithy")
    outer = C.rrect_mask(0, 0, w, h, 14)
    paint(S, outer, wood_fill(C, shade(WOOD_M, 0.9), rng))
    S.blit(clip_to(vgrad(C.size, [(0, (255, 230, 200, 36)), (1, (0, 0, 0, 90))]), outer), (0, 0))
    S.blit(inner_vignette(C, outer, (0, 0, 0), 10, 140), (0, 0))
    pygame.draw.rect(S, (22, 12, 6), C.rect(0, 0, w, h), max(1, int(2 * k)), border_radius=C.i(14))
    pygame.draw.rect(S, BRASS_M, C.rect(5, 5, w - 10, h - 10), max(1, int(1.4 * k)), border_radius=C.i(10))
    lay = LAYOUT["smithy_tile"]
    ribbon(S, C, *lay["name"], rng)
    # hearth: brick wall with a glowing forge mouth
    x, y, hw, hh = lay["hearth"]
    hm = C.rrect_mask(x, y, hw, hh, 8)
    bricks = C.layer()
    bricks.fill((34, 20, 14, 255))
    bh = 10
    for row in range(int(hh / bh) + 1):
        off = (row % 2) * 11
        for col in range(-1, int(hw / 22) + 2):
            bx = x + col * 22 + off
            by = y + row * bh
            c = shade((112, 60, 42), rng.uniform(0.6, 0.95))
            pygame.draw.rect(bricks, c, C.rect(bx + 0.8, by + 0.8, 20.4, bh - 1.6), border_radius=C.i(1.5))
    paint(S, hm, bricks)
    S.blit(clip_to(vgrad(C.size, [(0, (0, 0, 0, 120)), ((y + hh) / h, (0, 0, 0, 0))]), hm), (0, 0))
    forge_mouth(S, C, x + 20, y + 52, hw - 40, 84, rng, glow_radius=hw * 0.9, glow_clip=hm)
    S.blit(inner_vignette(C, hm, (0, 0, 0), 8, 170), (0, 0))
    pygame.draw.rect(S, (26, 14, 6), C.rect(x, y, hw, hh), max(1, int(1.5 * k)), border_radius=C.i(8))
    # small anvil in front of the hearth
    L = C.layer()
    anvil_shape(L, C, x + hw / 2, y + hh - 22, hw * 0.66, (66, 68, 76))
    top = anvil_points(C.p(x + hw / 2), C.p(y + hh - 22), C.p(hw * 0.66))
    pygame.draw.lines(L, (210, 150, 100), False, top[1:5], max(1, int(1.4 * k)))
    L = outlined(L, 1.0 * k, (14, 10, 8))
    drop_shadow(S, L, (0, 1.5 * k), 1.5 * k, 160)
    S.blit(L, (0, 0))
    # dice tray
    felt_slot(S, C, *lay["tray"], 12, rng)
    return C.finish()
