"""Forge's words for a new player say what the engine does (the new-player review of session
23): the guided round's advice is a move the player can make when it shows, the rules pages
tell how the Forge, hidden hands and storage work, and costs and refusals read right in English
and Spanish."""

from __future__ import annotations

import pytest

from kingsforge import i18n
from kingsforge.forge.engine import economy, places, rules
from kingsforge.forge.engine.actions import BLACKSMITH, Choose, Place
from kingsforge.forge.ui import coach, words
from kingsforge.forge.ui.match import ForgeMatch
from kingsforge.forge.ui.screenshot import demo_config
from kingsforge.i18n import t_in
from tests.forge.forge_scenario import Forge

LANGS = ("en", "es")


pytestmark = pytest.mark.usefixtures("thread_worker")


def _flat(text: str) -> str:
    return " ".join(text.split())


def _rules(n: int, lang: str) -> str:
    return _flat(t_in(lang, f"forge.rules.{n}.body"))


# ---- 1. the guided round's 'more' note -----------------------------------------------------------

def _guided_to_more(tmp_path):
    """The guided round played as its notes say (an Assistant out, then the Blacksmith to a
    contract location) until the 'more' note shows for the person at seat 0."""
    match = coach.new_guided(tmp_path / "guided.json")
    match.autosave_enabled = False
    match.autosave = lambda: None
    for _ in range(300):
        now = coach.step(match, 0)
        assert now is not None, "the guided round ended before the 'more' note"
        if now[0] == "forge.coach.more":
            return match
        if match.current != 0:
            match.play(match.bot_move())
            continue
        legal = match.legal()
        wanted = []
        if now[0] == "forge.coach.first":
            wanted = [mv for mv in legal if isinstance(mv, Place) and mv.location == "forest" and mv.option == ""]
        elif now[0] == "forge.coach.smith":
            wanted = [mv for mv in legal if isinstance(mv, Place) and mv.worker == BLACKSMITH
                      and mv.location in ("common", "military", "royal")]
        match.play((wanted or legal)[0])
    raise AssertionError("the 'more' note never showed")


def test_the_more_note_gives_advice_the_player_can_follow(tmp_path):
    match = _guided_to_more(tmp_path)
    s = match.state
    p = s.p[0]
    # the note shows with the Blacksmith out: the engine refuses it the Forge this round
    assert p.used >> BLACKSMITH & 1
    for cid in (s.content.contracts[i].id for i in p.hand):
        assert match.check(Place(BLACKSMITH, "forge", "", (cid,))) is not None
    # so the Forge is advice for next round; this round's advice (the Market) is a legal move
    assert "next round" in t_in("en", "forge.coach.more")
    assert "próxima ronda" in t_in("es", "forge.coach.more")
    assert any(isinstance(mv, Place) and mv.location == "market" for mv in match.legal())


# ---- 2. rules page 5: the Forge is worked once a round -----------------------------------------------

def _journeyman_and_smith():
    game = Forge(players=2).track(0, 1)
    game.trained(0, 1, "journeyman_1").give(0, gold=0, wood=6, metal=6, gems=5, skill=5)
    game.hand(0, "milking_stool", "oak_bench")
    return game


def test_a_journeyman_forging_shuts_the_blacksmith_out_and_page_5_says_so():
    game = _journeyman_and_smith()
    game.place(1, "forge", detail=("milking_stool",))
    game.place(0, "market")
    game.refuse(Place(BLACKSMITH, "forge", "", ("oak_bench",)))
    game = _journeyman_and_smith()
    game.place(BLACKSMITH, "forge", detail=("milking_stool",))
    game.place(0, "market")
    game.refuse(Place(1, "forge", "", ("oak_bench",)))
    assert "one contract at a time" not in _rules(5, "en")
    assert "once a round" in _rules(5, "en") and "una vez por ronda" in _rules(5, "es")
    assert "un encargo cada vez" not in _rules(5, "es")


# ---- 3. rules page 1: hands are hidden -------------------------------------------------------------

def test_page_1_says_the_hands_are_hidden_as_the_table_hides_them(make_app):
    from kingsforge.forge.ui.table import ForgeTableScene

    app = make_app(start=False)
    match = ForgeMatch.new(demo_config(2, 3, humans=2))
    match.autosave_enabled = False
    while match.state.pending:                       # the opening contracts kept: a hand each
        match.play(Choose(0))
    scene = ForgeTableScene(app, match)
    app.stack.reset(scene)
    other = 1 - match.current
    assert match.state.p[other].hand and not scene.hand_face_up(other)
    en, es = _rules(1, "en"), _rules(1, "es")
    assert "open except the decks" not in en and "Todo está a la vista salvo los mazos" not in es
    assert "hand" in en and "face down" in en
    assert "mano" in es and "ocult" in es


