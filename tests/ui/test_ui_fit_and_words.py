"""Things a review found drawn past their place or worded wrong: the Rolling Thunder dialog's dice
row, ranks in the splayed waiting line, a kept request's badge, Spanish die words, a visitor's
reward chips, dice above 6, the Supply label, the game-over seat symbol, the setup headings."""

from __future__ import annotations

from contextlib import contextmanager

import pygame
import pytest

from kingsforge import i18n
from kingsforge.ui import gfx, layoutcheck
from kingsforge.ui.screenshot import build_scene, make_app


def _close(app) -> None:
    for scene in app.stack:
        ai = getattr(scene, "ai", None)
        if ai is not None:
            ai.close()
    gfx.min_text_px = 0             # a small window's text floor must not reach the next test
    gfx.view_scale = 1.0


@contextmanager
def _staged(scene: str, players: int, seed: int, lang: str = "en", modules: tuple = ()):
    """The scene as `kingsforge screenshot --scene ... [--modules a,b]` stages it; closed after,
    the language back to English."""
    from kingsforge.content import load_content
    from kingsforge.ui import match

    app = make_app(players, seed)
    app.set_language(lang)
    previous = match.content()
    if modules:
        match.use_content(load_content(modules=modules))
    try:
        build_scene(app, scene, players, seed)
    finally:
        match.use_content(previous)
    for _ in range(40):
        app.tick(1 / 30)
    try:
        yield app
    finally:
        _close(app)
        i18n.set_language("en")


def _resized(app, size) -> None:
    layoutcheck.resize(app, size)
    app.tick(1 / 30)


# --- 1. Rolling Thunder: thirteen dice stay inside the dialog ---------------------------------
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_keep_one_die_dialog_fits_every_die_inside_its_panel(size, monkeypatch):
    from kingsforge.ui.table import decisions

    with _staged("decision-set_aside", 4, 7) as app:
        layoutcheck.resize(app, size)
        dialog = app.stack.top
        assert isinstance(dialog, decisions.DecisionScene) and len(dialog.dice) >= 13
        drawn = []
        real = decisions.draw_die

        def spy(surface, face, value, centre, die, *args, **kwargs):
            rect = real(surface, face, value, centre, die, *args, **kwargs)
            drawn.append(rect)
            return rect

        monkeypatch.setattr(decisions, "draw_die", spy)
        app.render()
        row = drawn[:len(dialog.dice)]
        inner = dialog.panel.inflate(-40, 0)
        assert all(inner.contains(r) for r in row), (dialog.panel, row)
        assert min(r.w for r in row) >= 36                      # still a die one reads at a glance
        top = dialog.option_buttons[0].rect.top
        assert all(r.bottom <= top for r in row)


def test_dice_spots_shrink_then_wrap_but_never_leave_the_band():
    from kingsforge.ui.table.decisions import dice_spots

    size, spots = dice_spots(4, 500, 100, 952, 76, 18)
    assert size == 76 and len({y for _x, y in spots}) == 1
    for count in (13, 20, 30):
        size, spots = dice_spots(count, 500, 100, 952, 76, 18)
        assert len(spots) == count
        assert min(x for x, _y in spots) - size / 2 >= 500 - 952 / 2 - 1
        assert max(x for x, _y in spots) + size / 2 <= 500 + 952 / 2 + 1
        assert min(y for _x, y in spots) - size / 2 >= 100 - 104 / 2 - 1
        assert max(y for _x, y in spots) + size / 2 <= 100 + 104 / 2 + 1
        assert size >= 36


# --- 4. Spanish: a die's word after an article ------------------------------------------------
# Spanish die words have a gender ('la madera', 'la gema', 'el metal'): a sentence says 'el dado de
# madera', never 'el madera'. Templates whose {die} is only ever one masculine kind of die:
_MASCULINE_ONLY = {
    "move.hand_out": "a Conjurer die, or '1 dado de ...'",
    "move.ready": "a kept exotic die: Sombrolito, Boreal, Duramen, Eterio",
    "move.ready_paired": "a kept exotic die",
    "move.harvest": "Duramen",
    "reason.harvest_rolled": "Duramen",
    "reason.never_rolled": "Duramen",
    "reason.harvest_as": "Duramen",
    "decision.ready.not_rolled": "a kept exotic die",
    "decision.ready.not_now": "a kept exotic die",
    "move.copy": "the die that copies: Eterio, Archivo",
    "move.copy_nothing": "the die that copies",
}


