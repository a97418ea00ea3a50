"""Art pipeline: the sprite generator and the asset loader, headless."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import wave  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from kingsforge.resources import sprites_dir  # noqa: E402
from kingsforge.ui import assets, spritegen  # noqa: E402

SCALE = 0.25

CONTRACT = (
    [f"die_{t}_{v}" for t in spritegen.DIE_TYPES for v in list(range(1, 7)) + ["blank"]]
    + [f"die_conjurer_{c}_{v}" for c in ("metal", "wood", "gem", "magic") for v in list(range(1, 7)) + ["blank"]]
    + ["die_plus6", "card_gather", "card_gather_back", "card_craft", "card_craft_back", "dock_tile",
       "smithy_tile", "token_auto6", "token_plus11", "anvil", "narwhal", "table_bg", "title_bg"]
    + [f"icon_box_{b}" for b in ("any", "wood", "gem", "magic", "gem_magic", "metal")]
    + ["icon_x", "icon_flip", "icon_reroll", "icon_bonus", "icon_supply", "icon_smithy", "icon_stock",
       "icon_anvil_always", "icon_steal", "icon_crown"]
)


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield
    assets.set_sprites_root(None)


@pytest.fixture(scope="module")
def small_sprites(tmp_path_factory):
    out = tmp_path_factory.mktemp("sprites")
    spritegen.main(["--scale", str(SCALE), "--out", str(out), "-q"])
    return out


@pytest.fixture
def loader_root(small_sprites):
    assets.set_sprites_root(small_sprites)
    yield small_sprites
    assets.set_sprites_root(None)


def _bytes(surf):
    return pygame.image.tobytes(surf, "RGBA")


def test_contract_names_are_all_generated():
    assert set(CONTRACT) == set(spritegen.SPRITE_NAMES)


def test_generator_writes_every_file(small_sprites):
    for name in CONTRACT:
        path = small_sprites / f"{name}.png"
        assert path.is_file(), name
        img = pygame.image.load(str(path))
        bw, bh = spritegen.SIZES[name]
        assert img.get_size() == (round(bw * SCALE), round(bh * SCALE)), name
    for snd in ("roll", "drop", "craft", "click", "error"):
        assert (small_sprites / "sounds" / f"{snd}.wav").is_file()
    assert (small_sprites / "fonts" / assets.FONT_FILES["regular"]).is_file()


def test_die_faces_differ_per_value_and_type(small_sprites):
    faces = {}
    for t in spritegen.DIE_TYPES:
        per_value = [_bytes(pygame.image.load(str(small_sprites / f"die_{t}_{v}.png"))) for v in
                     list(range(1, 7)) + ["blank"]]
        assert len(set(per_value)) == 7, t
        faces[t] = per_value
    for v in range(7):
        assert len({faces[t][v] for t in spritegen.DIE_TYPES}) == len(spritegen.DIE_TYPES)


def test_generation_is_deterministic():
    a = spritegen.render("die_gem_4", SCALE)
    b = spritegen.render("die_gem_4", SCALE)
    assert _bytes(a) == _bytes(b)
    assert _bytes(spritegen.render("card_craft_back", 0.2)) == _bytes(spritegen.render("card_craft_back", 0.2))


def test_sounds_are_small_mono_16bit(small_sprites):
    lengths = {"roll": 0.6, "drop": 0.15, "craft": 0.6}
    for snd in ("roll", "drop", "craft", "click", "error"):
        path = small_sprites / "sounds" / f"{snd}.wav"
        with wave.open(str(path)) as wf:
            assert wf.getnchannels() == 1
            assert wf.getsampwidth() == 2
            assert wf.getframerate() == 22050
            secs = wf.getnframes() / wf.getframerate()
            frames = wf.readframes(wf.getnframes())
        assert 0.01 < secs < 1.0
        if snd in lengths:
            assert abs(secs - lengths[snd]) < 0.1, snd
        assert any(frames), snd  # not silence
        assert path.stat().st_size < 60_000


def test_shipped_sprites_present_at_base_size():
    root = sprites_dir()
    for name in CONTRACT:
        path = root / f"{name}.png"
        assert path.is_file(), f"{path} missing: run python -m kingsforge.ui.spritegen"
        assert pygame.image.load(str(path)).get_size() == spritegen.SIZES[name], name
    assert (root / "table_bg.png").stat().st_size < 1.5 * 1024 * 1024


def test_loader_sizes(loader_root):
    img = assets.image("card_craft")
    assert img.get_size() == (round(300 * SCALE), round(420 * SCALE))
    assert assets.image("card_craft") is img  # cached
    s = assets.scaled("card_gather", (150, 210))
    assert s.get_size() == (150, 210)
    assert assets.scaled("card_gather", (150, 210)) is s
    for value in (None, 0, 1, 6, 7, 12):
        face = assets.die_face("gem", value, 64)
        assert face.get_size() == (64, 64)
    # 9 shows its number, not the pips of 3
    assert _bytes(assets.die_face("wood", 9, 96)) != _bytes(assets.die_face("wood", 3, 96))
    assert _bytes(assets.die_face("wood", 0, 40)) == _bytes(assets.die_face("wood", None, 40))


def test_loader_badge_rect_matches_generator_layout():
    assert assets.PLUS6_RECT == spritegen.LAYOUT["die"]["badge"]


def test_loader_with_a_display_converts(loader_root):
    pygame.display.set_mode((64, 64))
    try:
        img = assets.image("icon_crown")
        assert img.get_size() == (12, 12)
        assert assets.die_face("magic", 5, 30).get_size() == (30, 30)
    finally:
        pygame.display.quit()
        pygame.display.init()


def test_missing_sprite_is_redrawn_or_placeholder(tmp_path):
    assets.set_sprites_root(tmp_path)  # empty folder
    try:
        die = assets.image("die_wood_3")
        assert die.get_size() == (96, 96)
        ph = assets.image("no_such_sprite")
        assert ph.get_size() == (64, 64)
        assert ph.get_at((5, 10))[:3] == (255, 0, 255)
        assert assets.die_face("metal", 8, 48).get_size() == (48, 48)
    finally:
        assets.set_sprites_root(None)


def test_font_by_path_renders_spanish():
    for bold, display in ((False, False), (True, False), (False, True)):
        path = assets.font_path(bold, display)
        assert path.is_file()
        assert path.suffix.lower() == ".ttf"
        f = assets.font(24, bold=bold, display=display)
        text = f.render("Sí, ¿ñandú?", True, (0, 0, 0))
        assert text.get_width() > 0
    assert assets.font(24) is assets.font(24)
    licences = list((sprites_dir() / "fonts").glob("OFL*.txt"))
    assert licences


def test_sound_is_silent_without_mixer(monkeypatch):
    def broken_init(*args, **kwargs):
        raise pygame.error("no audio device")

    assets.clear_cache()
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    try:
        assert assets.init_audio() is False
        snd = assets.sound("roll")
        assert isinstance(snd, assets.SilentSound)
        snd.play()
        snd.set_volume(0.5)
        snd.stop()
    finally:
        assets.clear_cache()


def test_missing_sound_is_silent():
    assets.clear_cache()
    snd = assets.sound("definitely_not_a_sound")
    snd.play()
    assert isinstance(snd, assets.SilentSound)
    assets.clear_cache()


def test_sounds_are_not_reused_after_pygame_quits():
    """A Sound kept past pygame.quit() crashes SDL when played; the cache must forget it."""
    import pygame

    from kingsforge.ui import assets

    pygame.init()
    assets.init_audio()
    first = assets.sound("click")
    pygame.quit()
    pygame.init()
    assets.init_audio()
    second = assets.sound("click")
    assert second is not first
    second.play()
    pygame.quit()
    pygame.init()            # pygame runs its quit hooks once: the cache must still be dropped next time
    assets.init_audio()
    third = assets.sound("click")
    pygame.quit()
    pygame.init()
    assets.init_audio()
    assert assets.sound("click") is not third
    pygame.quit()
