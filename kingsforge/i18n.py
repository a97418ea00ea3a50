"""The game's languages: English and Spanish.

    from kingsforge import i18n
    i18n.set_language("es")
    i18n.t("title.new_game")                  # 'Nueva partida'
    i18n.t("setup.summary", n=3, wares=4)     # texts with {placeholders}
    i18n.plural("table.roll_n", 2)            # key + ".one" / ".other", with n=2

Texts live in data/lang/<code>.yaml as flat dotted keys (found through
resource_path, so a wheel and a frozen build find them too). A key missing in
the current language falls back to English, then to the key itself; each
missing key is logged once. The engine's own sentences (move log, refusal
reasons) are English templates in kingsforge/engine/words.py; they are part of
the English table here under the same keys ('move.*', 'outcome.*', 'reason.*'),
and `engine_words()` hands the engine the current language's templates.

Names of cards, docks, dice and tokens come from the card data in English and
from keys by id in other languages (card.gather.<id>, card.craft.<id>,
dock.<id>, die.<id>, token.<id>, module.<id>); a card that has no translation (a custom
data folder) keeps the name its data gives it.
"""

from __future__ import annotations

import logging
from pathlib import Path

import yaml

from kingsforge.engine.words import ENGLISH, ENGLISH_WORDS, Ref, Words
from kingsforge.resources import resource_path

LANGUAGES = ("en", "es")
LANGUAGE_NAMES = {"en": "English", "es": "Español"}   # each in its own language
DEFAULT = "en"

log = logging.getLogger("kingsforge.i18n")

_language = DEFAULT
_tables: dict[str, dict[str, str]] = {}
_reported: set[tuple[str, str]] = set()
_generation = 0           # bumps when the language changes (scenes rebuild their labels)


class LanguageError(ValueError):
    """An unknown language code."""


# --- loading ---------------------------------------------------------------------------------
def lang_dir():
    return resource_path("data", "lang")


# Each game's own texts beside the shared ones: data/lang/<part>.<code>.yaml (Forge's table
# keeps its texts in forge.en.yaml / forge.es.yaml), merged into the language's table.
PARTS = ("forge",)
# A module's own texts live in its folder (data/<module>/lang/<code>.yaml: its cards, dice,
# decisions and rules page), merged in too.
MODULE_LANG = "lang"
# the card data in play when it is not the built-in data/ (`--data DIR`): its module folders'
# texts are read instead of the built-in ones (set_data_folder)
_data_folder = None
MAX_TEXT_BYTES = 2 * 1024 * 1024      # far above any language file; a bigger one is not ours


def set_data_folder(path) -> None:
    """Read the module texts from the module folders of `path` (None: the built-in data/)."""
    global _data_folder
    _data_folder = None if path is None else Path(path)
    reload()


def load_file(code: str, strict: bool = True) -> dict[str, str]:
    """The texts of one language exactly as written (no English merged in): <code>.yaml, the
    games' own files beside it and every module's. A key written in two files is an error
    naming both (one would silently hide the other). Not `strict` (the game itself): a file
    that cannot be read, or a key already written, is logged and left out, the rest kept, so
    one broken module file (a --data folder's) does not take every text with it."""
    from kingsforge.fileread import FileTooLarge

    out: dict[str, str] = {}
    origin: dict[str, object] = {}
    for path in text_files(code):
        try:
            texts = _load_one(path)
        except (OSError, ValueError, yaml.YAMLError, FileTooLarge) as exc:
            if strict:
                raise
            log.error("language file %s left out: %s", path, exc)
            continue
        for key, text in texts.items():
            if key in origin:
                problem = f"{path}: {key!r} is already in {origin[key]}"
                if strict:
                    raise ValueError(problem)
                log.error("%s; the first is kept", problem)
                continue
            origin[key] = path
            out[key] = text
    return out


