"""Dice: each type's body, pips and symbol, the Conjurer's declared faces and the +6 plaque."""

from __future__ import annotations

import math
import os
import random

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from kingsforge.ui import looks
from kingsforge.ui.spritegen.catalogue import DIE_SIZE, LOOKS, SEED, SIZES
from kingsforge.ui.spritegen.paint import (
    BRASS_D,
    BRASS_L,
    BRASS_M,
    INK,
    Canvas,
    blur,
    clip_to,
    draw_text,
    drop_shadow,
    new_layer,
    paint,
    rgba,
    rotate_pts,
    shade,
    silhouette,
    vgrad,
)

# Each die type's sprite colours, from its module's look (data/<module>/looks.yaml).
DIE_STYLE = {t: dict(body=look.body, pip=look.sprite_pips, sym=look.inlay) for t, look in LOOKS.items()}


# --------------------------------------------------------------------------
# Symbols (drawn opaque in one colour, details in a darker colour)
# --------------------------------------------------------------------------


def sym_nut(L, cx, cy, s, col, det):
    r = 0.52 * s
    hexa = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in range(0, 360, 60)]
    pygame.draw.polygon(L, col, hexa)
    pygame.draw.circle(L, det, (cx, cy), 0.34 * s, max(1, int(0.06 * s)))
    pygame.draw.circle(L, (0, 0, 0, 0), (cx, cy), 0.22 * s)


def sym_leaf(L, cx, cy, s, col, det):
    n = 28
    length, width = 1.0 * s, 0.56 * s
    upper, lower = [], []
    for i in range(n + 1):
        t = i / n
        x = (t - 0.5) * length
        y = (width / 2) * (math.sin(math.pi * t) ** 0.85) * (1 - 0.25 * t)
        upper.append((x, -y))
        lower.append((x, y * 0.92))
    pts = upper + lower[::-1]
    ang = -45
    ox, oy = cx + 0.06 * s, cy - 0.02 * s
    pygame.draw.polygon(L, col, rotate_pts(pts, ang, ox, oy))
    stem = rotate_pts([(-0.5 * length, 0), (-0.66 * length, 0.05 * s)], ang, ox, oy)
    pygame.draw.line(L, col, stem[0], stem[1], max(1, int(0.09 * s)))
    rib = rotate_pts([(-0.48 * length, 0), (0.38 * length, 0)], ang, ox, oy)
    wv = max(1, int(0.055 * s))
    pygame.draw.line(L, det, rib[0], rib[1], wv)
    for f in (-0.22, 0.0, 0.2):
        for side in (-1, 1):
            v = rotate_pts([(f * length, 0), ((f + 0.16) * length, side * 0.17 * s)], ang, ox, oy)
            pygame.draw.line(L, det, v[0], v[1], max(1, int(0.04 * s)))


def sym_gem(L, cx, cy, s, col, det):
    top, gird, bot = -0.40, -0.10, 0.50
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    outline = [P(-0.26, top), P(0.26, top), P(0.52, gird), P(0, bot), P(-0.52, gird)]
    pygame.draw.polygon(L, col, outline)
    # lighter table facet
    pygame.draw.polygon(L, shade(col, 1.25), [P(-0.26, top), P(0.26, top), P(0.14, gird), P(-0.14, gird)])
    w = max(1, int(0.05 * s))
    pygame.draw.line(L, det, P(-0.52, gird), P(0.52, gird), w)
    for a, b in (((-0.26, top), (-0.14, gird)), ((0.26, top), (0.14, gird)),
                 ((-0.14, gird), (0, bot)), ((0.14, gird), (0, bot))):
        pygame.draw.line(L, det, P(*a), P(*b), w)


def star_points(cx, cy, r_out, r_in, n=5, rot=-90):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def sym_star(L, cx, cy, s, col, det):
    pygame.draw.polygon(L, col, star_points(cx, cy + 0.04 * s, 0.56 * s, 0.24 * s))
    pygame.draw.polygon(L, shade(col, 1.2), star_points(cx, cy + 0.04 * s, 0.26 * s, 0.11 * s))