def test_no_spanish_template_puts_a_masculine_article_before_any_die_word():
    import re

    i18n.set_language("es")
    try:
        bad = []
        for key, template in i18n.table("es").items():
            if key.startswith("forge.") or key in _MASCULINE_ONLY or "{die}" not in template:
                continue
            if re.search(r"\b(el|El|del|al|un|Un|ningún)\s+\{die\}", template):
                bad.append(f"{key}: {template}")
        assert not bad, "\n".join(bad)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("die_id,word", [("wood", "madera"), ("gem", "gema"), ("metal", "metal"),
                                         ("magic", "magia")])
def test_rolling_thunder_reads_right_in_spanish_for_every_die(die_id, word):
    from kingsforge.engine.describe import describe
    from kingsforge.engine.requests import KEEP_ALL
    from kingsforge.ui import staging
    from kingsforge.ui.screenshot import demo_config
    from kingsforge.ui.table import asks

    match = staging.request_match("set_aside", demo_config(4, 7), "ancient_inuksuk")
    s = match.state
    c = s.content
    i18n.set_language("es")
    try:
        moves = [a for a in match.legal() if getattr(a, "choice", None) not in (None, KEEP_ALL)
                 and c.die_types[c.die_type_of[a.choice]].id == die_id]
        if not moves:
            pytest.skip(f"no {die_id} die in this roll")
        value = s.values[moves[0].choice]

        class Box:
            pass

        box = Box()
        box.match, box.lines, box.options, box.dice, box.moves = match, [], [], [], moves
        asks.panel_for(s.pending[0].kind).fill(box, s, s.pending[0], "Ana")
        assert box.options[0][0] == f"Guardar el dado de {word} {value}"
        said = describe(s, moves[0], ["Ana", "Bram", "Cora", "Dov"], words=i18n.engine_words())
        assert said.startswith(f"Ana aparta el dado de {word} {value} "), said
        floor = i18n.t("reason.floor", held=3, die=word, value=2)
        assert f"el dado de {word} 2 no lo hace" in floor
    finally:
        i18n.set_language("en")


def test_english_keeps_die_words_lower_case_in_sentences():
    from kingsforge.ui import staging
    from kingsforge.ui.screenshot import demo_config
    from kingsforge.ui.table import asks

    match = staging.request_match("set_aside", demo_config(4, 7), "ancient_inuksuk")
    s = match.state

    class Box:
        pass

    box = Box()
    box.match, box.lines, box.options, box.dice = match, [], [], []
    box.moves = [a for a in match.legal() if hasattr(a, "choice")]
    asks.panel_for(s.pending[0].kind).fill(box, s, s.pending[0], "Ana")
    keeps = [label for label, *_r in box.options if label.startswith("Keep the ") and "roll" not in label]
    assert keeps and all(label.split()[2].islower() for label in keeps), keeps


# --- 3. a kept request's badge ----------------------------------------------------------------
def test_a_kept_request_shows_the_request_sign_on_its_owners_badge_not_a_zero():
    from kingsforge.ui import staging
    from kingsforge.ui.screenshot import demo_config
    from kingsforge.ui.table import panels
    from kingsforge.ui.table.view import build_view

    match = staging.request_match("set_aside", demo_config(4, 7), "ancient_inuksuk")
    s = match.state
    request = s.content.craft_index("thunderbird_initiation")
    assert request in s.tucked[0]
    pygame.font.init()
    canvas = pygame.Surface((1920, 1080))
    view = build_view(s)
    gfx.labels = gfx.LabelLog(canvas)
    try:
        header = panels.draw_panel(canvas, s, match, 0, view.panels[0], True, True, 0.0)
        badges = header.get("badges", [])
        assert badges
        on_badges = [label.text for label in gfx.labels.labels if any(b.colliderect(label.rect) for b in badges)]
    finally:
        gfx.labels = None
    assert i18n.t("request.shield") in on_badges and "0" not in on_badges, on_badges


