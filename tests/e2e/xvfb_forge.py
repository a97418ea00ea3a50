"""Drive the real window through a whole 2-player Forge game against the computer, like a player.

Run under an X server (test_xvfb_forge.py starts its own Xvfb with xserver.py). The game starts with
`play --game forge --quick` (one human against the computer, the computer at the instant pace);
with KINGSFORGE_LAYOUT_DUMP set the app writes where the human's free workers are and where each
may go (kingsforge/forge/ui/layoutdump.py). Workers are sent in turn by dragging the meeple onto a
lit location with the real mouse, and with the keys the prompt names (1-4 / B to pick a worker,
Tab to walk its places, Enter to send it); dialogs are answered with their numbered options (1-9),
the Trading Post's trades are clicked and taken with Enter, the turn-order track with 1-4, S brings
the workers home when none can go anywhere, and Enter closes the round summary. Passes (exit 0,
a summary line) when the game-over screen shows and the finished game was kept in games/;
exits 1 with the reason otherwise.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from xvfb_drag import drag, key, stop, wait_for, window_origin, xdo  # noqa: E402

TIMEOUT = 40            # seconds for any one thing to happen
GAME_LIMIT = 300        # seconds for the whole game


def place_worker(origin, layout: dict, turn: int, tried: set) -> str | None:
    """Send a free worker somewhere not tried at this move: by dragging on even turns, with the
    keys on odd ones. None when every place was tried (each opened a dialog that was cancelled)."""
    for w in layout["workers"]:
        places = [p for p in w["places"] if (w["worker"], p["loc"]) not in tried]
        if not places:
            continue
        place = places[0]
        tried.add((w["worker"], place["loc"]))
        if turn % 2 == 0:
            drag(origin, w["at"], place["at"])
            return "drag"
        key("b" if w["worker"] == 4 else str(w["worker"] + 1))
        for _ in range(w["places"].index(place)):
            key("Tab")
        key("Return")
        return "keys"
    return None


def main() -> int:
    work = Path(tempfile.mkdtemp(prefix="forge-e2e-"))
    layout_path = work / "layout.json"
    (work / "settings.json").write_text(json.dumps({"ai_speed": "instant", "animation_speed": "instant"}))
    env = dict(os.environ, KINGSFORGE_HOME=str(work), KINGSFORGE_LAYOUT_DUMP=str(layout_path),
               SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)          # a real X window, not the dummy driver
    game = subprocess.Popen([sys.executable, "-m", "kingsforge", "play", "--game", "forge", "--quick", "--players",
                             "2", "--seed", "5", "--size", "1280x720"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    counts = {"drag": 0, "keys": 0, "dialog": 0, "track": 0, "skip": 0, "summary": 0}
    try:
        origin = window_origin(game.pid)
        start = time.time()
        layout, turn, tried, at_move = None, 0, set(), -1
        while time.time() - start < GAME_LIMIT:
            layout = wait_for(layout_path, lambda l: True, "the layout to settle", seconds=TIMEOUT, still=0.3)
            top = layout.get("top")
            if top == "ForgeGameOverScene":
                kept = list((work / "games").glob("forge-*.json")) if (work / "games").is_dir() else []
                if not kept:
                    raise SystemExit("the game-over screen showed but the finished game was not kept")
                print(f"e2e forge: game over after {time.time() - start:.0f} s; human moves by drag "
                      f"{counts['drag']}, by keys {counts['keys']}, dialogs {counts['dialog']}, track "
                      f"{counts['track']}, skips {counts['skip']}, round summaries {counts['summary']}")
                return 0
            if top in ("RoundSummaryScene", "HandoffScene"):
                key("Return")
                counts["summary"] += 1
            elif layout.get("options") is not None:
                if layout["options"]:
                    key(str(layout["options"][0] + 1))
                    counts["dialog"] += 1
                else:
                    key("Escape")
            elif layout.get("trade") is not None:       # the Trading Post's picker: click the trades, Enter
                for at in layout["trade"]:
                    xdo("mousemove", origin[0] + at[0], origin[1] + at[1])
                    time.sleep(0.1)
                    xdo("click", 1)
                    time.sleep(0.1)
                key("Return")
                counts["dialog"] += 1
            elif layout.get("human_to_move"):
                if layout["moves"] != at_move:
                    at_move, tried = layout["moves"], set()
                if layout.get("track"):
                    key(str(layout["track"][0] + 1))
                    counts["track"] += 1
                elif layout.get("skip"):
                    key("s")
                    counts["skip"] += 1
                elif layout.get("workers"):
                    how = place_worker(origin, layout, turn, tried)
                    if how is None:
                        raise SystemExit(f"every place was tried and none was taken: {json.dumps(layout)[:1500]}")
                    counts[how] += 1
                    turn += 1
            time.sleep(0.15)
        raise SystemExit(f"no game over within {GAME_LIMIT} s; last layout: {json.dumps(layout)[:1500]}")
    finally:
        stop(game)


if __name__ == "__main__":
    raise SystemExit(main())
