"""`kingsforge play`: the game window, or with --headless an AI game with no window
(kingsforge/headless.py plays it; this module reads the flags, prints and sets the exit code).

    kingsforge play --headless --bots random,greedy,greedy --seed 7 --autosave game.json
    kingsforge play --headless --resume game.json
"""

from __future__ import annotations

import json
import logging
import sys

from kingsforge import persist
from kingsforge.commands.content import load_for, module_ids
from kingsforge.commands.usage import EXIT_BAD_SAVE, UsageError, play_flags, save_refused
from kingsforge.fileread import FileTooLarge, read_limited
from kingsforge.headless import HeadlessError, HeadlessGame, check_bots
from kingsforge.persist.saves import MAX_SAVE_BYTES, said_names

log = logging.getLogger("kingsforge.headless")


def run(args) -> int:
    play_flags(args)
    if args.headless:
        if args.resume:
            # a saved game's modules come from its file; --modules may only repeat them
            content = content_for_save(args.data, args.resume, module_ids(args) if args.modules else None)
        else:
            content = load_for(args)
        return play_headless(content, bots=args.bots, seed=args.seed, autosave=args.autosave, resume=args.resume)
    module_ids(args)                        # a module named twice is refused before a window opens
    from kingsforge.ui.app import run as open_window
    extra = []
    for flag in ("data", "modules", "lang", "size", "seed", "players"):
        if getattr(args, flag) is not None:
            extra += [f"--{flag}", str(getattr(args, flag))]
    extra += [f"--{flag}" for flag in ("windowed", "fullscreen", "quick") if getattr(args, flag)]
    return open_window(extra)


def content_for_save(folder, path, modules=None):
    """The card data a saved game was played with: the base game plus the modules its file
    names (`record.saved_modules`). `modules` (the --modules flag, None if not given) must
    name the same set. A file that cannot be read as a save gets the flag's set, so that
    persist.read_save reports the damage; modules that cannot be loaded raise UsageError
    and leave the file where it is (it is not damaged: this copy lacks what it needs)."""
    from kingsforge.content import ContentError, load_content
    from kingsforge.engine.record import RecordError, saved_modules

    try:
        saved = saved_modules(json.loads(read_limited(path, MAX_SAVE_BYTES)))
    except (OSError, ValueError, RecursionError, RecordError, FileTooLarge):
        saved = None
    if saved is None:
        return load_content(folder, modules=modules or ())
    if modules is not None and sorted(modules) != sorted(saved):
        raise UsageError(f"{path} was played with {_module_names(saved)}, not {_module_names(modules)}")
    try:
        return load_content(folder, modules=saved)
    except ContentError as exc:
        raise UsageError(f"{path} was played with {_module_names(saved)}, which cannot be loaded here: "
                        f"{exc.message}") from None


def _module_names(ids) -> str:
    return "modules " + said_names(ids) if ids else "the base game alone"


def play_headless(content, *, bots: str | None = None, seed: int | None = None, autosave=None, resume=None,
        out=None, err=None) -> int:
    """The `play --headless` command; returns the exit code."""
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        if resume:
            game = HeadlessGame.resume(content, resume, autosave)
            if bots is not None and check_bots(bots.split(",")) != game.bots:
                raise HeadlessError(f"{resume} was played by {','.join(game.bots)}, not {bots}")
            if seed is not None and seed != game.record.seed:
                raise HeadlessError(f"{resume} was played with seed {game.record.seed}, not {seed}")
            print(f"resumed {resume}: {','.join(game.bots)}, seed {game.record.seed}, "
                  f"move {len(game.record.actions)}, round {game.record.state.round}", file=out, flush=True)
        else:
            if not bots:
                raise HeadlessError("name the bots with --bots, e.g. --bots random,greedy")
            game = HeadlessGame.new(content, bots.split(","), 1 if seed is None else seed, autosave)
            where = f", autosave {autosave}" if autosave else ""
            print(f"new game: {','.join(game.bots)}, seed {game.record.seed}{where}", file=out, flush=True)
        line = game.play()
    except persist.SaveError as exc:
        return save_refused(exc, resume, err)
    except HeadlessError as exc:
        print(f"kingsforge: {exc}", file=err, flush=True)
        return EXIT_BAD_SAVE
    except OSError as exc:
        print(f"kingsforge: could not write the autosave: {exc}", file=err, flush=True)
        return EXIT_BAD_SAVE
    print(line, file=out, flush=True)
    return 0
