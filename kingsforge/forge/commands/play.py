"""`kingsforge play --game forge --headless`: computer players play a Forge game to the end;
the last line printed is the final standings and the state digest. Without --headless it opens
the game window with Forge chosen on the title (kingsforge/forge/ui is its table).

    kingsforge play --game forge --headless --bots random,greedy,greedy --seed 7 --autosave game.json
    kingsforge play --headless --resume game.json       (a Forge save names its game)
"""

from __future__ import annotations

import json
import sys
from contextlib import contextmanager
from pathlib import Path

from kingsforge import persist
from kingsforge.commands.usage import UsageError, headless_players, window_size
from kingsforge.fileread import FileTooLarge, read_limited
from kingsforge.forge.commands import load
from kingsforge.forge.engine import rules, scoring
from kingsforge.forge.engine.record import GameRecord, RecordError, digest
from kingsforge.forge.match import MatchError, SeatBot, check_bots

MODE = "headless"
EXIT_BAD_SAVE = 2


def run(args) -> int:
    if not args.headless:
        return open_window(args)
    headless_players(args)
    content = load(args)
    return play_headless(content, bots=args.bots, seed=args.seed, autosave=args.autosave, resume=args.resume)


def open_window(args) -> int:
    """The game window with Forge chosen on the title (--quick: straight to a Forge table).
    Every flag is checked, and --data loaded, before a window opens."""
    if args.bots or args.autosave or args.resume:
        raise UsageError("--bots, --autosave and --resume go with --headless")
    if args.size is not None:
        window_size(args.size)              # digits 0-9 only, as King's Forge's window
    if args.players is not None and not 2 <= args.players <= 4:
        raise UsageError("--players must be 2, 3 or 4")
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
    """(record, bots) from a Forge save; raises RecordError with a one-line reason."""
    path = Path(path)
    try:
        data = json.loads(read_limited(path, persist.saves.MAX_SAVE_BYTES))     # the one limit both games use
    except FileTooLarge:
        raise RecordError(f"{path} is too large to be a saved game") from None
    except FileNotFoundError:
        raise RecordError(f"{path} does not exist") from None
    except OSError as exc:      # a folder, a device, a FIFO (fileread says which), no permission
        raise RecordError(f"{path} cannot be read ({exc.strerror or exc})") from None
    except (ValueError, RecursionError):
        raise RecordError(f"{path} is damaged: it is not a saved game") from None
    if not isinstance(data, dict):
        raise RecordError(f"{path} is not a saved game")
    stamp = data.get("integrity")
    if stamp is not None:
        from kingsforge.persist.saves import _integrity
        if stamp != _integrity(data):
            raise RecordError(f"{path} is damaged (its checksum does not match)")
    try:
        record = GameRecord.from_data(content, data)
    except RecordError as exc:
        raise RecordError(f"{path}: {exc}") from None
    extra = data.get("extra") if isinstance(data.get("extra"), dict) else {}
    bots = extra.get("bots")
    if extra.get("mode") != MODE or not isinstance(bots, list) or not all(isinstance(b, str) for b in bots):
        raise RecordError(f"{path} is not a headless Forge game (it names no bots for its seats)")
    if len(bots) != record.players:
        raise RecordError(f"{path} names {len(bots)} bot{'s' if len(bots) != 1 else ''} for its {record.players} seats")
    return record, bots


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
    except (RecordError, MatchError) as exc:
        print(f"kingsforge: {exc}", file=err, flush=True)
        return EXIT_BAD_SAVE
    except OSError as exc:
        print(f"kingsforge: could not write the autosave: {exc}", file=err, flush=True)
        return EXIT_BAD_SAVE
    print(final_line(record.state, bots_list), file=out, flush=True)
    return 0
