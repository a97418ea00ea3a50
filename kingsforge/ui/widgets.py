"""Small UI widgets: buttons, labels, toggles, steppers, text fields, tooltips.

Widgets work in logical canvas coordinates (the app maps mouse events before
they arrive). A WidgetGroup owns keyboard focus: Tab / arrows move it, Enter
or Space activates the focused widget, and the focus ring only shows once the
keyboard has been used, as players expect from desktop games.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from kingsforge.i18n import t
from kingsforge.ui import gfx, theme

LEFT = 1
RIGHT = 3
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)     # press the focused widget


class Widget:
    focusable = False
    tooltip_clear = False       # its tooltip never covers it (a board's place whose spots it explains)

    def __init__(self, rect, tooltip: str = "", enabled: bool = True, visible: bool = True):
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.enabled = enabled
        self.visible = visible
        self.hovered = False
        self.focused = False

    def active(self) -> bool:
        return self.visible and self.enabled

    def handle_event(self, event) -> bool:
        return False

    def activate(self) -> None:
        """Keyboard activation (Enter/Space while focused)."""

    def update(self, dt: float) -> None:
        pass

    def animating(self) -> bool:
        """True while the widget changes by itself (hover easing, a blinking cursor)."""
        return False

    def draw(self, surface: pygame.Surface, show_focus: bool = False) -> None:
        pass


class Label(Widget):
    """Text that re-renders only when it changes."""

    def __init__(self, pos, text: str, size: int = theme.FS_BODY, colour=theme.TEXT,
                 anchor: str = "topleft", bold: bool = False, display: bool = False,
                 wrap: int = 0, shadow: bool = False):
        super().__init__((pos, (0, 0)))
        self.pos = pos
        self.size = size
        self.colour = colour
        self.anchor = anchor
        self.bold = bold
        self.display = display
        self.wrap = wrap
        self.shadow = shadow
        self._text = None
        self._surface = None
        self.text = text

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        if value != self._text:
            self._text = value
            self._surface = gfx.text(value, self.size, self.colour, self.bold, self.display, self.wrap)
            self.rect = self._surface.get_rect(**{self.anchor: self.pos})

    def draw(self, surface, show_focus=False) -> None:
        if not self.visible:
            return
        if self.shadow:
            dark = gfx.text(self._text, self.size, (0, 0, 0), self.bold, self.display, self.wrap)
            surface.blit(dark, self.rect.move(2, 3))
        surface.blit(self._surface, self.rect)


BUTTON_STYLES = {
    # fill, hover fill, border, text
    "primary": ((176, 122, 44), (206, 150, 62), theme.GOLD_BRIGHT, (255, 246, 226)),
    "secondary": ((58, 44, 34), (82, 62, 46), theme.PANEL_EDGE, theme.TEXT),
    "danger": ((132, 46, 40), (162, 62, 52), (220, 120, 100), theme.TEXT),
    "ghost": ((0, 0, 0), (40, 32, 26), None, theme.TEXT_DIM),
}


class Button(Widget):
    focusable = True

    def __init__(self, rect, text: str, on_click: Callable[[], None] | None = None,
                 style: str = "secondary", size: int = theme.FS_LABEL, tooltip: str = "",
                 hotkeys: Sequence[int] = (), enabled: bool = True, name: str = ""):
        super().__init__(rect, tooltip, enabled)
        self.text = text
        self.on_click = on_click
        self.style = style
        self.size = size
        self.hotkeys = tuple(hotkeys)
        self.pressed = False
        self.name = name or text
        self._hover_t = 0.0

    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT:
            if self.rect.collidepoint(event.pos):
                self.pressed = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == LEFT:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        elif event.type == pygame.KEYDOWN and event.key in self.hotkeys:
            self.click()
            return True
        return False

    def click(self) -> None:
        if self.enabled and self.visible:
            gfx.play("click")
            if self.on_click:
                self.on_click()

    def activate(self) -> None:
        self.click()

    def text_size(self) -> int:
        """The label's font size: the button's own, a little smaller if a long label needs it."""
        return gfx.fit_size(self.text, self.rect.w - 16, self.size, True)

    def _hover_target(self) -> float:
        return 1.0 if (self.hovered and self.enabled and self.visible) else 0.0

    def update(self, dt: float) -> None:
        target = self._hover_target()
        self._hover_t += (target - self._hover_t) * min(1.0, dt * 14)
        if abs(target - self._hover_t) < 0.01:
            self._hover_t = target      # settled: no more frames needed for it

    def animating(self) -> bool:
        return self._hover_t != self._hover_target()

    def draw(self, surface, show_focus=False) -> None:
        if not self.visible:
            return
        fill, hover, border, ink = BUTTON_STYLES.get(self.style, BUTTON_STYLES["secondary"])
        t = self._hover_t
        colour = tuple(int(fill[i] + (hover[i] - fill[i]) * t) for i in range(3))
        rect = self.rect.move(0, 2) if self.pressed else self.rect
        if not self.enabled:
            colour = gfx.shade(fill, 0.55)
            ink = theme.TEXT_FAINT
        if self.style == "ghost" and t < 0.05 and not self.focused:
            pass
        else:
            gfx.panel(surface, rect, colour, border if self.enabled else theme.TEXT_FAINT,
                      radius=10, shadow=0 if self.pressed or self.style == "ghost" else 4)
            gfx.covers(surface, rect, self.name or self.text, "button")      # the layout check: opaque
            if self.enabled and self.style != "ghost":
                # a thin highlight along the top edge gives the button some depth
                hl = pygame.Rect(rect.x + 8, rect.y + 3, rect.w - 16, 2)
                pygame.draw.rect(surface, gfx.shade(colour, 1.3), hl, border_radius=1)
        size = self.text_size()
        with gfx.box(rect, self.name or self.text):     # a little narrowed rather than cut ('Fin del turno')
            gfx.blit_fitted(surface, self.text, rect.center, rect.w - 16, size, ink, "center", bold=True,
                            min_size=size)
        if show_focus and self.focused:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(10, 10), 3, border_radius=14)


class Toggle(Widget):
    """An on/off switch with a label on its left."""

    focusable = True

    def __init__(self, rect, label: str, value: bool = False,
                 on_change: Callable[[bool], None] | None = None, tooltip: str = "",
                 enabled: bool = True, size: int = theme.FS_BODY):
        super().__init__(rect, tooltip, enabled)
        self.label = label
        self.value = value
        self.on_change = on_change
        self.size = size

    @property
    def switch_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - 76, self.rect.centery - 18, 76, 36)

    def label_room(self) -> int:
        """Width left for the label: the switch and its On/Off word sit at the right."""
        word = max(gfx.font(theme.FS_SMALL).size(w)[0] for w in (t("common.on"), t("common.off")))
        return self.switch_rect.x - 12 - word - 16 - self.rect.x

    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif (self.enabled and event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT
              and self.rect.collidepoint(event.pos)):
            self.activate()
            return True
        return False

    def activate(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        gfx.play("click")
        if self.on_change:
            self.on_change(self.value)

    def draw(self, surface, show_focus=False) -> None:
        if not self.visible:
            return
        ink = theme.TEXT if self.enabled else theme.TEXT_FAINT
        gfx.blit_fitted(surface, self.label, (self.rect.x, self.rect.centery), self.label_room(), self.size, ink,
                        "midleft")
        sw = self.switch_rect
        on = self.value and self.enabled
        track = (118, 150, 84) if on else (70, 60, 52)
        pygame.draw.rect(surface, track, sw, border_radius=18)
        pygame.draw.rect(surface, theme.PANEL_EDGE, sw, 2, border_radius=18)
        knob_x = sw.right - 18 if self.value else sw.x + 18
        pygame.draw.circle(surface, theme.PARCHMENT if self.enabled else theme.TEXT_FAINT,
                           (knob_x, sw.centery), 14)
        word = t("common.on") if self.value else t("common.off")
        gfx.blit_text(surface, word, (sw.x - 12, sw.centery), theme.FS_SMALL, theme.TEXT_DIM, "midright")
        if show_focus and self.focused:
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect.inflate(12, 8), 3, border_radius=10)


class Stepper(Widget):
    """Cycles through named options with < and > arrows (keyboard: left/right)."""

    focusable = True

    def __init__(self, rect, options: Sequence[str], index: int = 0,
                 on_change: Callable[[int], None] | None = None, tooltip: str = "",
                 enabled: bool = True, size: int = theme.FS_BODY, label: str = ""):
        super().__init__(rect, tooltip, enabled)
        self.options = list(options)
        self.index = index
        self.on_change = on_change
        self.size = size
        self.label = label

    @property
    def value(self) -> str:
        return self.options[self.index]

    @property
    def left_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.h, self.rect.h)

    @property
    def right_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - self.rect.h, self.rect.y, self.rect.h, self.rect.h)

    def step(self, delta: int) -> None:
        if not self.enabled or not self.options:
            return
        self.index = (self.index + delta) % len(self.options)
        gfx.play("click")
        if self.on_change:
            self.on_change(self.index)

    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif self.enabled and event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT:
            if self.left_rect.collidepoint(event.pos):
                self.step(-1)
                return True
            if self.rect.collidepoint(event.pos):
                self.step(1)
                return True
        return False

    def handle_key(self, key) -> bool:
        if key in (pygame.K_LEFT, pygame.K_a):
            self.step(-1)
            return True
        if key in (pygame.K_RIGHT, pygame.K_d):
            self.step(1)
            return True
        return False

    def activate(self) -> None:
        self.step(1)

    def draw(self, surface, show_focus=False) -> None:
        if not self.visible:
            return
        ink = theme.TEXT if self.enabled else theme.TEXT_FAINT
        fill = (52, 40, 32) if self.enabled else (40, 34, 30)
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.PANEL_EDGE if self.enabled else theme.TEXT_FAINT,
                         self.rect, 2, border_radius=10)
        for r, pts in ((self.left_rect, ((0.62, 0.28), (0.36, 0.5), (0.62, 0.72))),
                       (self.right_rect, ((0.38, 0.28), (0.64, 0.5), (0.38, 0.72)))):
            col = theme.GOLD if self.enabled else theme.TEXT_FAINT
            pygame.draw.polygon(surface, col, [(r.x + r.w * a, r.y + r.h * b) for a, b in pts])
        size = gfx.fit_size(self.value, self.rect.w - 2 * self.rect.h, self.size, True)
        text = gfx.fit_text(self.value, self.rect.w - 2 * self.rect.h, size, True)
        gfx.blit_text(surface, text, self.rect.center, size, ink, "center", bold=True)
        if show_focus and self.focused:
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect.inflate(10, 10), 3, border_radius=14)


class TextField(Widget):
    """A one-line text entry (names, seed). Click or Tab to focus, then type."""

    focusable = True

    def __init__(self, rect, text: str = "", max_len: int = 14, placeholder: str = "",
                 on_change: Callable[[str], None] | None = None, allowed: str | None = None,
                 size: int = theme.FS_BODY, tooltip: str = ""):
        super().__init__(rect, tooltip)
        self.text = text
        self.max_len = max_len
        self.placeholder = placeholder
        self.on_change = on_change
        self.allowed = allowed
        self.size = size
        self.editing = False
        self._blink = 0.0

    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == LEFT:
            was = self.editing
            self.editing = self.rect.collidepoint(event.pos)
            return self.editing and not was
        elif self.editing and event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return True
        elif self.editing and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                self._changed()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.editing = False
                return event.key != pygame.K_TAB
            return True  # swallow other keys so typing "f" never triggers a shortcut
        return False

    def insert(self, chars: str) -> None:
        for ch in chars:
            if len(self.text) >= self.max_len:
                break
            if not ch.isprintable():
                continue
            if self.allowed is not None and ch not in self.allowed:
                continue
            self.text += ch
        self._changed()

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.text)

    def activate(self) -> None:
        self.editing = not self.editing

    def animating(self) -> bool:
        return self.editing and self.visible     # the cursor blinks

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0
        if not self.focused and self.editing:
            self.editing = False

    def draw(self, surface, show_focus=False) -> None:
        if not self.visible:
            return
        fill = (250, 242, 222) if self.editing else theme.PARCHMENT
        pygame.draw.rect(surface, fill, self.rect, border_radius=8)
        border = theme.GOLD if self.editing else theme.PARCHMENT_DARK
        pygame.draw.rect(surface, border, self.rect, 3 if self.editing else 2, border_radius=8)
        if self.text:
            r = gfx.blit_text(surface, self.text, (self.rect.x + 14, self.rect.centery), self.size,
                              theme.INK, "midleft")
        else:
            r = pygame.Rect(self.rect.x + 14, self.rect.centery, 0, 0)
            gfx.blit_text(surface, self.placeholder, (self.rect.x + 14, self.rect.centery), self.size,
                          theme.INK_SOFT, "midleft")
        if self.editing and self._blink < 0.55:
            x = r.right + 2 if self.text else self.rect.x + 14
            pygame.draw.line(surface, theme.INK, (x, self.rect.centery - 14), (x, self.rect.centery + 14), 2)
        if show_focus and self.focused and not self.editing:
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect.inflate(10, 10), 3, border_radius=12)


TIP_GRID = 16        # step of the search for a free place when no corner of the pointer is free


def tooltip_place(body_size, anchor, canvas: pygame.Rect, avoid=(), keep_off=()) -> pygame.Rect:
    """Where a tooltip of `body_size` goes (see draw_tooltip)."""
    rect = pygame.Rect(0, 0, body_size[0] + 28, body_size[1] + 20)
    screen = canvas.inflate(-8, -8)
    x, y = anchor
    avoid, keep_off = list(avoid), [pygame.Rect(r) for r in keep_off]
    corners = []
    for corner, pos in (("topleft", (x + 18, y + 24)), ("bottomleft", (x + 18, y - 12)),
                        ("topright", (x - 18, y + 24)), ("bottomright", (x - 18, y - 12))):
        setattr(rect, corner, pos)
        rect.clamp_ip(screen)
        corners.append(rect.copy())
    for r in corners:
        if r.collidelist(avoid) < 0 and r.collidelist(keep_off) < 0:
            return r
    if not keep_off:
        return corners[0]           # over a button rather than off the pointer
    free = [r for r in corners if r.collidelist(keep_off) < 0]
    if free:
        return free[0]
    # every corner covers the magnifier: the nearest place on the canvas clear of it (and of
    # the buttons, if one is)
    w, h = rect.size
    grid = [pygame.Rect(gx, gy, w, h) for gy in range(screen.y, screen.bottom - h + 1, TIP_GRID)
            for gx in range(screen.x, screen.right - w + 1, TIP_GRID)]
    grid.sort(key=lambda r: (r.centerx - x) ** 2 + (r.centery - y) ** 2)
    fallback = None
    for r in grid:
        if r.collidelist(keep_off) >= 0:
            continue
        if r.collidelist(avoid) < 0:
            return r
        fallback = fallback or r
    return fallback or corners[0]


def draw_tooltip(surface: pygame.Surface, text: str, anchor, max_width: int = 420, avoid=(),
                 keep_off=()) -> pygame.Rect:
    """A parchment note near the pointer, kept fully on the canvas and off the rects in `avoid`
    (buttons the player may be about to press): below-right of the pointer, else above, else left.
    The rects in `keep_off` (the magnifier) are never covered: when no corner of the pointer
    clears them, the note goes to the nearest place that does."""
    body = gfx.text(text, theme.FS_SMALL, theme.INK, wrap=max_width)
    rect = tooltip_place(body.get_size(), anchor, surface.get_rect(), avoid, keep_off)
    gfx.panel(surface, rect, theme.PARCHMENT, theme.GOLD_DARK, radius=8, shadow=6)
    surface.blit(body, body.get_rect(center=rect.center))      # a tooltip floats: no label of the table
    return rect


class WidgetGroup:
    """Widgets of one scene: event dispatch, keyboard focus and tooltips.

    Keyboard focus belongs to the keyboard: Tab and the arrows give it, a mouse
    click takes it away (a clicked button must not catch the Space or Enter
    that the scene's prompt names), and it is dropped as soon as its widget is
    hidden, disabled or removed. Only a text field keeps the focus a click
    gives it, so that typing goes into it.
    """

    TOOLTIP_DELAY = 0.45

    def __init__(self, widgets: Sequence[Widget] = ()):
        self.widgets: list[Widget] = list(widgets)
        self._focus: Widget | None = None
        self.show_focus = False
        self.mouse = (0, 0)
        self._hover_widget = None
        self._hover_time = 0.0

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.active()]

    @property
    def focused(self) -> Widget | None:
        """The widget with keyboard focus, or None (also once it went away)."""
        w = self._focus
        if w is not None and not (w.focusable and w.active() and w in self.widgets):
            self.set_focus(None)
            return None
        return w

    @property
    def focus_index(self) -> int:
        """The focused widget's place among the focusable ones (-1: none)."""
        w = self.focused
        return self.focusables().index(w) if w is not None else -1

    def set_focus(self, widget: Widget | None) -> None:
        for w in self.widgets:
            w.focused = False
        self._focus = widget if widget is not None and widget in self.focusables() else None
        if self._focus is not None:
            self._focus.focused = True

    def move_focus(self, delta: int) -> None:
        items = self.focusables()
        if not items:
            return
        index = self.focus_index
        if index < 0:
            index = 0 if delta > 0 else len(items) - 1
        else:
            index = (index + delta) % len(items)
        self.set_focus(items[index])
        self.show_focus = True

    def handle_event(self, event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN:
            # the mouse is in charge now: keys go back to the scene's own actions
            self.show_focus = False
            self.set_focus(None)
        focused = self.focused
        # A text field being edited gets keys first.
        if isinstance(focused, TextField) and focused.editing and event.type in (
                pygame.KEYDOWN, pygame.TEXTINPUT):
            if focused.handle_event(event):
                return True
        # Enter/Space press the widget the keyboard focused before any button's hotkey: a hotkey
        # (the error screen's Enter for "Keep playing", a dialog's Enter for its first answer) is
        # for when nothing is focused; with the ring on "Back to title", Enter means that one.
        if focused is not None and event.type == pygame.KEYDOWN and event.key in PRESS_KEYS:
            focused.activate()
            self.show_focus = True
            return True
        handled = any(widget.handle_event(event) for widget in list(self.widgets))
        if event.type == pygame.MOUSEBUTTONDOWN:
            editing = [w for w in self.widgets if isinstance(w, TextField) and w.editing]
            if editing:
                self.set_focus(editing[0])
        if handled:
            return True
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event)
        return False

    def _handle_key(self, event) -> bool:
        key = event.key
        if key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if key in (pygame.K_DOWN,):
            self.move_focus(1)
            return True
        if key in (pygame.K_UP,):
            self.move_focus(-1)
            return True
        focused = self.focused
        if focused is None:
            return False
        if isinstance(focused, Stepper) and focused.handle_key(key):
            self.show_focus = True
            return True
        return False

    def forget_hover(self) -> None:
        """No widget is under the pointer any more (a scene opened on top): its tooltip goes."""
        self._hover_widget = None
        self._hover_time = 0.0

    def update(self, dt: float) -> None:
        hover = None
        for widget in self.widgets:
            widget.update(dt)
            if widget.visible and widget.rect.collidepoint(self.mouse) and widget.tooltip:   # a tip made on hover only
                hover = widget
        if hover is not self._hover_widget:
            self._hover_widget = hover
            self._hover_time = 0.0
        else:
            self._hover_time += dt

    def animating(self) -> bool:
        """True while a widget eases or blinks, or a tooltip is about to show."""
        w = self._hover_widget
        if w is not None and w.tooltip and self._hover_time < self.TOOLTIP_DELAY:
            return True
        return any(widget.animating() for widget in self.widgets)

    def draw(self, surface: pygame.Surface) -> None:
        self.focused        # a widget disabled or hidden since it took the focus gives it up: no ring on it
        for widget in self.widgets:
            widget.draw(surface, self.show_focus)

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        w = self._hover_widget
        if w is not None and w.tooltip and self._hover_time >= self.TOOLTIP_DELAY:
            draw_tooltip(surface, w.tooltip, self.mouse, keep_off=(w.rect,) if w.tooltip_clear else ())

    def button(self, name: str) -> Button | None:
        for w in self.widgets:
            if isinstance(w, Button) and w.name == name:
                return w
        return None
