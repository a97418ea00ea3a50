"""The module system: loading sets of modules, and the rule that phase code names no module."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kingsforge.content import ContentError, load_content
from kingsforge.content.loader import EFFECT_PARSERS, PENALTY_EFFECTS
from kingsforge.content.modules import available_modules, parse_module_ids
from kingsforge.engine import decisions
from kingsforge.engine.effects import EFFECTS
from kingsforge.engine.mechanism import HOOKS
from kingsforge.engine.setup import new_game

ENGINE = Path(__file__).resolve().parent.parent / "kingsforge" / "engine"
JUBILEE = ("jubilee_gather", "jubilee_variant")
GOLDEN = Path(__file__).resolve().parent / "golden"


def golden_checksum() -> str:
    """The data checksum the base game's golden transcripts were written for."""
    for line in (GOLDEN / "3p_greedy_seed5.txt").read_text(encoding="utf-8").splitlines():
        if line.startswith("data checksum: "):
            return line.split(": ", 1)[1]
    raise AssertionError("no checksum in the golden file")


def test_every_effect_the_loader_reads_has_one_engine_function():
    card_effects = set(EFFECT_PARSERS) - set(PENALTY_EFFECTS) - {"gain_to_supply"}
    assert card_effects == set(EFFECTS)


def test_phase_code_never_names_a_module_or_its_pieces():
    words = re.compile(r"jubilee|masterworks|griffin|ambassador|borealis|grimstone|heartwood|aether|conjurer"
                       r"|farm|festival|dungeon|traveling|monastery|merchant"
                       r"|cauldron|tundra|one.?tree|hidden.?city|archive|shock.?rock|pop.?rock|soft.?rock"
                       r"|hard.?rock|boonstone|capstone|rolling.?stone|gobblestone|masterwork|decree", re.I)
    for name in ("gather.py", "craft.py", "cleanup.py", "rules.py", "setup.py", "state.py", "effects.py",
                 "decisions.py", "moments.py", "kept.py", "invariants.py"):
        for number, line in enumerate((ENGINE / name).read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if '"""' in line or code.strip().startswith(("'", '"')):
                continue          # docstrings may give examples
            assert not words.search(code), f"engine/{name}:{number} names a module piece: {line.strip()}"


def test_the_base_game_alone_is_what_it_always_was():
    c = load_content()
    assert c.module_ids == () and c.checksum == golden_checksum()
    assert c.moments == () and c.escape == ()
    assert all(card.module == "base" for card in c.craft + c.gather)


def test_modules_offered_and_their_descriptions():
    offered = {m.id: m for m in available_modules()}
    assert list(offered)[0] == "base" and set(JUBILEE) <= set(offered)
    for module in offered.values():
        assert module.text("name", "en") and module.text("summary", "es")


def test_module_ids_from_the_command_line():
    assert parse_module_ids("jubilee_gather, jubilee_variant") == JUBILEE
    assert parse_module_ids("") == () and parse_module_ids("base") == ()


def test_jubilee_gather_cards_join_the_random_pool():
    c = load_content(modules=("jubilee_gather",))
    added = [g for g in c.gather if g.module == "jubilee_gather"]
    assert {g.id for g in added} == {"dungeon", "farm", "festival", "conjurer", "monastery", "traveling_camp",
                                     "merchant"}
    assert not any(g.always for g in added)
    assert len(c.craft) == len(load_content().craft)             # the base craft deck stays
    assert c.checksum != golden_checksum()


def test_jubilee_variant_replaces_the_deck_and_the_counts():
    c = load_content(modules=("jubilee_variant",))
    assert {card.module for card in c.craft} == {"jubilee_variant"} and len(c.craft) >= 42
    assert all(card.permanent is not None for card in c.craft)
    assert c.setup.items_to_win == {2: 6, 3: 5, 4: 5}
    for players, dealt in {2: 11, 3: 13, 4: 17}.items():
        s = new_game(c, players, 7)
        assert len(s.craft_cards) == dealt and s.items_to_win == c.setup.items_to_win[players]
    assert dict(c.moments) == {"craft_start": ("permanent_pips",), "round_end": ("permanent_die",)}


def test_load_order_does_not_depend_on_the_order_asked():
    a = load_content(modules=JUBILEE)
    b = load_content(modules=tuple(reversed(JUBILEE)))
    assert a.module_ids == b.module_ids and a.checksum == b.checksum


def test_an_unknown_module_is_named_with_a_suggestion():
    with pytest.raises(ContentError) as err:
        load_content(modules=("jubilee_gathr",))
    assert "unknown module 'jubilee_gathr'" in err.value.message and "jubilee_gather" in err.value.message


def test_registries_are_complete():
    from kingsforge.engine import abilities, kept, requests
    assert set(decisions.KINDS) == {decisions.HAND_OUT, decisions.DECLARE, decisions.ESCAPE, decisions.PREROLL,
                                    kept.READY, kept.COPY, kept.HARVEST, kept.STONE, kept.KEEP_CARD,
                                    abilities.OBEY, abilities.PICK, requests.REQUEST, requests.SET_ASIDE,
                                    requests.FITTEST}
    for modules in (JUBILEE, ("ambassadors_row", "masterworks_craft", "royal_decree"),
                    ("ambassadors_row", "masterworks_craft", "deluxe_cards"), ("ambassadors_row", "ambassador_requests")):
        loaded = load_content(modules=modules)
        for _moment, hooks in loaded.moments:
            assert set(hooks) <= set(HOOKS)
