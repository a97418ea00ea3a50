"""The first-game tutorial: the table, with a teacher beside it.

A guided base game against the computer (data/tutorial.yaml, read by ui/tutorial_script.py).
Each of your steps lights the exact box, card, bonus or button to use and explains it in a panel
where the move log usually is; only the taught move is played. Any other move is refused with
the engine's own reason (rules.check, through Match) or, when the rules would allow it, with why
it is not this lesson. The computer plays its scripted moves, so the dice always come out as
the lessons say; after the last lesson the game goes on against the Normal computer.

Esc leaves for the title; the tutorial is saved after every move (tutorial.json in the user
data folder) and the title's Tutorial button picks it up at the same step.
"""

from __future__ import annotations

import math

import pygame

from kingsforge import i18n
from kingsforge.engine.actions import Claim, Craft, Dock, EndTurn, Pass, Roll, UseCharge
from kingsforge.ui import gfx, theme
from kingsforge.ui import tutorial_script as ts
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.table.arrows import draw_arrow
from kingsforge.ui.table.placement import CLAIM, CRAFT, DOCK, Pending, trial_move
from kingsforge.ui.widgets import Button

KIND_OF = {Claim: CLAIM, Dock: DOCK, Craft: CRAFT}
MIN_BODY_SIZE = 19            # the lesson text shrinks to fit its panel, down to this (13 px at 1280x720)
MIN_COMPUTER_DELAY = 0.5      # seconds between the computer's scripted moves (0 at the "instant" pace)


