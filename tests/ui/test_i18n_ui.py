"""The game in Spanish: every scene renders, every text fits its box at 1280x720, the switch works.

Scenes draw on the 1920x1080 logical canvas that the window scales (1280x720 is a 2/3
scale), so widths are checked on the canvas against each box. Every fixed box draws its
text through gfx.fit_text (directly, or via Button / blit_fitted, which first shrink and
narrow a long label): a text that still had to be cut is an overflow, and fails here.
"""

from __future__ import annotations

import logging

import pygame
import pytest

from kingsforge import i18n
from kingsforge.ui import gfx, theme

LANGS = ("en", "es")
LONG_NAME = "Maximiliano"          # a long (11 letter) player name


@pytest.fixture(autouse=True)
def _english_afterwards():
    yield
    i18n.set_language("en")


@pytest.fixture
def cuts(monkeypatch):
    """Every text that gfx.fit_text had to cut with an ellipsis: (text, box width, font size)."""
    found = []
    real = gfx.fit_text

    def spy(s, max_width, size, bold=False, display=False):
        out = real(s, max_width, size, bold, display)
        if out != s:
            found.append((s, max_width, size))
        return out

    monkeypatch.setattr(gfx, "fit_text", spy)
    return found


def small_app(make_app, lang=None):
    """A 1280x720 window (the size the overflow checks are about), in `lang` if given."""
    app = make_app(size=(1280, 720), start=False)
    if lang:
        app.set_language(lang)
    return app


def draw(app, frames=3):
    for _ in range(frames):
        app.tick(1 / 30)
    app.render()


def check_widgets(scene, problems):
    """Buttons, steppers and toggles of a scene: the label fits at the size the widget would use."""
    from kingsforge.ui.widgets import Button, Stepper, Toggle

    for w in scene.widgets.widgets:
        if isinstance(w, Button):
            size = w.text_size()
            if gfx.font(size, True).size(w.text)[0] > w.rect.w - 16:
                problems.append(("button", w.text, w.rect.w))
        elif isinstance(w, Stepper):
            room = w.rect.w - 2 * w.rect.h
            for option in w.options:
                size = gfx.fit_size(option, room, w.size, True)
                if gfx.font(size, True).size(option)[0] > room:
                    problems.append(("stepper", option, room))
        elif isinstance(w, Toggle):
            room = w.label_room()
            size = gfx.fit_size(w.label, room, w.size)
            if gfx.font(size).size(w.label)[0] * gfx.MAX_SQUEEZE > room:
                problems.append(("toggle", w.label, room))


# --- every scene, in Spanish ----------------------------------------------------------------------------
def test_every_scene_renders_in_spanish_with_no_missing_text(tmp_path, caplog):
    from kingsforge.ui.screenshot import SCENES, render_scene

    with caplog.at_level(logging.WARNING, logger="kingsforge.i18n"):
        for name in SCENES:
            out = render_scene(name, players=3, seed=2, out_path=tmp_path / f"{name}.png", lang="es")
            assert out.is_file() and out.stat().st_size > 10_000, name
            assert i18n.language() == "es"
    assert not caplog.records, [r.getMessage() for r in caplog.records]


def test_screenshot_command_takes_lang(tmp_path):
    from kingsforge.cli import main

    out = tmp_path / "title.png"
    assert main(["screenshot", "--scene", "title", "--lang", "es", "--out", str(out)]) == 0
    assert out.is_file()


def test_unknown_language_is_refused(tmp_path):
    from kingsforge.ui.app import run
    from kingsforge.ui.screenshot import render_scene

    assert run(["--lang", "fr"]) == 2
    with pytest.raises(i18n.LanguageError):
        render_scene("title", out_path=tmp_path / "x.png", lang="fr")


# --- nothing overflows ---------------------------------------------------------------------------------------
JUBILEE = ("jubilee_gather", "jubilee_variant")
MASTERWORKS = ("ambassadors_row", "masterworks_craft", "royal_decree")
LANDING = ("ambassadors_row", "griffins_landing")        # Griffin's Landing: the visitors at the table
# the Masterworks decision dialogs (always staged with its three modules)
KEPT_SCENES = ("decision-ready", "decision-copy", "decision-harvest", "decision-stone", "decision-keep_card")
# scenes whose cards, panels and names come from the game's modules (the rest draw the same
# with any module set, or always stage the base game or both Jubilee modules)
MODULE_SCENES = ("setup", "table-gather", "table-craft", "gameover", "zoom", "summary", "replay", "statistics")


