"""Tables set up mid-game for screenshots, benchmarks and tests.

Every seat is played by the computer until the wanted moment (a human seat's
gather turn, its craft turn just after the roll, or the end of the game), so a
seed always gives the same picture.
"""

from __future__ import annotations

from kingsforge.engine.actions import Roll
from kingsforge.ui.match import Match, make_bot

MAX_MOVES = 4000


def _autoplay(match: Match, stop, seed: int) -> None:
    # the quick greedy bot for every seat: staging must be fast whatever levels the seats have
    bots = {p: make_bot("greedy", seed * 7 + p) for p in range(len(match.seats))}
    for _ in range(MAX_MOVES):
        if match.over or stop(match):
            return
        p = match.current
        match.play(bots[p].choose(match.state, match.legal()))


def gather_moment(match: Match) -> bool:
    s = match.state
    return (s.round >= 2 and s.phase == "gather" and match.human_to_move and len(s.claims) + len(s.discards) >= 2)


def craft_moment(match: Match) -> bool:
    s = match.state
    return s.round >= 2 and s.phase == "craft" and match.human_to_move and not s.has_rolled and bool(s.crafted)


def staged_match(name: str, config, seed: int | None = None) -> Match:
    match = Match.new(config)
    match.autosave_enabled = False
    seed = config.seed or 1
    if name == "table-gather":
        _autoplay(match, gather_moment, seed)
    elif name == "table-craft":
        _autoplay(match, craft_moment, seed)
        if not craft_moment(match):  # no steal-able card came up: settle for any craft turn
            _autoplay(match, lambda m: m.state.phase == "craft" and m.human_to_move and not m.state.has_rolled,
                      seed)
        if match.human_to_move and match.state.phase == "craft":
            match.play(Roll())
    elif name == "gameover":
        _autoplay(match, lambda m: False, seed)
    return match


def stage(app, name: str, config):
    """Put the named table moment on the app's stack; returns the top scene."""
    from kingsforge.ui.scenes.table import TableScene

    match = staged_match(name, config)
    if name == "gameover":
        from kingsforge.ui.scenes.gameover import GameOverScene

        return app.stack.reset(GameOverScene(app, match))
    scene = TableScene(app, match)
    scene.last_human = match.current  # the moment is already this player's; no hand-off banner
    return app.stack.reset(scene)


def show_hint(app, table, timeout: float = 60.0) -> None:
    """Press Hint and wait (frame by frame, as the game would) until the move and every odds are in."""
    import time

    table.hints.toggle()
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.tick(1 / 60)
        odds = table.hints.odds()
        if table.hints.answer() is not None and odds is not None and odds[1]:
            return
        time.sleep(0.005)
    raise RuntimeError(f"the AI worker gave no hint within {timeout:.0f} s")
