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


def seats_data(seats) -> list[dict]:
    """The seats as a save keeps them (both games)."""
    return [{"name": s.name, "colour": list(s.colour), "human": s.human, "level": s.level} for s in seats]


class Seated:
    """What a game at the table (either game's match, a replay) says of its seats, from its
    `config` (GameConfig) and `record` (the engine's record: its card data)."""

    @property
    def content(self):
        return self.record.content

    @property
    def seats(self) -> list[Seat]:
        return self.config.seats

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.config.seats]

    def is_human(self, p: int | None) -> bool:
        return p is not None and self.config.seats[p].human
