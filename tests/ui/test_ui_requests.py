"""Ambassador Requests at the table: the first player's choice of the request in a dialog, the
request beside the display with its special boxes drawn (two-colour, locked, optional), a drop on a
locked box refused with the reason, and the owner's lasting reward on their panel."""

from __future__ import annotations

import pytest
from tablescene import table_for

from kingsforge.engine import requests
from kingsforge.ui import staging
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.table import cards, panels
from kingsforge.ui.table.decisions import DecisionScene
from kingsforge.ui.table.placement import CRAFT

IDS = ("celestial_dragon", "ancient_inuksuk", "thunderbird_initiation", "chimera_sculpture")




def test_the_first_player_chooses_the_request_in_a_dialog(app, driver):
    match = staging.request_match("request", demo_config(3, 1))
    table = table_for(app, match)
    driver.frame(3)
    dialog = app.stack.top
    assert isinstance(dialog, DecisionScene) and dialog.decision.kind == requests.REQUEST
    labels = [label for label, *_rest in dialog.options]
    assert len(labels) == 5 and "Ancient Inuksuk" in labels
    chosen = match.content.craft_index("chimera_sculpture")
    dialog.choose(chosen)
    driver.frame(2)
    assert chosen in match.state.beside and not match.state.pending
    table.ai.close()


@pytest.mark.parametrize("request_id", IDS)
def test_the_request_is_drawn_beside_the_display(app, driver, request_id):
    match = staging.request_match("table", demo_config(3, 1), request_id)
    table = table_for(app, match)
    driver.frame(3)
    card = match.content.craft_index(request_id)
    assert card in dict(table.view.beside_rects)                   # drawn beside the display
    k = match.content.craft[card]
    words = ", ".join(cards.need_words(match.content, k))
    if k.locked:
        assert "locked" in words
    if k.boost >= 0:
        assert "optional" in words and "borealis" in words
    if any(colour >= len(match.content.colours) for colour, _p in k.slots):
        assert " or " in words
    table.ai.close()


def test_a_drop_on_a_locked_box_says_why(app, driver):
    match = staging.request_match("table", demo_config(3, 1), "ancient_inuksuk")
    table = table_for(app, match)
    driver.frame(2)
    s = match.state
    card = match.content.craft_index("ancient_inuksuk")
    metal = match.content.die_type_index("metal")
    wrong = next((d for d in s.rolled[s.turn] if match.content.die_type_of[d] == metal and s.values[d] != 2), None)
    if wrong is None:
        pytest.skip("no metal die off the lock in this roll")
    target = next(t for t in table.view.targets if t.key[:2] == (CRAFT, card) and t.box == 0)
    table._explain_refusal(target, wrong)
    assert table.message and "locked" in table.message and "exactly 2" in table.message
    table.ai.close()


def test_the_owner_shows_the_reward_on_the_panel():
    match = staging.request_match("set_aside", demo_config(3, 1))
    s = match.state
    assert panels.reward_text(s, 0) == "Lasting: Rolling Thunder"
    assert all(panels.reward_text(s, p) == "" for p in range(1, s.n))


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_request_boxes_draw_at_both_sizes(make_app, size):
    app = make_app(size)
    from kingsforge.ui.scenes.table import TableScene
    match = staging.request_match("table", demo_config(3, 1), "celestial_dragon")
    scene = TableScene(app, match)
    scene.last_human = match.current
    app.stack.reset(scene)
    for _ in range(3):
        app.tick(1 / 60)
    scene.ai.close()


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_request_has_its_own_word_beside_the_royal_decree(app, driver, lang):
    """With the Royal Decree and a request beside the display, the request is labelled a request
    (no masterwork: it never ends the game) and the decree's cards the Royal Decree."""
    from kingsforge import i18n
    from kingsforge.ui import layoutcheck

    match = staging.every_masterworks_match("table-masterworks", demo_config(4, 1))
    table = table_for(app, match)
    app.set_language(lang)
    driver.frame(3)
    try:
        beside = table.view.beside_rects
        c = match.content
        assert any(c.craft[k].request for k, _r in beside) and any(not c.craft[k].request for k, _r in beside)
        labels = layoutcheck.recorded_frame(app).labels
        for word, is_request in (("table.request_row", True), ("table.decree_row", False)):
            first = next(rect for k, rect in beside if bool(c.craft[k].request) == is_request)
            found = [label for label in labels if label.text == i18n.t(word)]
            assert len(found) == 1 and abs(found[0].rect.left - (first.x + 4)) <= 2, (word, found, first)
    finally:
        app.set_language("en")
        table.ai.close()


