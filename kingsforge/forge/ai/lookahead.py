"""Shared pieces of the Forge look-ahead bots (Easy, Normal, Hard).

* `distinct_moves`: the legal moves with look-alikes dropped (two Assistants with the same
  training make the same placements; the engine lists both), and a card kept from a draw of
  two never leaves the other on top of its deck for the next player (`gives_away`).
* `value`: the judge's worth less the best rival's (so ending the game is judged by the lead:
  for a careful judge, Normal's and Hard's, the lead that is safe, evaluate.end_lead).
* `ranked`: moves valued one step ahead, the choices they bring settled, best first.
* `finish_round`: the rest of a round played by one seat alone (the others' turns skipped),
  each of its moves the best one step ahead: a plan for the workers still home.
* `greedy_reply` and `play_round`: the rest of a round with the rivals moving too, each as
  Greedy would (Hard's plan: Greedy's is the play it meets most, and Normal's is close).
* `one_step` and `plan`: the searches Easy, Normal and Hard are made of.
* `makes`, `enablers` (the last round: the moves that make a build or a forge possible, followed
  as well) and `takers` (plans worth the same: the spot a rival could take goes first): Normal's
  and Hard's plan only.
* `position_seed`: a number from the bot's seed and the position only, so a position always
  gets the same move whatever happened before (replays, undo, resumed saves).

Every look-ahead runs on a copy redrawn by `hidden.redraw`, so no bot reads a card it could
not see.
"""

from __future__ import annotations

import hashlib
import random

from kingsforge.forge.ai.evaluate import END_LEAD, end_lead, worth
from kingsforge.forge.ai.hidden import redraw
from kingsforge.forge.engine import places, rules
from kingsforge.forge.engine.actions import BLACKSMITH, Choose, Place
from kingsforge.forge.engine.state import OVER, PLACE, TRACK


def move_key(s, seat: int, move):
    """Moves with the same key lead to the same position up to which look-alike Assistant went."""
    if isinstance(move, Place):
        p = s.p[seat]
        who = "smith" if move.worker == BLACKSMITH else places.trait(s, p, move.worker)
        return ("place", who, move.location, move.option, move.detail)
    return move


def gives_away(s, move) -> bool:
    """A keep-one draw answered by putting the other card back on top of its deck, where the
    next player to draw from it (a rival, most often) finds it, while putting it at the bottom
    is also open: the bots never do that (the two always look the same to them, and a card
    handed to a rival is worth less than one buried)."""
    if not (s.pending and isinstance(move, Choose)):
        return False
    q = s.pending[0]
    if q.kind not in ("guild", "develop", "train"):
        return False
    kept, on_top = q.options[move.option]
    return kept >= 0 and on_top == 1 and (kept, 0) in q.options


def distinct_moves(s, legal) -> list:
    """The legal moves less look-alikes and less the top of a keep-one-put-one-back choice
    (gives_away): the card goes to the bottom, always."""
    seat = s.current()
    seen = set()
    out = []
    for move in legal:
        if gives_away(s, move):
            continue
        key = move_key(s, seat, move)
        if key not in seen:
            seen.add(key)
            out.append(move)
    return out


def value(s, seat: int, memo: dict | None = None, judge=worth) -> float:
    """Our `worth` less the best rival's. While nobody is ending the game the rivals' part is
    the same for all our moves of one turn; it matters once a move ends the game (a fifth
    achievement hammer, which the rules place by force): ending it ahead is good, behind bad.
    Our own moves rarely change a rival's worth, so `memo` (one per decision) keeps it, keyed
    by all it depends on: the rival's stock and cards, the round, and how full each
    achievement column is (our hammer arriving first pushes theirs to a lower row)."""
    best = None
    for q in range(s.players):
        if q == seat:
            continue
        if memo is None:
            w = judge(s, q)
        else:
            p = s.p[q]
            key = (q, s.phase, s.ending, s.round, tuple(map(len, s.board)), tuple(p.res), p.vp, p.skill,
                   p.assistants, p.hiring, p.tokens, p.closed, tuple(p.hand), len(p.forged), len(p.dev),
                   len(p.guilds), len(p.held), tuple(p.training))
            w = memo.get(key)
            if w is None:
                w = memo[key] = judge(s, q)
        if best is None or w > best:
            best = w
    v = judge(s, seat) - best
    if getattr(judge, "careful", False) and s.phase != OVER and rules.last_round(s):
        # a careful judge leaves the end of the game out of each seat's worth: it is counted
        # here once, for the mover, on the lead that is safe from what the rivals may still
        # score this round (evaluate.end_lead; Greedy counts the lead as it stands)
        v += 2 * END_LEAD * end_lead(s, seat)
    return v


