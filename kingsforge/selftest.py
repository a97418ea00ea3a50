"""`kingsforge selftest`: is this copy of the game complete and working?

Checks, one line each (`ok` or `FAIL`): where the shipped files are (inside the
bundle when frozen), the card data, the bundled fonts and sounds, every scene
rendered headless, a full 4-player AI game with the conservation invariants
checked after every move, replay and save/load round trips, a resumed headless
game, the settings file and the log file. Exit code 0 only if every check
passed, 1 otherwise.

The report goes to stdout and, with --report FILE, to FILE too. A windowed
build on Windows has no stdout (PyInstaller sets it to None), so there the
report is written to selftest.txt in the user data folder; the exit code tells
the truth either way. Everything written goes to a temporary folder, never to
the player's saves or settings.
"""

from __future__ import annotations

import logging
import os
import platform
import struct
import sys
import tempfile
import time
import traceback
from pathlib import Path

log = logging.getLogger("kingsforge.selftest")

SCENE_SIZE = (1920, 1080)


class CheckFailed(Exception):
    pass


def _png_size(path: Path) -> tuple[int, int]:
    with open(path, "rb") as fh:
        head = fh.read(24)
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise CheckFailed(f"{path.name} is not a PNG")
    return struct.unpack(">II", head[16:24])