@registry.scene("tutorial")
class TutorialScene(TableScene):
    def __init__(self, app, match=None, script=None):
        self.script = script or ts.load_script()
        match = match or ts.TutorialMatch.start(self.script)
        super().__init__(app, match)
        self._scripted_wait = 0.0
        self._done_seen = self.script.done(match)   # resumed past the end: no "well done" panel
        self.panel_rect = pygame.Rect(0, 0, 0, 0)

    # ------------------------------------------------------------------ the script
    @property
    def step(self):
        return self.script.step_at(self.match)

    @property
    def expected(self):
        return self.script.expected(self.match)

    def lesson_number(self) -> tuple[int, int]:
        """(this lesson, how many): your steps, counted from 1."""
        position = self.script.position(self.match)
        yours = [i for i, s in enumerate(self.script.steps) if s.yours]
        done = sum(1 for i in yours if i < position)
        return min(done + 1, len(yours)), len(yours)

    def teaching(self) -> bool:
        """Your move is the script's next one."""
        step = self.step
        return step is not None and step.yours and self.match.human_to_move

    def lesson_params(self) -> dict:
        m = self.match
        c = m.content
        action = self.expected
        params = {"name": m.seats[m.state.turn].name if not m.over else "", "items": m.state.items_to_win,
                  "computer": next((s.name for s in m.seats if not s.human), "")}
        if isinstance(action, Claim):
            params["card"] = i18n.gather_name(c.gather[action.card])
        elif isinstance(action, Dock):
            params["card"] = i18n.gather_name(c.gather[action.discard])
            dock = c.dock_actions[action.action]
            params["dock"] = i18n.dock_name(dock.dock_id, dock.dock_name)
        elif isinstance(action, Pass) and action.benefit:
            kinds = [t.id for t in c.die_types]
            if action.benefit in kinds:
                die_type = c.die_types[kinds.index(action.benefit)]
                params["benefit"] = i18n.die_word(die_type.id, die_type.name.lower())
            else:
                params["benefit"] = i18n.token_name(c, c.token_index(action.benefit))
        elif isinstance(action, UseCharge):
            params["value"] = m.state.values[action.die]
            params["raised"] = m.state.values[action.die] + m.state.charges[m.state.turn][action.charge][1]
        elif isinstance(action, Craft):
            params["card"] = i18n.craft_name(c.craft[action.card])
            held = m.state.crafted_by(action.card)
            if held is not None:
                params["victim"] = m.seats[held[0]].name
                params["held"] = ", ".join(str(m.state.values[d]) for d in held[1])
        return params

    def lesson_texts(self) -> tuple[str, str]:
        """The panel's heading and text for where the game is now."""
        step = self.step
        params = self.lesson_params()
        if step is None:
            return i18n.t("tutorial.done.title"), i18n.t("tutorial.done.body", **params)
        if step.yours:
            return (i18n.t(f"tutorial.{step.lesson}.title", **params),
                    i18n.t(f"tutorial.{step.lesson}.body", **params))
        title = i18n.t("tutorial.watch", **params)
        return title, i18n.t(f"tutorial.note.{step.note or 'free'}", **params)

    def not_the_lesson(self) -> str:
        step = self.step
        if step is None or not step.yours:
            return i18n.t("tutorial.wait", **self.lesson_params())
        return i18n.t("tutorial.not_lesson", lesson=i18n.t(f"tutorial.{step.lesson}.short", **self.lesson_params()))

    # ------------------------------------------------------------------ moves
    def play(self, action) -> bool:
        """Your moves: only the lesson's (played as the script writes it, so the game stays on
        the script whichever die of the same kind was dragged). Past the script: any legal move."""
        if self.step is None or not self.match.human_to_move:
            return super().play(action)
        if not self.teaching():
            self.say(self.not_the_lesson())
            return False
        if self.script.accepts(self.match, action):
            return super().play(self.expected)
        reason = self.match.check(action)
        self.say(reason if reason is not None else self.not_the_lesson())
        return False

    def pass_turn(self) -> None:
        if self.teaching() and not isinstance(self.expected, Pass):
            self.say(self.not_the_lesson())
            return
        super().pass_turn()

    def click_pill(self, card: int, option: int) -> None:
        expected = self.expected
        if self.teaching() and not (isinstance(expected, Claim) and (expected.card, expected.option) == (card, option)):
            self.say(self.not_the_lesson())
            return
        super().click_pill(card, option)

    def auto_assign(self) -> None:
        expected = self.expected
        if self.teaching() and isinstance(expected, Craft):
            self.pending = Pending(CRAFT, expected.card, 0, len(expected.dice), dict(enumerate(expected.dice)))
            return
        if self.teaching():
            self.say(self.not_the_lesson())
            return
        super().auto_assign()

    def undo(self) -> None:
        if self.step is not None:
            if self.pending is not None and self.pending.dice:
                self.cancel_pending()
            else:
                self.say(i18n.t("tutorial.no_undo"))
            return
        super().undo()

    # --- dragging: only the lesson's boxes light up and accept the die ---------------------
    def _lesson_box(self, key, die) -> bool:
        expected = self.expected
        kind = KIND_OF.get(type(expected))
        if kind is None:
            return False
        tkind, target, option, box = key
        s = self.match.state
        if kind == CLAIM and (tkind, target, option) != (CLAIM, expected.card, expected.option):
            return False
        if kind == DOCK and (tkind, target) != (DOCK, expected.action):
            return False
        if kind == CRAFT and (tkind, target) != (CRAFT, expected.card):
            return False
        if box >= len(expected.dice):
            return False
        if kind == CRAFT:       # the engine fits a ware's dice to its boxes: any needed die, any box
            return ts.die_key(s, die) in {ts.die_key(s, d) for d in expected.dice}
        return ts.die_key(s, die) == ts.die_key(s, expected.dice[box])

    def _valid_targets_for(self, die) -> set:
        valid = super()._valid_targets_for(die)
        if self.step is None:
            return valid
        if not self.teaching():
            return set()
        return {key for key in valid if self._lesson_box(key, die)}

    def start_drag(self, pos) -> bool:
        started = super().start_drag(pos)
        if started and self.step is not None and self.drag.kind == "charge":
            expected = self.expected
            s = self.match.state
            if isinstance(expected, UseCharge):
                self.drag.valid = {d for d in self.drag.valid if ts.die_key(s, d) == ts.die_key(s, expected.die)}
            else:
                self.drag.valid = set()
        return started

    def _explain_refusal(self, target, die) -> None:
        if self.step is None:
            super()._explain_refusal(target, die)
            return
        s = self.match.state
        placed = self._placed_with(target.kind, target.target, target.option, target.box, die)
        trial = trial_move(s, self.match.legal(), target.kind, target.target, target.option, placed,
                           self._free_dice())
        reason = self.match.check(trial) if trial is not None else None
        if reason is not None and not self._lesson_box(target.key, die):
            self.say(reason)
        elif self.pending is not None and self.pending.dice.get(target.box) is not None and \
                self.pending.same_target(target.kind, target.target, target.option):
            self.say(i18n.t("table.box_taken"))
        else:
            self.say(self.not_the_lesson())

    # --- keys ---------------------------------------------------------------------------
    def _key(self, event) -> None:
        if self.step is not None and event.key == pygame.K_h:
            return                     # no hints: the lesson says what to do
        if event.key == pygame.K_ESCAPE and self.pending is None and not self.choosing_discard:
            self.leave()
            return
        super()._key(event)

    def leave(self) -> None:
        """Back to the title; the tutorial is saved after every move, so it resumes here."""
        self.save_now()
        self.stack.reset(registry.make("title", self.app))

    # ------------------------------------------------------------------ the computer
    def _run_ai(self, dt: float) -> None:
        step = self.step
        m = self.match
        if step is None:
            super()._run_ai(dt)
            return
        if m.over or m.human_to_move or self.stack.top is not self or step.yours:
            self._scripted_wait = 0.0
            return
        self._scripted_wait += dt
        delay = self.app.settings.ai_delay()
        delay = max(delay, MIN_COMPUTER_DELAY) if delay > 0 else 0.0
        if self._scripted_wait < delay or (delay > 0 and self.dice.moving()):
            return
        self._scripted_wait = 0.0
        TableScene.play(self, self.expected)

    def _skip_ai_animation(self) -> bool:
        if self.step is not None and not self.match.human_to_move and not self.match.over:
            self._scripted_wait = 10.0
        return super()._skip_ai_animation()

    def _refresh_buttons(self) -> None:
        super()._refresh_buttons()
        if self.step is not None:
            self.btn_hint.visible = False
            self.btn_undo.visible = False

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.step is None and not self._done_seen and self.match.human_to_move and self.stack.top is self:
            self._done_seen = True      # the "well done" panel stays until your next move
            self._done_moves = len(self.match.record.actions)

    # The lesson's arrow pulses a few times a second over a still table: the table is drawn once
    # into a copy and the arrow over it POINTER_FPS times a second (not a full 60 fps redraw).
    POINTER_FPS = 10

    def animating(self) -> bool:
        return super().animating()          # the arrow's frames come from next_frame_in

    def _pointer_due(self) -> float:
        return getattr(self, "_pointer_at", -1.0) + 1.0 / self.POINTER_FPS - self.t

    def next_frame_in(self) -> float | None:
        return max(0.0, self._pointer_due()) if self.step is not None else None

    def handle_event(self, event) -> None:
        self._board = None                  # input may change anything: draw the table afresh
        super().handle_event(event)

    # ------------------------------------------------------------------ pointing
    def lesson_target(self):
        """(target rect, source rect or None): where the arrow points now; None when nothing to point at."""
        if not self.teaching() or self.view is None:
            return None
        action = self.expected
        v = self.view
        p = self.pending
        if isinstance(action, Pass):
            return (self.btn_pass.rect, None) if self.btn_pass.visible else None
        if isinstance(action, Roll):
            return (self.btn_roll.rect, None) if self.btn_roll.visible else None
        if isinstance(action, EndTurn):
            return (self.btn_end.rect, None) if self.btn_end.visible else None
        if isinstance(action, UseCharge):
            die = self.dice.pos.get(action.die)
            chips = dict(self._charge_chips())
            if die is None:
                return None
            rect = pygame.Rect(0, 0, die[2], die[2])
            rect.center = (die[0], die[1])
            return rect, chips.get(action.charge)
        kind = KIND_OF[type(action)]
        option = action.option if isinstance(action, Claim) else 0
        target = action.action if isinstance(action, Dock) else action.card
        same = p is not None and p.same_target(kind, target, option)
        if same and p.complete:
            if kind == DOCK:
                rect = v.gather_rects.get(action.discard)
                return (rect, None) if rect is not None else None
            return (self.btn_confirm.rect, None) if self.btn_confirm.visible else None
        filled = set(p.dice) if same else set()
        placed = set(p.dice.values()) if p is not None else set()
        s = self.match.state
        for box, want in enumerate(action.dice):
            if box in filled:
                continue
            rect = v.box_rects.get((kind, target, option, box))
            source = None
            for die in self._free_dice():
                if die not in placed and ts.die_key(s, die) == ts.die_key(s, want) and die in self.dice.pos:
                    x, y, size = self.dice.pos[die]
                    source = pygame.Rect(0, 0, size, size)
                    source.center = (x, y)
                    break
            return (rect, source) if rect is not None else None
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        self._draw_table(surface)
        if self.step is None and not self._showing_done():
            return
        self._pointer_at = self.t
        self._draw_pointer(surface)
        self._draw_lesson(surface)

    def _draw_table(self, surface) -> None:
        """The table, from the copy kept while nothing on it changes (only the arrow moves)."""
        # the window's scale and text floor too: a resize lays the table out again (TableScene._ensure_view)
        key = (self.match.version, self.stack.top is self, surface.get_size(), i18n.generation(), self.mouse,
               gfx.view_scale, gfx.min_text_px)
        still = self.step is not None and not TableScene.animating(self) and self.drag is None
        board = getattr(self, "_board", None)
        if still and board is not None and self._board_key == key:
            surface.blit(board, (0, 0))
            return
        super().draw(surface)
        self._board = surface.copy() if still else None
        self._board_key = key

    def _showing_done(self) -> bool:
        if self.step is not None:
            return False
        moves = getattr(self, "_done_moves", None)
        return moves is not None and len(self.match.record.actions) == moves

    def _draw_pointer(self, surface) -> None:
        found = self.lesson_target()
        if found is None:
            return
        rect, source = found
        pulse = self._pulse()
        if self.drag is not None:       # the die or bonus is in hand: light where it goes
            gfx.glow(surface, rect.inflate(6, 6), theme.HIGHLIGHT, radius=10, width=4, pulse=pulse)
            return
        gfx.glow(surface, rect.inflate(6, 6), theme.HIGHLIGHT, radius=10, width=4, pulse=pulse)
        if source is not None:
            gfx.glow(surface, source.inflate(6, 6), theme.HIGHLIGHT, radius=10, width=3, pulse=pulse)
            # from the edge of what to drag to the edge of where it goes: both stay readable
            start = _towards(source.center, rect.center, max(source.w, source.h) / 2 + 4)
            end = _towards(rect.center, source.center, max(rect.w, rect.h) / 2 + 10)
            draw_arrow(surface, start, end, theme.HIGHLIGHT, width=6, alpha=0.55 + 0.35 * pulse)
            return
        # a button or a card: a short arrow bobbing towards it, from above (or below, near the top)
        bob = 10 * math.sin(self.t * 5)
        if rect.top > 220:
            end = (rect.centerx, rect.top - 6 - bob)
            start = (rect.centerx, end[1] - 90)
        else:
            end = (rect.centerx, rect.bottom + 6 + bob)
            start = (rect.centerx, end[1] + 90)
        draw_arrow(surface, start, end, theme.HIGHLIGHT, width=8)

    def _pulse(self) -> float:
        return 0.5 + 0.5 * abs(((self.t * 1.6) % 2) - 1)

    def _draw_lesson(self, surface) -> None:
        view = self.view
        if view is None:
            return
        rect = view.log.copy()
        self.panel_rect = rect
        gfx.panel(surface, rect, (44, 32, 22), theme.GOLD, radius=14, shadow=8, width=3)
        x, w = rect.x + 22, rect.w - 44
        y = rect.y + 16
        step = self.step
        if step is not None:
            n, total = self.lesson_number()
            label = i18n.t("tutorial.lesson_n", n=n, total=total) if step.yours else i18n.t("tutorial.heading")
        else:
            label = i18n.t("tutorial.heading")
        gfx.blit_fitted(surface, label.upper(), (x, y), w, theme.FS_SMALL, theme.GOLD, "topleft", bold=True)
        y += 32
        title, body = self.lesson_texts()
        head = gfx.text(title, theme.FS_LABEL, theme.GOLD_BRIGHT, bold=True, wrap=w)
        surface.blit(head, (x, y))
        y += head.get_height() + 10
        footer = i18n.t("tutorial.leave_key")
        foot = gfx.text(footer, theme.FS_SMALL, theme.TEXT_DIM, wrap=w)
        room = rect.bottom - 14 - foot.get_height() - 10 - y
        size = theme.FS_BODY
        text = gfx.text(body, size, theme.TEXT, wrap=w)
        while text.get_height() > room and size > MIN_BODY_SIZE:
            size -= 1
            text = gfx.text(body, size, theme.TEXT, wrap=w)
        self.lesson_clipped = text.get_height() > room      # tests: every lesson's text fits
        surface.blit(text, (x, y), area=pygame.Rect(0, 0, w, max(0, room)))
        pygame.draw.line(surface, theme.GOLD_DARK, (x, rect.bottom - 18 - foot.get_height()),
                         (rect.right - 22, rect.bottom - 18 - foot.get_height()), 1)
        surface.blit(foot, (x, rect.bottom - 12 - foot.get_height()))