@pytest.mark.parametrize("modules", [(), JUBILEE, MASTERWORKS, LANDING], ids=["base", "jubilee", "masterworks",
                                                                          "landing"])
@pytest.mark.parametrize("lang", LANGS)
def test_no_text_is_cut_in_any_scene(make_app, cuts, with_modules, lang, modules):
    from kingsforge.ui.screenshot import SCENES, build_scene

    problems = []
    with_modules(modules)
    app = small_app(make_app, lang)
    for players in (2, 3, 4):
        names = SCENES if not modules else MODULE_SCENES
        if modules == MASTERWORKS:
            names = [n for n in names if n not in ("replay", "statistics")] + list(KEPT_SCENES)
        for name in names:
            build_scene(app, name, players, seed=players + 3)
            draw(app)
            for scene in app.stack:
                if hasattr(scene, "widgets"):
                    check_widgets(scene, problems)
    assert not problems, problems
    assert not cuts, cuts


@pytest.mark.parametrize("lang", LANGS)
def test_menus_and_overlays_fit(make_app, cuts, lang):
    from kingsforge.ui.scenes.error import ErrorScene
    from kingsforge.ui.scenes.message import MessageScene
    from kingsforge.ui.scenes.pause import PauseScene
    from kingsforge.ui.scenes.settings import SettingsScene
    from kingsforge.ui.scenes.setup import SetupScene
    from kingsforge.ui.scenes.title import TitleScene

    problems = []
    app = small_app(make_app, lang)
    app.stack.reset(TitleScene(app))
    for make in (lambda: SettingsScene(app), lambda: PauseScene(app),
                 lambda: ErrorScene(app, "ValueError: something odd", "/home/player/.kingsforge/errors.log"),
                 lambda: MessageScene(app, i18n.t("title.save_unreadable"), i18n.t("title.save_unreadable_body"))):
        scene = app.stack.push(make())
        draw(app)
        check_widgets(scene, problems)
        app.stack.pop()
    setup = app.stack.reset(SetupScene(app))
    for _ in range(2):
        setup.add_seat()
    draw(app)
    check_widgets(setup, problems)
    for message in ("setup.need_name", "setup.same_name"):
        setup.message = i18n.t(message)
        draw(app, 1)
    assert not problems, problems
    assert not cuts, cuts


@pytest.mark.parametrize("modules", [(), JUBILEE, MASTERWORKS, LANDING], ids=["base", "jubilee", "masterworks",
                                                                          "landing"])
@pytest.mark.parametrize("lang", LANGS)
def test_card_names_and_rewards_fit_on_every_card(make_app, cuts, with_modules, lang, modules):
    from kingsforge.ui import match as match_module
    from kingsforge.ui.table import cards, layout

    with_modules(modules)
    app = small_app(make_app, lang)
    content = match_module.content()
    surface = app.canvas
    for card in range(len(content.gather)):
        cards.draw_gather_card(surface, content, card, layout.gather_slot(0))
        cards.draw_gather_card(surface, content, card, pygame.Rect(300, 240, 448, 600))     # enlarged
    for card in range(len(content.craft)):
        cards.draw_craft_card(surface, content, card, pygame.Rect(20, 500, layout.CRAFT_W, layout.CRAFT_H))
        cards.draw_craft_card(surface, content, card, pygame.Rect(20, 500, layout.CRAFT_W, layout.CRAFT_H),
                              owner_colour=theme.SEAT_COLOURS[0][1], owner_name=LONG_NAME)
        cards.draw_craft_card(surface, content, card, pygame.Rect(340, 264, 360, 552))       # enlarged
    used = [None] * len(content.dock_actions)
    for dock in range(len(content.docks)):
        cards.draw_dock(surface, content, dock, used, [theme.SEAT_COLOURS[0][1]])
    for i, card in enumerate(content.tiles):       # Ambassador's Row, free and held by a long name
        rect = layout.ambassador_tile(i, len(content.tiles))
        cards.draw_tile(surface, content, card, rect)
        cards.draw_tile(surface, content, card, rect, owner=0, owner_colour=theme.SEAT_COLOURS[0][1],
                        owner_name=LONG_NAME)
    for visitor in range(len(content.visitors)):   # Griffin's Landing: free, hosted by a long name, enlarged
        slot = layout.visitor_slot(visitor % 4)
        cards.draw_visitor_card(surface, content, visitor, slot)
        cards.draw_visitor_card(surface, content, visitor, slot, host_name=LONG_NAME,
                                host_colour=theme.SEAT_COLOURS[0][1])
        cards.draw_visitor_card(surface, content, visitor, pygame.Rect(300, 406, 512, 268))
    cards.draw_deck(surface, layout.DECK, 7)
    label_w = gfx.font(theme.FS_SMALL - 2).size(i18n.t("deck.label"))[0]
    assert label_w <= layout.GATHER_X0 - 8, "the deck's label spills onto the first gather card"
    assert not cuts, cuts


