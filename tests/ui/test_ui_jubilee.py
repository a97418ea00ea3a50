"""Queen's Jubilee at the table: decision dialogs (clicks play the engine's Decide moves, also
in hot-seat and for the computer), lasting bonuses on craft cards and in the panels,
Conjurer and Farm dice faces."""

from __future__ import annotations

import dataclasses
import math

import pygame
import pytest

from kingsforge.engine.actions import Decide, UseCharge
from kingsforge.ui import staging
from kingsforge.ui.scenes.handoff import HandoffScene
from kingsforge.ui.scenes.table import TableScene
from kingsforge.ui.screenshot import demo_config
from kingsforge.ui.table import cards, decisions, perks
from kingsforge.ui.table.asks.penalty import escape_effect
from kingsforge.ui.table.diekind import face_id


def table_for(app, match, last_human=0):
    app.settings.ai_pace = "instant"
    app.settings.animation = "instant"
    match.autosave_enabled = False
    scene = TableScene(app, match)
    scene.last_human = last_human
    app.stack.reset(scene)
    return scene


def dialog(driver, table):
    driver.frame(2)
    top = driver.app.stack.top
    assert isinstance(top, decisions.DecisionScene), type(top).__name__
    assert top.table is table
    return top


def test_declare_dialog_click_plays_that_colour(app, driver):
    match = staging.decision_match("declare", demo_config(3, 1))
    table = table_for(app, match)
    box = dialog(driver, table)
    c = match.content
    conjurer = c.die_type_index("conjurer")
    legal = [a for a in match.legal() if isinstance(a, Decide)]
    assert [choice for _l, choice, _c, _f in box.options] == [a.choice for a in legal]
    gem = c.colours.index("gem")
    button = box.option_buttons[[o[1] for o in box.options].index(gem)]
    assert button.text == "Gem"
    driver.click(button.rect.center)
    assert match.state.fits[conjurer] == frozenset((gem,))
    assert not match.state.pending
    assert "declares the conjurer dice gem" in match.log[-1].text.lower()
    assert app.stack.top is table
    # a handed-out Conjurer die now wears the gem mark
    dice = [d for z in match.state.supply for d in z if c.die_type_of[d] == conjurer]
    assert dice and all(face_id(match.state, d) == "conjurer_gem" for d in dice)


def test_hand_out_dialog_click_gives_the_die_to_that_player(app, driver):
    match = staging.decision_match("hand_out", demo_config(3, 1))
    table = table_for(app, match)
    box = dialog(driver, table)
    die = match.state.pending[0].dice[0]
    value = match.state.values[die]
    assert [o[0] for o in box.options] == [s.name for s in match.seats]
    driver.key(pygame.K_3)                       # number keys choose too: the third seat
    assert die in match.state.supply[2]
    assert match.state.values[die] == value      # the die keeps its pips
    assert f"gives the conjurer {value} to {match.seats[2].name}" in match.log[-1].text.lower().replace(match.seats[2].name.lower(), match.seats[2].name)


def test_escape_dialog_names_the_card_and_takes_the_chosen_type(app, driver):
    match = staging.decision_match("escape", demo_config(3, 1))
    table = table_for(app, match, last_human=0)
    box = dialog(driver, table)
    s = match.state
    c = match.content
    card = c.escape[s.pending[0].extra]
    assert card.name in box.title
    assert box.lines[0] == escape_effect(c, card, match.seats[s.pending[0].who[0]].name)
    choice = box.options[-1][1]
    zone = s.supply[0] if card.effect.zones[0] == "supply" else s.smithy[0]
    before = sum(1 for d in zone if c.die_type_of[d] == choice)
    driver.click(box.option_buttons[-1].rect.center)
    zone = match.state.supply[0] if card.effect.zones[0] == "supply" else match.state.smithy[0]
    assert sum(1 for d in zone if c.die_type_of[d] == choice) == before - 1
    assert any(e.player == 0 and "resolves" in e.text and card.name in e.text for e in match.log[-4:])


