"""UI timings for `kingsforge bench`: frame time on a busy table and time to the first title frame.

ui_frame_p99_ms: the 99th-percentile time of one frame (update + draw + present) at 1920x1080 with
the table mid-game, while a die is dragged and a roll animation plays (target 16.7 ms or less).
ui_start_ms: from launching a fresh Python process to the first title frame on screen (target 1000).
ui_idle_cpu_pct: the game's main loop left alone on the title screen, then on a human's gather turn
(nothing moving), 5 s each: process CPU time over wall time, the busier of the two (target under 5).
ui_tutorial_cpu_pct: the same over 5 s of the tutorial's first lesson, its arrow animating and
nobody touching anything (target 5 or less).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time


def ui_frame_times(frames: int = 240, players: int = 3, seed: int = 7) -> list[float]:
    """Milliseconds per frame, headless."""
    import pygame

    from kingsforge.ui.match import Match
    from kingsforge.ui.scenes.table import TableScene
    from kingsforge.ui.screenshot import demo_config, make_app
    from kingsforge.ui.staging import _autoplay

    app = make_app(players, seed)
    match = Match.new(demo_config(players, seed))
    match.autosave_enabled = False
    _autoplay(match, lambda m: m.state.round >= 2 and m.in_craft and m.human_to_move and not m.state.has_rolled,
              seed)
    scene = TableScene(app, match)
    scene.last_human = match.current
    app.stack.reset(scene)
    app.settings.animation = "slow"
    for _ in range(5):
        app.tick(1 / 60)
    times = []
    dragging = False
    for i in range(frames):
        if i % 60 == 0 and match.human_to_move and match.in_craft and not match.state.has_rolled:
            scene.roll()
        if not dragging and match.human_to_move and match.in_craft and match.state.rolled[match.current]:
            die = match.state.rolled[match.current][0]
            pos = scene.dice.pos.get(die)
            if pos and scene.dice.tumble == {}:
                dragging = scene.start_drag((pos[0], pos[1]))
        if dragging and scene.drag is not None:
            x = 200 + (i * 7) % 1200
            scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, 600), rel=(7, 0), buttons=(1, 0, 0)))
        start = time.perf_counter()
        app.tick(1 / 60)
        times.append((time.perf_counter() - start) * 1000)
    return times


def ai_turn_frame_times(level: str = "normal", seconds: float = 8.0, players: int = 3,
                        seed: int = 7) -> dict:
    """Frame times (update + draw + present, ms) while computer players think, paced like the
    real loop (60 fps). Every seat is a computer of `level`; overlays are dismissed at once.
    Returns {"thinking": [...], "idle": [...], "moves": n}."""
    from kingsforge.ui.match import Match
    from kingsforge.ui.scenes.table import TableScene
    from kingsforge.ui.screenshot import demo_config, make_app
    from kingsforge.ui.staging import _autoplay

    app = make_app(players, seed)
    config = demo_config(players, seed, humans=0)
    for seat in config.seats:
        seat.level = level
    match = Match.new(config)
    match.autosave_enabled = False
    _autoplay(match, lambda m: m.state.round >= 2, seed)
    scene = TableScene(app, match)
    app.stack.reset(scene)
    app.settings.ai_pace = "fast"
    app.settings.animation = "fast"
    for _ in range(5):
        app.tick(1 / 60)
    thinking, idle = [], []
    moves0 = len(match.record.actions)
    end = time.perf_counter() + seconds
    try:
        while time.perf_counter() < end and not match.over:
            while app.stack.top is not scene:
                app.stack.pop()
            busy = scene.ai.thinking
            moves = len(match.record.actions)
            start = time.perf_counter()
            app.tick(1 / 60)
            took = (time.perf_counter() - start) * 1000
            # a frame counts as "thinking" when the computer thought all through it and no move was
            # played in it (playing a move has its own, separate cost)
            if busy and scene.ai.thinking and len(match.record.actions) == moves:
                thinking.append(took)
            elif not busy and not scene.ai.thinking:
                idle.append(took)
            rest = 1 / 60 - took / 1000
            if rest > 0:
                time.sleep(rest)
    finally:
        close = getattr(scene.ai, "close", None)
        if close is not None:
            close()
    return {"thinking": thinking, "idle": idle, "moves": len(match.record.actions) - moves0}


def _pct(values, q: float) -> float:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(len(values) * q))], 2) if values else 0.0


def ai_turn_frame_report(levels=("normal", "hard"), seconds: float = 8.0) -> list[str]:
    from kingsforge.ai import BOTS

    lines = []
    for level in levels:
        if level not in BOTS:
            continue
        got = ai_turn_frame_times(level, seconds)
        t = got["thinking"]
        lines.append(f"{level}: {got['moves']} moves, {len(t)} frames while thinking: "
                     f"p50 {_pct(t, 0.5)} ms, p95 {_pct(t, 0.95)} ms, p99 {_pct(t, 0.99)} ms, "
                     f"max {max(t, default=0):.1f} ms; "
                     f"frames >20 ms: {sum(1 for x in t if x > 20)}; other frames: {len(got['idle'])}, "
                     f"p50 {_pct(got['idle'], 0.5)} ms, p99 {_pct(got['idle'], 0.99)} ms")
    return lines


def ui_frame_p99_ms(frames: int = 240) -> float:
    ui_frame_times(60)  # warm the sprite and text caches, as a player's first seconds would
    times = sorted(ui_frame_times(frames))
    return round(times[min(len(times) - 1, int(len(times) * 0.99))], 2)


def _cpu_pct_while(app, seconds: float) -> float:
    """Percent of one core the main loop uses over `seconds` of wall time."""
    app.run_for(0.6)              # let the scene settle (first frames, dice gliding in)
    cpu, wall = time.process_time(), time.perf_counter()
    app.run_for(seconds)
    return 100.0 * (time.process_time() - cpu) / max(1e-6, time.perf_counter() - wall)


def ui_idle_cpu_pct(seconds: float = 5.0, players: int = 2, seed: int = 7) -> float:
    """CPU use of an idle game window: the title screen, then an idle table; the larger figure."""
    from kingsforge.ui.scenes.title import TitleScene
    from kingsforge.ui.screenshot import demo_config, make_app
    from kingsforge.ui.staging import stage

    app = make_app(players, seed)
    app.stack.reset(TitleScene(app))
    title = _cpu_pct_while(app, seconds)
    table = stage(app, "table-gather", demo_config(players, seed))
    table.match.autosave_enabled = False
    try:
        idle_table = _cpu_pct_while(app, seconds)
    finally:
        table.ai.close()
    return round(max(title, idle_table), 1)


def ui_tutorial_cpu_pct(seconds: float = 5.0) -> float:
    """CPU use of the window on the tutorial's first lesson, its arrow animating, nobody touching it."""
    from kingsforge.ui.scenes import tutorial
    from kingsforge.ui.screenshot import make_app

    app = make_app(2, 1)
    scene = tutorial.staged(app, "gather")
    try:
        return round(_cpu_pct_while(app, seconds), 1)
    finally:
        scene.ai.close()


