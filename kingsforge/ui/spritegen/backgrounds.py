"""The table and title backgrounds."""

from __future__ import annotations

import math
import os
import random

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from kingsforge.ui.spritegen.catalogue import SEED, SIZES
from kingsforge.ui.spritegen.paint import (
    Canvas,
    blur,
    clip_to,
    forge_mouth,
    glow_at,
    outlined,
    radial,
    shade,
    value_noise,
)
from kingsforge.ui.spritegen.pieces import draw_anvil, hammer_shape

# --------------------------------------------------------------------------
# Backgrounds
# --------------------------------------------------------------------------


def draw_table_bg(scale: float) -> pygame.Surface:
    w, h = SIZES["table_bg"]
    C = Canvas(w, h, scale, ss=1, alpha=False)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-table")
    W, H = C.size
    base = (74, 48, 30)
    n_planks = 5
    ph = H / n_planks
    for i in range(n_planks):
        top = int(round(i * ph))
        bot = int(round((i + 1) * ph))
        tone = shade(base, rng.uniform(0.88, 1.06))
        # wavy grain: column-wise stripe pattern stretched along the plank
        cols = 96
        rows = bot - top
        g = pygame.Surface((cols, rows))
        stripes = [rng.uniform(0, 1) for _ in range(rows + 64)]
        # smooth the 1D stripe noise a little
        sm = [(stripes[j] + stripes[j + 1] + stripes[j + 2]) / 3 for j in range(len(stripes) - 2)]
        ph1, ph2 = rng.uniform(0, 6.3), rng.uniform(0, 6.3)
        amp = rng.uniform(6, 14) * k
        for cx in range(cols):
            off = amp * (math.sin(cx / cols * 6.3 * 1.3 + ph1) + 0.5 * math.sin(cx / cols * 6.3 * 3.1 + ph2))
            for y in range(rows):
                v = sm[int(y + off + 32 * k) % len(sm)]
                f = 0.84 + 0.22 * v
                g.set_at((cx, y), shade(tone, f))
        plank = pygame.transform.smoothscale(g, (W, rows))
        S.blit(plank, (0, top))
        # seam + bevel
        pygame.draw.line(S, (16, 9, 4), (0, top), (W, top), max(1, int(3 * k)))
        pygame.draw.line(S, shade(tone, 1.18), (0, top + max(1, int(3 * k))), (W, top + max(1, int(3 * k))),
                         max(1, int(1.2 * k)))
        pygame.draw.line(S, shade(tone, 0.7), (0, bot - max(1, int(2 * k))), (W, bot - max(1, int(2 * k))),
                         max(1, int(1.2 * k)))
        # end joints, staggered
        jx = rng.uniform(0.15, 0.85) * W
        pygame.draw.line(S, (20, 12, 6), (jx, top), (jx, bot), max(1, int(3 * k)))
        pygame.draw.line(S, shade(tone, 1.15), (jx + max(1, int(3 * k)), top), (jx + max(1, int(3 * k)), bot),
                         max(1, int(1 * k)))
        for nx in (jx - 14 * k, jx + 16 * k):
            for ny in (top + ph * 0.28, bot - ph * 0.28):
                pygame.draw.circle(S, (28, 20, 14), (nx, ny), 3.2 * k)
                pygame.draw.circle(S, (92, 80, 66), (nx - 0.8 * k, ny - 0.8 * k), 1.4 * k)
    # broad tonal noise + vignette
    tone_noise = value_noise((W, H), 180 * k, rng, 200, 255)
    S.blit(tone_noise, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    vig = radial((W, H), (255, 255, 255), (92, 84, 80), radius=0.72, power=1.7)
    S.blit(vig, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return C.finish()


def _hanging_tools(S, C: Canvas, rng) -> None:
    """A dim tool rack on the left wall: beam, pegs, tongs, hammers, horseshoes."""
    k = C.k
    L = C.layer()
    bx, by, bw = 110, 250, 520
    pygame.draw.rect(L, (66, 42, 26), C.rect(bx, by, bw, 26), border_radius=C.i(4))
    pygame.draw.line(L, (96, 66, 40), C.pt(bx + 4, by + 3), C.pt(bx + bw - 4, by + 3), max(1, int(2 * k)))
    iron, hi = (44, 44, 50), (92, 90, 96)
    pegs = [bx + 50 + i * 105 for i in range(5)]
    for px in pegs:
        pygame.draw.circle(L, (40, 26, 16), C.pt(px, by + 30), 6 * k)
    # tongs
    x = pegs[0]
    for sgn in (-1, 1):
        pygame.draw.line(L, iron, C.pt(x, by + 34), C.pt(x + sgn * 16, by + 250), int(7 * k))
        pygame.draw.line(L, iron, C.pt(x + sgn * 16, by + 250), C.pt(x - sgn * 6, by + 300), int(7 * k))
    pygame.draw.circle(L, hi, C.pt(x, by + 200), 5 * k)
    # hammers
    for x, ln, hw_ in ((pegs[1], 190, 70), (pegs[3], 150, 56)):
        pygame.draw.rect(L, (82, 54, 32), C.rect(x - 5, by + 34, 10, ln))
        pygame.draw.rect(L, iron, C.rect(x - hw_ / 2, by + 34 + ln, hw_, 34), border_radius=C.i(4))
        pygame.draw.line(L, hi, C.pt(x - hw_ / 2 + 4, by + 38 + ln), C.pt(x + hw_ / 2 - 4, by + 38 + ln), max(1, int(2 * k)))
    # horseshoes
    for x, yy in ((pegs[2], by + 40), (pegs[4], by + 40)):
        pygame.draw.circle(L, iron, C.pt(x, yy + 60), 42 * k, int(14 * k), draw_bottom_left=True, draw_bottom_right=True,
                           draw_top_left=True, draw_top_right=True)
        pygame.draw.rect(L, (0, 0, 0, 0), C.rect(x - 16, yy + 10, 32, 26))
        pygame.draw.circle(L, hi, C.pt(x - 30, yy + 92), 3 * k)
    S.blit(outlined(L, 1.5 * k, (12, 8, 6)), (0, 0))


def draw_title_bg(scale: float) -> pygame.Surface:
    w, h = SIZES["title_bg"]
    C = Canvas(w, h, scale, ss=1, alpha=False)
    S = C.surf
    k = C.k
    W, H = C.size
    rng = random.Random(f"{SEED}-title")
    # stone wall
    S.fill((20, 15, 13))
    bh = 64
    for r in range(int(h / bh) + 1):
        x = -(r % 2) * 70.0
        while x < w:
            bw = rng.uniform(110, 170)
            c = shade((70, 57, 50), rng.uniform(0.72, 1.08))
            pygame.draw.rect(S, c, C.rect(x + 3, r * bh + 3, bw - 6, bh - 6), border_radius=C.i(9))
            x += bw
    S.blit(value_noise((W, H), 18 * k, rng, 170, 255), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    S.blit(value_noise((W, H), 5 * k, rng, 215, 255), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    _hanging_tools(S, C, rng)
    # floor planks in perspective
    fy = 880
    pygame.draw.rect(S, (40, 27, 18), C.rect(0, fy, w, h - fy))
    for i in range(-6, 22):
        x0 = i * 130
        pygame.draw.line(S, (22, 14, 8), C.pt(x0, fy), C.pt(960 + (x0 - 960) * 1.6, h), max(1, int(3 * k)))
    pygame.draw.rect(S, (58, 40, 26), C.rect(0, fy - 6, w, 10))
    # forge on the right: hood, brick body, slab
    hood = [(1500, 0), (1880, 0), (1920, 330), (1460, 330)]
    pygame.draw.polygon(S, (52, 42, 38), C.pts(hood))
    for yy in range(0, 330, 40):
        pygame.draw.line(S, (34, 26, 22), C.pt(1460 + (330 - yy) / 330 * 0, yy), C.pt(1920, yy), max(1, int(2 * k)))
    pygame.draw.rect(S, (76, 60, 52), C.rect(1440, 322, 480, 26))
    body = (1470, 348, 450, 540)
    pygame.draw.rect(S, (34, 18, 12), C.rect(*body))
    for r in range(int(body[3] / 30) + 1):
        for c in range(-1, int(body[2] / 60) + 2):
            bx = body[0] + c * 60 + (r % 2) * 30
            by = body[1] + r * 30
            if bx > body[0] + body[2] - 4 or bx + 56 < body[0]:
                continue
            x0, x1 = max(body[0], bx + 2), min(body[0] + body[2], bx + 58)
            pygame.draw.rect(S, shade((118, 60, 42), rng.uniform(0.62, 0.95)), C.rect(x0, by + 2, x1 - x0, 26),
                             border_radius=C.i(3))
    forge_mouth(S, C, 1570, 520, 250, 300, rng, glow_radius=520)
    pygame.draw.rect(S, (88, 72, 62), C.rect(1450, 820, 470, 34), border_radius=C.i(4))
    pygame.draw.rect(S, (120, 98, 84), C.rect(1450, 820, 470, 6), border_radius=C.i(3))
    # darkness away from the fire, so title and menu sit on a calm dark area
    S.blit(radial((W, H), (255, 255, 255), (46, 42, 46), center=(0.84, 0.72), radius=0.95, power=1.1), (0, 0),
           special_flags=pygame.BLEND_RGB_MULT)
    S.blit(glow_at((W, H), (104, 44, 14), C.p(1695), C.p(760), C.p(1000), 1.7), (0, 0),
           special_flags=pygame.BLEND_RGB_ADD)
    # stump and anvil
    sx, sy, sw, sh = 1075, 838, 250, 190
    stump = C.layer()
    pygame.draw.rect(stump, (62, 40, 24), C.rect(sx, sy, sw, sh))
    for i in range(7):
        xx = sx + 16 + i * 36
        pygame.draw.line(stump, (44, 28, 16), C.pt(xx, sy + 20), C.pt(xx + rng.uniform(-6, 6), sy + sh), max(1, int(3 * k)))
    pygame.draw.ellipse(stump, (116, 80, 48), C.rect(sx, sy - 22, sw, 44))
    for rr in (0.75, 0.5, 0.25):
        pygame.draw.ellipse(stump, (90, 60, 34), C.rect(sx + sw * (1 - rr) / 2, sy - 22 * rr, sw * rr, 44 * rr),
                            max(1, int(2 * k)))
    S.blit(stump, (0, 0))
    S.blit(clip_to(glow_at(C.size, (110, 46, 12), C.p(sx + sw + 150), C.p(sy + 40), C.p(330), 1.2), stump), (0, 0),
           special_flags=pygame.BLEND_RGB_ADD)
    anv = draw_anvil(3.3 * scale)
    S.blit(anv, anv.get_rect(midbottom=(int(C.p(sx + sw / 2)), int(C.p(sy + 16)))))
    # hammer leaning against the stump
    hl = C.layer()
    hammer_shape(hl, C, 1005, 905, 240, 24, (88, 92, 102), (104, 66, 36))
    S.blit(outlined(hl, 2 * k, (14, 10, 8)), (0, 0))
    # sparks flying from the anvil face
    sp = C.layer()
    ox, oy = sx + sw / 2 + 40, sy - 150
    for _ in range(110):
        a = rng.uniform(-math.pi * 0.92, -math.pi * 0.08)
        d = rng.uniform(10, 380) * rng.uniform(0.4, 1.0)
        x, y = ox + d * math.cos(a), oy + d * math.sin(a) * 0.9
        ln = rng.uniform(4, 18)
        c = (255, rng.randint(150, 235), rng.randint(50, 130), rng.randint(170, 255))
        pygame.draw.line(sp, c, C.pt(x, y), C.pt(x + ln * math.cos(a), y + ln * math.sin(a)),
                         max(1, int(rng.uniform(1.5, 3.2) * k)))
    S.blit(blur(sp, 3 * k), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    S.blit(sp, (0, 0))
    # soft vignette
    S.blit(radial((W, H), (255, 255, 255), (110, 104, 104), radius=0.8, power=2.4), (0, 0),
           special_flags=pygame.BLEND_RGB_MULT)
    return C.finish()
