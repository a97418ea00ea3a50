"""Plain English for the commands' text output (the command line prints English only)."""


def counted(n: int, noun: str) -> str:
    """'1 game', '2 games'."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def seed_range(seed: int, games: int) -> str:
    """'seed 7' for one game, 'seeds 7..106' for a hundred."""
    return f"seed {seed}" if games == 1 else f"seeds {seed}..{seed + games - 1}"
