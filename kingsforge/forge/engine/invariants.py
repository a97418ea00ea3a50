"""What must hold after every move of a Forge game (random-play tests run this each move)."""

from __future__ import annotations

from collections import Counter

from kingsforge.forge.engine.economy import storage
from kingsforge.forge.engine.state import OVER, PLACE, TRACK


def problems(s) -> list[str]:
    c = s.content
    out = []
    # every card is in exactly one place
    contracts = Counter(i for deck in s.contracts for i in deck)
    dev = Counter(i for deck in s.development for i in deck)
    training = Counter(s.training)
    guilds = Counter(s.guilds)
    for p in s.p:
        contracts.update(p.hand + p.forged)
        dev.update(p.dev)
        training.update([t for t in p.training if t >= 0] + p.held)
        guilds.update(p.guilds)
    for q in s.pending:
        {"opening": contracts, "contracts": contracts, "develop": dev, "train": training,
         "guild": guilds}.get(q.kind, Counter()).update(q.cards)
    for name, seen, total in (("contract", contracts, len(c.contracts)), ("development", dev, len(c.development)),
                              ("training", training, len(c.training)), ("guild", guilds, len(c.guilds))):
        if set(seen) != set(range(total)) or any(n != 1 for n in seen.values()):
            out.append(f"{name} cards are not each in exactly one place")
    columns = [Counter(col) for col in s.board]
    for col, counter in enumerate(columns):
        if any(n > 1 for n in counter.values()):
            out.append(f"a player has two hammers in achievement column {col}")
        if len(s.board[col]) > 4:
            out.append(f"achievement column {col} holds more than four hammers")
    for seat, p in enumerate(s.p):
        who = f"P{seat + 1}"
        if any(v < 0 for v in p.res) or p.vp < 0:
            out.append(f"{who} has a negative stock")
        wood_cap, metal_cap = storage(s, p)
        if p.res[1] > wood_cap or p.res[2] > metal_cap:
            out.append(f"{who} holds more Wood or Metal than the stores allow")
        if not c.skill_start <= p.skill <= c.skill_top:
            out.append(f"{who} has skill {p.skill}")
        if not c.start_assistants <= p.assistants + p.hiring <= c.max_assistants:
            out.append(f"{who} has {p.assistants}+{p.hiring} Assistants")
        if any(p.training[a] >= 0 for a in range(p.assistants, 4)):
            out.append(f"{who} has a training card beside an Assistant not yet hired")
        if len(p.dev) > c.development_limit or len({c.development[d].name for d in p.dev}) != len(p.dev):
            out.append(f"{who} breaks the development limits")
        if len({c.guilds[g].guild for g in p.guilds}) != len(p.guilds):
            out.append(f"{who} holds two cards of one guild")
        if len(p.hammers) > c.end_hammers or len(set(p.hammers)) != len(p.hammers):
            out.append(f"{who} has placed too many hammers")
        if len(p.hammers) == c.end_hammers and 0 not in p.hammers:
            out.append(f"{who} has five hammers without Contracts")
        if sorted(p.hammers) != sorted(col for col in range(len(s.board)) if seat in s.board[col]):
            out.append(f"{who}'s hammers do not match the board")
        if len(p.held) > sum(1 for a in range(p.assistants) if p.training[a] < 0) + p.hiring:
            out.append(f"{who} holds more training cards than untrained Assistants")
    if s.phase == TRACK and s.track.count(-1) != 4 - s.pickers:
        out.append("the turn-order track does not match the hammers placed")
    if s.phase == PLACE and sorted(s.order) != list(range(s.players)):
        out.append("the turn order does not hold every player once")
    if s.phase != OVER and s.round > c.round_cap:
        out.append("the game ran past the round cap")
    return out


def assert_ok(s) -> None:
    found = problems(s)
    if found:
        raise AssertionError("; ".join(found))
