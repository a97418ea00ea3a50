"""The 48x48 icons: requirement boxes and the action icons."""

from __future__ import annotations

import math
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from kingsforge.ui.spritegen.dice import DIE_STYLE, mini_die, star_points, symbol_layer
from kingsforge.ui.spritegen.paint import (
    BRASS_D,
    BRASS_L,
    BRASS_M,
    INK,
    INK_SOFT,
    PARCH_DARK,
    PARCH_LIGHT,
    RED,
    Canvas,
    clip_to,
    drop_shadow,
    inner_vignette,
    outlined,
    paint,
    radial,
    rgba,
    shade,
    vgrad,
)
from kingsforge.ui.spritegen.pieces import anvil_points, anvil_shape

# --------------------------------------------------------------------------
# Icons (48x48)
# --------------------------------------------------------------------------


def draw_box(scale: float, kind: str) -> pygame.Surface:
    C = Canvas(48, 48, scale)
    S = C.surf
    k = C.k
    x, y, w, h, r = 4, 3.5, 40, 40, 8
    m = C.rrect_mask(x, y, w, h, r)
    drop_shadow(S, m, (0.5 * k, 1.5 * k), 1.4 * k, 140)
    if kind == "any":
        paint(S, m, vgrad(C.size, [(0, PARCH_LIGHT), (1, PARCH_DARK)]))
        pygame.draw.rect(S, INK, C.rect(x, y, w, h), max(1, int(1.6 * k)), border_radius=C.i(r))
        # dashed inner line
        L = C.layer()
        pygame.draw.rect(L, rgba(INK_SOFT, 200), C.rect(x + 4, y + 4, w - 8, h - 8), max(1, int(1.2 * k)),
                         border_radius=C.i(r - 3))
        for i in range(12):
            a = i * 30
            pygame.draw.line(L, (0, 0, 0, 0), C.pt(24, 23.5), C.pt(24 + 40 * math.cos(math.radians(a + 15)),
                                                                  23.5 + 40 * math.sin(math.radians(a + 15))),
                             max(1, int(2.6 * k)))
        S.blit(L, (0, 0))
        # four-colour pinwheel in the corner: "any type"
        cols = [DIE_STYLE[t]["body"] for t in ("gem", "magic", "wood", "cemetery")]
        for i, c in enumerate(cols):
            a0 = math.radians(-90 + i * 90)
            pts = [C.pt(11.5, 11)] + [C.pt(11.5 + 5.2 * math.cos(a0 + j * math.pi / 16),
                                           11 + 5.2 * math.sin(a0 + j * math.pi / 16)) for j in range(9)]
            pygame.draw.polygon(S, c, pts)
        pygame.draw.circle(S, INK, C.pt(11.5, 11), 5.2 * k, max(1, int(0.8 * k)))
        return C.finish()
    if kind == "gem_magic":
        a, b = DIE_STYLE["gem"]["body"], DIE_STYLE["magic"]["body"]
        tri1 = C.layer()
        pygame.draw.polygon(tri1, (255, 255, 255, 255), C.pts([(0, 0), (48, 0), (0, 48)]))
        tri2 = C.layer()
        pygame.draw.polygon(tri2, (255, 255, 255, 255), C.pts([(48, 0), (48, 48), (0, 48)]))
        paint(S, clip_to(tri1, m), vgrad(C.size, [(0, shade(a, 1.2)), (1, shade(a, 0.8))]))
        paint(S, clip_to(tri2, m), vgrad(C.size, [(0, shade(b, 1.2)), (1, shade(b, 0.8))]))
        pygame.draw.line(S, (250, 240, 230), C.pt(x + w - 2, y + 2), C.pt(x + 2, y + h - 2), max(1, int(1.2 * k)))
        S.blit(clip_to(inner_vignette(C, m, (0, 0, 0), 4, 90), m), (0, 0))
        pygame.draw.rect(S, (24, 14, 10), C.rect(x, y, w, h), max(1, int(1.6 * k)), border_radius=C.i(r))
        S.blit(symbol_layer(C.size, "gem", C.p(13.5), C.p(13), C.p(11), DIE_STYLE["gem"]["sym"]), (0, 0))
        S.blit(symbol_layer(C.size, "magic", C.p(34.5), C.p(34), C.p(11), DIE_STYLE["magic"]["sym"]), (0, 0))
        return C.finish()
    st = DIE_STYLE[kind]
    body = st["body"]
    paint(S, m, vgrad(C.size, [(0, shade(body, 1.25)), (1, shade(body, 0.75))]))
    inner = C.rrect_mask(x + 4, y + 4, w - 8, h - 8, r - 3)
    paint(S, inner, vgrad(C.size, [(0, shade(body, 0.92)), (1, shade(body, 1.06))]))
    pygame.draw.rect(S, rgba(shade(body, 0.45), 160), C.rect(x + 4, y + 4, w - 8, h - 8), max(1, int(0.8 * k)),
                     border_radius=C.i(r - 3))
    pygame.draw.rect(S, rgba(shade(body, 0.3), 255), C.rect(x, y, w, h), max(1, int(1.6 * k)), border_radius=C.i(r))
    S.blit(symbol_layer(C.size, kind, C.p(13.5), C.p(13), C.p(11.5), st["sym"]), (0, 0))
    return C.finish()


