"""Where things are on screen, for end-to-end tests that drive the real window.

With KINGSFORGE_LAYOUT_DUMP=path set, the table writes (atomically, when it
changes) the window positions of the human's supply dice, the targets each die
may be dropped on, and the Confirm button. tests/e2e/xvfb_drag.py reads it and
moves the real mouse with xdotool. Off by default; nothing is written for players.
"""

from __future__ import annotations

import json
import os


def dump_path() -> str | None:
    return os.environ.get("KINGSFORGE_LAYOUT_DUMP")


def table_layout(scene) -> dict:
    m = scene.match
    to_window = scene.app.viewport.to_window
    dice = []
    if m.human_to_move and m.in_gather and scene.view is not None:
        targets = {t.key: t for t in scene.view.targets}
        placed = set(scene.pending.dice.values()) if scene.pending is not None else set()
        for die in m.state.supply[m.current]:
            if die in placed or die not in scene.dice.pos:
                continue
            x, y, _size = scene.dice.pos[die]
            valid = sorted(scene._valid_targets_for(die), key=str)
            dice.append({"die": die, "at": to_window((x, y)),
                         "targets": [{"kind": targets[k].kind, "card": targets[k].target,
                                      "option": targets[k].option, "at": to_window(targets[k].rect.center)}
                                     for k in valid if k in targets]})
    pending = scene.pending
    extra = scene.layout_extra() if hasattr(scene, "layout_extra") else {}     # the tutorial's pointer
    return {**extra,
        "round": m.state.round, "phase": m.state.phase, "moves": len(m.record.actions),
        "human_to_move": bool(m.human_to_move), "busy": bool(scene.busy()),
        "human": m.config.seats[m.current].name if m.human_to_move else None,
        "pending_complete": bool(pending is not None and pending.complete),
        "confirm": to_window(scene.btn_confirm.rect.center) if scene.btn_confirm.visible else None,
        "dice": dice,
        "buttons": buttons(scene),
        "has_rolled": bool(m.state.has_rolled),
        "modules": list(m.state.content.module_ids),
    }


def buttons(scene) -> dict:
    """The scene's visible, enabled named buttons: their centres in window pixels."""
    group = getattr(scene, "widgets", None)
    return {w.name: scene.app.viewport.to_window(w.rect.center) for w in (group.widgets if group else ())
            if w.visible and getattr(w, "enabled", True) and getattr(w, "name", "")}


def scene_layout(scene) -> dict:
    """Any other full-screen scene (game over, replay, statistics, title): its class, its buttons
    and what its own `layout_extra()` adds (the replay's position, the statistics' game count)."""
    extra = scene.layout_extra() if hasattr(scene, "layout_extra") else {}
    return {**extra, "scene": type(scene).__name__, "buttons": buttons(scene)}


def write_scene_if_changed(app, last: str | None) -> str | None:
    """The top scene's dump, unless it writes its own (the table does): a full-screen scene's
    (scene_layout), or a dialog's over the table (the table's layout with the dialog named)."""
    top = app.stack.top
    if top is None or getattr(top, "dumps_layout", False):
        return last
    if top.opaque:
        return write_if_changed(top, last, scene_layout)
    table = next((s for s in reversed(list(app.stack)) if getattr(s, "dumps_layout", False)), None)
    if table is None or top.passthrough_update:      # a banner lets the table write its own
        return last
    # a dialog over the table: the table as it stands, and the dialog's buttons
    return write_if_changed(table, last, lambda t: {**table_layout(t), "dialog": type(top).__name__,
                                                     "dialog_buttons": buttons(top)})


_written: dict[str, str] = {}     # path -> the text last written there, whoever wrote it


def write_if_changed(scene, last: str | None, layout=table_layout) -> str | None:
    """Write `layout(scene)` (King's Forge's table by default) to the dump file, atomically, when
    it differs from what the file holds (the table, a dialog over it and other scenes take turns
    at one file); returns the text."""
    path = dump_path()
    if not path:
        return last
    text = json.dumps(layout(scene), sort_keys=True)
    if text != _written.get(path):
        tmp = path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
        _written[path] = text
    return text
