"""Deluxe cards at the table (issue 11): ability chips below the bonuses (dragged onto a rolled
die, or clicked for a gain), the ability mark on the card and its plain side once used, the Obey
Wand's dialog with its countdown (a timeout answers "let the roll stand"), the Engagement
Brooch's card dialog."""

from __future__ import annotations

import pygame

from kingsforge.engine import abilities
from kingsforge.engine.actions import UseAbility
from kingsforge.ui import staging
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.table import cards, decisions
from kingsforge.ui.table.asks.abilities import OBEY_SECONDS


class LocalAI:
    """The computer seats answered here, on the live state: a staged table (cards handed out for
    the picture) is not a game the AI worker could replay from its seed."""

    def __init__(self):
        from kingsforge.ai import make_bot
        self.bot = make_bot("greedy", 1)

    def request(self, match):
        pass

    def wait(self, seconds):
        pass

    def take(self, match):
        return self.bot.choose(match.state, match.legal())

    thinking = False

    def close(self):
        pass

    def __getattr__(self, name):          # advice and the rest: nothing to do here
        return lambda *args, **kwargs: None


def table_for(app, match):
    app.settings.ai_pace = "instant"
    app.settings.animation = "instant"
    scene = TableScene(app, match)
    scene.last_human = match.current
    scene.ai = LocalAI()
    app.stack.reset(scene)
    return scene


def staged(app, name):
    match = staging.deluxe_match(name, demo_config(3, 1))
    return match, table_for(app, match)


def chip(table, card_id, kind):
    c = table.match.content
    card = c.craft_index(card_id)
    for (k, o), rect in table._ability_chips():
        if k == card and c.craft[k].ability[o].kind == kind:
            return rect
    raise AssertionError(f"no {kind} chip of {card_id}")


def test_a_bonus_chip_dragged_onto_an_aether_ore_uses_the_ability(app, driver):
    match, table = staged(app, "table-deluxe")
    driver.frame(2)
    s = match.state
    c = match.content
    sword = c.craft_index("sacred_sword")
    shown = table._abilities_shown()
    assert (sword, 0) in shown and (sword, 1) in shown and (c.craft_index("dreamtime_opal"), 1) in shown
    assert all(card != c.craft_index("holiday_toys") for card, _o in shown)       # used: plain side
    ore = next(d for d in s.rolled[0] if c.die_types[c.die_type_of[d]].id == "aether_ore")
    before = s.values[ore]
    x, y, _size = table.dice.pos[ore]
    driver.drag(chip(table, "sacred_sword", "plus").center, (x, y))
    s = match.state
    assert s.values[ore] == before + 2 and sword in s.spent
    assert all(card != sword for card, _o in table._abilities_shown())      # the card's plain side now


def test_a_gain_chip_is_used_with_a_click(app, driver):
    match, table = staged(app, "table-deluxe")
    driver.frame(2)
    c = match.content
    heartwood = c.die_type_index("heartwood")
    before = sum(1 for d in match.state.kept[0] if c.die_type_of[d] == heartwood)
    driver.click(chip(table, "dreamtime_opal", "gain").center)
    after = sum(1 for d in match.state.kept[0] if c.die_type_of[d] == heartwood)
    assert after == before + 1 and c.craft_index("dreamtime_opal") in match.state.spent


def test_a_deluxe_card_shows_its_plain_side_once_used():
    pygame.init()
    from kingsforge.content import load_content

    c = load_content(modules=staging.DELUXE)
    rect = pygame.Rect(0, 0, 180, 276)
    faces = []
    for plain in (False, True):
        surface = pygame.Surface(rect.size)
        cards.draw_craft_card(surface, c, c.craft_index("obey_wand"), rect, plain=plain)
        faces.append(pygame.image.tobytes(surface, "RGB"))
    assert faces[0] != faces[1]
    assert cards.ability_label(c, c.craft[c.craft_index("snow_bringer")]) == "+3 borealis / Gain borealis"


def test_the_obey_wand_dialog_counts_down_and_lets_the_roll_stand(app, driver):
    match, table = staged(app, "decision-obey")
    driver.frame(2)
    top = app.stack.top
    assert isinstance(top, decisions.DecisionScene) and top.decision.kind == abilities.OBEY
    assert top.options[0][1] == abilities.NOTHING and len(top.options) >= 2
    assert top.countdown is not None and top.countdown <= OBEY_SECONDS
    log = len(match.record.actions)
    driver.frame(int(OBEY_SECONDS * 10) + 5, dt=0.1)      # the time runs out
    wand = match.content.craft_index("obey_wand")
    assert wand not in match.state.spent
    from kingsforge.engine.actions import Decide, Roll
    actions = match.record.actions
    roll = max(i for i in range(log) if isinstance(actions[i], Roll))
    assert actions[roll + 1] == Decide(abilities.NOTHING)        # the roll's first answer: a decline, logged


def test_the_obey_wand_dialog_makes_the_roller_reroll(app, driver):
    match, table = staged(app, "decision-obey")
    driver.frame(2)
    top = app.stack.top
    assert isinstance(top, decisions.DecisionScene)
    from kingsforge.engine.actions import Decide
    die = top.options[1][1]
    driver.click(top.option_buttons[1].rect.center)
    assert match.content.craft_index("obey_wand") in match.state.spent
    assert Decide(die) in match.record.actions


def test_the_brooch_dialog_lists_the_deck_and_pairs_the_card(app, driver):
    match, table = staged(app, "decision-pick_card")
    driver.frame(2)
    top = app.stack.top
    assert isinstance(top, decisions.DecisionScene) and top.decision.kind == abilities.PICK
    deck = sorted(set(match.state.card_deck))
    assert [o[1] for o in top.options] == deck
    card = top.options[0][1]
    driver.click(top.option_buttons[0].rect.center)
    assert any(p == 0 and k == card for p, k, _d, _r in match.state.paired)
    assert isinstance(match.record.actions[-1], UseAbility) is False


def test_the_toy_factory_chip_is_a_gather_move_for_its_owner(app, driver):
    from kingsforge.ui.match import Match

    config = demo_config(3, 1)
    config.modules = staging.DELUXE
    match = Match.new(config)
    match.autosave_enabled = False
    staging._own(match, 0, ["holiday_toys"])
    toys = match.content.craft_index("holiday_toys")
    match.state.offers = ((toys, 0, match.state.round),)          # claimed last round: on offer now
    staging._autoplay(match, lambda m: m.state.phase == "gather" and m.human_to_move, 1)
    table = table_for(app, match)
    driver.frame(2)
    assert [key for key, _rect in table._ability_chips()] == [(toys, 0)]
    supply = len(match.state.supply[0])
    driver.click(chip(table, "holiday_toys", "next_round").center)
    s = match.state
    assert toys in s.spent and len(s.supply[0]) == supply - 1
    assert isinstance(match.record.actions[-1], UseAbility) or any(
        isinstance(a, UseAbility) for a in match.record.actions)
