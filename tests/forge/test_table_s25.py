"""Forge's table, three defects of a review: a hand card shows every line of its face at every
window size in both languages (and a line left out is reported cut by the layout check), Tab walks
the table's buttons in the order they are drawn, and a switch of language keeps a place's dialog
open, said again in the new language with the player's picks kept."""

from __future__ import annotations

import os
from collections import Counter

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from kingsforge import i18n  # noqa: E402
from kingsforge.forge.ui import cards, dialogs, words  # noqa: E402
from kingsforge.forge.ui.layout import HAND  # noqa: E402
from kingsforge.forge.ui.table import ForgeTableScene  # noqa: E402
from kingsforge.ui import gfx, layoutcheck  # noqa: E402
from kingsforge.ui.widgets import Button  # noqa: E402

SIZES = ((800, 600), (1024, 768), (1280, 720), (1920, 1080))
WIDE = ((1280, 720), (1920, 1080))      # a page of the hand holds eight


def _left_out(log, rect, content, card) -> list[str]:
    """The lines of a small contract face (each its shortest wording) not drawn whole on the card at
    `rect`: its name's words are no line (Armadura de gala's first half is not the Armor line)."""
    name = words.card_name(card)
    drawn = Counter(label.text for label in log.labels if label.box == rect and not label.cut)
    drawn -= Counter([name] if drawn[name] or " " not in name else cards._halves(name))    # on one line or two
    return [wordings[-1] for wordings in cards.small_contract_lines(content, card) if not set(drawn) & set(wordings)]


def _hand_problems(app, table) -> list[str]:
    """The layout check's findings on the hand's cards, and each hand card's lines not drawn on it."""
    log = layoutcheck.recorded_frame(app)
    hand = table.hand_cards(table.match.state.p[table.shown])
    found = [p for p in layoutcheck.problems(log) if any(f" in {words.card_name(card)} (" in p for _r, card in hand)]
    c = table.match.content
    for rect, card in hand:
        found += [f"{card.id}: {text!r} left out" for text in _left_out(log, rect, c, card)]
    return found


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_contract_shows_its_whole_face_in_the_hand(forge_stage, lang):
    """At 800x600 a contract whose name took two lines dropped its pay line (the zoom showed it),
    and at every size the lines after the third were left out. And a hand with one tall face (22
    of the 72 contracts at 1920x1080, 28 at 1280x720) paged at four there, an empty lower half
    beside a '1/2' button: a page now holds eight, two rows of four, every contract whole, no text
    on the hand under 16 px, the layout check clean."""
    from kingsforge.forge.ui import view

    app, table = forge_stage("late", lang)
    c = table.match.content
    p = table.match.state.p[table.shown]
    found = []
    for size in SIZES:
        layoutcheck.resize(app, size)
        p.hand = list(range(len(c.contracts)))          # every contract of data/forge, a page at a time
        per = table.hand_per_page(p)
        assert per == 8 or size not in WIDE, size
        for page in range(table.hand_pages(p)):
            table.hand_page = page
            app.tick(1 / 30)
            assert len(table.hand_cards(p)) == min(per, len(p.hand) - page * per)
            found += [f"{size[0]}x{size[1]}: {f}" for f in _hand_problems(app, table)]
            if size in WIDE:
                found += [f"{size[0]}x{size[1]}: {f}" for f in layoutcheck.check_frame(app)]
                gfx.drawn_sizes = []
                try:
                    view._hand(table, pygame.Surface((1920, 1080)))
                    small = [(px, text) for px, text in gfx.drawn_sizes if px < 16]
                finally:
                    gfx.drawn_sizes = None
                found += [f"{size[0]}x{size[1]}: {text!r} at {px} px" for px, text in small]
    assert not found, "\n".join(found[:30])


def test_a_hand_card_line_left_out_is_reported_cut(forge_stage, monkeypatch):
    """A hand card drawn too short for its face (the old fixed 168x120 at 800x600): the layout
    check says which line was cut, where before the line went missing unseen."""
    app, table = forge_stage("late", "es")
    layoutcheck.resize(app, (800, 600))
    monkeypatch.setattr(ForgeTableScene, "hand_card_size", lambda self, p: (168, 120), raising=False)
    app.tick(1 / 30)
    c = table.match.content
    hand = table.hand_cards(table.match.state.p[table.shown])
    log = layoutcheck.recorded_frame(app)
    assert any(p.startswith("cut: ") for p in layoutcheck.problems(log))
    for rect, card in hand:
        cut = [label.text for label in log.labels if label.box == rect and label.cut]
        assert sorted(cut) == sorted(_left_out(log, rect, c, card)), card.id


