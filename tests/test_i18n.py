"""Texts in both languages: same keys, same placeholders, every card named, engine sentences translatable.

The English move-log sentences themselves are pinned by tests/test_golden.py (byte for byte).
"""

from __future__ import annotations

import logging
import pickle
import re
import string
from pathlib import Path

import pytest
import yaml

from kingsforge import i18n
from kingsforge.content import load_content
from kingsforge.engine import rules
from kingsforge.engine.actions import Claim
from kingsforge.engine.describe import describe, outcome
from kingsforge.engine.record import GameRecord
from kingsforge.engine.words import ENGLISH, ENGLISH_WORDS, REASON_CODES, Reason, Ref

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "kingsforge"


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")


@pytest.fixture(scope="module")
def content():
    return load_content()


def english_keys() -> set[str]:
    return set(i18n.load_file("en")) | set(ENGLISH)


def spanish_keys() -> set[str]:
    return set(i18n.load_file("es"))


def fields(template: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(template) if name is not None}


# --- the two files hold the same texts --------------------------------------------------------------
def test_no_key_is_missing_in_either_language():
    en, es = english_keys(), spanish_keys()
    assert not sorted(en - es), f"keys with no Spanish text: {sorted(en - es)}"
    assert not sorted(es - en), f"Spanish keys with no English text: {sorted(es - en)}"


def test_english_file_does_not_redefine_engine_sentences():
    # the engine's English lives in engine/words.py only (the golden transcripts pin it)
    assert not set(i18n.load_file("en")) & set(ENGLISH)


def test_placeholders_match_between_languages():
    en = {**i18n.load_file("en"), **ENGLISH}
    es = i18n.load_file("es")
    wrong = {key: (sorted(fields(en[key])), sorted(fields(es[key])))
             for key in en.keys() & es.keys() if fields(en[key]) != fields(es[key])}
    assert not wrong, f"placeholders differ (English, Spanish): {wrong}"


def test_every_text_is_a_valid_template():
    for code in i18n.LANGUAGES:
        for key, text in i18n.table(code).items():
            fields(text)            # raises ValueError on an unbalanced brace
            assert text == text.strip() or key in ("box.or", "common.list_and", "zoom.used_by"), key


def test_plural_keys_come_in_pairs():
    for code in i18n.LANGUAGES:
        keys = set(i18n.table(code))
        for key in keys:
            if key.endswith(".one"):
                assert key[:-4] + ".other" in keys, key
            if key.endswith(".other"):
                assert key[:-6] + ".one" in keys, key


# --- every piece of the game has a name in both languages ------------------------------------------
def piece_keys(content) -> dict[str, str]:
    """key -> the English name the card data gives."""
    names = {}
    for card in content.gather:
        names[f"card.gather.{card.id}"] = card.name
    for card in content.craft:
        names[f"card.craft.{card.id}"] = card.name
    for dock_id, name in content.docks:
        names[f"dock.{dock_id}"] = name
    for die_type in content.die_types:
        names[f"die.{die_type.id}"] = die_type.name
        names[f"die_word.{die_type.id}"] = die_type.name.lower()
    for k, token_id in enumerate(content.token_ids):
        names[f"token.{token_id}"] = content.token_names[k]
    return names


def test_every_card_dock_die_and_token_has_a_name_in_both_languages(content):
    en, es = i18n.load_file("en"), i18n.load_file("es")
    for key, data_name in piece_keys(content).items():
        assert en.get(key) == data_name, f"{key}: en.yaml says {en.get(key)!r}, the card data {data_name!r}"
        assert es.get(key), f"{key} has no Spanish name"


def test_spanish_names_are_all_different(content):
    """Among the pieces in play together: a variant that replaces a card may keep its name (the
    variant Chimera Statue), as the English data may (content/loader.py)."""
    from kingsforge.content import load_content
    from kingsforge.content.modules import playable_sets

    es = i18n.load_file("es")
    for modules in [()] + playable_sets():
        c = load_content(modules=modules)
        for prefix, ids in (("card.gather.", [k.id for k in c.gather]), ("card.craft.", [k.id for k in c.craft]),
                            ("dock.", [d for d, _n in c.docks])):
            names = [es[prefix + i] for i in ids if prefix + i in es]
            assert len(names) == len(set(names)), (modules, prefix)
    # and no name is given twice in the file but by a variant and the card it replaces
    replaced = {"card.craft.chimera_statue", "card.craft.radiant_inuksuk"}
    for prefix in ("card.gather.", "card.craft.", "dock."):
        names = [v for k, v in es.items() if k.startswith(prefix) and k not in replaced]
        assert len(names) == len(set(names)), prefix


