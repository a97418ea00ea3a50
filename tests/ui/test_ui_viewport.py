import pygame

from kingsforge.ui.viewport import Viewport


def test_same_size_is_identity():
    v = Viewport((1920, 1080))
    assert v.identity
    assert v.to_logical((100, 200)) == (100, 200)


def test_letterbox_wide_window_maps_mouse_back():
    v = Viewport((2560, 1080))  # wider than 16:9: bars left and right
    assert v.scale == 1.0
    assert v.dest == pygame.Rect(320, 0, 1920, 1080)
    assert v.to_logical((320, 0)) == (0, 0)
    assert v.to_logical((320 + 960, 540)) == (960, 540)
    assert v.to_logical((0, 500)) == (0, 500)  # clicks on a bar clamp to the edge


def test_scaled_down_window_round_trips():
    v = Viewport((1280, 800))  # taller than 16:9: bars top and bottom
    assert abs(v.scale - 1280 / 1920) < 1e-9
    assert v.dest.width == 1280 and v.dest.height == 720 and v.dest.y == 40
    for logical in [(0, 0), (960, 540), (1500, 1000), (1919, 1079)]:
        back = v.to_logical(v.to_window(logical))
        assert abs(back[0] - logical[0]) <= 2 and abs(back[1] - logical[1]) <= 2


def test_app_maps_mouse_events_through_viewport(make_app):
    app = make_app(size=(1280, 720))
    mapped = app.map_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 360), button=1))
    assert mapped.pos == (960, 540)
    canvas = app.canvas
    assert canvas.get_size() == (1920, 1080)
    app.pump()  # presents the scaled canvas without error


def test_resize_updates_transform(make_app):
    app = make_app(size=(1280, 720))
    app.window = pygame.display.set_mode((960, 540), pygame.RESIZABLE)
    app.handle_event(pygame.event.Event(pygame.VIDEORESIZE, size=(960, 540), w=960, h=540))
    assert app.viewport.to_logical((480, 270)) == (960, 540)
