"""Dice on the table: where each die is drawn now, gliding towards where it belongs.

Every frame the table says where each visible die should be; dice ease there,
so any change of state (a claim, a craft, a steal, cleanup) animates without
per-move code. Dice that appear come out of their stock pile, dice that leave
fly back to it. Rolling dice tumble for a moment before showing their value.
"""

from __future__ import annotations

import math
import random

import pygame

from kingsforge.ui import gfx, looks, theme


class DiceView:
    def __init__(self):
        self.pos: dict[int, list[float]] = {}      # die -> [x, y, size]
        self.leaving: dict[int, list[float]] = {}  # die -> [x, y, size, tx, ty]
        self.tumble: dict[int, float] = {}         # die -> seconds of tumbling left
        self.gliding = False                        # some die is not yet where it belongs
        self._rng = random.Random(5)
        self._tumble_faces: dict[int, int] = {}

    def reset(self) -> None:
        self.pos.clear()
        self.leaving.clear()
        self.tumble.clear()

    def sync(self, targets: dict[int, tuple[float, float, float]], spawn, dt: float, rate: float) -> None:
        """Move every die towards its target; rate <= 0 snaps (instant animation)."""
        k = 1.0 if rate <= 0 else 1.0 - math.exp(-dt * rate)
        self.gliding = False
        for die, (tx, ty, ts) in targets.items():
            cur = self.pos.get(die)
            if cur is None:
                start = self.leaving.pop(die, None)
                if start is not None:
                    cur = [start[0], start[1], start[2]]
                else:
                    sx, sy, ss = spawn(die) if spawn else (tx, ty, ts)
                    cur = [sx, sy, ss]
                self.pos[die] = cur
            cur[0] += (tx - cur[0]) * k
            cur[1] += (ty - cur[1]) * k
            cur[2] += (ts - cur[2]) * k
            if abs(tx - cur[0]) < 0.5 and abs(ty - cur[1]) < 0.5 and abs(ts - cur[2]) < 0.5:
                cur[0], cur[1], cur[2] = tx, ty, ts
            else:
                self.gliding = True
        for die in [d for d in self.pos if d not in targets]:
            x, y, s = self.pos.pop(die)
            sx, sy, _ = spawn(die) if spawn else (x, y, s)
            self.leaving[die] = [x, y, s, sx, sy]
        for die in list(self.leaving):
            x, y, s, tx, ty = self.leaving[die]
            x += (tx - x) * k
            y += (ty - y) * k
            s += (18 - s) * k
            if rate <= 0 or (abs(tx - x) < 3 and abs(ty - y) < 3):
                del self.leaving[die]
            else:
                self.leaving[die] = [x, y, s, tx, ty]
        for die in list(self.tumble):
            self.tumble[die] -= dt
            if self.tumble[die] <= 0:
                del self.tumble[die]
                self._tumble_faces.pop(die, None)
            elif self._rng.random() < 0.35:
                self._tumble_faces[die] = self._rng.randint(1, 6)

    def animating(self) -> bool:
        """True while any die glides, flies home or tumbles: the table keeps drawing."""
        return self.gliding or self.moving()

    def moving(self) -> bool:
        """True while any die is still travelling (AI pacing waits for this)."""
        if self.leaving or self.tumble:
            return True
        return False

    def start_tumble(self, dice, seconds: float) -> None:
        for die in dice:
            if seconds > 0:
                self.tumble[die] = seconds * (0.8 + 0.4 * self._rng.random())
                self._tumble_faces[die] = self._rng.randint(1, 6)

    def shown_value(self, die: int, value: int) -> int:
        return self._tumble_faces.get(die, value) if die in self.tumble else value

    def angle(self, die: int) -> float:
        left = self.tumble.get(die)
        return 0.0 if left is None else math.sin(left * 30 + die) * 25 * min(1.0, left * 3)


def draw_die(surface: pygame.Surface, type_id: str, value: int, center, size: float,
             symbols: bool = True, angle: float = 0.0, alpha: int = 255,
             lifted: bool = False) -> pygame.Rect:
    size = max(8, int(round(size / 4) * 4))  # few distinct sizes: each is a cached scaled sprite
    face = die_surface(type_id, value, size)
    if angle:
        face = pygame.transform.rotate(face, angle)
    rect = face.get_rect(center=(int(center[0]), int(center[1])))
    shadow_off = 10 if lifted else max(2, size // 16)
    shadow = _shadow(face.get_size(), size // 6)
    surface.blit(shadow, rect.move(shadow_off // 2, shadow_off))
    if alpha < 255:
        face = face.copy()
        face.set_alpha(alpha)
    surface.blit(face, rect)
    if symbols and not gfx.die_has_symbol():
        r = max(4, size * 0.13)
        gfx.draw_die_shape(surface, type_id, (rect.x + r * 1.6, rect.y + r * 1.6), r,
                           looks.pips(type_id, (255, 255, 255)), outline=(0, 0, 0))
    return rect


PLACED_RING_REACH = 6      # how far draw_placed_ring's frame (4 px out, its dark edge 2 more) reaches past the die


def draw_placed_ring(surface: pygame.Surface, center, size: float) -> None:
    """A bright frame round a die that sits on a box, so it never reads as the printed requirement."""
    rect = pygame.Rect(0, 0, int(size) + 8, int(size) + 8)
    rect.center = (int(center[0]), int(center[1]))
    pygame.draw.rect(surface, (20, 14, 10), rect.inflate(4, 4), 3, border_radius=max(4, int(size) // 5))
    pygame.draw.rect(surface, theme.GOLD_BRIGHT, rect, 3, border_radius=max(4, int(size) // 5))


def draw_raised_mark(surface: pygame.Surface, center, size: float) -> None:
    """A gold '+' badge on the die's top-right corner: a bonus raised its value."""
    r = max(7, int(size * 0.2))
    c = (int(center[0] + size / 2 - r * 0.4), int(center[1] - size / 2 + r * 0.4))
    pygame.draw.circle(surface, (20, 14, 10), c, r + 2)
    pygame.draw.circle(surface, theme.GOLD_BRIGHT, c, r)
    arm = max(3, int(r * 0.55))
    w = max(2, r // 3)
    pygame.draw.line(surface, (70, 40, 10), (c[0] - arm, c[1]), (c[0] + arm, c[1]), w)
    pygame.draw.line(surface, (70, 40, 10), (c[0], c[1] - arm), (c[0], c[1] + arm), w)


def warm_faces(type_ids, sizes) -> None:
    """Scale the die faces the table uses up front, so the first roll does not stutter."""
    for type_id in type_ids:
        for size in sizes:
            for value in range(0, 7):
                die_surface(type_id, value, size)


def die_surface(type_id: str, value: int, size: int) -> pygame.Surface:
    if value <= 0:
        return gfx.die_blank(type_id, size)
    return gfx.die_face(type_id, value, size)


_shadows: dict[tuple, pygame.Surface] = {}


def _shadow(size, radius) -> pygame.Surface:
    key = (size, radius)
    surf = _shadows.get(key)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 80), surf.get_rect(), border_radius=max(2, radius))
        if len(_shadows) > 300:
            _shadows.clear()
        _shadows[key] = surf
    return surf
