"""Scene base class and the scene stack.

Only the top scene receives events and updates. Drawing walks down the stack
to the first opaque scene and draws from there upwards, so an overlay (pause
menu, rules, banners) shows the scene beneath it, as Tuxemon's client does.
"""

from __future__ import annotations

import pygame

from kingsforge import i18n


class Scene:
    #: False for overlays: the scene below stays visible behind them.
    opaque = True
    #: True when the scene below should keep animating under this overlay
    #: (hand-off banner over the table, for example).
    passthrough_update = False

    def __init__(self, app):
        self.app = app

    # lifecycle --------------------------------------------------------
    def enter(self) -> None:
        """Called when pushed (or replaced in)."""

    def exit(self) -> None:
        """Called when popped or replaced out."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    # frame ------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def language_changed(self) -> None:
        """The language was switched (Settings opened over this scene, or over one above it): say
        this scene's words again now. A scene under others gets no update until they close, so one
        that keeps words (a dialog's question, a table's buttons) re-says them here."""

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def animating(self) -> bool:
        """True while something here moves or a timer runs by itself (a fade, a glide, a countdown).

        The app draws only on input or while some scene animates; otherwise it sleeps.
        A scene with widgets animates while they do (hover easing, a tooltip's delay)."""
        widgets = getattr(self, "widgets", None)
        return bool(widgets is not None and widgets.animating())

    def next_frame_in(self) -> float | None:
        """Seconds until this scene wants a frame with nothing moving fast (a slow pulse, drawn a
        few times a second instead of at the full frame rate); None: none wanted."""
        return None

    # helpers ----------------------------------------------------------
    @property
    def stack(self) -> "SceneStack":
        return self.app.stack

    def close(self) -> None:
        """Pop this scene if it is on top."""
        if self.stack.top is self:
            self.stack.pop()


class SceneStack:
    def __init__(self):
        self._scenes: list[Scene] = []
        self._language = None       # the language the scenes were last told of (None: not yet updated)
        self.changes = 0        # counts pushes, pops and swaps: the app redraws after each


    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def find(self, kind) -> Scene | None:
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def push(self, scene: Scene) -> Scene:
        if self._scenes:
            under = self._scenes[-1]
            widgets = getattr(under, "widgets", None)
            if widgets is not None:         # the pointer is the new scene's: no tooltip left beneath it
                widgets.forget_hover()
            under.pause()
        self._scenes.append(scene)
        self.changes += 1
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        self.changes += 1
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for another (title -> setup, setup -> table)."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        self.changes += 1
        scene.enter()
        return scene

    def reset(self, scene: Scene) -> Scene:
        """Drop every scene and start over from one (back to the title)."""
        while self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        self.changes += 1
        scene.enter()
        return scene

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the top-most opaque one upwards."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].opaque:
                start = i
                break
        return self._scenes[start:]

    def handle_event(self, event) -> None:
        if self._scenes:
            self._scenes[-1].handle_event(event)

    def _update_chain(self) -> list[Scene]:
        """The top scene, and below it those that overlays let run (banners): bottom first."""
        if not self._scenes:
            return []
        i = len(self._scenes) - 1
        chain = [self._scenes[i]]
        while i > 0 and self._scenes[i].passthrough_update:
            i -= 1
            chain.append(self._scenes[i])
        return chain[::-1]

    def update(self, dt: float) -> None:
        language = i18n.generation()
        if self._language is not None and language != self._language:
            for scene in list(self._scenes):        # beneath the top too: they are drawn
                scene.language_changed()
        self._language = language
        for scene in self._update_chain():
            scene.update(dt)

    def animating(self) -> bool:
        """True while a running scene needs frames without input."""
        return any(scene.animating() for scene in self._update_chain())

    def next_frame_in(self) -> float | None:
        """The soonest frame a running scene asks for without input (Scene.next_frame_in)."""
        wanted = [w for w in (scene.next_frame_in() for scene in self._update_chain()) if w is not None]
        return min(wanted) if wanted else None

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
