"""The `kingsforge` command: play (the default), simulate, validate, odds, bench, screenshot, selftest."""

from __future__ import annotations

import argparse
import json
import sys

from kingsforge.content import ContentError, load_content
from kingsforge.content.modules import parse_module_ids

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit code 2."""


def main(argv: list[str] | None = None) -> int:
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
    try:
        return args.run(args)
    except ContentError as exc:
        print(f"kingsforge: {exc.message}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except UsageError as exc:
        print(f"kingsforge: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kingsforge", description="King's Forge, the dice-crafting board game.")
    sub = parser.add_subparsers(dest="command", required=True)

    def command(name, run, help_text, modules=True):
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.add_argument("--data", metavar="DIR", help="load the card data from DIR instead of the built-in data/")
        if modules:
            p.add_argument("--modules", metavar="A,B", default=None,
                           help="play with these modules besides the base game, e.g. jubilee_gather,jubilee_variant")
        p.set_defaults(run=run)
        return p

    p = command("play", cmd_play, "start the game window (the default)")
    p.add_argument("--lang", default=None, help="language: en or es")
    p.add_argument("--windowed", action="store_true", help="start in a window even if fullscreen is saved")
    p.add_argument("--headless", action="store_true",
                   help="no window: bots play a game to the end; prints the standings and state digest last")
    p.add_argument("--bots", default=None, help="headless: 2-4 comma-separated bot names, one per seat")
    p.add_argument("--seed", type=int, default=None, help="the game's seed (headless, or with --quick)")
    p.add_argument("--size", default=None, help="window size, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true", help="start in full screen")
    p.add_argument("--quick", action="store_true", help="skip the menus: one human against the computer")
    p.add_argument("--players", type=int, default=None, help="players for --quick (2-4)")
    p.add_argument("--autosave", metavar="FILE", default=None,
                   help="headless: save the game to FILE after every move (atomically)")
    p.add_argument("--resume", metavar="FILE", default=None,
                   help="headless: continue the game saved in FILE (and keep saving to it)")

    p = command("simulate", cmd_simulate, "play headless games between bots and print statistics")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bots", default="random,greedy", help="comma-separated bot names, rotated through the seats")
    p.add_argument("--json", action="store_true")

    command("validate", cmd_validate, "check a data folder; exit 0 if valid, 2 if not")

    p = command("cards", cmd_cards, "list every card, die type, token and deck in play, with its module and source")
    p.add_argument("--json", action="store_true")

    p = command("odds", cmd_odds, "exact probability that a supply crafts a card when rolled")
    p.add_argument("--supply", required=True, help="dice to roll, e.g. metal=4,gem=3")
    target = p.add_mutually_exclusive_group()
    target.add_argument("--card", help="craft card id or name (default: every card)")
    target.add_argument("--needs", help="requirements, e.g. 'metal 3, gem 3, gem 3'")
    p.add_argument("--against", help="values already on the card, to out-craft them, e.g. 3,3,4")
    p.add_argument("--bonus", action="append", default=[], help="+N on one die; '1,1' = +1 on two different dice")
    p.add_argument("--flip", type=int, default=0, help="flip up to N dice")
    p.add_argument("--reroll", type=int, default=0, help="re-roll up to N dice")
    p.add_argument("--auto6", type=int, default=0, help="turn up to N dice to 6")
    p.add_argument("--token", action="append", default=[], help="a token held this round (auto6, plus_one_one)")
    p.add_argument("--cemetery", type=int, default=None, help="the Cemetery die's value")
    p.add_argument("--json", action="store_true")

    p = command("bench", cmd_bench, "print speed and memory figures, one per line")
    p.add_argument("--quick", action="store_true", help="fewer repetitions")
    p.add_argument("--only", default="", help="comma-separated figure groups: engine,odds,ui,ai")

    p = command("tournament", cmd_tournament, "seat-rotated seeded games between AI levels, in parallel")
    p.add_argument("--bots", required=True, help="comma-separated bot names, e.g. hard,greedy")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=0, help="worker processes (default: one per core)")
    p.add_argument("--json", action="store_true")

    p = command("screenshot", cmd_screenshot, "render a scene headless to a PNG")
    from kingsforge.ui.screenshot import SCENES      # light: names only, pygame loads on use
    p.add_argument("--scene", required=True, metavar="NAME", help="the scene to render: " + ", ".join(SCENES))
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", required=True)
    p.add_argument("--lang", default=None)
    p.add_argument("--size", default=None, metavar="WxH",
                   help="render in a window of this size, as the player sees it (e.g. 1280x720)")

    p = command("selftest", cmd_selftest,
                "check this copy of the game: data, fonts, sounds, every scene, a full AI game, saves", modules=False)
    p.add_argument("--report", metavar="FILE", default=None, help="also write the report to FILE")
    return parser


def _modules(args) -> tuple[str, ...]:
    return parse_module_ids(args.modules)


def _content(args):
    """The base game plus --modules, from --data or the built-in data (ContentError: exit 2)."""
    return load_content(args.data, modules=_modules(args))


# --- commands ------------------------------------------------------------------------
def cmd_play(args) -> int:
    if args.headless:
        from kingsforge import headless
        if args.resume:
            # a saved game's modules come from its file; --modules may only repeat them
            try:
                content = headless.content_for_save(args.data, args.resume, _modules(args) if args.modules else None)
            except headless.HeadlessError as exc:
                raise UsageError(str(exc)) from None
        else:
            content = _content(args)
        return headless.run(content, bots=args.bots, seed=args.seed, autosave=args.autosave, resume=args.resume)
    if args.bots or args.autosave or args.resume:
        raise UsageError("--bots, --autosave and --resume go with --headless")
    from kingsforge.ui.app import run
    extra = []
    for flag in ("data", "modules", "lang", "size", "seed", "players"):
        if getattr(args, flag) is not None:
            extra += [f"--{flag}", str(getattr(args, flag))]
    extra += [f"--{flag}" for flag in ("windowed", "fullscreen", "quick") if getattr(args, flag)]
    return run(extra)


def cmd_validate(args) -> int:
    c = _content(args)
    dice = sum(t.count for t in c.die_types)
    modules = f"modules {', '.join(c.module_ids)}; " if c.module_ids else ""
    print(f"data OK: {modules}{len(c.die_types)} die types ({dice} dice), {len(c.gather)} gather cards, "
          f"{len(c.docks)} docks ({len(c.dock_actions)} actions), {len(c.craft)} craft cards; "
          f"checksum {c.checksum}")
    return 0


def cmd_cards(args) -> int:
    from kingsforge.commands.cards import run
    return run(_content(args), args.data, args.json)


def cmd_simulate(args) -> int:
    from kingsforge.ai import BOTS
    from kingsforge.sim import simulate
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in bots if b not in BOTS]
    if unknown:
        raise UsageError(f"unknown bot '{unknown[0]}' (choose from {', '.join(sorted(BOTS))})")
    if not 2 <= args.players <= 4:
        raise UsageError("--players must be 2, 3 or 4")
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    content = _content(args)
    data = simulate(content, args.players, args.games, args.seed, bots).to_data()
    if args.json:
        print(json.dumps(data, indent=2))
        return 0
    print(f"{data['games']} games, {args.players} players, seeds {args.seed}..{args.seed + args.games - 1}; "
          f"average {data['average_rounds']} rounds" +
          (f"; {data['unfinished']} unfinished" if data["unfinished"] else ""))
    print("win rate per bot (share of its games won; wins per seat filled):")
    for bot in data["win_rate"]:
        print(f"  {bot:<10} {data['win_rate'][bot]:6.1%}   per seat {data['win_rate_per_seat'][bot]:6.1%}")
    print("win rate by turn order (seat 1 = first player):")
    for i, rate in enumerate(data["win_rate_per_turn_order"]):
        print(f"  seat {i + 1}: {rate:6.1%}")
    print("craft rate per card (claimed / dealt):")
    names = {card.id: card for card in content.craft}
    for card_id, rate in sorted(data["craft_rate_per_card"].items(), key=lambda kv: names[kv[0]].rank):
        print(f"  {names[card_id].rank:>3} {names[card_id].name:<20} {rate:6.1%}")
    return 0


def cmd_odds(args) -> int:
    from kingsforge.oddscli import odds_report
    content = _content(args)
    rows = odds_report(content, args)
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for row in rows:
        print(f"{row['card']:<22} {row['probability']:8.3%}   = {row['fraction']}")
    return 0


def cmd_bench(args) -> int:
    from kingsforge.bench import run_bench
    groups = {g.strip() for g in args.only.split(",") if g.strip()}
    base = load_content(args.data)
    for name, value, unit in run_bench(base, quick=args.quick, groups=groups, module_sets=_bench_module_sets(args)):
        print(f"{name}: {value} {unit}", flush=True)
    return 0


def _bench_module_sets(args) -> list:
    """The contents to bench besides the base game: --modules, or else each module offered
    alone, then all of them together (sets whose modules need or exclude one another are
    left out)."""
    from kingsforge.content.modules import BASE, available_modules
    if args.modules:
        return [_content(args)]
    offered = tuple(m.id for m in available_modules(args.data) if m.id != BASE)
    loaded = []
    for ids in [(m,) for m in offered] + ([offered] if len(offered) > 1 else []):
        try:
            loaded.append(load_content(args.data, modules=ids))
        except ContentError:
            continue
    return loaded


def cmd_tournament(args) -> int:
    from kingsforge.ai.tournament import cmd_tournament as run
    return run(_content(args), args)


def cmd_screenshot(args) -> int:
    from kingsforge.i18n import LANGUAGES
    from kingsforge.ui.screenshot import SCENES, render_scene
    if args.scene not in SCENES:
        raise UsageError(f"unknown scene '{args.scene}' (choose from {', '.join(SCENES)})")
    if args.lang is not None and args.lang not in LANGUAGES:
        raise UsageError(f"unknown language '{args.lang}' (choose {' or '.join(LANGUAGES)})")
    if not 2 <= args.players <= 4:
        raise UsageError("--players must be 2, 3 or 4")
    size = None
    if args.size is not None:
        try:
            size = tuple(int(v) for v in args.size.lower().split("x"))
            assert len(size) == 2 and min(size) >= 64
        except (ValueError, AssertionError):
            raise UsageError(f"--size must be WIDTHxHEIGHT, e.g. 1280x720 (not '{args.size}')") from None
    from kingsforge.ui import match
    previous = match.content()
    match.use_content(_content(args))        # the scene's game is dealt from --data/--modules
    try:
        render_scene(args.scene, args.players, args.seed, args.out, lang=args.lang, size=size)
    finally:
        match.use_content(previous)          # main() may run again in this process (tests)
    print(f"wrote {args.out}")
    return 0


def cmd_selftest(args) -> int:
    from kingsforge.selftest import run
    return run(data_dir=args.data, report=args.report)


if __name__ == "__main__":
    raise SystemExit(main())