def test_tab_walks_the_table_buttons_left_to_right(forge_stage):
    """Tab went Hint, Menu, Undo while they are drawn Undo, Hint, Menu."""
    app, table = forge_stage("late")
    table.skip_btn.visible = True           # Skip, when offered, is drawn leftmost
    drawn = sorted((w for w in table.widgets.focusables() if isinstance(w, Button)), key=lambda b: b.rect.x)
    assert [b.name for b in drawn][:4] == ["Skip", "Undo", "Hint", "Menu"]
    walked = []
    for _ in drawn:
        table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
        walked.append(table.widgets.focused)
    assert walked == drawn


def _switch_to_spanish(app) -> None:
    app.tick(1 / 30)                # the dialog up a frame, as a player sees it, before the switch
    app.set_language("es")
    for _ in range(3):
        app.tick(1 / 30)


@pytest.mark.parametrize("name", ["build", "store-extension", "forge", "smith-option"])
def test_a_place_dialog_stays_open_in_the_new_language(forge_stage, name):
    """The switch closed the dialog: the player had to drop the worker again."""
    app, dialog = forge_stage(name, players=3, seed=1)
    assert isinstance(dialog, dialogs.OptionsDialog), type(dialog).__name__
    moves = len(dialog.match.record.moves)
    english = (dialog.title, [b.text for b in dialog.buttons], dialog.cancel_button.text)
    pick = dialog.buttons[-1]
    dialog.widgets.set_focus(pick)                  # the option the player's keyboard is on
    _switch_to_spanish(app)
    assert app.stack.top is dialog and len(dialog.match.record.moves) == moves
    spanish = (dialog.title, [b.text for b in dialog.buttons], dialog.cancel_button.text)
    assert spanish[0] != english[0] and spanish[2] == i18n.t("forge.dialog.cancel") != english[2]
    table = next(s for s in app.stack if isinstance(s, ForgeTableScene))
    again = table.choice_words(*_worker_and_place(dialog), [mv for _l, mv, _r in dialog.options])
    assert [label for label, _mv, _r in dialog.options] == [label for label, _mv, _r in again[1]]
    assert dialog.widgets.focused is pick
    pick.click()                                    # still plays its move
    assert len(dialog.match.record.moves) == moves + 1 and app.stack.top is not dialog


def _worker_and_place(dialog):
    mv = next(mv for _label, mv, _reason in dialog.options if mv is not None)
    return mv.worker, mv.location


def test_the_trading_post_keeps_its_picks_over_a_language_switch(forge_stage):
    app, dialog = forge_stage("trade", players=3, seed=1)
    assert isinstance(dialog, dialogs.TradeDialog)
    trade = next(tr for tr, b in dialog.trade_buttons.items() if b.enabled)
    dialog.pick(trade)
    english = {tr: b.text for tr, b in dialog.trade_buttons.items()}
    _switch_to_spanish(app)
    assert app.stack.top is dialog and dialog.picked == [trade]
    assert dialog.title == i18n.t("forge.dialog.trade_title")
    assert dialog.take_btn.text == i18n.t("forge.dialog.take") and dialog.clear_btn.text == i18n.t("forge.dialog.clear")
    assert all(dialog.trade_buttons[tr].text != text for tr, text in english.items())


def test_an_owed_choice_stays_open_in_the_new_language(forge_stage):
    app, dialog = forge_stage("decision-opening", players=3, seed=2)
    assert isinstance(dialog, dialogs.OptionsDialog) and not dialog.closable
    title = dialog.title
    _switch_to_spanish(app)
    assert app.stack.top is dialog and dialog.title != title
    assert dialog.title == i18n.t(f"forge.decision.{dialog.match.state.pending[0].kind}")


# --- the guided round's note, and the cards of the dialogs and the zoom (every line at every size) ---

SMALL = ((800, 600), (1024, 768))


