"""Drawing Forge's table (ForgeTableScene): the main board, the track, the players, the
achievement board, the decks and the shown player's board. Reads the state, never writes."""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.forge.engine import places, scoring
from kingsforge.forge.engine.actions import BLACKSMITH
from kingsforge.forge.engine.economy import storage
from kingsforge.forge.engine.state import LOCATIONS, PLACE, TRACK
from kingsforge.forge.ui import cards, layout, pieces, words
from kingsforge.forge.ui.layout import ACHIEVE, DECKS, FORGE_SPOT, HAND, PBOARD, PLAYERS
from kingsforge.forge.ui.layout import TRACK as TRACK_RECT
from kingsforge.i18n import t
from kingsforge.ui import gfx, seatmark, theme

WOOD_PANEL = (52, 38, 28)


_layer: dict = {}


def _clear(*spans) -> bool:
    """Labels stacked top to bottom, each given as (its centre's y, its height), keep their ink
    (gfx's core of a text: less a quarter of its height) clear of the next one's."""
    def half(h):
        return (h - max(2, h // 4)) / 2
    return all(c1 + half(h1) <= c2 - half(h2) for (c1, h1), (c2, h2) in zip(spans, spans[1:]))


def _height(size: int, bold: bool = False) -> int:
    """A one-line text's height at `size` at the present text floor."""
    return gfx.font(size, bold).get_height()


_help: dict = {}


HELP_SIZE = 18


def place_help_wording() -> tuple | None:
    """How the twelve locations' help lines are drawn: (wording, small) -- wording 0 the full one,
    1 the short one; small: under a small window's tight floor -- the first that draws every line
    whole, a readable size before a small one; None: none (left to the location's tooltip). One
    wording and one size for all twelve (`place_help_size`), so the board reads alike."""
    key = (gfx.min_text_px, gfx.view_scale, i18n.generation())
    if _help.get("key") != key:
        width = layout.location_rect("forest").w - 28
        options = [words.wordings(f"forge.place_help.{loc}") for loc in LOCATIONS[:12]]
        _help["key"], _help["how"], _help["size"] = key, None, HELP_SIZE
        for small in (False, True):
            with gfx.tight_floor(when=small):
                for k in range(2):
                    size = gfx.shared_size([w[min(k, len(w) - 1)] for w in options], width, HELP_SIZE, False, 16)
                    if size is not None:
                        _help["how"], _help["size"] = (k, small), size
                        return _help["how"]
    return _help["how"]


def place_help_size() -> int:
    """The one size the help lines are drawn at (place_help_wording's)."""
    place_help_wording()
    return _help["size"]


def draw_table(scene, surface) -> None:
    """The table; what only changes with a move, a selection or the hovered spot is drawn once into
    a cached layer, so a frame while a worker is dragged is one blit and the meeple."""
    m = scene.match
    worker = scene.drag[0] if scene.drag else scene.selected
    lit = scene.lit_places(worker) if worker is not None and worker in scene.workers_free() else []
    hovered = next((i for i, sp in enumerate(scene.board_spots()) if sp.loc in lit
                    and sp.rect.collidepoint(scene.app.mouse)), -1)
    gliding = scene.glide[:2] if getattr(scene, "glide", None) else None
    # the match and its moves too: a replay steps by building another match at version 0
    key = (id(scene), id(m), len(m.record.moves), m.version, gliding, scene.shown, tuple(lit), scene.selected,
           scene.cursor, worker,
           scene.flash[0] if scene.flash else None, hovered, i18n.generation(), scene.skip_btn.visible,
           scene.drag is not None, gfx.min_text_px, gfx.view_scale, getattr(scene, "hand_page", 0),
           scene.stack.top is scene,        # the header: a computer thinks only while the table is on top
           scene.hand_face_up(scene.shown))
    if gfx.labels is not None:      # the layout check: the labels are recorded as drawn on the canvas itself
        _draw_layer(scene, surface, lit)
        _layer["key"] = None
    else:
        layer = _layer.get("surface")
        if layer is None or layer.get_size() != surface.get_size():
            layer = _layer["surface"] = pygame.Surface(surface.get_size()).convert()
            _layer["key"] = None
        if _layer.get("key") != key:
            _draw_layer(scene, layer, lit)
            _layer["key"] = key
        surface.blit(layer, (0, 0))
    if scene.drag is not None:
        w, pos = scene.drag
        pieces.meeple(surface, m.seats[m.current].colour, pos, 56, smith=w == BLACKSMITH, seat=m.current)
    if gliding is not None:
        seat, w, (x0, y0), (x1, y1), elapsed, seconds = scene.glide
        k = min(1.0, elapsed / seconds)
        k = 1 - (1 - k) ** 3                  # eases in to the spot
        pos = (round(x0 + (x1 - x0) * k), round(y0 + (y1 - y0) * k - 60 * k * (1 - k)))
        pieces.meeple(surface, m.seats[seat].colour, pos, 48, smith=w == BLACKSMITH, seat=seat)
    if scene.message_t > 0 and scene.message:
        _toast(surface, scene.message, theme.BAD)
    elif scene.hint is not None and scene.hint_version == m.version:
        _toast(surface, scene.hint[1], theme.GOLD)


def _draw_layer(scene, surface, lit) -> None:
    gfx.background(surface, "table_bg")
    with gfx.box((0, 0, theme.LOGICAL_W, 58), "top bar"):
        _top_bar(scene, surface)
    _board(scene, surface, lit)
    with gfx.box(TRACK_RECT, "turn-order track"):
        _track(scene, surface)
    with gfx.box(PLAYERS, "players"):
        _players(scene, surface)
    with gfx.box(ACHIEVE, "achievements"):
        _achievements(scene, surface)
    with gfx.box(DECKS, "decks"):
        _decks(scene, surface)
    with gfx.box(PBOARD, "player board"):
        _player_board(scene, surface, lit)
    with gfx.box(HAND, "hand"):
        _hand(scene, surface)


def toast_layout(text: str) -> tuple[pygame.Rect, list[str]]:
    """Where a message or a hint goes, and its lines: over the achievement board, not over the
    locations' spots or the player's board (a hint names a spot and often a card there), on up
    to four lines."""
    width = layout.ACHIEVE.w - 12
    lines = gfx.wrap_lines(text, width - 30, theme.FS_BODY, bold=True)
    if len(lines) > 4:
        lines = lines[:3] + [" ".join(lines[3:])]
    rect = pygame.Rect(0, 0, width, 24 + 34 * len(lines))
    rect.center = layout.ACHIEVE.center
    return rect, lines


def _toast(surface, text, colour) -> None:
    rect, lines = toast_layout(text)
    gfx.panel(surface, rect, (30, 22, 18), colour, radius=12, shadow=8, width=3)
    gfx.covers(surface, rect, "toast")
    with gfx.box(rect, "toast"):
        for i, line in enumerate(lines):
            pieces.fitted(surface, line, (rect.centerx, rect.y + 29 + 34 * i), rect.w - 30, theme.FS_BODY,
                            theme.TEXT, "center", bold=True)


def _prompt(scene) -> str:
    m = scene.match
    s = m.state
    seat = m.current
    if seat is None:
        return ""
    name = m.names[seat]
    if not m.is_human(seat):
        # under a summary, the menu or a zoom the computer waits (the table is not updated)
        return t("forge.table.thinking" if scene.stack.top is scene else "forge.table.plays_next", name=name)
    if s.pending:
        return t("forge.table.prompt_choose", name=name)
    if s.phase == TRACK:
        return t("forge.table.prompt_track", name=name)
    if scene.skip_btn.visible:
        return t("forge.table.prompt_skip", name=name)
    return t("forge.table.prompt_place", name=name)


def _top_bar(scene, surface) -> None:
    m = scene.match
    s = m.state
    bar = pygame.Rect(0, 0, theme.LOGICAL_W, 58)
    pygame.draw.rect(surface, (22, 16, 12), bar)
    pygame.draw.line(surface, theme.GOLD_DARK, (0, bar.bottom - 1), (bar.right, bar.bottom - 1), 2)
    if not scene.top_bar_words:
        return
    head = gfx.blit_text(surface, "Forge", (20, 29), theme.FS_LABEL, theme.GOLD_BRIGHT, "midleft", bold=True,
                         display=True)
    phase = t("forge.table.round", n=s.round) + " · " + t(f"forge.phase.{s.phase}")
    r = gfx.blit_text(surface, phase, (head.right + 20, 29), theme.FS_SMALL, theme.TEXT_DIM, "midleft")
    seat = m.current
    if seat is not None:
        seatmark.draw(surface, m.seats[seat].colour, (r.right + 26, 29), 10, seat=seat)
    right = 1130 if scene.skip_btn.visible else 1390
    pieces.fitted(surface, _prompt(scene), (r.right + 46, 29), right - r.right - 56, theme.FS_BODY, theme.TEXT,
                    "midleft", bold=True)


def _location(scene, surface, loc, lit) -> None:
    box = layout.location_rect(loc)
    on = loc in lit
    flash = scene.flash is not None and scene.flash[0] == loc
    keyed = scene.selected is not None and lit and lit[scene.cursor % len(lit)] == loc and scene.drag is None
    edge = theme.HIGHLIGHT if on else pieces.BOARD_EDGE
    gfx.panel(surface, box, (72, 56, 38) if flash else pieces.BOARD, edge, radius=12, shadow=5, width=3 if on else 2)
    if keyed:
        pygame.draw.rect(surface, theme.HIGHLIGHT, box.inflate(8, 8), 3, border_radius=14)
    with gfx.box(box, loc):
        pieces.fitted(surface, words.place_name(loc), (box.x + 14, box.y + 10), box.w - 28, theme.FS_BODY,
                        theme.GOLD_BRIGHT, "topleft", bold=True)
        how = place_help_wording()
        if how is not None:         # else the help is the location's tooltip only (table.PlaceTile)
            k, small = how
            wordings = words.wordings(f"forge.place_help.{loc}")
            size = place_help_size()
            with gfx.tight_floor(when=small):
                gfx.blit_fitted(surface, wordings[min(k, len(wordings) - 1)], (box.x + 14, box.y + 44), box.w - 28,
                                size, theme.TEXT_DIM, "topleft", min_size=size)


def _board(scene, surface, lit) -> None:
    m = scene.match
    for loc in LOCATIONS[:12]:
        _location(scene, surface, loc, lit)
    mouse = scene.app.mouse
    gliding = scene.glide[:2] if getattr(scene, "glide", None) else None
    for spot in scene.board_spots():
        if spot.who is not None and spot.who == gliding:
            continue                          # it is still on its way (drawn over the table)
        if spot.who is not None:
            seat, w = spot.who
            pygame.draw.ellipse(surface, (0, 0, 0, 80), spot.rect.inflate(-6, -30).move(0, 20))
            pieces.meeple(surface, m.seats[seat].colour, spot.rect.center, 48, smith=w == BLACKSMITH, seat=seat)
            continue
        label = spot.label
        if spot.option and not label:
            label = t(f"forge.spot.{spot.option}")
        pieces.spot(surface, spot.rect, spot.smith, lit=spot.loc in lit, hover=spot.rect.collidepoint(mouse),
                    label=label)


def _track(scene, surface) -> None:
    m = scene.match
    s = m.state
    c = m.content
    box = TRACK_RECT
    gfx.panel(surface, box, WOOD_PANEL, pieces.BOARD_EDGE, radius=12, shadow=5)
    title = gfx.whole_wording(words.wordings("forge.table.track"), 120, theme.FS_SMALL, True)
    if title:
        pieces.fitted(surface, title, (box.x + 14, box.y + 8), 120, theme.FS_SMALL, theme.GOLD, "topleft", bold=True)
    anvil = t("forge.table.anvil", name=m.names[s.anvil])
    pieces.fitted(surface, anvil, (box.x + 14, box.y + 60), 120, 18, theme.TEXT_DIM, "topleft", min_size=16)
    seatmark.draw(surface, m.seats[s.anvil].colour, (box.x + 24, box.y + 48), 8, seat=s.anvil)
    open_track = s.phase == TRACK and m.human_to_move
    for i in range(4):
        r = layout.track_space(i)
        taken = s.track[i] if s.phase != TRACK or s.track[i] >= 0 else -1
        lit = open_track and s.track[i] < 0
        pygame.draw.rect(surface, (70, 58, 40) if lit else pieces.SPOT, r, border_radius=8)
        pygame.draw.rect(surface, theme.HIGHLIGHT if lit else pieces.BOARD_EDGE, r, 3 if lit else 2, border_radius=8)
        with gfx.box(r, f"track space {i + 1}"):
            gfx.blit_text(surface, str(i + 1), (r.x + 10, r.y + 6), theme.FS_SMALL, theme.TEXT_DIM, bold=True)
            pieces.good_chip(surface, c.track[i], (r.right - 22, r.y + 20), 11)
            if taken >= 0:
                # the hammer stands between the space's top and the name under it, never across it
                name_top = r.bottom - 4 - gfx.font(18).get_linesize()
                size = min(40, int((name_top - r.y - 6) / pieces.HAMMER_HEIGHT))
                pieces.hammer(surface, m.seats[taken].colour, (r.centerx, name_top - 2 - size // 2), size, seat=taken)
                pieces.fitted(surface, m.names[taken], (r.centerx, r.bottom - 4), r.w - 8, 18, theme.TEXT,
                                "midbottom", min_size=16)


def _players(scene, surface) -> None:
    m = scene.match
    s = m.state
    box = PLAYERS
    gfx.panel(surface, box, WOOD_PANEL, pieces.BOARD_EDGE, radius=12, shadow=5)
    # a small window's text floor: the title and its help smaller, clear of the first row (the
    # title's descenders too: 6 px down, the feet of Players, Jugadores lay on the first row's ring)
    rows = layout.player_row(0, s.players).y - box.y
    low = 6 + _height(theme.FS_SMALL, True) > rows + 3
    with gfx.tight_floor(when=low):
        top = box.y + 4
        gfx.blit_text(surface, t("forge.table.players"), (box.x + 14, top), theme.FS_SMALL, theme.GOLD, bold=True)
        pieces.fitted(surface, t("forge.table.players_help"), (box.right - 14, top + 2), 440, 18, theme.TEXT_FAINT,
                      "topright", min_size=16)
    for i in range(s.players):
        r = layout.player_row(i, s.players)
        p = s.p[i]
        shown = i == scene.shown
        pygame.draw.rect(surface, (80, 62, 40) if shown else (44, 34, 26), r.inflate(-12, 0), border_radius=8)
        if i == m.current:
            pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(-12, 0), 2, border_radius=8)
        seatmark.draw(surface, m.seats[i].colour, (r.x + 26, r.centery), 11, seat=i)
        pieces.fitted(surface, m.names[i], (r.x + 44, r.centery), 118, theme.FS_SMALL, theme.TEXT, "midleft",
                        bold=True)
        score = scoring.score(s, i)
        pieces.fitted(surface, t("forge.table.vp", n=score), (r.x + 168, r.centery), 72, theme.FS_SMALL,
                        theme.GOLD_BRIGHT, "midleft", bold=True)
        pieces.goods_line(surface, p.res, (r.x + 244, r.centery), 18, r=8, gap=6)
        free = len(p.free_workers()) if s.phase == PLACE else p.assistants + 1
        # skill, workers still free, achievement hammers: small pictures and numbers (any language)
        ix = r.right - 170
        gfx.draw_shape(surface, "star", (ix, r.centery), 10, theme.GOLD_BRIGHT)
        gfx.blit_text(surface, str(p.skill), (ix + 14, r.centery), 20, theme.TEXT, "midleft", bold=True)
        pieces.meeple(surface, m.seats[i].colour, (ix + 66, r.centery), 24)
        gfx.blit_text(surface, str(free), (ix + 80, r.centery), 20, theme.TEXT, "midleft", bold=True)
        pieces.hammer(surface, m.seats[i].colour, (ix + 128, r.centery + 2), 24)
        gfx.blit_text(surface, str(len(p.hammers)), (ix + 144, r.centery), 20, theme.TEXT, "midleft", bold=True)


def _achievements(scene, surface) -> None:
    m = scene.match
    s = m.state
    c = m.content
    box = ACHIEVE
    gfx.panel(surface, box, WOOD_PANEL, pieces.BOARD_EDGE, radius=12, shadow=5)
    title = t("forge.table.achievements")
    if gfx.fits_whole(title, box.w - 28, theme.FS_SMALL, True):
        pieces.fitted(surface, title, (box.x + 14, box.y + 6), box.w - 28, theme.FS_SMALL, theme.GOLD, "topleft",
                      bold=True)
    else:           # a small window: the title, and how the board is raced for on its right if it fits whole
        head = pieces.fitted(surface, t("forge.table.achievements_title"), (box.x + 14, box.y + 6), box.w - 28,
                             theme.FS_SMALL, theme.GOLD, "topleft", bold=True)
        room = box.right - 14 - (head.right + 20)
        note = t("forge.table.achievements_help")
        if gfx.fits_whole(note, room, 18, False, 16):
            pieces.fitted(surface, note, (box.right - 14, head.centery), room, 18, theme.TEXT_FAINT, "midright",
                          min_size=16)
    # the seven column heads read alike: each in its first wording drawn whole, all at one size (under
    # a small window's tight floor if one needs it), with a gap between neighbours
    room = layout.achievement_cell(0, 0).w - 6
    names = [gfx.whole_wording(words.wordings(f"forge.achievement.{a.id}"), room, 16, False, 16) for a in c.achievements]
    size = gfx.shared_size(names, room, 16, False, 16)
    with gfx.tight_floor(when=size is None):
        size = size or gfx.shared_size(names, room, 16, False, 16) or 16
        for col, name in enumerate(names):
            if name:
                head = layout.achievement_cell(col, 0)
                gfx.blit_fitted(surface, name, (head.centerx, box.y + 50), room, size, theme.TEXT, "center",
                                min_size=size)
    for col in range(len(c.achievements)):
        for row, pts in enumerate(c.achievement_points):
            r = layout.achievement_cell(col, row)
            pygame.draw.rect(surface, pieces.SPOT, r, border_radius=6)
            pygame.draw.rect(surface, pieces.BOARD_EDGE, r, 1, border_radius=6)
            seats = s.board[col]
            if row < len(seats):
                pieces.hammer(surface, m.seats[seats[row]].colour, r.center, 28, seat=seats[row])
            else:
                gfx.blit_text(surface, str(pts), r.center, 18, theme.TEXT_FAINT, "center", bold=True)
    for row, pts in enumerate(c.achievement_points):
        r = layout.achievement_cell(0, row)
        gfx.blit_text(surface, t("forge.table.row_vp", n=pts), (box.x + 52, r.centery), 18, theme.GOLD, "midright",
                      bold=True)


def _decks(scene, surface) -> None:
    s = scene.match.state
    box = DECKS
    gfx.panel(surface, box, WOOD_PANEL, pieces.BOARD_EDGE, radius=12, shadow=5)
    decks = [("common", len(s.contracts[0])), ("military", len(s.contracts[1])), ("royal", len(s.contracts[2])),
             ("architect", len(s.development[0])), ("engineer", len(s.development[1])),
             ("train", len(s.training)), ("guild", len(s.guilds))]
    w = (box.w - 16) // len(decks)
    for i, (key, n) in enumerate(decks):
        r = pygame.Rect(box.x + 8 + i * w, box.y + 8, w - 6, box.h - 16)
        pygame.draw.rect(surface, cards.DECK_COLOURS[key], r, border_radius=6)
        pygame.draw.rect(surface, gfx.shade(cards.DECK_COLOURS[key], 0.6), r, 2, border_radius=6)
        # a small window: the deck's name and count, smaller, each clear of the other
        crowded = not _clear((r.y + 12, _height(16)), (r.bottom - 14, _height(theme.FS_SMALL, True)))
        with gfx.box(r, f"{key} deck"), gfx.tight_floor(when=crowded):
            name = gfx.whole_wording(words.wordings(f"forge.deck.{key}"), r.w - 6, 16, False, 16)
            if name:
                pieces.fitted(surface, name, (r.centerx, r.y + 12), r.w - 6, 16, theme.TEXT, "center", min_size=16)
            gfx.blit_text(surface, str(n), (r.centerx, r.bottom - 14), theme.FS_SMALL, theme.TEXT, "center",
                          bold=True)


def hire_texts(s, p) -> list[str]:
    """'To hire: N Gold at Support' at what the engine charges this player (a Coin Press takes 1 off),
    and what a trained Assistant of theirs who pays less (a Recruiter) would pay: its wordings,
    longest first (a small window's short one after)."""
    gold = places.hire_cost(s, p, "")[0]
    less = min(((places.hire_cost(s, p, places.trait(s, p, w))[0], w) for w in range(p.assistants)),
               default=(gold, -1))
    if less[0] < gold:
        return words.wordings("forge.table.to_hire_less", gold=gold,
                              worker=words.as_label(words.worker_name(less[1])), less=less[0])
    return words.wordings("forge.table.to_hire", gold=gold)


def _player_board(scene, surface, lit) -> None:
    m = scene.match
    s = m.state
    c = m.content
    seat = scene.shown
    p = s.p[seat]
    colour = m.seats[seat].colour
    box = PBOARD
    gfx.panel(surface, box, (64, 48, 34), gfx.shade(colour, 0.8), radius=14, shadow=6, width=3)
    pygame.draw.rect(surface, colour, (box.x, box.y + 10, 8, box.h - 20), border_radius=4)
    head = pieces.fitted(surface, t("forge.table.board_of", name=m.names[seat]), (box.x + 24, box.y + 8), 560,
                         theme.FS_BODY, theme.GOLD_BRIGHT, "topleft", bold=True)
    if m.log:       # the last move, in words, beside the title (without the goods it moved if it must)
        room = max(560, box.right - 14 - (head.right + 24))
        text = m.log[-1].text
        line = gfx.whole_wording([text, text.rsplit(" (", 1)[0]] if text.endswith(")") else [text], room, 18, False,
                                 16)
        if line:
            pieces.fitted(surface, line, (box.right - 14, box.y + 12), room, 18, theme.TEXT_DIM, "topright",
                          min_size=16)
    # workers, with the training card beside each Assistant
    mine = seat == m.current and m.human_to_move
    free = scene.workers_free() if mine else []
    for w in list(range(4)) + [BLACKSMITH]:
        r = layout.worker_rect(w)
        out = bool(p.used >> w & 1) if w == BLACKSMITH or w < p.assistants else False
        owned = w == BLACKSMITH or w < p.assistants
        joining = not owned and w < p.assistants + p.hiring
        pygame.draw.rect(surface, (40, 30, 22), r, border_radius=8)
        if w in free:
            pygame.draw.rect(surface, theme.HIGHLIGHT if scene.selected == w else theme.GOLD, r,
                             3 if scene.selected == w else 2, border_radius=8)
        dragged = scene.drag is not None and scene.drag[0] == w
        if owned and not out and not dragged:
            pieces.meeple(surface, colour, r.center, 50, smith=w == BLACKSMITH, seat=seat)
        elif owned or joining:
            pieces.meeple(surface, colour, r.center, 50, smith=w == BLACKSMITH, ghost=True, seat=seat)
        tr = scene.training_rect(w)
        if w == BLACKSMITH:
            texts = words.wordings("forge.table.smith_label")
            if p.held:
                texts = [x + " · " + i18n.plural("forge.table.held", len(p.held)) for x in texts]
        elif not owned:
            texts = [t("forge.table.joining")] if joining else hire_texts(s, p)
        elif p.training[w] >= 0:
            card = c.training[p.training[w]]
            pygame.draw.rect(surface, cards.DECK_COLOURS["train"], tr, border_radius=6)
            pieces.fitted(surface, words.card_name(card), (tr.x + 8, tr.y + 6), tr.w - 16, 18, theme.TEXT,
                            "topleft", bold=True, min_size=16)
            with gfx.box(tr, words.card_name(card)):
                cards.whole_lines(surface, cards.effect_text(c, card), (tr.x + 8, tr.y + 30), tr.w - 16,
                                  tr.bottom - 2, 16, theme.TEXT)
            continue
        else:
            texts = [t("forge.table.untrained")]
        label = words.as_label(words.worker_name(w)) + (" · " + t("forge.table.out") if out else "")
        pieces.fitted(surface, label, (tr.x + 4, tr.y + 8), tr.w - 8, 18, theme.TEXT, "topleft", bold=True,
                        min_size=16)
        text = gfx.whole_wording(texts, tr.w - 8, 16, False, 16)
        if text:
            pieces.fitted(surface, text, (tr.x + 4, tr.y + 36), tr.w - 8, 16, theme.TEXT_DIM, "topleft", min_size=16)
    # storage, gold, skill, VP tokens
    x0, y = box.x + 340, box.y + 48
    wood_cap, metal_cap = storage(s, p)
    for g in range(5):
        pieces.good_chip(surface, g, (x0 + 14, y + 14), 12)
        cap = f" / {wood_cap}" if g == 1 else f" / {metal_cap}" if g == 2 else ""
        gfx.blit_text(surface, f"{p.res[g]}{cap}", (x0 + 36, y + 14), theme.FS_SMALL, theme.TEXT, "midleft", bold=True)
        pieces.fitted(surface, words.good_name(g), (x0 + 150, y + 14), 130, 18, theme.TEXT_DIM, "midleft",
                        min_size=16)
        y += 34
    # skill track 1..5 (and beyond: +5 VP a step)
    y += 4
    pieces.fitted(surface, t("forge.table.skill"), (x0, y + 14), 72, 18, theme.GOLD, "midleft", bold=True,
                  min_size=16)       # a long word (Pericia) in a small window: smaller, clear of the track
    for k in range(1, c.skill_top + 1):
        r = pygame.Rect(x0 + 70 + (k - 1) * 40, y, 34, 30)
        on = p.skill >= k
        pygame.draw.rect(surface, theme.GOLD if on else pieces.SPOT, r, border_radius=6)
        gfx.blit_text(surface, str(k), r.center, 18, theme.INK if on else theme.TEXT_FAINT, "center", bold=True)
    y += 38
    pieces.fitted(surface, t("forge.table.tokens_vp", n=p.vp), (x0, y + 10), 290, 18, theme.TEXT, "midleft",
                    min_size=16)
    # the Forge: the Blacksmith's (or a Journeyman's) spot on the player's own board
    forge_lit = "forge" in lit
    pygame.draw.rect(surface, (70, 58, 40) if forge_lit else (44, 30, 22), FORGE_SPOT, border_radius=10)
    pygame.draw.rect(surface, theme.HIGHLIGHT if forge_lit else theme.GOLD_DARK, FORGE_SPOT, 3 if forge_lit else 2,
                     border_radius=10)
    orders = 2 if p.has_token(7) else 1
    # who of the shown player stands on their own board this round: at the Forge, on the Store Extension
    standing = {loc: [w for seat, w, where, _o in layout.placements(m) if seat == scene.shown and where == loc]
                for loc in ("forge", "store_extension")}
    room = FORGE_SPOT.w - 24
    # a worker there stands at the top right, beside the short title: the help lines keep their room
    title_room = room - 34 * len(standing["forge"])
    with gfx.box(FORGE_SPOT, "the Forge"):
        pieces.fitted(surface, words.place_name("forge"), (FORGE_SPOT.x + 12, FORGE_SPOT.y + 8),
                        title_room, theme.FS_BODY, theme.GOLD_BRIGHT, "topleft", bold=True)
        help_line = gfx.whole_wording(words.wordings("forge.place_help.forge"), room, 18, False, 16)
        if help_line:
            pieces.fitted(surface, help_line, (FORGE_SPOT.x + 12, FORGE_SPOT.y + 44), room, 18, theme.TEXT_DIM,
                          "topleft", min_size=16)
        pieces.fitted(surface, t("forge.table.orders", n=orders), (FORGE_SPOT.x + 12, FORGE_SPOT.y + 72),
                        room, 18, theme.TEXT_DIM, "topleft", min_size=16)
    for k, w in enumerate(standing["forge"]):
        pieces.meeple(surface, m.seats[scene.shown].colour, (FORGE_SPOT.right - 24 - 30 * k, FORGE_SPOT.y + 24), 34,
                      smith=w == BLACKSMITH, seat=scene.shown)
    # tools and equipment: built, or what they cost; in a small window all eight smaller where one
    # tile's name, cost and points would not stand clear of each other (or a word of its name not fit)
    crowded = any(_token_crowded(words.token_name(c, i), layout.token_rect(i), p.has_token(i))
                  for i in range(len(c.tokens)))
    for i, token in enumerate(c.tokens):
        r = layout.token_rect(i)
        built = p.has_token(i)
        pygame.draw.rect(surface, (96, 78, 44) if built else (40, 30, 22), r, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD if built else pieces.BOARD_EDGE, r, 2, border_radius=8)
        name = words.token_name(c, i)
        with gfx.box(r, name), gfx.tight_floor(when=crowded):
            gfx.blit_text(surface, name, (r.x + 6, r.y + 6), 18, theme.TEXT if built else theme.TEXT_DIM, bold=True,
                          wrap=r.w - 10)
            if built:
                pieces.fitted(surface, t("forge.table.built", vp=token.vp), (r.centerx, r.bottom - 16), r.w - 10,
                                18, theme.GOOD, "center", bold=True, min_size=16)
            else:
                # what the engine charges this player (a Coin Press takes its Gold off), not the printed cost
                cost = places.token_cost(s, p, token, "")
                if any(cost):
                    pieces.goods_line(surface, cost, (r.x + 6, r.bottom - 40), 18, r=8, gap=6)
                else:       # a Coin Press can take a whole price off: said, not left blank
                    pieces.fitted(surface, t("forge.free"), (r.x + 6, r.bottom - 40), r.w - 10, 18, theme.GOOD,
                                  "midleft", bold=True, min_size=16)
                pieces.fitted(surface, t("forge.table.token_vp", vp=token.vp), (r.x + 6, r.bottom - 16), r.w - 10,
                                16, theme.TEXT_FAINT, "midleft", min_size=16)
    # development cards (limit 4); the Store Extension is a spot of its own
    for i in range(c.development_limit):
        r = layout.dev_rect(i)
        if i < len(p.dev):
            card = c.development[p.dev[i]]
            store = card.effect == "store_extension"
            cards.draw(surface, c, card, r, lit=store and "store_extension" in lit)
            if store:       # a worker sent there stands on the card's lower right corner, over its picture
                for k, w in enumerate(standing["store_extension"]):
                    pieces.meeple(surface, m.seats[scene.shown].colour, (r.right - 20 - 22 * k, r.bottom - 22), 40,
                                  smith=w == BLACKSMITH, seat=scene.shown)
        else:
            pygame.draw.rect(surface, (40, 30, 22), r, border_radius=8)
            pygame.draw.rect(surface, pieces.BOARD_EDGE, r, 1, border_radius=8)
            with gfx.box(r, "development slot"):
                pieces.fitted(surface, t("forge.table.dev_slot"), r.center, r.w - 10, 16, theme.TEXT_FAINT,
                                "center", min_size=16)


def _token_crowded(name: str, r: pygame.Rect, built: bool) -> bool:
    """A Tool's or Equipment's tile at this text floor: a word of its name wider than the tile (a
    wrap would break it), or its name, cost and points not clear of each other."""
    width = r.w - 10
    if any(gfx.font(18, True).size(word)[0] > width for word in name.split()):
        return True
    name_h = gfx.text(name, 18, theme.TEXT, True, wrap=width).get_height()
    lower = ([(r.bottom - 16, _height(18, True))] if built
             else [(r.bottom - 40, _height(18, True)), (r.bottom - 16, _height(16))])
    return not _clear((r.y + 6 + name_h / 2, name_h), *lower)


HIDDEN_BACK = (74, 54, 38)


def _card_back(surface, rect) -> None:
    """A contract face down: one back for every deck, so it tells nothing of the card."""
    gfx.panel(surface, rect, HIDDEN_BACK, theme.GOLD_DARK, radius=10, shadow=3, width=2)
    inner = rect.inflate(-18, -18)
    pygame.draw.rect(surface, gfx.shade(HIDDEN_BACK, 0.75), inner, border_radius=8)
    pygame.draw.rect(surface, theme.GOLD_DARK, inner, 1, border_radius=8)
    pieces.hammer(surface, theme.GOLD_DARK, inner.center, min(inner.h - 12, 56))


def _hand(scene, surface) -> None:
    m = scene.match
    s = m.state
    c = m.content
    p = s.p[scene.shown]
    box = HAND
    face_up = scene.hand_face_up(scene.shown)
    gfx.panel(surface, box, WOOD_PANEL, pieces.BOARD_EDGE, radius=12, shadow=5)
    title = t("forge.table.hand" if face_up else "forge.table.hand_hidden", n=len(p.hand))
    # clear of the cards under it (a little higher at a small window's text floor)
    top = max(box.y + 2, scene.hand_top() - 1 - _height(theme.FS_SMALL, True))
    pieces.fitted(surface, title, (box.x + 14, top), box.w - 140, theme.FS_SMALL, theme.GOLD, "topleft", bold=True)
    shown = scene.hand_cards(p)
    compact = scene.hand_compact(p)
    for rect, card in shown:
        if face_up:         # a hand card shows every line: one left out fails the layout check
            cards.report_dropped(surface, card, rect, cards.draw(surface, c, card, rect, compact=compact))
        else:                   # another player's hand: how many, not which (nor which deck)
            _card_back(surface, rect)
    pages = scene.hand_pages(p)
    if pages > 1:           # more than a page: a page button (click, or the wheel over the hand)
        button = scene.hand_page_rect()
        gfx.panel(surface, button, gfx.shade(WOOD_PANEL, 1.4), theme.GOLD, radius=8, shadow=0)
        with gfx.box(button, "hand page"):
            pieces.fitted(surface, t("forge.table.hand_page", page=scene.hand_page % pages + 1, pages=pages),
                            button.center, button.w - 10, theme.FS_SMALL, theme.TEXT, "center", bold=True)
    # the two lines at the foot, under the cards: smaller where a small window's cards need the room
    y, step = scene.hand_lines()
    crowded = y < max((rect.bottom for rect, _card in shown), default=scene.hand_top()) + 2
    if crowded:
        y, step = scene.hand_lines(tight=True)
    forged = ", ".join(words.card_name(c.contracts[i]) for i in p.forged) or "—"
    guilds = ", ".join(t(f"forge.guild.{c.guilds[g].guild}") for g in p.guilds) or "—"
    with gfx.tight_floor(when=crowded):
        pieces.fitted(surface, t("forge.table.forged", n=len(p.forged), cards=forged), (box.x + 14, y), box.w - 28,
                      18, theme.TEXT, "topleft", min_size=16)
        pieces.fitted(surface, t("forge.table.guilds", cards=guilds, points=scoring.guild_points(s, scene.shown)),
                      (box.x + 14, y + step), box.w - 28, 18, theme.TEXT, "topleft", min_size=16)
