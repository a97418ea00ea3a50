"""Bad command-line input: one line on stderr and exit code 2 (kingsforge.cli.main prints it)."""

import argparse
import logging
import os
import re
import tempfile
from pathlib import Path

from kingsforge.chance import SEED_DIGITS

EXIT_BAD_INPUT = 2

_DIGITS = re.compile(r"[0-9]+")            # ASCII only: int() also takes '²'-like and other scripts' digits
# int() refuses 4,300 digits with a traceback; no count needs 19 (and no seed: chance.seed_ok)
MAX_DIGITS = SEED_DIGITS


# simulate and tournament: a run's results are kept until it is summarised (a tournament game's
# about 15 KB), and 10,000 games take from minutes to hours; more is several runs with other --seed
MAX_GAMES = 10_000


def check_games(games: int) -> None:
    """--games of simulate and tournament (both games): 1 to MAX_GAMES, else a UsageError."""
    if not 1 <= games <= MAX_GAMES:
        raise UsageError(f"--games must be 1 to {MAX_GAMES} (not {games}); "
                         "for more, run again with another --seed")


def headless_players(args) -> None:
    """A headless game has one seat per bot of --bots (a resumed one, its file's): --players
    that says otherwise is refused, not silently dropped."""
    if getattr(args, "players", None) is None:
        return
    if args.resume:
        raise UsageError("--players does not go with --resume: the saved game has its own players")
    bots = [b for b in (args.bots or "").split(",") if b.strip()]
    if len(bots) != args.players:
        raise UsageError(f"--players {args.players} but --bots names {len(bots)}: a headless game has one seat "
                         "per bot")


def cores() -> int:
    """The processor cores this process may use (its affinity where the system says)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def worker_count(requested: int, games: int) -> int:
    """Tournament worker processes: `requested` (0: one per core), at most one per core and one
    per game. Results never depend on it (games are seeded and gathered in game order)."""
    if requested < 0:
        raise UsageError("--workers must be 0 (one per core) or more")
    return max(1, min(requested or cores(), cores(), games))


def _number_problem(body: str) -> str | None:
    """Why `body` (a sign already taken off) is not a number the command line takes, or None."""
    if not _DIGITS.fullmatch(body):
        return "is not a whole number (write it with the digits 0-9)"
    if len(body) > MAX_DIGITS:
        return f"is too big (at most {MAX_DIGITS} digits)"
    return None


def _shown(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit code 2."""


def whole_number(text: str, where: str, minus: bool = False) -> int:
    """`text` as an int written with the digits 0-9 (a leading '-' only if `minus`); anything
    else (superscripts, other scripts' digits, '+3', '1_000', blanks) is a UsageError naming
    `where`."""
    body = text.strip()
    negative = minus and body.startswith("-")
    if negative:
        body = body[1:]
    problem = _number_problem(body)
    if problem:
        raise UsageError(f"{where}: '{_shown(text)}' {problem}")
    return -int(body) if negative else int(body)


def number_arg(text: str) -> int:
    """argparse type for a count: digits 0-9 only (argparse names the flag; exit 2)."""
    problem = _number_problem(text.strip())
    if problem:
        raise argparse.ArgumentTypeError(f"'{_shown(text)}' {problem}")
    return int(text)


def signed_number_arg(text: str) -> int:
    """argparse type for a seed: digits 0-9, with a leading '-' allowed."""
    body = text.strip()
    problem = _number_problem(body[1:] if body.startswith("-") else body)
    if problem:
        raise argparse.ArgumentTypeError(f"'{_shown(text)}' {problem}")
    return int(body)


# a window's or a picture's side: 8K at most (about 130 MB to draw, within any machine's memory;
# `play --size 16000x16000` opened a window of about 1 GB)
MAX_SIDE = 7680


def window_size(text: str) -> tuple[int, int]:
    """--size of a window (play) or its picture (screenshot): '1280x720' -> (1280, 720), digits 0-9
    only; anything else is a UsageError, and so is a side over MAX_SIDE (a picture of 99999x99999
    took 2 GB of memory for a silently smaller one) or a size under the smallest window the screens
    are made for (persist.settings.MIN_WINDOW)."""
    from kingsforge.persist.settings import MIN_WINDOW

    width, sep, height = text.strip().lower().partition("x")
    if not sep or _number_problem(width) or _number_problem(height) or min(int(width), int(height)) < 1:
        raise UsageError(f"--size must be WIDTHxHEIGHT, e.g. 1280x720 (not '{_shown(text)}')")
    if max(int(width), int(height)) > MAX_SIDE:
        raise UsageError(f"--size {_shown(text)} is too large: each side at most {MAX_SIDE}")
    least_w, least_h = MIN_WINDOW
    if int(width) < least_w or int(height) < least_h:
        raise UsageError(f"--size {_shown(text)} is too small for the game's screens: at least {least_w}x{least_h}")
    return int(width), int(height)


def name_list(text: str, flag: str) -> list[str]:
    """'a, b' -> ['a', 'b'] (blanks dropped) for a flag whose names are each said once (--modules,
    --only): a name given twice is a UsageError naming it, not silently
    merged or counted twice."""
    names = [part.strip() for part in text.split(",") if part.strip()]
    repeated = next((n for i, n in enumerate(names) if n in names[:i]), None)
    if repeated is not None:
        raise UsageError(f"{flag} names '{_shown(repeated)}' twice (name each once)")
    return names


