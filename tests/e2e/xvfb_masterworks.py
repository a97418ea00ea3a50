"""Drive the real window through a 2-player game with every Masterworks module against the
computer, to the game-over screen, then its replay and the statistics, like a player.

Run under an X server (test_xvfb_masterworks.py starts its own Xvfb with xserver.py). The game starts
with `play --quick --modules <all seven>` (one human against the computer, the computer at the
instant pace); with KINGSFORGE_LAYOUT_DUMP set the table writes where the human's dice are and
where each may go, a dialog over the table adds its name and buttons, and other screens (game over,
replay, statistics) write their own (kingsforge/ui/layoutdump.py). The human plays with what the
prompts name: dice dragged onto a gather card's boxes with the real mouse and Enter to claim, Pass,
Space to roll, Auto-assign and Enter to craft, Space to end the turn; a decision dialog is answered
with its number keys (1: the first choice), the first-pass benefit with Tab and Enter, the round
summary with Enter. After the game: the
game-over screen's Replay button, End to the replay's last move, Home to its first, Escape back;
Title screen, then Replays (Enter opens the game just kept) and Statistics. Prints summary lines
and exits 0, or exits 1 with the reason.
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
from xvfb_drag import click, drag, key, stop, window_origin  # noqa: E402

MODULES = ("ambassador_requests", "ambassadors_row", "deluxe_cards", "griffins_landing", "masterworks_craft",
           "royal_decree", "variant_monuments")
TIMEOUT = 40            # seconds for any one thing to happen
GAME_LIMIT = 300        # seconds for the whole game
SEED = int(os.environ.get("KF_E2E_SEED", "5"))
wait_for = partial(xvfb_drag.wait_for, seconds=TIMEOUT, still=0.3)


def read_layout(path: Path) -> dict:
    return xvfb_drag.read_layout(path) or {}


def scene_is(name):
    return lambda l: l.get("scene") == name


def drag_a_claim(origin, layout_path: Path, layout: dict, done: dict) -> bool:
    """Drag dice onto one gather card's boxes until its option is complete (real mouse drags)."""
    target_card = None
    for _ in range(6):
        if layout.get("pending_complete"):
            return True
        dice = [d for d in layout.get("dice", []) if any(t["kind"] == "claim" and (
            target_card is None or (t["card"], t["option"]) == target_card) for t in d["targets"])]
        if not dice:
            return False
        die = dice[0]
        target = next(t for t in die["targets"] if t["kind"] == "claim"
                      and (target_card is None or (t["card"], t["option"]) == target_card))
        target_card = (target["card"], target["option"])
        drag(origin, die["at"], target["at"])
        done["drags"] += 1
        layout = wait_for(layout_path, lambda l: True, "the dragged die to land")
    return bool(layout.get("pending_complete"))


KEEP_OFF = ("Look at the table", "Back to the decision", "Keep gathering", "More choices")


def answer_dialog(origin, layout: dict, tries: int) -> None:
    """A dialog over the table, answered as its prompt says: a decision's first choice with its
    number key (1), the first-pass benefit's first choice with Tab and Enter, the round summary
    with Enter; a dialog still up after that gets its topmost choice clicked."""
    buttons = layout.get("dialog_buttons", {})
    if tries == 0 and "decide-0" in buttons:
        key("1")
    elif tries == 0 and layout["dialog"] == "ChoiceScene":
        key("Tab")
        key("Return")
    elif tries == 0:
        key("Return")
    else:
        choices = sorted((at[1], name) for name, at in buttons.items() if name not in KEEP_OFF)
        if choices:
            click(origin, buttons[choices[0][1]])
        else:
            key("Return")


def play_game(origin, layout_path: Path, moves_path: Path) -> dict:
    """The whole game by the prompts' keys and drags; returns what was done."""
    done = {"drags": 0, "claims": 0, "crafts": 0, "dialogs": 0, "passes": 0, "rolls": 0}
    deadline = time.time() + GAME_LIMIT
    last, stuck_since, answered, tries = None, time.time(), None, 0
    while time.time() < deadline:
        layout = read_layout(layout_path)
        if layout.get("scene") == "GameOverScene":
            return {**done, "gameover": layout}
        if layout != last:
            last, stuck_since = layout, time.time()
        if layout.get("dialog"):
            if answered == layout and time.time() - stuck_since < 1.0:
                time.sleep(0.05)
                continue
            tries = tries + 1 if answered == layout else 0
            answer_dialog(origin, layout, tries)
            done["dialogs"] += tries == 0
            answered, stuck_since = layout, time.time()
            continue
        if not layout.get("human_to_move") or layout.get("busy") or layout.get("phase") == "over":
            if time.time() - stuck_since > 5.0 and layout.get("human_to_move"):
                key("Return")          # something waits that the dump does not name: its default
                stuck_since = time.time()
            time.sleep(0.05)
            continue
        if time.time() - stuck_since > 3.0 and answered == layout:
            key("space")               # the same state after the last try: end the turn
            stuck_since = time.time()
            continue
        answered = layout
        buttons = layout.get("buttons", {})
        if layout.get("pending_complete"):
            key("Return")              # "press Claim/Craft (or Enter)"
            done["crafts" if layout.get("phase") == "craft" else "claims"] += 1
        elif layout.get("phase") == "gather":
            if not drag_a_claim(origin, layout_path, layout, done) and "Pass" in buttons:
                click(origin, buttons["Pass"])       # no claim left to make: pass
                done["passes"] += 1
        elif layout.get("phase") == "craft" and not layout.get("has_rolled"):
            key("space")               # "roll your dice (Space)"
            done["rolls"] += 1
        elif layout.get("phase") == "craft" and "Auto-assign" in buttons and not layout.get("auto_tried"):
            click(origin, buttons["Auto-assign"])
            after = wait_for(layout_path, lambda l: True, "Auto-assign")
            if not after.get("pending_complete") and not after.get("dialog"):
                key("space")           # nothing to craft: "end your turn (Space)"
        elif layout.get("phase") == "craft":
            key("space")
        wait_for(layout_path, lambda l: True, "the table to settle", still=0.25)
    raise SystemExit(f"the game did not end within {GAME_LIMIT} s; last layout: {json.dumps(last)[:1500]}")


