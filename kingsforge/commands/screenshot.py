"""`kingsforge screenshot [--game forge]`: render a scene headless to a PNG (the shell's
kingsforge/ui/screenshot.py draws it; each game's screenshot module stages its scenes)."""

from __future__ import annotations

from kingsforge.commands.content import load_for
from kingsforge.commands.usage import UsageError, window_size, writable_file


def run(args) -> int:
    from kingsforge.i18n import LANGUAGES
    from kingsforge.ui.screenshot import render_scene

    forge = getattr(args, "game", None) == "forge"
    if forge:
        from kingsforge.forge.ui.screenshot import SCENES
    else:
        from kingsforge.ui.screenshot import SCENES
    if args.scene not in SCENES:
        raise UsageError(f"unknown {'Forge ' if forge else ''}scene '{args.scene}' (choose from {', '.join(SCENES)})")
    if args.lang is not None and args.lang not in LANGUAGES:
        raise UsageError(f"unknown language '{args.lang}' (choose {' or '.join(LANGUAGES)})")
    if not 2 <= args.players <= 4:
        raise UsageError("--players must be 2, 3 or 4")
    # a picture of a window the game can have: none is smaller than the screens are made for
    size = None if args.size is None else window_size(args.size)
    # before a scene is rendered, not a pygame.error after; a missing folder is made, as the PNG's writer does
    out = args.out
    writable_file(out, "--out", "shot.png", make_folder=True)
    if not out.lower().endswith(".png"):     # pygame writes a TGA picture under any other name
        raise UsageError(f"--out {out}: a screenshot is a PNG picture; name a .png file, e.g. --out shot.png")
    if forge:
        from kingsforge.forge.commands import load
        from kingsforge.forge.commands.play import table_content

        with table_content(load(args)):     # the scene's game is dealt from --data
            render_scene(args.scene, args.players, args.seed, out, lang=args.lang, size=size, game="forge")
    else:
        from kingsforge.ui import match
        previous = match.content()
        match.use_content(load_for(args))        # the scene's game is dealt from --data/--modules
        try:
            render_scene(args.scene, args.players, args.seed, out, lang=args.lang, size=size)
        finally:
            match.use_content(previous)          # main() may run again in this process (tests)
    print(f"wrote {args.out}")
    return 0
