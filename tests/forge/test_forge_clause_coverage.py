"""Every Forge clause in tests/forge/forge_clauses.py is checked by at least one named test."""

import importlib
import pathlib

from forge_clauses import CLAUSES
from forge_scenario import CLAUSES_TESTED

RULE_TEST_MODULES = sorted(p.stem for p in pathlib.Path(__file__).parent.glob("test_forge_rules_*.py"))


def _load():
    for name in RULE_TEST_MODULES:
        importlib.import_module(name)


def test_every_forge_clause_has_a_test():
    _load()
    missing = sorted(set(CLAUSES) - set(CLAUSES_TESTED))
    assert not missing, f"Forge clauses without a test: {missing}"


def test_forge_tests_only_name_known_clauses():
    _load()
    unknown = sorted(set(CLAUSES_TESTED) - set(CLAUSES))
    assert not unknown, f"tests name clauses that tests/forge/forge_clauses.py does not list: {unknown}"