def icon_canvas(scale):
    C = Canvas(48, 48, scale)
    return C, C.layer()


def icon_finish(C: Canvas, L: pygame.Surface, outline=1.4, shadow=True) -> pygame.Surface:
    k = C.k
    L2 = outlined(L, outline * k, (26, 16, 10)) if outline else L
    if shadow:
        drop_shadow(C.surf, L2, (0.4 * k, 1.4 * k), 1.2 * k, 150)
    C.surf.blit(L2, (0, 0))
    return C.finish()


def draw_icon_x(scale):
    C, L = icon_canvas(scale)
    k = C.k
    for a, b in (((11, 11), (37, 37)), ((37, 11), (11, 37))):
        pygame.draw.line(L, (196, 38, 34), C.pt(*a), C.pt(*b), int(7 * k))
        for p in (a, b):
            pygame.draw.circle(L, (196, 38, 34), C.pt(*p), 3.5 * k)
    # highlight stroke
    pygame.draw.line(L, (236, 110, 96), C.pt(12.5, 11.5), C.pt(22, 21), max(1, int(1.6 * k)))
    pygame.draw.line(L, (236, 110, 96), C.pt(35.5, 11.5), C.pt(26, 21), max(1, int(1.6 * k)))
    # ivory halo so the X reads on any die colour (a red gem die included)
    L = outlined(L, 1.8 * k, (250, 240, 220))
    return icon_finish(C, L, 1.1)


def arc_arrow(L, C: Canvas, cx, cy, r, a0, a1, width, col, head=True):
    """Arc from angle a0 to a1 (degrees, clockwise on screen) with an arrow head at a1."""
    k = C.k
    n = 40
    pts = []
    for i in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        pts.append(C.pt(cx + r * math.cos(a), cy + r * math.sin(a)))
    for i in range(n):
        pygame.draw.line(L, col, pts[i], pts[i + 1], int(width * k))
        pygame.draw.circle(L, col, pts[i], width / 2 * k)
    if head:
        a = math.radians(a1)
        d = 1 if a1 > a0 else -1
        tx, ty = -math.sin(a) * d, math.cos(a) * d  # tangent direction of travel
        tip = (cx + r * math.cos(a) + tx * width * 1.6, cy + r * math.sin(a) + ty * width * 1.6)
        b1 = (cx + (r + width * 1.25) * math.cos(a) - tx * 0.5, cy + (r + width * 1.25) * math.sin(a) - ty * 0.5)
        b2 = (cx + (r - width * 1.25) * math.cos(a) - tx * 0.5, cy + (r - width * 1.25) * math.sin(a) - ty * 0.5)
        pygame.draw.polygon(L, col, C.pts([tip, b1, b2]))


def draw_icon_flip(scale):
    C, L = icon_canvas(scale)
    mini_die(L, C, 12.5, 31, 17, 1, angle=8)
    mini_die(L, C, 35.5, 31, 17, 6, angle=-8)
    arc_arrow(L, C, 24, 25, 13, 200, 340, 3.4, BRASS_L)
    return icon_finish(C, L)