def test_name_helpers_follow_the_language(content):
    mill = next(card for card in content.gather if card.id == "mill")
    assert i18n.gather_name(mill) == "Mill"
    i18n.set_language("es")
    assert i18n.gather_name(mill) == "Molino"
    assert i18n.die_name(content.die_types[content.die_type_index("wood")]) == "Madera"
    assert i18n.box_words("gem|magic") == "gema o magia"
    assert i18n.option_label("top") == "arriba"
    assert i18n.option_label("option 3") == "opción 3"


def test_a_card_without_a_translation_keeps_its_data_name():
    class Card:
        id, name = "homebrew_anvil", "Homebrew Anvil"

    i18n.set_language("es")
    assert i18n.craft_name(Card) == "Homebrew Anvil"


# --- every key the code asks for exists --------------------------------------------------------------
KEY_CALL = re.compile(r"""\b(?:i18n\.)?(t|plural)\(\s*["']([a-z_][a-z0-9_.]*)["']""")


def keys_used_in_code() -> set[tuple[str, str]]:
    used = set()
    for path in PACKAGE.rglob("*.py"):
        if "_bundled" in path.parts:
            continue
        for fn, key in KEY_CALL.findall(path.read_text(encoding="utf-8")):
            used.add((fn, key))
    return used


def test_every_key_used_in_the_code_exists_in_both_languages():
    used = keys_used_in_code()
    assert len(used) > 150, "the scan found too few keys: is the pattern still right?"
    en, es = english_keys(), spanish_keys()
    missing = []
    for fn, key in sorted(used):
        wanted = [key + ".one", key + ".other"] if fn == "plural" else [key]
        missing += [(k, lang) for k in wanted for lang, keys in (("en", en), ("es", es)) if k not in keys]
    assert not missing, f"keys used in the code but missing: {missing}"


def test_every_reason_the_engine_gives_has_a_text():
    codes = set()
    for path in (PACKAGE / "engine").glob("*.py"):
        codes |= set(re.findall(r"""Reason\(\s*["']([a-z_0-9]+)["']""", path.read_text(encoding="utf-8")))
    assert codes, "no Reason(...) found in the engine"
    assert codes <= set(REASON_CODES), sorted(codes - set(REASON_CODES))
    es = spanish_keys()
    assert all(f"reason.{code}" in es for code in REASON_CODES)


# --- looking up, falling back, switching -----------------------------------------------------------
def test_set_language_normalises_and_rejects_unknown_codes():
    assert i18n.set_language("ES") == "es"
    assert i18n.set_language("es_MX.UTF-8") == "es"
    assert i18n.set_language("en-GB") == "en"
    with pytest.raises(i18n.LanguageError):
        i18n.set_language("fr")
    assert i18n.language() == "en"


def test_generation_changes_only_when_the_language_does():
    before = i18n.generation()
    i18n.set_language("en")
    assert i18n.generation() == before
    i18n.set_language("es")
    assert i18n.generation() == before + 1


def test_missing_text_falls_back_to_english_then_to_the_key_and_is_logged_once(monkeypatch, caplog):
    monkeypatch.setitem(i18n._tables, "es", {"title.quit": "Salir"})
    i18n._reported.clear()
    i18n.set_language("es")
    with caplog.at_level(logging.WARNING, logger="kingsforge.i18n"):
        assert i18n.t("title.quit") == "Salir"
        assert i18n.t("title.rules") == "Rules"            # English
        assert i18n.t("title.rules") == "Rules"
        assert i18n.t("no.such.key") == "no.such.key"      # the key itself
        assert i18n.t("no.such.key") == "no.such.key"
    messages = [r.getMessage() for r in caplog.records]
    assert sum("title.rules" in m for m in messages) == 1
    assert sum("no.such.key" in m for m in messages) == 2   # missing in Spanish, unknown in English: once each


def test_a_bad_placeholder_never_crashes(caplog):
    assert i18n.t("title.version") == "Version {version}"   # no value given: the template comes back
    assert i18n.t("title.version", version="1.0", extra=3) == "Version 1.0"


