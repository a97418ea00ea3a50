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


def seats_from_data(extra: dict, record) -> list[Seat]:
    """The seats saved with a game (either game's record: its players and names); raises
    ValueError if they are missing or make no sense. A headless save (bots, no seats) opens
    with every seat played by the computer."""
    from kingsforge import persist
    from kingsforge.persist.settings import MAX_NAME
    from kingsforge.ui import theme

    raw = extra.get("seats") if isinstance(extra, dict) else None
    if raw is None and isinstance(extra, dict) and isinstance(extra.get("bots"), list):
        raw = [{"name": name, "colour": list(theme.SEAT_COLOURS[i % len(theme.SEAT_COLOURS)][1]), "human": False,
                "level": str(bot)} for i, (name, bot) in enumerate(zip(record.names, extra["bots"]))]
    if not isinstance(raw, list) or len(raw) != record.players:
        raise ValueError("the seats are missing")
    seats = []
    for s in raw:
        if not isinstance(s, dict):
            raise ValueError("a seat is not a table")
        name, colour, human, level = s.get("name"), s.get("colour"), s.get("human"), s.get("level", "normal")
        if not isinstance(name, str) or not isinstance(human, bool) or not isinstance(level, str):
            raise ValueError("a seat has a wrong name, kind or level")
        colour = persist.saves.seat_colour(colour)
        if colour is None:
            raise ValueError("a seat has a wrong colour")
        # a name longer than the setup screen allows (a hand-edited save) is cut, not refused:
        # the game goes on, and no frame fits thousands of letters
        seats.append(Seat(name[:MAX_NAME], colour, human, level))
    return seats


def saved_seats(saved, path) -> list[Seat]:
    """The seats of a save read from `path` (persist.read_save's answer), or persist.SaveError
    with a message for the player: a file whose seats cannot be read is kept as <name>.bad, like
    any save that cannot be continued."""
    from pathlib import Path

    from kingsforge import i18n, persist

    try:
        return seats_from_data(saved.extra, saved.record)
    except ValueError as exc:
        moved = persist.quarantine(path)
        raise persist.SaveError(i18n.t("save.bad_seats", file=moved.name if moved else Path(path).name),
                                bad_path=moved, detail=str(exc)) from None


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
