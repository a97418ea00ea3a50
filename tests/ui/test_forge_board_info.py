"""Forge's player board and hand tell a new player what they need (a new-player review): a Tool's
or Equipment's tile says what it does when the pointer rests on it (and zooms), a Spanish hand
card shows the same lines as the English one, and the board's hire and token costs are what the
engine charges (a Coin Press takes 1 Gold off), not the printed ones."""

from __future__ import annotations

import pygame
import pytest

from kingsforge import i18n
from kingsforge.forge.content import load_forge
from kingsforge.forge.engine import economy, places
from kingsforge.forge.ui import cards, layout, words
from kingsforge.forge.ui.screenshot import staged_match
from kingsforge.forge.ui.table import ForgeTableScene
from kingsforge.ui import gfx

pytestmark = pytest.mark.usefixtures("thread_worker")


@pytest.fixture(autouse=True)
def _forget_records():
    yield
    gfx.labels = None


def _placing(m):
    return m.state.phase == "place" and not m.state.pending


def _table(app, match, seat=None):
    scene = ForgeTableScene(app, match)
    app.stack.reset(scene)
    scene.wait = 1e9                # the computers wait: the position stays as staged
    if seat is not None:
        scene.shown = seat
    app.tick(1 / 60)
    return scene


def _hover_tip(scene, pos) -> str:
    scene.widgets.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.update(0.1)
    scene.update(1.0)               # past the tooltip's delay
    hovered = scene.widgets._hover_widget
    return hovered.tooltip if hovered is not None else ""


@pytest.mark.parametrize("lang,wagon,hammers", [
    ("en", ("Forest", "Mountains"), ("Weapon", "Armor", "Metal")),
    ("es", ("Bosque", "Montañas"), ("Arma", "Armadura", "metal")),
])
def test_a_token_tile_tooltip_says_what_it_does(make_app, lang, wagon, hammers):
    app = make_app(start=False)
    app.set_language(lang)
    match = staged_match(2, 3, _placing)
    scene = _table(app, match)
    c = match.content
    for tid, needed in (("wagon", wagon), ("hammers", hammers)):
        index = c.token_index[tid]
        tip = _hover_tip(scene, layout.token_rect(index).center)
        assert words.token_name(c, index) in tip
        assert all(word in tip for word in needed), (tid, tip)
    app.render()                    # the tooltip draws over the table
    # and a right-click zooms the token: its name and what it does, large
    token = scene.card_at(layout.token_rect(c.token_index["anvil"]).center)
    assert token is c.tokens[c.token_index["anvil"]]
    assert i18n.t("forge.token_effect.anvil") in cards.effect_text(c, token)


def _lines_shown(c, card, canvas) -> list[int]:
    """Which of a small contract face's lines (small_contract_lines) are drawn on a hand card."""
    lines = cards.small_contract_lines(c, card)
    gfx.labels = gfx.LabelLog(canvas)
    try:
        cards.draw(canvas, c, card, pygame.Rect(100, 100, 168, 120))      # a hand card's size (table.hand_cards)
        texts = [label.text for label in gfx.labels.labels]
        cut = [label.text for label in gfx.labels.labels if label.cut]
    finally:
        gfx.labels = None
    assert not cut, (card.id, cut)
    return [i for i, wordings in enumerate(lines) if any(text in wordings for text in texts)]