def test_plural():
    i18n.set_language("es")
    assert i18n.plural("table.roll_n", 1) == "Tirar 1 dado"
    assert i18n.plural("table.roll_n", 5) == "Tirar 5 dados"


# --- engine sentences: English unchanged by default, Spanish on request ------------------------------
def play_some(content, moves=400, seed=7):
    from kingsforge.ai import make_bot

    game = GameRecord(content, 3, seed, ["Ana", "Ben", "Cy"])
    bots = [make_bot("greedy", seed + p) for p in range(3)]
    out = []
    for _ in range(moves):
        s = game.state
        legal = rules.legal_actions(s)
        if not legal:
            break
        action = bots[s.turn].choose(s, legal)
        before = s.clone()
        game.play(action)
        out.append((before, game.state.clone(), action))
    return out


def test_describe_in_spanish_for_a_whole_game(content):
    moves = play_some(content)
    i18n.set_language("es")
    words = i18n.engine_words()
    names = ["Ana", "Ben", "Cy"]
    english_only = re.compile(r"\b(claims|turns down|visits|passes|rolls|adds|flips|re-rolls|crafts|"
                              r"out-crafts|ends|revealed|rolled|cancelled|with|dice|die|the)\b")
    for before, after, action in moves:
        es = describe(before, action, names, words=words)
        en = describe(before, action, names)
        assert es != en
        assert not english_only.search(es), es
        extra = outcome(before, after, action, names, words=words)
        assert not english_only.search(extra), extra
    # the default stays English whatever the UI language is
    before, after, action = moves[0]
    assert describe(before, action, names) == describe(before, action, names, words=ENGLISH_WORDS)


def test_reasons_are_english_strings_that_carry_a_code(content):
    game = GameRecord(content, 2, 3, ["Ana", "Ben"])
    s = game.state
    claim = next(a for a in rules.legal_actions(s) if isinstance(a, Claim) and a.dice)
    bad = claim._replace(dice=claim.dice + claim.dice[:1])
    reason = rules.check(s, bad)
    assert isinstance(reason, Reason) and isinstance(reason, str)
    assert reason == str(reason) and reason.code in REASON_CODES
    assert pickle.loads(pickle.dumps(reason)) == reason
    assert pickle.loads(pickle.dumps(reason)).code == reason.code
    i18n.set_language("es")
    spanish = i18n.reason(reason)
    assert spanish != str(reason) and spanish.endswith(".")
    assert i18n.reason("a plain message") == "a plain message"
    i18n.set_language("en")
    assert i18n.reason(reason) == str(reason)


def test_every_reason_translates_with_typical_parameters():
    sample = dict(card=Ref("gather", "mill", "Mill"), where=Ref("dock", "jewel_pier", "Jewel Pier"),
                  benefit=Ref("die", "metal", "metal"), count=3, die=Ref("die", "gem", "gem"),
                  box=Ref("box", "gem|magic", "gem|magic"), need=Ref("die", "wood", "wood"), value=2, pips=4,
                  held=5, rule=Ref("restriction", "not_value:4", "no die showing 4"))
    i18n.set_language("es")
    words = i18n.engine_words()
    for code in REASON_CODES:
        english = str(Reason(code, **sample))
        spanish = Reason(code, **sample).translated(words)
        assert spanish and spanish != english, code
        assert "{" not in spanish and "Ref(" not in spanish, spanish


# --- the Spanish reads as we want it ------------------------------------------------------------------
def test_spanish_uses_tu_and_the_glossary():
    text = "\n".join(i18n.load_file("es").values()).lower()
    assert not re.search(r"\b(usted|vosotros|\w+áis|\w+éis)\b", text)
    for word in ("suministro", "reserva", "muelle", "yunque", "herrería", "carta de recolección",
                 "carta de artesanía", "rango", "exhibición", "línea de espera", "bonificación", "voltear",
                 "volver a tirar", "reclamar", "robar", "ficha de automático 6", "ficha de +1/+1"):
        assert word in text, word
    for wrong in ("stock", "tarjeta", "manualidades", "culata", "teja"):
        assert not re.search(rf"\b{wrong}\b", text), wrong


