"""Facts worked out once per loaded content: a Content is frozen, and the engine asks about the
same one move after move (the plan of its mechanisms, which dice return at cleanup, ...)."""

from __future__ import annotations


def per_content(work):
    """`work(content)`, worked out once per content (known by identity: a Content never
    changes) and the one last asked about kept at hand. An answer is kept with its content in
    one tuple, replaced whole, so threads never read one content with another's answer.
    `.forget()` drops every answer (the mechanisms' registry changed)."""
    found: dict = {}
    last = [(None, None)]

    def answer(content):
        entry = last[0]
        if entry[0] is content:
            return entry[1]
        entry = found.get(id(content))
        if entry is None or entry[0] is not content:
            if len(found) > 64:
                found.clear()
            entry = found[id(content)] = (content, work(content))
        last[0] = entry
        return entry[1]

    def forget() -> None:
        found.clear()
        last[0] = (None, None)

    answer.forget = forget
    answer.__doc__ = work.__doc__
    answer.__name__ = work.__name__
    return answer
