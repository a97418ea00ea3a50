import pygame

from kingsforge import persist
from kingsforge.ui.scenes.rules import RulesScene
from kingsforge.ui.scenes.settings import SettingsScene
from kingsforge.ui.scenes.setup import SetupScene
from kingsforge.ui.scenes.title import TitleScene


def test_title_has_no_continue_without_a_save(app, driver):
    assert isinstance(app.stack.top, TitleScene)
    assert driver.button("Continue") is None
    assert driver.button("New game") is not None


def test_title_offers_continue_when_a_save_exists(make_app):
    path = persist.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{}", encoding="utf-8")        # only its presence counts until Continue is pressed
    app = make_app()
    assert app.stack.top.widgets.button("Continue") is not None


def test_title_to_setup_by_click_and_back(app, driver):
    driver.press("New game")
    assert isinstance(app.stack.top, SetupScene)
    driver.press("Back")
    assert isinstance(app.stack.top, TitleScene)


def test_setup_adds_removes_and_edits_seats(app, driver):
    driver.press("New game")
    setup = app.stack.top
    assert len(setup.config.seats) == 3
    driver.press("+ Add player")
    assert len(setup.config.seats) == 4
    assert driver.button("+ Add player") is None  # four is the most
    driver.press("remove-3")
    driver.press("remove-2")
    assert len(setup.config.seats) == 2
    assert driver.button("remove-0") is None  # two is the least
    # rename the first seat by clicking its field and typing
    field = setup.name_fields[0]
    driver.click(field.rect.center)
    for _ in range(5):
        driver.key(pygame.K_BACKSPACE)
    driver.type_text("Zed")
    assert setup.config.seats[0].name == "Zed"
    # computer seat gets a level; switching to human disables it
    kind = setup.kind_steppers[1]
    driver.click(kind.right_rect.center)
    assert setup.config.seats[1].human is True
    assert not setup.level_steppers[1].enabled
    # colours stay unique when cycled
    for _ in range(7):
        driver.click(setup.swatch_rect(0).center)
        colours = [s.colour for s in setup.config.seats]
        assert len(set(colours)) == len(colours)


def test_setup_rejects_duplicate_names(app, driver):
    driver.press("New game")
    setup = app.stack.top
    setup.config.seats[1].name = setup.config.seats[0].name
    assert setup.build_config() is None
    assert "name" in setup.message


def test_seed_field_accepts_digits_only(app, driver):
    driver.press("New game")
    setup = app.stack.top
    driver.click(setup.seed_field.rect.center)
    driver.type_text("12ab34")
    assert setup.seed_text == "1234"
    assert setup.build_config().seed == 1234


def test_f1_toggles_rules_and_pages_turn(app, driver):
    driver.key(pygame.K_F1)
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    drawn = app.stack.visible()
    assert isinstance(drawn[0], TitleScene) and drawn[-1] is rules
    driver.key(pygame.K_RIGHT)
    assert rules.page == 1
    driver.press("Previous")
    assert rules.page == 0
    driver.key(pygame.K_F1)
    assert isinstance(app.stack.top, TitleScene)


def test_settings_toggles_change_app_settings(app, driver):
    driver.press("Settings")
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    before = app.settings.colour_blind
    driver.click(scene.cb.rect.center)
    assert app.settings.colour_blind is (not before)
    driver.click(scene.ai.right_rect.center)
    assert app.settings.ai_pace == "fast"
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_keyboard_focus_activates_buttons(app, driver):
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)
    assert isinstance(app.stack.top, SetupScene)


def test_scene_errors_become_a_message(make_app):
    app = make_app()
    app.raise_errors = False

    class Broken(TitleScene):
        def update(self, dt):
            raise RuntimeError("boom")

    app.stack.reset(Broken(app))
    app.pump()
    from kingsforge.ui.scenes.error import ErrorScene

    assert isinstance(app.stack.top, ErrorScene)
    assert "boom" in app.last_error


def test_quit_from_title(app, driver):
    driver.press("Quit")
    assert app.running is False


def test_the_titles_rules_tooltip_names_the_game_chosen(app):
    """On Forge's title the Rules button said 'How a round of King's Forge works'."""
    from kingsforge import i18n

    title = app.stack.top
    assert "King's Forge" in title.widgets.button("Rules").tooltip
    title._choose_game(1)                       # Forge
    tip = title.widgets.button("Rules").tooltip
    assert "Forge" in tip and "King's Forge" not in tip
    i18n.set_language("es")
    try:
        title._build_menu()
        tip = title.widgets.button("Rules").tooltip
        assert tip.startswith("Cómo se juega") and "Forge" in tip and "King's Forge" not in tip
    finally:
        i18n.set_language("en")
        title._choose_game(0)