def test_spanish_texts_that_equal_the_english_are_names_or_symbols():
    en, es = i18n.load_file("en"), i18n.load_file("es")
    words = {k: re.sub(r"\{\w*\}", "", v) for k, v in en.items()}      # placeholders are not words
    same = {k for k in en.keys() & es.keys() if en[k] == es[k] and re.search(r"[a-zA-Z]{3}", words[k])}
    allowed = {"die.metal", "die_word.metal", "level.normal", "pace.normal", "token_short.auto6",
               "title.version", "stock.token"}
    allowed |= {"forge.good.metal", "forge.good_one.metal", "forge.over.total"}       # Forge: the same word in Spanish
    allowed |= {"module.base"}              # the game's title, King's Forge, is not translated
    # (Masterworks' exotic dice have Spanish names now: Sombrolito, Boreal, Duramen, Eterio)
    assert same <= allowed, sorted(same - allowed)


def test_language_files_are_found_through_resource_path():
    assert i18n.lang_dir() == Path(i18n.resource_path("data", "lang"))
    assert (i18n.lang_dir() / "en.yaml").is_file() and (i18n.lang_dir() / "es.yaml").is_file()


def test_each_module_keeps_its_own_texts_in_its_folder_in_both_languages():
    """Issue 21: a module's texts live in data/<module>/lang/<code>.yaml, English and Spanish
    with the same keys (Spanish also translates its engine sentences, English in the engine's
    words); its rules page is there, not in the shared files."""
    import yaml

    from kingsforge.content.modules import available_modules
    from kingsforge.resources import data_dir

    data = data_dir()
    shared = set(yaml.safe_load((data / "lang" / "en.yaml").read_text(encoding="utf-8")))
    modules = [m.id for m in available_modules() if m.id != "base"]
    assert len(modules) >= 9
    for module in modules:
        folder = data / module / "lang"
        en = yaml.safe_load((folder / "en.yaml").read_text(encoding="utf-8"))
        es = yaml.safe_load((folder / "es.yaml").read_text(encoding="utf-8"))
        assert en and set(en) <= set(es) and set(es) - set(en) <= set(ENGLISH), (module, set(en) ^ set(es))
        assert all(k in en for k in (f"rules.module.{module}.title", f"rules.module.{module}.body")), module
        assert not any(k.startswith(f"rules.module.{module}.") for k in shared), module
        assert set(en) <= set(i18n.load_file("en")) and set(es) <= set(i18n.load_file("es"))