def _name_rows(card) -> int:
    room = 168 - 8 - 16 - 28        # a small contract's name room beside its skill disc (cards._face)
    return 2 if cards._two_lines(words.card_name(card), room) else 1


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_spanish_hand_card_shows_the_same_lines_as_the_english_one(make_app, size):
    """A Spanish wording too wide ended the small card's loop: only the pay line was left."""
    app = make_app(size=size, start=False)
    c = load_forge()
    shown = {}
    for lang in ("en", "es"):
        app.set_language(lang)
        shown[lang] = {card.id: (_lines_shown(c, card, app.canvas), _name_rows(card)) for card in c.contracts}
    # the lines a card's name leaves room for are the same (a name on two lines takes one row)
    differ = [(cid, shown["en"][cid][0], shown["es"][cid][0]) for cid in shown["en"]
              if shown["en"][cid][1] == shown["es"][cid][1] and shown["en"][cid][0] != shown["es"][cid][0]]
    assert not differ, differ
    # the review's hand: each shows more than its pay line in Spanish
    for cid in ("plate_greaves", "great_helm", "jewelled_sceptre", "crown_of_state"):
        assert len(shown["es"][cid][0]) >= 2, (cid, shown["es"][cid])


def _coin_press(m):
    if not _placing(m):
        return False
    p = m.state.p[m.current]
    return "coin_press" in economy.dev_effects(m.state, p) and p.assistants < 4


def test_the_board_shows_the_hire_and_token_costs_the_engine_charges(make_app):
    app = make_app(start=False)
    match = staged_match(3, 1, _coin_press, limit=5000)
    s = match.state
    seat = match.current
    p = s.p[seat]
    assert "coin_press" in economy.dev_effects(s, p)
    charge = places.hire_cost(s, p, "")[0]
    assert charge < match.content.hire_cost           # the Coin Press takes its Gold off
    scene = _table(app, match, seat)
    gfx.labels = gfx.LabelLog(app.canvas)
    try:
        app.render()
        texts = [label.text for label in gfx.labels.labels]
    finally:
        gfx.labels = None
    hire = [text for text in texts if text.startswith("To hire:")]
    assert hire and all(f"{charge} Gold" in text for text in hire), hire
    assert not any(f"{match.content.hire_cost} Gold" in text for text in hire), hire
    # a token not built: its tooltip names the engine's charge too
    index = next(i for i in range(len(match.content.tokens)) if not p.has_token(i))
    cost = places.token_cost(s, p, match.content.tokens[index], "")
    assert words.cost_text(cost) in scene.token_tip(index)
    # a rival's board: the price is named as that player's, not "yours" (the reader pays their own)
    rival = (seat + 1) % len(match.seats)
    scene.shown = rival
    index = next(i for i in range(len(match.content.tokens)) if not s.p[rival].has_token(i))
    cost = places.token_cost(s, s.p[rival], match.content.tokens[index], "")
    assert f"Cost for {match.seats[rival].name}: {words.cost_text(cost)}" in scene.token_tip(index)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_token_that_costs_nothing_says_free_on_its_tile(make_app, lang):
    """With the Coin Press and the Trip Hammer the Upgraded Chisels cost nothing: the tile says so
    (its tooltip did; the tile showed no price at all)."""
    app = make_app(start=False)
    app.set_language(lang)
    try:
        match = staged_match(2, 3, _placing)
        s, c = match.state, match.content
        seat = match.current
        p = s.p[seat]
        p.dev = [next(i for i, d in enumerate(c.development) if d.effect == effect)
                 for effect in ("coin_press", "trip_hammer")]
        chisels = next(i for i, tk in enumerate(c.tokens) if tk.id == "chisels")
        assert not p.has_token(chisels) and not any(places.token_cost(s, p, c.tokens[chisels], ""))
        _table(app, match, seat)
        gfx.labels = gfx.LabelLog(app.canvas)
        try:
            app.render()
            labels = list(gfx.labels.labels)
        finally:
            gfx.labels = None
        tile = layout.token_rect(chisels)
        assert any(label.text == i18n.t("forge.free") and tile.contains(label.rect) for label in labels)
        paid = [i for i, tk in enumerate(c.tokens) if not p.has_token(i) and any(places.token_cost(s, p, tk, ""))]
        assert paid and not any(label.text == i18n.t("forge.free") and layout.token_rect(i).contains(label.rect)
                                for i in paid for label in labels)
    finally:
        app.set_language("en")
