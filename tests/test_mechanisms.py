"""The mechanism registry (engine/mechanism.py): declarations that clash are load errors,
hidden zones are redrawn by the AI's determinization by construction, saves written before
the zones moved into the mechanisms still load, a mechanism's English sentences join the
engine's words while it is registered."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from kingsforge.ai.hard import determinize
from kingsforge.content import load_content
from kingsforge.engine import mechanism
from kingsforge.engine.mechanism import (
    HOOKS,
    DecisionKind,
    Hook,
    Mechanism,
    MechanismError,
    Trait,
    Zone,
    copy_list,
)
from kingsforge.engine.setup import new_game
from kingsforge.engine.state import State
from kingsforge.engine.words import ENGLISH, REASON_CODES, Reason, Words

POSITIONS = Path(__file__).parent / "positions"


def _noop(s, info=None):
    pass


def test_a_hook_registered_twice_is_a_load_error():
    taken = next(iter(mechanism.HOOKS.values()))
    clash = Mechanism("clash", 990, hooks=(Hook(taken.name, "round_end", 991, _noop),))
    with pytest.raises(MechanismError, match="already registered"):
        mechanism.register(clash)
    assert "clash" not in mechanism.MECHANISMS


def test_two_hooks_at_one_moment_with_one_order_are_a_load_error():
    taken = next(iter(mechanism.HOOKS.values()))
    clash = Mechanism("clash", 990, hooks=(Hook("toy_hook", taken.moment, taken.order, _noop),))
    with pytest.raises(MechanismError, match=f"order {taken.order}"):
        mechanism.register(clash)
    inside = Mechanism("clash", 990, hooks=(Hook("a", "round_end", 995, _noop), Hook("b", "round_end", 995, _noop)))
    with pytest.raises(MechanismError):
        mechanism.register(inside)


def test_other_clashes_are_load_errors_too():
    first = next(iter(mechanism.MECHANISMS.values()))
    with pytest.raises(MechanismError):
        mechanism.register(first._replace(order=990))                      # the same name
    with pytest.raises(MechanismError):
        mechanism.register(Mechanism("clash", first.order))                 # the same order
    with pytest.raises(MechanismError):
        mechanism.register(Mechanism("clash", 990, decisions=(DecisionKind("escape", list, _noop),)))
    with pytest.raises(MechanismError):
        mechanism.register(Mechanism("clash", 990, zones=(Zone("kept", list),)))
    with pytest.raises(MechanismError, match="needs a redraw"):
        mechanism.register(Mechanism("clash", 990, zones=(Zone("toy", list, hidden=True),)))
    assert "clash" not in mechanism.MECHANISMS


def _parse(read, check, spec, path, card):
    return {}


def test_a_data_key_claimed_twice_is_a_load_error():
    """Every key a shipped mechanism owns, claimed again in its place, is refused; the same key in
    another place (a die type's 'escape' beside game.yaml's) is not a clash."""
    for m in list(mechanism.MECHANISMS.values()):
        for t in m.traits:
            for key in t.keys:
                clash = Mechanism("clash", 990, traits=(Trait((key,), t.where, _parse),))
                with pytest.raises(MechanismError, match=f"'{key}' of 'clash' is already claimed by '{m.name}'"):
                    mechanism.register(clash)
    inside = Mechanism("clash", 990, traits=(Trait(("a",), "box", _parse), Trait(("a",), "box", _parse)))
    with pytest.raises(MechanismError, match="already claimed by 'clash'"):
        mechanism.check(inside)
    with pytest.raises(MechanismError, match="is read in 'deck'"):
        mechanism.check(Mechanism("clash", 990, traits=(Trait(("a",), "deck", _parse),)))
    mechanism.check(Mechanism("clash", 990, traits=(Trait(("escape",), "die", _parse),)))   # no clash
    assert "clash" not in mechanism.MECHANISMS


def test_the_loader_names_no_key_a_mechanism_owns():
    """content/loader.py reads the generic fields; a key a mechanism claims reaches it only through
    the registry (engine/mechanism.py Trait). 'escape' is also an effect's name (EFFECT_PARSERS)."""
    import ast

    loader = Path(__file__).resolve().parent.parent / "kingsforge" / "content" / "loader.py"
    texts = {node.value for node in ast.walk(ast.parse(loader.read_text(encoding="utf-8")))
             if isinstance(node, ast.Constant) and isinstance(node.value, str)}
    owned = {key for m in mechanism.MECHANISMS.values() for t in m.traits for key in t.keys}
    assert owned >= {"permanent", "ability", "request", "reward", "locked", "boost", "keeps", "paired",
                     "harvest_as", "on_return", "tiles", "die_cards", "escape", "rarity", "visitors.yaml"}
    assert texts & owned <= {"escape"}, sorted(texts & owned)