# --- 2. the splayed waiting line shows each card's whole rank and rule ------------------------
def _waiting_labels(app):
    """The labels of the waiting line's cards in one frame: (card, label) for each rank and rule sign."""
    from kingsforge.ui.table import cards

    table = app.stack.top
    c = table.match.content
    labels = layoutcheck.recorded_frame(app).labels
    found = []
    for card, rect in table.view.waiting_rects:
        k = c.craft[card]
        signs = {str(k.rank)} | ({cards.restriction_mark_text(k)} if k.restrict else set())
        found += [(k.id, label) for label in labels if label.box == rect and label.text in signs]
    return found


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_splayed_waiting_card_shows_its_whole_rank_and_rule(lang):
    with _staged("table-craft", 4, 9, lang, ("masterworks_craft", "variant_monuments")) as app:
        c = app.stack.top.match.content
        assert any(c.craft[card].rank >= 100 for card, _r in app.stack.top.view.waiting_rects)
        for size in ((1920, 1080), (1280, 720)):
            _resized(app, size)
            labels = _waiting_labels(app)
            assert len({card for card, _l in labels}) == len(app.stack.top.view.waiting_rects)
            wrong = [f"{size}: {card}: {label!r} under {label.hidden_by}" for card, label in labels
                     if label.hidden_by is not None or label.cut]
            assert not wrong, "\n".join(wrong)


def test_a_card_peeking_out_less_than_its_shield_draws_its_rank_where_it_shows():
    from kingsforge.content import load_content
    from kingsforge.ui.table import cards, layout

    content = load_content(modules=("masterworks_craft", "variant_monuments"))
    card = next(i for i, k in enumerate(content.craft) if k.rank >= 100 and k.restrict)
    canvas = pygame.Surface((1920, 1080))
    rect = pygame.Rect(400, 300, layout.CRAFT_W, layout.CRAFT_H)
    peek = 34
    assert peek < layout.shield_peek(rect.w)
    gfx.labels = gfx.LabelLog(canvas)
    try:
        cards.draw_craft_card(canvas, content, card, rect, in_pile=True, peek=peek)
        k = content.craft[card]
        shown = pygame.Rect(rect.right - peek, rect.y, peek, rect.h)
        signs = [label for label in gfx.labels.labels if label.text in (str(k.rank), cards.restriction_mark_text(k))]
        assert len(signs) == 2
        assert all(shown.contains(gfx._core(label.rect)) and not label.cut for label in signs), signs
    finally:
        gfx.labels = None


# --- 5. a visitor's collaboration reward stays on its card --------------------------------------
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_visitors_collaboration_reward_stays_inside_its_strip(lang):
    from kingsforge.content import load_content
    from kingsforge.ui.table import cards, layout

    content = load_content(modules=("ambassadors_row", "griffins_landing"))
    canvas = pygame.Surface((1920, 1080))
    i18n.set_language(lang)
    try:
        for floor, scale in ((0, 1.0), (18, 2 / 3)):        # 1920x1080, and 1280x720's readable text
            gfx.min_text_px, gfx.view_scale = floor, scale
            for visitor in range(len(content.visitors)):
                rect = layout.visitor_slot(2, 4)
                _banner, _gift, strip = layout.visitor_parts(rect)
                boxes = layout.visitor_box_rects(strip, len(content.visitors[visitor].options[1].boxes))
                gfx.labels = gfx.LabelLog(canvas)
                try:
                    cards.draw_visitor_card(canvas, content, visitor, rect)
                    rewards = [label for label in gfx.labels.labels if strip.collidepoint(label.rect.center)
                               and label.rect.x > boxes[-1].right and not label.text.startswith("a ")]
                finally:
                    gfx.labels = None
                inside = strip.inflate(-8, 0)
                wrong = [label for label in rewards if not inside.contains(gfx._core(label.rect))]
                assert not wrong, (content.visitors[visitor].id, floor, wrong, strip)
    finally:
        gfx.min_text_px, gfx.view_scale = 0, 1.0
        i18n.set_language("en")


