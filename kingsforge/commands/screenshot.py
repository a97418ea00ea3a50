"""`kingsforge screenshot [--game forge]`: render a scene headless to a PNG (the shell's
kingsforge/ui/screenshot.py draws it; each game's screenshot module stages its scenes)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from kingsforge.commands.content import load_for
from kingsforge.commands.usage import UsageError, window_size

MAX_PICTURE_SIDE = 7680     # an 8K picture at most: about 130 MB to draw, within any machine's memory


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
    size = None if args.size is None else window_size(args.size, smallest=64, largest=MAX_PICTURE_SIDE)
    out = writable_out(args.out)            # before a scene is rendered, not a pygame.error after
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


def writable_out(text: str) -> str:
    """--out, checked before rendering: a file name (not empty, not a folder) in a folder this
    process can write to (made if missing, as the PNG's writer does); else a UsageError."""
    if not text.strip():
        raise UsageError("--out names no file (e.g. --out table.png)")
    out = Path(text)
    if out.is_dir():
        raise UsageError(f"--out {text} is a folder; name a file, e.g. --out {out / 'shot.png'}")
    above = next((p for p in out.parents if p.exists()), None)
    if above is not None and not above.is_dir():
        raise UsageError(f"--out {text}: {above} is a file, not a folder")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        if out.exists() and not os.access(out, os.W_OK):
            raise PermissionError(13, "permission denied")
        fd, probe = tempfile.mkstemp(prefix=".kingsforge-", suffix=".png", dir=out.parent)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise UsageError(f"--out {text}: cannot write there ({exc.strerror or exc})") from None
    return text
