"""Table pieces: the anvil and the Narwhal (first-player markers) and the tokens."""

from __future__ import annotations

import math
import os
import random

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from kingsforge.ui.spritegen.catalogue import SEED, SIZES
from kingsforge.ui.spritegen.dice import star_points
from kingsforge.ui.spritegen.paint import (
    BRASS_D,
    BRASS_L,
    BRASS_M,
    INK,
    IRON_D,
    IRON_M,
    SILVER_D,
    SILVER_L,
    SILVER_M,
    Canvas,
    blur,
    clip_to,
    draw_text,
    drop_shadow,
    glow,
    paint,
    radial,
    rgba,
    rotate_pts,
    shade,
    vgrad,
)

# --------------------------------------------------------------------------
# Shapes reused by several sprites
# --------------------------------------------------------------------------


def anvil_points(cx, cy, width):
    """Anvil outline centred at (cx, cy) with the given width (all in canvas px)."""
    u = width / 116.0
    raw = [(0, 9), (12, 3.5), (32, 1), (106, 1), (116, 2), (116, 16), (104, 18), (88, 23), (82, 32),
           (82, 44), (96, 58), (100, 68), (14, 68), (18, 58), (32, 44), (34, 32), (30, 24), (14, 18), (4, 13)]
    return [(cx + (x - 58) * u, cy + (y - 34) * u) for x, y in raw]


def anvil_shape(L, C: Canvas, cx, cy, width, color):
    pts = anvil_points(C.p(cx), C.p(cy), C.p(width))
    pygame.draw.polygon(L, color, pts)


def hammer_shape(L, C: Canvas, cx, cy, size, angle, head_col, handle_col):
    k = C.k
    s = size
    handle = [(-0.05 * s, -0.1 * s), (0.05 * s, -0.1 * s), (0.045 * s, 0.55 * s), (-0.045 * s, 0.55 * s)]
    head = [(-0.3 * s, -0.26 * s), (0.26 * s, -0.26 * s), (0.3 * s, -0.22 * s), (0.3 * s, -0.06 * s),
            (0.26 * s, -0.02 * s), (-0.3 * s, -0.02 * s)]
    pygame.draw.polygon(L, handle_col, rotate_pts([(x * k, y * k) for x, y in handle], angle, cx * k, cy * k))
    pygame.draw.polygon(L, head_col, rotate_pts([(x * k, y * k) for x, y in head], angle, cx * k, cy * k))


