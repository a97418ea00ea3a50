"""Blunders a review found in the Forge bots, each rebuilt from the game it happened in.

The positions (tests/forge/positions/*.json) are the first moves of headless games, replayed
through the engine; each bot is asked as the game asked it (match.SeatBot: the same seed for
the same game, seat and move number), so the old bots made the very moves these tests forbid.

1. Ending the game on a lead that is not safe: Normal, 46-41 up in round 8, sent its
   Blacksmith to the Guild (a third guild card, its fifth achievement hammer: the game ends
   after the round) instead of forging Parade Armour, though Greedy still had three workers
   to place, its Blacksmith among them (evaluate.end_lead).
2. Hoarding contracts: Normal with six contracts in hand sent its Blacksmith to draw more,
   Hard sent its Blacksmith to the Guild, instead of forging (evaluate.forge_room).
3. A card kept from a draw of two, the other put back on top of its deck for the next player
   to draw (lookahead.gives_away).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from forge_scenario import content

from kingsforge.forge.ai import lookahead
from kingsforge.forge.ai.evaluate import (
    END_LEAD,
    SPARE_SHARE,
    careful_worth,
    end_lead,
    forge_room,
    round_points,
    worth,
)
from kingsforge.forge.ai.hidden import redraw
from kingsforge.forge.engine import rules, scoring
from kingsforge.forge.engine.actions import BLACKSMITH, Choose, Place
from kingsforge.forge.engine.record import move_from_data
from kingsforge.forge.engine.setup import new_game
from kingsforge.forge.engine.state import CONTRACT_PLACES, OVER, PLACE
from kingsforge.forge.match import SeatBot

POSITIONS = Path(__file__).resolve().parent / "positions"


def rebuild(name: str, upto: int | None = None):
    """(state before move `upto`, or after every stored move; the game's data)."""
    data = json.loads((POSITIONS / name).read_text(encoding="utf-8"))
    s = new_game(content(), data["players"], data["seed"])
    moves = [move_from_data(m) for m in data["moves"]]
    for move in moves[:len(moves) if upto is None else upto]:
        assert rules.check(s, move) is None
        rules.apply_in_place(s, move)
    return s, data


def ask(s, data):
    """The move the bot in the seat to move makes here, as it made it in the game."""
    seat = s.current()
    return SeatBot(data["bots"][seat], data["seed"], seat).choose(s, rules.legal_actions(s), s.moves)


def finish_round(s, data):
    """Every seat's bot plays on to the end of the round (or of the game)."""
    start = s.round
    while s.phase != OVER and s.round == start:
        rules.apply_in_place(s, ask(s, data))


# ---- 1. the end of the game on a lead that is not safe ------------------------------------------

def test_normal_does_not_end_the_game_on_a_lead_greedy_can_still_overturn():
    s, data = rebuild("normal_greedy_seed3.json")
    seat = s.current()
    assert (s.round, data["bots"][seat]) == (8, "normal")
    assert [scoring.score(s, q) for q in range(2)] == [46, 41]
    legal = rules.legal_actions(s)
    guild = next(m for m in legal if isinstance(m, Place) and m.location == "guild")
    assert guild.worker == BLACKSMITH
    move = ask(s, data)
    assert move != guild
    # the Blacksmith stays for the Forge (now, or after a contested spot)
    assert move.worker != BLACKSMITH or move.location == "forge"


def test_the_guild_visit_that_ends_the_game_is_worth_less_than_forging_there():
    """Normal's own one-step values: the Guild (game over after the round, 51-41 with Greedy's
    Blacksmith and two Assistants still to place) below forging Parade Armour (+7 VP)."""
    s, data = rebuild("normal_greedy_seed3.json")
    seat = s.current()
    legal = rules.legal_actions(s)
    scored = lookahead.one_step(s, legal, 7, 2, judge=careful_worth)
    value = {m: v for v, _i, m in scored}
    guild = max(v for m, v in value.items() if m.location == "guild")
    forge = max(v for m, v in value.items() if m.location == "forge" and "parade_armour" in m.detail)
    assert forge > guild
    # the reason: once a guild card is kept the game ends, and the lead (51-41 or so) is not
    # safe against Greedy's Blacksmith and two Assistants (on redraws: Normal cannot see Greedy's hand)
    guild_visit = next(m for m in legal if m.location == "guild")
    shares = []
    for k in range(5):
        nxt = redraw(s, seat, random.Random(k))
        rules.apply_in_place(nxt, guild_visit)
        lookahead.settle(nxt, seat, judge=careful_worth)
        if nxt.ending:
            assert round_points(nxt, 1 - seat) > 0
            shares.append(end_lead(nxt, seat))
    assert shares and max(shares) < 0.5


def test_end_lead_counts_a_lead_only_as_far_as_it_is_safe():
    s, _data = rebuild("normal_greedy_seed3.json")
    seat = s.current()
    rival = 1 - seat
    s.ending = True
    reach = round_points(s, rival)
    assert reach > 0                                   # Greedy has workers (its Blacksmith) at home
    lead = scoring.score(s, seat) - scoring.score(s, rival)
    assert 0 < lead < reach
    assert end_lead(s, seat) == pytest.approx((lead - reach) / reach)
    s.p[seat].vp += reach                              # safe by `lead`: it counts in part
    assert end_lead(s, seat) == pytest.approx(lead / reach) and 0 < lead / reach < 1
    s.p[seat].vp += reach                              # safe by more than the rival can score: a win
    assert end_lead(s, seat) == 1.0
    s.p[seat].vp -= 2 * reach
    s.p[rival].used = (1 << 5) - 1                     # the rival's workers all out: the lead as it stands
    assert round_points(s, rival) == 0.0
    assert end_lead(s, seat) == 1.0 and end_lead(s, rival) == -1.0
    # the careful worth leaves the end to lookahead.value, which counts it once, for the mover
    assert lookahead.value(s, seat, judge=careful_worth) == pytest.approx(
        careful_worth(s, seat) - careful_worth(s, rival) + 2 * END_LEAD)


# ---- 2. hoarding contracts ---------------------------------------------------------------------------

@pytest.mark.parametrize("name, level", [("hard_normal_greedy_seed4.json", "normal"),
                                         ("hard_normal_greedy_seed1.json", "hard")])
def test_a_full_hand_goes_to_the_forge_not_to_draw_more(name, level):
    """seed 4 move 121: Normal, six contracts in hand, sent its Blacksmith to the Barracks; seed 1
    move 106: Hard, six in hand, sent it to the Guild. Both could forge, and now do, this round."""
    s, data = rebuild(name)
    seat = s.current()
    assert data["bots"][seat] == level and len(s.p[seat].hand) == 6 and s.phase == PLACE
    move = ask(s, data)
    assert not (move.worker == BLACKSMITH and move.location in CONTRACT_PLACES + ("guild",))
    forged = len(s.p[seat].forged)
    rules.apply_in_place(s, move)
    finish_round(s, data)
    assert len(s.p[seat].forged) > forged


def test_contracts_past_what_the_forge_can_take_are_worth_little():
    """Six contracts in hand in round 7, room for five at most: the weakest adds next to nothing
    to Normal's worth (and Hard's), while Greedy's plain worth still counts it in full."""
    s, _data = rebuild("hard_normal_greedy_seed4.json")
    seat = s.current()
    p = s.p[seat]
    c = s.content
    assert forge_room(s, p) <= len(p.hand) - 1
    top = max(0.55 * c.contracts[i].vp + 0.03 * c.contracts[i].gold for i in p.hand)

    def least(judge):
        full = judge(s, seat)
        out = []
        for i in list(p.hand):
            p.hand.remove(i)
            out.append(full - judge(s, seat))
            p.hand.append(i)
        return min(out)

    assert least(careful_worth) <= SPARE_SHARE * top + 1e-9
    assert least(worth) > 2 * SPARE_SHARE * top


def test_forge_room_counts_this_rounds_visit_and_the_rounds_left():
    s, _data = rebuild("hard_normal_greedy_seed4.json")
    seat = s.current()
    p = s.p[seat]
    with_smith = forge_room(s, p)
    p.used |= 1 << BLACKSMITH
    without = forge_room(s, p)
    assert with_smith > without                        # the Blacksmith elsewhere: this round's visit is lost
    s.ending = True
    p.used &= ~(1 << BLACKSMITH)
    assert forge_room(s, p) == (2 if p.has_token(7) else 1)


# ---- 3. the other card to the bottom -----------------------------------------------------------------

@pytest.mark.parametrize("upto", [8, 14, 27, 54, 70, 80])
def test_a_kept_cards_partner_goes_to_the_bottom(upto):
    """In this game Normal (moves 8, 14, 54, 70, 80) and Hard (27) each kept one card of two and
    put the other back on top, for the next player to draw; now it goes to the bottom."""
    s, data = rebuild("hard_normal_greedy_seed1.json", upto)
    q = s.pending[0]
    assert q.kind in ("guild", "develop", "train") and len(q.cards) == 2
    assert data["bots"][q.seat] in ("normal", "hard")
    move = ask(s, data)
    assert isinstance(move, Choose)
    kept, on_top = q.options[move.option]
    assert kept >= 0 and on_top == 0


def test_gives_away_only_drops_the_top_when_the_bottom_is_open():
    s, _data = rebuild("hard_normal_greedy_seed1.json", 8)
    legal = rules.legal_actions(s)
    kept = lookahead.distinct_moves(s, legal)
    assert len(kept) == len(legal) // 2
    assert all(s.pending[0].options[m.option][1] == 0 for m in kept)


def test_a_judge_put_in_place_of_hards_still_has_the_end_counted():
    """tools/forge_forced_strategies.py gives Hard a judge of its own on top of hard_worth: the
    end of the game (left out of the careful worth) is still counted, once, by lookahead.value."""
    from kingsforge.forge.ai.hard_value import hard_worth

    assert lookahead.ends_carefully(careful_worth) is careful_worth
    s, _data = rebuild("normal_greedy_seed3.json")
    s.ending = True
    s.p[1].used = (1 << 5) - 1

    def own(state, seat):
        return hard_worth(state, seat) + 1.0

    marked = lookahead.ends_carefully(own)
    assert lookahead.value(s, 0, judge=marked) == pytest.approx(
        hard_worth(s, 0) - hard_worth(s, 1) + 2 * END_LEAD * end_lead(s, 0))
