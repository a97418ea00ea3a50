"""King's Forge at 800x600 (the README's smallest promised size): the hint's sentence over the
forge, and the replay of a game with every Masterworks module (a visitor's two-line reward, the
Griffin's Landing heading, the replay's round buttons) stay whole and clear of each other."""

from __future__ import annotations

import pytest

from kingsforge import i18n
from kingsforge.content import load_content
from kingsforge.ui import layoutcheck, match
from kingsforge.ui.table.hintview import HintView
from ui.test_ui_layout_check import close, problems_at, staged

SMALL = (800, 600)
MASTERWORKS = ("ambassadors_row", "ambassador_requests", "masterworks_craft", "royal_decree", "variant_monuments",
               "griffins_landing", "deluxe_cards")


def _hint_problems(app, sizes) -> list[str]:
    """What the layout check finds wrong with the hint's sentence at each window size; the
    sentence must be drawn whole, on one line or on several that read as it."""
    line = app.stack.top.hints.line()
    assert line and line != i18n.t("advice.thinking")
    found = []
    for size in sizes:
        layoutcheck.resize(app, size)
        for _ in range(3):
            app.tick(1 / 30)
        log = layoutcheck.recorded_frame(app)
        pieces = sorted((label for label in log.labels if len(label.text) > 20 and label.text in line),
                        key=lambda label: label.rect.y)
        assert " ".join(label.text for label in pieces) == line, (size, pieces)
        found += [f"{size}: {p}" for p in layoutcheck.problems(log)
                  if any(repr(label.text) in p for label in pieces)]
    return found


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_hint_sentence_is_whole_in_a_small_window(lang):
    """A gather hint's sentence (a claim and its odds) is longer than the forge's header at the
    small window's text floor: it takes two lines, whole, rather than an ellipsis."""
    app = staged("hint-gather", 3, lang)
    try:
        found = _hint_problems(app, (SMALL, (1280, 720), (1920, 1080)))
        assert not found, "\n".join(found)
    finally:
        close(app)
        i18n.set_language("en")


def test_a_longer_hint_still_clears_the_forge(monkeypatch):
    """Even a sentence half as long again wraps, whole and clear of the forge's labels below."""
    app = staged("hint-gather", 3, "es")
    try:
        line = app.stack.top.hints.line()
        monkeypatch.setattr(HintView, "line", lambda self: line + " " + line[: len(line) // 2] + ".")
        found = _hint_problems(app, (SMALL,))
        assert not found, "\n".join(found)
    finally:
        close(app)
        i18n.set_language("en")


@pytest.fixture(scope="module", params=["en", "es"])
def masterworks_replay(request):
    """The replay with every Masterworks module: (what the layout check finds at 800x600 and
    1280x720, the labels drawn at 800x600, its language's words: the row's name, the round buttons)."""
    match.use_content(load_content(None, modules=MASTERWORKS))
    app = staged("replay", 3, request.param)
    try:
        found = problems_at(app, (SMALL, (1280, 720)))
        layoutcheck.resize(app, SMALL)
        app.tick(1 / 30)
        words = {key: i18n.t(key) for key in ("landing.title", "replay.next_round", "replay.prev_round")}
        yield found, layoutcheck.recorded_frame(app).labels, words
    finally:
        close(app)
        match.use_content(None)
        i18n.set_language("en")


def test_the_masterworks_replay_is_whole_in_a_small_window(masterworks_replay):
    found, _labels, _words = masterworks_replay
    assert not found, "\n".join(found)


def test_a_visitors_reward_on_two_lines_keeps_its_chips_apart(masterworks_replay):
    """The Chimera Tamer's collaboration (a flip and a re-roll) does not fit its strip on one
    line: its chips never lie over each other."""
    found, _labels, _words = masterworks_replay
    overlaps = [p for p in found if p.split(": ", 2)[1].startswith("overlap")]
    assert not overlaps, "\n".join(overlaps)


def test_the_landing_heading_is_whole(masterworks_replay):
    found, labels, words = masterworks_replay
    heading = [label.text for label in labels if label.text.startswith(words["landing.title"])]
    assert heading, [label.text for label in labels]
    assert not [p for p in found if any(repr(text) in p for text in heading)]


def test_the_replay_round_buttons_are_whole(masterworks_replay):
    found, labels, words = masterworks_replay
    words = {words["replay.next_round"], words["replay.prev_round"]}
    assert words <= {label.text for label in labels}
    assert not [p for p in found if any(repr(word) in p for word in words)]