def ends_carefully(judge):
    """`judge`, marked for `value` to add the end of the game's term (evaluate.end_lead): for a
    judge built on the careful worth, which leaves that term out (Normal's, Hard's, and any
    judge a tool puts in their place on top of theirs)."""
    if getattr(judge, "careful", False):
        return judge

    def marked(s, seat: int) -> float:
        return judge(s, seat)

    marked.careful = True
    return marked


def after(s, move, seat: int | None = None, memo: dict | None = None, judge=worth):
    """The position after `move`; with `seat`, also after the choices `seat` then owes (a
    draw's keep, top or bottom), each the one worth most: a visit that draws cards is valued
    by the best card drawn (on a redrawn copy: a sample of what the deck may give)."""
    nxt = s.clone()
    rules.apply_in_place(nxt, move)
    if seat is not None:
        settle(nxt, seat, memo, judge)
    return nxt


def settle(s, seat: int, memo: dict | None = None, judge=worth) -> None:
    while s.pending and s.pending[0].seat == seat and s.phase != OVER:
        options = distinct_moves(s, rules.legal_actions(s))
        best = max(((value(after(s, m), seat, memo, judge), -i, m) for i, m in enumerate(options)), key=lambda x: x[:2])
        rules.apply_in_place(s, best[2])


def deck_cards(s) -> int:
    return sum(map(len, s.contracts)) + sum(map(len, s.development)) + len(s.training) + len(s.guilds)


def ranked(s, moves, seat: int, memo: dict | None = None, more=(), judge=worth) -> list[tuple[float, int, object]]:
    """(value one move ahead, its choices settled; -index; move), best first; ties keep the
    listed order (shuffle `moves` first for a random tie-break). A move that draws cards is
    valued on `s` and on each of `more` (other redraws of the same position), averaged: one
    draw's best card says too little about a visit."""
    out = []
    cards = deck_cards(s)
    for i, m in enumerate(moves):
        nxt = after(s, m, seat, memo, judge)
        v = value(nxt, seat, memo, judge)
        if more and deck_cards(nxt) != cards:
            v = (v + sum(value(after(x, m, seat, memo, judge), seat, memo, judge) for x in more)) / (1 + len(more))
        out.append((v, -i, m))
    out.sort(key=lambda x: (x[0], x[1]), reverse=True)
    return out


def best_move(s, seat: int, memo: dict | None = None, judge=worth):
    """The move worth most one step ahead, its choices settled, among the distinct moves."""
    moves = distinct_moves(s, rules.legal_actions(s))
    if len(moves) == 1:
        return moves[0]
    return ranked(s, moves, seat, memo, judge=judge)[0][2]


def finish_round(s, seat: int, steps: int = 5, memo: dict | None = None, judge=worth) -> None:
    """Play `seat`'s remaining workers this round, alone, in place. Decisions it owes are
    answered by `worth`; another seat's turn is skipped (its workers stay home)."""
    for _ in range(steps):
        if s.phase != PLACE:
            return
        if s.pending:
            if s.pending[0].seat != seat:
                return
        else:
            if not s.p[seat].free_workers():
                return
            s.turn = seat
        rules.apply_in_place(s, best_move(s, seat, memo, judge))


