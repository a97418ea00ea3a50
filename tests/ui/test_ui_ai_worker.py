"""The AI worker process and the Hint button: legal, deterministic moves off the frame loop.

Timing is never asserted (the machine is shared): a slow computer is a worker
told to take its time, and the table must keep drawing frames meanwhile.
"""

from __future__ import annotations

import pygame
import pytest

from kingsforge.engine import rules
from kingsforge.engine.odds import craft_odds
from kingsforge.engine.record import GameRecord, action_from_data, action_to_data
from kingsforge.headless import SeatBot
from kingsforge.ui import advice, aiworker
from kingsforge.ui.match import Match, content
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.screenshot import demo_config


def positions(seed=4, players=3, moves=120, every=9):
    """(action log, seat to move) of one greedy game at every `every`-th move."""
    c = content()
    record = GameRecord(c, players, seed)
    bots = [SeatBot("greedy", seed, p) for p in range(players)]
    out = []
    while record.state.phase != "over" and len(record.actions) < moves:
        if len(record.actions) % every == 0:
            out.append(([action_to_data(c, a) for a in record.actions], record.state.turn))
        s = record.state
        record.play(bots[s.turn].choose(s, rules.legal_actions(s), len(record.actions)))
    return out


def job(level, seed, players, actions, seat, channel="t:move"):
    return {"kind": "move", "level": level, "seed": seed, "players": players, "names": None, "seat": seat,
            "channel": channel, "actions": actions}


def answers(be, ids, timeout=120.0):
    import time

    end = time.monotonic() + timeout
    while any(not be.finished(i) for i in ids) and time.monotonic() < end:
        be.poll(0.05)
    out = []
    for i in ids:
        assert be.finished(i), "the worker did not answer"
        message = be.messages(i)[-1]
        assert "error" not in message, message.get("error")
        out.append(message["action"])
        be.forget(i)
    return out


@pytest.fixture(scope="module")
def process_backend():
    be = aiworker.Backend(content(), mode="process")
    assert be.wait_ready(60.0)
    assert be.mode == "process" and be.proc is not None and be.worker_pid != __import__("os").getpid()
    yield be
    be.close()


@pytest.mark.parametrize("level", ["greedy", "easy", "normal"])
def test_worker_moves_are_legal_deterministic_and_those_of_seat_bot(process_backend, level):
    c = content()
    seed, players = 4, 3
    cases = positions(seed, players)[:6 if level == "normal" else 14]
    # each position twice, out of order: the worker replays the log, so history never leaks in
    ids = [process_backend.submit(job(level, seed, players, acts, seat, f"c{i}"))
           for i, (acts, seat) in enumerate(cases)]
    ids += [process_backend.submit(job(level, seed, players, acts, seat, f"d{i}"))
            for i, (acts, seat) in reversed(list(enumerate(cases)))]
    got = answers(process_backend, ids)
    first, second = got[:len(cases)], list(reversed(got[len(cases):]))
    assert first == second
    for (acts, _seat), chosen in zip(cases, first):
        record = GameRecord(c, players, seed)
        for data in acts:
            record.play(action_from_data(c, data))
        action = action_from_data(c, chosen)
        assert rules.check(record.state, action) is None
        mover = record.state.turn
        expected = SeatBot(aiworker.bot_level(level), seed, mover).choose(
            record.state, rules.legal_actions(record.state), len(record.actions))
        assert action == expected


def test_thread_fallback_answers_the_same(process_backend):
    seed, players = 4, 3
    cases = positions(seed, players)[:8]
    thread = aiworker.Backend(content(), mode="thread")
    try:
        assert thread.mode == "thread"
        a = answers(thread, [thread.submit(job("easy", seed, players, acts, seat, f"x{i}"))
                             for i, (acts, seat) in enumerate(cases)])
        b = answers(process_backend, [process_backend.submit(job("easy", seed, players, acts, seat, f"y{i}"))
                                      for i, (acts, seat) in enumerate(cases)])
        assert a == b
    finally:
        thread.close()