def sym_book(L, cx, cy, s, col, det):
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    # cover (slightly larger, darker)
    cover = [P(0, -0.22), P(-0.3, -0.32), P(-0.56, -0.30), P(-0.56, 0.38), P(-0.3, 0.34), P(0, 0.44),
             P(0.3, 0.34), P(0.56, 0.38), P(0.56, -0.30), P(0.3, -0.32)]
    pygame.draw.polygon(L, det, cover)
    left = [P(-0.03, -0.26), P(-0.28, -0.38), P(-0.5, -0.36), P(-0.5, 0.28), P(-0.28, 0.26), P(-0.03, 0.36)]
    right = [(2 * cx - x, y) for x, y in left]
    pygame.draw.polygon(L, col, left)
    pygame.draw.polygon(L, col, right)
    w = max(1, int(0.045 * s))
    for yy in (-0.14, 0.0, 0.14):
        pygame.draw.line(L, det, P(-0.42, yy - 0.08), P(-0.12, yy - 0.02), w)
        pygame.draw.line(L, det, P(0.12, yy - 0.02), P(0.42, yy - 0.08), w)


def sym_tomb(L, cx, cy, s, col, det):
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    hw = 0.30 * s
    top = cy - 0.20 * s
    pygame.draw.ellipse(L, det, pygame.Rect(P(-0.52, 0.32), (1.04 * s, 0.22 * s)))
    pygame.draw.rect(L, col, pygame.Rect(cx - hw, top, 2 * hw, 0.6 * s))
    pygame.draw.circle(L, col, (cx, top), hw)
    w = max(1, int(0.09 * s))
    pygame.draw.line(L, det, P(0, -0.36), P(0, 0.16), w)
    pygame.draw.line(L, det, P(-0.15, -0.18), P(0.15, -0.18), w)


def sym_wheat(L, cx, cy, s, col, det):
    """A sheaf of wheat: three stalks with grain heads (the Farm die)."""
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    w = max(1, int(0.08 * s))
    for lean in (-0.22, 0.0, 0.22):
        top = P(lean * 1.3, -0.30)
        pygame.draw.line(L, col, P(lean * 0.2, 0.52), top, w)
        for k in range(4):
            y = -0.52 + k * 0.13
            for side in (-1, 1):
                ex, ey = lean * 1.3 + side * 0.10, y + 0.02
                grain = pygame.Rect(0, 0, 0.15 * s, 0.24 * s)
                grain.center = P(ex * 0.7 + lean * 0.4, ey)
                pygame.draw.ellipse(L, col, grain)
        pygame.draw.ellipse(L, col, pygame.Rect(P(lean * 1.3 - 0.06, -0.66), (0.12 * s, 0.2 * s)))
    pygame.draw.line(L, det, P(-0.30, 0.24), P(0.30, 0.24), max(1, int(0.1 * s)))


def sym_sparkle(L, cx, cy, s, col, det):
    """A four-pointed sparkle with a small one beside it (the undeclared Conjurer die)."""
    pygame.draw.polygon(L, col, star_points(cx - 0.06 * s, cy + 0.06 * s, 0.56 * s, 0.14 * s, n=4, rot=-90))
    pygame.draw.polygon(L, shade(col, 1.25), star_points(cx + 0.36 * s, cy - 0.34 * s, 0.22 * s, 0.06 * s, n=4,
                                                          rot=-90))


def sym_rock(L, cx, cy, s, col, det):
    """A craggy stone with a glowing crack (the Grimstone die)."""
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    pts = [P(-0.50, 0.30), P(-0.42, -0.16), P(-0.12, -0.46), P(0.30, -0.38), P(0.52, 0.02), P(0.40, 0.36),
           P(-0.04, 0.46)]
    pygame.draw.polygon(L, col, pts)
    w = max(1, int(0.08 * s))
    pygame.draw.lines(L, det, False, [P(-0.10, -0.40), P(0.02, -0.10), P(-0.12, 0.10), P(0.06, 0.40)], w)


