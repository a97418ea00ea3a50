"""Thousands of random clicks, drags and key presses across every scene: nothing may raise."""

import random

import pygame

from conftest import quick_bots

KEYS = [pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_F1, pygame.K_TAB, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_a, pygame.K_z, pygame.K_1,
        pygame.K_PAGEDOWN]


def random_events(driver, rng, count):
    app = driver.app
    for i in range(count):
        if not app.running:  # "Quit" was clicked: open the game again
            app.running = True
            app.start()
        roll = rng.random()
        pos = (rng.randrange(1920), rng.randrange(1080))
        if roll < 0.45:
            button = 1 if rng.random() < 0.85 else 3
            w = driver.win(pos)
            driver.post(pygame.MOUSEMOTION, pos=w, rel=(0, 0), buttons=(0, 0, 0))
            driver.post(pygame.MOUSEBUTTONDOWN, pos=w, button=button)
            driver.post(pygame.MOUSEBUTTONUP, pos=w, button=button)
        elif roll < 0.65:
            end = (rng.randrange(1920), rng.randrange(1080))
            driver.post(pygame.MOUSEBUTTONDOWN, pos=driver.win(pos), button=1)
            driver.post(pygame.MOUSEMOTION, pos=driver.win(end), rel=(5, 5), buttons=(1, 0, 0))
            driver.frame()
            driver.post(pygame.MOUSEBUTTONUP, pos=driver.win(end), button=1)
        elif roll < 0.9:
            key = rng.choice(KEYS)
            mod = pygame.KMOD_CTRL if key == pygame.K_z and rng.random() < 0.5 else 0
            driver.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        elif roll < 0.95:
            driver.post(pygame.TEXTINPUT, text=rng.choice("ab7 Z"))
        else:
            driver.post(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False, precise_x=0.0,
                        precise_y=0.0)
        driver.frame()


def test_random_input_from_title(app, driver):
    app.settings.ai_pace = "instant"
    app.settings.animation = "fast"
    random_events(driver, random.Random(20261121), 1600)


def test_random_input_on_the_table(app, driver):
    from kingsforge.ui.match import Match
    from kingsforge.ui.scenes.table import TableScene
    from kingsforge.ui.screenshot import demo_config

    app.settings.ai_pace = "instant"
    rng = random.Random(99)
    for seed in (1, 2):
        match = quick_bots(Match.new(demo_config(3, seed, humans=2)))
        match.autosave_enabled = False
        app.stack.reset(TableScene(app, match))
        random_events(driver, rng, 800)
