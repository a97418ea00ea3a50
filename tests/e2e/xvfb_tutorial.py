"""Drive the real game window through the tutorial, then a whole game, like a player.

Run under an X server (test_xvfb_tutorial.py starts its own Xvfb with xserver.py). The game starts
as on a first launch (a fresh KINGSFORGE_HOME), so the title offers the tutorial: Enter accepts.
The first lessons are played with the real mouse, dragging each die from the spot the tutorial
lights onto the box its arrow points at (positions from KINGSFORGE_LAYOUT_DUMP); the rest of the
tutorial and then the whole game against the computer are played with the keys the prompts name
(Space to roll and to end a turn, Enter to craft after Auto-assign, Tab and Enter in dialogs).
Every move is appended to KINGSFORGE_MOVE_LOG; at the end the finished game kept in games/ is
read back. Prints a summary line and exits 0, or exits 1 with the reason.
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
from functools import partial  # noqa: E402

import xvfb_drag  # noqa: E402
from xvfb_drag import drag, read_layout, stop, window_origin  # noqa: E402

TIMEOUT = 60            # seconds for any one thing to happen
GAME_LIMIT = 420        # seconds for the whole game after the tutorial
wait_for = partial(xvfb_drag.wait_for, seconds=TIMEOUT, poll=0.1)
key = partial(xvfb_drag.key, pause=0.25)


def click(origin, at) -> None:
    xvfb_drag.click(origin, at, pause=0.2)


def lesson_is(name):
    return lambda l: l.get("tutorial", {}).get("lesson") == name and l.get("human_to_move")


def moves(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def drag_lesson(origin, layout_path: Path, lesson: str) -> dict:
    """Drag dice from the lit spot to the lit box until the lesson's boxes are full."""
    for _ in range(6):
        layout = wait_for(layout_path, lesson_is(lesson), f"the {lesson} lesson")
        info = layout["tutorial"]
        if info["source"] is None:          # boxes full: the arrow points at Claim / Craft / a card
            return layout
        drag(origin, info["source"], info["target"])
        time.sleep(0.3)
    raise SystemExit(f"the {lesson} lesson's boxes never filled: {layout}")


def play_tutorial_start(origin, layout_path: Path, moves_path: Path, human: str) -> None:
    # 1. gathering: drag the lit die onto West Forest's lit box, then Enter (the prompt says so)
    layout = drag_lesson(origin, layout_path, "gather")
    if not layout["pending_complete"]:
        raise SystemExit(f"the dragged die did not fill the claim: {layout}")
    key("Return")
    wait_for(layout_path, lambda l: l["moves"] >= 2, "the claim")
    # 2. docks: drag onto the dock's lit box, then click the lit gather card to turn it down
    layout = drag_lesson(origin, layout_path, "dock")
    if not layout["tutorial"]["discard"]:
        raise SystemExit(f"the dock did not ask for a card to turn down: {layout}")
    click(origin, layout["tutorial"]["target"])
    wait_for(layout_path, lambda l: l["moves"] >= 4, "the dock visit")
    # 3. passing first: the Pass button, then the benefit dialog with the keyboard (Tab, Enter)
    layout = wait_for(layout_path, lesson_is("pass"), "the pass lesson")
    click(origin, layout["tutorial"]["target"])
    key("Tab")
    key("Return")
    wait_for(layout_path, lambda l: l["moves"] >= 6, "the pass")
    # 4. rolling: Space
    wait_for(layout_path, lesson_is("roll"), "the roll lesson")
    key("space")
    # 5. the bonus: drag the lit +1 onto the lit die
    layout = wait_for(layout_path, lambda l: lesson_is("bonus")(l) and l["tutorial"]["source"], "the bonus lesson")
    drag(origin, layout["tutorial"]["source"], layout["tutorial"]["target"])
    # 6. crafting: drag the dice onto the ware, then Enter
    layout = drag_lesson(origin, layout_path, "craft")
    key("Return")
    # 7. out-crafting: Auto-assign puts the lesson's dice on the ware; Enter crafts
    layout = wait_for(layout_path, lesson_is("outcraft"), "the out-craft lesson")
    click(origin, layout["buttons"]["Auto-assign"])
    key("Return")
    # 8. the end of the turn: Space
    wait_for(layout_path, lesson_is("end_turn"), "the end-turn lesson")
    key("space")
    lines = moves(moves_path)
    mine = [line.split("\t")[-1] for line in lines if line.split("\t")[1:2] == [human]]
    print(f"e2e: the tutorial's lessons, by mouse and keys: {len(mine)} moves: " + "; ".join(mine))
    wanted = ("claims West Forest", "visits Lumber Wharf", "passes first", "rolls", "adds 1", "crafts Iron Pot",
              "out-crafts", "ends the craft turn")
    missing = [w for w in wanted if not any(w in m for m in mine)]
    if missing:
        raise SystemExit(f"the move log lacks {missing}: {lines}")


