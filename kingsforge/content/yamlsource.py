"""Reads a YAML file into plain Python data plus the line of every value.

yaml.safe_load forgets where values came from; the schema needs lines for its
messages, so we compose the node tree with the safe loader and build the data
ourselves, recording the 1-based line of each path such as ('craft', 3, 'needs').
Only the safe constructor is used: data files can never run code.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from kingsforge.content.errors import ContentError

Path_ = tuple


class Document:
    def __init__(self, file: str, data, lines: dict[Path_, int]):
        self.file = file
        self.data = data
        self.lines = lines

    def line(self, path: Path_) -> int | None:
        """Line of `path`, or of its nearest parent that has one."""
        path = tuple(path)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), None)


def read_yaml(path: Path, display_name: str | None = None) -> Document:
    name = display_name or str(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise ContentError(name, None, "file not found") from None
    except OSError as exc:
        raise ContentError(name, None, f"cannot be read ({exc.strerror})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise ContentError(name, line, f"not UTF-8 text (byte 0x{raw[exc.start]:02x})",
                           hint="save the file as UTF-8") from None
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        problem = exc.problem or exc.context or "invalid YAML"
        raise ContentError(name, line, f"invalid YAML: {problem}",
                           hint="check the indentation and the quotes on this line") from None
    except yaml.YAMLError as exc:
        raise ContentError(name, None, f"invalid YAML: {exc}") from None
    if node is None:
        raise ContentError(name, 1, "the file is empty")
    lines: dict[Path_, int] = {}
    constructor = yaml.constructor.SafeConstructor()
    data = _build(node, (), lines, constructor, name)
    return Document(name, data, lines)


def _build(node, path, lines, constructor, name):
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        result = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise ContentError(name, key_node.start_mark.line + 1, "a key must be a plain word")
            key = constructor.construct_object(key_node)
            if key in result:
                raise ContentError(name, key_node.start_mark.line + 1, f"the key '{key}' appears twice")
            result[key] = _build(value_node, path + (key,), lines, constructor, name)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [_build(item, path + (i,), lines, constructor, name) for i, item in enumerate(node.value)]
    try:
        return constructor.construct_object(node)
    except yaml.constructor.ConstructorError as exc:
        raise ContentError(name, node.start_mark.line + 1, f"unsupported value: {exc.problem}") from None
