"""Forge's front door: what is legal now, why a move is not, and applying one.

    legal_actions(state) -> list of moves for state.current()
    check(state, move)   -> None if legal, else the reason in plain words
    apply(state, move)   -> the next state (the given one is untouched)
    apply_in_place(state, move)  for search and simulation (the move must be legal)

A round: the turn-order track (from the Anvil holder clockwise, each hammer takes the
resource under it), then placement turns in track order, one worker a turn, until every
worker is out; then the round ends (new Assistants join, held training cards are placed,
workers come home, the Anvil passes clockwise). The game ends after the round in which
someone places a fifth achievement hammer.
"""

from __future__ import annotations

from kingsforge.forge.engine import decisions, economy, places
from kingsforge.forge.engine.actions import Choose, Hammer, Place, Skip, well_formed
from kingsforge.forge.engine.state import OVER, PLACE, TRACK, State


class IllegalAction(ValueError):
    """Raised by apply() with a reason a player can read."""


def current_player(s: State) -> int | None:
    return s.current()


def legal_actions(s: State) -> list:
    if s.phase == OVER:
        return []
    if s.pending:
        return [Choose(i) for i in range(len(s.pending[0].options))]
    if s.phase == TRACK:
        return [Hammer(i) for i in range(4) if s.track[i] < 0]
    moves = places.placements(s, s.turn)
    return moves or [Skip()]


def check(s: State, move) -> str | None:
    if s.phase == OVER:
        return "the game is over"
    if not well_formed(move):
        return "that is not a Forge move"
    if s.pending:
        if not isinstance(move, Choose):
            return "first answer the choice you owe"
        return None if 0 <= move.option < len(s.pending[0].options) else "there is no such option"
    if isinstance(move, Choose):
        return "there is nothing to choose now"
    if s.phase == TRACK:
        if not isinstance(move, Hammer):
            return "first put your hammer on the turn-order track"
        if not 0 <= move.space < 4:
            return "the track has spaces 1 to 4"
        return None if s.track[move.space] < 0 else "that track space is taken"
    if isinstance(move, Hammer):
        return "the turn-order track is set for this round"
    if isinstance(move, Skip):
        return None if not places.placements(s, s.turn) else "a worker of yours still has a place to go"
    return places.problem(s, s.turn, move)


def apply(s: State, move, validate: bool = True) -> State:
    if validate:
        reason = check(s, move)
        if reason is not None:
            raise IllegalAction(reason)
    nxt = s.clone()
    apply_in_place(nxt, move)
    return nxt


def apply_in_place(s: State, move) -> None:
    s.moves += 1
    if s.pending:
        seat = s.pending[0].seat
        decisions.resolve(s, move.option)
    elif s.phase == TRACK:
        seat = s.current()
        s.track[move.space] = seat
        economy.gain(s, s.p[seat], s.content.track[move.space], 1)
        s.pickers += 1
        if s.pickers == s.players:
            s.order = [seat for seat in s.track if seat >= 0]
            s.phase = PLACE
            s.turn = s.order[0]
        return
    else:
        seat = s.turn
        if isinstance(move, Skip):
            p = s.p[seat]
            p.used = (1 << 5) - 1                  # every worker goes home unused (ruling F-G22)
        else:
            places.do(s, seat, move)
    settle(s, seat)


def settle(s: State, seat: int) -> None:
    """After a move: forced achievements, single-option decisions, then the next turn."""
    while True:
        economy.place_hammers(s, seat)
        if not s.pending:
            break
        if len(s.pending[0].options) != 1:
            return
        seat = s.pending[0].seat
        decisions.resolve(s, 0)
    if s.phase == PLACE:
        _next_turn(s)


def _next_turn(s: State) -> None:
    order = s.order
    at = order.index(s.turn)
    for k in range(1, len(order) + 1):
        seat = order[(at + k) % len(order)]
        if s.p[seat].free_workers():
            s.turn = seat
            return
    _end_round(s)


def _end_round(s: State) -> None:
    for seat, p in enumerate(s.p):
        p.assistants += p.hiring
        p.hiring = 0
        for card in p.held:                        # Blacksmith-trained cards go beside untrained Assistants
            slot = next(a for a in range(p.assistants) if p.training[a] < 0)
            p.training[slot] = card
        p.held = []
        p.used = 0
        p.visited = 0
        economy.place_hammers(s, seat)
    s.taken = {}
    s.track = [-1, -1, -1, -1]
    s.pickers = 0
    s.order = []
    s.anvil = (s.anvil + 1) % s.players            # ruling F-G7: the Anvil passes clockwise
    if last_round(s):
        s.phase = OVER
        return
    s.round += 1
    s.phase = TRACK


__all__ = ["IllegalAction", "legal_actions", "check", "apply", "apply_in_place", "current_player",
           "Hammer", "Place", "Choose", "Skip"]


def last_round(s) -> bool:
    """This round is the game's last: a fifth hammer is down (it finishes), or the round cap."""
    return bool(s.ending) or s.round >= s.content.round_cap