def writable_file(text: str, flag: str, example: str, make_folder: bool = False) -> Path:
    """A file a command will write (--out, --report), checked before any long work: a name (not
    empty, not a folder) in a folder this process can write to; else a UsageError. A missing
    folder is made only with `make_folder` (the picture writer's habit); otherwise it is refused,
    so a mistyped path never leaves folders behind."""
    if not text.strip():
        raise UsageError(f"{flag} names no file (e.g. {flag} {example})")
    out = Path(text)
    if out.is_dir():
        raise UsageError(f"{flag} {text} is a folder; name a file, e.g. {flag} {out / example}")
    not_a_file(out, flag)
    above = next((p for p in out.parents if p.exists()), None)
    if above is not None and not above.is_dir():
        raise UsageError(f"{flag} {text}: {above} is a file, not a folder")
    if not make_folder and not out.parent.is_dir():
        raise UsageError(f"{flag} {text}: the folder {out.parent} does not exist")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        if out.exists() and not os.access(out, os.W_OK):
            raise PermissionError(13, "permission denied")
        fd, probe = tempfile.mkstemp(prefix=".kingsforge-", suffix=out.suffix, dir=out.parent)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise UsageError(f"{flag} {text}: cannot write there ({exc.strerror or exc})") from None
    return out


def not_a_file(path: Path, flag: str) -> None:
    """A UsageError if `path` is there but is not a regular file (a device, a FIFO, a folder):
    a file written there atomically would replace it (`--autosave /dev/null` put a plain file in
    place of /dev/null when run as root); `screenshot --out /dev/null` ended in a traceback."""
    from kingsforge.persist.atomic import check_target

    try:
        check_target(path)
    except OSError as exc:
        raise UsageError(f"{flag} {path}: {exc.strerror}; name a file") from None


def saved_game_path(text: str | None, flag: str) -> None:
    """--autosave and --resume: when given, a file name (`--autosave ""` wrote nothing and said
    nothing; `--resume ""` was answered "name the bots"), and --autosave not a device, a FIFO or a
    folder (--resume's reader says so itself, naming the file)."""
    if text is not None and not text.strip():
        raise UsageError(f"{flag} names no file (e.g. {flag} game.json)")
    if text is not None and flag == "--autosave":
        not_a_file(Path(text), flag)


# `play`'s flags for the game window only, and those for a headless game only: one given where it
# does nothing is refused, not silently dropped (README's rule)
WINDOW_FLAGS = ("lang", "size", "quick", "fullscreen", "windowed")
HEADLESS_FLAGS = ("bots", "autosave", "resume")


def play_flags(args) -> None:
    """Every `play` flag checked against the others (both games), before a window opens or a
    bot moves."""
    if args.headless:
        _only_with([flag for flag in WINDOW_FLAGS if getattr(args, flag, None) not in (None, False)],
                   "the game window, not with --headless")
        saved_game_path(args.autosave, "--autosave")
        saved_game_path(args.resume, "--resume")
        headless_players(args)
        return
    _only_with([flag for flag in HEADLESS_FLAGS if getattr(args, flag, None) is not None], "--headless")
    if args.fullscreen and args.windowed:
        raise UsageError("--fullscreen and --windowed contradict each other: give one")
    if not args.quick:                      # the setup screen asks for the players and deals its own game
        _only_with([flag for flag in ("seed", "players") if getattr(args, flag, None) is not None],
                   "--quick or --headless")
    if args.size is not None:
        window_size(args.size)              # digits 0-9 only, before a window opens
    if args.players is not None and not 2 <= args.players <= 4:
        raise UsageError("--players must be 2, 3 or 4")    # not a 4-player game over the autosave


def _only_with(flags: list[str], where: str) -> None:
    if flags:
        raise UsageError(f"{', '.join('--' + f for f in flags)} can only go with {where}")


# `play --headless --resume` of either game: a save it cannot continue (both play modules say it here,
# so Forge's play loads none of King's Forge's engine)
EXIT_BAD_SAVE = 2
# What to do about an intact save this command cannot continue (persist.SaveError.mismatch)
MISMATCH_HINTS = {"other_game": " Resume it without --game: a save names its game.",
                  "other_data": " Resume it with the --data folder it was played with "
                                "(`kingsforge validate{game} --data DIR` prints a folder's checksum)."}
GAME_FLAGS = {"kingsforge": "", "forge": " --game forge"}
_MOVE = re.compile(r"(not a )?move\b")      # the engines' reason for a move they cannot replay


def save_refused(exc, path, err, game: str = "kingsforge") -> int:
    """A save `play --headless --resume` cannot continue (persist.SaveError), said the same way
    for both games: the file, what is wrong with it, where it was kept, and what to do."""
    logging.getLogger("kingsforge.headless").warning("headless resume failed: %s (%s)", exc.message, exc.detail)
    where = f"{path}: " if path else ""         # the file a player named is what is wrong
    hint = MISMATCH_HINTS.get(exc.mismatch, "").format(game=GAME_FLAGS[game])
    if exc.mismatch is None and _MOVE.match(exc.detail):       # which move: the one to look at in the file
        hint += f" {exc.detail[0].upper()}{exc.detail[1:]}."
    print(f"kingsforge: {where}{exc.message}{hint}", file=err, flush=True)
    return EXIT_BAD_SAVE