class SelfTest:
    def __init__(self, data_dir=None, report=None, emit=None, content=None):
        self.data_dir = data_dir
        self.results: list[tuple[str, bool, str]] = []
        self.emit = emit or (lambda line: print(line, flush=True))
        self.report = report
        self.tmp = Path(tempfile.mkdtemp(prefix="kingsforge-selftest-"))
        self.content = content      # the card data, when the command has loaded it already
        self.record = None

    # --- running --------------------------------------------------------------------
    def check(self, name: str, fn) -> bool:
        started = time.perf_counter()
        try:
            detail = fn() or ""
            ok = True
        except Exception as exc:
            ok = False
            detail = f"{type(exc).__name__}: {exc}" if not isinstance(exc, CheckFailed) else str(exc)
            log.error("selftest %s failed:\n%s", name, traceback.format_exc())
        took = time.perf_counter() - started
        line = f"{'ok  ' if ok else 'FAIL'}  {name}: {detail} ({took:.1f} s)"
        self.results.append((name, ok, detail))
        self.emit(line)
        log.info("selftest %s", line)
        return ok

    def run(self) -> int:
        # Private folders for everything this run writes, and no window or sound device.
        saved = {k: os.environ.get(k) for k in ("KINGSFORGE_HOME", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
        os.environ["KINGSFORGE_HOME"] = str(self.tmp / "home")
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        try:
            return self._run_checks()
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
            self._cleanup()

    def _run_checks(self) -> int:
        self.check("runtime", self.runtime)
        self.check("resources", self.resources)
        data_ok = self.check("data", self.data)
        self.check("fonts", self.fonts)
        self.check("sounds", self.sounds)
        self.check("card pictures", self.card_art)
        for scene in self._scenes():
            self.check(f"scene {scene}", lambda scene=scene: self.scene(scene))
        for scene in self._scenes("forge"):
            self.check(f"forge scene {scene}", lambda scene=scene: self.scene(scene, game="forge"))
        self.check("forge 4-player game", self.forge_game)
        if data_ok:
            self.check("4-player game", self.full_game)
            self.check("replay", self.replay)
            self.check("save and load", self.save_and_load)
            self.check("damaged save", self.damaged_save)
            self.check("headless resume", self.headless_resume)
        self.check("settings", self.settings)
        failed = [name for name, ok, _ in self.results if not ok]
        if failed:
            self.emit(f"selftest FAILED: {len(failed)} of {len(self.results)} checks failed "
                      f"({', '.join(failed)})")
        else:
            self.emit(f"selftest OK: all {len(self.results)} checks passed")
        return 1 if failed else 0

    def _cleanup(self) -> None:
        import shutil

        shutil.rmtree(self.tmp, ignore_errors=True)

    def _scenes(self, game: str = "kingsforge") -> list[str]:
        try:
            if game == "forge":
                from kingsforge.forge.ui import screenshot
            else:
                from kingsforge.ui import screenshot
        except Exception as exc:
            self.results.append(("scenes", False, f"cannot import the UI: {type(exc).__name__}: {exc}"))
            self.emit(f"FAIL  scenes: cannot import the UI: {type(exc).__name__}: {exc}")
            return []
        return list(getattr(screenshot, "SCENES", ()))

    # --- checks ---------------------------------------------------------------------
    def runtime(self) -> str:
        from kingsforge import __version__

        frozen = bool(getattr(sys, "frozen", False))
        return (f"King's Forge {__version__}, Python {platform.python_version()} on {platform.system()} "
                f"{platform.machine()}, {'frozen' if frozen else 'from source'}")

    def resources(self) -> str:
        from kingsforge.resources import data_dir, resource_path, sprites_dir

        data, sprites = data_dir(), sprites_dir()
        for folder in (data, sprites, resource_path("sprites", "fonts"), resource_path("sprites", "sounds")):
            if not folder.is_dir():
                raise CheckFailed(f"{folder} is missing")
        bundle = getattr(sys, "_MEIPASS", None)
        if bundle:
            for folder in (data, sprites):
                if Path(bundle).resolve() not in folder.resolve().parents:
                    raise CheckFailed(f"{folder} is not inside the bundle {bundle}")
        files = sum(1 for _ in data.rglob("*.yaml")) + sum(1 for _ in sprites.rglob("*") if _.is_file())
        return f"data in {data}, sprites in {sprites} ({files} files)"

    def data(self) -> str:
        from kingsforge.content import ContentError, load_content

        try:
            self.content = self.content or load_content(self.data_dir)
        except ContentError as exc:
            raise CheckFailed(exc.message) from None
        c = self.content
        return (f"{len(c.die_types)} die types, {len(c.gather)} gather cards, {len(c.docks)} docks, "
                f"{len(c.craft)} craft cards; checksum {c.checksum}")

    def fonts(self) -> str:
        import pygame

        from kingsforge.resources import resource_path

        folder = resource_path("sprites", "fonts")
        files = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".ttf", ".otf"))
        if not files:
            raise CheckFailed(f"no fonts in {folder}")
        pygame.font.init()
        for path in files:
            font = pygame.font.Font(str(path), 24)
            if font.size("King's Forge")[0] <= 0:
                raise CheckFailed(f"{path.name} draws nothing")
        return ", ".join(p.name for p in files)

    def card_art(self) -> str:
        """Every card of every module names a picture that is shipped, loads as SVG and is credited."""
        import pygame

        from kingsforge.content import load_content
        from kingsforge.content.modules import playable_sets
        from kingsforge.ui import cardart

        if not cardart.svg_supported():
            raise CheckFailed("this pygame cannot read SVG (pygame.image.get_extended() is False)")
        credited = {row[0] for row in cardart.credits()}
        names: set[str] = set()
        for mods in [()] + playable_sets(self.data_dir):
            content = load_content(self.data_dir, modules=mods)
            cards = ([("gather", c.id, c.art) for c in content.gather]
                     + [("dock", d[0], a) for d, a in zip(content.docks, content.dock_art)]
                     + [("craft", c.id, c.art) for c in content.craft]
                     + [("escape", c.id, c.art) for c in content.escape])
            for kind, card_id, art in cards:
                if not art:
                    raise CheckFailed(f"{','.join(mods) or 'base'}: {kind} card {card_id} has no picture (art:)")
                names.add(art)
        pygame.init()
        for art in sorted(names):
            path = cardart.art_path(art)
            if not path.is_file():
                raise CheckFailed(f"picture missing: {path}")
            surf = cardart.load_svg(path, (64, 64))
            if surf.get_size() != (64, 64) or surf.get_bounding_rect().w == 0:
                raise CheckFailed(f"{path.name} draws nothing")
            if art not in credited:
                raise CheckFailed(f"sprites/CREDITS does not credit {art}")
        return f"{len(names)} pictures, every one shipped, drawn and credited"

    def sounds(self) -> str:
        import pygame

        from kingsforge.resources import resource_path

        folder = resource_path("sprites", "sounds")
        files = sorted(folder.glob("*.wav"))
        if not files:
            raise CheckFailed(f"no sounds in {folder}")
        # Never quit a mixer someone else opened: sounds they cached would then play
        # on a closed device (a crash inside SDL).
        opened_here = not pygame.mixer.get_init()
        if opened_here:
            try:
                pygame.mixer.init()
            except Exception as exc:
                # The files are there; only this machine cannot play sound. Not the game's fault.
                return f"{len(files)} sounds present; mixer unavailable here ({exc})"
        try:
            for path in files:
                if pygame.mixer.Sound(str(path)).get_length() <= 0:
                    raise CheckFailed(f"{path.name} is empty")
        finally:
            if opened_here:
                pygame.mixer.quit()
                from kingsforge.ui import assets
                assets.forget_sounds()
        return f"{len(files)} sounds load"

    def scene(self, name: str, game: str = "kingsforge") -> str:
        from kingsforge.ui.screenshot import render_scene

        out = self.tmp / f"scene-{game}-{name}.png"
        render_scene(name, 4, 1, str(out), game=game)
        if not out.is_file() or out.stat().st_size == 0:
            raise CheckFailed("no image written")
        size = _png_size(out)
        if tuple(size) != SCENE_SIZE:
            raise CheckFailed(f"image is {size[0]}x{size[1]}, expected {SCENE_SIZE[0]}x{SCENE_SIZE[1]}")
        return f"{size[0]}x{size[1]}, {out.stat().st_size // 1024} KB"

    def full_game(self) -> str:
        from kingsforge.ai import make_bot
        from kingsforge.engine import invariants, rules
        from kingsforge.engine.record import GameRecord

        record = GameRecord(self.content, 4, 2024)
        bots = [make_bot("greedy", seat) for seat in range(4)]
        while record.state.phase != "over":
            if record.state.round > 300:
                raise CheckFailed("the game did not end within 300 rounds")
            state = record.state
            record.play(bots[state.turn].choose(state, rules.legal_actions(state)))
            problems = invariants.problems(record.state)
            if problems:
                raise CheckFailed(f"after move {len(record.actions)}: {problems[0]}")
        self.record = record
        winner = record.state.standings()[0]
        return (f"greedy x4, seed 2024: {len(record.actions)} moves, {record.state.round} rounds, "
                f"winner seat {winner + 1}, invariants held after every move")

    def forge_game(self) -> str:
        """Forge: four Greedy players from the first move to the last, the invariants after each."""
        from kingsforge.forge.content import load_forge
        from kingsforge.forge.engine import invariants, rules, scoring
        from kingsforge.forge.engine.record import GameRecord
        from kingsforge.forge.match import SeatBot

        record = GameRecord(load_forge(), 4, 2024)
        bots = [SeatBot("greedy", 2024, seat) for seat in range(4)]
        while record.state.phase != "over":
            state = record.state
            record.play(bots[state.current()].choose(state, rules.legal_actions(state), len(record.moves)))
            problems = invariants.problems(record.state)
            if problems:
                raise CheckFailed(f"after move {len(record.moves)}: {problems[0]}")
        winner = scoring.standings(record.state)[0]
        return (f"greedy x4, seed 2024: {len(record.moves)} moves, {record.state.round} rounds, "
                f"winner seat {winner + 1}, invariants held after every move")

    def _need_game(self) -> None:
        if self.record is None:
            raise CheckFailed("skipped: the 4-player game failed")

    def replay(self) -> str:
        self._need_game()
        import json

        from kingsforge.engine.record import GameRecord

        data = json.loads(json.dumps(self.record.to_data()))
        again = GameRecord.from_data(self.content, data)
        if again.state.digest() != self.record.state.digest():
            raise CheckFailed("replaying the move log gives another state")
        return f"digest {again.state.digest()}"

    def save_and_load(self) -> str:
        self._need_game()
        from kingsforge import persist

        path = persist.autosave_path()
        persist.save_game(self.record, path, extra={"check": True})
        saved = persist.read_save(self.content, path)
        if saved.record.state.digest() != self.record.state.digest() or saved.extra != {"check": True}:
            raise CheckFailed("the loaded game differs from the saved one")
        return f"{path.stat().st_size // 1024} KB, same digest"

    def damaged_save(self) -> str:
        self._need_game()
        from kingsforge import persist

        path = persist.user_data_dir() / "damaged.json"
        persist.save_game(self.record, path)
        text = path.read_bytes()
        path.write_bytes(text[: len(text) // 2])
        try:
            persist.read_save(self.content, path)
        except persist.SaveError as exc:
            if exc.bad_path is None or not exc.bad_path.is_file() or path.exists():
                raise CheckFailed("the damaged save was not kept as .bad") from None
            return f"refused with: {exc.message}"
        raise CheckFailed("a truncated save loaded")

    def headless_resume(self) -> str:
        import shutil

        from kingsforge import headless, persist

        path = persist.user_data_dir() / "headless.json"
        snapshot = persist.user_data_dir() / "headless-at-move-30.json"

        def on_move(game):
            if len(game.record.actions) == 30:
                shutil.copyfile(path, snapshot)

        whole = headless.HeadlessGame.new(self.content, ["random", "greedy", "greedy"], 1, path).play(on_move)
        if not snapshot.is_file():
            raise CheckFailed("the game ended before move 30")
        resumed = headless.HeadlessGame.resume(self.content, snapshot).play()
        if resumed != whole:
            raise CheckFailed(f"a resumed game ended differently: {resumed} vs {whole}")
        return "a game resumed from move 30 ends as the uninterrupted one"

    def settings(self) -> str:
        from kingsforge import persist

        settings, problem = persist.load_settings()
        if problem or settings != persist.Settings():
            raise CheckFailed(f"fresh settings are not the defaults ({problem})")
        settings.volume, settings.language = 0.25, "es"
        persist.save_settings(settings)
        again, problem = persist.load_settings()
        if again != settings or problem:
            raise CheckFailed("saved settings do not load back")
        persist.settings_path().write_text("{ not json", encoding="utf-8")
        fallback, problem = persist.load_settings()
        if fallback != persist.Settings() or not problem:
            raise CheckFailed("a broken settings file did not fall back to the defaults")
        return "save, load and broken-file fallback work"


def run_command(args) -> int:
    """`kingsforge selftest [--data DIR] [--report FILE]`. Both flags are checked first (a UsageError
    or ContentError: exit 2 at once), not after a minute of checks."""
    from kingsforge.commands.usage import writable_file
    from kingsforge.content import load_content

    report = None if args.report is None else writable_file(args.report, "--report", "selftest.txt")
    return run(data_dir=args.data, report=report, content=load_content(args.data))


def run(data_dir=None, report=None, content=None) -> int:
    """The selftest command; returns the exit code."""
    from kingsforge import logsetup

    lines: list[str] = []
    to_stdout = logsetup.streams_are_real()

    def emit(line: str) -> None:
        lines.append(line)
        if to_stdout:
            print(line, flush=True)

    if report is None and not to_stdout:
        from kingsforge import persist

        report = persist.user_data_dir() / "selftest.txt"
    code = SelfTest(data_dir=data_dir, emit=emit, content=content).run()
    if report is not None:
        try:
            from kingsforge.persist import atomic_write_text

            atomic_write_text(report, "\n".join(lines) + "\n")
        except OSError as exc:
            emit(f"could not write the report to {report}: {exc}")
            return 1
    return code
