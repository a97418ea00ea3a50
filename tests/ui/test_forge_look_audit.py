"""Forge's look, audited at 1920x1080 and 1280x720 in English and Spanish: words kept off the
borders and edges they were drawn across, and pieces aligned with the panels they stand by."""

from __future__ import annotations

import pygame
import pytest

from kingsforge.forge.ui import cards
from kingsforge.ui import gfx, layoutcheck

SIZES = ((1920, 1080), (1280, 720), (800, 600))


def _face(monkeypatch, content, card, size, compact: bool, words: bool) -> tuple[pygame.Surface, pygame.Rect]:
    """A small contract face `size` big drawn alone; without `words`, every text drawn see-through."""
    surface = pygame.Surface((size[0] + 20, size[1] + 20))
    surface.fill((0, 0, 0))
    rect = pygame.Rect((10, 10), size)
    with monkeypatch.context() as m:
        if not words:
            real = gfx.text

            def blank(s, *args, **kw):
                return pygame.Surface(real(s, *args, **kw).get_size(), pygame.SRCALPHA)

            m.setattr(gfx, "text", blank)
            m.setattr(gfx, "_text_cache", {})
        cards.draw(surface, content, card, rect, compact=compact)
    return surface, rect


def _ink_on_border(monkeypatch, content, card, size, compact: bool) -> bool:
    """Some letter of the face lies on the card's bottom border (its two lowest rows, the rounded
    corners left out): the face drawn with its words and without differ there."""
    shown, rect = _face(monkeypatch, content, card, size, compact, True)
    bare, _ = _face(monkeypatch, content, card, size, compact, False)
    band = pygame.Rect(rect.x + 12, rect.bottom - 2, rect.w - 24, 2)
    return pygame.image.tobytes(shown.subsurface(band), "RGB") != pygame.image.tobytes(bare.subsurface(band), "RGB")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_small_contract_face_keeps_its_last_line_off_the_border(forge_stage, monkeypatch, lang):
    """A hand card's (and a dialog's) last line fitted by the line's step, shorter than its letters
    reach: the feet of Joya, Weapon or Espaderos lay on the card's bottom border (into it by two rows
    on the compact faces of a 1280x720 hand of five or more, of every face at 800x600). Every
    contract's face, compact and full, at the least height the hand gives it, keeps its words off
    the border."""
    app, table = forge_stage("late", lang)
    c = table.match.content
    found = []
    for size in SIZES:
        layoutcheck.resize(app, size)
        for compact in (False, True):
            for card in c.contracts:
                h = cards.small_height(c, card, *table.HAND_CARD, compact=compact)
                if _ink_on_border(monkeypatch, c, card, (table.HAND_CARD[0], h), compact):
                    found.append(f"{size[0]}x{size[1]} {'compact' if compact else 'full'}: {card.id} ({h} px)")
    assert not found, "\n".join(found[:20])


@pytest.mark.parametrize("lang,players,seed", [("es", 2, 1), ("en", 4, 3)])
def test_the_game_over_buttons_stand_under_its_panels(forge_stage, lang, players, seed):
    """The game over's three buttons ran from x 500 to 1840, their right end 40 px past the right
    edge of the breakdown and notes panels above them (120 to 1800): they now end at that edge."""
    from kingsforge.forge.ui.gameover import ForgeGameOverScene

    app, scene = forge_stage("gameover", lang, players, seed)
    assert isinstance(scene, ForgeGameOverScene)
    app.tick(1 / 30)
    panel = scene.breakdown_rect()
    rects = [w.rect for w in scene.widgets.widgets if w.visible]
    assert len(rects) == 3
    assert all(panel.left <= r.left and r.right <= panel.right for r in rects), (panel, rects)
    assert max(r.right for r in rects) == panel.right
    assert not layoutcheck.check_frame(app)


@pytest.mark.parametrize("lang,players,seed", [("es", 2, 1), ("en", 4, 3)])
def test_the_game_over_breakdown_has_no_empty_band_at_its_foot(forge_stage, lang, players, seed):
    """The breakdown's panel kept room for a tie-break's line under its rows in every game: where
    the totals decided, a 70 px empty band at its foot (30 px of margin over its heads). The line's
    room is kept only where a tie-break decided, and then the line is inside the panel."""
    from kingsforge.forge.ui import gameover

    app, scene = forge_stage("gameover", lang, players, seed)
    app.tick(1 / 30)
    panel = scene.breakdown_rect()
    next_row = gameover._table(pygame.Surface((1920, 1080)), scene.match, panel.y + 30, panel.x + 50, panel.w - 100)
    rows_bottom = next_row - 60 - 6 + 52            # the last row's rect (gameover._table)
    if gameover.tie_break(scene.match.state):
        line = gfx.font(gfx.readable(26), bold=True).get_height()
        assert next_row + 6 + line <= panel.bottom - 8
    else:
        assert panel.bottom - rows_bottom <= 30, (panel, rows_bottom)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_players_title_stands_clear_of_the_first_row(forge_stage, lang, players):
    """The Players panel's title (Jugadores, Players) hung its descenders on the first row: the
    feet of its J, g and y lay on the gold ring round the player to move when that was the first
    seat. Its letters end above the first row at every window size."""
    from kingsforge.forge.ui import layout
    from kingsforge.i18n import t
    from kingsforge.ui import theme

    app, table = forge_stage("late", lang, players, 5)
    first = layout.player_row(0, players).y
    found = []
    for size in ((1920, 1080), (1280, 720), (1024, 768), (800, 600)):
        layoutcheck.resize(app, size)
        app.tick(1 / 30)
        log = layoutcheck.recorded_frame(app)
        title = t("forge.table.players")
        label = next(x for x in log.labels if x.text == title and x.box_name == "players")
        ink = gfx.text(title, theme.FS_SMALL, bold=True)
        if ink.get_height() != label.rect.h:            # a small window's: under its tight floor
            with gfx.tight_floor():
                ink = gfx.text(title, theme.FS_SMALL, bold=True)
        assert ink.get_size() == label.rect.size, label
        bottom = label.rect.y + ink.get_bounding_rect().bottom
        if bottom > first:
            found.append(f"{size}: ink to {bottom}, first row at {first}")
    assert not found, found


@pytest.mark.parametrize("lang,players", [("es", 2), ("en", 3), ("es", 4)])
def test_the_round_summary_is_as_tall_as_what_it_shows(forge_stage, lang, players):
    """The end of a round's panel was 640 px tall whatever the seats: with two players about 230 px
    lay empty between its last line and its button. The button now stands a short gap under the
    line, every label inside the panel."""
    from kingsforge.forge.ui.gameover import RoundSummaryScene

    app, scene = forge_stage("summary", lang, players, 2)
    assert isinstance(scene, RoundSummaryScene)
    app.tick(1 / 30)
    log = layoutcheck.recorded_frame(app)
    assert not layoutcheck.problems(log)
    inside = [label for label in log.labels if scene.panel.contains(label.rect)]
    button = next(w.rect for w in scene.widgets.widgets if w.visible)
    words = [label.rect.bottom for label in inside if label.rect.bottom <= button.top]
    assert words and 0 <= button.top - max(words) <= 60, (button, max(words))
