"""Game over: the winner, standings with every kept ware, and how a tie was broken."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry
from kingsforge.ui.seats import GameConfig, Seat
from kingsforge.ui.table import cards, layout
from kingsforge.ui.widgets import Button, WidgetGroup


def place_label(place: int) -> str:
    """'1st', '2nd'... for place 0, 1..."""
    return t(f"gameover.place.{place + 1}")


def tie_break_text(match) -> str:
    """Why the winner won, in a sentence; mentions the tie-break when one was needed."""
    s = match.state
    c = match.content
    order = s.standings()
    names = match.names
    best = order[0]
    count = len(s.tucked[best])
    # a request kept is an item, not a ware: the counts are said as items where one is kept
    items = "_items" if any(c.craft[k].request for kept in s.tucked for k in kept) else ""
    if s.ends_game(best) and any(len(s.tucked[p]) > count for p in order):
        return t("gameover.by_ending_item" + items, name=names[best], n=count)   # the Royal Decree's masterwork
    tied = [p for p in order if len(s.tucked[p]) == count]
    if len(tied) == 1:
        return t("gameover.most" + items, name=names[best], n=count)

    def top(p):
        return max(s.tucked[p], key=lambda k: c.craft[k].rank) if s.tucked[p] else None
    parts = []
    for p in tied:
        card = top(p)
        parts.append(t("gameover.best", name=names[p], card=i18n.craft_name(c.craft[card]), rank=c.craft[card].rank)
                     if card is not None else t("gameover.has_none", name=names[p]))

    return t("gameover.tied" + items, names=i18n.join_list(names[p] for p in tied), n=count, details="; ".join(parts))


def end_reason(match) -> str:
    """Why the game ended, in a sentence (the cases of engine/cleanup.game_is_over): a player reached
    the items needed, no masterwork left to end it under the Royal Decree, or no craft card left."""
    s = match.state
    c = match.content
    goal = s.items_to_win
    reached = [p for p in s.standings() if s.ends_game(p)]
    if reached:
        key = "gameover.end.goal" if len(reached) == 1 else "gameover.end.goal_shared"    # 'llegaron' in Spanish
        return i18n.plural(key, goal, names=i18n.join_list(match.names[p] for p in reached),
                           round=s.round, players=s.n)
    floor = c.setup.ending_rank
    if floor and not any(c.craft[k].rank >= floor for k in s.display + s.waiting + s.beside):
        return t("gameover.end.no_masterwork", round=s.round, n=goal)
    return t("gameover.end.no_cards", round=s.round, n=goal)


def figure_lines(figures) -> list[str]:
    """A player's figures: dice, wares crafted and steals, then bids and requests when there were any."""
    f = figures
    lines = [i18n.plural("gameover.figure.dice", f.dice_gathered), i18n.plural("gameover.figure.crafts", f.crafts),
             i18n.plural("gameover.figure.steals", f.steals)]
    if f.bids:
        lines.append(i18n.plural("gameover.figure.bids", f.bids))
    if f.requests:
        lines.append(i18n.plural("gameover.figure.requests", f.requests))
    return lines


def items_headline(state, p: int) -> str:
    """'5 wares', or '5 items: 4 wares and a request' when a request is among them."""
    c = state.content
    kept = state.tucked[p]
    requests = sum(1 for k in kept if c.craft[k].request)
    if not requests:
        return i18n.plural("gameover.wares", len(kept))
    return i18n.plural("gameover.items_with_request", len(kept))      # a request is an item, not a ware


