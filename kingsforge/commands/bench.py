"""`kingsforge bench`: speed figures, one `name: value unit` line each. Never asserted in tests."""

from __future__ import annotations

import sys
import time

from kingsforge.commands.content import load_for
from kingsforge.content import load_content
from kingsforge.content.modules import playable_sets
from kingsforge.engine import rules
from kingsforge.engine.setup import new_game

GROUPS = ("engine", "odds", "ui", "ai")


def run(args) -> int:
    from kingsforge.commands.usage import UsageError, name_list

    groups = set(name_list(args.only, "--only"))
    if args.only and not groups:        # '--only ,' named none: not every group
        raise UsageError(f"--only names no group (choose from {', '.join(GROUPS)})")
    if groups - set(GROUPS):
        raise UsageError(f"bench groups are {', '.join(GROUPS)} (not {', '.join(sorted(groups - set(GROUPS)))})")
    base = load_content(args.data)
    for name, value, unit in run_bench(base, quick=args.quick, groups=groups, sets=module_sets(args)):
        print(f"{name}: {value} {unit}", flush=True)
    return 0


def module_sets(args) -> list:
    """The contents to bench besides the base game: --modules, or else every playable set
    (content.modules.playable_sets: each module with what it requires, then the largest
    combinations)."""
    if args.modules:
        return [load_for(args)]
    return [load_content(args.data, modules=ids) for ids in playable_sets(args.data)]


def run_bench(content, quick: bool = False, groups: set[str] | None = None, sets=()):
    """Figures for `content` (the base game); the engine figures again for each content in
    `sets` (loaded module sets), named `name[module,module]`."""
    groups = groups or set(GROUPS)
    if "engine" in groups:
        base_us = None
        for name, value, unit in engine_figures(content, quick):
            base_us = value if name == "engine_us_per_action" else base_us
            yield name, value, unit
        for loaded in sets:
            for name, value, unit in module_figures(loaded, quick):
                yield name, value, unit
                if name.startswith("engine_us_per_action[") and base_us:
                    # the module set's cost per move against the base game's, same run (issue 21: <= 1.5)
                    yield "engine_ratio" + name[len("engine_us_per_action"):], round(value / base_us, 2), "x"
    if "odds" in groups:
        from kingsforge.engine.odds import bench_odds_ms
        best = min(bench_odds_ms() for _ in range(3 if quick else 7))
        yield "odds_ms", round(best, 2), "ms"
        yield "odds_worst_ms", round(odds_worst_ms(content, quick), 1), "ms"
    if "ui" in groups:
        try:
            from kingsforge.ui.bench import ui_figures
        except ImportError:
            pass
        else:
            yield from ui_figures(content, quick)
    if "ai" in groups:
        from kingsforge.commands.bench_ai import ai_figures
        yield from ai_figures(content, quick)


# The heaviest `kingsforge odds` questions measured that the game can pose (issue 22): the
# issue's own (32 dice, six flips, re-rolls and auto-6s, +1/+1: 112 s before), and every metal
# die in the stock (with both Library dice) on the six-box Plate Armour with six flips, or six
# re-rolls. engine/odds.py says what is heavier still (flips and re-rolls together on it).
ODDS_WORST = (
    "--supply metal=8,wood=8,gem=8,magic=8 --card wizards_goblet --reroll 6 --flip 6 --auto6 6 --bonus 1,1",
    "--supply metal=42,library=2 --card plate_armour --flip 6",
    "--supply metal=42,library=2 --card plate_armour --reroll 6",
)


def odds_worst_ms(content, quick: bool = False) -> float:
    """Milliseconds of the slowest ODDS_WORST question, cold, through the odds command's own
    checks (--quick: the first only). A card missing from --data is skipped."""
    from kingsforge.cli import build_parser
    from kingsforge.commands.odds import odds_report
    from kingsforge.engine.odds import clear_odds_cache

    worst = 0.0
    ids = {card.id for card in content.craft}
    for case in ODDS_WORST[:1] if quick else ODDS_WORST:
        args = build_parser().parse_args(["odds"] + case.split())
        if args.card not in ids:
            continue
        clear_odds_cache()
        t0 = time.perf_counter()
        odds_report(content, args)
        worst = max(worst, time.perf_counter() - t0)
    clear_odds_cache()
    return worst * 1000.0


# Random players give dice away and stall (a random game is thousands of moves with a heavy
# tail), so the per-move figure samples moves from games cut off at this round, not whole games.
SAMPLE_MAX_ROUNDS = 40
GREEDY_MAX_ROUNDS = 60      # a safety net, as in the tournament