def draw_icon_reroll(scale):
    C, L = icon_canvas(scale)
    mini_die(L, C, 24, 24, 17, 5, angle=12)
    arc_arrow(L, C, 24, 24, 17, -150, 0, 3.4, BRASS_L)
    arc_arrow(L, C, 24, 24, 17, 30, 180, 3.4, BRASS_L)
    return icon_finish(C, L)


def draw_icon_bonus(scale):
    C, L = icon_canvas(scale)
    k = C.k
    pts = star_points(C.p(24), C.p(24), C.p(21), C.p(13), 10, -90)
    pygame.draw.polygon(L, BRASS_M, pts)
    pygame.draw.polygon(L, BRASS_L, star_points(C.p(23.3), C.p(23.3), C.p(16), C.p(11), 10, -90))
    pygame.draw.circle(L, (166, 34, 32), C.pt(24, 24), 10.5 * k)
    pygame.draw.circle(L, (206, 70, 56), C.pt(23, 22.5), 8 * k)
    pygame.draw.rect(L, PARCH_LIGHT, C.rect(22.3, 17, 3.4, 14), border_radius=C.i(1))
    pygame.draw.rect(L, PARCH_LIGHT, C.rect(17, 22.3, 14, 3.4), border_radius=C.i(1))
    return icon_finish(C, L)


def draw_icon_supply(scale):
    C, L = icon_canvas(scale)
    k = C.k
    # leather pouch
    bag = [(12, 44), (36, 44), (40, 38), (38, 28), (31, 22), (17, 22), (10, 28), (8, 38)]
    pygame.draw.polygon(L, (150, 92, 48), C.pts(bag))
    pygame.draw.polygon(L, (176, 114, 64), C.pts([(14, 40), (24, 41), (22, 26), (17, 26), (12, 31)]))
    pygame.draw.rect(L, (120, 70, 34), C.rect(15, 18, 18, 6), border_radius=C.i(2))
    pygame.draw.line(L, BRASS_M, C.pt(15, 24), C.pt(33, 24), int(2 * k))
    # dice peeking out
    mini_die(L, C, 31, 36, 11, 3, body=DIE_STYLE["gem"]["body"], pip=(250, 240, 230), angle=-14)
    # arrow down into the bag
    pygame.draw.rect(L, (88, 170, 84), C.rect(20.5, 2, 7, 9))
    pygame.draw.polygon(L, (88, 170, 84), C.pts([(15, 10), (33, 10), (24, 19)]))
    return icon_finish(C, L)


def draw_icon_smithy(scale):
    C, L = icon_canvas(scale)
    k = C.k
    # smoke
    for x, y, r in ((34, 7, 3.2), (37, 3.5, 2.4), (31, 4.5, 2.2)):
        pygame.draw.circle(L, (170, 166, 160), C.pt(x, y), r * k)
    pygame.draw.rect(L, (120, 62, 44), C.rect(30, 8, 6, 12))
    pygame.draw.rect(L, (220, 200, 160), C.rect(9, 23, 30, 21))  # plaster walls
    for xx in (9, 23.5, 37):
        pygame.draw.rect(L, (92, 56, 30), C.rect(xx, 23, 2, 21))
    pygame.draw.rect(L, (92, 56, 30), C.rect(9, 31.5, 30, 2))
    pygame.draw.polygon(L, (150, 52, 36), C.pts([(4, 25), (24, 9), (44, 25)]))
    pygame.draw.polygon(L, (184, 74, 50), C.pts([(9, 22.5), (24, 11), (26, 12.5), (12, 23.5)]))
    # glowing door
    pygame.draw.rect(L, (60, 24, 10), C.rect(14, 32, 9, 12))
    pygame.draw.rect(L, (255, 170, 60), C.rect(15.5, 34, 6, 10))
    pygame.draw.rect(L, (255, 230, 140), C.rect(17, 38, 3, 6))
    # window
    pygame.draw.rect(L, (255, 196, 90), C.rect(28, 34, 7, 6))
    return icon_finish(C, L)