def test_esc_on_the_request_choice_opens_the_menu_over_it(app, driver):
    """King's Forge's owed decisions too: Esc opens the menu over the dialog, Resume returns to it."""
    import pygame

    from kingsforge.ui.scenes.pause import PauseScene

    match = staging.request_match("request", demo_config(3, 1))
    table = table_for(app, match)
    driver.frame(3)
    dialog = app.stack.top
    assert isinstance(dialog, DecisionScene)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is dialog
    table.ai.close()


def test_a_language_switch_over_a_decision_says_the_dialog_and_the_table_again(app, driver):
    """Esc, Settings, Español, Resume over an owed choice: the dialog and the table's buttons
    beneath it speak Spanish at once (they stayed English until the choice was answered)."""
    from kingsforge import i18n

    match = staging.request_match("request", demo_config(3, 1))
    table = table_for(app, match)
    driver.frame(3)
    dialog = app.stack.top
    assert isinstance(dialog, DecisionScene)
    english = (dialog.title, [label for label, *_r in dialog.options], table.btn_menu.text)
    try:
        app.set_language("es")
        driver.frame(3)
        again = app.stack.top                   # asked again: nothing was answered
        assert isinstance(again, DecisionScene) and again.decision == dialog.decision
        assert again.title == i18n.t("decision.title." + again.kind) != english[0]
        assert table.btn_menu.text == i18n.t("table.menu") != english[2]
        assert [label for label, *_r in again.options] != english[1]
    finally:
        app.set_language("en")
        table.ai.close()


def test_enter_takes_the_first_answer_drawn_as_the_one_to_take(app, driver):
    """The first answer of a decision and of a small choice is drawn gold, as the default: Enter
    takes it (it did nothing; only the number keys or Tab then Enter answered)."""
    import pygame

    from kingsforge.ui.scenes.choice import ChoiceScene

    match = staging.request_match("request", demo_config(3, 1))
    table = table_for(app, match)
    driver.frame(3)
    assert isinstance(app.stack.top, DecisionScene)
    moves = len(match.record.actions)
    driver.key(pygame.K_RETURN)
    driver.frame(2)
    assert len(match.record.actions) == moves + 1 and not isinstance(app.stack.top, DecisionScene)
    table.ai.close()
    taken = []
    options = [("Metal die", "", lambda: taken.append(0)), ("+1/+1", "", lambda: taken.append(1))]
    app.stack.push(ChoiceScene(app, "First pass", "Take a reward?", options, keys=True))
    driver.key(pygame.K_RETURN)
    assert taken == [0]
    app.stack.push(ChoiceScene(app, "First pass", "Take a reward?", options, keys=True))
    driver.key(pygame.K_2)
    assert taken == [0, 1]
    # a question whose first answer loses something ('Leave without saving') takes no key
    unsaved = app.stack.push(ChoiceScene(app, "Not saved", "Leave anyway?", options, cancel_label="Stay"))
    driver.key(pygame.K_RETURN)
    driver.key(pygame.K_1)
    assert taken == [0, 1] and app.stack.top is unsaved


def test_a_click_on_the_table_while_looking_at_it_says_to_go_back_first(app, driver):
    """'Look at the table' over a decision: the table is only to look at, and a click there did
    nothing without a word; a note under the way back says so, for a few seconds."""
    from kingsforge import i18n
    from kingsforge.ui import layoutcheck
    from kingsforge.ui.table import peeknote

    match = staging.request_match("request", demo_config(3, 1))
    table = table_for(app, match)
    driver.frame(3)
    dialog = app.stack.top
    dialog.toggle_peek()
    driver.click((700, 700))
    assert app.stack.top is dialog and dialog.peek and dialog.peek_note.left > 0
    notes = [label for label in layoutcheck.recorded_frame(app).labels if label.text == i18n.t("decision.peek_note")]
    assert len(notes) == 1 and not notes[0].cut
    driver.frame(int(peeknote.NOTE_SECONDS * 60) + 10)
    assert dialog.peek_note.left == 0
    driver.click(dialog.back_btn.rect.center)
    assert not dialog.peek
    table.ai.close()


def test_esc_while_looking_at_the_table_goes_back_to_the_decision(app, driver):
    """Esc from the look at the table goes back to the decision, as the move picker's look does
    (Esc on the decision itself opens the menu)."""
    import pygame

    match = staging.request_match("request", demo_config(3, 1))
    table = table_for(app, match)
    driver.frame(3)
    dialog = app.stack.top
    dialog.toggle_peek()
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is dialog and not dialog.peek
    table.ai.close()