def text_files(code: str) -> list:
    """The files holding one language's texts: the shared file first, then each game's, then
    each module folder's (in folder order)."""
    files = [lang_dir() / f"{code}.yaml"]
    files += [p for p in (lang_dir() / f"{part}.{code}.yaml" for part in PARTS) if p.is_file()]
    modules = _data_folder if _data_folder is not None else lang_dir().parent
    files += sorted(modules.glob(f"*/{MODULE_LANG}/{code}.yaml"))
    return files


def _load_one(path) -> dict[str, str]:
    from kingsforge.content.yamlsource import safe_load_shallow
    from kingsforge.fileread import read_limited

    data = safe_load_shallow(read_limited(path, MAX_TEXT_BYTES).decode("utf-8"), path) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path} must map text keys to texts")
    out = {}
    for key, value in data.items():
        if not isinstance(key, str) or not isinstance(value, (str, int, float)) or isinstance(value, bool):
            raise ValueError(f"{path}: {key!r} must be a text")
        out[key] = str(value)
    return out


# --- validate: every language file read strictly -------------------------------------------------
_TEXT_TAGS = ("tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float")


def check_files() -> None:
    """`validate`'s reading of every language file the game would load (text_files: --data's
    module folders too): each is YAML mapping text keys to texts, each key written once, every
    text a valid template, and every key in both languages with the same {placeholders}. The
    game leaves a broken file out (a module's Spanish names silently fell back to English);
    here the first problem raises a ContentError at its file:line."""
    from kingsforge.content import ContentError

    written = {code: _written(code) for code in LANGUAGES}
    english = {**{key: (text, None, None) for key, text in ENGLISH.items()}, **written[DEFAULT]}
    for code in LANGUAGES:
        if code == DEFAULT:
            continue
        other = written[code]
        elsewhere = _absent_modules_keys(code)
        for key, (_text, path, line) in english.items():
            if key not in other and not (path is None and key in elsewhere):
                # an engine sentence (no file of its own): the shared file
                raise ContentError(str(path or text_files(code)[0]), line, f"'{key}' has no text in language '{code}'")
        for key, (text, path, line) in other.items():
            if key not in english:
                raise ContentError(str(path), line, f"'{key}' has no English text")
            if _fields(text) != _fields(english[key][0]):
                raise ContentError(str(path), line, f"'{key}' has the placeholders {sorted(_fields(text))}, "
                                   f"the English text {sorted(_fields(english[key][0]))}")


def _absent_modules_keys(code: str) -> set[str]:
    """The keys the built-in modules' files translate for modules a --data folder leaves out: a
    folder of the base game alone owes no Spanish for a module's sentences (the engine knows
    every module's English; `validate --data` asked that folder for 'move.request')."""
    if _data_folder is None:
        return set()
    present = {p.parent.parent.name for p in text_files(code)}
    keys: set[str] = set()
    for path in sorted(lang_dir().parent.glob(f"*/{MODULE_LANG}/{code}.yaml")):
        if path.parent.parent.name not in present:
            keys.update(key for key, _text, _line in _entries(path))
    return keys


def _fields(template: str) -> set[str]:
    import string

    return {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name is not None}


MAX_TEXT = 4000         # letters of one text (gfx.MAX_TEXT_CHARS: gfx cuts a longer one)


def _written(code: str) -> dict[str, tuple[str, Path, int]]:
    """Every text of one language's files: key -> (text, file, line); a key written twice (in one
    file or two) is a ContentError at the second, and so is a text with a control character or
    longer than MAX_TEXT letters."""
    from kingsforge.content import ContentError
    from kingsforge.content.checker import name_problem

    found: dict[str, tuple[str, Path, int]] = {}
    for path in text_files(code):
        for key, text, line in _entries(path):
            if key in found:
                raise ContentError(str(path), line, f"'{key}' is already written at {found[key][1]}:{found[key][2]}")
            try:
                _fields(text)
            except ValueError as exc:       # an unbalanced brace: t() would show the raw template
                raise ContentError(str(path), line, f"'{key}': {exc}") from None
            # drawn as it is: a NUL or a lone surrogate is drawn as '?', and a text longer than the
            # table draws (gfx.MAX_TEXT_CHARS, twice the longest rules page) is cut
            problem = name_problem(text.replace("\n", " ").replace("\t", " "), len(text))
            if problem is None and len(text) > MAX_TEXT:
                problem = f"is {len(text)} letters long, more than the {MAX_TEXT} a text may have"
            if problem:
                raise ContentError(str(path), line, f"'{key}' {problem}")
            found[key] = (text, path, line)
    return found


