"""Loading and validating the YAML card data in data/.

load_content is imported on first use, so the generic helpers beside it (errors.py,
yamlsource.py) can be used by Forge (kingsforge/forge) without loading King's Forge's engine.
"""

from kingsforge.content.errors import ContentError

__all__ = ["ContentError", "load_content"]


def __getattr__(name):
    if name == "load_content":
        from kingsforge.content.loader import load_content
        return load_content
    raise AttributeError(f"module 'kingsforge.content' has no attribute {name!r}")