def sym_flake(L, cx, cy, s, col, det):
    """A six-armed snowflake (the Borealis die)."""
    w = max(1, int(0.11 * s))
    for i in range(3):
        a = math.radians(90 + i * 60)
        dx, dy = math.cos(a) * 0.5 * s, math.sin(a) * 0.5 * s
        pygame.draw.line(L, col, (cx - dx, cy - dy), (cx + dx, cy + dy), w)
        for sign in (-1, 1):
            ex, ey = cx + sign * dx * 0.62, cy + sign * dy * 0.62
            for b in (-35, 35):
                a2 = a + math.radians(b) + (0 if sign > 0 else math.pi)
                pygame.draw.line(L, col, (ex, ey), (ex + math.cos(a2) * 0.2 * s, ey + math.sin(a2) * 0.2 * s),
                                 max(1, w // 2 + 1))
    pygame.draw.circle(L, det, (cx, cy), 0.1 * s)


def sym_rings(L, cx, cy, s, col, det):
    """A tree's growth rings (the Heartwood die)."""
    for k, r in enumerate((0.5, 0.36, 0.22, 0.09)):
        pygame.draw.circle(L, col if k % 2 == 0 else det, (cx, cy), r * s)


def sym_shard(L, cx, cy, s, col, det):
    """Two crystal shards of sky ore (the Aether Ore die)."""
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    pygame.draw.polygon(L, col, [P(-0.10, 0.48), P(-0.34, 0.0), P(-0.12, -0.52), P(0.10, 0.0)])
    pygame.draw.polygon(L, shade(col, 0.8), [P(0.12, 0.48), P(0.04, 0.08), P(0.28, -0.30), P(0.42, 0.10)])
    pygame.draw.line(L, det, P(-0.12, -0.44), P(-0.12, 0.40), max(1, int(0.05 * s)))


def sym_scroll(L, cx, cy, s, col, det):
    """A rolled scroll (the Archive die)."""
    P = lambda x, y: (cx + x * s, cy + y * s)  # noqa: E731
    pygame.draw.rect(L, col, pygame.Rect(P(-0.36, -0.34), (0.72 * s, 0.68 * s)))
    for y in (-0.34, 0.34):
        pygame.draw.ellipse(L, det, pygame.Rect(P(-0.46, y - 0.1), (0.92 * s, 0.2 * s)))
    w = max(1, int(0.05 * s))
    for y in (-0.12, 0.02, 0.16):
        pygame.draw.line(L, det, P(-0.22, y), P(0.22, y), w)


# A look's `symbol:` (content/looks.py SYMBOLS names them): the mark inlaid on its die.
SYMBOLS = {"nut": sym_nut, "leaf": sym_leaf, "gem": sym_gem, "star": sym_star, "book": sym_book, "tomb": sym_tomb,
           "wheat": sym_wheat, "sparkle": sym_sparkle, "rock": sym_rock, "flake": sym_flake, "rings": sym_rings,
           "shard": sym_shard, "scroll": sym_scroll}


def symbol_layer(size, die_type, cx, cy, s, col, det=None, emboss=True) -> pygame.Surface:
    L = new_layer(size)
    det = det or shade(col, 0.6)
    SYMBOLS[looks.look(die_type).symbol](L, cx, cy, s, col, det)
    if not emboss:
        return L
    out = new_layer(size)
    out.blit(silhouette(L, (0, 0, 0, 110)), (0, max(1, int(0.06 * s))))
    out.blit(L, (0, 0))
    return out


# --------------------------------------------------------------------------
# Dice
# --------------------------------------------------------------------------

_A, _M, _B = 28.5, 48.0, 67.5
PIPS = {
    1: [(_M, _M)],
    2: [(_B, _A), (_A, _B)],
    3: [(_B, _A), (_M, _M), (_A, _B)],
    4: [(_A, _A), (_B, _A), (_A, _B), (_B, _B)],
    5: [(_A, _A), (_B, _A), (_M, _M), (_A, _B), (_B, _B)],
    6: [(_A, _A), (_B, _A), (_A, _M), (_B, _M), (_A, _B), (_B, _B)],
}
PIP_R = 8.2


def _die_texture(C: Canvas, die_type: str, body, rng: random.Random) -> pygame.Surface:
    """Subtle per-material surface detail, drawn on a full-canvas layer: the texture the die
    type's look names (data/<module>/looks.yaml)."""
    T = C.layer()
    draw = TEXTURES.get(looks.look(die_type).texture)
    if draw is not None:
        T = draw(C, T, body, rng) or T
    return T


def _texture_brushed(C: Canvas, T, body, rng: random.Random):
    """Brushed steel."""
    k = C.k
    for _ in range(70):
        y = rng.uniform(8, 88)
        a = rng.randint(6, 22)
        c = (255, 255, 255, a) if rng.random() < 0.5 else (0, 0, 0, a + 8)
        x0 = rng.uniform(4, 50)
        pygame.draw.line(T, c, C.pt(x0, y), C.pt(x0 + rng.uniform(20, 50), y), max(1, int(0.5 * k)))


def _texture_grain(C: Canvas, T, body, rng: random.Random):
    """Grain."""
    k = C.k
    for i in range(9):
        y0 = 10 + i * 9.5 + rng.uniform(-2, 2)
        amp = rng.uniform(1.0, 2.6)
        ph = rng.uniform(0, 6.3)
        pts = [C.pt(x, y0 + amp * math.sin(x / 13 + ph)) for x in range(0, 97, 4)]
        pygame.draw.lines(T, rgba(shade(body, 0.6), 60), False, pts, max(1, int(0.8 * k)))


def _texture_facets(C: Canvas, T, body, rng: random.Random):
    """Facets."""
    cx, cy = 48, 48
    for i in range(8):
        a0 = math.radians(i * 45 + 10)
        a1 = math.radians(i * 45 + 55)
        pts = [C.pt(cx, cy), C.pt(cx + 80 * math.cos(a0), cy + 80 * math.sin(a0)),
               C.pt(cx + 80 * math.cos(a1), cy + 80 * math.sin(a1))]
        c = (255, 255, 255, 18) if i % 2 == 0 else (0, 0, 0, 22)
        pygame.draw.polygon(T, c, pts)


def _texture_speckle(C: Canvas, T, body, rng: random.Random):
    """Starry speckle."""
    k = C.k
    for _ in range(26):
        x, y = rng.uniform(10, 86), rng.uniform(10, 86)
        r = rng.uniform(0.4, 1.1)
        pygame.draw.circle(T, (220, 235, 255, rng.randint(50, 120)), C.pt(x, y), max(1, r * k))


def _texture_ruling(C: Canvas, T, body, rng: random.Random):
    """Paper ruling."""
    k = C.k
    for i in range(10):
        y = 12 + i * 8
        pygame.draw.line(T, (120, 96, 60, 26), C.pt(10, y), C.pt(86, y), max(1, int(0.5 * k)))


def _texture_straw(C: Canvas, T, body, rng: random.Random):
    """Straw: short crossing strokes."""
    k = C.k
    for _ in range(60):
        x, y = rng.uniform(6, 90), rng.uniform(6, 90)
        a = rng.uniform(-0.5, 0.5) + (0.0 if rng.random() < 0.5 else math.pi / 2)
        ln = rng.uniform(5, 11)
        c = (255, 230, 170, rng.randint(16, 34)) if rng.random() < 0.5 else (40, 20, 6, rng.randint(18, 34))
        pygame.draw.line(T, c, C.pt(x, y), C.pt(x + ln * math.cos(a), y + ln * math.sin(a)),
                         max(1, int(0.7 * k)))


def _texture_pinwheel(C: Canvas, T, body, rng: random.Random):
    """A pinwheel of metal, gem, magic and wood: the colours it may become."""
    k = C.k
    wheel = [DIE_STYLE[c]["body"] for c in ("metal", "gem", "magic", "wood")]
    for i in range(8):
        a0, a1 = math.radians(i * 45 - 112.5), math.radians(i * 45 - 67.5)
        pts = [C.pt(48, 48), C.pt(48 + 80 * math.cos(a0), 48 + 80 * math.sin(a0)),
               C.pt(48 + 80 * math.cos(a1), 48 + 80 * math.sin(a1))]
        pygame.draw.polygon(T, rgba(shade(wheel[i % 4], 1.2), 200), pts)
    T = blur(T, 1.2 * k)
    for i in range(3):          # a few glints
        x0 = -10 + i * 34 + rng.uniform(-4, 4)
        pygame.draw.line(T, (255, 255, 255, 40), C.pt(x0, 96), C.pt(x0 + 60, 0),
                         max(1, int(rng.uniform(1.0, 2.5) * k)))
    return T


def _texture_mottled(C: Canvas, T, body, rng: random.Random):
    """Mottled stone."""
    k = C.k
    for _ in range(40):
        x, y = rng.uniform(8, 88), rng.uniform(8, 88)
        r = rng.uniform(1.5, 5)
        c = (0, 0, 0, rng.randint(10, 26)) if rng.random() < 0.6 else (255, 255, 255, rng.randint(8, 18))
        pygame.draw.circle(T, c, C.pt(x, y), r * k)
    T = blur(T, 0.6 * k)
    return T


# A look's `texture:` (content/looks.py TEXTURES names them), drawn over the die's face.
TEXTURES = {"plain": None, "brushed": _texture_brushed, "grain": _texture_grain, "facets": _texture_facets,
            "speckle": _texture_speckle, "ruling": _texture_ruling, "straw": _texture_straw,
            "pinwheel": _texture_pinwheel, "mottled": _texture_mottled}

def draw_die(scale: float, die_type: str, value: int | None, ss: int = 4, mark: str | None = None) -> pygame.Surface:
    """A die face; `mark` draws another type's symbol in that type's own colour (a declared Conjurer die).
    Any die type with a look (ui/looks.py: a shipped module's, or the loaded card data's) can be drawn."""
    look = looks.look(die_type)
    body = look.body
    C = Canvas(DIE_SIZE, DIE_SIZE, scale, ss)
    S = C.surf
    k = C.k
    rng = random.Random(f"{SEED}-die-{die_type}")  # same texture on every face

    bx, by, bw, bh, br = 6, 5, 84, 84, 17
    outer = C.rrect_mask(bx, by, bw, bh, br)
    drop_shadow(S, outer, (1.2 * k, 3.2 * k), 2.6 * k, 130)

    # rim: bevel, light at the top, dark at the bottom
    paint(S, outer, vgrad(C.size, [(0.0, shade(body, 1.35)), (0.45, body), (1.0, shade(body, 0.5))]))
    # face
    face = C.rrect_mask(bx + 4.5, by + 4.0, bw - 9, bh - 9.5, br - 4)
    paint(S, face, vgrad(C.size, [(0.0, shade(body, 1.08)), (1.0, shade(body, 0.9))]))
    S.blit(clip_to(_die_texture(C, die_type, body, rng), face), (0, 0))
    # soft sheen at top-left
    sheen = C.layer()
    pygame.draw.ellipse(sheen, (255, 255, 255, 46), C.rect(12, 10, 50, 30))
    S.blit(clip_to(blur(sheen, 4 * k), face), (0, 0))
    # thin inner edge shadow of the face
    edge = C.layer()
    pygame.draw.rect(edge, rgba(shade(body, 0.45), 90), C.rect(bx + 4.5, by + 4.0, bw - 9, bh - 9.5),
                     max(1, int(1.0 * k)), border_radius=C.i(br - 4))
    S.blit(edge, (0, 0))
    # outline
    pygame.draw.rect(S, rgba(shade(body, 0.3), 255), C.rect(bx, by, bw, bh), max(1, int(1.3 * k)),
                     border_radius=C.i(br))

    symcol = look.inlay if mark is None else looks.look(mark).body
    symbol = die_type if mark is None else mark
    if value is None:
        L = symbol_layer(C.size, symbol, C.p(48), C.p(47), C.p(42), symcol)
        S.blit(L, (0, 0))
    else:
        L = symbol_layer(C.size, symbol, C.p(48), C.p(17.5), C.p(18), symcol)
        S.blit(L, (0, 0))
        pip = look.sprite_pips
        dark_pip = sum(pip) < 300
        for (x, y) in PIPS[value]:
            # recess: a darker rim whose top edge shows
            pygame.draw.circle(S, rgba(shade(body, 0.35), 220), C.pt(x, y - 0.5), (PIP_R + 0.9) * k)
            pygame.draw.circle(S, pip, C.pt(x, y + 0.5), PIP_R * k)
            if not dark_pip:
                pygame.draw.circle(S, shade(pip, 0.86), C.pt(x, y - 0.6), PIP_R * k, max(1, int(1.3 * k)))
            else:
                pygame.draw.circle(S, (90, 80, 72), C.pt(x - 2.2, y - 2.4), 1.6 * k)
    return C.finish()


def draw_plus6(scale: float) -> pygame.Surface:
    w, h = SIZES["die_plus6"]
    C = Canvas(w, h, scale)
    S = C.surf
    k = C.k
    m = C.rrect_mask(1.5, 1, w - 3, h - 3.5, 6)
    drop_shadow(S, m, (0, 1.2 * k), 1.2 * k, 160)
    paint(S, m, vgrad(C.size, [(0, BRASS_L), (0.5, BRASS_M), (1, BRASS_D)]))
    pygame.draw.rect(S, INK, C.rect(1.5, 1, w - 3, h - 3.5), max(1, int(1.3 * k)), border_radius=C.i(6))
    cy = 1 + (h - 3.5) / 2
    for x in (5.5, w - 5.5):
        pygame.draw.circle(S, BRASS_D, C.pt(x, cy), 1.5 * k)
        pygame.draw.circle(S, BRASS_L, C.pt(x - 0.4, cy - 0.4), 0.6 * k)
    draw_text(S, "+6", 21 * k, INK, C.pt(w / 2, cy + 0.3), "bold",
              shadow=((255, 240, 190, 150), (0, int(0.8 * k))))
    return C.finish()


def mini_die(L, C: Canvas, cx, cy, s, value, body=(244, 236, 214), pip=(40, 30, 24), angle=0):
    d = Canvas(s, s, C.k, ss=1)
    D = d.surf
    pygame.draw.rect(D, shade(body, 0.55), d.rect(0, 0, s, s), border_radius=d.i(s * 0.2))
    pygame.draw.rect(D, body, d.rect(s * 0.06, s * 0.05, s * 0.88, s * 0.86), border_radius=d.i(s * 0.17))
    g = s * 0.27
    pos = {1: [(0, 0)], 2: [(1, -1), (-1, 1)], 3: [(1, -1), (0, 0), (-1, 1)], 4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
           5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)], 6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
    for px, py in pos[value]:
        pygame.draw.circle(D, pip, d.pt(s / 2 + px * g, s / 2 + py * g - s * 0.02), s * 0.09 * d.k)
    if angle:
        D = pygame.transform.rotate(D, angle)
    L.blit(D, D.get_rect(center=(int(C.p(cx)), int(C.p(cy)))))