@pytest.mark.parametrize("lang", LANGS)
def test_table_prompts_hints_and_labels_fit(make_app, cuts, lang):
    from kingsforge.ui import cardtext
    from kingsforge.ui import match as match_module
    from kingsforge.ui.table import layout, panels

    app = small_app(make_app, lang)
    content = match_module.content()
    from kingsforge.engine.setup import new_game

    state = new_game(content, 4, 1)
    state.round = 12
    surface = app.canvas
    prompts = ["prompt.over", "prompt.ai_thinking", "prompt.ai_gathering", "prompt.ai_crafting",
               "prompt.choose_discard", "prompt.gather", "prompt.roll", "prompt.craft"]
    longest_gather = max((i18n.gather_name(c) for c in content.gather), key=len)
    longest_craft = max((i18n.craft_name(c) for c in content.craft), key=len)
    texts = [i18n.t(k, name=LONG_NAME) for k in prompts]
    texts += [i18n.t("prompt.press_claim", name=LONG_NAME, card=longest_gather),
              i18n.t("prompt.press_craft", name=LONG_NAME, card=longest_craft)]
    from kingsforge.content import (
        load_content,  # Griffin's Landing's prompts, its longest visitor
    )
    visitors = load_content(modules=LANDING).visitors
    longest_visitor = max((i18n.visitor_name(v) for v in visitors), key=len)
    texts += [i18n.t("prompt.press_host", name=LONG_NAME, card=longest_visitor),
              i18n.t("prompt.gather_landing", name=LONG_NAME)]
    for phase in ("gather", "craft", "over"):
        state.phase = phase
        for text in texts:
            panels.draw_top_bar(surface, state, text, theme.TEXT)
    for hint in ("table.hint.gather", "table.hint.roll", "table.hint.craft", "table.hint.gather_landing"):
        panels.draw_forge_frame(surface, LONG_NAME, theme.SEAT_COLOURS[0][1], i18n.t(hint))
    panels.draw_stock(surface, state, True)
    # bonus chips at the forge: every kind, fresh and used, at the smallest chip (four of them)
    rect = layout.charge_rects(4)[0]
    for kind in ("bonus", "flip", "reroll", "auto6"):
        for label in (cardtext.charge_label(kind, 2), i18n.t("table.used", label=cardtext.charge_label(kind, 2))):
            size = gfx.fit_size(label, rect.w - 12, theme.FS_SMALL, True)
            # drawn by blit_fitted: a little narrower is fine, cut is not
            assert gfx.font(size, True).size(label)[0] * gfx.MAX_SQUEEZE <= rect.w - 12, label
    # the table's buttons with every text they can show
    from kingsforge.ui.scenes.table import TableScene
    from kingsforge.ui.screenshot import build_scene

    table = build_scene(app, "table-gather", 3, 4)
    assert isinstance(table, TableScene)
    problems = []
    for n in range(0, 31):
        table.btn_roll.text = i18n.plural("table.roll_n", n)
        check_widgets(table, problems)
    table.btn_confirm.rect.w = 150          # the narrowest the confirm button gets
    for key in ("table.claim", "table.visit_dock", "table.craft", "table.bid", "table.confirm", "table.host"):
        table.btn_confirm.text = i18n.t(key)
        check_widgets(table, problems)
    assert not problems, problems
    # the "crafted this round" label over a single card
    room = layout.CRAFT_W
    assert gfx.font(20, True).size(i18n.t("table.crafted_row_short"))[0] <= room
    assert not cuts, cuts