def draw_anvil(scale: float) -> pygame.Surface:
    w, h = SIZES["anvil"]
    C = Canvas(w, h, scale)
    S = C.surf
    k = C.k
    cx, cy, aw = w / 2, h / 2 + 4, 116
    sh = C.layer()
    pygame.draw.ellipse(sh, (0, 0, 0, 150), C.rect(14, h - 14, w - 28, 10))
    S.blit(blur(sh, 2 * k), (0, 0))
    m = C.layer()
    anvil_shape(m, C, cx, cy, aw, (255, 255, 255, 255))
    paint(S, m, vgrad(C.size, [(0.0, (178, 184, 196)), (0.22, IRON_M), (0.6, shade(IRON_D, 1.1)), (1.0, IRON_D)]))
    # top face highlight
    pts = anvil_points(C.p(cx), C.p(cy), C.p(aw))
    u = aw / 116
    top = C.layer()
    pygame.draw.polygon(top, (230, 236, 246, 200), [pts[1], pts[2], pts[3], pts[4],
                                                    (pts[4][0], pts[4][1] + 3 * u * k),
                                                    (pts[2][0], pts[2][1] + 3 * u * k),
                                                    (pts[1][0], pts[1][1] + 3 * u * k)])
    S.blit(clip_to(top, m), (0, 0))
    # warm rim light from the forge on the right
    rim = glow(C.size, (120, 52, 14), center=(1.05, 0.45), radius=0.6, power=1.3)
    S.blit(clip_to(rim, m), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    # hardy hole and pritchel hole
    for hx, hw_ in ((cx + 30 * u, 5), (cx + 18 * u, 3)):
        pygame.draw.rect(S, (24, 26, 30), C.rect(hx - hw_ / 2, cy - 33 * u + 1.2, hw_, 2.2))
    # brass "1" plate on the waist (first player)
    pl = C.rect(cx - 9 * u, cy + 7 * u, 18 * u, 13 * u)
    pygame.draw.rect(S, BRASS_M, pl, border_radius=C.i(2))
    pygame.draw.rect(S, BRASS_D, pl, max(1, int(0.8 * k)), border_radius=C.i(2))
    crown = [(-6, 3.5), (-6, -2.5), (-3, 0.5), (0, -4), (3, 0.5), (6, -2.5), (6, 3.5)]
    pygame.draw.polygon(S, INK, C.pts([(cx + x * u * 0.8, cy + 13.5 * u + y * u * 0.8) for x, y in crown]))
    pygame.draw.polygon(S, (12, 12, 16), pts, max(1, int(1.4 * k)))
    return C.finish()


def narwhal_body(u, cx, cy, angle):
    """The narwhal's outline (canvas units): a whale tapering to its tail stock, head to the right,
    tilted up by `angle` degrees; also the head's tip and the tail's end."""
    rx, ry = 38 * u, 19 * u
    pts = []
    for i in range(48):
        a = 2 * math.pi * i / 48
        x = rx * math.cos(a)
        taper = 1.0 - 0.7 * max(0.0, -math.cos(a)) ** 1.6       # thin towards the tail
        bulge = 1.08 if math.sin(a) > 0 else 0.94               # a round belly, a flatter back
        pts.append((x, ry * math.sin(a) * taper * bulge))
    head = (rx - 1.5 * u, -2.5 * u)
    tail = (-rx - 1 * u, 0.0)
    turn = -angle
    return (rotate_pts(pts, turn, cx, cy), rotate_pts([head], turn, cx, cy)[0],
            rotate_pts([tail], turn, cx, cy)[0])


def draw_narwhal(scale: float) -> pygame.Surface:
    """The Narwhal, Masterworks' first-player marker: a speckled grey whale whose spiral ivory
    tusk points up to the right, on a shadow like the anvil's."""
    w, h = SIZES["narwhal"]
    C = Canvas(w, h, scale)
    S = C.surf
    k = C.k
    u, angle = 1.0, 12
    cx, cy = 56, 58
    sh = C.layer()
    pygame.draw.ellipse(sh, (0, 0, 0, 150), C.rect(16, h - 14, w - 40, 10))
    S.blit(blur(sh, 2 * k), (0, 0))
    body, head, tail = narwhal_body(u, cx, cy, angle)
    # tail flukes: two lobes swept back from the tail stock
    a = math.radians(-angle)
    back = (-math.cos(a), -math.sin(a))          # pointing from the body to the tail
    side = (-back[1], back[0])
    tx, ty = tail
    fluke = [(tx - 5 * back[0] + 3 * side[0], ty - 5 * back[1] + 3 * side[1]),
             (tx + 11 * back[0] + 14 * side[0], ty + 11 * back[1] + 14 * side[1]),
             (tx + 9 * back[0] + 4 * side[0], ty + 9 * back[1] + 4 * side[1]),
             (tx + 7 * back[0], ty + 7 * back[1]),
             (tx + 9 * back[0] - 4 * side[0], ty + 9 * back[1] - 4 * side[1]),
             (tx + 11 * back[0] - 14 * side[0], ty + 11 * back[1] - 14 * side[1]),
             (tx - 5 * back[0] - 3 * side[0], ty - 5 * back[1] - 3 * side[1])]
    m = C.layer()
    pygame.draw.polygon(m, (255, 255, 255, 255), C.pts(body))
    pygame.draw.polygon(m, (255, 255, 255, 255), C.pts(fluke))
    paint(S, m, vgrad(C.size, [(0.0, (196, 210, 222)), (0.35, (128, 146, 162)), (0.7, (74, 88, 104)),
                               (1.0, (48, 58, 70))]))
    # a pale belly and the mottled back narwhals have
    belly = C.layer()
    pygame.draw.polygon(belly, (232, 236, 238, 120),
                        C.pts(rotate_pts([(26 * math.cos(t / 12 * math.pi), 9 + 7 * math.sin(t / 12 * math.pi))
                                          for t in range(25)], -angle, cx, cy)))
    S.blit(clip_to(belly, m), (0, 0))
    spots = C.layer()
    rng = random.Random(SEED + 7)
    for _ in range(24):
        x = cx + rng.uniform(-28, 26)
        y = cy - 6 + rng.uniform(-10, 4) - (x - cx) * math.tan(math.radians(angle))
        r = rng.uniform(1.3, 2.6)
        pygame.draw.ellipse(spots, (40, 50, 62, 150), C.rect(x - r, y - r * 0.7, 2 * r, 1.4 * r))
    S.blit(clip_to(spots, m), (0, 0))
    # cool rim light from above
    rim = glow(C.size, (40, 60, 80), center=(0.55, 0.1), radius=0.6, power=1.4)
    S.blit(clip_to(rim, m), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    pygame.draw.polygon(S, (18, 24, 32), C.pts(body), max(1, int(1.3 * k)))
    pygame.draw.polygon(S, (18, 24, 32), C.pts(fluke), max(1, int(1.3 * k)))
    # flipper and eye
    fx, fy = rotate_pts([(18, 9)], -angle, cx, cy)[0]
    flipper = [(fx - 4, fy - 1), (fx + 3, fy - 2), (fx - 1, fy + 7)]
    pygame.draw.polygon(S, (58, 70, 84), C.pts(flipper))
    pygame.draw.polygon(S, (18, 24, 32), C.pts(flipper), max(1, int(0.9 * k)))
    ex, ey = rotate_pts([(25, -4)], -angle, cx, cy)[0]
    pygame.draw.circle(S, (14, 16, 20), C.pt(ex, ey), C.p(2.4))
    pygame.draw.circle(S, (220, 226, 232), C.pt(ex + 0.7, ey - 0.8), C.p(0.8))
    # the tusk: a long ivory spiral from the upper lip, pointing up to the right
    ta = math.radians(-(angle + 22))
    hx, hy = head
    length = 38
    dx, dy = math.cos(ta), math.sin(ta)
    nx, ny = -dy, dx
    base = 3.2
    tusk = [(hx + nx * base, hy + ny * base), (hx + dx * length, hy + dy * length),
            (hx - nx * base, hy - ny * base)]
    pygame.draw.polygon(S, (238, 228, 200), C.pts(tusk))
    for i in range(1, 9):                         # the spiral grooves
        t0 = i / 9.5
        wdt = base * (1 - t0)
        px, py = hx + dx * length * t0, hy + dy * length * t0
        q = (px + nx * wdt - dx * 2.2, py + ny * wdt - dy * 2.2)
        r = (px - nx * wdt + dx * 1.2, py - ny * wdt + dy * 1.2)
        pygame.draw.line(S, (150, 132, 96), C.pt(*q), C.pt(*r), max(1, int(0.9 * k)))
    pygame.draw.polygon(S, (92, 76, 50), C.pts(tusk), max(1, int(1.0 * k)))
    return C.finish()


# --------------------------------------------------------------------------
# Tokens
# --------------------------------------------------------------------------


def coin(C: Canvas, light, mid, dark):
    S = C.surf
    k = C.k
    cx, cy, r = 32, 31, 28
    m = C.layer()
    pygame.draw.circle(m, (255, 255, 255, 255), C.pt(cx, cy), r * k)
    drop_shadow(S, m, (0.8 * k, 2.2 * k), 2 * k, 150)
    paint(S, m, radial(C.size, light, dark, center=(0.38, 0.34), radius=0.55))
    # milled edge
    for i in range(48):
        a = 2 * math.pi * i / 48
        pygame.draw.line(S, rgba(shade(dark, 0.8), 150), C.pt(cx + (r - 3.2) * math.cos(a), cy + (r - 3.2) * math.sin(a)),
                         C.pt(cx + r * math.cos(a), cy + r * math.sin(a)), max(1, int(0.8 * k)))
    pygame.draw.circle(S, shade(dark, 0.6), C.pt(cx, cy), r * k, max(1, int(1.2 * k)))
    # raised inner field
    pygame.draw.circle(S, rgba(shade(dark, 0.8), 220), C.pt(cx, cy + 0.6), (r - 5) * k, max(1, int(1.2 * k)))
    pygame.draw.circle(S, rgba(shade(light, 1.1), 200), C.pt(cx, cy - 0.6), (r - 5) * k, max(1, int(0.8 * k)))
    m2 = C.layer()
    pygame.draw.circle(m2, (255, 255, 255, 255), C.pt(cx, cy), (r - 5.5) * k)
    paint(S, m2, radial(C.size, shade(light, 1.05), mid, center=(0.4, 0.36), radius=0.42))
    return cx, cy, r


def draw_token_auto6(scale: float) -> pygame.Surface:
    C = Canvas(64, 64, scale)
    S = C.surf
    k = C.k
    cx, cy, r = coin(C, BRASS_L, BRASS_M, BRASS_D)
    # embossed die face showing six
    s = 26
    x0, y0 = cx - s / 2, cy - s / 2
    pygame.draw.rect(S, rgba(BRASS_D, 200), C.rect(x0 + 0.6, y0 + 1.0, s, s), border_radius=C.i(5))
    pygame.draw.rect(S, shade(BRASS_L, 1.05), C.rect(x0, y0, s, s), border_radius=C.i(5))
    pygame.draw.rect(S, BRASS_D, C.rect(x0, y0, s, s), max(1, int(1.3 * k)), border_radius=C.i(5))
    for px in (x0 + 7.5, x0 + s - 7.5):
        for py in (y0 + 6.5, cy, y0 + s - 6.5):
            pygame.draw.circle(S, (92, 56, 14), C.pt(px, py + 0.3), 2.9 * k)
            pygame.draw.circle(S, (60, 34, 6), C.pt(px, py - 0.2), 2.5 * k)
    # sparkle
    pygame.draw.polygon(S, (255, 250, 220), C.pts(star_points(cx - 17, cy - 16, 4.5, 1.2, 4, -90)))
    return C.finish()


def draw_token_plus11(scale: float) -> pygame.Surface:
    C = Canvas(64, 64, scale)
    S = C.surf
    k = C.k
    cx, cy, r = coin(C, SILVER_L, SILVER_M, SILVER_D)
    draw_text(S, "+1/+1", 17.5 * k, (30, 34, 42), C.pt(cx, cy + 0.5), "bold",
              shadow=((255, 255, 255, 170), (0, int(0.9 * k))))
    return C.finish()
