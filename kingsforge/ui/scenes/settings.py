"""Settings overlay: animation and AI pace, colour-blind marks, sound."""

from __future__ import annotations

from kingsforge.ui import gfx, theme
from kingsforge.ui.scenes.modal import ModalScene
from kingsforge.ui.settings import PACES
from kingsforge.ui.widgets import Button, Stepper, Toggle

_PACE_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}


class SettingsScene(ModalScene):
    panel_size = (820, 640)
    title = "Settings"

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        x = self.panel.x + 60
        w = self.panel.w - 120
        y = self.panel.y + 130
        labels = [_PACE_LABELS[p] for p in PACES]
        self.anim = self.widgets.add(Stepper((x + w - 320, y, 320, 60), labels, PACES.index(s.animation),
                                             self._set_anim, tooltip="How fast dice and cards move"))
        self.ai = self.widgets.add(Stepper((x + w - 320, y + 90, 320, 60), labels, PACES.index(s.ai_pace),
                                           self._set_ai, tooltip="How long each computer move stays on screen"))
        self.cb = self.widgets.add(Toggle((x, y + 180, w, 60), "Die-type symbols (colour-blind aid)",
                                          s.colour_blind, self._set_cb,
                                          tooltip="Shows a shape on every die so its type never depends on colour"))
        self.snd = self.widgets.add(Toggle((x, y + 260, w, 60), "Sound effects", s.sound, self._set_sound))
        self.widgets.add(Button((self.panel.centerx - 150, self.panel.bottom - 100, 300, 64), "Done",
                                self.close, style="primary"))
        self._labels = [("Animation speed", y + 30), ("Computer player pace", y + 120)]

    def _set_anim(self, i: int) -> None:
        self.app.settings.animation = PACES[i]

    def _set_ai(self, i: int) -> None:
        self.app.settings.ai_pace = PACES[i]

    def _set_cb(self, value: bool) -> None:
        self.app.settings.colour_blind = value

    def _set_sound(self, value: bool) -> None:
        self.app.settings.sound = value
        gfx.sound_enabled = value

    def draw_body(self, surface) -> None:
        for text, y in self._labels:
            gfx.blit_text(surface, text, (self.panel.x + 60, y), theme.FS_BODY, theme.TEXT, "midleft")
        gfx.blit_text(surface, "Settings last until you close the game.",
                      (self.panel.centerx, self.panel.bottom - 130), theme.FS_SMALL, theme.TEXT_FAINT,
                      "midbottom")
