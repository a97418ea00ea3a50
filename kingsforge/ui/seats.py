"""Who sits at the table: the choices made on the setup screen."""

from __future__ import annotations

from dataclasses import dataclass, field

LEVELS = ("easy", "normal", "hard")


@dataclass
class Seat:
    name: str
    colour: tuple[int, int, int]
    human: bool = True
    level: str = "normal"   # only used for computer seats

    @property
    def label(self) -> str:
        from kingsforge.i18n import t

        return t("gameover.human") if self.human else t("gameover.computer", level=t(f"level.{self.level}").lower())


@dataclass
class GameConfig:
    seats: list[Seat] = field(default_factory=list)
    seed: int | None = None
    # the modules besides the base game (ids); None: whatever card data the run was started
    # with (kingsforge play --data/--modules, screenshots)
    modules: tuple[str, ...] | None = None

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def humans(self) -> int:
        return sum(1 for s in self.seats if s.human)
