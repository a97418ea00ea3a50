"""Player preferences kept in memory for this run (saving them comes later)."""

from __future__ import annotations

from dataclasses import dataclass

# Seconds one animated step takes at each pace; "instant" skips animation.
PACES = ("slow", "normal", "fast", "instant")
PACE_SECONDS = {"slow": 1.6, "normal": 0.9, "fast": 0.4, "instant": 0.0}
ANIM_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


@dataclass
class Settings:
    animation: str = "normal"      # dice and card movement
    ai_pace: str = "normal"        # delay between computer moves
    colour_blind: bool = True      # die-type shapes on every die
    sound: bool = True
    fullscreen: bool = False

    def anim(self, seconds: float) -> float:
        """A base animation duration scaled by the chosen pace."""
        return seconds * ANIM_FACTOR.get(self.animation, 1.0)

    def ai_delay(self) -> float:
        return PACE_SECONDS.get(self.ai_pace, 0.9)