def test_a_worker_that_dies_is_replaced_and_the_question_asked_again():
    be = aiworker.Backend(content(), mode="process")
    try:
        assert be.wait_ready(60.0)
        be.proc.kill()
        be.proc.join(5)
        cases = positions()[:2]
        got = answers(be, [be.submit(job("greedy", 4, 3, acts, seat, f"k{i}")) for i, (acts, seat) in enumerate(cases)])
        assert len(got) == 2 and be.restarts == 1
    finally:
        be.close()


def test_an_outdated_long_question_restarts_the_worker_and_moves_go_on(monkeypatch):
    """Exact odds can take minutes on a huge pool; once the player has moved on, the worker is
    replaced instead of computing on beside the computer's moves."""
    be = aiworker.Backend(content(), mode="process")
    try:
        assert be.wait_ready(60.0)
        first = be.proc
        cases = positions()[:2]
        monkeypatch.setattr(aiworker, "ADVICE_PATIENCE", 0.0)
        move = be.submit(job("greedy", 4, 3, cases[0][0], cases[0][1], "m"))
        odds = be.submit(dict(job("", 4, 3, cases[1][0], cases[1][1], "o"), kind="odds"))
        be.forget(odds)                       # asked long ago (patience 0) and no longer wanted
        assert be.advice_restarts == 1 and be.proc is not first
        first.join(10)
        assert not first.is_alive()
        assert len(answers(be, [move])) == 1  # the open move question went to the new worker
    finally:
        be.close()


def test_an_unknown_level_plays_greedy():
    assert aiworker.bot_level("no-such-level") == "greedy"
    assert aiworker.bot_level("greedy") == "greedy"


# ---------------------------------------------------------------------------------- the table
def computer_table(app, seed=6, levels=("greedy", "greedy"), pace="fast"):
    app.settings.ai_pace = pace
    app.settings.animation = "normal"
    config = demo_config(len(levels), seed, humans=0)
    for seat, level in zip(config.seats, levels):
        seat.level = level
    match = Match.new(config)
    match.autosave_enabled = False
    scene = TableScene(app, match)
    app.stack.reset(scene)
    return scene


def test_the_table_keeps_drawing_while_the_computer_thinks(app, driver):
    scene = computer_table(app, pace="instant")
    match = scene.match
    scene.ai.think_at_least = 0.4            # a slow computer: every move takes 0.4 s in the worker
    assert scene.ai._be.wait_ready(60.0)
    frames_thinking = 0
    times = []
    for _ in range(4000):
        if len(match.record.actions) >= 3:
            break
        while app.stack.top is not scene:
            app.stack.pop()
        before = app.frames
        thinking = scene.ai.thinking
        driver.frame()
        assert app.frames == before + 1      # every pump drew a frame, thinking or not
        frames_thinking += thinking
        times.append(scene.t)
    assert len(match.record.actions) >= 3
    # 0.4 s per move at ~60 frames a second: the frames went on while it thought
    assert frames_thinking >= 10
    assert times == sorted(times) and times[-1] > times[0]
    for action, mover in zip(match.record.actions, match.record.movers):
        assert mover in match.bots


def test_the_window_closes_while_the_computer_thinks(make_app):
    app = make_app()
    scene = computer_table(app, pace="instant")
    scene.ai.think_at_least = 30.0           # it would think for half a minute
    be = scene.ai._be
    assert be.wait_ready(60.0)
    for _ in range(20):
        app.pump()
        if scene.ai.thinking:
            break
    assert scene.ai.thinking
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.pump()
    assert app.running is False
    proc = be.proc
    app.close()                              # what run() does on the way out
    if proc is not None:
        proc.join(5)
        assert not proc.is_alive()
    assert be.closed


# ---------------------------------------------------------------------------------- the hint
def gather_table(app, seed=3):
    from kingsforge.ui import staging

    app.settings.ai_pace = "instant"
    scene = staging.stage(app, "table-gather", demo_config(3, seed))
    return scene


def wait_for(driver, until, frames=3000):
    import time

    for _ in range(frames):
        if until():
            return True
        driver.frame()
        time.sleep(0.005)
    return until()


def expected_odds(state, player, card, steal=False):
    c = state.content
    pool = {}
    dice = list(state.supply[player]) + (list(state.smithy[player]) if state.roll_smithy[player] else [])
    for d in dice:
        pool[c.die_type_of[d]] = pool.get(c.die_type_of[d], 0) + 1
    charges = [(k, a, g) for k, a, g, used in state.charges[player] if used == -1]
    cem = None if state.cemetery is None else state.values[state.cemetery[1]]
    floor = [state.values[d] for d in state.crafted_by(card)[1]] if steal else None
    return craft_odds(pool, c.craft[card].slots, c.fits, charges, cem, floor)


