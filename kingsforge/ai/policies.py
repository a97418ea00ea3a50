"""Every decision kind's AI policy, imported once so each registers (ai/policy.py); the package
imports this, so a bot never meets an unregistered kind. A new mechanism's policy is one module
of ai/ and one name here."""

from kingsforge.ai import ambassador, deluxe, exotic, owed  # noqa: F401