def test_the_guided_note_covering_a_hand_card_is_caught_in_english(forge_stage, monkeypatch):
    """The note over the hand's lower half hid a card's lower lines in English unseen (only Spanish's
    taller lines ran into its title): a label under the note is covered; the note now lies where
    nothing the guided round needs is, clear of the hand and of the hints' toast."""
    from kingsforge.forge.ui import coach, layout, view

    app, table = forge_stage("guided")
    layoutcheck.resize(app, (800, 600))
    c = table.match.content
    p = table.match.state.p[table.shown]
    p.hand = [max(range(len(c.contracts)), key=lambda i: cards.small_height(c, c.contracts[i], 168, 120))]
    app.tick(1 / 30)
    assert not layoutcheck.check_frame(app)
    assert not coach.NOTE.colliderect(layout.HAND) and not coach.NOTE.colliderect(view.toast_layout("x " * 80)[0])
    monkeypatch.setattr(coach, "NOTE", pygame.Rect(1212, 898, 692, 168))     # where it lay
    card = words.card_name(c.contracts[p.hand[0]])
    found = layoutcheck.check_frame(app)
    assert any(f.startswith("covered: ") and f" in {card} (" in f for f in found), found


def _dialog_faults(app, dialog) -> list[str]:
    """The layout check's findings on a dialog's cards, and each card's words not drawn on it (a
    contract's lines; a card's effect cut short with '…')."""
    log = layoutcheck.recorded_frame(app)
    c = dialog.match.content
    found = [p for p in layoutcheck.problems(log)]
    for card, rect in zip(dialog.shown, dialog.card_rects()):
        found += [f"{card.id}: {text!r} left out" for text in _left_out(log, rect, c, card)] \
            if cards.kind_of(card) == "contract" else \
            [f"{card.id}: {label.text!r} cut short" for label in log.labels if label.box == rect and "…" in label.text]
    return found


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", ["forge", "decision-opening", "decision-contracts", "decision-guild",
                                  "decision-develop", "decision-train"])
def test_a_dialog_shows_its_cards_whole_in_a_small_window(forge_stage, name, lang):
    """At 800x600 and 1024x768 the Forge's contracts (150 high) left their product line out."""
    app, dialog = forge_stage(name, lang)
    assert isinstance(dialog, dialogs.OptionsDialog) and dialog.shown, type(dialog).__name__
    found = []
    for size in SMALL + ((1920, 1080),):           # laid out anew at each size, as a player resizes
        layoutcheck.resize(app, size)
        app.tick(1 / 30)
        buttons = [b.rect for b in dialog.widgets.widgets if b.visible]
        assert all(dialog.panel.contains(r) for r in dialog.card_rects() + buttons)
        assert max(r.bottom for r in dialog.card_rects()) < min(b.rect.top for b in dialog.buttons if b.visible)
        found += [f"{size[0]}x{size[1]}: {f}" for f in _dialog_faults(app, dialog)]
    assert not found, "\n".join(found[:30])


def test_every_card_shows_whole_in_a_dialog_and_in_the_zoom(forge_stage):
    """Every card of data/forge, two or seven to a dialog and alone in the zoom, in both languages
    at 800x600: no line left out, no effect cut short."""
    from kingsforge.forge.ui.zoom import ForgeZoomScene

    app, dialog = forge_stage("decision-develop")
    c = dialog.match.content
    every = [*c.contracts, *c.development, *c.training, *c.guilds]
    layoutcheck.resize(app, (800, 600))
    found = []
    for lang in ("en", "es"):
        app.set_language(lang)
        for k in (2, 7):
            for first in range(0, len(every), k):
                shown = dialogs.OptionsDialog(app, dialog.match, dialog.title, dialog.options, lambda mv: None,
                                              shown=every[first:first + k], cancellable=False)
                app.stack.push(shown)
                app.tick(1 / 30)
                found += _dialog_faults(app, shown)
                shown.close()
        zoom = app.stack.push(ForgeZoomScene(app, dialog.match, every[0]))
        for card in every:
            zoom.card = card
            log = layoutcheck.recorded_frame(app)
            found += [f"zoom {card.id}: {p}" for p in layoutcheck.problems(log)]
        zoom.close()
        app.tick(1 / 30)
    assert not found, "\n".join(found[:30])


def test_a_dialog_or_zoom_card_line_left_out_is_reported_cut(forge_stage, monkeypatch):
    """A dialog's card drawn at the old fixed 150 high at 800x600, and a zoom too short for its
    card: the layout check says which line was cut, where before the line went missing unseen."""
    app, dialog = forge_stage("forge", "es")
    layoutcheck.resize(app, (800, 600))
    monkeypatch.setattr(cards, "face_height", lambda content, card, width, least, **_: least)
    app.tick(1 / 30)
    log = layoutcheck.recorded_frame(app)
    c = dialog.match.content
    left = {card.id: _left_out(log, rect, c, card) for card, rect in zip(dialog.shown, dialog.card_rects())}
    assert any(left.values())
    for card, rect in zip(dialog.shown, dialog.card_rects()):
        assert sorted(label.text for label in log.labels if label.box == rect and label.cut) == sorted(left[card.id])
    from kingsforge.forge.ui.zoom import ForgeZoomScene

    zoom = app.stack.push(ForgeZoomScene(app, dialog.match, c.development[0]))
    monkeypatch.setattr(cards, "face_height", lambda content, card, width, least, **_: 120)
    assert any(f.startswith("cut: ") for f in layoutcheck.check_frame(app))
    zoom.close()