def after_the_game(origin, layout_path: Path, work: Path, moves: int) -> list[str]:
    """Game over -> its replay -> title -> the replay list -> statistics."""
    said = []
    over = wait_for(layout_path, scene_is("GameOverScene"), "the game-over screen")
    said.append(f"game over: {over['reason']}")
    click(origin, over["buttons"]["Replay"])
    rp = wait_for(layout_path, scene_is("ReplayScene"), "the replay")
    if rp["position"] != moves or sorted(rp["modules"]) != sorted(MODULES):
        raise SystemExit(f"the replay does not show the game just played ({moves} moves): {rp}")
    key("Home")
    first = wait_for(layout_path, lambda l: scene_is("ReplayScene")(l) and l["position"] == 0, "the replay's start")
    key("Right")
    key("Right")
    wait_for(layout_path, lambda l: scene_is("ReplayScene")(l) and l["position"] == 2, "two steps on")
    key("End")
    wait_for(layout_path, lambda l: scene_is("ReplayScene")(l) and l["position"] == moves, "the replay's end")
    said.append(f"replay from the game-over screen: {first['length']} moves, stepped 0 -> 2 -> {moves}")
    key("Escape")
    over = wait_for(layout_path, scene_is("GameOverScene"), "the game-over screen again")
    click(origin, over["buttons"]["Title screen"])
    title = wait_for(layout_path, scene_is("TitleScene"), "the title screen")
    kept = sorted((work / "games").glob("*.json")) if (work / "games").is_dir() else []
    if len(kept) != 1:
        raise SystemExit(f"the finished game was not kept in games/: {kept}")
    click(origin, title["buttons"]["Replay"])
    listed = wait_for(layout_path, scene_is("ReplayListScene"), "the replay list")
    if listed["finished"] != 1:
        raise SystemExit(f"the replay list does not offer the finished game: {listed}")
    key("Return")
    rp = wait_for(layout_path, scene_is("ReplayScene"), "the kept game's replay")
    if rp["length"] != moves or sorted(rp["modules"]) != sorted(MODULES):
        raise SystemExit(f"the kept replay is not the game played: {rp}")
    key("End")
    wait_for(layout_path, lambda l: scene_is("ReplayScene")(l) and l["position"] == moves, "the kept replay's end")
    said.append(f"replay from the list: {rp['length']} moves with {len(rp['modules'])} modules")
    key("Escape")
    wait_for(layout_path, scene_is("ReplayListScene"), "the replay list again")
    key("Escape")
    title = wait_for(layout_path, scene_is("TitleScene"), "the title again")
    click(origin, title["buttons"]["Statistics"])
    st = wait_for(layout_path, scene_is("StatisticsScene"), "the statistics")
    if st["games"] != 1:
        raise SystemExit(f"the statistics do not count the game: {st}")
    said.append(f"statistics: {st['games']} game, {st['crafts']} wares, {st['bids']} bids, "
                f"{st['requests']} requests")
    key("Escape")
    wait_for(layout_path, scene_is("TitleScene"), "the title after the statistics")
    return said


def main() -> int:
    work = Path(tempfile.mkdtemp(prefix="kf-e2e-masterworks-"))
    layout_path, moves_path = work / "layout.json", work / "moves.tsv"
    # the computer at its quickest: the test is about the window, not about waiting
    (work / "settings.json").write_text(json.dumps({"ai_speed": "instant", "animation_speed": "instant"}))
    env = dict(os.environ, KINGSFORGE_HOME=str(work), KINGSFORGE_LAYOUT_DUMP=str(layout_path),
               KINGSFORGE_MOVE_LOG=str(moves_path), SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)          # a real X window, not the dummy driver
    game = subprocess.Popen([sys.executable, "-m", "kingsforge", "play", "--quick", "--players", "2",
                             "--seed", str(SEED), "--modules", ",".join(MODULES), "--size", "1280x720",
                             "--lang", "en"], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    started = time.time()
    try:
        origin = window_origin(game.pid)
        layout = wait_for(layout_path, lambda l: l.get("human_to_move") and l.get("phase") == "gather",
                          "the human's first turn")
        if sorted(layout["modules"]) != sorted(MODULES):
            raise SystemExit(f"the game was not started with every Masterworks module: {layout['modules']}")
        done = play_game(origin, layout_path, moves_path)
        lines = moves_path.read_text(encoding="utf-8").splitlines() if moves_path.exists() else []
        over = done.pop("gameover")
        print(f"e2e masterworks: a whole game in {time.time() - started:.0f} s: {len(lines)} moves, "
              f"{over['moves']} in the record; the human: " + ", ".join(f"{v} {k}" for k, v in done.items()))
        if done["drags"] < 1 or done["claims"] < 1 or done["rolls"] < 1:
            raise SystemExit(f"the human did not play by drags and keys: {done}")
        for line in after_the_game(origin, layout_path, work, over["moves"]):
            print(f"e2e masterworks: {line}")
        print(f"e2e masterworks: done in {time.time() - started:.0f} s")
        return 0
    finally:
        stop(game)


if __name__ == "__main__":
    raise SystemExit(main())
