"""`kingsforge screenshot --game forge --scene NAME`: one Forge scene rendered headless to a PNG
(kingsforge/forge/ui/screenshot.py stages it; the shell's render_scene draws it)."""

from __future__ import annotations

from kingsforge.commands.usage import UsageError


def run(args) -> int:
    from kingsforge.forge.ui.screenshot import SCENES
    from kingsforge.i18n import LANGUAGES
    from kingsforge.ui.screenshot import render_scene

    if args.scene not in SCENES:
        raise UsageError(f"unknown Forge scene '{args.scene}' (choose from {', '.join(SCENES)})")
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
    render_scene(args.scene, args.players, args.seed, args.out, lang=args.lang, size=size, game="forge")
    print(f"wrote {args.out}")
    return 0
