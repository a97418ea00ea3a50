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
from kingsforge.fileread import FileTooLarge, read_limited

Path_ = tuple


class Document:
    def __init__(self, file: str, data, lines: dict[Path_, int], raw: bytes = b""):
        self.file = file
        self.data = data
        self.lines = lines
        self.raw = raw          # the bytes read (the loaders' checksums: the file is read once)

    def line(self, path: Path_) -> int | None:
        """Line of `path`, or of its nearest parent that has one."""
        path = tuple(path)
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), None)


MAX_FILE_BYTES = 128 * 1024   # 15 times the biggest card file, and under a second to parse


def read_yaml(path: Path, display_name: str | None = None) -> Document:
    name = display_name or str(path)
    try:
        # Bounded: a padded 50 MB file took minutes and gigabytes to parse before failing, and
        # only a regular file: a card file linked to /dev/zero or a FIFO is refused (fileread.py).
        raw = read_limited(path, MAX_FILE_BYTES)
    except FileTooLarge as big:
        raise ContentError(name, None, f"the file is {_kib(big.size)}; a card file may be at most "
                           f"{_kib(MAX_FILE_BYTES)}", hint="is something pasted into it by mistake?") from None
    except FileNotFoundError:
        raise ContentError(name, None, "file not found") from None
    except OSError as exc:
        raise ContentError(name, None, f"cannot be read ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise ContentError(name, line, f"not UTF-8 text (byte 0x{raw[exc.start]:02x})",
                           hint="save the file as UTF-8") from None
    try:
        node = yaml.compose(text, Loader=_Loader)
    except _TooDeep as deep:
        raise ContentError(name, deep.line, f"values nested more than {MAX_DEPTH} deep",
                           hint="a card file needs a few levels; is a bracket left open?") from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        problem = exc.problem or exc.context or "invalid YAML"
        raise ContentError(name, line, f"invalid YAML: {problem}",
                           hint="check the indentation and the quotes on this line") from None
    except yaml.reader.ReaderError as exc:         # a character YAML never allows (a NUL, a bell...)
        raise ContentError(name, text.count("\n", 0, exc.position) + 1,
                           f"the character {_code(exc.character)} is not allowed in a YAML file",
                           hint="delete it: most editors do not show it") from None
    except yaml.YAMLError as exc:
        raise ContentError(name, None, f"invalid YAML: {' '.join(str(exc).split())}") from None
    if node is None:
        raise ContentError(name, 1, "the file is empty")
    builder = _Builder(name)
    data = builder.build(node, ())
    return Document(name, data, builder.lines, raw)


MAX_DEPTH = 40     # values inside each other: the shipped files go 10 deep; Python's own limit is 1,000


class _TooDeep(Exception):
    def __init__(self, line: int):
        super().__init__(line)
        self.line = line


class _Loader(yaml.SafeLoader):
    """The safe loader, refusing nesting deeper than MAX_DEPTH before composing it: '[' * 500
    (a kilobyte) raised RecursionError from the composer's recursion."""

    _depth = 0

    def compose_node(self, parent, index):
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise _TooDeep(self.peek_event().start_mark.line + 1)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def safe_load_shallow(text: str, name) -> object:
    """yaml.safe_load with read_yaml's nesting limit (a language file's reader): nesting past
    MAX_DEPTH is a ValueError naming `name` and the line, not Python's RecursionError."""
    loader = _Loader(text)      # a SafeLoader: what yaml.safe_load does, with the depth counted
    try:
        return loader.get_single_data()
    except _TooDeep as deep:
        raise ValueError(f"{name}:{deep.line}: values nested more than {MAX_DEPTH} deep") from None
    finally:
        loader.dispose()


def _code(character) -> str:
    """'U+0000' for a character (PyYAML gives a str, or an int for a byte)."""
    number = character if isinstance(character, int) else ord(character[:1] or "\0")
    return f"U+{number:04X}"


def _kib(size: int) -> str:
    return f"{size / 1024:,.0f} KiB" if size < 1024 * 1024 else f"{size / (1024 * 1024):,.1f} MiB"


MAX_VALUES = 200_000   # far above any real card file; stops alias bombs


class _Builder:
    """Node tree -> plain data, refusing what a card file never needs (cycles, merges, bombs)."""

    def __init__(self, name: str):
        self.name = name
        self.lines: dict[Path_, int] = {}
        self.constructor = yaml.constructor.SafeConstructor()
        self.open_nodes: set[int] = set()
        self.count = 0
        self.built: set[int] = set()      # collections built once: meeting one again is an alias
        self.aliased = False
        self.depth = 0                    # an alias may hang one deep list inside another
        self.in_alias = 0                 # > 0 while building what an alias points to
        self.outer_lines: list[int] = []  # lines of the collections being built outside any alias

    def fail(self, node, problem, hint=None):
        raise ContentError(self.name, node.start_mark.line + 1, problem, hint=hint)

    def build(self, node, path):
        self.count += 1
        if self.count > MAX_VALUES:
            self.fail(node, f"the file holds more than {MAX_VALUES:,} values",
                      hint="avoid nesting YAML aliases (*name)" if self.aliased else None)
        if id(node) in self.open_nodes:
            self.fail(node, "a YAML alias refers to itself", hint="remove the *alias that points back into its anchor")
        self.lines.setdefault(path, node.start_mark.line + 1)
        if isinstance(node, yaml.ScalarNode):
            if node.tag == "tag:yaml.org,2002:merge":
                self.fail(node, "merge keys (<<) are not supported", hint="write the keys out in full")
            try:
                return self.constructor.construct_object(node)
            except yaml.YAMLError as exc:
                self.fail(node, f"unsupported value: {getattr(exc, 'problem', exc)}")
            except (ValueError, OverflowError) as exc:     # a number of thousands of digits, a 30 February
                shown = node.value if len(node.value) <= 20 else f"{node.value[:12]}… ({len(node.value)} characters)"
                if node.tag.endswith(":int"):
                    self.fail(node, f"the value {shown} is too long a number")
                self.fail(node, f"unsupported value {shown}: {exc}")
        alias = id(node) in self.built
        self.aliased = self.aliased or alias
        if self.depth >= MAX_DEPTH:
            # inside an alias, the line is where it was used (the anchor's own nesting was fine)
            line = self.outer_lines[-1] if self.in_alias or alias else node.start_mark.line + 1
            raise ContentError(self.name, line, f"values nested more than {MAX_DEPTH} deep",
                               hint="avoid nesting YAML aliases (*name)" if self.in_alias or alias else None)
        self.built.add(id(node))
        self.open_nodes.add(id(node))
        self.depth += 1
        self.in_alias += alias
        outside = not self.in_alias
        if outside:
            self.outer_lines.append(node.start_mark.line + 1)
        try:
            if isinstance(node, yaml.MappingNode):
                result = {}
                for key_node, value_node in node.value:
                    if not isinstance(key_node, yaml.ScalarNode):
                        self.fail(key_node, "a key must be a plain word")
                    key = self.build(key_node, path + ("<key>",))
                    if key in result:
                        self.fail(key_node, f"the key '{key}' appears twice")
                    self.lines[path + (key,)] = key_node.start_mark.line + 1
                    result[key] = self.build(value_node, path + (key,))
                return result
            return [self.build(item, path + (i,)) for i, item in enumerate(node.value)]
        finally:
            self.open_nodes.discard(id(node))
            self.depth -= 1
            self.in_alias -= alias
            if outside:
                self.outer_lines.pop()
