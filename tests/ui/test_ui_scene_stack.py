from kingsforge.ui.scene import Scene, SceneStack


class Probe(Scene):
    def __init__(self, name, log, opaque=True):
        super().__init__(app=None)
        self.name = name
        self.log = log
        self.opaque = opaque

    def enter(self):
        self.log.append(("enter", self.name))

    def exit(self):
        self.log.append(("exit", self.name))

    def pause(self):
        self.log.append(("pause", self.name))

    def resume(self):
        self.log.append(("resume", self.name))

    def handle_event(self, event):
        self.log.append(("event", self.name))

    def update(self, dt):
        self.log.append(("update", self.name))

    def draw(self, surface):
        surface.append(self.name)


def test_push_pop_replace_lifecycle():
    log = []
    stack = SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    stack.push(a)
    stack.push(b)
    assert stack.top is b
    stack.replace(c)
    assert stack.top is c and len(stack) == 2
    assert stack.pop() is c
    assert stack.top is a
    assert log == [("enter", "a"), ("pause", "a"), ("enter", "b"), ("exit", "b"), ("enter", "c"),
                   ("exit", "c"), ("resume", "a")]


def test_events_and_updates_go_to_top_only():
    log = []
    stack = SceneStack()
    stack.push(Probe("a", log))
    stack.push(Probe("b", log, opaque=False))
    log.clear()
    stack.handle_event(object())
    stack.update(0.1)
    assert log == [("event", "b"), ("update", "b")]


def test_overlays_draw_over_the_first_opaque_scene_bottom_up():
    log = []
    stack = SceneStack()
    stack.push(Probe("hidden", log))
    stack.push(Probe("table", log))
    stack.push(Probe("menu", log, opaque=False))
    stack.push(Probe("rules", log, opaque=False))
    drawn = []
    stack.draw(drawn)
    assert drawn == ["table", "menu", "rules"]


def test_reset_and_empty_pop():
    log = []
    stack = SceneStack()
    assert stack.pop() is None
    stack.push(Probe("a", log))
    stack.push(Probe("b", log))
    stack.reset(Probe("c", log))
    assert len(stack) == 1 and stack.top.name == "c"


def test_a_scene_opened_on_top_takes_the_tooltip_of_the_one_beneath(monkeypatch):
    """A tooltip shown when a card's zoom opened stayed drawn under the zoom until the mouse moved:
    the scene beneath forgets what the pointer was on."""
    import pygame

    from kingsforge.ui import widgets

    drawn = []
    monkeypatch.setattr(widgets, "draw_tooltip", lambda surface, text, *a, **k: drawn.append(text))
    button = widgets.Button((0, 0, 100, 40), "Vise", lambda: None, tooltip="Draw two contracts")
    under = Probe("table", [])
    under.widgets = widgets.WidgetGroup([button])
    under.widgets.mouse = (10, 10)
    for _ in range(3):
        under.widgets.update(0.3)
    under.widgets.draw_tooltip(pygame.Surface((10, 10)))
    assert drawn == ["Draw two contracts"]
    stack = SceneStack()
    stack.push(under)
    stack.push(Probe("zoom", [], opaque=False))
    drawn.clear()
    under.widgets.draw_tooltip(pygame.Surface((10, 10)))
    assert drawn == []
