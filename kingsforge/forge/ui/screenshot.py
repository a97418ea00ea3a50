"""Forge's scenes staged for `kingsforge screenshot --game forge` and the tests: a game dealt
from the seed, played by Greedy for every seat until the position the scene shows, with seat 1
(a person) to move."""

from __future__ import annotations

from kingsforge.forge.engine.actions import Place
from kingsforge.forge.engine.state import PLACE, TRACK
from kingsforge.forge.match import SeatBot

DECISIONS = ("opening", "contracts", "guild", "develop", "train")
SCENES = ("title", "setup", "table", "track", "late", "trade", "build", "forge", "smith-option", "zoom", "summary",
          "gameover", "handoff", "rules", "replay", "guided", "statistics", "store-extension", "free-tool",
          "second-floor") + tuple(f"decision-{k}" for k in DECISIONS)


def demo_config(players: int, seed: int, humans: int = 1):
    from kingsforge.ui import theme
    from kingsforge.ui.seats import GameConfig, Seat

    players = max(2, min(4, int(players)))
    seats = [Seat(theme.SEAT_NAMES[i], theme.SEAT_COLOURS[i][1], human=i < humans,
                  level=("normal", "hard", "easy")[i % 3]) for i in range(players)]
    return GameConfig(seats=seats, seed=seed)


def staged_match(players: int, seed: int, until, limit: int = 3000, humans=None):
    """A match played by Greedy for every seat until `until(match)` holds; the seat to move
    then is made the person at the table (or the seats `humans`; the others stay computers)."""
    from kingsforge.forge.ui.match import ForgeMatch

    match = ForgeMatch.new(demo_config(players, seed, humans=0))
    match.autosave_enabled = False
    bots = [SeatBot("greedy", seed, i) for i in range(players)]
    for _ in range(limit):
        if match.over or until(match):
            break
        seat = match.current
        match.play(bots[seat].choose(match.state, match.legal(), len(match.record.moves)))
    if humans is None:
        humans = (match.current if match.current is not None else 0,)
    for i, s in enumerate(match.seats):
        s.human = i in humans
    match.bots = {i: b for i, b in match.bots.items() if i not in humans}
    return match


def staged_any(players: int, seed: int, until, limit: int = 3000, tries: int = 12):
    """`staged_match` at the first of seeds seed, seed+1, ... whose game reaches `until` (a rare
    position: a particular card bought); the last try's match if none does."""
    for k in range(tries):
        match = staged_match(players, seed + k, until, limit)
        if not match.over and until(match):
            break
    return match


def _pending_kind(kind: str):
    return lambda m: bool(m.state.pending) and m.state.pending[0].kind == kind


def _placing(match) -> bool:
    s = match.state
    return s.phase == PLACE and not s.pending


def _has_move(loc, pred=lambda mv: True, min_count: int = 2):
    """A position where some worker has `min_count` ways to act at `loc` (a dialog to show:
    one way is played without one)."""
    def until(match):
        if not _placing(match):
            return False
        moves = [mv for mv in match.legal() if isinstance(mv, Place) and mv.location == loc and pred(mv)]
        return any(sum(mv.worker == w for mv in moves) >= min_count for w in {mv.worker for mv in moves})
    return until


def _table(app, match):
    from kingsforge.ui.scenes import registry

    scene = registry.make("forge.table", app, match)
    scene.wait = 1e9           # a staged picture: no computer moves while it settles
    return app.stack.reset(scene)


