"""The layout check (ui/layoutcheck.py): every label the table and the screens draw (texts, dice,
chips, a gather option's boxes and reward) stays inside its box (card, option strip, chip, panel,
button), whole (never cut with an ellipsis), and clear of every other label, on the screenshot
scenes that cover the base game and each module family, at 1920x1080, 1600x900, 1280x720 and below
that (1152x648, as the zoom and title tests), in English and Spanish. Tooltips and a die in hand
float over the table and are left out.
Forge's screens (its table, dialogs, cards, zoom, summary, game over, replay, rules, statistics)
are checked the same way at 1920x1080, 1280x720, 1024x768 and 800x600, every scene of `kingsforge
screenshot --game forge` with 4 players late in a busy game; what lies under an overlay's veil
(gfx.dim) is the background, not a label to read.

Each scene is staged once per language and looked at in the four window sizes (as a player
resizing the window); about a minute on two cores."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n
from kingsforge.forge.ui import screenshot as forge_screenshot
from kingsforge.ui import gfx, layoutcheck
from kingsforge.ui.screenshot import build_scene, make_app

SIZES = ((1920, 1080), (1600, 900), (1280, 720), (1152, 648))
# the base game (gather, craft, game over), both Jubilee modules (permanent bonuses, the Merchant's
# four options), every Masterworks module (tiles, the decree row with the request, deluxe abilities,
# the landing row, the game-over breakdown)
SCENES = (("table-gather", 3), ("table-craft", 4), ("gameover", 4), ("table-jubilee", 3), ("table-merchant", 3),
          ("table-masterworks", 4), ("table-masterworks", 2), ("table-landing", 3), ("table-deluxe", 2),
          ("gameover-masterworks", 3))


def staged(scene: str, players: int, lang: str):
    app = make_app(players, 1)
    app.set_language(lang)
    build_scene(app, scene, players, 1)
    for _ in range(60):                 # fades, glides and tweens settle, as in a screenshot
        app.tick(1 / 30)
    return app


def close(app) -> None:
    for scene in app.stack:
        ai = getattr(scene, "ai", None)
        if ai is not None:
            ai.close()


def assert_whole(scene: str, players: int, lang: str, sizes) -> None:
    """The layout check finds nothing in `scene` at any of `sizes` (English again afterwards)."""
    app = staged(scene, players, lang)
    try:
        found = problems_at(app, sizes)
        assert not found, "\n".join(found[:40])
    finally:
        close(app)
        i18n.set_language("en")


def problems_at(app, sizes) -> list[str]:
    """What the layout check finds in the scene drawn at each window size, each named by size."""
    found = []
    for size in sizes:
        layoutcheck.resize(app, size)
        for _ in range(3):
            app.tick(1 / 30)
        found += [f"{size[0]}x{size[1]}: {p}" for p in layoutcheck.check_frame(app)]
    return found


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("scene,players", SCENES, ids=[f"{s}-{n}p" for s, n in SCENES])
def test_every_label_stays_in_its_box_whole_and_clear(scene, players, lang):
    assert_whole(scene, players, lang, SIZES)


# every Forge scene, its table's too: at 800x600 the table's help lines, titles and deck names take
# their short wordings, its worded spots grow into ovals and its crowded tiles go small but whole.
# The statistics' by-level help ran into its table in English there (the shell's page sets the
# table below it).
FORGE_SIZES = ((1920, 1080), (1280, 720), (1024, 768), (800, 600))


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("scene", forge_screenshot.SCENES)
def test_every_forge_label_stays_in_its_box_whole_and_clear(scene, lang, monkeypatch):
    monkeypatch.setenv("KINGSFORGE_AI_WORKER", "thread")
    app = make_app(4, 3)
    app.set_language(lang)
    try:
        forge_screenshot.build_scene(app, scene, 4, 3)
        for _ in range(30):
            app.tick(1 / 30)
        found = problems_at(app, FORGE_SIZES)
        assert not found, "\n".join(found[:40])
    finally:
        close(app)
        i18n.set_language("en")


def test_the_check_reads_the_forge_table_and_finds_a_cut_name(monkeypatch):
    """The Forge table's words are recorded where they are drawn (not in its cached layer), each
    in its own box; a development card's long name on a board slot comes on two lines, and drawn
    on one line, as it used to be, the check finds it cut."""
    from kingsforge.forge.ui import cards

    monkeypatch.setenv("KINGSFORGE_AI_WORKER", "thread")
    app = make_app(4, 3)
    app.set_language("es")
    try:
        table = forge_screenshot.build_scene(app, "late", 4, 3)
        c = table.match.content
        p = table.match.state.p[table.shown]
        p.dev = [next(i for i, d in enumerate(c.development) if d.id == "specialized_tools_1")]
        layoutcheck.resize(app, (1280, 720))
        app.tick(1 / 30)
        gfx.labels = gfx.LabelLog(app.canvas)
        try:
            app.render()
            names = {label.box_name for label in gfx.labels.labels}
            assert {"player board", "hand", "achievements", "forest", "Herramientas especializadas"} <= names, names
            assert not layoutcheck.problems(gfx.labels)
        finally:
            gfx.labels = None
        monkeypatch.setattr(cards, "_halves", lambda name: (name, name))       # no room on two lines
        found = layoutcheck.check_frame(app)
        assert any("cut" in f and "Herramientas especializadas" in f for f in found), found
    finally:
        close(app)
        i18n.set_language("en")


def _problems_of(draw) -> list[str]:
    canvas = pygame.Surface((1920, 1080))
    gfx.labels = gfx.LabelLog(canvas)
    try:
        draw(canvas)
        return layoutcheck.problems(gfx.labels)
    finally:
        gfx.labels = None


def test_the_check_finds_a_fanned_decree_row(monkeypatch):
    """The Royal Decree's masterworks and the request fanned as they used to be (each card over the
    last one's name): the check says they are covered; laid side by side, nothing is."""
    from kingsforge.ui import staging
    from kingsforge.ui.scenes.table import TableScene
    from kingsforge.ui.screenshot import demo_config
    from kingsforge.ui.table import layout

    app = make_app(2, 1)
    match = staging.every_masterworks_match("table-masterworks", demo_config(2, 1))
    table = app.stack.reset(TableScene(app, match))
    try:
        assert not [p for p in _problems_of(table.draw_board) if "covered" in p]
        monkeypatch.setattr(layout, "_flat_width", lambda *a: 0)       # the old fan
        table.view = None
        covered = [p for p in _problems_of(table.draw_board) if "covered" in p]
        assert covered and any("Decree" in p or "inuksuk" in p or "dragon" in p or "statue" in p
                               or "ceremony" in p or "sculpture" in p or "initiation" in p for p in covered), covered
    finally:
        table.ai.close()


