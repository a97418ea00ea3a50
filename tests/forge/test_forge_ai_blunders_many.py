"""Blunders a review of 3-4 player games found in Normal and Hard, each rebuilt from the game it
happened in (tests/forge/positions/*.json: the first moves of the game, replayed; each bot asked
as the game asked it, test_forge_ai_blunders.ask), so the old bots made the very moves these
tests forbid. Greedy, the baseline, is left as it was (its plain worth, no plan).

1. An achievement row passed up: with three hammers down and Contracts not among them only one
   more column can be scored (the fifth hammer must be Contracts), yet the way made towards
   every open column counted, so placing a hammer "lost" more progress than it brought
   (evaluate.progress, careful): Normal built the Upgraded Anvil, not the Tongs for the empty
   5-point Tools row (seed 10), Hard went to the Mountains, not the Upgraded Hammers (seed 3).
2. The good not bought first: in the last round only the best few moves one step ahead were
   followed through the round, so a trade or a gathering visit that makes a build or a forge
   possible was never followed (lookahead.enablers): Hard lost 59-60 where a Brick, then the
   Upgraded Forge, wins (seed 2); Normal forged one contract, not bought the goods for the
   Upgraded Forge (seed 4) or two contracts at once (seed 7).
3. The safe spot first: Normal's plan skips the rivals' turns, so two plans worth the same went
   to the first listed, a spot no rival could take, and a rival took the contested one
   (lookahead.takers breaks the tie).
"""

from __future__ import annotations

import pytest
from test_forge_ai_blunders import ask, finish_round, rebuild

from kingsforge.forge.ai import lookahead
from kingsforge.forge.ai.evaluate import HAMMER_RACE, careful_worth, progress, steps, worth
from kingsforge.forge.engine import rules, scoring
from kingsforge.forge.engine.actions import Place
from kingsforge.forge.engine.describe import describe
from kingsforge.forge.engine.state import OVER

SEED10 = "greedy_hard_normal_seed10.json"       # Normal (seat 3) to move at 117, round 7
SEED3 = "hard_hard_normal_seed3.json"           # Hard (seat 1) to move at 121, round 7
SEED2 = "normal_greedy_hard_normal_seed2.json"  # the last round: Hard at 180, Normal at 183
SEED4 = "normal_normal_greedy_seed4.json"       # the last round: Normal (seat 2) at 132
SEED7 = "normal_hard_greedy_seed7.json"         # the last round: Normal (seat 1) at 138


def find(s, text: str):
    """The distinct legal move described with `text`."""
    return next(m for m in lookahead.distinct_moves(s, rules.legal_actions(s)) if text in describe(s, m))


def play_out(s, data):
    while s.phase != OVER:
        rules.apply_in_place(s, ask(s, data))


# ---- 1. the achievement columns a hammer can still reach ----------------------------------------

def parts(s, p) -> list:
    rows = s.content.achievement_points
    out = []
    for column, step in enumerate(steps(s, p)):
        if not p.closed >> column & 1:
            row = len(s.board[column])
            out.append((column, (rows[row] if row < len(rows) else 0) * step + HAMMER_RACE * step))
    return out


def test_careful_progress_counts_one_column_besides_contracts_with_three_hammers_down():
    s, _data = rebuild(SEED10, 117)
    p = s.p[s.current()]
    assert len(p.hammers) == 3 and 0 not in p.hammers
    each = parts(s, p)
    contracts = sum(v for column, v in each if column == 0)
    others = [v for column, v in each if column]
    assert len(others) >= 2
    assert progress(s, p, careful=True) == pytest.approx(contracts + max(others))
    # Greedy's plain worth still counts every open column (its moves stay as they were)
    assert progress(s, p) == pytest.approx(contracts + sum(others))


def test_careful_progress_caps_the_other_columns_only_at_the_last_free_hammer():
    s, _data = rebuild(SEED10, 117)
    p = s.p[s.current()]
    column = p.hammers.pop()              # two down: two more may go outside Contracts
    p.closed &= ~(1 << column)
    assert progress(s, p, careful=True) == pytest.approx(progress(s, p))
    p.hammers += [column, 0]              # four down, Contracts among them: one more, anywhere
    p.closed |= 1 << column | 1
    others = [v for c, v in parts(s, p) if c]
    assert len(others) >= 2 and progress(s, p, careful=True) == pytest.approx(max(others))


def test_normal_values_the_five_point_tools_row_above_the_anvil():
    """seed 10 move 117: the Tongs complete Normal's four Tools, the 5-point row still free; one
    step ahead they were worth 4 points less than the Upgraded Anvil (progress lost), now more.
    (Normal's plan, its rivals' turns skipped, still builds the Anvil first here and the Tongs
    later in the round: only a plan in which the rivals move sees Hard, three Tools built, race
    it to the row: docs/ai.md, Forge: the 3-4 player review.)"""
    s, _data = rebuild(SEED10, 117)
    seat = s.current()
    tongs = find(s, "Assistant 1 to Engineering to build Upgraded Tongs")
    anvil = find(s, "Assistant 1 to Architecture to build Upgraded Anvil")
    scored = {m: v for v, _i, m in lookahead.one_step(s, rules.legal_actions(s), 7, 2, judge=careful_worth)}
    assert scored[tongs] > scored[anvil]
    after = lookahead.after(s, tongs, seat)
    assert 2 in after.p[seat].hammers and after.board[2].index(seat) == 0      # the 5-point row
    # Greedy's plain worth is unchanged: it still prefers the Anvil by the progress it counts
    assert worth(lookahead.after(s, anvil, seat), seat) > worth(after, seat)


