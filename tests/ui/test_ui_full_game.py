"""A whole game from the title screen to the game-over screen.

The human seat acts only through the mouse on the drawn layout: it drags dice
onto lit boxes, clicks Claim / Roll / Auto-assign / Craft / End turn / Pass, and
dismisses overlays with clicks. The other seats are computer players.
"""

import random

import pygame

from conftest import quick_bots
from kingsforge.ui.scenes.gameover import GameOverScene
from kingsforge.ui.scenes.setup import SetupScene
from kingsforge.ui.scenes.table import TableScene


def drag(driver, start, end, steps=3):
    driver.post(pygame.MOUSEMOTION, pos=driver.win(start), rel=(0, 0), buttons=(0, 0, 0))
    driver.post(pygame.MOUSEBUTTONDOWN, pos=driver.win(start), button=1)
    driver.frame()
    for k in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * k / steps, start[1] + (end[1] - start[1]) * k / steps)
        driver.post(pygame.MOUSEMOTION, pos=driver.win(p), rel=(0, 0), buttons=(1, 0, 0))
    driver.frame()
    driver.post(pygame.MOUSEBUTTONUP, pos=driver.win(end), button=1)
    driver.frame()


def click_first_choice(driver):
    top = driver.app.stack.top
    buttons = [w for w in getattr(top, "widgets").widgets if getattr(w, "on_click", None) and w.visible]
    driver.click(buttons[0].rect.center)


class MousePlayer:
    """Plays one seat by looking at the table's drawn rects, like a person would."""

    def __init__(self, driver, scene, rng):
        self.d = driver
        self.scene = scene
        self.rng = rng
        self.moves = 0
        self.tried = set()

    @property
    def match(self):
        return self.scene.match

    def free_dice(self):
        s = self.match.state
        placed = set(self.scene.pending.dice.values()) if self.scene.pending else set()
        pool = s.rolled[s.turn] if self.match.in_craft else s.supply[s.turn]
        return [d for d in pool if d not in placed and d in self.scene.dice.pos]

    def gather_turn(self):
        scene = self.scene
        # try to build a claim by dragging dice onto lit boxes
        for _ in range(8):
            if scene.pending is not None and scene.pending.complete:
                break
            dice = self.free_dice()
            if not dice:
                break
            die = dice[0]
            x, y, _ = scene.dice.pos[die]
            self.d.move((x, y))
            self.d.post(pygame.MOUSEBUTTONDOWN, pos=self.d.win((x, y)), button=1)
            self.d.frame()
            if scene.drag is None:
                break
            lit = [t for t in scene.view.targets if t.key in scene.drag.valid and t.kind == "claim"]
            if scene.pending is not None:
                lit = [t for t in lit if scene.pending.same_target(t.kind, t.target, t.option)] or lit
            end = lit[0].rect.center if lit else (300, 1000)
            self.d.post(pygame.MOUSEMOTION, pos=self.d.win(end), rel=(0, 0), buttons=(1, 0, 0))
            self.d.frame()
            self.d.post(pygame.MOUSEBUTTONUP, pos=self.d.win(end), button=1)
            self.d.frame()
            if not lit:
                break
        if scene.pending is not None and scene.pending.complete and scene.btn_confirm.visible:
            self.d.click(scene.btn_confirm.rect.center)
            self.moves += 1
            return
        if scene.pending is not None:
            self.d.click(scene.btn_cancel.rect.center)
        # a free card half, when one is on offer
        if scene.view.pills and self.rng.random() < 0.5:
            (card, option), pill = next(iter(scene.view.pills.items()))
            self.d.click(pill.center)
            if scene.pending is not None and scene.btn_confirm.visible:
                self.d.click(scene.btn_confirm.rect.center)
                self.moves += 1
                return
        self.d.click(scene.btn_pass.rect.center)
        if self.d.app.stack.top is not scene:
            click_first_choice(self.d)
        self.moves += 1

    def craft_turn(self):
        scene = self.scene
        if not self.match.state.has_rolled:
            self.d.click(scene.btn_roll.rect.center)
            self.d.frame(2)
            return
        # pick up an unused bonus chip; drop it on a die that lights up
        s = self.match.state
        for index, rect in scene._charge_chips():
            key = (s.round, index)
            if s.charges[s.turn][index][3] != -1 or key in self.tried:
                continue
            self.tried.add(key)
            self.d.move(rect.center)
            self.d.post(pygame.MOUSEBUTTONDOWN, pos=self.d.win(rect.center), button=1)
            self.d.frame()
            lit = sorted(scene.drag.valid) if scene.drag else []
            end = scene.dice.pos[lit[0]][:2] if lit else (300, 1000)
            self.d.post(pygame.MOUSEMOTION, pos=self.d.win(end), rel=(0, 0), buttons=(1, 0, 0))
            self.d.frame()
            self.d.post(pygame.MOUSEBUTTONUP, pos=self.d.win(end), button=1)
            self.d.frame()
            return
        if scene.btn_auto.visible and scene.btn_auto.enabled:
            self.d.click(scene.btn_auto.rect.center)
            if scene.btn_confirm.visible:
                self.d.click(scene.btn_confirm.rect.center)
                self.moves += 1
                return
        self.d.click(scene.btn_end.rect.center)
        self.moves += 1


def test_full_game_by_mouse_from_title(app, driver):
    app.settings.ai_pace = "instant"
    app.settings.animation = "instant"
    driver.press("New game")
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    driver.click(setup.seed_field.rect.center)
    driver.type_text("4242")
    driver.press("Start game")
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    scene.match.autosave_enabled = False
    quick_bots(scene.match)
    player = MousePlayer(driver, scene, random.Random(1))
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if top is not scene:
            click_first_choice(driver)  # round summary: "Next round"
            continue
        m = scene.match
        if m.human_to_move:
            if m.in_gather:
                player.gather_turn()
            else:
                player.craft_turn()
        else:
            driver.frame()
    assert isinstance(app.stack.top, GameOverScene)
    assert scene.match.over
    assert player.moves > 5
    # the final screen offers another game and the way home
    assert driver.button("Play again") is not None
    driver.press("Title screen")
