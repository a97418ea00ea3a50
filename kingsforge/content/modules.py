"""Which modules a data folder offers, and the order a chosen set loads in.

A data folder holds one sub-folder per module: `base/` (the base game, always
loaded) and one per expansion module, each with a `module.yaml` naming it and
saying what it needs, excludes and replaces. A folder with `game.yaml` at its
top (the old flat layout, and the test corpus) is the base game alone.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path

from kingsforge.content.checker import name_problem
from kingsforge.content.errors import ContentError
from kingsforge.content.yamlsource import Document, read_yaml
from kingsforge.engine import registry
from kingsforge.engine.model import Module

BASE = "base"
MODULE_FILE = "module.yaml"
BASE_FILES = ("game.yaml", "gather.yaml", "docks.yaml", "craft.yaml")   # the base game has all of these
SOURCES = ("published", "rulebook", "reference", "house")
LANGS = ("en", "es")
REPLACEABLE = ("craft", "gather", "setup")


def card_files() -> tuple[str, ...]:
    """The card files a module folder may hold: the base game's, then each file a mechanism
    owns (engine/mechanism.py Trait 'file': Griffin's Landing's visitors.yaml), in its order."""
    return BASE_FILES + tuple(t.keys[0] for t in registry.traits("file"))


@dataclass
class ModuleFiles:
    """One module as read from disk: its description and whichever card files it has."""
    info: Module
    folder: Path
    docs: dict[str, Document] = field(default_factory=dict)
    replaces: dict = field(default_factory=dict)
    replaces_doc: Document | None = None


def module_folders(root: Path) -> dict[str, Path]:
    """Module id -> folder, for every module the data folder offers (base first)."""
    if (root / "game.yaml").is_file() and not (root / BASE).is_dir():
        return {BASE: root}
    found = {}
    if (root / BASE).is_dir():
        found[BASE] = root / BASE
    for sub in sorted(p for p in root.iterdir() if p.is_dir()):
        if sub.name != BASE and (sub / MODULE_FILE).is_file():
            found[sub.name] = sub
    if BASE not in found:
        raise ContentError(str(root), None, "no base game here", hint="expected a folder 'base' with game.yaml")
    return found


def parse_module_ids(text: str | None) -> tuple[str, ...]:
    """'a,b' from the command line -> ('a', 'b'); empty or None -> () (the base game alone)."""
    if not text:
        return ()
    return tuple(part.strip() for part in text.split(",") if part.strip() and part.strip() != BASE)


def available_modules(folder: str | Path | None = None) -> list[Module]:
    """Every module a data folder offers, described by its module.yaml (the base game first)."""
    from kingsforge.resources import data_dir
    root = Path(folder) if folder else data_dir()
    return [read_module(module_id, path).info for module_id, path in module_folders(root).items()]


def read_module(module_id: str, folder: Path) -> ModuleFiles:
    path = folder / MODULE_FILE
    if not path.is_file():          # the flat layout: a base game without a description
        return ModuleFiles(Module(BASE, {"en": "King's Forge"}, {"en": ""}, "published"), folder)
    doc = read_yaml(path, f"{folder.name}/{MODULE_FILE}")
    data = doc.data

    def fail(key, problem, hint=None):
        raise ContentError(doc.file, doc.line((key,) if key else ()), problem, card=f"module '{module_id}'",
                           field=key, hint=hint)

    if not isinstance(data, dict):
        fail(None, "expected a mapping of keys")
    allowed = ("id", "name", "summary", "source", "requires", "excludes", "replaces", "notes")
    for key in data:
        if key not in allowed:
            close = difflib.get_close_matches(str(key), allowed, n=1)
            fail(key, f"unknown key '{key}'", f"did you mean '{close[0]}'?" if close else None)
    for key in ("id", "name", "summary", "source"):
        if key not in data:
            fail(None, f"missing required key '{key}'")
    if data["id"] != module_id:
        fail("id", f"the id '{data['id']}' differs from its folder's name '{module_id}'")
    if data["source"] not in SOURCES:
        fail("source", f"unknown source '{data['source']}'", f"one of: {', '.join(SOURCES)}")
    texts = {}
    for key in ("name", "summary"):
        value = data[key]
        if not isinstance(value, dict) or not isinstance(value.get("en"), str) or not value["en"].strip():
            fail(key, "expected texts per language, at least 'en', e.g. {en: ..., es: ...}")
        for lang, text in value.items():
            if lang not in LANGS or not isinstance(text, str):
                fail(key, f"'{lang}' is not a language of the game, or its text is not text",
                     f"languages: {', '.join(LANGS)}")
            problem = name_problem(text) if key == "name" else None
            if problem:
                fail(key, f"the '{lang}' name {problem}")
        texts[key] = dict(value)
    lists = {}
    for key in ("requires", "excludes"):
        value = data.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            fail(key, "expected a list of module ids")
        lists[key] = tuple(value)
    replaces = data.get("replaces", {})
    if not isinstance(replaces, dict):
        fail("replaces", "expected a mapping such as {craft: all}")
    for key in replaces:
        if key not in REPLACEABLE:
            fail("replaces", f"cannot replace '{key}'", f"a module replaces: {', '.join(REPLACEABLE)}")
    info = Module(module_id, texts["name"], texts["summary"], data["source"], lists["requires"], lists["excludes"])
    return ModuleFiles(info, folder, replaces=replaces, replaces_doc=doc)


def load_order(root: Path, chosen) -> list[ModuleFiles]:
    """The base game, then the chosen modules with each after the modules it requires."""
    folders = module_folders(root)
    wanted = []
    for module_id in chosen:
        if module_id == BASE or module_id in wanted:
            continue
        if module_id not in folders:
            offered = [m for m in folders if m != BASE]
            close = difflib.get_close_matches(module_id, offered, n=1)
            hint = f"did you mean '{close[0]}'?" if close else f"modules here: {', '.join(offered) or 'none'}"
            shown = module_id if len(module_id) <= 40 else module_id[:39] + "…"    # a save may hold any text
            raise ContentError(str(root), None, f"unknown module '{shown}'", hint=hint)
        wanted.append(module_id)
    files = {m: read_module(m, folders[m]) for m in [BASE] + sorted(wanted)}
    for module_id in sorted(wanted):
        info, doc = files[module_id].info, files[module_id].replaces_doc

        def fail(key, i, problem, hint=None):     # file:line of the entry in module.yaml
            raise ContentError(f"{module_id}/{MODULE_FILE}", doc.line((key, i)) if doc else None, problem,
                               card=f"module '{module_id}'", field=f"{key}[{i}]", hint=hint)

        for i, need in enumerate(info.requires):
            if need != BASE and need not in files:
                fail("requires", i, f"module '{module_id}' needs module '{need}'", hint=f"add '{need}' to the module set")
        for i, other in enumerate(info.excludes):
            if other in files:
                fail("excludes", i, f"module '{module_id}' cannot be played with module '{other}'")
    order, placed = [BASE], {BASE}
    while len(order) < len(files):
        ready = [m for m in sorted(wanted) if m not in placed and set(files[m].info.requires) <= placed | {BASE}]
        if not ready:
            raise ContentError(str(root), None, "these modules require each other in a circle: "
                               + ", ".join(m for m in sorted(wanted) if m not in placed))
        order.append(ready[0])
        placed.add(ready[0])
    out = []
    for module_id in order:
        module = files[module_id]
        for name in card_files():
            path = module.folder / name
            if (module_id == BASE and name in BASE_FILES) or path.is_file():
                module.docs[name] = read_yaml(path, f"{module.folder.name}/{name}")
        out.append(module)
    return out


def playable_sets(folder: str | Path | None = None) -> list[tuple[str, ...]]:
    """Module sets that load: each module with the modules it requires, then the largest
    sets that combine them without an excluded pair (for checks that try every module)."""
    offered = {m.id: m for m in available_modules(folder) if m.id != BASE}

    def closure(module_id) -> set[str]:
        found, todo = set(), [module_id]
        while todo:
            m = todo.pop()
            if m in found or m not in offered:
                continue
            found.add(m)
            todo.extend(r for r in offered[m].requires if r != BASE)
        return found

    def clash(ids) -> bool:
        return any(x in ids for m in ids for x in offered[m].excludes)

    sets = []
    for module_id in offered:
        ids = closure(module_id)
        if not clash(ids) and tuple(sorted(ids)) not in sets:
            sets.append(tuple(sorted(ids)))
    for start in offered:                      # greedy largest combinations
        ids = closure(start)
        for other in offered:
            grown = ids | closure(other)
            if not clash(grown):
                ids = grown
        if len(ids) > 1 and not clash(ids) and tuple(sorted(ids)) not in sets:
            sets.append(tuple(sorted(ids)))
    return sets