def ui_start_ms() -> float:
    """Launch the game in a fresh process until it has drawn its first title frame."""
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    start = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "kingsforge.ui.bench", "--first-frame"], env=env,
                         capture_output=True, text=True, timeout=120)
    elapsed = (time.perf_counter() - start) * 1000
    if "first-frame" not in out.stdout:
        raise RuntimeError(f"the game did not draw its title: {out.stderr[-400:]}")
    return round(elapsed, 1)


def ui_figures(content=None, quick: bool = False):
    """The UI lines of `kingsforge bench` (headless unless a display is configured)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    yield "ui_frame_p99_ms", ui_frame_p99_ms(120 if quick else 240), "ms"
    yield "ui_start_ms", min(ui_start_ms() for _ in range(1 if quick else 3)), "ms"
    yield "ui_idle_cpu_pct", ui_idle_cpu_pct(2.0 if quick else 5.0), "%"
    yield "ui_tutorial_cpu_pct", ui_tutorial_cpu_pct(2.0 if quick else 5.0), "%"


def _first_frame() -> None:
    from kingsforge.ui.app import App

    app = App()
    app.start()
    app.pump()
    print("first-frame", flush=True)


if __name__ == "__main__":
    if "--first-frame" in sys.argv:
        _first_frame()
    elif "--ai-frames" in sys.argv:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        seconds = float(os.environ.get("KINGSFORGE_BENCH_SECONDS", "8"))
        for line in ai_turn_frame_report(seconds=seconds):
            print(line, flush=True)
    else:
        print({"ui_frame_p99_ms": ui_frame_p99_ms(), "ui_start_ms": ui_start_ms(),
               "ui_idle_cpu_pct": ui_idle_cpu_pct(), "ui_tutorial_cpu_pct": ui_tutorial_cpu_pct()})