def draw_icon_stock(scale):
    C, L = icon_canvas(scale)
    k = C.k
    # crate
    pygame.draw.rect(L, (168, 116, 62), C.rect(7, 22, 34, 22))
    for yy in (22, 29.3, 36.6):
        pygame.draw.line(L, (104, 66, 32), C.pt(7, yy), C.pt(41, yy), max(1, int(1 * k)))
    pygame.draw.rect(L, (120, 78, 38), C.rect(7, 22, 4, 22))
    pygame.draw.rect(L, (120, 78, 38), C.rect(37, 22, 4, 22))
    pygame.draw.line(L, (120, 78, 38), C.pt(10, 42), C.pt(38, 24), int(3 * k))
    # dice heaped on top
    mini_die(L, C, 15, 18, 12, 4, body=DIE_STYLE["wood"]["body"], pip=(250, 246, 230), angle=10)
    mini_die(L, C, 33, 18, 12, 2, body=DIE_STYLE["magic"]["body"], pip=(250, 246, 230), angle=-8)
    mini_die(L, C, 24, 12, 12, 5, body=DIE_STYLE["gem"]["body"], pip=(250, 246, 230), angle=4)
    return icon_finish(C, L)


def draw_icon_anvil_always(scale):
    C, L = icon_canvas(scale)
    k = C.k
    pygame.draw.circle(L, BRASS_D, C.pt(24, 24), 21 * k)
    M = C.layer()
    pygame.draw.circle(M, (255, 255, 255, 255), C.pt(24, 24), 19.5 * k)
    paint(L, M, radial(C.size, BRASS_L, BRASS_M, center=(0.4, 0.35), radius=0.45))
    anvil_shape(L, C, 24, 26.5, 30, (38, 34, 36))
    pygame.draw.polygon(L, (120, 116, 120), anvil_points(C.p(24), C.p(26.5), C.p(30))[1:5])
    return icon_finish(C, L)


def draw_icon_steal(scale):
    C, L = icon_canvas(scale)
    k = C.k
    # thief's domino mask
    mask = [(3, 20), (10, 15), (18, 15), (24, 18), (30, 15), (38, 15), (45, 20), (43, 30), (36, 34), (29, 32),
            (24, 28), (19, 32), (12, 34), (5, 30)]
    pygame.draw.polygon(L, (40, 38, 46), C.pts(mask))
    pygame.draw.polygon(L, (84, 80, 96), C.pts([(6, 20), (11, 17), (18, 17), (22, 19), (13, 20), (7, 23)]))
    for ex in (14, 34):
        eye = [(ex - 6, 24), (ex - 2, 21), (ex + 3, 21.5), (ex + 6, 24.5), (ex + 2, 27), (ex - 3, 27)]
        pygame.draw.polygon(L, (0, 0, 0, 0), C.pts(eye))
    # ties
    pygame.draw.polygon(L, (40, 38, 46), C.pts([(4, 22), (0.5, 30), (3, 31), (6, 25)]))
    pygame.draw.polygon(L, (40, 38, 46), C.pts([(44, 22), (47.5, 30), (45, 31), (42, 25)]))
    # a small coin being snatched
    pygame.draw.circle(L, BRASS_M, C.pt(24, 40), 5.5 * k)
    pygame.draw.circle(L, BRASS_L, C.pt(23.3, 39.3), 3.6 * k)
    return icon_finish(C, L, 1.6)


def draw_icon_crown(scale):
    C, L = icon_canvas(scale)
    k = C.k
    crown = [(6, 38), (5, 15), (15, 26), (24, 10), (33, 26), (43, 15), (42, 38)]
    pygame.draw.polygon(L, BRASS_M, C.pts(crown))
    pygame.draw.polygon(L, BRASS_L, C.pts([(8, 34), (7.5, 19), (15, 28), (24, 14), (24, 33)]))
    pygame.draw.rect(L, shade(BRASS_M, 0.85), C.rect(6, 33, 36, 8), border_radius=C.i(1.5))
    pygame.draw.rect(L, BRASS_L, C.rect(7, 33.5, 34, 2))
    for x, c in ((14, RED), (24, DIE_STYLE["magic"]["body"]), (34, RED)):
        pygame.draw.circle(L, c, C.pt(x, 37), 2.4 * k)
        pygame.draw.circle(L, (255, 255, 255), C.pt(x - 0.7, 36.3), 0.7 * k)
    for x, y in ((5, 14), (24, 9), (43, 14)):
        pygame.draw.circle(L, BRASS_L, C.pt(x, y), 3.2 * k)
        pygame.draw.circle(L, (255, 250, 220), C.pt(x - 0.8, y - 0.8), 1.1 * k)
    return icon_finish(C, L)