def _yaml_problem(exc) -> tuple[int | None, str]:
    """(line, problem) of a YAML error: the line where the broken part begins (an unclosed
    bracket's, not the end of the file where the parser gave up), and what is wrong."""
    found = exc.problem_mark.line + 1 if exc.problem_mark else None
    if exc.context_mark is None:
        return found, f"not valid YAML: {exc.problem}"
    return exc.context_mark.line + 1, f"not valid YAML: {exc.context}, {exc.problem} (line {found})"


def _entries(path) -> list[tuple[str, str, int]]:
    """(key, text, line) of each entry of a language file, read strictly (ContentError)."""
    from kingsforge.content import ContentError
    from kingsforge.fileread import FileTooLarge, read_limited

    try:
        source = read_limited(path, MAX_TEXT_BYTES).decode("utf-8")
    except FileTooLarge as big:
        raise ContentError(str(path), None, f"{big.size:,} bytes, more than a language file may hold "
                           f"({MAX_TEXT_BYTES:,})") from None
    except UnicodeDecodeError:
        raise ContentError(str(path), None, "not UTF-8 text") from None
    except OSError as exc:
        raise ContentError(str(path), None, f"cannot be read ({exc.strerror or exc})") from None
    try:
        root = yaml.compose(source, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.MarkedYAMLError as exc:
        raise ContentError(str(path), *_yaml_problem(exc)) from None
    except yaml.YAMLError as exc:
        raise ContentError(str(path), None, f"not valid YAML: {exc}") from None
    if root is None:
        return []
    if not isinstance(root, yaml.MappingNode):
        raise ContentError(str(path), root.start_mark.line + 1, "must map text keys to texts")
    entries = []
    for key, value in root.value:
        line = key.start_mark.line + 1
        if not isinstance(key, yaml.ScalarNode) or key.tag != _TEXT_TAGS[0]:
            raise ContentError(str(path), line, "a text key must be a name, e.g. title.new_game")
        if not isinstance(value, yaml.ScalarNode) or value.tag not in _TEXT_TAGS:
            raise ContentError(str(path), line, f"'{key.value}' must be a text")
        entries.append((key.value, value.value, line))
    return entries


def table(code: str) -> dict[str, str]:
    """All texts of a language; English also holds the engine's sentences."""
    found = _tables.get(code)
    if found is None:
        from kingsforge.fileread import FileTooLarge

        try:
            found = load_file(code, strict=False)
        except (OSError, ValueError, yaml.YAMLError, FileTooLarge) as exc:
            log.error("language file for %r could not be read: %s", code, exc)
            found = {}
        if code == DEFAULT:
            found = {**ENGLISH, **found}
        _tables[code] = found
    return found


def reload() -> None:
    """Forget the loaded files (tests edit them)."""
    _tables.clear()
    _reported.clear()


# --- the current language ---------------------------------------------------------------------
def normalise(code) -> str:
    """'es', 'ES', 'es_ES', 'es-MX' -> 'es'; raises LanguageError for a language we lack."""
    text = str(code or "").strip().lower().replace("-", "_")
    base = text.split("_", 1)[0].split(".", 1)[0]
    if base not in LANGUAGES:
        raise LanguageError(f"unknown language {code!r} (choose {' or '.join(LANGUAGES)})")
    return base


def set_language(code) -> str:
    """Switch every text to `code` ('en' or 'es'); returns the code in use."""
    global _language, _generation
    new = normalise(code)
    if new != _language:
        _language = new
        _generation += 1
    return _language


def language() -> str:
    return _language


def generation() -> int:
    """A number that changes whenever the language does."""
    return _generation


# --- looking texts up -----------------------------------------------------------------------------
def _report(code: str, key: str, what: str) -> None:
    if (code, key) not in _reported:
        _reported.add((code, key))
        log.warning("%s text %r (%s)", what, key, code)


def has(key: str, code: str | None = None) -> bool:
    return key in table(code or _language)


def lookup(key: str, code: str | None = None) -> str | None:
    """The template for `key` in language `code` (default: the current one), else English,
    else None (logged)."""
    code = code or _language
    found = table(code).get(key)
    if found is not None:
        return found
    if code != DEFAULT:
        _report(code, key, "missing")
    found = table(DEFAULT).get(key)
    if found is None:
        _report(DEFAULT, key, "unknown")
    return found


def t(key: str, **params) -> str:
    """The text for `key` in the current language, with {placeholders} filled in."""
    return t_in(None, key, **params)


def t_in(code: str | None, key: str, **params) -> str:
    """The text for `key` in language `code` (None: the current one), placeholders filled in."""
    template = lookup(key, code)
    if template is None:
        return key
    if not params:
        return template
    try:
        text = template.format(**params)
    except (KeyError, IndexError, ValueError) as exc:
        _report(code or _language, key, f"bad placeholder {exc}")
        return template
    for loose, joined in CONTRACTIONS.get(code or _language, ()):
        if loose in text:               # a filled-in name after a preposition: 'a el Bosque' -> 'al Bosque'
            text = text.replace(loose, joined)
    return text


# Words a language joins when a filled-in name brings its article after a preposition (Spanish
# 'a' + 'el Herrero' is 'al Herrero'); a template's own words are written joined already.
CONTRACTIONS = {"es": ((" a el ", " al "), (" de el ", " del "))}


def join_list(items) -> str:
    """'a', 'a and b', 'a, b and c' in the current language."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + t("common.list_and") + items[-1]


def plural(key: str, n: int, **params) -> str:
    """key.one when n is 1, else key.other (Spanish and English agree on that rule)."""
    return t(f"{key}.{'one' if n == 1 else 'other'}", n=n, **params)


def name(key: str, fallback: str) -> str:
    """A name that may lack a translation (cards from a custom data folder): no warning."""
    if _language == DEFAULT:
        return fallback
    found = table(_language).get(key)
    return found if found else fallback


# --- names of the game's pieces ------------------------------------------------------------------
def gather_name(card) -> str:
    return name(f"card.gather.{card.id}", card.name)


def visitor_name(card) -> str:
    return name(f"card.visitor.{card.id}", card.name)


def craft_name(card) -> str:
    return name(f"card.craft.{card.id}", card.name)


def dock_name(dock_id: str, fallback: str) -> str:
    return name(f"dock.{dock_id}", fallback)


def die_name(die_type) -> str:
    """A die type's name as a label ('Metal', 'Madera')."""
    return name(f"die.{die_type.id}", die_type.name)


def die_word(type_id: str, fallback: str | None = None) -> str:
    """A die type inside a sentence ('metal', 'madera')."""
    return name(f"die_word.{type_id}", fallback if fallback is not None else type_id)


def module_name(module, code: str | None = None) -> str:
    """A module's name as the language's edition prints it: module.<id> in the language's texts
    (kept out of module.yaml, which the card-data checksum covers), else the name module.yaml
    gives for the language, else its English name."""
    code = code or _language
    return table(code).get(f"module.{module.id}") or module.text("name", code)


def module_short_name(module, code: str | None = None) -> str:
    """A module's name for a one-line list in a small window: module_short.<id> where the
    language gives one (a long printed name), else its name."""
    code = code or _language
    return table(code).get(f"module_short.{module.id}") or module_name(module, code)


def module_summary(module, code: str | None = None) -> str:
    """A module's one-line summary: module_summary.<id> in the language's texts (a wording
    mended after module.yaml, which the card-data checksum covers, was fixed), else
    module.yaml's."""
    code = code or _language
    return table(code).get(f"module_summary.{module.id}") or module.text("summary", code)


def token_name(content, token: int) -> str:
    return name(f"token.{content.token_ids[token]}", content.token_names[token])


def box_words(label: str) -> str:
    """What a cost box takes, in words: 'any', 'wood', 'gem or magic'."""
    if label == "any":
        return t("box.any")
    return t("box.or").join(die_word(part) for part in label.split("|"))


class Term:
    """A word that fills a sentence and is said in the language the sentence is said in (a
    move-log line said again after the language changes): the value Term('marker.anvil') for
    a {marker} placeholder."""

    def __init__(self, key: str, fallback: str = ""):
        self.key, self.fallback = key, fallback

    def __str__(self) -> str:
        if self.fallback and not has(self.key, DEFAULT):
            return self.fallback
        return t(self.key)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __eq__(self, other) -> bool:
        return isinstance(other, Term) and (self.key, self.fallback) == (other.key, other.fallback)

    def __hash__(self) -> int:
        return hash((self.key, self.fallback))


def marker_word(content) -> Term:
    """The first-player marker in words ('anvil', 'Narwhal'), from the content's marker id."""
    ident = content.first_player_marker
    return Term(f"marker.{ident}", ident)


def restriction_words(ident: str, short: bool = False) -> str:
    """A craft card's restriction ('not_value:4') in words: 'no die showing 4', or on the card
    itself (short) 'No 4'."""
    from kingsforge.engine.restrictions import parse_rule_id
    rule, value = parse_rule_id(ident)
    return t(f"{'restrict_short' if short else 'restrict'}.{rule}", value=value)


def option_label(label: str) -> str:
    """A gather option's position: 'top', 'bottom', 'top 1', 'option 3'."""
    key = "option." + label.replace(" ", "_")
    if has(key) or has(key, DEFAULT):
        return t(key)
    head, _, number = label.rpartition(" ")
    if head == "option" and number.isdigit():
        return t("option.n", n=number)
    return label


def ref_name(ref: Ref) -> str:
    """How the current language names something an engine sentence mentions."""
    if _language == DEFAULT:
        return ref.text
    kind, ident = ref.kind, ref.id
    if kind == "gather":
        return name(f"card.gather.{ident}", ref.text)
    if kind == "craft":
        return name(f"card.craft.{ident}", ref.text)
    if kind == "escape":
        return name(f"card.escape.{ident}", ref.text)
    if kind == "die_card":
        return name(f"card.stone.{ident}", ref.text)
    if kind == "visitor":
        return name(f"card.visitor.{ident}", ref.text)
    if kind == "dock":
        return name(f"dock.{ident}", ref.text)
    if kind == "die":
        return die_word(ident, ref.text)
    if kind == "token":
        return name(f"token.{ident}", ref.text)
    if kind == "box":
        return box_words(ident)
    if kind == "option":
        return option_label(ident)
    if kind == "restriction":
        return restriction_words(ident)
    return ref.text


class _Templates:
    """The current language's texts as the mapping engine Words read."""

    def get(self, key, default=None):
        if _language == DEFAULT:
            return default
        found = table(_language).get(key)
        if found is None:
            _report(_language, key, "missing")
            return default
        return found


_WORDS = Words(_Templates(), ref_name)


def engine_words() -> Words:
    """Words for engine sentences in the current language (describe, outcome, reasons)."""
    return ENGLISH_WORDS if _language == DEFAULT else _WORDS


def reason(text) -> str:
    """A refusal from rules.check in the current language (plain strings pass through)."""
    translated = getattr(text, "translated", None)
    if translated is None or _language == DEFAULT:
        return str(text) if text is not None else ""
    try:
        return translated(_WORDS)
    except (KeyError, IndexError, ValueError):
        return str(text)