@pytest.mark.parametrize("seed", [3, 8])
def test_hint_shows_a_legal_move_and_exact_odds(app, driver, seed):
    scene = gather_table(app, seed)
    match = scene.match
    me = match.current
    assert match.human_to_move
    digest = match.state.digest()
    driver.key(pygame.K_h)
    assert scene.hints.active and scene.btn_hint.style == "primary"
    assert wait_for(driver, lambda: scene.hints.answer() is not None and scene.hints.odds()[1])
    action = scene.hints.answer()["action"]
    assert action is not None and rules.check(match.state, action) is None
    assert match.state.digest() == digest    # a hint never plays anything
    line = scene.hints.line()
    assert match.seats[me].name in line and line.endswith(".")
    odds, done = scene.hints.odds()
    assert done and set(odds) >= set(match.state.display)
    for card in match.state.display:
        value, steal = odds[card]
        assert not steal
        assert value == expected_odds(match.state, me, card)
    try:
        from kingsforge.ai.hints import display_odds
    except ImportError:
        display_odds = None
    if display_odds is not None:
        theirs = display_odds(match.state, me)
        for card in match.state.display:
            assert float(odds[card][0]) == pytest.approx(theirs[card])
    # drawn: the banner replaces the forge's instruction, the badges sit on the cards
    driver.frame()
    driver.key(pygame.K_h)
    assert scene.hints.active                # H shows the hint every time (no toggle: hints go in Settings)
    driver.press("Hint")
    assert not scene.hints.active            # the lit button hides it


def test_hint_button_and_hint_follow_the_turn(app, driver):
    scene = gather_table(app, 5)
    match = scene.match
    driver.press("Hint")
    assert scene.hints.active
    assert wait_for(driver, lambda: scene.hints.answer() is not None)
    action = scene.hints.answer()["action"]
    scene.play(action)                       # the player follows the advice
    if not match.human_to_move:
        driver.frame()
        assert not scene.hints.active        # the turn passed: the hint went with it


def test_craft_odds_show_on_hover_when_the_setting_is_on(app, driver):
    scene = gather_table(app, 3)
    match = scene.match
    card = match.state.display[0]
    rect = scene.view.craft_rects[card]
    app.settings.craft_odds_hints = False
    driver.move(rect.center)
    assert scene.hints.odds() is None and scene.hints.tip_line(card) is None
    app.settings.craft_odds_hints = True
    driver.move((rect.centerx + 2, rect.centery))
    assert wait_for(driver, lambda: scene.hints.odds() is not None and card in scene.hints.odds()[0])
    assert scene.hints.odds()[0][card][0] == expected_odds(match.state, match.current, card)
    line = scene.hints.tip_line(card)
    assert advice.percent(expected_odds(match.state, match.current, card)) in line
    scene.hover_time = 2.0
    driver.frame()                           # the tooltip with the odds line draws without error


def test_steal_odds_use_the_values_on_the_card():
    from kingsforge.ui import staging

    for seed in range(1, 12):
        match = staging.staged_match("table-craft", demo_config(3, seed))
        if match.state.crafted:
            break
    else:
        pytest.skip("no card crafted before the human's craft turn")
    # back to just before the roll: steal odds are for the supply about to be rolled
    match.record.replay_to(len(match.record.actions) - 1)
    s = match.state
    me = s.turn
    targets = advice.odds_targets(s, me)
    steals = [card for card, steal in targets if steal]
    assert steals == [card for card, owner, _d in s.crafted if owner != me]
    for card in steals:
        assert advice.card_odds(s, me, card, True) == expected_odds(s, me, card, steal=True)


def test_percent_words():
    from fractions import Fraction

    assert advice.percent(Fraction(0)) == "0%"
    assert advice.percent(Fraction(1)) == "100%"
    assert advice.percent(Fraction(1, 1000)) == "<1%"
    assert advice.percent(Fraction(999, 1000)) == ">99%"
    assert advice.percent(Fraction(241, 324)) == "74%"
