"""Every rulebook clause in tests/rule_clauses.py is checked by at least one named test."""

import importlib
import pathlib

from rule_clauses import CLAUSES
from scenario import CLAUSES_TESTED

RULE_TEST_MODULES = sorted(p.stem for p in pathlib.Path(__file__).parent.glob("test_rules_*.py"))


def test_every_rule_clause_has_a_test():
    for name in RULE_TEST_MODULES:
        importlib.import_module(name)
    missing = sorted(set(CLAUSES) - set(CLAUSES_TESTED))
    assert not missing, f"rule clauses without a test: {missing}"


def test_tests_only_name_known_clauses():
    for name in RULE_TEST_MODULES:
        importlib.import_module(name)
    unknown = sorted(set(CLAUSES_TESTED) - set(CLAUSES))
    assert not unknown, f"tests name clauses that tests/rule_clauses.py does not list: {unknown}"