# ---- 4. storage --------------------------------------------------------------------------------------

def test_the_gathering_page_tells_the_storage_limit_the_engine_keeps():
    game = Forge(players=2).track(0, 1)
    s = game.s
    p = s.p[0]
    base_wood, base_metal = s.content.storage
    rack = next(d for d in s.content.development if d.effect == "rack_systems")
    p.res[1] = base_wood - 1
    assert economy.gain(s, p, 1, 4) == 1 and p.res[1] == base_wood       # the rest is lost
    game.dev(0, rack.id)
    assert economy.storage(s, p) == (base_wood + rack.amount, base_metal + rack.amount)
    for lang in LANGS:
        page = _rules(3, lang)
        assert str(base_wood) in page and str(base_wood + rack.amount) in page
        assert t_in(lang, "forge.card.rack_systems") in page
    assert "lost" in _rules(3, "en") and "pierde" in _rules(3, "es")


# ---- 5. the Spanish refusal for a missing Tool -------------------------------------------------------

def test_the_spanish_refusal_for_a_missing_tool_agrees_with_every_name(make_app):
    make_app(start=False)
    content = ForgeMatch.new(demo_config(2, 1, humans=1)).content
    i18n.set_language("es")
    for token in ("Upgraded Chisels", "Upgraded Tongs", "Grindstone", "Vise"):
        said = words.reason(f"Rocking Chair needs your {token}", content)
        assert " tu " not in said and " requiere: " in said, said


# ---- 6. one good, singular ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_a_cost_of_one_uses_the_singular(lang):
    i18n.set_language(lang)
    for i, good in enumerate(words.GOODS):
        one = [0] * 5
        one[i] = 1
        assert words.cost_text(one) == f"1 {t_in(lang, f'forge.good_one.{good}')}"
        one[i] = 2
        assert words.cost_text(one) == f"2 {t_in(lang, f'forge.good.{good}')}"
    assert words.cost_text((0, 0, 0, 0, 1)) == {"en": "1 Gem", "es": "1 Gema"}[lang]


# ---- 7. the choice note: contracts kept go to the hand -----------------------------------------------

def test_the_choice_note_says_where_kept_contracts_and_the_rest_go():
    game = Forge(players=2).track(0, 1)
    s = game.s
    deck = s.contracts[0]
    drawn = (deck[-1], deck[-2])
    places.offer_contracts(s, 0, 0, 2, 1)            # an Assistant with the Vise: draw 2, keep 1
    assert s.pending[0].cards == drawn and s.pending[0].options == ((0,), (1,))    # no top-or-bottom choice
    after = rules.apply(s, Choose(0))
    assert drawn[0] in after.p[0].hand and after.contracts[0][0] == drawn[1]      # the other at the bottom
    en, es = t_in("en", "forge.coach.choice"), t_in("es", "forge.coach.choice")
    assert "hand" in en and "under their deck" in en
    assert "mano" in es and "debajo de su mazo" in es


# ---- 8. Spanish place help ---------------------------------------------------------------------------

def test_engineering_and_architecture_help_read_alike_in_spanish():
    arch, eng = t_in("es", "forge.place_help.architecture"), t_in("es", "forge.place_help.engineering")
    assert arch.split()[0] == eng.split()[0] == "Construye"
    assert arch.split(" o ")[1] == eng.split(" o ")[1]


def test_forge_setup_says_hands_are_hidden_not_that_everything_is_public(make_app):
    """Forge's set-up screen said King's Forge's 'Everything on the table is public'."""
    from kingsforge.forge.ui.setup import ForgeSetupScene
    from kingsforge.ui import layoutcheck

    app = make_app(start=False)
    for lang in ("en", "es"):
        app.set_language(lang)
        try:
            app.stack.reset(ForgeSetupScene(app, demo_config(3, 1)))
            drawn = {label.text for label in layoutcheck.recorded_frame(app).labels}
            assert i18n.t("forge.setup.intro") in drawn and i18n.t("setup.intro") not in drawn
        finally:
            i18n.set_language("en")
    assert "public" not in i18n.t_in("en", "forge.setup.intro") and "hidden" in i18n.t_in("en", "forge.setup.intro")