def test_preroll_dialog_rolls_the_picked_dice_and_they_show_their_values(app, driver):
    match = staging.decision_match("preroll", demo_config(3, 1))
    table = table_for(app, match)
    box = dialog(driver, table)
    assert not box.pick_btn.enabled                  # nothing picked yet
    picked = [d for d, _r in box.pick_rects][:2] if box.pick_rects else []
    driver.frame()
    picked = [d for d, _r in box.pick_rects][:2]
    assert len(picked) == 2
    for die in picked:
        driver.click(dict(box.pick_rects)[die].center)
    assert box.pick_btn.enabled and box.pick_btn.text == "Roll 2 dice"
    move = box.picked_move(set(picked))
    driver.click(box.pick_btn.rect.center)
    s = match.state
    rolled = [d for d in move.choice if d in s.supply[0]]
    assert rolled and all(s.values[d] > 0 for d in rolled)   # kept in the supply at their values
    driver.frame(3)
    for d in rolled:                                  # drawn with their values at the forge
        assert d in table.dice.pos


def test_hot_seat_hands_the_table_over_before_the_dialog(app, driver):
    config = demo_config(3, 1, humans=2)              # seats 0 and 1 are people
    match = staging.decision_match("escape", config)   # seat 1 claimed the Dungeon; seat 0 owes
    table = table_for(app, match, last_human=1)
    driver.frame(2)
    assert isinstance(app.stack.top, HandoffScene)
    assert app.stack.top.name == match.seats[0].name
    driver.key(pygame.K_SPACE)
    box = dialog(driver, table)
    assert box.decision.player == 0


def test_the_computer_answers_its_decisions_and_the_log_says_so(app, driver, monkeypatch):
    monkeypatch.setenv("KINGSFORGE_AI_WORKER", "thread")
    config = demo_config(3, 1, humans=0)
    match = staging.decision_match("declare", config)     # seat 0 is a computer player here
    assert not match.human_to_move
    table = table_for(app, match, last_human=None)
    for _ in range(600):
        if not match.state.pending:
            break
        driver.frame()
    assert not match.state.pending
    assert not isinstance(app.stack.top, decisions.DecisionScene)
    assert any("declares the conjurer dice" in e.text.lower() for e in match.log)
    table.ai.close()


def test_peek_hides_the_dialog_and_comes_back(app, driver):
    match = staging.decision_match("hand_out", demo_config(3, 1))
    table = table_for(app, match)
    box = dialog(driver, table)
    driver.click(box.peek_btn.rect.center)
    assert box.peek and box.back_btn.visible and not box.option_buttons[0].visible
    driver.click(box.back_btn.rect.center)
    assert not box.peek and box.option_buttons[0].visible
    assert match.state.pending                        # nothing was decided


# --- lasting bonuses --------------------------------------------------------------------------
def test_the_bonus_corner_is_drawn_for_jubilee_cards_only():
    from kingsforge.content import load_content

    pygame.display.init()
    c = load_content(modules=("jubilee_variant",))
    rect = pygame.Rect(0, 0, 180, 276)
    kinds = {"die": None, "plus": None, "any": None}
    for card in c.craft:
        p = card.permanent
        kind = "die" if p.die >= 0 else ("any" if perks.every_colour(c, p.colours) else "plus")
        kinds[kind] = kinds[kind] or card
    assert all(kinds.values()), kinds
    for card in kinds.values():
        with_bonus = pygame.Surface(rect.size)
        cards.draw_craft_card(with_bonus, c, card.index, rect)
        plain = pygame.Surface(rect.size)
        bare = dataclasses.replace(c, craft=tuple(dataclasses.replace(x, permanent=None) if x is card else x
                                                  for x in c.craft))
        cards.draw_craft_card(plain, bare, card.index, rect)
        corner = perks.corner_rect(rect)
        differ = sum(with_bonus.get_at((x, y)) != plain.get_at((x, y))
                     for x in range(corner.x, corner.right) for y in range(corner.y, corner.bottom))
        assert differ > corner.w * corner.h // 3, card.id
        outside = sum(with_bonus.get_at((x, y)) != plain.get_at((x, y)) for x in range(120, 180)
                      for y in range(80, 276))
        assert outside == 0, card.id                 # only the corner changes
    base = load_content()
    assert all(card.permanent is None for card in base.craft)