def test_hard_takes_the_upgraded_hammers_row():
    """seed 3 move 121: Hard (hammers in three columns, not Contracts) sent an Assistant to the
    Mountains and passed up the Upgraded Hammers, its fourth Tool and a hammer on that row."""
    s, data = rebuild(SEED3, 121)
    seat = s.current()
    assert data["bots"][seat] == "hard" and len(s.p[seat].hammers) == 3 and 0 not in s.p[seat].hammers
    move = ask(s, data)
    assert (move.location, move.option, move.detail) == ("engineering", "build", ("hammers",))
    rules.apply_in_place(s, move)
    assert len(s.p[seat].hammers) == 4


# ---- 2. the missing good bought first (the last round) ------------------------------------------

def test_hard_buys_the_brick_then_builds_the_upgraded_forge_and_wins():
    """seed 2 move 180: Hard built the Vise and lost 59-60; a Brick first, the Upgraded Forge
    with the next Assistant, and the Blacksmith forging two contracts there wins the game."""
    s, data = rebuild(SEED2, 180)
    seat = s.current()
    assert data["bots"][seat] == "hard" and s.ending
    move = ask(s, data)
    assert move.location == "trading_post" and "buy:brick" in move.detail
    rules.apply_in_place(s, move)
    play_out(s, data)
    assert s.p[seat].has_token(7)                                       # the Upgraded Forge
    assert scoring.winners(s) == [seat]


def test_the_brick_is_followed_through_the_round():
    """The trades that buy the second Brick make the Upgraded Forge possible: they are followed
    (lookahead.enablers), though not among the best five moves one step ahead."""
    s, data = rebuild(SEED2, 180)
    seat = s.current()
    assert ("build", ("forge",)) not in lookahead.makes(s, seat)
    drawn = lookahead.redraws(s, 1, 2)
    scored = lookahead.one_step(s, rules.legal_actions(s), 1, 2, {}, drawn, careful_worth)
    top = [m for _v, _i, m in scored[:5]]
    extra = lookahead.enablers(drawn[1][0], scored, seat, 5, 4, {}, lookahead.ends_carefully(careful_worth))
    assert extra and not set(extra) & set(top)
    for move in extra:
        assert lookahead.makes(lookahead.after(s, move, seat), seat) - lookahead.makes(s, seat)
    assert any(m.location == "trading_post" and "buy:brick" in m.detail for m in extra)


@pytest.mark.parametrize("name, upto, want", [
    (SEED4, 132, "trading_post"),       # a Brick and a Gem, then the Upgraded Forge (+5 points in the end)
    (SEED7, 138, "mountains"),          # Metal, then two contracts at once with the Blacksmith (+3)
])
def test_normal_gets_the_missing_goods_before_the_forge(name, upto, want):
    s, data = rebuild(name, upto)
    seat = s.current()
    assert data["bots"][seat] == "normal" and s.ending
    legal = rules.legal_actions(s)
    forge_now = [m for m in legal if isinstance(m, Place) and m.location == "forge"]
    assert forge_now                                  # it could forge one contract at once
    move = ask(s, data)
    assert move.location == want
    before = scoring.score(s, seat)
    rules.apply_in_place(s, move)
    play_out(s, data)
    assert scoring.winners(s) == [seat] and scoring.score(s, seat) > before


# ---- 3. the contested spot before the safe one ---------------------------------------------------

def test_normal_takes_the_contested_architecture_spot_before_the_safe_engineering_one():
    """seed 2 move 183 (4 players): the Blacksmith's Engineering spot (the Tongs) and the last
    Assistant spot at Architecture (the Upgraded Anvil) plan the same, Normal's plan skipping
    the rivals; it sent the Blacksmith first and Greedy took the Architecture spot. Now the
    contested spot goes first and both are built this round."""
    s, data = rebuild(SEED2, 183)
    seat = s.current()
    assert data["bots"][seat] == "normal" and s.players == 4
    anvil = find(s, "Assistant 2 to Architecture to build Upgraded Anvil")
    tongs = find(s, "the Blacksmith to Engineering to build Upgraded Tongs")
    assert lookahead.takers(s, seat, anvil) > lookahead.takers(s, seat, tongs)
    move = ask(s, data)
    assert move == anvil
    rules.apply_in_place(s, move)
    finish_round(s, data)
    assert s.p[seat].has_token(5) and s.p[seat].has_token(1)            # the Anvil and the Tongs


def test_takers_count_only_rivals_who_could_shut_the_spot():
    s, _data = rebuild(SEED2, 183)
    seat = s.current()
    market = next(m for m in rules.legal_actions(s) if isinstance(m, Place) and m.location == "market")
    assert lookahead.takers(s, seat, market) == 0                       # the Market has room for all
