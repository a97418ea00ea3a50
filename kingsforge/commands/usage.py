"""Bad command-line input: one line on stderr and exit code 2 (kingsforge.cli.main prints it)."""

import argparse
import re

EXIT_BAD_INPUT = 2

_DIGITS = re.compile(r"[0-9]+")            # ASCII only: int() also takes '²'-like and other scripts' digits


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit code 2."""


def whole_number(text: str, where: str, minus: bool = False) -> int:
    """`text` as an int written with the digits 0-9 (a leading '-' only if `minus`); anything
    else (superscripts, other scripts' digits, '+3', '1_000', blanks) is a UsageError naming
    `where`."""
    body = text.strip()
    negative = minus and body.startswith("-")
    if negative:
        body = body[1:]
    if not _DIGITS.fullmatch(body):
        raise UsageError(f"{where}: '{text}' is not a whole number (write it with the digits 0-9)")
    return -int(body) if negative else int(body)


def number_arg(text: str) -> int:
    """argparse type for a count: digits 0-9 only (argparse names the flag; exit 2)."""
    if not _DIGITS.fullmatch(text.strip()):
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number (write it with the digits 0-9)")
    return int(text)


def signed_number_arg(text: str) -> int:
    """argparse type for a seed: digits 0-9, with a leading '-' allowed."""
    body = text.strip()
    if not _DIGITS.fullmatch(body[1:] if body.startswith("-") else body):
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number (write it with the digits 0-9)")
    return int(body)


def window_size(text: str, flag: str = "--size", smallest: int = 1) -> tuple[int, int]:
    """'1280x720' -> (1280, 720), digits 0-9 only; anything else is a UsageError."""
    width, sep, height = text.strip().lower().partition("x")
    if not sep or not _DIGITS.fullmatch(width) or not _DIGITS.fullmatch(height) \
            or min(int(width), int(height)) < smallest:
        raise UsageError(f"{flag} must be WIDTHxHEIGHT, e.g. 1280x720 (not '{text}')")
    return int(width), int(height)
