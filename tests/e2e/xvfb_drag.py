"""Drive the real game window with the real mouse: a die is dragged onto a gather card.

Run under an X server (test_xvfb.py starts its own Xvfb with xserver.py). The game
is started with --quick (one human against the computer); it writes where things
are on screen to KINGSFORGE_LAYOUT_DUMP and every move to KINGSFORGE_MOVE_LOG.
xdotool presses, moves and releases the mouse like a player; the test passes when
the move log shows the human's claim. Exit code 0 on success, 1 with a reason.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TIMEOUT = 90


def xdo(*args) -> str:
    return subprocess.run(["xdotool", *map(str, args)], check=True, capture_output=True, text=True).stdout


def window_origin(pid: int) -> tuple[int, int]:
    """Where the game's window is on the screen, once the same window has been seen twice.

    SDL may replace its first window while it starts (a new renderer wants a new X window), so a
    window found once can be gone when asked its geometry: ask again until one stays."""
    deadline = time.time() + TIMEOUT
    last = None
    while time.time() < deadline:
        # SDL's title is not always matched by --name; the game is the only window on this X server.
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--classname", "."],
                               capture_output=True, text=True)
        ids = found.stdout.split()
        if ids:
            geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", ids[-1]],
                                      capture_output=True, text=True)
            values = dict(line.split("=", 1) for line in geometry.stdout.split() if "=" in line)
            if geometry.returncode == 0 and "X" in values and "Y" in values:
                here = (ids[-1], int(values["X"]), int(values["Y"]))
                if here == last:
                    return here[1], here[2]
                last = here
        time.sleep(0.3)
    raise SystemExit("the game window never appeared (or never stayed)")


def read_layout(path: Path) -> dict | None:
    """The table's layout dump, or None while it is missing or half written."""
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def wait_for(path: Path, want, what: str, seconds: float = TIMEOUT, still: float = 0.5,
             poll: float = 0.05) -> dict:
    """The layout once `want(layout)` holds and the dump has been still for `still` seconds."""
    deadline = time.time() + seconds
    last, since = None, time.time()
    while time.time() < deadline:
        layout = read_layout(path)
        if layout != last:
            last, since = layout, time.time()
        elif layout is not None and time.time() - since >= still and want(layout):
            return layout
        time.sleep(poll)
    raise SystemExit(f"timed out waiting for {what}; last layout: {json.dumps(last)[:1500]}")


def key(name: str, pause: float = 0.1) -> None:
    xdo("key", name)
    time.sleep(pause)


def click(origin, at, pause: float = 0.1) -> None:
    xdo("mousemove", origin[0] + at[0], origin[1] + at[1])
    time.sleep(pause)
    xdo("click", 1)
    time.sleep(pause)


def stop(game: subprocess.Popen) -> None:
    """End the game's process and pass on the end of what it printed."""
    game.kill()
    output = game.communicate(timeout=10)[0]
    if output.strip():
        print(output[-2000:], file=sys.stderr)


def drag(origin, start, end, steps: int = 12) -> None:
    x0, y0 = origin[0] + start[0], origin[1] + start[1]
    x1, y1 = origin[0] + end[0], origin[1] + end[1]
    xdo("mousemove", x0, y0)
    time.sleep(0.15)
    xdo("mousedown", 1)
    for k in range(1, steps + 1):
        xdo("mousemove", round(x0 + (x1 - x0) * k / steps), round(y0 + (y1 - y0) * k / steps))
        time.sleep(0.03)
    time.sleep(0.15)
    xdo("mouseup", 1)


def main() -> int:
    work = Path(tempfile.mkdtemp(prefix="kf-e2e-"))
    layout_path, moves_path = work / "layout.json", work / "moves.tsv"
    env = dict(os.environ, KINGSFORGE_HOME=str(work), KINGSFORGE_LAYOUT_DUMP=str(layout_path),
               KINGSFORGE_MOVE_LOG=str(moves_path), SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)          # a real X window, not the dummy driver
    game = subprocess.Popen([sys.executable, "-m", "kingsforge", "play", "--quick", "--players", "2",
                             "--seed", "3", "--size", "1280x720"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        origin = window_origin(game.pid)
        layout = wait_for(layout_path, lambda l: l["human_to_move"] and l["phase"] == "gather" and l["dice"],
                          "the table", still=0.8, poll=0.1)
        human = layout["human"]
        # Drag dice onto boxes of one gather card until its option is complete, then confirm.
        target_card = None
        for _ in range(6):
            if layout["pending_complete"]:
                break
            die = next(d for d in layout["dice"] if any(t["kind"] == "claim" for t in d["targets"]))
            options = [t for t in die["targets"] if t["kind"] == "claim"
                       and (target_card is None or (t["card"], t["option"]) == target_card)]
            target = options[0]
            target_card = (target["card"], target["option"])
            drag(origin, die["at"], target["at"])
            layout = wait_for(layout_path, lambda l: True, "the table", still=0.8, poll=0.1)
        if not layout["pending_complete"] or not layout["confirm"]:
            raise SystemExit(f"the dragged dice did not complete a claim: {layout}")
        x, y = layout["confirm"]
        xdo("mousemove", origin[0] + x, origin[1] + y)
        time.sleep(0.2)
        xdo("click", 1)
        deadline = time.time() + TIMEOUT
        while time.time() < deadline:
            lines = moves_path.read_text().splitlines() if moves_path.exists() else []
            claims = [line for line in lines if f"{human} claims" in line]
            if claims:
                print(f"e2e: the real mouse drag made the claim: {claims[0].split(chr(9))[-1]}")
                return 0
            time.sleep(0.2)
        raise SystemExit(f"no claim by {human} in the move log: {lines}")
    finally:
        stop(game)


if __name__ == "__main__":
    raise SystemExit(main())
