"""Render one scene to a PNG without a screen (for docs, reviews and CI).

`kingsforge screenshot --scene NAME --players N --seed S --out FILE.png`
calls render_scene(). The scene is built exactly as the game builds it, run
for a short while so animations settle, then the 1920x1080 canvas is saved.
"""

from __future__ import annotations

import os
from pathlib import Path

SCENES = ("title", "setup", "rules", "table-gather", "table-craft", "gameover",
          # overlays over the gather table, for reviewing them
          "pause", "zoom", "summary", "handoff", "first-pass",
          # the Hint button pressed (Normal's move lit up, exact craft odds on the cards)
          "hint-gather", "hint-craft",
          # Queen's Jubilee (both modules, whatever --modules says): a craft turn with lasting
          # bonuses, and each decision dialog
          "table-jubilee", "decision-hand_out", "decision-declare", "decision-escape", "decision-preroll",
          "decision-festival")

# replay and review (a staged game, mid-way) and the statistics of a few staged games
SCENES += ("replay", "statistics")

# the first-game tutorial: its first lesson (gather), the out-craft lesson, the first-launch offer
SCENES += ("tutorial", "tutorial-outcraft", "tutorial-offer")
# the credits page, opened from the title
SCENES += ("credits",)
# Masterworks (its three modules, whatever --modules says): each kept-die / Grimstone dialog
SCENES += ("decision-ready", "decision-copy", "decision-harvest", "decision-stone", "decision-keep_card")
# ... and the Harvest chip at the forge later in the craft turn (the harvest declined at the roll)
SCENES += ("table-harvest",)
# deluxe cards (their module set, whatever --modules says): ability chips and plain sides, the Obey
# Wand's countdown, the Engagement Brooch's card
SCENES += ("table-deluxe", "decision-obey", "decision-pick_card")
# Ambassador Requests (whatever --modules says): choosing the request, Rolling Thunder's choice, and
# a craft turn with a request beside the display (Ancient Inuksuk, or the one named after the dash)
SCENES += ("decision-request", "decision-set_aside", "table-request", "table-request-celestial_dragon",
           "table-request-thunderbird_initiation", "table-request-chimera_sculpture")
# every Masterworks module at once (whatever --modules says): a craft turn with a tile bid on and
# the request beside the Royal Decree's masterworks, a tile's tip, a gather turn with the
# visitors, and the game-over breakdown
SCENES += ("table-masterworks", "tip-tile", "table-landing", "gameover-masterworks")
# Queen's Jubilee's gather turn with the Merchant (four options) face up
SCENES += ("table-merchant",)


def _headless_env() -> None:
    import pygame

    if not pygame.display.get_init():
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def make_app(players: int = 3, seed: int = 1, size=None):
    _headless_env()
    from kingsforge.persist.settings import Settings
    from kingsforge.ui.app import App
    from kingsforge.ui.viewport import LOGICAL_SIZE

    # default settings, not the player's file: a seed always gives the same picture
    return App(window_size=tuple(size) if size else LOGICAL_SIZE, audio=False, raise_errors=True,
               settings=Settings())


def demo_config(players: int, seed: int, humans: int = 1):
    from kingsforge.ui import theme
    from kingsforge.ui.seats import GameConfig, Seat

    players = max(2, min(4, int(players)))
    seats = [Seat(theme.SEAT_NAMES[i], theme.SEAT_COLOURS[i][1], human=i < humans,
                  level=("normal", "hard", "easy")[i % 3]) for i in range(players)]
    return GameConfig(seats=seats, seed=seed)