# --- a page of the hand holds eight at full HD and 1280x720; the guided note is read, not clicked through ---



def _tallest(table, k: int) -> list[int]:
    """The `k` contracts whose full small faces are tallest at this window's text floor."""
    c = table.match.content
    return sorted(range(len(c.contracts)), key=lambda i: -cards.small_height(c, c.contracts[i], 168, 120))[:k]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_hand_of_the_tallest_contracts_keeps_two_rows(forge_stage, lang):
    app, table = forge_stage("late", lang)
    p = table.match.state.p[table.shown]
    for size in WIDE:
        layoutcheck.resize(app, size)
        p.hand = _tallest(table, 8)
        app.tick(1 / 30)
        assert table.hand_per_page(p) == 8 and table.hand_pages(p) == 1, size
        rects = [rect for rect, _card in table.hand_cards(p)]
        assert len({r.y for r in rects}) == 2 and all(HAND.contains(r) for r in rects), size
        assert max(r.bottom for r in rects) <= table.hand_lines()[0], size
        assert not _hand_problems(app, table), size


def test_a_small_window_pages_the_hand_at_four_filling_the_panel(forge_stage):
    """Where the text floor leaves no two rows (1024x768, 800x600), a page is one row of four, as
    tall as the panel's room (its faces take their longer wordings), never cut."""
    app, table = forge_stage("late", "es")
    p = table.match.state.p[table.shown]
    for size in SMALL:
        layoutcheck.resize(app, size)
        p.hand = _tallest(table, 6)
        app.tick(1 / 30)
        rects = [rect for rect, _card in table.hand_cards(p)]
        assert table.hand_per_page(p) == 4 and len(rects) == 4, size
        assert all(r.h == table._hand_room() for r in rects), size
        assert not _hand_problems(app, table), size


def test_a_click_on_the_guided_note_does_nothing_to_the_table(forge_stage):
    """The note lies over the players panel: a click on it reached the row under it and showed the
    other player's board (and a right click there zoomed nothing, but went through too)."""
    from kingsforge.forge.ui import coach, layout

    app, table = forge_stage("guided", players=2, seed=7)
    app.tick(1 / 30)
    assert table.match.seats[0].human and coach.step(table.match, 0) is not None      # the note is up
    row = layout.player_row(1, table.match.state.players)
    assert coach.NOTE.contains(row)
    before = (table.shown, table.selected, len(app.stack), len(table.match.record.moves))
    for button in (1, 3):
        table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row.center, button=button))
        table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=row.center, button=button))
        app.tick(1 / 30)
    assert (table.shown, table.selected, len(app.stack), len(table.match.record.moves)) == before
    table.coach = False                 # no note: the same click shows that player's board
    table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row.center, button=1))
    assert table.shown == 1


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_dialog_of_many_contracts_keeps_every_name_whole(forge_stage, lang):
    """Fourteen contracts and more shown at 800x600 (the Upgraded Forge: no hand limit, F-G12) cut
    names in cards 142 and 121 px wide, the height search seeing lines, not names: the panel now
    widens, and takes more rows, so every name and line is whole."""
    app, dialog = forge_stage("decision-develop", lang)
    c = dialog.match.content
    layoutcheck.resize(app, (800, 600))
    found = []
    for n in (14, 16, 20):
        for first in (0, len(c.contracts) - n):
            shown = dialogs.OptionsDialog(app, dialog.match, dialog.title, dialog.options, lambda mv: None,
                                          shown=c.contracts[first:first + n], cancellable=True)
            app.stack.push(shown)
            app.tick(1 / 30)
            rects = shown.card_rects()
            assert app.canvas.get_rect().contains(shown.panel) and all(shown.panel.contains(r) for r in rects)
            assert max(r.bottom for r in rects) < min(b.rect.top for b in shown.buttons if b.visible)
            found += [f"{n} from {first}: {f}" for f in _dialog_faults(app, shown)]
            shown.close()
            app.tick(1 / 30)
    assert not found, "\n".join(found[:30])
