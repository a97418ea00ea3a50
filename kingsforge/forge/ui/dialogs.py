"""Forge's choice dialogs over the table: each ends in one legal move handed to `on_move`.

    OptionsDialog  a list of moves as buttons (which tool to build, which contract(s) to
                   forge, how much Metal at the Store Extension, the Blacksmith's option,
                   and every decision the engine asks: keep one of two + top or bottom,
                   contracts to keep, the free tool, the Second Floor), with the cards shown
    TradeDialog    the Trading Post: pick up to two (three for a Haggler) trades, see the
                   stock they leave, take them when the set is legal
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pygame

from kingsforge import i18n
from kingsforge.forge.engine.actions import Choose, Place
from kingsforge.forge.engine.places import TRADE_ORDER, TRADES
from kingsforge.forge.ui import cards, pieces, words
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import BUTTON_STYLES, Button


class _Dialog(ModalScene):
    panel_size = (1240, 760)

    def __init__(self, app, match, on_move, cancellable: bool = True):
        super().__init__(app)
        self.match = match
        self.on_move = on_move
        self.closable = cancellable
        self.cancel_button = None
        if cancellable:
            self.cancel_button = self.widgets.add(Button((self.panel.x + 40, self.panel.bottom - 90, 240, 64),
                                                         t("forge.dialog.cancel"), self.close,
                                                         hotkeys=(pygame.K_ESCAPE,), name="Cancel"))

    def choose(self, move) -> None:
        self.close()
        self.on_move(move)

    def language_changed(self) -> None:
        """The dialog stays open, its words said again in the new language and the picks made kept
        (closing it would make the player drop the worker again)."""
        if self.cancel_button is not None:
            self.cancel_button.text = t("forge.dialog.cancel")


class _OptionButton(Button):
    """An option: one line when it fits, else two (a long forging: two orders and who helps), never cut."""

    def lines(self) -> list[str]:
        width = self.rect.w - 16
        size = self.text_size()
        if size >= OPTION_SMALL and gfx.font(size, True).size(self.text)[0] <= width:
            return [self.text]
        words_ = self.text.split(" ")
        best = None
        for k in range(1, len(words_)):
            a, b = " ".join(words_[:k]), " ".join(words_[k:])
            wide = max(gfx.font(OPTION_SMALL, True).size(a)[0], gfx.font(OPTION_SMALL, True).size(b)[0])
            if best is None or wide < best[0]:
                best = (wide, [a, b])
        return best[1] if best else [self.text]

    def draw(self, surface, show_focus=False) -> None:
        lines = self.lines() if self.visible else []
        if len(lines) < 2:
            super().draw(surface, show_focus)
            return
        text, self.text = self.text, ""
        try:
            super().draw(surface, show_focus)
        finally:
            self.text = text
        ink = BUTTON_STYLES.get(self.style, BUTTON_STYLES["secondary"])[3] if self.enabled else theme.TEXT_FAINT
        step = gfx.font(OPTION_SMALL, True).get_linesize() - 2
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        with gfx.box(rect, self.name or text):
            for k, line in enumerate(lines):
                gfx.blit_fitted(surface, line, (rect.centerx, rect.centery + (k - 0.5) * step), rect.w - 16,
                                OPTION_SMALL, ink, "center", bold=True, min_size=16)


OPTION_SMALL = 20       # a two-line option's words


class OptionsDialog(_Dialog):
    """`options`: (label, move or None, reason) — a None move is shown greyed with its reason.

    Many options (an Upgraded Forge with a full hand: thirty and more) are paged: as many as fit
    the panel at once, "More options (1/4)" (or Page Down / Page Up) shows the next; 1-9 take the
    page's numbered options. Many cards (more than six) lie in two rows, each card wide enough
    for its whole cost line and name and as tall as the fullest face needs at the window's text
    floor: the panel is laid out again when the window's size or the language changes."""

    GAP = 10            # between option buttons
    BUTTON_H = 56       # an option's height when the panel is full (paged)
    CARD_GAP = 24       # between shown cards (their letter sits in it)
    ROW_GAP = 14        # between two rows of shown cards
    MAX_H = 1000        # the panel's tallest

    WIDE_W = 1840       # a panel of many shown cards, as wide as the canvas allows

    def cards_laid(self) -> tuple[int, int]:
        """(the panel's width, the shown cards' rows): 1240 wide, one row of up to six cards, else
        two; where a card that narrow would cut a name (fourteen contracts and more at 800x600: no
        hand limit, F-G12), WIDE_W wide in two rows, three or four, the fewest keeping every name
        whole and every face within its row (the height search sees lines, not names)."""
        n = len(self.shown)
        key = (n, gfx.min_text_px, gfx.view_scale, i18n.generation())
        if getattr(self, "_laid_cards", (None,))[0] != key:
            laid = (1240, 1 if n <= 6 else 2)
            if n > 6 and not self._names_whole(*laid):
                laid = next(((self.WIDE_W, k) for k in (2, 3, 4) if self._names_whole(self.WIDE_W, k)
                             and self._faces_fit(self.WIDE_W, k)), (self.WIDE_W, 2))
            self._laid_cards = (key, laid)
        return self._laid_cards[1]

    def _card_width(self, panel_w: int, rows: int) -> int:
        """A shown card's width in a panel `panel_w` wide, in `rows` (wider when few: whole lines)."""
        per_row = (len(self.shown) + rows - 1) // rows
        return min(300, (panel_w - 100 - (per_row - 1) * self.CARD_GAP) // per_row)

    def _card_room(self, rows: int) -> int:
        """The most a shown card's row may take: what a panel of one row of options leaves."""
        head = 110 + (40 if self.prompt else 0)
        return (self.MAX_H - head - 120 - self.BUTTON_H - self.GAP - 30 - (rows - 1) * self.ROW_GAP) // rows

    def _card_need(self, w: int) -> int:
        """The height the fullest shown face `w` wide needs (cards.face_height)."""
        c = self.match.content
        return max((cards.face_height(c, card, w, cards.CARD_H) for card in self.shown), default=cards.CARD_H)

    def _names_whole(self, panel_w: int, rows: int) -> bool:
        w = self._card_width(panel_w, rows)
        return all(cards.name_whole(card, w) for card in self.shown)

    def _faces_fit(self, panel_w: int, rows: int) -> bool:
        return self._card_need(self._card_width(panel_w, rows)) <= self._card_room(rows)

    def __init__(self, app, match, title: str, options, on_move, shown=(), prompt: str = "",
                 cancellable: bool = True, usable=None, retell=None):
        self.match = match
        self.prompt = prompt
        self.shown = list(shown)
        self.panel_size = self._panel_size(len(options), cancellable)
        super().__init__(app, match, on_move, cancellable)
        self.title = title
        # () -> (title, options, prompt) in the language now: the same options, for a switch of language
        self.retell = retell
        # the shown cards an option uses (lit; the others dimmed), or None: all alike
        self.usable = None if usable is None else set(usable)
        self.options = list(options)
        self.buttons = []
        n = len(self.options)
        self.cols = 2 if n > 5 else 1
        self.w = (self.panel.w - 120) // self.cols if self.cols == 2 else 760
        for i, (label, move, reason) in enumerate(self.options):
            b = _OptionButton((0, 0, self.w, self.BUTTON_H), label,
                       (lambda m=move: self.choose(m)), style="primary" if i == 0 and move else "secondary",
                       size=theme.FS_BODY, enabled=move is not None,
                       # the whole label too: a long one (two orders, helpers named) is cut on the button
                       tooltip=words.reason(reason, self.match.content) if reason else label,
                       name=f"option-{i}")
            self.buttons.append(self.widgets.add(b))
        self.more_button = None
        self.page = 0
        self._lay_out()

    def card_size(self) -> tuple[int, int]:
        """A shown card's width (wider when few: whole lines) and height: as tall as the fullest face
        needs at this window's text floor (CARD_H at least; the room a panel of one row of options
        leaves at most)."""
        panel_w, rows = self.cards_laid()
        w = self._card_width(panel_w, rows)
        return w, min(self._card_need(w), self._card_room(rows))

    def _head(self) -> int:
        """The height above the options: the title, the prompt and the shown cards."""
        cards_h = 0
        if self.shown:
            k = self.cards_laid()[1]
            cards_h = k * self.card_size()[1] + (k - 1) * self.ROW_GAP + 30
        return 110 + cards_h + (40 if self.prompt else 0)

    def _foot(self, n: int, cancellable: bool) -> int:
        """The height under the options: the Cancel row (or the paging button's), or a margin."""
        rows = (n + 1) // 2 if n > 5 else n
        foot = 120 if cancellable else 40
        return 120 if self._head() + rows * 80 + foot > self.MAX_H else foot

    def _panel_size(self, n: int, cancellable: bool) -> tuple[int, int]:
        rows = (n + 1) // 2 if n > 5 else n
        return self.cards_laid()[0], max(360, min(self.MAX_H, self._head() + rows * 80 + self._foot(n, cancellable)))

    def _lay_out(self) -> None:
        """The panel, the options (paged as they fit) and the buttons under them, for this window's
        text floor and language (the cards' height follows both)."""
        self._laid_for = (gfx.min_text_px, gfx.view_scale, i18n.generation())
        n = len(self.options)
        self.panel_size = self.panel.size = self._panel_size(n, self.closable)
        self.panel.center = (theme.LOGICAL_W // 2, theme.LOGICAL_H // 2)
        self.w = (self.panel.w - 120) // self.cols if self.cols == 2 else 760     # the panel's width may change
        if self.cancel_button is not None:
            self.cancel_button.rect.topleft = (self.panel.x + 40, self.panel.bottom - 90)
        foot = self._foot(n, self.closable)
        self.top = self.panel.y + self._head()
        rows = (n + self.cols - 1) // self.cols
        room = self.panel.bottom - (foot - 10) - self.top
        fit_rows = max(1, (room + self.GAP) // (self.BUTTON_H + self.GAP))
        self.per_page = n if rows <= fit_rows else fit_rows * self.cols
        self.pages = max(1, (n + self.per_page - 1) // self.per_page)
        page_rows = (min(n, self.per_page) + self.cols - 1) // self.cols
        self.h = max(self.BUTTON_H, min(70, room // max(1, page_rows) - self.GAP))
        if self.pages > 1 and self.more_button is None:
            self.more_button = self.widgets.add(Button((0, 0, 380, 64), "", self.next_page, size=theme.FS_BODY,
                                                       hotkeys=(pygame.K_PAGEDOWN,), name="More options"))
        if self.more_button is not None:
            self.more_button.rect.topleft = (self.panel.right - 420, self.panel.bottom - 90)
            self.more_button.visible = self.pages > 1
        self.show_page(self.page)

    def _fit(self) -> None:
        """Lay the panel out again when the window's text floor or the language changed."""
        if self._laid_for != (gfx.min_text_px, gfx.view_scale, i18n.generation()):
            self._lay_out()

    def update(self, dt: float) -> None:
        self._fit()
        super().update(dt)

    def draw(self, surface) -> None:
        self._fit()
        super().draw(surface)

    def show_page(self, page: int) -> None:
        """Show the options of `page` (0-based, wrapping), numbered 1-9 on the page."""
        self.page = page % self.pages
        first = self.page * self.per_page
        for i, (b, (label, _move, _reason)) in enumerate(zip(self.buttons, self.options)):
            j = i - first
            b.visible = 0 <= j < self.per_page
            if not b.visible:
                b.hotkeys = ()
                b.hovered = False
                continue
            col, row = j % self.cols, j // self.cols
            x = self.panel.x + 50 + col * (self.w + 20) if self.cols == 2 else self.panel.centerx - self.w // 2
            b.rect = pygame.Rect(x, self.top + row * (self.h + self.GAP), self.w, self.h)
            b.text = f"{j + 1}. {label}" if j < 9 else label
            b.hotkeys = ((pygame.K_1 + j,) if j < 9 else ()) + \
                ((pygame.K_RETURN, pygame.K_KP_ENTER) if b.style == "primary" else ())   # the gold one: Enter's
        if self.more_button is not None:
            self.more_button.text = t("forge.dialog.more", page=self.page + 1, pages=self.pages)

    def next_page(self) -> None:
        self.show_page(self.page + 1)

    def language_changed(self) -> None:
        super().language_changed()
        if self.retell is None:
            return
        self.title, options, self.prompt = self.retell()
        self.options = list(options)
        for b, (label, _move, reason) in zip(self.buttons, self.options):
            b.tooltip = words.reason(reason, self.match.content) if reason else label
        self.show_page(self.page)           # the numbered labels, on the page the player was on

    def page_of(self, index: int) -> int:
        return index // self.per_page

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_PAGEUP and self.pages > 1:
            self.show_page(self.page - 1)
            return
        super().handle_event(event)

    def card_rects(self) -> list[pygame.Rect]:
        """Where each shown card lies: one row, or two when more than six, or more (card_rows)."""
        n = len(self.shown)
        if not n:
            return []
        y = self.panel.y + 96 + (40 if self.prompt else 0)
        rows = self.cards_laid()[1]
        per_row = (n + rows - 1) // rows
        gap = self.CARD_GAP
        w, h = self.card_size()
        out = []
        for r in range(rows):
            row = list(range(r * per_row, min(n, (r + 1) * per_row)))
            x = self.panel.centerx - (len(row) * w + (len(row) - 1) * gap) // 2
            for k in range(len(row)):
                out.append(pygame.Rect(x + k * (w + gap), y + r * (h + self.ROW_GAP), w, h))
        return out

    def draw_body(self, surface) -> None:
        y = self.panel.y + 96
        if self.prompt:
            gfx.blit_fitted(surface, self.prompt, (self.panel.centerx, y), self.panel.w - 80, theme.FS_BODY,
                            theme.TEXT_DIM, "midtop")
        for i, (card, rect) in enumerate(zip(self.shown, self.card_rects())):
            usable = self.usable is None or i in self.usable
            # every line shows: one left out fails the layout check
            cards.report_dropped(surface, card, rect, cards.draw(surface, self.match.content, card, rect,
                                                                 lit=bool(self.usable) and usable, dim=not usable))
            gfx.blit_text(surface, chr(ord("A") + i), (rect.x - 4, rect.y - 4), theme.FS_BODY, theme.GOLD_BRIGHT,
                          "topright", bold=True)


def _trade_parts(trade: str) -> tuple[str, int]:
    """A trade ("buy:metal") as its kind and its good's index in a player's resources (1 Wood .. 4 Gems)."""
    kind, good = trade.split(":")
    return kind, words.GOODS.index(good)


class TradeDialog(_Dialog):
    """The Trading Post: trades picked one by one; Take is lit when the set is a legal move."""

    panel_size = (1100, 720)

    def __init__(self, app, match, worker: int, legal_sets, on_move):
        super().__init__(app, match, on_move)
        self.worker = worker
        self.legal = {tuple(s) for s in legal_sets}
        self.limit = max((len(s) for s in self.legal), default=2)
        self.picked: list[str] = []
        self.trade_buttons = {}
        for trade in TRADES:
            kind, g = _trade_parts(trade)
            col = 0 if kind == "sell" else 1
            row = g - 1
            rect = (self.panel.x + 60 + col * 500, self.panel.y + 150 + row * 78, 470, 64)
            self.trade_buttons[trade] = self.widgets.add(Button(rect, "", (lambda tr=trade: self.pick(tr)),
                                                                size=theme.FS_BODY, name=trade))
        self.clear_btn = self.widgets.add(Button((self.panel.centerx - 150, self.panel.bottom - 90, 300, 64),
                                                 "", self.clear, name="Clear"))
        self.take_btn = self.widgets.add(Button((self.panel.right - 300, self.panel.bottom - 90, 260, 64),
                                                "", self.take, style="primary",
                                                hotkeys=(pygame.K_RETURN, pygame.K_KP_ENTER), name="Take"))
        order = self.widgets.widgets        # Tab goes over the trades first, Cancel last
        order.append(order.pop(order.index(self.cancel_button)))
        self._say()
        self._refresh()

    def _say(self) -> None:
        """The title and the buttons' words in the language now."""
        self.title = t("forge.dialog.trade_title")
        prices = self.match.content.prices
        for trade, b in self.trade_buttons.items():
            kind, g = _trade_parts(trade)
            b.text = t(f"forge.dialog.{kind}", good=t(f"forge.good_one.{words.GOODS[g]}"), price=prices[g - 1])
        self.clear_btn.text = t("forge.dialog.clear")
        self.take_btn.text = t("forge.dialog.take")

    def language_changed(self) -> None:
        super().language_changed()
        self._say()                 # the trades picked stay picked

    def canonical(self) -> tuple:
        return tuple(sorted(self.picked, key=TRADE_ORDER.__getitem__))

    def pick(self, trade: str) -> None:
        if len(self.picked) < self.limit:
            self.picked.append(trade)
        self._refresh()
        button = self.trade_buttons[trade]
        if button.focused and not button.enabled:
            # the ring moves on to a trade still open (else Take): Enter with the ring gone would
            # press Take, a trade taken by a player who meant to pick one more
            after = [b for b in self.trade_buttons.values() if b.enabled] + [self.take_btn]
            self.widgets.set_focus(next((b for b in after if b.active()), None))

    def clear(self) -> None:
        self.picked = []
        self._refresh()

    def _refresh(self) -> None:
        self.take_btn.enabled = self.canonical() in self.legal
        for trade, b in self.trade_buttons.items():
            trial = tuple(sorted(self.picked + [trade], key=TRADE_ORDER.__getitem__))
            b.enabled = len(self.picked) < self.limit and any(Counter(trial) <= Counter(s) for s in self.legal)

    def take(self) -> None:
        if self.take_btn.enabled:
            self.choose(Place(self.worker, "trading_post", "", self.canonical()))

    def result(self) -> list[int]:
        res = list(self.match.state.p[self.match.current].res)
        prices = self.match.content.prices
        for trade in self.picked:
            kind, g = _trade_parts(trade)
            sign = 1 if kind == "buy" else -1
            res[g] += sign
            res[0] -= sign * prices[g - 1]
        return res

    def draw_over(self, surface) -> None:
        # each trade picked is marked on its button (how many times), not only in the line below
        for trade, n in Counter(self.picked).items():
            rect = self.trade_buttons[trade].rect
            badge = pygame.Rect(0, 0, 56, 40)
            badge.midright = (rect.right - 10, rect.centery)
            pygame.draw.rect(surface, theme.GOLD, badge, border_radius=12)
            gfx.blit_text(surface, f"×{n}", badge.center, theme.FS_SMALL, (40, 24, 8), "center", bold=True)

    def draw_body(self, surface) -> None:
        gfx.blit_fitted(surface, t("forge.dialog.trade_help", n=self.limit), (self.panel.centerx, self.panel.y + 96),
                        self.panel.w - 80, theme.FS_BODY, theme.TEXT_DIM, "midtop")
        y = self.panel.y + 480
        picked = ", ".join(words.trade_text(x) for x in self.canonical()) or t("forge.dialog.none_yet")
        gfx.blit_fitted(surface, t("forge.dialog.picked", trades=picked), (self.panel.x + 60, y),
                        self.panel.w - 120, theme.FS_BODY, theme.TEXT, "topleft")
        gfx.blit_text(surface, t("forge.dialog.after"), (self.panel.x + 60, y + 56), theme.FS_BODY, theme.TEXT_DIM,
                      "midleft")
        pieces.goods_line(surface, self.result(), (self.panel.x + 330, y + 56), theme.FS_BODY, r=12, gap=18)


def decision_dialog(app, match, on_move):
    """The dialog for the decision the player to move owes (state.pending[0])."""
    s = match.state
    q = s.pending[0]
    shown = [words.pending_card(s, q.kind, card) for card in q.cards] if q.cards else []
    title, options, prompt = _decision_words(match, shown)
    return OptionsDialog(app, match, title, options, on_move, shown=shown, prompt=prompt, cancellable=False,
                         retell=lambda: _decision_words(match, shown))


def _decision_words(match, shown) -> tuple[str, list, str]:
    """The owed decision's title, options and prompt, in the language now."""
    q = match.state.pending[0]
    c = match.content
    kind = q.kind
    options = []
    seen = set()
    for i, option in enumerate(q.options):
        if kind in ("guild", "develop", "train"):
            # two copies of one card (training cards come in alike pairs) make "keep A, B on
            # top" and "keep B, A on top" the same choice: offer it once
            same = _as_seen(shown, option)
            if same in seen:
                continue
            seen.add(same)
        if kind in ("opening", "contracts"):
            names = " + ".join(chr(ord("A") + k) + ": " + words.card_name(shown[k]) for k in option)
            label = t("forge.dialog.keep", cards=names)
        elif kind in ("guild", "develop", "train"):
            kept, on_top = option
            if kept < 0:
                label = t("forge.dialog.keep_none_top" if on_top else "forge.dialog.keep_none_bottom")
            elif len(q.cards) < 2:
                label = t("forge.dialog.keep", cards=words.card_name(shown[kept]))
            else:
                label = t("forge.dialog.keep_top" if on_top else "forge.dialog.keep_bottom",
                          cards=chr(ord("A") + kept) + ": " + words.card_name(shown[kept]))
        elif kind == "free_tool":
            label = t("forge.dialog.free_tool", token=words.token_name(c, option[0]))
        else:
            label = t(f"forge.dialog.second_floor_{option[0]}")
        options.append((label, Choose(i), ""))
    return t(f"forge.decision.{kind}"), options, t(f"forge.decision.{kind}_help")


def _as_seen(shown, option) -> tuple:
    """A keep-one-of-two choice as the player sees it: the card kept, then the card going on
    top and the one at the bottom, each by everything but its id."""
    kept, on_top = option
    seen = [repr(replace(card, id="")) for card in shown]
    rest = [look for k, look in enumerate(seen) if k != kept]
    if kept >= 0:
        return seen[kept], *rest, on_top
    return (None, *(rest if on_top else rest[::-1]))     # nothing kept: the first named goes on top


registry.register("forge.dialogs.options", OptionsDialog)
registry.register("forge.dialogs.trade", TradeDialog)
registry.register("forge.dialogs.decision", decision_dialog)
