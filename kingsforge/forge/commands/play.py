"""`kingsforge play --game forge --headless`: computer players play a Forge game to the end;
the last line printed is the final standings and the state digest. Without --headless it opens
the game window with Forge chosen on the title (kingsforge/forge/ui is its table).

    kingsforge play --game forge --headless --bots random,greedy,greedy --seed 7 --autosave game.json
    kingsforge play --headless --resume game.json       (a Forge save names its game)
"""

from __future__ import annotations

import sys
from contextlib import contextmanager

from kingsforge import persist
from kingsforge.commands.usage import EXIT_BAD_SAVE, play_flags, save_refused
from kingsforge.forge.commands import load
from kingsforge.forge.engine import rules, scoring
from kingsforge.forge.engine.record import GameRecord, digest
from kingsforge.forge.match import MatchError, SeatBot, check_bots

MODE = "headless"
GAME = "forge"


def run(args) -> int:
    play_flags(args)                        # the same flags, checked the same way, as King's Forge's play
    if not args.headless:
        return open_window(args)
    content = load(args)
    return play_headless(content, bots=args.bots, seed=args.seed, autosave=args.autosave, resume=args.resume)


def open_window(args) -> int:
    """The game window with Forge chosen on the title (--quick: straight to a Forge table).
    Every flag is checked (run: play_flags), and --data loaded, before a window opens."""
    from kingsforge.ui.app import run as open_app

    extra = ["--game", "forge"]
    for flag in ("lang", "size", "seed", "players"):
        if getattr(args, flag, None) is not None:
            extra += [f"--{flag}", str(getattr(args, flag))]
    extra += [f"--{flag}" for flag in ("windowed", "fullscreen", "quick") if getattr(args, flag, False)]
    with table_content(load(args)):
        return open_app(extra)


@contextmanager
def table_content(content):
    """The Forge table (kingsforge/forge/ui/match.py) plays with `content` (--data) while this
    lasts: its card data is the module's `_content`, loaded on first use when None."""
    from kingsforge.forge.ui import match as table_match

    previous = table_match._content
    table_match.use_content(content)
    try:
        yield content
    finally:
        table_match.use_content(previous)           # main() may run again in this process (tests)


def read_save(content, path):
    """(record, bots) from a headless Forge save, read as King's Forge's are (persist.read_save):
    raises persist.SaveError (a damaged file kept as .bad; one of other card data, of another
    save format or of the other game left as it is) or MatchError (no bots for its seats)."""
    saved = persist.read_save(content, path, game=GAME, keep_mismatched=True)
    bots = saved.extra.get("bots")
    if saved.extra.get("mode") != MODE or not isinstance(bots, list) or not all(isinstance(b, str) for b in bots):
        raise MatchError(f"{path} is not a headless Forge game (it names no bots for its seats); "
                         "open it in the game window instead")
    players = saved.record.players
    if len(bots) != players:
        raise MatchError(f"{path} names {len(bots)} bot{'s' if len(bots) != 1 else ''} for its {players} seats")
    return saved.record, bots


def final_line(state, bots) -> str:
    parts = [f"{place}. P{seat + 1} {bots[seat]} {scoring.score(state, seat)} VP"
             for place, seat in enumerate(scoring.standings(state), 1)]
    return f"final: {', '.join(parts)} | rounds {state.round} | digest {digest(state)}"


def play_headless(content, *, bots=None, seed=None, autosave=None, resume=None, out=None, err=None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        if resume:
            record, saved_bots = read_save(content, resume)
            try:
                bots_list = check_bots(saved_bots)
            except MatchError as exc:
                raise MatchError(f"{resume}: {exc}") from None      # the file is what is wrong
            if bots is not None and check_bots(bots.split(",")) != bots_list:
                raise MatchError(f"{resume} was played by {','.join(bots_list)}, not {bots}")
            if seed is not None and seed != record.seed:
                raise MatchError(f"{resume} was played with seed {record.seed}, not {seed}")
            autosave = autosave or resume
            print(f"resumed {resume}: Forge, {','.join(bots_list)}, seed {record.seed}, move {len(record.moves)}, "
                  f"round {record.state.round}", file=out, flush=True)
        else:
            if not bots:
                raise MatchError("name the bots with --bots, e.g. --bots random,greedy")
            bots_list = check_bots(bots.split(","))
            record = GameRecord(content, len(bots_list), 1 if seed is None else seed,
                                [f"P{i + 1} {b}" for i, b in enumerate(bots_list)])
            where = f", autosave {autosave}" if autosave else ""
            print(f"new game: Forge, {','.join(bots_list)}, seed {record.seed}{where}", file=out, flush=True)
        seats = [SeatBot(name, record.seed, seat) for seat, name in enumerate(bots_list)]
        extra = {"mode": MODE, "bots": bots_list}
        if autosave:
            persist.save_game(record, autosave, extra=extra)
        while record.state.phase != "over":
            s = record.state
            record.play(seats[s.current()].choose(s, rules.legal_actions(s), len(record.moves)))
            if autosave:
                persist.save_game(record, autosave, extra=extra)
    except persist.SaveError as exc:
        return save_refused(exc, resume, err, game=GAME)
    except MatchError as exc:
        print(f"kingsforge: {exc}", file=err, flush=True)
        return EXIT_BAD_SAVE
    except OSError as exc:
        print(f"kingsforge: could not write the autosave: {exc}", file=err, flush=True)
        return EXIT_BAD_SAVE
    print(final_line(record.state, bots_list), file=out, flush=True)
    return 0