def test_the_base_game_uses_no_mechanism():
    c = load_content()
    plan = mechanism.plan(c)
    assert plan.moments == () and plan.moves == {} and plan.cards == {}


def test_the_loader_takes_the_hooks_from_the_mechanisms_in_their_order():
    c = load_content(modules=("ambassadors_row", "masterworks_craft", "deluxe_cards", "ambassador_requests"))
    moments = dict(c.moments)
    assert moments["rolled"] == ("force_reroll", "request_rolled", "after_roll")
    assert moments["cleanup_end"] == ("tile_rewards", "request_gains")


def test_each_content_gets_its_own_plan_when_two_alternate():
    """plan() keeps the content last asked about at hand: asked in turn about two contents (a
    table's game and a tournament's), each still gets its own plan, and the moments run the
    hooks of that plan in its order."""
    base = load_content()
    mw = load_content(modules=("ambassadors_row", "masterworks_craft", "deluxe_cards", "ambassador_requests"))
    for _ in range(2):
        assert mechanism.plan(mw).moments == mw.moments
        assert mechanism.plan(base).moments == () and mechanism.plan(base).runs == {}
    runs = mechanism.plan(mw).runs
    assert list(runs["rolled"]) == [HOOKS[name].run for name in dict(mw.moments)["rolled"]]


def test_determinization_redraws_a_new_hidden_zone():
    """A mechanism planted here with a hidden zone: the AI's determinization must redraw it
    without any edit to the AI (engine/mechanism.py redraw_hidden)."""
    def redraw(s, rng):
        s.toy_secret = s.toy_secret[:]
        rng.shuffle(s.toy_secret)

    toy = Mechanism("toy_secrets", 991, zones=(Zone("toy_secret", lambda s: list(range(30)), copy_list,
                                                    hidden=True, redraw=redraw),))
    mechanism.register(toy)
    try:
        s = new_game(load_content(), 2, 1)
        assert s.toy_secret == list(range(30))
        changed = [determinize(s, random.Random(seed)).toy_secret != s.toy_secret for seed in range(5)]
        assert all(changed), "determinization left a hidden zone as it was"
        assert s.toy_secret == list(range(30))          # the real state is untouched
        assert State.from_dict(s.content, s.to_dict()).toy_secret == list(range(30))   # not saved: its init
    finally:
        mechanism.unregister("toy_secrets")


def test_every_hidden_zone_is_redrawn():
    """Every zone marked hidden in the shipped mechanisms changes under determinization in a
    game that uses it (today: the penalty deck, the visitor piles, the Grimstone deck)."""
    c = load_content(modules=("jubilee_gather", "ambassadors_row", "masterworks_craft", "griffins_landing"))
    s = new_game(c, 3, 5)            # round 1: all but the shown visitor of each pile are unseen
    hidden = mechanism.hidden_zones()
    assert {z.name for z in hidden} >= {"escape_deck", "piles", "card_deck"}
    for zone in hidden:
        before = getattr(s, zone.name)
        assert any(getattr(determinize(s, random.Random(seed)), zone.name) != before for seed in range(5)), zone.name


@pytest.mark.parametrize("name", sorted(p.name for p in POSITIONS.glob("*.json")))
def test_states_saved_before_the_zones_moved_still_load(name):
    data = json.loads((POSITIONS / name).read_text(encoding="utf-8"))
    content = load_content(modules=tuple(m for m in data.get("modules", "").split(",") if m))
    s = State.from_dict(content, data["state"])
    assert s.to_dict() == data["state"]
    assert State.from_dict(content, s.clone().to_dict()).digest() == s.digest()


