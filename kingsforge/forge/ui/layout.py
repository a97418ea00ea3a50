"""Where everything sits on Forge's 1920x1080 table, and the main board's spots with who
stands on them this round (the engine keeps counts; the table reads names off the moves)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from kingsforge.forge.engine.actions import BLACKSMITH, Place
from kingsforge.forge.engine.places import smith_pay
from kingsforge.forge.engine.state import LOCATIONS
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme

BOARD = pygame.Rect(16, 64, 1180, 578)          # the main board: four rows of three locations
ROW_H, ROW_GAP = 140, 6
RIGHT = pygame.Rect(1212, 64, 692, 1002)        # track, players, achievements, decks
TRACK = pygame.Rect(1212, 64, 692, 104)
PLAYERS = pygame.Rect(1212, 176, 692, 260)
ACHIEVE = pygame.Rect(1212, 444, 692, 214)
DECKS = pygame.Rect(1212, 666, 692, 64)
HAND = pygame.Rect(1212, 738, 692, 328)         # the shown player's contracts and guilds
PBOARD = pygame.Rect(16, 650, 1180, 416)        # the shown player's board
SPOT = 50
SPOT_WIDE = 72          # a worded spot (Build, Hire...) in a small window: an oval its word fits in whole
WORDED = ("build", "develop", "hire", "train")

ROWS = (("forest", "mountains", "mines"), ("trading_post", "market", "guild"),
        ("common", "military", "royal"), ("architecture", "engineering", "support"))
GATHER = ("forest", "mountains", "mines")
CONTRACTS = ("common", "military", "royal")


def location_rect(loc: str) -> pygame.Rect:
    for r, row in enumerate(ROWS):
        if loc in row:
            c = row.index(loc)
            w = (BOARD.w - 2 * 8) // 3
            return pygame.Rect(BOARD.x + c * (w + 8), BOARD.y + r * (ROW_H + ROW_GAP), w, ROW_H)
    raise KeyError(loc)


@dataclass
class Spot:
    loc: str
    smith: bool               # a Blacksmith's (square) spot
    option: str               # the move option this spot takes ('' any; 'build', 'hire'...)
    rect: pygame.Rect
    label: str = ""
    who: tuple | None = None  # (seat, worker) standing here
    open_ended: bool = False  # one more always fits (Trading Post, Market's later spots, Guild)


def placements(match) -> list[tuple]:
    """(seat, worker, location, option) of every worker placed this round, in order."""
    state = match.state
    out = []
    for seat, move, rnd in match.placed:
        if rnd == state.round and isinstance(move, Place):
            out.append((seat, move.worker, move.location, move.option))
    return out


def worded_spot_width() -> int:
    """A building place's worded spot (Build, Develop, Hire, Train): round, or an oval as wide as
    its word needs where a small window's text floor makes the word too wide for a round spot."""
    if all(gfx.fits(t(f"forge.spot.{o}"), SPOT - 6, theme.FS_SMALL, True, 16) for o in WORDED):
        return SPOT
    return SPOT_WIDE


def spots(match) -> list[Spot]:
    """Every spot of the main board, with its pay now and whoever stands there."""
    worded = worded_spot_width()
    c = match.content
    state = match.state
    placed = placements(match)
    out: list[Spot] = []
    for loc in LOCATIONS[:12]:
        box = location_rect(loc)
        y = box.bottom - SPOT - 12
        here = [(s, w, o) for s, w, l, o in placed if l == loc]
        mine: list[Spot] = []

        def add(smith, option, label="", who=None, open_ended=False):
            w = worded if option in WORDED else SPOT
            mine.append(Spot(loc, smith, option, pygame.Rect(0, y, w, SPOT), label, who, open_ended))

        if loc in GATHER or loc == "market":
            g = c.gathering[loc]
            hands = [(s, w) for s, w, o in here if w != BLACKSMITH and o != "smith"]
            smiths = [(s, w) for s, w, o in here if w == BLACKSMITH or o == "smith"]
            for i, pay in enumerate(g.assistants):
                add(False, "", str(pay), hands[i] if i < len(hands) else None)
            if g.then:
                for who in hands[len(g.assistants):]:
                    add(False, "", str(g.then), who)
                add(False, "", f"{g.then}", None, open_ended=True)
            if loc != "market":
                add(True, "smith", str(smith_pay(state, loc)), smiths[0] if smiths else None)
        elif loc == "trading_post":
            for s, w, _o in here:
                add(False, "", "", (s, w))
            add(False, "", "2×", None, open_ended=True)
        elif loc == "guild":
            for s, w, _o in here:
                add(True, "", "", (s, w))
            add(True, "", "1/2", None, open_ended=True)
        elif loc in CONTRACTS:
            a = [(s, w) for s, w, _o in here if w != BLACKSMITH]
            b = [(s, w) for s, w, _o in here if w == BLACKSMITH]
            add(False, "", "1", a[0] if a else None)
            add(True, "", "2", b[0] if b else None)
        else:
            options = ("build", "develop") if loc in ("architecture", "engineering") else ("hire", "train")
            for option in options:
                who = [(s, w) for s, w, o in here if w != BLACKSMITH and o == option]
                room = c.build_spots.get(loc, (1, 1, 1))[len(state.p) - 2] if option == "build" else 1
                for k in range(room):          # Architecture builds at two spots with 3-4 players
                    add(False, option, "", who[k] if k < len(who) else None)
            b = [(s, w) for s, w, _o in here if w == BLACKSMITH]
            add(True, "", "", b[0] if b else None)
        # a busy Trading Post or Market: the meeples stand closer together, never past the box
        gap = 10
        if len(mine) > 1:
            gap = min(gap, (box.w - 28 - sum(sp.rect.w for sp in mine)) // (len(mine) - 1))
        x = box.x + 14
        for spot in mine:
            spot.rect.x = x
            x += spot.rect.w + gap
        out += mine
    return out


def track_space(i: int) -> pygame.Rect:
    w = (TRACK.w - 150) // 4
    return pygame.Rect(TRACK.x + 140 + i * w, TRACK.y + 30, w - 10, TRACK.h - 38)


def player_row(i: int, players: int) -> pygame.Rect:
    h = min(64, (PLAYERS.h - 30) // players)
    return pygame.Rect(PLAYERS.x, PLAYERS.y + 30 + i * h, PLAYERS.w, h - 4)


def achievement_cell(col: int, row: int) -> pygame.Rect:
    w = (ACHIEVE.w - 60) // 7
    h = 34
    return pygame.Rect(ACHIEVE.x + 60 + col * w, ACHIEVE.y + 70 + row * (h + 2), w - 4, h)


def worker_rect(worker: int) -> pygame.Rect:
    """Where a worker waits on the shown player's board (Assistants 1-4, then the Blacksmith)."""
    row = worker if worker < BLACKSMITH else 4
    return pygame.Rect(PBOARD.x + 14, PBOARD.y + 52 + row * 72, 64, 66)


FORGE_SPOT = pygame.Rect(PBOARD.x + 340, PBOARD.y + 300, 290, 106)


def token_rect(index: int) -> pygame.Rect:
    """Tools (0-3) on the first row, Equipment (4-7) on the second."""
    row, col = divmod(index, 4)
    return pygame.Rect(PBOARD.x + 644 + col * 134, PBOARD.y + 44 + row * 130, 128, 124)


def dev_rect(i: int) -> pygame.Rect:
    return pygame.Rect(PBOARD.x + 644 + i * 134, PBOARD.y + 306, 128, 100)