def test_a_text_key_in_two_files_is_refused_naming_both(tmp_path, monkeypatch):
    lang = tmp_path / "data" / "lang"
    lang.mkdir(parents=True)
    (lang / "en.yaml").write_text('title.play: "Play"\n', encoding="utf-8")
    module = tmp_path / "data" / "toy" / "lang"
    module.mkdir(parents=True)
    (module / "en.yaml").write_text('toy.word: "Toy"\ntitle.play: "Play the toy"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "lang_dir", lambda: lang)
    with pytest.raises(ValueError) as caught:
        i18n.load_file("en")
    assert "title.play" in str(caught.value) and str(module / "en.yaml") in str(caught.value)
    assert str(lang / "en.yaml") in str(caught.value)
    (module / "en.yaml").write_text('toy.word: "Toy"\n', encoding="utf-8")
    assert i18n.load_file("en") == {"title.play": "Play", "toy.word": "Toy"}


@pytest.mark.parametrize("code", ["en", "es"])
def test_every_effect_a_card_shows_has_words_of_its_own(code):
    """A module's gather effect (the Dungeon's Escape cards, the Festival's gift to the others,
    the Conjurer, the Traveling Camp's pre-roll) showed its engine name ('preroll') on the card
    and in the zoomed text; each has a chip and a sentence in both languages now."""
    from kingsforge.content.modules import playable_sets
    from kingsforge.ui import cardtext
    i18n.set_language(code)
    for modules in [()] + playable_sets():
        c = load_content(modules=list(modules))
        options = [o for card in c.gather + c.visitors for o in card.options]
        options += [d.option for d in c.dock_actions]
        for option in options:
            for effect in option.effects:
                chips = [part[1] for part in cardtext.reward_parts(c, effect) if part[0] == "chip"]
                assert effect.kind not in chips, (modules, effect.kind)
                assert cardtext.effect_sentence(c, effect) != effect.kind, (modules, effect.kind)


def _data_copy(tmp_path):
    """A copy of the built-in data folder, for --data (set_data_folder) to read."""
    import shutil

    data = tmp_path / "data"
    shutil.copytree(i18n.lang_dir().parent, data)
    return data


def test_a_data_folder_s_module_texts_are_the_ones_read(tmp_path):
    """With --data DIR a module's words came from the built-in data/ whatever DIR held (a module
    only in DIR had none at all)."""
    data = _data_copy(tmp_path)
    lang = data / "griffins_landing" / "lang" / "es.yaml"
    lang.write_text(lang.read_text(encoding="utf-8").replace('"Bruja del Caldero"', '"Bruja de la Olla"'),
                    encoding="utf-8")
    try:
        i18n.set_data_folder(data)
        assert i18n.t_in("es", "card.visitor.cauldron_witch") == "Bruja de la Olla"
    finally:
        i18n.set_data_folder(None)
    assert i18n.t_in("es", "card.visitor.cauldron_witch") == "Bruja del Caldero"


def test_one_broken_module_text_file_does_not_take_every_text_with_it(tmp_path, caplog):
    """A duplicate key or broken YAML in one module's file (a --data folder's) emptied the whole
    language: every text fell back to its key."""
    data = _data_copy(tmp_path)
    (data / "griffins_landing" / "lang" / "es.yaml").write_text("card.visitor.archives: [unclosed\n",
                                                              encoding="utf-8")
    extra = data / "royal_decree" / "lang" / "es.yaml"
    extra.write_text(extra.read_text(encoding="utf-8") + 'title.new_game: "Otra"\n', encoding="utf-8")
    try:
        i18n.set_data_folder(data)
        assert i18n.t_in("es", "title.new_game") == "Nueva partida"          # the first is kept
        assert i18n.t_in("es", "pause.title") == "Pausa"                    # the rest is there
    finally:
        i18n.set_data_folder(None)
    assert "left out" in caplog.text and "already in" in caplog.text


def test_a_module_text_file_nested_too_deep_is_left_out_not_a_crash(tmp_path, caplog):
    """A module's language file in a --data folder nested a thousand levels deep (a few KB)
    crashed `play --data` and `screenshot --data` with Python's RecursionError: it is read with
    the card files' nesting limit, named with its line, and left out like any broken file."""
    data = _data_copy(tmp_path)
    (data / "jubilee_variant" / "lang" / "en.yaml").write_text("a: " + "[" * 1000 + "]" * 1000 + "\n",
                                                             encoding="utf-8")
    try:
        i18n.set_data_folder(data)
        assert i18n.t_in("en", "pause.title") == "Paused"
    finally:
        i18n.set_data_folder(None)
    assert "left out" in caplog.text and "nested more than" in caplog.text and "en.yaml:1" in caplog.text


def test_forge_s_data_folder_is_not_read_for_king_s_forge_module_texts(monkeypatch, tmp_path):
    """`play --game forge --data data/forge` looked for King's Forge's module texts under
    data/forge, so the window showed keys for them (rules.module.royal_decree.title)."""
    import kingsforge.commands.cards as kf_cards
    import kingsforge.forge.commands as forge_commands
    from kingsforge.cli import main

    seen = []
    monkeypatch.setattr(forge_commands, "run", lambda args: seen.append(i18n._data_folder) or 0)
    monkeypatch.setattr(kf_cards, "run", lambda args: seen.append(i18n._data_folder) or 0)
    forge_data = i18n.lang_dir().parent / "forge"
    assert main(["cards", "--game", "forge", "--data", str(forge_data)]) == 0
    assert main(["cards", "--data", str(tmp_path)]) == 0
    assert seen == [None, tmp_path] and i18n._data_folder is None


def test_the_generic_dialog_and_the_move_picker_take_their_texts_from_the_shared_files():
    """Any decision's dialog and the move picker serve every module: their words ('Look at the
    table', 'More choices') are the shared language files', not one module's folder (they sat in
    the Jubilee's and the ambassadors' folders)."""
    import kingsforge

    root = Path(kingsforge.__file__).parent / "ui" / "table"
    for code in ("en", "es"):
        shared = set(yaml.safe_load((i18n.lang_dir() / f"{code}.yaml").read_text(encoding="utf-8")))
        for name in ("decisions.py", "keyboard.py"):
            keys = set(re.findall(r'\bt\("([a-z_]+(?:\.[a-z_]+)+)"', (root / name).read_text(encoding="utf-8")))
            assert keys and not keys - shared, (code, name, sorted(keys - shared))
