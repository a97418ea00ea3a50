"""Forge's UI timings for `kingsforge bench --game forge`: a frame's time at 1920x1080 with four
players late in the game while a worker is dragged across the board (lit spots, the meeple under
the mouse), and the CPU an idle Forge table uses (a person to move, nothing moving)."""

from __future__ import annotations

import os
import time


def _late_table(app, players: int, seed: int):
    from kingsforge.forge.ui.screenshot import build_scene

    table = build_scene(app, "late", players, seed)
    table.match.autosave_enabled = False
    return table


def frame_times(frames: int = 240, players: int = 4, seed: int = 3) -> list[float]:
    import pygame

    from kingsforge.ui.screenshot import make_app

    app = make_app(players, seed)
    table = _late_table(app, players, seed)
    for _ in range(5):
        app.tick(1 / 60)
    free = table.workers_free()
    times = []
    for i in range(frames):
        if free and table.drag is None:
            w = free[0]
            table.press = (w, (0, 0))
            table.drag = (w, (0, 0))
        x, y = 100 + (i * 13) % 1000, 120 + (i * 7) % 500
        table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(13, 7), buttons=(1, 0, 0)))
        start = time.perf_counter()
        app.tick(1 / 60)
        times.append((time.perf_counter() - start) * 1000)
    return times


def frame_p99_ms(frames: int = 240) -> float:
    frame_times(30)          # warm the text caches, as a player's first seconds would
    times = sorted(frame_times(frames))
    return round(times[min(len(times) - 1, int(len(times) * 0.99))], 2)


def idle_cpu_pct(seconds: float = 5.0, players: int = 2, seed: int = 3) -> float:
    from kingsforge.ui.screenshot import make_app

    app = make_app(players, seed)
    table = _late_table(app, players, seed)
    app.run_for(0.6)
    cpu, wall = time.process_time(), time.perf_counter()
    app.run_for(seconds)
    used = 100.0 * (time.process_time() - cpu) / max(1e-6, time.perf_counter() - wall)
    table.exit()
    return round(used, 1)


def figures(quick: bool = False):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    yield "ui_frame_p99_ms", frame_p99_ms(120 if quick else 240), "ms"
    yield "ui_idle_cpu_pct", idle_cpu_pct(2.0 if quick else 5.0), "%"