def greedy_reply(s, q: int):
    """The move Greedy would make for seat `q`: the distinct move whose position is worth most
    to `q` by `worth`, one step ahead (first listed wins a tie; Greedy breaks ties at random)."""
    moves = distinct_moves(s, rules.legal_actions(s))
    if len(moves) == 1:
        return moves[0]
    best, best_value = None, None
    for move in moves:
        nxt = s.clone()
        rules.apply_in_place(nxt, move)
        v = worth(nxt, q)
        if best_value is None or v > best_value + 1e-9:
            best, best_value = move, v
    return best


def play_round(s, seat: int, steps: int = 5, memo: dict | None = None, judge=worth) -> None:
    """Play on, in place, to the end of the round or until `seat` has made `steps` more
    placements: `seat`'s moves each the best one step ahead, the rivals' as Greedy would make
    them (so a spot a rival takes first is gone, and the end of the round is scored for all)."""
    start = s.round
    mine = 0
    for _ in range(60):
        if s.phase != PLACE or s.round != start:
            return
        who = s.current()
        if who != seat:
            rules.apply_in_place(s, greedy_reply(s, who))
            continue
        if not s.pending:
            if mine >= steps:
                return
            mine += 1
        rules.apply_in_place(s, best_move(s, seat, memo, judge))


def rivals_pick(s, seat: int) -> None:
    """At a new round's track, the rivals before `seat` put their hammers down as Greedy would."""
    while s.phase == TRACK and s.current() != seat:
        rules.apply_in_place(s, greedy_reply(s, s.current()))


def position_seed(seed: int, s) -> int:
    """The bot's seed and the position, digested (Python's own hash changes per process)."""
    key = (seed, s.round, s.phase, s.turn, s.pickers, s.moves, tuple(s.track),
           tuple((q.kind, q.seat, q.cards if q.seat == s.current() else len(q.cards)) for q in s.pending),
           tuple((tuple(p.res), p.used, p.tokens, len(p.hand), len(p.forged), p.skill) for p in s.p))
    return int.from_bytes(hashlib.blake2b(repr(key).encode(), digest_size=8).digest(), "big")


def redraws(state, seed: int, samples: int):
    """(rng, copies): `samples` copies of the position with the hidden cards redrawn, from a
    seed digested from the bot's seed and the position (the same copies every time)."""
    rng = random.Random(position_seed(seed, state))
    seat = state.current()
    return rng, [redraw(state, seat, random.Random(rng.getrandbits(64))) for _ in range(samples)]


def one_step(state, legal, seed: int, samples: int, memo: dict | None = None, drawn=None, judge=worth):
    """Every distinct move valued one step ahead (drawing moves averaged over the redraws),
    best first, ties broken at random (the same way every time). `drawn`: redraws() made."""
    rng, copies = drawn or redraws(state, seed, samples)
    moves = distinct_moves(state, legal)
    rng.shuffle(moves)
    return ranked(copies[0], moves, state.current(), {} if memo is None else memo, copies[1:], judge)


def makes(s, seat: int) -> set:
    """What `seat`'s workers at home could build or forge now: ("build", token) and ("forge",
    contracts) for each legal placement of the kind (whoever's turn it is)."""
    p = s.p[seat]
    out = set()
    seen = set()
    for w in p.free_workers():
        kind = "smith" if w == BLACKSMITH else places.trait(s, p, w)
        if kind not in seen:
            seen.add(kind)
            for m in places.candidates(s, seat, w):
                if m.option == "build" and ("build", m.detail) not in out and places.problem(s, seat, m) is None:
                    out.add(("build", m.detail))
        if w == BLACKSMITH or kind == "journeyman":
            for m in places.forge_candidates(s, seat, w):
                key = ("forge", tuple(sorted(d for d in m.detail if isinstance(d, str))))
                if key not in out and places.problem(s, seat, m) is None:
                    out.add(key)
    return out


