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

import pygame

from kingsforge.forge.engine.actions import Choose, Place
from kingsforge.forge.engine.places import TRADE_ORDER, TRADES
from kingsforge.forge.ui import cards, pieces, words
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button


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


class OptionsDialog(_Dialog):
    """`options`: (label, move or None, reason) — a None move is shown greyed with its reason."""

    def __init__(self, app, match, title: str, options, on_move, shown=(), prompt: str = "",
                 cancellable: bool = True, usable=None):
        cols = 2 if len(options) > 5 else 1
        rows = (len(options) + cols - 1) // cols
        foot = 120 if cancellable else 40         # the Cancel row, or a margin
        need = 110 + (cards.CARD_H + 30 if shown else 0) + (40 if prompt else 0) + rows * 80 + foot
        self.panel_size = (1240, max(360, min(1000, need)))     # as tall as its options need
        super().__init__(app, match, on_move, cancellable)
        self.title = title
        self.prompt = prompt
        self.shown = list(shown)
        # the shown cards an option uses (lit; the others dimmed), or None: all alike
        self.usable = None if usable is None else set(usable)
        self.options = list(options)
        self.buttons = []
        top = self.panel.y + 110 + (cards.CARD_H + 30 if self.shown else 0) + (40 if prompt else 0)
        cols = 2 if len(self.options) > 5 else 1
        w = (self.panel.w - 120) // cols if cols == 2 else 760
        room = self.panel.bottom - (110 if cancellable else 30) - top
        h = max(48, min(70, room // max(1, (len(self.options) + cols - 1) // cols) - 10))
        for i, (label, move, reason) in enumerate(self.options):
            col, row = i % cols, i // cols
            x = self.panel.x + 50 + col * (w + 20) if cols == 2 else self.panel.centerx - w // 2
            key = (pygame.K_1 + i,) if i < 9 else ()
            b = Button((x, top + row * (h + 10), w, h), f"{i + 1}. {label}" if i < 9 else label,
                       (lambda m=move: self.choose(m)), style="primary" if i == 0 and move else "secondary",
                       size=theme.FS_BODY, enabled=move is not None,
                       # the whole label too: a long one (two orders, helpers named) is cut on the button
                       tooltip=words.reason(reason, self.match.content) if reason else label,
                       hotkeys=key, name=f"option-{i}")
            self.buttons.append(self.widgets.add(b))

    def draw_body(self, surface) -> None:
        y = self.panel.y + 96
        if self.prompt:
            gfx.blit_fitted(surface, self.prompt, (self.panel.centerx, y), self.panel.w - 80, theme.FS_BODY,
                            theme.TEXT_DIM, "midtop")
            y += 40
        if self.shown:
            n = len(self.shown)
            gap = 24
            w = min(300, (self.panel.w - 100 - (n - 1) * gap) // n)     # wider when few: whole lines
            x = self.panel.centerx - (n * w + (n - 1) * gap) // 2
            for i, card in enumerate(self.shown):
                rect = pygame.Rect(x + i * (w + gap), y, w, cards.CARD_H)
                usable = self.usable is None or i in self.usable
                cards.draw(surface, self.match.content, card, rect, lit=bool(self.usable) and usable,
                           dim=not usable)
                gfx.blit_text(surface, chr(ord("A") + i), (rect.x - 4, rect.y - 4), theme.FS_BODY, theme.GOLD_BRIGHT,
                              "topright", bold=True)


class TradeDialog(_Dialog):
    """The Trading Post: trades picked one by one; Take is lit when the set is a legal move."""

    panel_size = (1100, 720)

    def __init__(self, app, match, worker: int, legal_sets, on_move):
        super().__init__(app, match, on_move)
        self.title = t("forge.dialog.trade_title")
        self.worker = worker
        self.legal = {tuple(s) for s in legal_sets}
        self.limit = max((len(s) for s in self.legal), default=2)
        self.picked: list[str] = []
        prices = match.content.prices
        self.trade_buttons = {}
        for i, trade in enumerate(TRADES):
            kind, good = trade.split(":")
            g = 1 + ("wood", "metal", "brick", "gems").index(good)
            col = 0 if kind == "sell" else 1
            row = g - 1
            label = t(f"forge.dialog.{kind}", good=words.good_name(g), price=prices[g - 1])
            rect = (self.panel.x + 60 + col * 500, self.panel.y + 150 + row * 78, 470, 64)
            self.trade_buttons[trade] = self.widgets.add(Button(rect, label, (lambda tr=trade: self.pick(tr)),
                                                                size=theme.FS_BODY, name=trade))
        self.clear_btn = self.widgets.add(Button((self.panel.centerx - 150, self.panel.bottom - 90, 300, 64),
                                                 t("forge.dialog.clear"), self.clear, name="Clear"))
        self.take_btn = self.widgets.add(Button((self.panel.right - 300, self.panel.bottom - 90, 260, 64),
                                                t("forge.dialog.take"), self.take, style="primary",
                                                hotkeys=(pygame.K_RETURN, pygame.K_KP_ENTER), name="Take"))
        self._refresh()

    def canonical(self) -> tuple:
        return tuple(sorted(self.picked, key=TRADE_ORDER.__getitem__))

    def pick(self, trade: str) -> None:
        if len(self.picked) < self.limit:
            self.picked.append(trade)
        self._refresh()

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
            kind, good = trade.split(":")
            g = 1 + ("wood", "metal", "brick", "gems").index(good)
            sign = 1 if kind == "buy" else -1
            res[g] += sign
            res[0] -= sign * prices[g - 1]
        return res

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
    c = match.content
    kind = q.kind
    shown = [words.pending_card(s, kind, card) for card in q.cards] if q.cards else []
    options = []
    for i, option in enumerate(q.options):
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
    title = t(f"forge.decision.{kind}")
    return OptionsDialog(app, match, title, options, on_move, shown=shown, prompt=t(f"forge.decision.{kind}_help"),
                         cancellable=False)


registry.register("forge.dialogs.options", OptionsDialog)
registry.register("forge.dialogs.trade", TradeDialog)
registry.register("forge.dialogs.decision", decision_dialog)
