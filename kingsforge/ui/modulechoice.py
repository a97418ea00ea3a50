"""Which modules a new game is played with: the setup screen's toggles, without pygame.

A module may need others (`requires`) and may refuse to be played with some
(`excludes`, either way round). Turning a module on also turns on what it needs;
turning one off also turns off what needs it; a module that cannot be combined
with one already on is blocked (its toggle is disabled and says why).
"""

from __future__ import annotations

from kingsforge.content.modules import BASE


def offered(folder=None) -> list:
    """The modules a player may turn on (the base game is always played)."""
    from kingsforge.content.modules import available_modules

    modules = [m for m in available_modules(folder) if m.id != BASE]

    def key(m):
        # one expansion's modules together ("Masterworks: ..."), each after the modules it needs
        return (m.text("name", "en").split(":")[0], len(needs(modules, m.id)), m.id)

    return sorted(modules, key=key)


def _by_id(modules) -> dict:
    return {m.id: m for m in modules}


def needs(modules, module_id: str) -> list[str]:
    """Every module `module_id` needs, directly or through another (not itself)."""
    table = _by_id(modules)
    out, todo = [], list(table[module_id].requires) if module_id in table else []
    while todo:
        m = todo.pop(0)
        if m != BASE and m not in out and m != module_id:
            out.append(m)
            todo.extend(table[m].requires if m in table else ())
    return out


def conflicts(modules, chosen, module_id: str) -> list[str]:
    """The chosen modules that cannot be played together with `module_id`."""
    table = _by_id(modules)
    me = table.get(module_id)
    if me is None:
        return []
    wanted = [module_id] + needs(modules, module_id)
    out = []
    for other in chosen:
        if other in wanted or other not in table:
            continue
        if any(other in table[w].excludes or w in table[other].excludes for w in wanted if w in table):
            out.append(other)
    return out


def clean(modules, chosen) -> tuple[str, ...]:
    """A remembered choice made playable: unknown ids dropped, needs added, conflicts dropped
    (the earlier choice wins), in the order the modules are offered."""
    keep: list[str] = []
    ids = [m.id for m in modules]
    for module_id in chosen:
        if module_id in ids and module_id not in keep and not conflicts(modules, keep, module_id):
            if all(n in ids for n in needs(modules, module_id)):
                keep.extend(m for m in [module_id] + needs(modules, module_id) if m not in keep)
    return tuple(m for m in ids if m in keep)


def switch(modules, chosen, module_id: str, on: bool) -> tuple[str, ...]:
    """The choice after turning `module_id` on or off (unchanged if it is blocked)."""
    chosen = list(chosen)
    if on:
        if conflicts(modules, chosen, module_id):
            return tuple(m.id for m in modules if m.id in chosen)
        for m in [module_id] + needs(modules, module_id):
            if m not in chosen:
                chosen.append(m)
    else:
        chosen = [m for m in chosen if m != module_id and module_id not in needs(modules, m)]
    return tuple(m.id for m in modules if m.id in chosen)
