"""A game window (headless) whose computer players play on until it is killed.

    python tests/ui/autosave_child.py SEED LEVELS [continue]   (KINGSFORGE_HOME says where to save)

Used by test_ui_persist.py: it prints "moves N" after every frame in which moves
were played, and the test kills it (SIGKILL) at a moment of its choosing. With
"continue" it picks the saved game up the way the title's Continue does.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main() -> None:
    from kingsforge.persist.settings import Settings
    from kingsforge.ui.app import App
    from kingsforge.ui.match import Match
    from kingsforge.ui.scenes.table import TableScene
    from kingsforge.ui.screenshot import demo_config

    seed = int(sys.argv[1])
    levels = sys.argv[2].split(",")
    config = demo_config(len(levels), seed, humans=0)
    for seat, level in zip(config.seats, levels):
        seat.level = level
    app = App(window_size=(800, 450), audio=False, raise_errors=True, settings=Settings(ai_speed="instant",
                                                                                      animation_speed="instant"))
    match = Match.load() if sys.argv[3:] == ["continue"] else Match.new(config)
    scene = TableScene(app, match)
    app.stack.reset(scene)
    seen = -1
    while not match.over:
        while app.stack.top is not scene:
            app.stack.pop()           # round summaries: no one is watching
        app.tick(1 / 60)
        if len(match.record.actions) != seen:
            seen = len(match.record.actions)
            print(f"moves {seen}", flush=True)
    print("over", flush=True)
    app.close()


if __name__ == "__main__":
    main()