# --- a mechanism's English (Mechanism.english) ---------------------------------------------------------
def test_an_english_key_the_core_or_another_mechanism_says_is_a_load_error():
    """check() finds it before anything is registered, naming the key and who says it already."""
    core = Mechanism("clash", 990, english={"move.toy_new": "{who} is new", "move.roll": "{who} throws"})
    with pytest.raises(MechanismError, match="'move.roll' of 'clash' is already said by the core"):
        mechanism.check(core)
    with pytest.raises(MechanismError, match="'move.roll' of 'clash' is already said by the core"):
        mechanism.register(core)
    for m in list(mechanism.MECHANISMS.values()):
        for key in m.english:
            clash = Mechanism("clash", 990, english={key: "{who} says it again"})
            with pytest.raises(MechanismError, match=f"'{key}' of 'clash' is already said by '{m.name}'"):
                mechanism.register(clash)
    assert "clash" not in mechanism.MECHANISMS
    assert "move.toy_new" not in ENGLISH and ENGLISH["move.roll"] == "{who} rolls"
    assert ENGLISH["move.visit"] == "{who} hosts {card} and collaborates, paying {dice}"


def test_the_shipped_mechanisms_declare_their_own_sentences():
    """Their keys are in the engine's table, with their texts, each said by one mechanism."""
    owned = [key for m in mechanism.MECHANISMS.values() for key in m.english]
    assert len(owned) == len(set(owned))
    assert all(ENGLISH[key] == m.english[key] for m in mechanism.MECHANISMS.values() for key in m.english)
    said = {m.name: set(m.english) for m in mechanism.MECHANISMS.values()}
    assert {"move.visit", "reason.one_visitor"} <= said["visitor_piles"]
    assert {"move.escape", "move.escape_nothing"} <= said["penalty_cards"]
    kept = {"move.stone", "move.keep_card", "outcome.kept_gained", "reason.harvest_as"}
    assert kept <= said["kept_dice_and_bid_tiles"]
    assert {"move.ability_next_round", "move.obey", "reason.ability_used"} <= said["once_a_game_abilities"]
    assert {"move.request", "reason.special_floor"} <= said["special_boxes_and_requests"]
    assert {"ability_used", "special_floor", "one_visitor", "roll_first"} <= set(REASON_CODES)


def test_a_mechanisms_english_is_said_while_it_is_registered():
    toy = Mechanism("toy_words", 991, english={"move.toy_word": "{who} says {word}",
                                                "reason.toy_refusal": "Not now, {who}."})
    spanish = Words({"move.toy_word": "{who} dice {word}"})
    mechanism.register(toy)
    try:
        assert Words()("move.toy_word", who="Ana", word="hi") == "Ana says hi"
        assert spanish("move.toy_word", who="Ana", word="hi") == "Ana dice hi"
        assert str(Reason("toy_refusal", who="Ana")) == "Not now, Ana." and "toy_refusal" in REASON_CODES
        assert Words({})("reason.toy_refusal", who="Ana") == "Not now, Ana."      # no translation: English
        with pytest.raises(MechanismError, match="'move.toy_word' of 'clash' is already said by 'toy_words'"):
            mechanism.register(Mechanism("clash", 990, english={"move.toy_word": "{who} too"}))
    finally:
        mechanism.unregister("toy_words")
    assert "move.toy_word" not in ENGLISH and "toy_refusal" not in REASON_CODES
    with pytest.raises(KeyError):
        Words()("move.toy_word", who="Ana", word="hi")
    assert spanish("move.toy_word", who="Ana", word="hi") == "Ana dice hi"     # its own table still has it


def test_the_toy_says_its_moves_with_its_own_english():
    """tests/toy_mechanism.py declares its sentences (`english=`) and says them with `words(...)`:
    a translation of its keys changes the log, and its keys leave the table with it."""
    from types import SimpleNamespace

    was = "toy_polishing_stones" in mechanism.MECHANISMS
    import toy_mechanism
    if toy_mechanism.TOY.name not in mechanism.MECHANISMS:        # imported before, then taken out
        mechanism.register(toy_mechanism.TOY)
    try:
        s = SimpleNamespace(turn=1, values={4: 3})
        names = ["Ana", "Bo"].__getitem__
        assert toy_mechanism.sentence(s, toy_mechanism.Polish(4), names, Words()) == "Bo polishes a die showing 3"
        spanish = Words({"move.polish": "{who} pule un dado que muestra {value}"})
        assert toy_mechanism.sentence(s, toy_mechanism.Polish(4), names, spanish) == "Bo pule un dado que muestra 3"
        d = SimpleNamespace(player=0)
        assert toy_mechanism.polish_sentence(s, d, 2, names, Words()) == "Ana polishes it by 2"
    finally:
        if not was:
            mechanism.unregister(toy_mechanism.TOY.name)
    assert was or not set(toy_mechanism.ENGLISH) & set(ENGLISH)