def build_scene(app, name: str, players: int, seed: int):
    """Put the requested scene on app's stack; returns the top scene."""
    if name in ("replay", "statistics"):
        from kingsforge.ui.scenes import replay, statistics

        module = replay if name == "replay" else statistics
        return module.stage(app, demo_config(players, seed), seed)
    if name == "credits":
        from kingsforge.ui.scenes.credits import CreditsScene
        from kingsforge.ui.scenes.title import TitleScene

        app.stack.reset(TitleScene(app))
        return app.stack.push(CreditsScene(app))
    if name.startswith("tutorial"):
        from kingsforge.ui.scenes import tutorial

        if name == "tutorial-offer":
            from kingsforge.ui.scenes.title import TitleScene

            app.stack.reset(TitleScene(app))
            return app.stack.push(tutorial.TutorialOfferScene(app))
        return tutorial.staged(app, "outcraft" if name == "tutorial-outcraft" else "gather")
    if name == "title":
        from kingsforge.ui.scenes.title import TitleScene

        return app.stack.reset(TitleScene(app))
    if name == "setup":
        from kingsforge.ui.match import content
        from kingsforge.ui.scenes.setup import SetupScene

        config = demo_config(players, seed)
        config.seed = seed
        config.modules = content().module_ids      # --modules shows those toggles on
        return app.stack.reset(SetupScene(app, config))
    if name == "rules":
        from kingsforge.ui.scenes.rules import RulesScene
        from kingsforge.ui.scenes.title import TitleScene

        app.stack.reset(TitleScene(app))
        return app.stack.push(RulesScene(app, page=1))
    if name in ("table-masterworks", "tip-tile", "table-landing", "gameover-masterworks"):
        from kingsforge.ui import staging

        match = staging.every_masterworks_match(name, demo_config(players, seed))
        if name == "gameover-masterworks":
            from kingsforge.ui.scenes.gameover import GameOverScene

            return app.stack.reset(GameOverScene(app, match))
        from kingsforge.ui.scenes.table import TableScene

        scene = TableScene(app, match)
        scene.last_human = match.current
        app.stack.reset(scene)
        if name == "tip-tile":
            s = match.state
            held = next(c for c, _o, _d in s.crafted if c in match.content.tiles)
            staging.point_at(scene, scene._ensure_view().tile_rects[held])
        return scene
    if name in ("table-deluxe", "decision-obey", "decision-pick_card"):
        from kingsforge.ui import staging
        from kingsforge.ui.scenes.table import TableScene

        match = staging.deluxe_match(name, demo_config(players, seed))
        scene = TableScene(app, match)
        scene.last_human = match.current
        return app.stack.reset(scene)
    if name.startswith("table-request") or name in ("decision-request", "decision-set_aside"):
        from kingsforge.ui import staging
        from kingsforge.ui.scenes.table import TableScene

        kind = "table" if name.startswith("table-") else name.split("-", 1)[1]
        request_id = name[len("table-request-"):] if name.startswith("table-request-") else "ancient_inuksuk"
        match = staging.request_match(kind, demo_config(players, seed), request_id)
        scene = TableScene(app, match)
        scene.last_human = match.current
        return app.stack.reset(scene)
    if name == "table-harvest":
        from kingsforge.ui import staging
        from kingsforge.ui.scenes.table import TableScene

        match = staging.harvest_match(demo_config(players, seed))
        scene = TableScene(app, match)
        scene.last_human = match.current
        return app.stack.reset(scene)
    if name == "table-merchant":
        from kingsforge.ui import staging
        from kingsforge.ui.scenes.table import TableScene

        match = staging.merchant_match(demo_config(players, seed))
        scene = TableScene(app, match)
        scene.last_human = match.current
        return app.stack.reset(scene)
    if name == "table-jubilee" or name.startswith("decision-"):
        from kingsforge.ui import staging
        from kingsforge.ui.scenes.table import TableScene

        config = demo_config(players, seed)
        if name == "table-jubilee":
            match = staging.perks_match(config)
        elif name.split("-", 1)[1] in staging.KEPT_DECISIONS:
            match = staging.kept_decision_match(name.split("-", 1)[1], config)
        else:
            match = staging.decision_match(name.split("-", 1)[1], config)
        scene = TableScene(app, match)
        scene.last_human = match.current
        return app.stack.reset(scene)
    if name.startswith("table") or name == "gameover":
        from kingsforge.ui import staging

        return staging.stage(app, name, demo_config(players, seed))
    if name in ("hint-gather", "hint-craft"):
        from kingsforge.ui import staging

        table = staging.stage(app, "table-" + name.split("-")[1], demo_config(players, seed))
        staging.show_hint(app, table)
        return table
    if name in ("pause", "zoom", "summary", "handoff", "first-pass"):
        from kingsforge.ui import staging

        table = staging.stage(app, "table-gather", demo_config(players, seed))
        return _overlay(app, table, name)
    raise ValueError(f"unknown scene {name!r}; choose one of: {', '.join(SCENES)}")


def _overlay(app, table, name: str):
    m = table.match
    s = m.state
    if name == "pause":
        from kingsforge.ui.scenes.pause import PauseScene

        return app.stack.push(PauseScene(app))
    if name == "zoom":
        from kingsforge.ui.scenes.zoom import CardZoomScene

        card = next(c for c in s.gather_row if c >= 0)
        return app.stack.push(CardZoomScene(app, m, ("gather", card)))
    if name == "summary":
        from kingsforge.ui.scenes.summary import RoundSummaryScene

        kept = [list(t[-1:]) for t in s.tucked]
        return app.stack.push(RoundSummaryScene(app, m, max(1, s.round - 1), kept))
    if name == "handoff":
        from kingsforge.ui.scenes.handoff import HandoffScene

        seat = m.seats[s.turn]
        return app.stack.push(HandoffScene(app, seat.name, seat.colour))
    table.pass_turn()
    return app.stack.top


def render_scene(name: str, players: int = 3, seed: int = 1, out_path="screenshot.png", lang=None,
                 size=None, game: str = "kingsforge") -> Path:
    """Render scene `name` headless to `out_path` (PNG) and return the path.

    lang: "en" or "es" (None: the app's default language); the texts of the
    scene, its cards and its move log are drawn in that language.
    size: (w, h) of the window, saved as the player sees it (e.g. 1280x720); None: the canvas.
    """
    import pygame

    from kingsforge import i18n

    if lang is not None:
        i18n.normalise(lang)             # an unknown language fails before any window opens
    names, build = SCENES, build_scene
    if game == "forge":              # Forge's scenes: kingsforge/forge/ui/screenshot.py stages them
        from kingsforge.forge.ui import screenshot as forge_shots

        names, build = forge_shots.SCENES, forge_shots.build_scene
    if name not in names:
        raise ValueError(f"unknown scene {name!r}; choose one of: {', '.join(names)}")
    app = make_app(players, seed, size)
    if lang is not None:
        app.set_language(lang)
    build(app, name, players, seed)
    # let fades, tweens and pending computer moves settle
    for _ in range(90):
        app.tick(1 / 30)
    app.render()
    out = Path(out_path)
    if out.parent and not out.parent.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.window if size else app.canvas, str(out))
    return out
