"""The title screen: the game's name, a menu and a few dice on the table."""

from __future__ import annotations

import pygame

from kingsforge import __version__, i18n, persist
from kingsforge.i18n import t
from kingsforge.ui import gfx, theme
from kingsforge.ui.scene import Scene
from kingsforge.ui.scenes import registry
from kingsforge.ui.widgets import Button, Stepper, WidgetGroup

GAMES = ("kingsforge", "forge")
GAME_NAMES = {"kingsforge": "King's Forge", "forge": "Forge"}

# (die type, value, x, y, size, angle) of the dice resting on the title table
_DECOR_DICE = [
    ("metal", 6, 1290, 520, 150, -12),
    ("gem", 5, 1480, 430, 130, 14),
    ("wood", 4, 1440, 640, 120, -4),
    ("magic", 3, 1640, 560, 110, 22),
    ("metal", 2, 1170, 700, 96, 8),
    ("gem", 6, 1600, 760, 100, -18),
    ("library", 1, 1330, 820, 84, 30),
    ("cemetery", 5, 1760, 420, 78, -26),
]


@registry.scene("title")
class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.t = 0.0
        self.widgets = WidgetGroup()
        self._build_menu()

    def _build_menu(self) -> None:
        self.widgets = WidgetGroup()
        self._language = i18n.generation()
        x, y, w, h, gap = 170, 450, 460, 78, 20
        # (name: the button's id, same in every language; text key; action; style; tooltip key)
        entries = [("New game", "title.new_game", self.new_game, "primary", "title.new_game_tip")]
        can_continue = self._save_to_continue() is not None
        if can_continue:        # a game to pick up: Continue is the default (first, lit, Tab's first stop, Enter)
            entries[0] = entries[0][:3] + ("secondary",) + entries[0][4:]
            entries.insert(0, ("Continue", "title.continue", self.continue_game, "primary", "title.continue_tip"))
        if self._game() == "kingsforge":      # King's Forge's own pages
            entries += [
                ("Tutorial", "title.tutorial", self.tutorial, "secondary", "title.tutorial_tip"),
                ("Replay", "title.replay", self.replay, "secondary", "title.replay_tip"),
                ("Statistics", "title.statistics", self.statistics, "secondary", "title.statistics_tip"),
            ]
        else:                                  # Forge: a guided first round, the replay of its last game
            entries.append(("Tutorial", "title.tutorial", self.forge_tutorial, "secondary", "forge.title.tutorial_tip"))
            entries.append(("Replay", "title.replay", self.forge_replay, "secondary", "forge.title.replay_tip"))
            entries.append(("Statistics", "title.statistics", self.forge_statistics, "secondary",
                            "forge.title.statistics_tip"))
        entries += [
            ("Rules", "title.rules", self.rules, "secondary", "title.rules_tip"),
            ("Settings", "title.settings", self.settings, "secondary", "title.settings_tip"),
            ("Credits", "title.credits", self.credits, "secondary", "title.credits_tip"),
            ("Quit", "title.quit", self.app.quit, "secondary", ""),
        ]
        if len(entries) > 5:        # more entries: shorter buttons, the menu still ends above the footer
            gap = 14
            h = min(h, (1030 - y - gap * len(entries)) // (len(entries) + 1))
        # which game New game starts (both games share this window; the choice is remembered);
        # added after the menu so Tab and Enter still reach Continue / New game first
        self.game_choice = Stepper((x, y, w, h), [GAME_NAMES[g] for g in GAMES], GAMES.index(self._game()),
                                   self._choose_game, tooltip=t("title.game_tip"))
        y += h + gap
        for i, (name, label, action, style, tip) in enumerate(entries):
            self.widgets.add(Button((x, y + i * (h + gap), w, h), t(label), action, style=style,
                                    size=theme.FS_HEAD - 6, tooltip=t(tip, game=GAME_NAMES[self._game()]) if tip else "",
                                    name=name))
        self.widgets.add(self.game_choice)
        self.default = self.widgets.button("Continue" if can_continue else "New game")
        self.notice_ok = None
        notices = getattr(self.app, "notices", None)
        if notices:
            self.notice_ok = self.widgets.add(Button((*self._notice_ok_at(), 150, 48), t("common.ok"),
                                                     self.dismiss_notice, size=theme.FS_BODY, name="Dismiss"))

    def _notice_ok_at(self) -> tuple[int, int]:
        """The notice's OK button's top left: under its words, however many lines the text floor makes."""
        rect = self._notice_rect(self.app.notices[0])
        return rect.right - 176, rect.bottom - 66

    def resume(self) -> None:
        self._build_menu()  # a save may have appeared or gone while away

    # the two games -------------------------------------------------------
    def _game(self) -> str:
        game = getattr(self.app.settings, "game", "kingsforge")
        return game if game in GAMES else "kingsforge"

    def _choose_game(self, index: int) -> None:
        self.app.settings.game = GAMES[index]
        self.app.save_settings()
        self._build_menu()          # each game has its own pages in the menu
        self.widgets.set_focus(self.game_choice)

    def _save_to_continue(self):
        """(game, path) of the game in progress to resume: the chosen game's, else the other's."""
        found = []
        for game in GAMES:
            path = persist.autosave_path(game)
            try:                    # another window may delete it between the two looks
                if persist.has_save(path):
                    found.append((game == self._game(), path.stat().st_mtime, game, path))
            except OSError:
                continue
        return max(found)[2:] if found else None

    # actions ------------------------------------------------------------
    def new_game(self) -> None:
        """The setup screen; over a game of this kind in progress, asked first (the new game's
        first move replaces its save)."""
        if persist.has_save(persist.autosave_path(self._game())):
            self.stack.push(registry.make("choice", self.app, t("title.replace.title"), t("title.replace.question"),
                                          [(t("title.replace.new"), t("title.replace.new_hint"), self._setup)],
                                          cancel_label=t("title.replace.keep")))
            return
        self._setup()

    def _setup(self) -> None:
        self.stack.replace(registry.make("forge.setup" if self._game() == "forge" else "setup", self.app))

    def continue_game(self) -> None:
        from kingsforge.ui.match import Match

        # an intact game this copy cannot play (other card data, a newer version) stays where it
        # is, for the copy that can; only a New game, asked first, replaces it
        saved = self._save_to_continue()
        if saved is not None and saved[0] == "forge":
            from kingsforge.forge.ui.match import ForgeMatch

            try:
                match = ForgeMatch.load(saved[1], keep_mismatched=True)
            except persist.SaveError as exc:
                self._refused(exc)
                return
            self.app.settings.game = "forge"
            self.stack.replace(registry.make("forge.table", self.app, match))
            return

        try:
            match = Match.load(keep_mismatched=True)
        except persist.SaveError as exc:
            self._refused(exc)
            return
        self.stack.replace(registry.make("table", self.app, match))

    def _refused(self, exc) -> None:
        """Why the save cannot be continued, on the title (persist says it in our language): a
        damaged file is kept as .bad, so Continue goes away; an intact one stays, and so does
        Continue, so pressing it again says the same once, not a pile of the same notice."""
        import logging

        logging.getLogger("kingsforge.ui").warning("cannot continue the save: %s (%s)", exc.message, exc.detail)
        notice = (t("title.save_unreadable" if exc.mismatch is None else "title.save_not_here"), exc.message)
        if notice in self.app.notices:
            self.app.notices.remove(notice)
        self.app.notices.insert(0, notice)
        self._build_menu()

    def dismiss_notice(self) -> None:
        if self.app.notices:
            self.app.notices.pop(0)
        self._build_menu()

    @staticmethod
    def _notice_rect(notice) -> pygame.Rect:
        body = gfx.text(notice[1], theme.FS_SMALL, theme.TEXT, wrap=NOTICE_W - 130)
        return pygame.Rect(NOTICE_X, NOTICE_Y, NOTICE_W, max(170, body.get_height() + 150))

    def _draw_notice(self, surface) -> None:
        notices = getattr(self.app, "notices", None)
        if not notices:
            return
        heading, body = notices[0]
        rect = self._notice_rect(notices[0])
        gfx.panel(surface, rect, (58, 30, 26), theme.GOLD, radius=16, shadow=10, width=3)
        centre = (rect.x + 50, rect.y + 50)
        pygame.draw.circle(surface, theme.BAD, centre, 24)
        pygame.draw.circle(surface, theme.GOLD_BRIGHT, centre, 24, 3)
        gfx.blit_text(surface, "!", centre, theme.FS_LABEL, theme.TEXT, "center", bold=True)
        gfx.blit_fitted(surface, heading, (rect.x + 92, rect.y + 50), rect.w - 120, theme.FS_LABEL, theme.GOLD_BRIGHT,
                        "midleft", bold=True)
        gfx.blit_text(surface, body, (rect.x + 92, rect.y + 84), theme.FS_SMALL, theme.TEXT, wrap=rect.w - 130)
        if len(notices) > 1:
            gfx.blit_text(surface, t("title.more_notices", n=len(notices) - 1), (rect.x + 92, rect.bottom - 42),
                          theme.FS_SMALL, theme.TEXT_DIM, "midleft")

    def rules(self) -> None:
        self.app.toggle_rules()

    def tutorial(self) -> None:
        """The first-game tutorial, resumed at the step where it was left; once every lesson is done
        it asks: start again from lesson 1, or go on with the practice game."""
        from kingsforge.ui import tutorial_script as ts

        script = ts.load_script()
        saved = ts.TutorialMatch.resume(script) if ts.has_progress() else None
        if saved is None or not script.done(saved):
            self.stack.reset(registry.make("tutorial", self.app))
            return

        def again() -> None:
            ts.forget_progress()
            self.stack.reset(registry.make("tutorial", self.app))

        def go_on() -> None:
            self.stack.reset(registry.make("tutorial", self.app, saved, script))

        t = i18n.t
        self.stack.push(registry.make("choice", self.app, t("tutorial.again.title"), t("tutorial.again.question"),
                                      [(t("tutorial.again.restart"), t("tutorial.again.restart_hint"), again),
                                       (t("tutorial.again.continue"), t("tutorial.again.continue_hint"), go_on)],
                                      cancel_label=t("tutorial.again.cancel")))

    def forge_tutorial(self) -> None:
        """Forge's guided round, resumed where it was left; once its notes are over it asks, as
        King's Forge's tutorial does: start the guided round again, or go on with the practice game."""
        from kingsforge.forge.ui import coach

        saved = coach.saved_guided()
        if saved is None or not coach.notes_over(saved):
            self.stack.replace(coach.guided_table(self.app, saved))
            return

        def again() -> None:
            self.stack.reset(coach.guided_table(self.app, coach.new_guided()))

        def go_on() -> None:
            self.stack.reset(coach.guided_table(self.app, saved))

        t = i18n.t
        self.stack.push(registry.make("choice", self.app, t("forge.coach.again.title"),
                                      t("forge.coach.again.question"),
                                      [(t("forge.coach.again.restart"), t("forge.coach.again.restart_hint"), again),
                                       (t("tutorial.again.continue"), t("forge.coach.again.continue_hint"), go_on)],
                                      cancel_label=t("tutorial.again.cancel")))

    def forge_replay(self) -> None:
        """Choose a Forge game, in progress or finished, to step through."""
        self.stack.push(registry.make("replay.list", self.app, "forge"))

    def replay(self) -> None:
        """Choose a saved or finished game to step through."""
        self.stack.push(registry.make("replay.list", self.app))

    def statistics(self) -> None:
        self.stack.push(registry.make("statistics", self.app))

    def forge_statistics(self) -> None:
        self.stack.push(registry.make("forge.statistics", self.app))

    def settings(self) -> None:
        self.stack.push(registry.make("settings", self.app))

    def credits(self) -> None:
        self.stack.push(registry.make("credits", self.app))

    # frame --------------------------------------------------------------
    def handle_event(self, event) -> None:
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.default.activate()     # Enter with no button focused: the default

    def update(self, dt: float) -> None:
        self.t += dt
        if getattr(self.app, "offer_tutorial", False):     # the first launch offers the tutorial, once
            from kingsforge.ui import tutorial_script

            if tutorial_script.should_offer(self.app):
                self.stack.push(registry.make("tutorial.offer", self.app))
                return
        if self._language != i18n.generation():
            self._build_menu()      # the language changed (Settings): relabel the menu
        if self.notice_ok is not None and self.app.notices:
            self.notice_ok.rect.topleft = self._notice_ok_at()      # the words grow with a window's text floor
        self.widgets.update(dt)

    def draw(self, surface) -> None:
        if self._language != i18n.generation():
            self._build_menu()      # drawn under Settings, whose language just changed
        gfx.background(surface, "title_bg")
        self._draw_dice(surface)
        self._draw_heading(surface)
        self._draw_notice(surface)
        self.widgets.draw(surface)
        gfx.blit_text(surface, t("title.version", version=__version__), (40, theme.LOGICAL_H - 30), theme.FS_SMALL,
                      theme.TEXT_FAINT, "bottomleft")
        gfx.blit_text(surface, t("title.keys"),
                      (theme.LOGICAL_W - 40, theme.LOGICAL_H - 30), theme.FS_SMALL, theme.TEXT_FAINT,
                      "bottomright")
        self.widgets.draw_tooltip(surface)

    def _draw_heading(self, surface) -> None:
        x = 160
        forge = self._game() == "forge"
        gfx.blit_text(surface, GAME_NAMES[self._game()], (x, 170), theme.FS_HUGE, theme.GOLD_BRIGHT, "topleft",
                      bold=True, display=True, shadow=True)
        gfx.blit_text(surface, t("forge.title.tagline" if forge else "title.tagline"),
                      (x + 6, 330), theme.FS_LABEL, theme.TEXT, shadow=True)
        pygame.draw.line(surface, theme.GOLD_DARK, (x + 6, 392), (x + 620, 392), 3)
        pygame.draw.circle(surface, theme.GOLD, (x + 640, 392), 6)

    def _draw_dice(self, surface) -> None:
        # a soft pool of light under the dice
        glow = _light_pool()
        surface.blit(glow, glow.get_rect(center=(1460, 620)))
        # the dice lie still: a title that moves by itself would keep the CPU busy for nothing
        for kind, value, x, y, size, angle in _DECOR_DICE:
            face = gfx.die_face(kind, value, size)
            shadow = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=size // 6)
            shadow = pygame.transform.rotate(shadow, angle)
            surface.blit(shadow, shadow.get_rect(center=(x + 10, y + 14)))
            img = pygame.transform.rotate(face, angle)
            surface.blit(img, img.get_rect(center=(x, y)))
            if self.app.settings.colour_blind:
                gfx.draw_die_shape(surface, kind, (x + size * 0.42, y - size * 0.42), size * 0.11,
                                   theme.PARCHMENT)


NOTICE_X, NOTICE_Y, NOTICE_W = 1000, 56, 860


_pool_cache = None


def _light_pool():
    global _pool_cache
    if _pool_cache is None:
        w, h = 1100, 760
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(30):
            k = 1 - i / 30
            r = pygame.Rect(0, 0, int(w * k), int(h * k))
            r.center = (w // 2, h // 2)
            pygame.draw.ellipse(surf, (255, 200, 120, 4), r)
        _pool_cache = surf
    return _pool_cache
