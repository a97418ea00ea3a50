"""Scenes by name, so that no scene module imports another.

A scene module registers its scene classes (or any factory taking the app first)::

    @registry.scene("statistics")
    class StatisticsScene(Scene): ...

and a scene opens another by name, whatever the stack call::

    self.stack.push(registry.make("statistics", self.app))
    self.stack.replace(registry.make("table", self.app, match))

The module that holds a name is imported the first time the name is asked for: the part
of the name before its first dot is the module in this package ("replay.list" lives in
``kingsforge/ui/scenes/replay.py``). The scenes used to import each other directly, round
in a circle (title -> setup -> table -> game over -> title); now each imports only this.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Callable

_factories: dict[str, Callable[..., Any]] = {}


def register(name: str, factory: Callable[..., Any]) -> Callable[..., Any]:
    """Make ``factory(app, ...)`` the scene called ``name`` (a later registration replaces it)."""
    _factories[name] = factory
    return factory


def scene(name: str):
    """Class decorator: ``@scene("title")`` registers the class under that name."""
    def decorate(factory):
        return register(name, factory)
    return decorate


# Scenes of a game with its own package: "forge.table" lives in kingsforge/forge/ui/table.py.
GAME_PACKAGES = {"forge": "kingsforge.forge.ui"}


def module_of(name: str) -> str:
    head, _, rest = name.partition(".")
    if head in GAME_PACKAGES and rest:
        return f"{GAME_PACKAGES[head]}.{rest.split('.', 1)[0]}"
    return f"{__package__}.{head}"


def factory(name: str) -> Callable[..., Any]:
    """What builds the scene ``name``, importing its module on first use; LookupError if none."""
    if name not in _factories:
        try:
            import_module(module_of(name))
        except ModuleNotFoundError as exc:
            if exc.name != module_of(name):
                raise       # the scene's module exists but an import inside it failed
    try:
        return _factories[name]
    except KeyError:
        raise LookupError(f"no scene is registered as {name!r}") from None


def make(name: str, app, *args, **kwargs):
    """A new scene ``name`` for ``app`` (the arguments after app go to its constructor)."""
    return factory(name)(app, *args, **kwargs)


def names() -> list[str]:
    """The names registered so far (modules not imported yet have not registered)."""
    return sorted(_factories)
