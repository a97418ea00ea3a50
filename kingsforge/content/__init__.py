"""Loading and validating the YAML card data in data/."""

from kingsforge.content.errors import ContentError
from kingsforge.content.loader import load_content

__all__ = ["ContentError", "load_content"]
