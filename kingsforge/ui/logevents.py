"""Move-log lines for what happens between moves: a phase that ends, the cleanup, a new round.

The engine applies these by itself inside a move (the last pass starts the craft
phase; the last end of turn cleans up and deals the next round). The log says so,
so a player sees why the table changed. Each line is an i18n key and its values,
said again in the player's language when it changes.
"""

from __future__ import annotations

from kingsforge.engine.actions import Pass
from kingsforge.engine.state import GATHER, OVER
from kingsforge.i18n import marker_word


def start_lines(state, names) -> list[tuple[str, dict]]:
    """The first line of a game: round one's gather phase and who holds the first-player marker."""
    return [("log.round_begins", {"n": state.round, "name": names[state.anvil],
                                  "marker": marker_word(state.content)})]


def between_moves(before, after, action, names) -> list[tuple[str, dict]]:
    """(key, values) for each thing the move `action` set off, in order."""
    lines = []
    if before.phase == GATHER and after.phase != GATHER:
        lines.append(_gather_end(before, action))
    if before.round != after.round or (before.phase != OVER and after.phase == OVER):
        kept = [names[p] for p in range(after.n) if len(after.tucked[p]) > len(before.tucked[p])]
        lines.append(("log.cleanup", {"n": before.round}) if not kept else
                     ("log.cleanup_kept", {"n": before.round, "names": ", ".join(kept)}))
    if after.phase == OVER and before.phase != OVER:
        lines.append(("log.game_over", {"name": names[after.standings()[0]]}))
    elif before.round != after.round:
        lines.append(("log.round_begins", {"n": after.round, "name": names[after.anvil],
                                           "marker": marker_word(after.content)}))
    return lines


def _gather_end(before, action) -> tuple[str, dict]:
    """Why the gather phase ended: all passed, or it ended by itself."""
    others_passed = all(passed for p, passed in enumerate(before.passed) if p != before.turn)
    if isinstance(action, Pass) and others_passed:
        return ("log.gather_all_passed", {})
    if before.n == 2 and not before.gather_deck:
        return ("log.gather_deck_empty", {})
    return ("log.gather_no_cards", {})