def test_a_players_lasting_bonuses_show_ready_then_spent(app, driver):
    match = staging.perks_match(demo_config(3, 1))
    s = match.state
    mine = perks.owned(s, 0)
    assert mine and all(status == perks.READY for _c, _p, status in mine)
    index = next(i for i, ch in enumerate(s.charges[0]) if ch[2] in s.charge_rules)
    assert perks.charge_label(s, 0, index).startswith(f"+{s.charges[0][index][1]} ")
    use = next((a for a in match.legal() if isinstance(a, UseCharge) and a.charge == index), None)
    assert use is not None
    table = table_for(app, match)
    driver.frame(3)
    chip = dict(table._charge_chips())[index]
    die_x, die_y, _size = table.dice.pos[use.die]
    driver.drag(chip.center, (die_x, die_y))          # dragged onto a die like this round's bonuses
    assert match.state.charges[0][index][3] == use.die
    assert any(status == perks.SPENT for _c, _p, status in perks.owned(match.state, 0))
    assert "(used this craft phase)" in perks.describe_owned(match.state, 0)


def test_conjurer_and_farm_dice_have_their_own_faces():
    from kingsforge.ui import gfx, spritegen

    pygame.display.init()
    for name in ("farm", "conjurer", "conjurer_metal", "conjurer_magic"):
        assert f"die_{name}_3" in spritegen.SPRITE_NAMES
    farm = gfx.die_face("farm", 3, 64)
    conjurer = gfx.die_face("conjurer", 3, 64)
    metal = gfx.die_face("metal", 3, 64)
    assert pygame.image.tobytes(farm, "RGBA") != pygame.image.tobytes(metal, "RGBA")
    # a pinwheel of the four colours it may be declared (not a pale die, taken for the Archive's)
    spots = [conjurer.get_at(p)[:3] for p in ((32, 14), (50, 32), (32, 50), (14, 32), (20, 20), (44, 44))]
    assert max(math.dist(a, b) for a in spots for b in spots) > 60, spots
    assert sum(map(sum, spots)) / (3 * len(spots)) < 170, spots
    r, g, b, _a = farm.get_at((14, 40))
    assert r > g > b                                   # brown


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_rules_book_has_a_page_per_module_before_the_last_page(lang):
    from kingsforge import i18n
    from kingsforge.ui import rules_text

    i18n.set_language(lang)
    try:
        titles = [rules_text.page(n)[0] for n in range(rules_text.page_count())]
        bodies = [" ".join(rules_text.page(n)[1]) for n in range(rules_text.page_count())]
    finally:
        i18n.set_language("en")
    assert rules_text.page_count() == rules_text.BASE_PAGES + 9        # Jubilee's two, Masterworks' seven
    jubilee = [i for i, title in enumerate(titles) if "Jubilee" in title or "Jubileo" in title]
    assert len(jubilee) == 2 and jubilee[-1] < len(titles) - 1       # "Playing this edition" stays last
    words = ("Conjurer", "Farm", "Traveling Camp") if lang == "en" else ("Conjurador", "Granja", "Campamento")
    assert all(w in bodies[jubilee[0]] for w in words)
    assert ("+2" in bodies[jubilee[1]]) and ("17" in bodies[jubilee[1]])


def test_the_preroll_dialog_by_keyboard_picks_dice_by_their_numbers(app, driver):
    """Each die to pick is numbered; its number picks it (again: unpicks), and Enter rolls the dice
    picked: a keyboard player could only choose 'Roll none'."""
    import pygame

    match = staging.decision_match("preroll", demo_config(3, 1))
    table = table_for(app, match)
    box = dialog(driver, table)
    driver.frame()
    assert len(box.pickable) >= 2
    driver.key(pygame.K_1)
    driver.key(pygame.K_2)
    driver.key(pygame.K_2)
    assert box.selected == {box.pickable[0]}
    driver.key(pygame.K_2)
    picked = set(box.pickable[:2])
    assert box.selected == picked
    move = box.picked_move(picked)
    played = len(match.record.actions)
    driver.key(pygame.K_RETURN)
    # the move played is this one (a computer seat may have moved after it within that frame)
    assert match.record.actions[played] == move
    table.ai.close()