def sampled_us_per_action(content, moves: int, players: int = 4, seed: int = 1000) -> float:
    """Microseconds per random move (engine/sample.py) plus its apply_in_place, over seeded
    games restarted when they end or reach SAMPLE_MAX_ROUNDS; set-up is not timed. The
    engine's caches (payments per supply, craft assignments per roll) are filled first by
    untimed games of other seeds: a play-out runs long, so the steady state is what counts.
    Then the memory is settled (`settled`), as the AI's worker settles it after each decision."""
    import random

    from kingsforge.engine.sample import random_action

    apply, clock = rules.apply_in_place, time.perf_counter
    warm, game = 0, 0
    while warm < moves // 4:
        state, rng = new_game(content, players, seed - 1 - game), random.Random(seed - 1 - game)
        game += 1
        while state.phase != "over" and state.round <= SAMPLE_MAX_ROUNDS and warm < moves // 4:
            apply(state, random_action(state, rng))
            warm += 1
    settled()
    done, elapsed, game = 0, 0.0, 0
    while done < moves:
        state = new_game(content, players, seed + game)
        rng = random.Random(seed + game)
        game += 1
        start = clock()
        while state.phase != "over" and state.round <= SAMPLE_MAX_ROUNDS and done < moves:
            apply(state, random_action(state, rng))
            done += 1
        elapsed += clock() - start
    return elapsed / done * 1e6


def settled() -> None:
    """Collect, then freeze what is left (seatbot.settle_memory's way), so Python's full
    collections do not walk the caches filled so far during a timed run: in one `bench` run
    the module sets measured later would otherwise pay for the caches of every set before
    them (the sets after Griffin's Landing measured 20-80% slower than alone)."""
    import gc

    gc.collect()
    gc.freeze()


def greedy_games_per_s(content, games: int, players: int = 4, seed: int = 2000) -> float:
    """Full games between Greedy bots on one core (listing every legal move each turn)."""
    from kingsforge.ai.greedy import GreedyBot

    settled()
    start = time.perf_counter()
    for g in range(games):
        state = new_game(content, players, seed + g)
        bots = [GreedyBot() for _ in range(players)]
        while state.phase != "over" and state.round <= GREEDY_MAX_ROUNDS:
            rules.apply_in_place(state, bots[state.turn].choose(state, rules.legal_actions(state)))
    return games / (time.perf_counter() - start)


def mid_game_state(content, players: int = 4, seed: int = 7):
    """A 4-player state from Greedy bots at round 3: its first gather turn."""
    from kingsforge.ai.greedy import GreedyBot

    state = new_game(content, players, seed)
    bots = [GreedyBot() for _ in range(players)]
    while state.round < 3 and state.phase != "over":
        rules.apply_in_place(state, bots[state.turn].choose(state, rules.legal_actions(state)))
    return state


def random_mid_game_state(content, players: int = 4, seed: int = 7):
    """A 4-player state at round 3 from the random sampler (when Greedy cannot play the set)."""
    import random

    from kingsforge.engine.sample import random_action

    state, rng = new_game(content, players, seed), random.Random(seed)
    while state.round < 3 and state.phase != "over":
        rules.apply_in_place(state, random_action(state, rng))
    return state


def clone_us(state, reps: int) -> float:
    start = time.perf_counter()
    for _ in range(reps):
        state.clone()
    return (time.perf_counter() - start) / reps * 1e6


def engine_figures(content, quick: bool):
    """The base game's engine figures, one core."""
    yield "engine_us_per_action", round(sampled_us_per_action(content, 40_000 if quick else 300_000), 2), "us"
    yield "greedy_games_per_s", round(greedy_games_per_s(content, 5 if quick else 40), 1), "games/s"
    # the cost of a random move when every legal move is listed (RandomBot), for comparison
    from kingsforge.ai.random_bot import RandomBot
    moves = 0
    start = time.perf_counter()
    for g in range(2 if quick else 6):
        state = new_game(content, 4, 1000 + g)
        bots = [RandomBot(seed=g * 4 + i) for i in range(4)]
        while state.phase != "over" and state.round <= SAMPLE_MAX_ROUNDS:
            rules.apply_in_place(state, bots[state.turn].choose(state, rules.legal_actions(state)))
            moves += 1
    yield "engine_listing_us_per_action", round((time.perf_counter() - start) / moves * 1e6, 1), "us"
    state = mid_game_state(content)
    yield "clone_us", round(clone_us(state, 20_000 if quick else 100_000), 2), "us"
    reps = 2000 if quick else 10000
    start = time.perf_counter()
    for _ in range(reps):
        rules.legal_actions(state)
    yield "legal_actions_us", round((time.perf_counter() - start) / reps * 1e6, 1), "us"
    yield "legal_actions_count", len(rules.legal_actions(state)), "actions"


def module_figures(content, quick: bool):
    """engine_us_per_action, greedy_games_per_s and clone_us for one module set. The Greedy
    figure is left out, with a note on stderr, if the bots cannot finish a game of this set."""
    tag = f"[{','.join(content.module_ids)}]"
    yield f"engine_us_per_action{tag}", round(sampled_us_per_action(content, 40_000 if quick else 300_000), 2), "us"
    try:
        yield f"greedy_games_per_s{tag}", round(greedy_games_per_s(content, 5 if quick else 40), 1), "games/s"
        state = mid_game_state(content)
    except Exception as exc:        # the bots may lag behind the engine's new moves
        print(f"bench: greedy bots failed on {tag}: {type(exc).__name__}: {exc}", file=sys.stderr)
        state = random_mid_game_state(content)
    yield f"clone_us{tag}", round(clone_us(state, 20_000 if quick else 100_000), 2), "us"
