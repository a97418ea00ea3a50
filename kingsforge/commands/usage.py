"""Bad command-line input: one line on stderr and exit code 2 (kingsforge.cli.main prints it)."""

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit code 2."""
