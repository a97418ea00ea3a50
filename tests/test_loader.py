"""The shipped base-game data (issue 2, section 2) and the loader's safety rules.

Facts checked here are the component counts of the printed game; a failure
means data/*.yaml no longer describes the base game.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import textwrap
import tokenize
from collections import Counter
from pathlib import Path

import pytest
import yaml

import kingsforge
from kingsforge.content import ContentError, load_content
from kingsforge.engine import rules
from kingsforge.engine.actions import Claim
from kingsforge.engine.setup import new_game
from kingsforge.resources import data_dir

PACKAGE = Path(kingsforge.__file__).resolve().parent
ENGINE = PACKAGE / "engine"

FIXED_GATHER = {"North Mine", "South Mine", "East Forest", "West Forest"}
PUBLISHED_GATHER = {"Alchemist", "Astrologer", "Bazaar", "Caravan", "Cemetery", "Mill"}


@pytest.fixture(scope="module")
def c(shipped_content):
    return shipped_content


def by_name(cards, name):
    found = [card for card in cards if card.name == name]
    assert len(found) == 1, f"expected one card named {name!r}, found {len(found)}"
    return found[0]


# --- components ----------------------------------------------------------------------
def test_dice_types_and_counts(c):
    counts = {t.id: t.count for t in c.die_types}
    assert counts == {"metal": 42, "wood": 22, "gem": 14, "magic": 10, "library": 2, "cemetery": 1}
    assert sum(counts.values()) == 91
    assert len(c.die_type_of) == 91
    assert Counter(c.die_type_of) == Counter({t.index: t.count for t in c.die_types})
    assert c.colours == ("metal", "wood", "gem", "magic")


def test_special_dice(c):
    library = c.die_types[c.die_type_index("library")]
    assert library.wild and library.fits == frozenset(range(len(c.colours)))
    assert library.returns_to_stock and library.player_die
    cemetery = c.die_types[c.die_type_index("cemetery")]
    assert not cemetery.player_die and cemetery.fits == frozenset()
    for type_id in ("metal", "wood", "gem", "magic"):
        t = c.die_types[c.die_type_index(type_id)]
        assert t.fits == frozenset({c.colours.index(type_id)}) and t.player_die and not t.wild


def test_tokens(c):
    assert dict(zip(c.token_ids, c.token_counts)) == {"auto6": 2, "plus_one_one": 2}
    auto6, = c.token_effects[c.token_index("auto6")]
    assert (auto6.kind, auto6.count) == ("auto6", 1)
    plus, = c.token_effects[c.token_index("plus_one_one")]
    assert (plus.kind, plus.amounts) == ("bonus", (1, 1))


def test_docks_two_actions_each_and_every_dock_die_consumed(c):
    assert len(c.docks) == 4
    assert len(c.dock_actions) == 8
    for k in range(4):
        assert [a.index for a in c.dock_actions if a.dock == k] == [2 * k, 2 * k + 1]
    for action in c.dock_actions:
        assert action.option.boxes, f"{action.dock_name} action {action.option.label} costs nothing"
        assert all(box.consumed for box in action.option.boxes), f"{action.dock_name}: a die is not consumed"
        assert not action.option.take_all


def test_rulebook_dock_example_gem_for_3_or_4_dice(c):
    """The rulebook's example: a gem costs 3 dice at one action and 4 at the other."""
    gem = c.die_type_index("gem")

    def gem_costs(k):
        costs = []
        for a in c.dock_actions:
            gains = [e for e in a.option.effects if e.kind == "gain"]
            if a.dock == k and len(gains) == 1 and gains[0].dice == ((gem, 1),):
                costs.append(len(a.option.boxes))
        return sorted(costs)

    assert [3, 4] in [gem_costs(k) for k in range(len(c.docks))]


def test_gather_cards(c):
    assert len(c.gather) == 18
    assert {card.name for card in c.gather if card.always} == FIXED_GATHER
    assert len({card.id for card in c.gather}) == 18
    for card in c.gather:
        assert len(card.options) >= 2, f"{card.name} needs a top and a bottom action"
        for option in card.options:
            assert option.effects, f"{card.name} {option.label} does nothing"
    assert PUBLISHED_GATHER <= {card.name for card in c.gather}


def test_published_gather_mechanics(c):
    kinds = lambda name: {e.kind for o in by_name(c.gather, name).options for e in o.effects}  # noqa: E731
    assert "roll_smithy" in kinds("Astrologer")
    assert "cemetery" in kinds("Cemetery")
    caravan = by_name(c.gather, "Caravan")
    assert any(o.take_all and any(e.kind == "gain_by_count" for e in o.effects) for o in caravan.options)
    # Some card brings the Library dice into play.
    library = c.die_type_index("library")
    assert any(library in dict(e.dice) for g in c.gather for o in g.options for e in o.effects if e.kind == "gain")


