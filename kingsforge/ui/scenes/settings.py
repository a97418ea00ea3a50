"""Settings overlay: language, animation and AI pace, window, colour-blind marks, sound, craft odds.

The settings are saved (kingsforge.persist.settings, the user's config folder)
when this panel closes.
"""

from __future__ import annotations

from kingsforge import i18n
from kingsforge.i18n import t
from kingsforge.persist.settings import PACES
from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes import registry
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.widgets import Button, Stepper, Toggle, WidgetGroup

WINDOW_SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]
VOLUMES = [i / 10 for i in range(11)]


@registry.scene("settings")
class SettingsScene(ModalScene):
    panel_size = (1500, 740)

    def __init__(self, app):
        super().__init__(app)
        self._build()

    def _build(self) -> None:
        """(Re)make the widgets; a language change rebuilds them in the new language."""
        s = self.app.settings
        self.title = t("settings.title")
        self.widgets = WidgetGroup()
        x = self.panel.x + 60
        w = (self.panel.w - 180) // 2          # two columns
        x2 = x + w + 60
        y = self.panel.y + 120
        sw = 320
        codes = list(i18n.LANGUAGES)
        current = i18n.language() if i18n.language() in codes else codes[0]
        self.lang = self.widgets.add(Stepper((x + w - sw, y, sw, 60), [i18n.LANGUAGE_NAMES[c] for c in codes],
                                             codes.index(current), self._set_language,
                                             tooltip=t("settings.language_tip")))
        labels = [t(f"pace.{p}") for p in PACES]
        self.anim = self.widgets.add(Stepper((x + w - sw, y + 90, sw, 60), labels, PACES.index(s.animation),
                                             self._set_anim, tooltip=t("settings.animation_tip")))
        self.ai = self.widgets.add(Stepper((x + w - sw, y + 180, sw, 60), labels, PACES.index(s.ai_pace),
                                           self._set_ai, tooltip=t("settings.ai_pace_tip")))
        self.cb = self.widgets.add(Toggle((x, y + 270, w, 60), t("settings.colour_blind"),
                                          s.colour_blind, self._set_cb, tooltip=t("settings.colour_blind_tip")))
        self.sizes = list(WINDOW_SIZES)
        current_size = tuple(getattr(self.app, "windowed_size", s.window_size))
        if current_size not in self.sizes:
            self.sizes.append(current_size)
            self.sizes.sort()
        self.win_size = self.widgets.add(Stepper((x + w - sw, y + 270, sw, 60), [f"{a} × {b}" for a, b in self.sizes],
                                             self.sizes.index(current_size), self._set_size,
                                             tooltip=t("settings.window_tip")))
        self.full = self.widgets.add(Toggle((x, y + 350, w, 60), t("settings.fullscreen"), self._full_screen(),
                                            self._set_fullscreen, tooltip=t("settings.fullscreen_tip")))
        # the second column: what the table shows and sounds like
        self.cb.rect.update(x2, y, w, 60)
        order = self.widgets.widgets            # keyboard focus goes down the left column, then the right
        order.remove(self.cb)
        order.insert(order.index(self.full) + 1, self.cb)
        self.odds = self.widgets.add(Toggle((x2, y + 90, w, 60), t("settings.odds_hints"), s.craft_odds_hints,
                                            self._set_odds, tooltip=t("settings.odds_hints_tip")))
        # no sound device: the switch says so and stays off (the saved choice is kept for next time)
        self.audio = gfx.audio_available()
        if self.audio:
            self.snd = self.widgets.add(Toggle((x2, y + 180, w, 60), t("settings.sound"), s.sound, self._set_sound))
        else:
            self.snd = self.widgets.add(Toggle((x2, y + 180, w, 60), t("settings.sound_unavailable"), False,
                                               self._set_sound, tooltip=t("settings.sound_unavailable_tip"),
                                               enabled=False))
        volume = min(range(len(VOLUMES)), key=lambda i: abs(VOLUMES[i] - s.volume))
        self.vol = self.widgets.add(Stepper((x2 + w - sw, y + 270, sw, 60),
                                            [t("odds.percent", value=round(v * 100)) for v in VOLUMES], volume,
                                            self._set_volume, tooltip=t("settings.volume_tip"),
                                            enabled=s.sound and self.audio))
        self.widgets.add(Button((self.panel.centerx - 150, self.panel.bottom - 100, 300, 64), t("settings.done"),
                                self.close, style="primary", name="Done"))
        self._labels = [(t("settings.language"), x, y + 30), (t("settings.animation"), x, y + 120),
                        (t("settings.ai_pace"), x, y + 210), (t("settings.window"), x, y + 300),
                        (t("settings.volume"), x2, y + 300)]
        self.label_width = w - sw - 20      # room for a label left of its stepper

    def _set_language(self, i: int) -> None:
        code = i18n.LANGUAGES[i]
        set_language = getattr(self.app, "set_language", None)
        if set_language is not None:
            set_language(code)
        else:
            i18n.set_language(code)
        focus = self.widgets.focus_index
        self._build()
        self.widgets.set_focus(self.lang)
        self.widgets.show_focus = focus >= 0

    def _set_anim(self, i: int) -> None:
        self.app.settings.animation = PACES[i]

    def _set_ai(self, i: int) -> None:
        self.app.settings.ai_pace = PACES[i]

    def _set_cb(self, value: bool) -> None:
        self.app.settings.colour_blind = value

    def _set_sound(self, value: bool) -> None:
        self.app.settings.sound = value
        gfx.sound_enabled = value
        self.vol.enabled = value

    def _set_volume(self, i: int) -> None:
        self.app.settings.volume = VOLUMES[i]
        gfx.volume = VOLUMES[i]
        gfx.play("click")

    def _set_odds(self, value: bool) -> None:
        self.app.settings.craft_odds_hints = value

    def _set_size(self, i: int) -> None:
        resize = getattr(self.app, "set_window_size", None)
        if resize is not None:
            resize(self.sizes[i])

    def _full_screen(self) -> bool:
        """The window as it is now (a --fullscreen or --size run's may differ from the saved choice)."""
        return bool(getattr(self.app, "fullscreen", self.app.settings.fullscreen))

    def _set_fullscreen(self, value: bool) -> None:
        if bool(value) != self._full_screen():
            self.app.toggle_fullscreen()
        self.full.value = self._full_screen()   # a screen may refuse full screen

    def exit(self) -> None:
        """Leaving Settings saves them (atomically; a refusal is logged and the game goes on)."""
        save = getattr(self.app, "save_settings", None)
        if save is not None:
            save()
    def draw_body(self, surface) -> None:
        for text, x, y in self._labels:
            gfx.blit_fitted(surface, text, (x, y), self.label_width, theme.FS_BODY, theme.TEXT, "midleft")
        gfx.blit_text(surface, t("settings.saved_note"),
                      (self.panel.centerx, self.panel.bottom - 130), theme.FS_SMALL, theme.TEXT_FAINT,
                      "midbottom")