# --- 6. a die above 6 shows its number ----------------------------------------------------------
@pytest.mark.parametrize("size", [24, 40, 64])
def test_a_die_above_six_shows_its_number_not_the_pips_of_six_less(size):
    from kingsforge.ui import assets

    pygame.font.init()
    f = size / assets.DIE_BASE
    field = pygame.Rect(round(14 * f), round(29 * f), round(68 * f), round(45 * f))   # above the old +6 plaque

    def pips(type_id, value):
        face = assets.die_face(type_id, value, size)
        return pygame.image.tobytes(face.subsurface(field).copy(), "RGBA")

    for type_id in ("metal", "wood", "library", "magic"):
        numbers = {value: pips(type_id, value) for value in range(7, 13)}
        assert len(set(numbers.values())) == 6                 # every number its own face
        for value in range(7, 13):
            assert numbers[value] != pips(type_id, value - 6), (type_id, value)


# --- 7. the Supply label keeps its corner -------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_die_in_a_full_supply_lies_on_the_supply_label(lang):
    from kingsforge.ui.scenes.table import TableScene
    from kingsforge.ui.table import layout, panels

    with _staged("decision-festival", 4, 5, lang) as app:
        table = next(scene for scene in app.stack if isinstance(scene, TableScene))
        label = panels.supply_label_rect()
        tray = [(x, y, size) for x, y, size in table.dice.pos.values()
                if layout.TRAY.collidepoint(x, y)]
        assert len(tray) >= 30
        on_label = [(x, y, size) for x, y, size in tray
                    if label.colliderect(pygame.Rect(x - size / 2, y - size / 2, size, size))]
        assert not on_label, (label, on_label)
        assert all(layout.TRAY.contains(pygame.Rect(x - size / 2, y - size / 2, size, size)) for x, y, size in tray)