@registry.scene("gameover")
class GameOverScene(Scene):
    def __init__(self, app, match):
        super().__init__(app)
        self.match = match
        self.t = 0.0
        self.widgets = WidgetGroup()
        self.widgets.add(Button((1920 // 2 - 490, 980, 320, 72), t("gameover.play_again"), self.play_again,
                                style="primary", size=theme.FS_LABEL, name="Play again"))
        self.widgets.add(Button((1920 // 2 - 150, 980, 300, 72), t("gameover.replay"), self.replay,
                                size=theme.FS_LABEL, tooltip=t("gameover.replay_tip"), name="Replay"))
        self.widgets.add(Button((1920 // 2 + 170, 980, 320, 72), t("gameover.to_title"), self.to_title,
                                size=theme.FS_LABEL, name="Title screen"))
        from kingsforge.ui.match import record_figures

        self.figures = record_figures(match.record)     # dice gathered, crafts, steals per player
        gfx.play("craft")

    def play_again(self) -> None:
        from kingsforge.ui.match import Match

        seats = [Seat(s.name, s.colour, s.human, s.level) for s in self.match.seats]
        config = GameConfig(seats=seats, seed=random.randrange(1, 10**9))
        self.stack.replace(registry.make("table", self.app, Match.new(config)))

    def replay(self) -> None:
        """Step through this game move by move; Back returns here."""
        from kingsforge.ui.match import Replay

        self.stack.push(registry.make("replay", self.app, Replay.from_match(self.match)))

    def to_title(self) -> None:
        self.stack.replace(registry.make("title", self.app))

    def handle_event(self, event) -> None:
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()

    def layout_extra(self) -> dict:
        """For the real-window tests (layoutdump): the game's end as the screen tells it."""
        return {"winner": self.match.state.standings()[0], "reason": end_reason(self.match),
                "moves": len(self.match.record.actions)}

    def update(self, dt: float) -> None:
        self.t += dt
        self.widgets.update(dt)

    @staticmethod
    def _draw_names(surface, wares, area: pygame.Rect) -> None:
        """Kept wares as 'Name (rank)' lines, in columns when there are many; smaller in a small
        window (its tight floor) rather than cut."""
        with gfx.tight_floor(when=not _names_fit(wares, area.w, area.h)):
            lines, size, rows, line_h, col_w, _fits = _names_layout(tuple(wares), area.w, area.h,
                                                                    i18n.generation(), gfx.min_text_px)
            top = area.centery - rows * line_h // 2
            for i, line in enumerate(lines):
                col, r = divmod(i, rows)
                gfx.blit_fitted(surface, line, (area.x + col * col_w, top + r * line_h), col_w - 12, size,
                                theme.TEXT, "topleft", min_size=size)

    def draw(self, surface) -> None:
        m = self.match
        s = m.state
        c = m.content
        gfx.background(surface, "title_bg")
        gfx.dim(surface, (10, 8, 6, 110))
        order = s.standings()
        winner = m.seats[order[0]]
        gfx.blit_text(surface, t("gameover.winner", name=winner.name), (960, 70), theme.FS_TITLE + 8, winner.colour,
                      "midtop", bold=True, display=True, shadow=True)
        gfx.blit_text(surface, tie_break_text(m), (960, 170), theme.FS_BODY, theme.TEXT, "midtop", wrap=1500)
        gfx.blit_fitted(surface, end_reason(m), (960, 214), 1600, theme.FS_SMALL, theme.TEXT_DIM, "midtop")
        row_h = min(180, 700 // len(order))
        y = 260
        for place, p in enumerate(order):
            seat = m.seats[p]
            row = pygame.Rect(160, y, 1600, row_h - 14)
            gfx.panel(surface, row, (40, 31, 25) if place else (62, 48, 30), seat.colour if place == 0 else
                      theme.PANEL_EDGE, radius=14, shadow=6, width=3 if place == 0 else 2)
            pygame.draw.rect(surface, seat.colour, (row.x, row.y + 10, 8, row.h - 20), border_radius=4)
            placed = gfx.blit_text(surface, place_label(place), (row.x + 30, row.centery), theme.FS_HEAD,
                                   theme.GOLD_BRIGHT, "midleft", bold=True, display=True)
            from kingsforge.ui import seatmark

            # the seat's symbol after the place as it is drawn ('2nd', '4.º'), never touching it
            mark = seatmark.draw(surface, seat.colour, (max(row.x + 112, placed.right + 10 + 11), row.centery - 18),
                                 11, seat=p)
            name_x = max(row.x + 130, mark.right + 5)
            gfx.blit_fitted(surface, seat.name, (name_x, row.centery - 18), row.x + 430 - name_x, theme.FS_HEAD,
                            theme.TEXT, "midleft", bold=True, min_size=24)
            level = t(f"level.{seat.level}").lower() if i18n.has(f"level.{seat.level}", i18n.DEFAULT) else seat.level
            kind = t("gameover.human") if seat.human else t("gameover.computer", level=level)
            gfx.blit_fitted(surface, kind, (name_x, row.centery + 24), row.x + 430 - name_x, theme.FS_SMALL,
                            theme.TEXT_DIM, "midleft", min_size=16)
            lines = figure_lines(self.figures[p])
            fig_w = _figures_width(lines)
            gfx.blit_fitted(surface, items_headline(s, p), (row.x + 440, row.centery - 44), fig_w, theme.FS_LABEL,
                            theme.GOLD_BRIGHT, "midleft", bold=True, min_size=18)
            # three lines under the headline; bids and requests (Masterworks) in a second column
            step = min(26, gfx.font(20).get_linesize())
            for k, line in enumerate(lines):
                col, r = divmod(k, 3)
                gfx.blit_whole(surface, line, (row.x + 440 + col * (fig_w + 12), row.centery - 6 + r * step), fig_w,
                               20, theme.TEXT_DIM, "midleft", min_size=16)
            # the kept wares as small cards, best rank first
            kept = sorted(s.tucked[p], key=lambda k: -c.craft[k].rank)
            ch = row.h - 20
            cw = int(ch * 180 / 276)
            x = row.x + 440 + (fig_w + 12) * (1 + (len(lines) > 3)) - 4
            step = _thumb_step([c.craft[k] for k in kept], len(kept[:8]), cw, x, row)
            # thumbnails are too small for a readable name: the names are listed beside them; when
            # the names need more room (a large readable size) the cards splay, the left one on top
            # and each one under it showing its rank
            for i in range(len(kept[:8]) - 1, -1, -1):
                rect = pygame.Rect(x + i * step, row.y + 10, cw, ch)
                cards.draw_craft_card(surface, c, kept[i], rect, symbols=self.app.settings.colour_blind,
                                      strip_only=True, plain=kept[i] in s.spent, peek=step if i and step < cw else 0)
            x += len(kept[:8]) * step + (cw + 12 - step if kept else 0)
            if not kept:
                # an empty tray where the wares would lie, the words in it: apart from the figures
                empty = pygame.Rect(x + 12, row.y + 14, min(560, row.right - 30 - (x + 12)), row.h - 28)
                pygame.draw.rect(surface, (30, 23, 18), empty, border_radius=10)
                pygame.draw.rect(surface, theme.PANEL_EDGE, empty, 2, border_radius=10)
                gfx.blit_fitted(surface, t("gameover.no_wares"), empty.center, empty.w - 24, theme.FS_BODY,
                                theme.TEXT_FAINT, "center", min_size=18)
            else:
                self._draw_names(surface, [c.craft[k] for k in kept], pygame.Rect(x + 8, row.y + 10,
                                                                                row.right - x - 30, row.h - 20))
            y += row_h
        self.widgets.draw(surface)


def _thumb_step(wares, shown: int, cw: int, x: int, row: pygame.Rect) -> int:
    """How far apart a row's ware thumbnails sit: a card and a gap, or closer (down to each
    covered card's rank showing whole) so that the names beside them fit whole; at a small
    window's tight floor when they fit at none at the usual one."""
    step = cw + 12
    if shown < 2:
        return step
    steps = range(step, _rank_peek(wares[1:shown], cw, row.h - 20) - 1, -6)
    for tight in (False, True):
        with gfx.tight_floor(when=tight):
            found = next((s for s in steps if _names_fit(wares, row.right - (x + (shown - 1) * s + cw + 12) - 38,
                                                            row.h - 20)), None)
        if found is not None:
            return found
    return steps[-1] if steps else step


def _names_fit(wares, width: int, height: int) -> bool:
    """Every kept ware's name is whole in the list beside the thumbnails, at the current floor."""
    return _names_layout(tuple(wares), width, height, i18n.generation(), gfx.min_text_px)[5]


def _figures_width(lines) -> int:
    """A column of a player's figures: 172 wide, or as wide as its longest line needs at a small
    window's readable size ('34 dados recolectados'), up to 230; a longer one goes smaller, whole."""
    need = max(int(gfx.font(20).size(line)[0] * gfx.MAX_SQUEEZE) + 2 for line in lines)
    return max(172, min(230, need))


def _rank_peek(wares, cw: int, ch: int) -> int:
    """How much of a thumbnail must show beside the one on top of it for its rank, as
    cards.draw_craft_card puts it in the shield (wider than it at a small window's floor), to show
    whole: the shield's part (layout.shield_peek) at least."""
    shield = layout.craft_part(pygame.Rect(0, 0, cw, ch), layout.CRAFT_RANK)
    size = max(16, int(28 * min(ch / layout.CRAFT_H, cw / layout.CRAFT_W)))
    ranks = [t("request.shield") if card.request else str(card.rank) for card in wares]
    wide = max((gfx.font(size, True).size(rank)[0] for rank in ranks), default=0)
    return max(layout.shield_peek(cw), cw - shield.centerx + (wide + 1) // 2 + 4, wide + 10)


@lru_cache(maxsize=64)
def _names_layout(wares, width: int, height: int, _language: int, _floor: int = 0):
    """(lines, font size, rows, line height, column width) for a row's ware list: worked out
    once per row and language, not every frame. The largest size at which every line fits
    whole: a smaller font also fits more rows, so fewer, wider columns (long names such as
    'Moonstone Amulet (19)' in a full row of wares)."""
    lines = [t("summary.kept_request", name=i18n.craft_name(card)) if card.request else
             t("summary.kept_item", name=i18n.craft_name(card), rank=card.rank) for card in wares]
    for size in range(theme.FS_SMALL, 14, -1):
        line_h = gfx.font(size).get_linesize()
        rows = max(1, min(len(lines), height // line_h))
        columns = (len(lines) + rows - 1) // rows
        col_w = width // max(1, columns)
        fits = all(gfx.font(size).size(line)[0] * gfx.MAX_SQUEEZE <= col_w - 12 for line in lines)
        if fits:
            break
    return lines, size, rows, line_h, col_w, fits