def build_scene(app, name: str, players: int, seed: int):
    from kingsforge.ui.scenes import registry

    if name in ("title", "rules"):
        app.settings.game = "forge"
        title = app.stack.reset(registry.make("title", app))
        if name == "rules":
            return app.stack.push(registry.make("forge.rules", app, page=2))
        return title
    if name == "statistics":
        from kingsforge.forge.ui.statistics import stage

        return stage(app, seed)
    if name == "setup":
        return app.stack.reset(registry.make("forge.setup", app, demo_config(players, seed)))
    if name == "track":
        return _table(app, staged_match(players, seed, lambda m: m.state.phase == TRACK and m.state.round >= 2))
    if name == "table":
        return _table(app, staged_match(players, seed, lambda m: _placing(m) and m.state.round >= 2
                                        and len(m.state.taken) >= 3))
    if name in ("late", "zoom", "handoff"):
        match = staged_match(players, seed, lambda m: _placing(m) and m.state.round >= 7
                             and len(m.state.p[m.current].hand) >= 2 and len(m.state.p[m.current].forged) >= 1
                             and len(m.state.p[m.current].dev) >= 1, limit=4000)
        table = _table(app, match)
        if name == "zoom":
            card = table.card_at(table.hand_cards(match.state.p[table.shown])[0][0].center) \
                if match.state.p[table.shown].hand else match.content.development[match.state.p[table.shown].dev[0]]
            return app.stack.push(registry.make("forge.zoom", app, match, card))
        if name == "handoff":
            # a hot-seat table (a second person beside the one to move), handed over as in play: the
            # table pushes its own banner, and no hand shows under it
            other = (match.current + 1) % match.state.players
            match.seats[other].human = True
            match.bots.pop(other, None)
            table.last_human = None
            table._check_handoff()
            return app.stack.top
        return table
    if name == "summary":
        match = staged_match(players, seed, lambda m: m.state.phase == TRACK and m.state.round >= 3)
        table = _table(app, match)
        return app.stack.push(registry.make("forge.gameover.summary", app, match, match.state.round - 1))
    if name == "guided":          # the guided first round, at the first placement
        match = staged_match(2, seed, lambda m: _placing(m) and not m.state.p[m.current].used)
        table = _table(app, match)
        table.coach = True
        return table
    if name == "replay":
        from kingsforge.forge.ui.replay import ForgeReplayScene

        match = staged_match(players, seed, lambda m: False, limit=100000)
        scene = app.stack.reset(ForgeReplayScene(app, match.record, match.seats))
        scene.go(len(match.record.moves) * 2 // 3)
        return scene
    if name == "gameover":
        match = staged_match(players, seed, lambda m: False, limit=100000)
        return app.stack.reset(registry.make("forge.gameover", app, match))
    if name in ("free-tool", "second-floor"):     # the choices a development card asks for at once
        table = _table(app, staged_any(players, seed, _pending_kind(name.replace("-", "_")), limit=5000))
        table.update(0.0)
        return app.stack.top
    if name.startswith("decision-"):
        kind = name.split("-", 1)[1]
        match = staged_match(players, seed, lambda m: bool(m.state.pending) and m.state.pending[0].kind == kind)
        table = _table(app, match)
        table.update(0.0)           # the table opens the decision's dialog itself
        return app.stack.top
    # a worker's choice at a location: the dialog the drop opens
    if name == "trade":
        until, loc = _has_move("trading_post", min_count=3), "trading_post"
    elif name == "build":
        until, loc = _has_move("engineering", lambda mv: mv.option == "build"), "engineering"
    elif name == "forge":
        until, loc = _has_move("forge", min_count=2), "forge"
    elif name == "store-extension":
        until, loc = _has_move("store_extension", min_count=2), "store_extension"
    else:
        until, loc = _has_move("support", lambda mv: mv.worker == 4), "support"
    # a seed whose game never reaches the position tries the next ones (staged_any): else the
    # picture is the finished game's table with no dialog
    match = staged_any(players, seed, until, limit=5000)
    table = _table(app, match)
    moves = [mv for mv in match.legal() if isinstance(mv, Place) and mv.location == loc]
    if not moves:
        return table
    # the worker with the most ways to act there: one with a single way plays it without a dialog
    # (a Journeyman at the Forge, 3 players)
    counts = {mv.worker: sum(m.worker == mv.worker for m in moves) for mv in moves}
    worker = 4 if name == "smith-option" else max(counts, key=lambda w: (counts[w], -w))
    table.drop(worker, loc)
    return app.stack.top
