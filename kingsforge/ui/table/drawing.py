"""Drawing the table scene: the view of the state, the dice in flight and in the hand, the steal
arrow, zoom and card tips, charge and ability chips, the message line and the prompt. A part of
TableScene (ui/scenes/table.py), kept apart for size."""

from __future__ import annotations

import pygame

from kingsforge import i18n
from kingsforge.ui import cardtext, gfx, theme
from kingsforge.ui.table import cards, decisions, dietips, harvest, landing, layout, panels, perks, tiles
from kingsforge.ui.table import zoom as hoverzoom
from kingsforge.ui.table.arrows import draw_arrow
from kingsforge.ui.table.asks.requests import reward_words
from kingsforge.ui.table.countsas import box_colours, draw_state_die
from kingsforge.ui.table.dice import draw_placed_ring, draw_raised_mark
from kingsforge.ui.table.placement import CLAIM, CRAFT, DOCK, VISIT
from kingsforge.ui.table.view import build_view, crafted_cards
from kingsforge.ui.widgets import draw_tooltip

RAISING_CHARGES = ("bonus", "auto6")   # bonuses that raise a die's value: such a die carries a mark
CARD_TIP_DELAY = 0.9       # seconds a card is pointed at before its explanation shows


class TableDrawing:
    """TableScene's drawing (a mixin: it reads the scene's match, view and animations)."""

    card_tip_rect = None        # the card tooltip's canvas rect as last drawn (tests, tools)

    def _view_of(self, state, version):
        """The view of `state` (at `version`), laid out again when the state moved on or the
        window's scale or text floor changed (gfx.compact, the text floor: a resize rebuilds it).
        Under a dialog the scene gets no update, so after a resize its dice go to the new places
        at once, not left where the old layout had them (over the names beside them)."""
        scale = (gfx.view_scale, gfx.min_text_px)
        old_scale = getattr(self, "_view_scale", None)
        if self.view is None or self._view_version != version or old_scale != scale:
            rescaled = self.view is not None and old_scale != scale
            self.view = build_view(state)
            self._view_version = version
            self._view_scale = scale
            if rescaled and self.stack.top is not self:
                self.dice.sync(self._dice_targets(), self._spawn_point, 0.0, 0.0)
        return self.view

    # --------------------------------------------------------------- drawing
    def draw(self, surface) -> None:
        m = self.match
        s = m.state
        v = self._ensure_view()
        symbols = self.app.settings.colour_blind
        dragged = self.drag.item if (self.drag and self.drag.kind == "die") else None
        self.draw_board(surface)
        self.zoom.capture(surface, v)       # the hovered card with its dice, shown large below
        self._draw_steal(surface)
        top_prompt, colour = self._prompt()
        panels.draw_top_bar(surface, s, top_prompt, colour)
        self.widgets.draw(surface)
        self.hints.draw_targets(surface)      # over the buttons: the hint may be one of them
        self._draw_zoom(surface)
        if self.drag is not None:
            if self.drag.kind == "die":
                cur = self.dice.pos.get(dragged)
                if cur:
                    self._draw_die(surface, dragged, cur[0], cur[1], cur[2], symbols, lifted=True)
            elif self.drag.kind == "ability":
                self._draw_ability_chip(surface, self.drag.item, pygame.Rect(0, 0, layout.CHARGES.w - 12, 44),
                                        center=self.drag.centre, lifted=True)
            else:
                self._draw_charge_chip(surface, self.drag.item,
                                       pygame.Rect(0, 0, layout.CHARGES.w - 12, 44).move(0, 0),
                                       center=self.drag.centre, lifted=True)
        self._draw_message(surface)
        if self.drag is None:
            self.widgets.draw_tooltip(surface)
            self._draw_card_tip(surface)

    def _draw_log_panel(self, surface, rect) -> None:
        self.log_view.draw(surface, rect, self.match)

    def draw_board(self, surface) -> None:
        """The table itself for any module set: the one drawing path of the live table and the replay
        (ui/scenes/replay.py), which differ only in the log, the top bar and what can be done."""
        m = self.match
        s = m.state
        v = self._ensure_view()
        gfx.background(surface, "table_bg")
        fp = self.forge_player
        symbols = self.app.settings.colour_blind
        glow = self.drag.valid if (self.drag and self.drag.kind == "die") else set()
        pulse = 0.5 + 0.5 * abs(((self.t * 1.6) % 2) - 1)

        # gather row
        cards.draw_deck(surface, layout.DECK, len(s.gather_deck))
        hl_on = self.highlight_time > 0
        for card, rect in v.gather_rects.items():
            gb = {(o, b) for (k, t, o, b) in glow if k == CLAIM and t == card}
            hover = None
            if self.hover_key and self.hover_key[0] == CLAIM and self.hover_key[1] == card:
                hover = (self.hover_key[2], self.hover_key[3])
            sel = self.pending.option if (self.pending and self.pending.kind == CLAIM
                                          and self.pending.target == card) else None
            cards.draw_gather_card(surface, m.content, card, rect, glow_boxes=gb, hover_box=hover,
                                   selected_option=sel, glow_card=self.choosing_discard,
                                   dim=not m.in_gather)
        for i in range(len(s.gather_row)):
            if s.gather_row[i] < 0:
                r = layout.gather_slot(i)
                pygame.draw.rect(surface, (60, 46, 34), r, 2, border_radius=12)
                gfx.blit_text(surface, i18n.t("table.slot_taken"), r.center, theme.FS_SMALL, theme.TEXT_FAINT,
                              "center")
        panels.draw_stock(surface, s, symbols)

        # docks
        colours = [seat.colour for seat in m.seats]
        for d in range(len(m.content.docks)):
            db = {(t, b) for (k, t, _o, b) in glow if k == DOCK}
            hover = (self.hover_key[1], self.hover_key[3]) if self.hover_key and self.hover_key[0] == DOCK else None
            cards.draw_dock(surface, m.content, d, s.dock_used, colours, glow_boxes=db, hover_box=hover)
        self._draw_tiles(surface, v, glow, colours, symbols)
        if hl_on:
            for kind, ref in self.highlight:
                if kind == "dock" and ref in v.dock_areas:
                    gfx.glow(surface, v.dock_areas[ref], theme.HIGHLIGHT, radius=8, width=3)

        # craft row
        row = v.craft_row
        if row.display:         # an empty display (every card made) leaves its place to the decree's row
            gfx.blit_text(surface, i18n.t("table.on_display"), (layout.MAIN_X + 4, layout.CRAFT_LABEL_Y + 8), 20,
                          theme.TEXT_DIM, "midleft", bold=True)
        if v.beside_rects:
            # the request of the game (Ambassador Requests) and the Royal Decree's cards each under
            # their own word: a request is no masterwork and never ends the game
            c = s.content
            groups: list = []
            for card, rect in v.beside_rects:
                word = "table.request_row" if c.craft[card].request else "table.decree_row"
                if not groups or groups[-1][0] != word:
                    groups.append((word, rect.x))
            ends = [x for _word, x in groups[1:]] + [row.crafted_x]
            for (word, x), end in zip(groups, ends):
                gfx.blit_fitted(surface, i18n.t(word), (x + 4, layout.CRAFT_LABEL_Y + 8), end - x - 12, 20,
                                theme.GOLD_BRIGHT, "midleft", bold=True, min_size=16)
        if crafted_cards(s):
            room = row.waiting_x - row.crafted_x - 8 if v.waiting_rects else layout.MAIN_R - row.crafted_x
            label = i18n.t("table.crafted_row")
            if gfx.font(20, True).size(label)[0] > room:      # one card's width: the short form
                label = i18n.t("table.crafted_row_short")
            # a small window: under the text floor rather than cut, and left out where even that
            # is cut (Spanish at 800x600: the crafted cards carry their makers' tags)
            if gfx.fits_whole(label, room, 20, True, 16):
                gfx.blit_whole(surface, label, (row.crafted_x + 4, layout.CRAFT_LABEL_Y + 8), room, 20, theme.GOLD,
                               "midleft", bold=True, min_size=16)
        if v.waiting_rects:
            room = (layout.LANDING.x if v.landing_slots else layout.MAIN_R) - row.waiting_x - 8
            label = i18n.t("table.waiting_row", n=len(s.waiting))
            if gfx.font(20, True).size(label)[0] > room:      # a short waiting line: its short name
                label = i18n.t("table.waiting_row_short", n=len(s.waiting))
            gfx.blit_fitted(surface, label, (row.waiting_x + 4, layout.CRAFT_LABEL_Y + 8), room, 20, theme.TEXT_DIM,
                            "midleft", bold=True, min_size=16)
        for k, (card, rect) in reversed(list(enumerate(v.waiting_rects))):
            # each card but the first lies under the one before it: only its right edge shows
            cards.draw_craft_card(surface, m.content, card, rect, symbols=symbols, in_pile=True,
                                  peek=row.offset if k else 0)
        owners = {card: owner for card, owner, _d in s.crafted}
        for card, rect in list(reversed(v.beside_rects)) + list(v.craft_rects.items()):
            slots = {b for (k, t, _o, b) in glow if k == CRAFT and t == card}
            hover = self.hover_key[3] if self.hover_key and self.hover_key[:2] == (CRAFT, card) else None
            owner = owners.get(card)
            hl = hl_on and ("craft", card) in self.highlight
            cards.draw_craft_card(surface, m.content, card, rect, glow_slots=slots, hover_slot=hover,
                                  owner_colour=colours[owner] if owner is not None else None,
                                  owner_name=m.seats[owner].name if owner is not None else "",
                                  glow_card=hl, symbols=symbols)
        self._draw_landing(surface, v, glow, colours)
        self.hints.draw_odds(surface)

        # forge of the player to move
        seat = m.seats[fp]
        showing_toast = self.message_time > 0 and self.message
        hint = "" if self.hints.active or showing_toast else self._forge_hint()
        panels.draw_forge_frame(surface, seat.name, seat.colour, hint)
        self.hints.draw_banner(surface, seat.name)
        self._draw_charges(surface, fp)
        if hl_on and ("tray", None) in self.highlight:
            gfx.glow(surface, layout.TRAY, theme.HIGHLIGHT, radius=12, width=3)

        # player panels and log
        for p in range(s.n):
            hl = 1.0 if hl_on and ("panel", p) in self.highlight else 0.0
            panels.draw_panel(surface, s, m, p, v.panels[p], p == fp, p == m.current, hl)
        self._draw_log_panel(surface, v.log)

        # dice (the dragged one last, on top of everything)
        dragged = self.drag.item if (self.drag and self.drag.kind == "die") else None
        charge_targets = self.drag.valid if (self.drag and self.drag.kind in ("charge", "ability")) else set()
        boxed = box_colours(s, self.pending)       # an Aether Ore on a box shows the colour it fills
        for die, (x, y, size, _tx, _ty) in list(self.dice.leaving.items()):
            self._draw_die(surface, die, x, y, size, symbols, alpha=160)
        placed, raised = self._die_marks()
        for die, (x, y, size) in self.dice.pos.items():
            if die == dragged:
                continue
            self._draw_die(surface, die, x, y, size, symbols, box_colour=boxed.get(die))
            if die in placed:
                draw_placed_ring(surface, (x, y), size)
            if die in raised:
                draw_raised_mark(surface, (x, y), size)
            if die in charge_targets:
                gfx.glow(surface, pygame.Rect(x - size / 2, y - size / 2, size, size), theme.HIGHLIGHT, radius=8,
                         width=3, pulse=pulse)
            if hl_on and ("die", die) in self.highlight:
                gfx.glow(surface, pygame.Rect(x - size / 2, y - size / 2, size, size), theme.HIGHLIGHT, radius=8,
                         width=3)

    def _draw_tiles(self, surface, v, glow, colours, symbols) -> None:
        """Masterworks' Ambassador's Row: each tile with its minimum bid and its holder this round."""
        m = self.match
        owners = {card: owner for card, owner, _d in m.state.crafted}
        for card, rect in v.tile_rects.items():
            slots = {b for (k, t, _o, b) in glow if k == CRAFT and t == card}
            hover = self.hover_key[3] if self.hover_key and self.hover_key[:2] == (CRAFT, card) else None
            owner = owners.get(card)
            cards.draw_tile(surface, m.content, card, rect, owner=owner,
                            owner_colour=colours[owner] if owner is not None else None,
                            owner_name=m.seats[owner].name if owner is not None else "", glow_slots=slots,
                            hover_slot=hover, symbols=symbols)

    def _draw_landing(self, surface, v, glow, colours) -> None:
        """Masterworks' Griffin's Landing: the visitor on each pile (ui/table/landing.py)."""
        landing.draw(surface, self.match.state, v, self.match.seats, glow=glow, hover_key=self.hover_key,
                     pending=self.pending)

    def _draw_steal(self, surface) -> None:
        st = self.steal
        if st is None:
            return
        v = self.view
        card = v.craft_rects.get(st.card)
        if card is None:
            return
        panel = v.panels[st.thief]
        names = self.match.names
        draw_arrow(surface, card.center, (panel.x - 6, panel.centery), self.match.seats[st.thief].colour,
                   alpha=min(1.0, st.time / 0.5),
                   label=i18n.t("table.steal_arrow", who=names[st.thief], victim=names[st.victim]))

    def _draw_zoom(self, surface) -> None:
        """The hovered card large (small windows): during a drag clear of the card under the die
        and of every glowing target."""
        avoid = []
        d = self.drag
        if d is not None:
            under = hoverzoom.card_rect(self.view, self.view.card_at(d.centre))
            avoid += [under] if under is not None else []
            if d.kind == "die":
                avoid += [self.view.box_rects[k].inflate(16, 16) for k in d.valid if k in self.view.box_rects]
                cur = self.dice.pos.get(d.item)
                if cur is not None:
                    avoid.append(pygame.Rect(0, 0, cur[2], cur[2]).move(cur[0] - cur[2] / 2, cur[1] - cur[2] / 2))
            else:
                avoid += [pygame.Rect(0, 0, p[2] + 16, p[2] + 16).move(p[0] - p[2] / 2 - 8, p[1] - p[2] / 2 - 8)
                          for die, p in self.dice.pos.items() if die in d.valid]
        buttons = [w.rect for w in self.widgets.widgets if w.visible]
        below_top_bar = pygame.Rect(0, layout.TOP.bottom, layout.W, layout.H - layout.TOP.bottom)
        self.zoom.draw(surface, avoid, buttons, area=below_top_bar)

    def _draw_die_tip(self, surface) -> bool:
        """Pointing at a die type in the Stock explains that die (ui/table/dietips.py)."""
        if self.stack.top is not self or self.hover_card is not None:
            return False
        k = dietips.stock_type_at(self.match.state, self.mouse)
        if k is None:
            return False
        title, lines = dietips.die_tip(self.match.state, k)
        with gfx.unrecorded():
            draw_tooltip(surface, title + "\n" + "\n".join(lines), self.mouse, max_width=460)
        return True

    def _draw_card_tip(self, surface) -> None:
        """Hovering a card a moment explains it; right-click shows it large."""
        if self._draw_die_tip(surface):
            return
        if self.hover_card is None or self.hover_time < CARD_TIP_DELAY or self.stack.top is not self:
            return
        c = self.match.content
        kind, index = self.hover_card
        if kind == "gather":
            card = c.gather[index]
            halves = (i18n.t("tip.top"), i18n.t("tip.bottom"))
            lines = [i18n.t("tip.line", which=halves[o] if o < 2 else i18n.t("tip.option"),
                            text=cardtext.option_sentence(c, opt))
                     for o, opt in enumerate(card.options)]
            title = i18n.gather_name(card)
        elif kind == "craft" and c.craft[index].tile is not None:      # an ambassador tile
            title = tiles.title(c, index)
            lines = tiles.lines(self.match.state, self.match.names, index)
        elif kind == "craft":
            card = c.craft[index]
            # a request is unranked: its card shows a scroll sign, so the tip says what it is instead
            title = (i18n.t("tip.request_title", name=i18n.craft_name(card)) if card.request else
                     i18n.t("tip.craft_title", name=i18n.craft_name(card), rank=card.rank))
            needs = ", ".join(cards.need_words(c, card))
            lines = [i18n.t("tip.needs", needs=needs)]
            if card.request:
                lines.append(i18n.t("tip.request"))
                lines.append(reward_words(c, card))
            if card.restrict:
                lines.append(i18n.t("tip.restricted", rule=cards.restriction_words(card, short=False)))
            if card.permanent is not None:      # the icon in the picture's corner, in words
                perm = card.permanent
                if perm.plus:
                    lines.append(i18n.t("tip.lasting_plus", plus=perm.plus, colour=perks.colours_text(c, perm.colours)))
                if perm.die >= 0:
                    lines.append(i18n.t("tip.lasting_die", die=i18n.die_word(c.die_types[perm.die].id,
                                                                             c.die_types[perm.die].name.lower())))
            if card.ability:
                spent = self.match.state.spent
                lines.append(i18n.t("ability.used") if index in spent else cardtext.card_ability(c, card))
            odds = self.hints.tip_line(index)
            if odds:
                lines.append(odds)
        elif kind == "visitor":
            card = c.visitors[index]
            title = i18n.t("tip.visitor_title", name=i18n.visitor_name(card), realm=cards.realm_text(c, card.realm))
            lines = [i18n.t("tip.line", which=i18n.t("tip.gift"), text=cardtext.option_sentence(c, card.options[0])),
                     i18n.t("tip.line", which=i18n.t("tip.collaboration"),
                            text=cardtext.option_sentence(c, card.options[1])),
                     i18n.t("tip.visitor")]
        else:
            title = i18n.dock_name(*c.docks[index])
            lines = [i18n.t("tip.dock")]
        buttons = [w.rect for w in self.widgets.widgets if w.visible]
        # the magnifier (its frame and a margin) is never covered: both show the card being read
        magnifier = [self.zoom.rect.inflate(16, 16)] if self.zoom.rect is not None else []
        with gfx.unrecorded():
            self.card_tip_rect = draw_tooltip(surface, title + "\n" + "\n".join(lines) + "\n" + i18n.t("tip.enlarge"),
                                              self.mouse, max_width=520, avoid=buttons, keep_off=magnifier)

    def _die_marks(self) -> tuple[set, set]:
        """Dice that sit on a card's box (set apart from the printed requirement dice), and dice
        a bonus raised this round (+1, Make 6)."""
        s = self.match.state
        placed = {d for _card, _owner, dice in s.crafted for d in dice}
        placed.update(d for used in s.dock_used if used is not None for d in used[1])
        placed.update(d for _p, _card, _o, dice in s.claims for d in dice)
        placed.update(d for _p, _v, _o, dice in s.visits for d in dice)
        if self.pending is not None:
            placed.update(self.pending.dice.values())
        raised = {used for charges in s.charges for kind, _a, _g, used in charges
                  if used != -1 and kind in RAISING_CHARGES}
        return placed, raised

    def _draw_die(self, surface, die, x, y, size, symbols, alpha=255, lifted=False, box_colour=None) -> None:
        s = self.match.state
        if lifted:                  # a die in hand floats over the table: no label of it
            with gfx.unrecorded():
                draw_state_die(surface, s, die, self.dice.shown_value(die, s.values[die]), (x, y), size, symbols,
                               angle=self.dice.angle(die), alpha=alpha, lifted=lifted, box_colour=box_colour)
            return
        draw_state_die(surface, s, die, self.dice.shown_value(die, s.values[die]), (x, y), size, symbols,
                       angle=self.dice.angle(die), alpha=alpha, lifted=lifted, box_colour=box_colour)
        if alpha == 255:
            gfx.record(surface, f"die {die}", pygame.Rect(x - size / 2, y - size / 2, size, size))

    def _chip_rects(self) -> tuple[list, list, list]:
        """(bonus chip rects, ability chip rects, harvest chip rects) of the forge player: bonuses two
        to a row when there are many and every label fits half a row, deluxe abilities and the
        Harvest chip (table/harvest.py) the whole width below."""
        s = self.match.state
        p = self.forge_player
        n = len(s.charges[p])
        k = len(self._abilities_shown())
        h = 1 if self._harvest_shown() else 0
        rects = layout.charge_rects(n + k + h, full=k + h)
        if any(r.w < layout.CHARGES.w - 20 for r in rects[:n]) and any(
                gfx.font(theme.FS_SMALL, True).size(perks.charge_label(s, p, i, short=True))[0] * gfx.MAX_SQUEEZE
                > rects[0].w - 12 for i in range(n)):
            rects = layout.charge_rects(n + k + h, full=n + k + h)
        return rects[:n], rects[n:n + k], rects[n + k:]

    def _harvest_shown(self) -> bool:
        """The Harvest chip is up: the person at the forge may harvest a kept Heartwood now."""
        m = self.match
        return m.current == self.forge_player and m.state.has_rolled and bool(harvest.offered(m))

    def _charge_chips(self):
        return list(enumerate(self._chip_rects()[0]))

    # --- deluxe cards' abilities (engine/abilities.py): chips below the bonuses ----------------------
    def _abilities_shown(self) -> list[tuple[int, int]]:
        """(card, option) of the forge player's deluxe abilities usable now or later in the game:
        after the roll in their craft turn, or the Toy Factory in its round (the Obey Wand is
        asked for, never a chip)."""
        from kingsforge.engine import abilities

        s = self.match.state
        c = s.content
        if not c.abilities:
            return []
        p = self.forge_player
        out = []
        for card in c.abilities:
            if not abilities.usable(s, p, card):
                continue
            for o, ability in enumerate(c.craft[card].ability):
                when = abilities.ABILITIES[ability.kind].when
                if when == abilities.CRAFT or (when == abilities.GATHER and abilities.on_offer(s, p, card)):
                    out.append((card, o))
        return out

    def _ability_chips(self):
        return list(zip(self._abilities_shown(), self._chip_rects()[1]))

    def _draw_charges(self, surface, p) -> None:
        chips = self._charge_chips()
        for key, rect in self._ability_chips():
            if self.drag and self.drag.kind == "ability" and self.drag.item == key:
                pygame.draw.rect(surface, (60, 48, 36), rect, 2, border_radius=10)
                continue
            self._draw_ability_chip(surface, key, rect)
        if not chips and (self._ability_chips() or self._harvest_shown()):
            return
        if not chips:
            # on two lines where one does not fit (a small window): the Pass button is beside it
            gfx.blit_text(surface, i18n.t("table.no_bonuses"), (layout.CHARGES.x + 10, layout.CHARGES.y + 28), 18,
                          theme.TEXT_FAINT, "topleft", wrap=layout.CHARGES.w - 16)
            return
        for index, rect in chips:
            if self.drag and self.drag.kind == "charge" and self.drag.item == index:
                pygame.draw.rect(surface, (60, 48, 36), rect, 2, border_radius=10)
                continue
            self._draw_charge_chip(surface, index, rect)

    def _draw_charge_chip(self, surface, index, rect, center=None, lifted=False) -> None:
        s = self.match.state
        p = self.forge_player
        if index >= len(s.charges[p]):
            return
        kind, amount, _group, used = s.charges[p][index]
        if center is not None:
            rect = rect.copy()
            rect.center = center
        ready = used == -1 and self.match.in_craft and s.has_rolled
        fill = (150, 112, 40) if used == -1 else (60, 52, 44)
        if lifted:
            gfx.panel(surface, rect, fill, theme.GOLD_BRIGHT, radius=10, shadow=8)
        else:
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD_BRIGHT if ready else theme.PANEL_EDGE, rect, 2, border_radius=10)
        label = perks.charge_label(s, p, index)      # a lasting bonus says its colour
        if rect.w < layout.CHARGES.w - 20 and i18n.has(f"charge_short.{kind}", i18n.DEFAULT):
            label = perks.charge_label(s, p, index, short=True)     # two chips to a row: the short word
        if used != -1:
            label = i18n.t("table.used", label=label)
        gfx.blit_fitted(surface, label, rect.center, rect.w - 12, theme.FS_SMALL,
                        theme.TEXT if used == -1 else theme.TEXT_FAINT, "center", bold=True)

    def _draw_ability_chip(self, surface, key, rect, center=None, lifted=False) -> None:
        """A deluxe ability: gold, the card's rank and its short label; bright when usable now."""
        from kingsforge.ui import cardtext

        m = self.match
        card, option = key
        if center is not None:
            rect = rect.copy()
            rect.center = center
        ready = bool(self._ability_moves(card, option)) if m.human_to_move else False
        fill = (176, 132, 40) if ready else (118, 92, 40)
        if lifted:
            gfx.panel(surface, rect, fill, theme.GOLD_BRIGHT, radius=10, shadow=8)
        else:
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            pygame.draw.rect(surface, theme.GOLD_BRIGHT if ready else theme.PANEL_EDGE, rect, 2, border_radius=10)
        label = cardtext.ability_short(m.content, m.content.craft[card].ability[option])
        # small but whole in a small window (its chip is a thin row under the bonuses)
        gfx.blit_whole(surface, label, rect.center, rect.w - 12, theme.FS_SMALL,
                        (30, 20, 8) if ready else theme.TEXT_DIM, "center", bold=True)

    def _draw_message(self, surface) -> None:
        if self.message_time <= 0 or not self.message:
            return
        alpha = min(1.0, self.message_time / 0.4)
        colour = (150, 44, 36) if self.message_bad else (52, 92, 60)
        room = pygame.Rect(layout.FORGE.x + 300, layout.FORGE.y + 3, layout.FORGE.right - 16 - layout.FORGE.x - 300,
                           layout.TRAY.y - layout.FORGE.y - 6)
        body = gfx.fitted_text(self.message, room.w - 40, theme.FS_BODY, theme.TEXT, bold=True, min_size=20)
        rect = body.get_rect().inflate(40, 12)
        rect.h = min(rect.h, room.h)
        rect.midleft = (room.x, room.centery)      # over the forge's own instructions, which it outranks
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, int(235 * alpha)), layer.get_rect(), border_radius=14)
        pygame.draw.rect(layer, (*theme.GOLD, int(255 * alpha)), layer.get_rect(), 2, border_radius=14)
        surface.blit(layer, rect)
        body = body.copy()
        body.set_alpha(int(255 * alpha))
        surface.blit(body, body.get_rect(center=rect.center))
        self.message_rect = rect

    def _forge_hint(self) -> str:
        m = self.match
        s = m.state
        if m.over:
            return ""
        if not m.human_to_move:
            return i18n.t("table.hint.ai_turn", name=m.seats[m.current].name)
        # each names M, the move picker (ui/table/keyboard.py): every move without the mouse
        if m.in_gather:
            if s.piles and s.hosted(s.turn) < 0:
                return i18n.t("table.hint.keys.gather_landing")
            return i18n.t("table.hint.keys.gather")
        if not s.has_rolled:
            return i18n.t("table.hint.keys.roll")
        return i18n.t("table.hint.keys.craft")

    def _prompt(self):
        m = self.match
        s = m.state
        if m.over:
            return i18n.t("prompt.over"), theme.GOLD_BRIGHT
        cur = m.current
        name = m.seats[cur].name
        if not m.is_human(cur):
            doing = "thinking" if self.ai.thinking else ("gathering" if m.in_gather else "crafting")
            return i18n.t(f"prompt.ai_{doing}", name=name), theme.TEXT_DIM
        if s.pending:
            return decisions.prompt(m), theme.GOLD_BRIGHT
        p = self.pending
        if self.choosing_discard:
            return i18n.t("prompt.choose_discard", name=name), theme.GOLD_BRIGHT
        if p is not None and p.complete:
            if p.kind == CLAIM:
                card = i18n.gather_name(m.content.gather[p.target])
                return i18n.t("prompt.press_claim", name=name, card=card), theme.GOLD_BRIGHT
            if p.kind == CRAFT and m.content.craft[p.target].tile is not None:
                return i18n.t("prompt.press_bid", name=name, tile=tiles.tile_name(m.content, p.target)), \
                    theme.GOLD_BRIGHT
            if p.kind == CRAFT:
                card = i18n.craft_name(m.content.craft[p.target])
                return i18n.t("prompt.press_craft", name=name, card=card), theme.GOLD_BRIGHT
            if p.kind == VISIT:
                card = i18n.visitor_name(m.content.visitors[p.target])
                return i18n.t("prompt.press_host", name=name, card=card), theme.GOLD_BRIGHT
        if m.in_gather:
            if s.piles and s.hosted(cur) < 0:
                return i18n.t("prompt.gather_landing", name=name), theme.TEXT
            return i18n.t("prompt.gather", name=name), theme.TEXT
        if not s.has_rolled:
            return i18n.t("prompt.roll", name=name), theme.TEXT
        return i18n.t("prompt.craft", name=name), theme.TEXT