def enablers(s, scored, seat: int, skip: int, most: int, memo: dict | None = None, judge=worth) -> list:
    """Up to `most` placements after the first `skip` of `scored` (best first) that make a build
    or a forge possible for a worker still home that was not possible before (a Trading Post
    trade or a gathering visit for the missing good), best one step ahead first."""
    if most <= 0:
        return []
    before = makes(s, seat)
    out = []
    for _v, _i, move in scored[skip:]:
        if not isinstance(move, Place) or move.location == "forge" or move.option == "build":
            continue
        nxt = after(s, move, seat, memo, judge)
        if nxt.phase == PLACE and makes(nxt, seat) - before:
            out.append(move)
            if len(out) >= most:
                break
    return out


def takers(s, seat: int, move) -> int:
    """How many rivals, a worker of theirs still home, could take the spot `move` goes to
    first (their placement there would shut `move` out this round). Tried on a redrawn copy
    (plan passes one): a rival's visit that draws cards draws guesses."""
    if not isinstance(move, Place) or move.location in places.MULTI_VISIT or move.location == "forge":
        return 0
    n = 0
    for q in range(s.players):
        if q == seat:
            continue
        p = s.p[q]
        done = set()
        found = False
        for w in p.free_workers():
            kind = "smith" if w == BLACKSMITH else places.trait(s, p, w)
            if kind in done:
                continue
            done.add(kind)
            for m in places.candidates(s, q, w):
                if m.location != move.location or places.problem(s, q, m) is not None:
                    continue
                nxt = s.clone()
                nxt.pending = []
                nxt.turn = q
                rules.apply_in_place(nxt, m)
                if places.problem(nxt, seat, move) is not None:
                    found = True
                    break
            if found:
                break
        n += found
    return n


def plan(state, legal, seed: int, candidates: int, samples: int, steps: int, clear_margin: float,
         judge=worth, rivals: bool = False, enabling: int = 0, contested: bool = False):
    """The best `candidates` moves one step ahead, each followed through the rest of the
    round by our own workers (`steps` moves at most, each the best one step ahead) on every
    redraw (the same redraws for every candidate: common random numbers); the best average
    value wins. The hammer on the track and the choices owed are one step ahead only; so is
    a move that leads the next by `clear_margin` or more. Work: candidates x samples x steps.
    `rivals` (Hard): the rivals move too, as Greedy would (`play_round`), to the round's end.
    `enabling` (Normal, Hard): in the last round, up to that many more candidates, the moves
    that make a build or a forge possible (`enablers`: the good bought first), and no
    clear-margin shortcut. `contested` (Normal, Hard): of plans worth the same, the move to a
    spot more rivals could take first (`takers`) wins, the safe spot is left for later."""
    seat = state.current()
    drawn = redraws(state, seed, samples)
    copies = drawn[1]
    memo = {}
    scored = one_step(state, legal, seed, samples, memo, drawn, judge)
    wide = enabling > 0 and rules.last_round(state)
    if (state.phase != PLACE or state.pending or len(scored) == 1
            or (not wide and scored[0][0] - scored[1][0] >= clear_margin)):
        return scored[0][2]
    followed = [move for _v, _i, move in scored[:candidates]]
    if wide:
        followed += enablers(copies[0], scored, seat, candidates, enabling, memo, judge)
    totals = []
    for move in followed:
        total = 0.0
        for s in copies:
            nxt = after(s, move, seat, memo, judge)
            if not rivals:
                finish_round(nxt, seat, steps, memo, judge)
            else:
                rivals_pick(nxt, seat)
                play_round(nxt, seat, steps, memo, judge)
            total += value(nxt, seat, memo, judge)
        totals.append(total)
    best, best_value = None, None
    for move, total in zip(followed, totals):
        if best_value is None or total > best_value + 1e-9:
            best, best_value = move, total
    if contested:
        tied = [move for move, total in zip(followed, totals) if abs(total - best_value) <= 1e-9]
        if len(tied) > 1:
            return max(tied, key=lambda m: (takers(copies[0], seat, m), m is best, -tied.index(m)))
    return best