def test_craft_cards(c):
    assert len(c.craft) == 33
    assert len({card.id for card in c.craft}) == 33
    assert len({card.rank for card in c.craft}) == 33
    for card in c.craft:
        assert card.slots, card.name
        for colour, pips in card.slots:
            assert 0 <= colour < len(c.colours) and 1 <= pips <= 6, card.name


def test_wizards_goblet_is_metal3_gem3_gem3(c):
    goblet = by_name(c.craft, "Wizard's Goblet")
    metal, gem = c.colours.index("metal"), c.colours.index("gem")
    assert sorted(goblet.slots) == sorted([(metal, 3), (gem, 3), (gem, 3)])
    assert goblet.source == "published"


def test_setup_table(c):
    s = c.setup
    assert s.craft_cards == {2: 9, 3: 10, 4: 13}
    assert s.craft_display == 3
    assert s.gather_random == 7
    assert s.gather_random + sum(card.always for card in c.gather) == 11
    assert s.gather_face_up == 4
    assert s.start_supply == ((c.die_type_index("metal"), 5),)
    assert s.items_to_win == {2: 5, 3: 4, 4: 4}
    assert set(s.first_pass_benefits) == {"metal", "plus_one_one"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_new_game_uses_the_setup_table(c, players):
    for seed in range(5):
        s = new_game(c, players, seed)
        assert len(s.gather_cards) == 11 and len(set(s.gather_cards)) == 11
        assert FIXED_GATHER <= {c.gather[i].name for i in s.gather_cards}
        assert len(s.gather_row) == 4 and len(s.gather_deck) == 7
        assert len(s.display) == 3
        assert len(s.display) + len(s.waiting) == {2: 9, 3: 10, 4: 13}[players]
        metal = c.die_type_index("metal")
        for p in range(players):
            assert len(s.supply[p]) == 5 and all(c.die_type_of[d] == metal for d in s.supply[p])
        assert s.items_to_win == (5 if players == 2 else 4)
        assert 0 <= s.anvil < players and s.turn == s.anvil


# --- sources -----------------------------------------------------------------------------
def test_every_card_has_a_source_and_unpublished_cards_are_house(c):
    for card in list(c.gather) + list(c.craft):
        assert card.source in ("published", "house"), f"{card.name}: source {card.source!r}"
    raw = yaml.safe_load((data_dir() / "base" / "docks.yaml").read_text(encoding="utf-8"))
    for dock in raw["docks"]:
        assert dock.get("source") in ("published", "rulebook", "reference", "house"), dock["name"]
    for name in ("gather.yaml", "craft.yaml"):
        raw = yaml.safe_load((data_dir() / "base" / name).read_text(encoding="utf-8"))
        for spec in raw[name.split(".")[0]]:
            assert "source" in spec, f"{name}: {spec.get('name')} has no source"


def test_published_cards_are_marked_published(c):
    for name in PUBLISHED_GATHER:
        assert by_name(c.gather, name).source == "published", name


# --- the loader ----------------------------------------------------------------------------
def test_loading_is_repeatable_and_the_checksum_follows_the_bytes(c, tmp_path):
    again = load_content(data_dir())
    assert again.checksum == c.checksum and len(c.checksum) == 16
    folder = tmp_path / "data"
    shutil.copytree(data_dir(), folder)
    assert load_content(str(folder)).checksum == c.checksum           # a str path works too
    with open(folder / "base" / "craft.yaml", "a", encoding="utf-8") as f:
        f.write("# a comment changes the bytes\n")
    assert load_content(folder).checksum != c.checksum


def test_a_merchant_card_with_four_options_is_expressible(tmp_path, c):
    folder = tmp_path / "data"
    shutil.copytree(data_dir(), folder)
    with open(folder / "base" / "gather.yaml", "a", encoding="utf-8") as f:
        f.write(textwrap.indent(textwrap.dedent("""
          - id: merchant
            name: Merchant
            source: house
            options:
              - {cost: [metal], effects: [{gain: {wood: 1}}]}
              - {cost: [wood], effects: [{gain: {metal: 2}}]}
              - {cost: [any, any], effects: [{gain: {gem: 1}}]}
              - {cost: ["x:gem|magic"], effects: [{token: auto6}]}
        """), "  "))
    content = load_content(folder)
    merchant = by_name(content.gather, "Merchant")
    assert [o.label for o in merchant.options] == ["top 1", "top 2", "bottom 3", "bottom 4"]
    assert merchant.options[3].boxes[0].consumed
    s = new_game(content, 2, 1)
    s.gather_row[0] = merchant.index             # put it face up for this check
    options = {a.option for a in rules.legal_actions(s) if isinstance(a, Claim) and a.card == merchant.index}
    assert options == {0, 2}                     # only metal dice in the supply: top 1 and bottom 3


def test_yaml_tags_never_run_code(tmp_path):
    marker = tmp_path / "ran"
    folder = tmp_path / "data"
    shutil.copytree(data_dir(), folder)
    (folder / "base" / "craft.yaml").write_text(textwrap.dedent(f"""
        craft:
          - !!python/object/apply:pathlib.Path.touch [{str(marker)!r}]
          - {{id: x, name: !!python/name:os.system , rank: 1, source: house, needs: [metal 2]}}
        """), encoding="utf-8")
    with pytest.raises(ContentError):
        load_content(folder)
    assert not marker.exists()


def _code_tokens(path: Path) -> str:
    """The file's source without comments and strings (so docstrings may mention yaml.load)."""
    out = []
    with open(path, "rb") as f:
        for tok in tokenize.tokenize(f.readline):
            if tok.type in (tokenize.COMMENT, tokenize.STRING, tokenize.ENCODING):
                continue
            out.append(tok.string)
    return " ".join(out).replace(" . ", ".").replace(" (", "(")


BAD_YAML_CALLS = {"load", "load_all", "unsafe_load", "unsafe_load_all", "full_load", "full_load_all", "Loader"}
BAD_NAMES = {"UnsafeLoader", "FullLoader", "unsafe_load", "full_load", "UnsafeConstructor", "FullConstructor"}
BAD_PATTERNS = (r"\byaml\.load\(", r"unsafe_load", r"\bpickle\b", r"\beval\(", r"\bexec\(", r"\bmarshal\b")


def unsafe_uses(path: Path, label: str) -> list[str]:
    """Unsafe YAML loading, pickle/marshal or eval/exec in a Python file (comments and strings ignored)."""
    problems = []
    code = _code_tokens(path)
    for pattern in BAD_PATTERNS:
        if re.search(pattern, code):
            problems.append(f"{label}: matches {pattern}")
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.value.id == "yaml" and node.attr in BAD_YAML_CALLS:
                problems.append(f"{label}:{node.lineno}: yaml.{node.attr}")
        if isinstance(node, (ast.Name, ast.Attribute)):
            name = node.id if isinstance(node, ast.Name) else node.attr
            if name in BAD_NAMES:
                problems.append(f"{label}:{node.lineno}: {name}")
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            for module in modules:
                if module.split(".")[0] in ("pickle", "cPickle", "dill", "shelve", "marshal"):
                    problems.append(f"{label}:{node.lineno}: imports {module}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("eval", "exec"):
            problems.append(f"{label}:{node.lineno}: calls {node.func.id}")
    return problems


def test_the_package_never_uses_unsafe_yaml_pickle_or_eval():
    """Data files can never run code: only the safe YAML constructor, no pickle, no eval."""
    files = sorted(PACKAGE.rglob("*.py"))
    assert any(p.name == "yamlsource.py" for p in files)
    problems = [x for path in files for x in unsafe_uses(path, str(path.relative_to(PACKAGE.parent)))]
    assert not problems, problems


def test_the_unsafe_code_scan_finds_what_it_looks_for(tmp_path):
    bad = tmp_path / "bad.py"
    for snippet in ("import yaml\nyaml.load(open('x'))\n", "import pickle\n", "x = eval('1')\n",
                    "import yaml\nyaml.unsafe_load('')\n", "import yaml\nyaml.load('', Loader=yaml.Loader)\n"):
        bad.write_text(snippet, encoding="utf-8")
        assert unsafe_uses(bad, "bad.py"), snippet
    good = tmp_path / "good.py"
    good.write_text('"""Never yaml.load( or pickle here."""\nimport ast, yaml\n# eval( in a comment\n'
                    "yaml.safe_load('a: 1')\nast.literal_eval('1')\n", encoding="utf-8")
    assert unsafe_uses(good, "good.py") == []


def test_the_yaml_reader_uses_the_safe_loader():
    source = (PACKAGE / "content" / "yamlsource.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    loaders = [kw.value for node in ast.walk(tree) if isinstance(node, ast.Call)
               for kw in node.keywords if kw.arg == "Loader"]
    assert loaders, "yamlsource should pass Loader= explicitly"
    import yaml

    from kingsforge.content import yamlsource
    for value in loaders:       # yaml.SafeLoader, or its own subclass (one that limits the nesting)
        if isinstance(value, ast.Name):
            assert issubclass(getattr(yamlsource, value.id), yaml.SafeLoader), value.id
            continue
        assert isinstance(value, ast.Attribute) and value.attr == "SafeLoader", ast.dump(value)


# --- pygame stays out of the engine ------------------------------------------------------
def _imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            found.append((node.lineno, node.module or ""))
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name in ("__import__", "import_module") and isinstance(node.args[0].value, str):
                found.append((node.lineno, node.args[0].value))
    return found


def test_engine_source_imports_no_pygame():
    files = sorted(ENGINE.rglob("*.py")) + sorted((PACKAGE / "content").rglob("*.py"))
    assert len(files) >= 10
    bad = [f"{path.relative_to(PACKAGE.parent)}:{line}: {module}"
           for path in files for line, module in _imports(path) if module.split(".")[0] == "pygame"]
    assert not bad, bad


def test_engine_runs_with_pygame_blocked(subprocess_env):
    script = textwrap.dedent("""
        import sys
        sys.modules["pygame"] = None          # any `import pygame` now raises ImportError
        import importlib, pkgutil
        import kingsforge.engine
        names = [m.name for m in pkgutil.iter_modules(kingsforge.engine.__path__)]
        for name in names:
            importlib.import_module("kingsforge.engine." + name)
        from kingsforge.content import load_content
        from kingsforge.engine import rules
        from kingsforge.engine.setup import new_game
        state = new_game(load_content(), 3, 7)
        for _ in range(40):
            if state.phase == "over":
                break
            rules.apply_in_place(state, rules.legal_actions(state)[-1])
        assert sys.modules["pygame"] is None
        print("ok", len(names))
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            env=subprocess_env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok")
    assert int(result.stdout.split()[1]) >= 10


# --- malformed files that must still give a ContentError -------------------------------------
# LOADER BUG (each case fails until fixed): these broken files escape the schema and end in a
# traceback (ValueError, RecursionError, yaml.ConstructorError) instead of one ContentError, so
# `kingsforge validate` crashes instead of exiting 2:
# - superscript_pips: 'metal ²' passes str.isdigit() in loader._requirement, then int('²') fails;
# - any_in_two_colour_box: 'x:any|gem' passes check.choice (which allows 'any') and then
#   self.colours.index('any') raises ValueError in loader._box;
# - recursive_alias: yamlsource._build follows a self-referencing anchor forever (RecursionError);
# - merge_key: a '<<: *base' key is constructed in _build's mapping branch, whose
#   ConstructorError is not caught (only scalar values are guarded).
# - cemetery_as_first_pass_benefit: not a crash but an impossible value the loader accepts: the
#   first passer may then take the Cemetery die into a supply (invariants.problems reports
#   "holds die 90 that never enters a supply"); _dice_counts refuses such dice elsewhere.
MALFORMED = {
    "superscript_pips": ("craft.yaml", ("needs: [metal 2, metal 2]", "needs: [metal \u00b2, metal 2]")),
    "any_in_two_colour_box": ("gather.yaml", ("cost: [any], effects: [{gain: {metal: 2}}]",
                                              'cost: ["x:any|gem"], effects: [{gain: {metal: 2}}]')),
    "recursive_alias": ("craft.yaml", "craft: &loop [*loop]\n"),
    "merge_key": ("craft.yaml", "base: &b {source: house}\n"
                                "craft:\n  - {<<: *b, id: a, name: A, rank: 1, needs: [metal 2]}\n"),
    "cemetery_as_first_pass_benefit": ("game.yaml", ("first_pass_benefits: [metal, plus_one_one]",
                                                     "first_pass_benefits: [cemetery, plus_one_one]")),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_data_gives_a_content_error(case, tmp_path, capsys):
    from kingsforge.cli import main
    name, change = MALFORMED[case]
    folder = tmp_path / "data"
    shutil.copytree(data_dir(), folder)
    if isinstance(change, tuple):
        text = (folder / "base" / name).read_text(encoding="utf-8")
        assert change[0] in text, f"the shipped {name} changed; update this case"
        (folder / "base" / name).write_text(text.replace(change[0], change[1], 1), encoding="utf-8")
    else:
        (folder / "base" / name).write_text(change, encoding="utf-8")
    try:
        load_content(folder)
    except ContentError as exc:
        assert name in exc.message
    except BaseException as exc:  # noqa: BLE001 - the point of the test
        pytest.fail(f"{case}: {type(exc).__name__} instead of ContentError: {str(exc)[:200]}")
    else:
        pytest.fail(f"{case}: the broken data loaded")
    assert main(["validate", "--data", str(folder)]) == 2
    assert "Traceback" not in capsys.readouterr().err