# --- 8. the game-over seat symbol after the place ----------------------------------------------
@pytest.mark.parametrize("scene,seed", [("gameover", 8), ("gameover-masterworks", 7)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_game_over_seat_symbol_stands_clear_of_the_place(scene, seed, lang, monkeypatch):
    from kingsforge.ui import seatmark
    from kingsforge.ui.scenes.gameover import place_label

    with _staged(scene, 4, seed, lang) as app:
        for size in ((1920, 1080), (1280, 720)):
            _resized(app, size)
            marks = []
            real = seatmark.draw

            def spy(*args, **kwargs):
                rect = real(*args, **kwargs)
                marks.append(rect)
                return rect

            monkeypatch.setattr(seatmark, "draw", spy)
            try:
                labels = layoutcheck.recorded_frame(app).labels
            finally:
                monkeypatch.setattr(seatmark, "draw", real)
            places = [label for label in labels if label.text in {place_label(k) for k in range(4)}]
            names = [label for label in labels if label.text in {seat.name for seat in app.stack.top.match.seats}]
            assert len(places) == 4 and len(marks) >= 4
            for label in places:
                mark = min(marks, key=lambda m: abs(m.centery - (label.rect.centery - 18)) + abs(m.x - label.rect.right))
                assert mark.left >= label.rect.right + 4, (size, label, mark)
                name = min(names, key=lambda n: abs(n.rect.centery - mark.centery))
                assert name.rect.left >= mark.right + 2, (size, name, mark)


# --- 9. the setup screen's column headings under the intro -------------------------------------
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_setup_headings_keep_clear_of_the_intro_sentence(lang):
    with _staged("setup", 4, 7, lang) as app:
        intro_text = i18n.t("setup.intro")
        heads = {i18n.t(key) for key in ("setup.col.colour", "setup.col.name", "setup.col.player",
                                         "setup.col.strength")}
        for size in ((1920, 1080), (1280, 720)):
            _resized(app, size)
            log = layoutcheck.recorded_frame(app)
            labels, found = log.labels, layoutcheck.problems(log)
            intro = next(label for label in labels if label.text == intro_text)
            title = next(label for label in labels if label.text == i18n.t("setup.heading"))
            columns = [label for label in labels if label.text in heads]
            assert len(columns) == 4
            # the whole line (descenders included) ends above every heading's line
            assert all(intro.rect.bottom + 2 <= head.rect.top for head in columns), (size, intro, columns)
            assert title.rect.top >= 0 and not found, found


# --- 10. smaller things -------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_wares_kept_stands_apart_from_the_figures(lang):
    from kingsforge.ui.scenes.gameover import figure_lines

    with _staged("gameover", 4, 8, lang) as app:
        over = app.stack.top
        s = over.match.state
        empty = [p for p in range(s.n) if not s.tucked[p]]
        assert empty
        _resized(app, (1280, 720))
        labels = layoutcheck.recorded_frame(app).labels
        words = [label for label in labels if label.text == i18n.t("gameover.no_wares")]
        figures = {line for p in empty for line in figure_lines(over.figures[p])}
        lines = [label for label in labels if label.text in figures]
        assert words and lines
        for word in words:
            beside = [line for line in lines if abs(line.rect.centery - word.rect.centery) < 60]
            assert beside and word.rect.left >= max(line.rect.right for line in beside) + 40, (word, beside)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_requests_optional_tag_stays_inside_the_cards_frame(size):
    from kingsforge.ui.table import cards, layout

    with _staged("table-request", 4, 7, "es") as app:
        _resized(app, size)
        table = app.stack.top
        c = table.match.content
        request = [(card, rect) for card, rect in table.view.beside_rects if c.craft[card].boost >= 0]
        assert request
        for card, rect in request:
            slots = layout.craft_slot_rects(rect, len(c.craft[card].slots))
            tag, _die = cards.boost_marks(slots[-1], rect)
            f = rect.h / 420                # the printed frame: 8 px at the sides, 14 at the foot
            assert tag.bottom <= rect.bottom - round(14 * f) and tag.right <= rect.right - round(8 * f), (tag, rect)
            words = [label for label in layoutcheck.recorded_frame(app).labels
                     if label.text == i18n.t("request.optional_tag")]
            assert all(not label.cut and tag.inflate(2, 6).contains(gfx._core(label.rect)) for label in words), \
                (words, tag)


def test_the_merchants_options_stay_off_the_frame_between_the_halves():
    from kingsforge.content import load_content
    from kingsforge.ui.table import cards, layout

    content = load_content(modules=("jubilee_gather", "jubilee_variant"))
    merchant = content.gather_index("merchant")
    rect = layout.gather_slot(0)
    sx, sy = rect.w / 300, rect.h / 420
    halves = [pygame.Rect(rect.x + round(x * sx), rect.y + round(y * sy), round(w * sx), round(h * sy))
              for x, y, w, h in layout.GATHER_HALVES]
    def within(r):          # top to bottom inside one half (the frame between them is 198-222 of 420)
        return any(half.top <= r.top and r.bottom <= half.bottom for half in halves)

    for area, boxes, _pill in cards.gather_option_geometry(content, merchant, rect):
        assert within(area), (area, halves)
        assert all(within(box) for box in boxes), (boxes, halves)


def test_the_roll_button_never_offers_to_roll_no_dice():
    from kingsforge.ui.scenes.table import TableScene

    with _staged("table-craft", 4, 9, "es", ("ambassadors_row", "griffins_landing")) as app:
        table = next(scene for scene in app.stack if isinstance(scene, TableScene))
        s = table.match.state
        assert not s.has_rolled and not s.to_roll(s.turn) and s.pending     # the kept die is asked about first
        table._refresh_buttons()
        assert table.btn_roll.visible and table.btn_roll.text == "Tirar", table.btn_roll.text
        s.pending.clear()                                   # nothing kept, nothing in the supply
        table._refresh_buttons()
        assert table.btn_roll.text == "Tirar (sin dados)"


def test_a_squeezed_text_is_drawn_at_the_text_floor_of_the_window_it_is_drawn_in():
    """A label narrowed to fit was cached under the size asked for, not the size drawn: after a
    resize raised the text floor it came back, in the same room, at the old window's height."""
    pygame.init()
    text = "Narrowed a little to fit"
    try:
        widths = {}
        for floor in (24, 26):
            gfx.min_text_px = floor
            widths[floor] = gfx.font(20, True).size(text)[0]
        room = (widths[24] + int(widths[26] * gfx.MAX_SQUEEZE) + 2) // 2     # both are narrowed into it
        assert widths[26] * gfx.MAX_SQUEEZE <= room < widths[24]
        for floor in (24, 26):
            gfx.min_text_px = floor
            surf = gfx.fitted_text(text, room, 20, bold=True, min_size=20)
            assert surf.get_size() == (room, gfx.text(text, 20, bold=True).get_height()), floor
    finally:
        gfx.min_text_px = 0