def play_on_with_keys(origin, layout_path: Path, moves_path: Path, human: str) -> dict:
    """The game after the tutorial, to its end: the keys the prompts name, a click on Pass and
    on Auto-assign (buttons with no key of their own)."""
    deadline = time.time() + GAME_LIMIT
    stuck_since, last = time.time(), None
    crafts = 0
    while time.time() < deadline:
        layout = read_layout(layout_path) or {}
        if layout.get("phase") == "over" or layout.get("scene") == "GameOverScene":
            return {"crafts": crafts, "layout": layout}
        state = (layout.get("moves"), layout.get("human_to_move"), layout.get("pending_complete"))
        if state != last:
            last, stuck_since = state, time.time()
        elif time.time() - stuck_since > 2.5:
            key("Return")             # a dialog over the table (round summary, benefit): its default
            stuck_since = time.time()
            continue
        if not layout.get("human_to_move") or layout.get("busy"):
            time.sleep(0.15)
            continue
        buttons = layout.get("buttons", {})
        if layout.get("pending_complete"):
            key("Return")             # "press Craft to make … (or Enter)"
            crafts += 1
        elif layout.get("phase") == "gather" and "Pass" in buttons:
            click(origin, buttons["Pass"])
            time.sleep(0.4)
            if (read_layout(layout_path) or {}).get("moves") == layout.get("moves"):
                key("Tab")            # the first-pass benefit dialog: its first choice
                key("Return")
        elif layout.get("phase") == "craft" and not layout.get("has_rolled"):
            key("space")              # "roll your dice (Space)"
        elif layout.get("phase") == "craft" and "Auto-assign" in buttons:
            click(origin, buttons["Auto-assign"])
        elif layout.get("phase") == "craft":
            key("space")              # "craft wares, then end your turn (Space)"
        time.sleep(0.3)
        wait_for(layout_path, lambda l: True, "the table to settle", still=0.3)
    raise SystemExit(f"the game did not end within {GAME_LIMIT} s; last layout: {last}")


def main() -> int:
    work = Path(tempfile.mkdtemp(prefix="kf-e2e-tutorial-"))
    layout_path, moves_path = work / "layout.json", work / "moves.tsv"
    # the computer at its quickest: the test is about the window, not about waiting
    (work / "settings.json").write_text(json.dumps({"ai_speed": "instant", "animation_speed": "fast"}))
    env = dict(os.environ, KINGSFORGE_HOME=str(work), KINGSFORGE_LAYOUT_DUMP=str(layout_path),
               KINGSFORGE_MOVE_LOG=str(moves_path), SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)          # a real X window, not the dummy driver
    game = subprocess.Popen([sys.executable, "-m", "kingsforge", "play", "--size", "1280x720", "--lang", "en"],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    started = time.time()
    try:
        origin = window_origin(game.pid)
        wait_for(layout_path, lambda l: l.get("scene") == "tutorial-offer", "the first launch's tutorial offer")
        key("Return")                 # "Start the tutorial" is the offer's default
        deadline = time.time() + TIMEOUT
        while not (work / "tutorial_offer.json").exists() and time.time() < deadline:
            time.sleep(0.1)
        offer = json.loads((work / "tutorial_offer.json").read_text())
        layout = wait_for(layout_path, lesson_is("gather"), "the tutorial's first lesson")
        human = layout["human"]
        play_tutorial_start(origin, layout_path, moves_path, human)
        if not (work / "tutorial.json").is_file():
            raise SystemExit("the tutorial was not saved in the user data folder")
        print(f"e2e: tutorial done in {time.time() - started:.0f} s; offer remembered: {offer}")
        result = play_on_with_keys(origin, layout_path, moves_path, human)
        time.sleep(2.0)               # the game-over screen is up; a finished game would be kept by now
        kept = sorted((work / "games").glob("*.json")) if (work / "games").is_dir() else []
        if kept:
            raise SystemExit(f"the tutorial game was counted among the player's finished games: {kept}")
        lines = moves(moves_path)
        rounds = max(int(line.split("\t")[0]) for line in lines)
        mine = [line for line in lines if line.split("\t")[1:2] == [human]]
        print(f"e2e: a whole game by keys: {len(lines)} moves, {rounds} rounds, {len(mine)} of them {human}'s, "
              f"{result['crafts']} crafts confirmed with Enter; {time.time() - started:.0f} s in all")
        if rounds < 2 or not any("rolls" in line for line in mine[8:]):
            raise SystemExit(f"the game after the tutorial was not played: {lines}")
        if (work / "tutorial.json").exists():
            raise SystemExit("a finished tutorial game is still offered to resume")
        return 0
    finally:
        stop(game)


if __name__ == "__main__":
    raise SystemExit(main())