def test_an_empty_display_leaves_its_label_to_the_decree_row():
    """Every display card made: the decree's row starts where the display did, and "On display"
    was drawn on "Royal Decree"."""
    from kingsforge.ui import staging
    from kingsforge.ui.scenes.table import TableScene
    from kingsforge.ui.screenshot import demo_config

    app = make_app(2, 1)
    match = staging.every_masterworks_match("table-masterworks", demo_config(2, 1))
    match.state.display = []
    table = app.stack.reset(TableScene(app, match))
    try:
        found = _problems_of(table.draw_board)
        assert not [p for p in found if "overlap" in p and ("On display" in p or "Decree" in p)], found
        assert table.view.craft_row.beside and not table.view.craft_row.display
    finally:
        table.ai.close()


def test_the_check_finds_the_merchants_options_on_top_of_each_other(monkeypatch):
    """The Merchant's four options laid out like a two-option card's (boxes, then the reward below
    them, in a strip a quarter of the card high): rewards leave their strips and overlap the next
    option's boxes; on one line each, nothing does."""
    from kingsforge.content import load_content
    from kingsforge.ui.table import cards, layout

    content = load_content(modules=("jubilee_gather", "jubilee_variant"))
    merchant = content.gather_index("merchant")
    rect = layout.gather_slot(0)
    assert not _problems_of(lambda s: cards.draw_gather_card(s, content, merchant, rect))
    monkeypatch.setattr(layout, "gather_row_box_rects", layout.gather_box_rects)
    monkeypatch.setattr(cards, "gather_reward_rect",
                        lambda area, boxes, pill, options: pygame.Rect(area.x, (boxes[0].bottom if boxes else
                                                                               pill.bottom) + 8, area.w, 30))
    found = _problems_of(lambda s: cards.draw_gather_card(s, content, merchant, rect))
    assert any("leaves its box" in p for p in found), found


def test_the_check_finds_a_text_under_a_button():
    """A button is opaque: a text it is drawn over cannot be read ('none this round' lay under
    the Pass button of a small window, the top bar's prompt under Hint)."""
    from kingsforge.ui.widgets import Button

    pygame.font.init()
    canvas = pygame.Surface((400, 200))
    log = gfx.labels = gfx.LabelLog(canvas)
    try:
        gfx.blit_text(canvas, "none this round", (20, 40), 20, (255, 255, 255), "midleft")
        gfx.blit_text(canvas, "clear of it", (20, 150), 20, (255, 255, 255), "midleft")
        Button((60, 20, 120, 40), "Pass", lambda: None, name="Pass").draw(canvas)
    finally:
        gfx.labels = None
    found = layoutcheck.problems(log)
    assert len(found) == 1 and found[0].startswith("covered: 'none this round'") and "the Pass button" in found[0]


# the sizes players have beyond the ones above: laptops (1366x768, 1536x864), 4:3 (1024x768), 4K,
# and the smallest window the game allows (persist.settings.MIN_WINDOW)
MORE_SIZES = ((1366, 768), (1536, 864), (1024, 768), (800, 450), (3840, 2160))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_rules_index_is_whole_in_every_window(lang):
    """The rules' page index packs its entries closer as modules add pages; in the smallest window
    the text floor made them too wide and they were cut ('Craft: rolling and craf…'): they shrink
    under a small window's tight floor instead, whole."""
    try:
        assert_whole("rules", 3, lang, MORE_SIZES)
    finally:
        gfx.min_text_px, gfx.view_scale = 0, 1.0     # the last size's floor must not reach the next test
