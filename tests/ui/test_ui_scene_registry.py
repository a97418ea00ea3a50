"""Scenes open each other by name through kingsforge/ui/scenes/registry.py: no scene module imports
another scene module when it loads, and none builds another module's scene class itself."""

import ast
import importlib
from pathlib import Path

import pytest

from kingsforge.ui.scenes import registry

SCENES_DIR = Path(registry.__file__).parent
SHARED = {"registry", "modal"}          # the registry, and ModalScene: the overlays' base class


def scene_modules() -> list[str]:
    return sorted(p.stem for p in SCENES_DIR.glob("*.py") if p.stem != "__init__")


def scene_imports(module: str, top_level_only: bool):
    """(line, module, names) for every import of kingsforge.ui.scenes.<other> in `module`; a scene class
    imported to derive one from it (a base class, as ModalScene is) does not count."""
    tree = ast.parse((SCENES_DIR / f"{module}.py").read_text(encoding="utf-8"))
    nodes = tree.body if top_level_only else list(ast.walk(tree))
    bases = {b.id for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
             for b in node.bases if isinstance(b, ast.Name)}
    found = []
    for node in nodes:
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == "kingsforge.ui.scenes":
                others = [a.name for a in node.names if a.name not in SHARED]
                if others:
                    found.append((node.lineno, node.module, others))
            elif node.module.startswith("kingsforge.ui.scenes."):
                other = node.module.rsplit(".", 1)[1]
                names = [a.name for a in node.names if a.name not in bases]
                if other not in SHARED and other != module and names:
                    found.append((node.lineno, other, names))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("kingsforge.ui.scenes.") and alias.name.rsplit(".", 1)[1] not in SHARED:
                    found.append((node.lineno, alias.name, []))
    return found


def test_no_scene_module_imports_another_when_it_loads():
    problems = {m: scene_imports(m, top_level_only=True) for m in scene_modules()}
    assert not {m: p for m, p in problems.items() if p}, problems


def test_no_scene_module_builds_another_modules_scene_class():
    for module in scene_modules():
        importlib.import_module(f"kingsforge.ui.scenes.{module}")
    registered = {factory.__name__ for factory in map(registry.factory, registry.names())}
    problems = []
    for module in scene_modules():
        for line, other, names in scene_imports(module, top_level_only=False):
            problems += [f"{module}.py:{line} imports {n} from {other}: open it with registry.make(name, app, ...)"
                         for n in names if n in registered]
    assert not problems, problems


@pytest.mark.parametrize("name, cls", [("title", "TitleScene"), ("setup", "SetupScene"), ("table", "TableScene"),
                                       ("pause", "PauseScene"), ("settings", "SettingsScene"),
                                       ("gameover", "GameOverScene"), ("replay", "ReplayScene"),
                                       ("replay.list", "ReplayListScene"), ("statistics", "StatisticsScene"),
                                       ("credits", "CreditsScene"), ("rules", "RulesScene"),
                                       ("summary", "RoundSummaryScene"), ("handoff", "HandoffScene"),
                                       ("zoom", "CardZoomScene"), ("choice", "ChoiceScene"),
                                       ("error", "ErrorScene"), ("message", "MessageScene")])
def test_every_scene_is_registered_under_its_name(name, cls):
    factory = registry.factory(name)
    assert factory.__name__ == cls
    assert factory.__module__ == registry.module_of(name)


def test_make_builds_the_scene_and_unknown_names_are_refused(app):
    from kingsforge.ui.scenes.credits import CreditsScene

    scene = registry.make("credits", app)
    assert isinstance(scene, CreditsScene) and scene.app is app
    with pytest.raises(LookupError):
        registry.make("no_such_scene", app)
    with pytest.raises(LookupError):
        registry.make("title.nothing", app)
