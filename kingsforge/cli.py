"""The `kingsforge` command: parses the command line and hands it to the command's module
in kingsforge/commands/ (imported only when that command runs, so `play` starts fast).
Commands: play (the default), simulate, tournament, validate, cards, odds, bench,
screenshot, selftest."""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from kingsforge.commands.usage import EXIT_BAD_INPUT, MAX_GAMES, UsageError, number_arg, signed_number_arg
from kingsforge.content import ContentError


def main(argv: list[str] | None = None) -> int:
    # pygame's greeting would be a line of a command's output (bench: "one name: value unit per line")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if argv is None:
        # The real program (console script, python -m kingsforge, the frozen build):
        # a log file, and no crash on print() where a windowed build has no stdout.
        # Tests call main([...]) and so never write logs to a real home.
        from kingsforge import logsetup

        logsetup.install()
        if getattr(sys, "frozen", False):
            import multiprocessing

            multiprocessing.freeze_support()    # tournament workers in a frozen build
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0].startswith("--") and argv[0] not in ("-h", "--help"):
        argv = ["play"] + argv                       # no command: start the game
    parser = build_parser()
    args = parser.parse_args(argv)
    game = _game(args)                              # (play --resume reads the file to know)
    if game == "forge":                             # Forge's commands: kingsforge/forge/commands
        args.run = "kingsforge.forge.commands:run"
    module, _, function = args.run.partition(":")
    from kingsforge import i18n

    try:
        if getattr(args, "data", None) is not None and not args.data.strip():
            # an empty --data silently loaded the built-in data/ in place of the folder meant
            raise UsageError("--data names no folder (e.g. --data my-data)")
        # King's Forge's modules' own texts from --data (Forge's --data is data/forge: no modules)
        i18n.set_data_folder(getattr(args, "data", None) if game == "kingsforge" else None)
        return getattr(importlib.import_module(module), function or "run")(args)
    except ContentError as exc:
        print(f"kingsforge: {exc.message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except UsageError as exc:
        print(f"kingsforge: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        if not _reader_gone():
            raise               # another pipe (a worker's): a real failure, not the reader leaving
        # the reader went away (`kingsforge cards | head`): stop quietly, as other commands do;
        # stdout goes to nowhere so Python's own flush at exit does not complain again
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    finally:
        i18n.set_data_folder(None)


def _reader_gone() -> bool:
    """Is stdout a pipe whose reader has closed it? (Where poll is missing, assume so.)"""
    import select

    try:
        poll = select.poll()
        poll.register(sys.stdout.fileno(), select.POLLOUT)
        return any(events & (select.POLLERR | select.POLLHUP) for _fd, events in poll.poll(0))
    except (AttributeError, OSError, ValueError):
        return True


def _game(args) -> str:
    """The game a command is for: --game, or for `play --resume FILE` the game the save names."""
    game = getattr(args, "game", None)
    if game is None and getattr(args, "resume", None):
        from kingsforge.forge.commands import game_of_save
        game = game_of_save(args.resume)
    return game or "kingsforge"


class _HelpFormatter(argparse.HelpFormatter):
    """Help text wrapped between words only: a name like table-request-celestial_dragon stays whole."""

    def _split_lines(self, text, width):
        import textwrap

        return textwrap.wrap(" ".join(text.split()), width, break_on_hyphens=False, break_long_words=False)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kingsforge", description="King's Forge, the dice-crafting board game.")
    sub = parser.add_subparsers(dest="command", required=True)

    def command(name, run, help_text, modules=True):
        """A sub-command; `run` names the function that carries it out, 'module[:function]'
        (the function defaults to run)."""
        p = sub.add_parser(name, help=help_text, description=help_text, formatter_class=_HelpFormatter)
        p.add_argument("--data", metavar="DIR", help="load the card data from DIR instead of the built-in data/")
        p.add_argument("--game", choices=("kingsforge", "forge"), default=None,
                       help="which game: kingsforge (the default) or forge")
        if modules:
            p.add_argument("--modules", metavar="A,B", default=None,
                           help="play with these modules besides the base game, e.g. jubilee_gather,jubilee_variant")
        p.set_defaults(run=run)
        return p

    p = command("play", "kingsforge.commands.play", "start the game window (the default)")
    p.add_argument("--lang", default=None, help="language: en or es")
    p.add_argument("--windowed", action="store_true", help="start in a window even if fullscreen is saved")
    p.add_argument("--headless", action="store_true",
                   help="no window: bots play a game to the end; prints the standings and state digest last")
    p.add_argument("--bots", default=None, help="headless: 2-4 comma-separated bot names, one per seat")
    p.add_argument("--seed", type=signed_number_arg, default=None, help="the game's seed (headless, or with --quick)")
    p.add_argument("--size", default=None, help="window size, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true", help="start in full screen")
    p.add_argument("--quick", action="store_true", help="skip the menus: one human against the computer")
    p.add_argument("--players", type=number_arg, default=None, help="players for --quick (2-4)")
    p.add_argument("--autosave", metavar="FILE", default=None,
                   help="headless: save the game to FILE after every move (atomically)")
    p.add_argument("--resume", metavar="FILE", default=None,
                   help="headless: continue the game saved in FILE (and keep saving to it)")

    p = command("simulate", "kingsforge.commands.simulate", "play headless games between bots and print statistics")
    p.add_argument("--players", type=number_arg, default=4)
    p.add_argument("--games", type=number_arg, default=100, help=f"games to play, 1 to {MAX_GAMES}")
    p.add_argument("--seed", type=signed_number_arg, default=1)
    p.add_argument("--bots", default="random,greedy", help="comma-separated bot names, rotated through the seats")
    p.add_argument("--json", action="store_true")

    command("validate", "kingsforge.commands.validate", "check a data folder; exit 0 if valid, 2 if not")

    p = command("cards", "kingsforge.commands.cards", "list every card, die type, token and deck in play, with its module and source")
    p.add_argument("--json", action="store_true")

    p = command("odds", "kingsforge.commands.odds", "exact probability that a supply crafts a card when rolled")
    p.add_argument("--supply", required=True, help="dice to roll, e.g. metal=4,gem=3")
    target = p.add_mutually_exclusive_group()
    target.add_argument("--card", help="craft card id or name (default: every card)")
    target.add_argument("--needs", help="requirements, e.g. 'metal 3, gem 3, gem 3'")
    p.add_argument("--against", help="values already on the card, to out-craft them, e.g. 3,3,4")
    p.add_argument("--bonus", action="append", default=[], help="+N on one die; '1,1' = +1 on two different dice")
    p.add_argument("--flip", type=number_arg, default=0, help="flip up to N dice")
    p.add_argument("--reroll", type=number_arg, default=0, help="re-roll up to N dice")
    p.add_argument("--auto6", type=number_arg, default=0, help="turn up to N dice to 6")
    p.add_argument("--token", action="append", default=[], help="a token held this round (auto6, plus_one_one)")
    p.add_argument("--cemetery", type=number_arg, default=None, help="the Cemetery die's value")
    p.add_argument("--max-minutes", type=number_arg, default=10,
                   help="give up on a question that would take longer (default 10)")
    p.add_argument("--json", action="store_true")

    p = command("bench", "kingsforge.commands.bench", "print speed and memory figures, one per line")
    p.add_argument("--quick", action="store_true", help="fewer repetitions")
    p.add_argument("--only", default="", help="comma-separated figure groups: engine,odds,ui,ai")

    p = command("tournament", "kingsforge.commands.tournament", "seat-rotated seeded games between AI levels, in parallel")
    p.add_argument("--bots", required=True, help="comma-separated bot names, e.g. hard,greedy")
    p.add_argument("--players", type=number_arg, default=2)
    p.add_argument("--games", type=number_arg, default=100, help=f"games to play, 1 to {MAX_GAMES}")
    p.add_argument("--seed", type=signed_number_arg, default=1)
    p.add_argument("--workers", type=number_arg, default=0, help="worker processes (default and at most: one per core)")
    p.add_argument("--json", action="store_true")

    p = command("screenshot", "kingsforge.commands.screenshot", "render a scene headless to a PNG")
    from kingsforge.forge.ui.screenshot import SCENES as FORGE_SCENES  # names only, as below
    from kingsforge.ui.screenshot import (
        SCENES,  # light: names only, pygame loads on use
    )
    p.add_argument("--scene", required=True, metavar="NAME", help="the scene to render: King's Forge's " + ", ".join(SCENES)
                   + "; with --game forge: " + ", ".join(FORGE_SCENES))
    p.add_argument("--players", type=number_arg, default=4)
    p.add_argument("--seed", type=signed_number_arg, default=1)
    p.add_argument("--out", required=True)
    p.add_argument("--lang", default=None)
    p.add_argument("--size", default=None, metavar="WxH",
                   help="render in a window of this size, as the player sees it (e.g. 1280x720)")

    p = command("selftest", "kingsforge.selftest:run_command",
                "check this copy of the game: data, fonts, sounds, every scene, a full AI game, saves", modules=False)
    p.add_argument("--report", metavar="FILE", default=None, help="also write the report to FILE")
    return parser


if __name__ == "__main__":
    raise SystemExit(main())
