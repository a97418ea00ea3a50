"""The table's decision panels and the bots' decision policies are registries (ui/table/asks/,
ai/policy.py): every decision kind the engine ships has one of each, registered once; a kind
with none reaches the explicit fallback (a button per choice; the evaluation's best choice or
the kind's own `ai`), never another kind's; and a second registration for a kind is refused."""

from __future__ import annotations

import random

import pytest

from kingsforge.ai import decide, make_bot
from kingsforge.ai import policy as ai_policy
from kingsforge.content import load_content
from kingsforge.engine import decisions, mechanism, rules
from kingsforge.engine.actions import Decide
from kingsforge.engine.decisions import Decision
from kingsforge.engine.setup import new_game
from kingsforge.ui.table import asks


def shipped_kinds() -> set[str]:
    return set(decisions.KINDS) - {k.name for m in mechanism.MECHANISMS.values() if m.order >= 900
                                   for k in m.decisions}


def test_every_shipped_kind_has_a_panel_and_a_policy():
    kinds = shipped_kinds()
    assert {"hand_out", "declare", "escape", "preroll", "ready", "harvest", "obey", "request"} <= kinds
    assert kinds <= set(asks.panel.PANELS), kinds - set(asks.panel.PANELS)
    assert kinds <= set(ai_policy.POLICIES), kinds - set(ai_policy.POLICIES)


def test_a_second_registration_is_refused():
    with pytest.raises(ValueError, match="harvest"):
        asks.register("harvest", asks.GENERIC)
    with pytest.raises(ValueError, match="harvest"):
        ai_policy.register("harvest", ai_policy.Policy(lambda s, legal: legal[0]))


def test_an_unknown_kind_gets_the_fallbacks():
    assert asks.panel_for("no_such_kind") is asks.GENERIC
    assert asks.text_key(Decision("no_such_kind", 0)) == "no_such_kind"
    assert ai_policy.policy_for("no_such_kind") is None


def _owing(kind: str, choices: list):
    """A game with a module (a base game never owes a decision: its clones share the list)
    where player 0 owes a made-up decision kind with these choices."""
    s = new_game(load_content(modules=("jubilee_gather",)), 2, 5)
    decisions.KINDS[kind] = (lambda s, d: list(choices), lambda s, d, choice: None)
    decisions.owe(s, kind, 0)
    return s


def test_a_kind_without_a_policy_is_answered_by_the_evaluation_and_a_registered_one_is_used():
    kind = "test_registry_kind"
    try:
        s = _owing(kind, [1, 2, 3])
        legal = [Decide(c) for c in (1, 2, 3)]
        assert decide.quick_decide(s, legal) in legal          # the evaluation's best: nothing changes, the first
        assert decide.quick_decide(s, legal) == legal[0]
        ai_policy.register(kind, ai_policy.Policy(lambda st, lg: lg[-1], lambda st, lg, w: lg[1]))
        assert decide.quick_decide(s, legal) == legal[2]
        assert make_bot("greedy").choose(s, legal) == legal[2]
        assert make_bot("normal").choose(s, legal) == legal[1]       # its `evaluated`
        assert rules.legal_actions(s) == legal
    finally:
        ai_policy.unregister(kind)
        decisions.KINDS.pop(kind, None)


def test_every_bot_answers_every_shipped_kind_it_meets():
    """A quick round of each shipped module set: every owed decision gets a listed answer from
    each level (the registry is complete: no kind falls through to a wrong default)."""
    rnd = random.Random(3)
    kinds = set()
    for modules in (("jubilee_gather", "jubilee_variant"), ("ambassadors_row", "masterworks_craft", "royal_decree"),
                    ("ambassadors_row", "masterworks_craft", "royal_decree", "deluxe_cards"), ("ambassadors_row", "ambassador_requests")):
        s = new_game(load_content(modules=modules), 3, 11)
        bots = [make_bot(name, 1) for name in ("greedy", "easy", "random")]
        for _ in range(300):
            if s.phase == "over":
                break
            legal = rules.legal_actions(s)
            if s.pending:
                kinds.add(s.pending[0].kind)
            move = bots[s.turn].choose(s, legal) if s.pending else rnd.choice(legal)
            assert move in legal
            rules.apply_in_place(s, move)
    assert len(kinds) >= 4, kinds