def _towards(point, origin, distance: float):
    """`point` moved `distance` back towards `origin` (so an arrow stops at a box's edge)."""
    dx, dy = point[0] - origin[0], point[1] - origin[1]
    length = math.hypot(dx, dy) or 1.0
    return (point[0] - dx / length * distance, point[1] - dy / length * distance)


@registry.scene("tutorial.offer")
class TutorialOfferScene(ModalScene):
    """The first launch asks once: play the tutorial? The answer (either) is remembered."""

    panel_size = (900, 380)

    def __init__(self, app):
        # the game chosen on the title: Forge offers its guided first round
        self.forge = getattr(app.settings, "game", "kingsforge") == "forge"
        self.key = "forge.tutorial.offer" if self.forge else "tutorial.offer"
        self.title = i18n.t(f"{self.key}.title")
        super().__init__(app)
        w, h = 340, 70
        y = self.panel.bottom - 110
        self.widgets.add(Button((self.panel.centerx - w - 20, y, w, h), i18n.t("tutorial.offer.yes"), self.accept,
                                style="primary", name="Start the tutorial"))
        self.widgets.add(Button((self.panel.centerx + 20, y, w, h), i18n.t("tutorial.offer.no"), self.decline,
                                name="Not now"))
        self.widgets.set_focus(self.widgets.button("Start the tutorial"))

    def update(self, dt: float) -> None:
        super().update(dt)
        from kingsforge.ui import layoutdump

        if layoutdump.dump_path() and not getattr(self, "_dumped", False):
            # the real-window test waits for the offer before it answers with Enter
            import json
            import os

            self._dumped = True
            path = layoutdump.dump_path()
            with open(path + ".tmp", "w", encoding="utf-8") as fh:
                json.dump({"scene": "tutorial-offer", "buttons": {w.name: self.app.viewport.to_window(w.rect.center)
                                                                  for w in self.widgets.widgets}}, fh)
            os.replace(path + ".tmp", path)

    def accept(self) -> None:
        ts.remember_offer("yes")
        if self.forge:
            from kingsforge.forge.ui import coach

            self.stack.reset(coach.guided_table(self.app))
            return
        self.stack.reset(TutorialScene(self.app))

    def decline(self) -> None:
        ts.remember_offer("no")
        self.close()

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.widgets.focused is None:
            self.accept()
            return
        super().handle_event(event)

    def draw_body(self, surface) -> None:
        gfx.blit_text(surface, i18n.t(f"{self.key}.body"), (self.panel.x + 60, self.panel.y + 110),
                      theme.FS_BODY, theme.TEXT, wrap=self.panel.w - 120)