@pytest.mark.parametrize("lang", LANGS)
def test_every_rules_page_fits_the_book(make_app, cuts, lang):
    from kingsforge.ui.rules_text import PAGE_COUNT
    from kingsforge.ui.scenes.rules import RulesScene

    app = small_app(make_app, lang)
    scene = app.stack.reset(RulesScene(app))
    for page in range(PAGE_COUNT):
        scene.page = page
        draw(app, 1)
        assert scene.page_bottom <= scene.body_rect.bottom - 12, f"page {page + 1} runs off the parchment"
    check_widgets(scene, [])
    assert not cuts, cuts


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_enlarged_fits_its_text_panel(make_app, cuts, lang):
    from kingsforge.ui.scenes.title import TitleScene
    from kingsforge.ui.scenes.zoom import CardZoomScene
    from kingsforge.ui.screenshot import build_scene

    app = small_app(make_app, lang)
    table = build_scene(app, "table-craft", 4, 5)
    m = table.match
    c = m.content
    hits = [("gather", i) for i in range(len(c.gather))] + [("craft", i) for i in range(len(c.craft))] + \
           [("dock", i) for i in range(len(c.docks))]
    for hit in hits:
        zoom = app.stack.push(CardZoomScene(app, m, hit))
        app.render()
        assert zoom.text_bottom <= zoom.text_area.bottom - 8, f"{hit}: the card's text runs off its panel"
        app.stack.pop()
    app.stack.reset(TitleScene(app))
    assert not cuts, cuts


# --- switching language -----------------------------------------------------------------------------------------
def test_language_switch_in_settings_relabels_everything(app, driver):
    from kingsforge.ui.scenes.settings import SettingsScene
    from kingsforge.ui.scenes.title import TitleScene

    assert driver.button("New game").text == "New game"
    driver.press("Settings")
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    driver.click(scene.lang.right_rect.center)
    assert i18n.language() == "es" and app.settings.language == "es"
    assert app.stack.top.title == "Ajustes"
    assert app.stack.top.widgets.button("Done").text == "Hecho"
    app.render()                            # the title drawn under Settings is relabelled too
    title = list(app.stack)[-2]
    assert isinstance(title, TitleScene) and title.widgets.button("Quit").text != "Quit"
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
    driver.frame()
    assert driver.button("New game").text == "Nueva partida"   # same button id, Spanish label
    driver.press("Settings")
    driver.click(app.stack.top.lang.left_rect.center)
    assert i18n.language() == "en"


def test_switching_language_mid_game_rewrites_the_move_log(make_app):
    from kingsforge.ui.screenshot import build_scene

    app = small_app(make_app)
    table = build_scene(app, "table-gather", 3, 6)
    draw(app, 1)
    english = [e.text for e in table.match.log]
    moves = [e.text for e in table.match.log if not e.event]    # events (a new round...) are said below
    assert moves and all(" claims " in t or " passes" in t or " turns down " in t or " rolls" in t
                         or " ends " in t or " crafts " in t or " out-crafts " in t or " adds " in t
                         or " flips " in t or " re-rolls " in t or " turns to 6 " in t for t in moves)
    assert any(e.event and e.text.startswith("Round ") for e in table.match.log)
    app.set_language("es")
    draw(app, 1)
    spanish = [e.text for e in table.match.log]
    assert len(spanish) == len(english) and all(a != b for a, b in zip(english, spanish))
    assert table.btn_undo.text == "Deshacer" and table.btn_pass.text == "Pasar"
    app.set_language("en")
    draw(app, 1)
    assert [e.text for e in table.match.log] == english


def test_refusals_are_said_in_the_players_language(make_app):
    from kingsforge.engine.actions import Roll
    from kingsforge.ui.screenshot import build_scene

    app = small_app(make_app, "es")
    table = build_scene(app, "table-gather", 3, 4)
    assert not table.play(Roll())                        # a craft move in the gather phase
    assert table.message == "Esa jugada es de la fase de artesanía."


def test_lang_option_of_play_sets_the_language(monkeypatch):
    from kingsforge.ui import app as app_module

    seen = {}

    class FakeApp:
        def __init__(self, *a, **k):
            self.settings = type("S", (), {"language": "en"})()

        def set_language(self, code):
            seen["lang"] = code
            return i18n.set_language(code)

        def start(self, scene=None):
            pass

        def run(self):
            seen["running"] = i18n.language()
            return 0

    monkeypatch.setattr(app_module, "App", FakeApp)
    monkeypatch.setattr(app_module.pygame, "quit", lambda: None)   # keep this worker's fonts alive
    assert app_module.run(["--lang", "es"]) == 0
    assert seen == {"lang": "es", "running": "es"}


def test_fonts_made_before_pygame_quit_are_not_reused():
    """Text drawn in one pygame session, then pygame.quit() and init(): fonts must be made anew."""
    gfx.font(theme.FS_BODY, True).size("Pasar")
    pygame.quit()
    pygame.init()
    assert gfx.font(theme.FS_BODY, True).size("Pasar")[0] > 0     # no "Invalid font"
    assert gfx.fit_size("Fin del turno", 164, theme.FS_LABEL, True) <= theme.FS_LABEL