# --- screenshots and tests: the tutorial at a given lesson -----------------------------------------
def staged(app, lesson: str = "gather") -> TutorialScene:
    """A tutorial scene at the start of `lesson` (a lesson name, or "done"), not saved anywhere."""
    script = ts.load_script()
    match = ts.TutorialMatch.new(ts.tutorial_config(script))
    match.autosave_enabled = False
    content = match.content
    for i, step in enumerate(script.steps):
        if step.yours and step.lesson == lesson:
            break
        match.play(script.action(content, i))
    scene = TutorialScene(app, match, script)
    scene.last_human = match.current
    scene.round_seen = match.state.round
    scene.tucked_seen = [list(t) for t in match.state.tucked]
    if lesson == "done":
        scene._done_seen, scene._done_moves = True, len(match.record.actions)
    return app.stack.reset(scene)


def _window_point(scene, rect):
    return scene.app.viewport.to_window(rect.center) if rect is not None else None


def layout_extra(scene) -> dict:
    """What the real-window test needs besides the table's dump: the lesson, where its arrow
    points (window pixels), and the visible buttons by name."""
    step = scene.step
    found = scene.lesson_target()
    return {
        "tutorial": {"lesson": step.lesson if step is not None and step.yours else None,
                     "position": scene.script.position(scene.match), "done": step is None,
                     "target": _window_point(scene, found[0]) if found else None,
                     "source": _window_point(scene, found[1]) if found else None,
                     "discard": bool(scene.choosing_discard)},
        "buttons": {w.name: scene.app.viewport.to_window(w.rect.center) for w in scene.widgets.widgets
                    if w.visible and getattr(w, "enabled", True) and getattr(w, "name", "")},
        "has_rolled": bool(scene.match.state.has_rolled),
    }


TutorialScene.layout_extra = layout_extra
