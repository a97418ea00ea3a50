"""A private X server for one real-window test.

Xvfb picks a free display itself and says which (-displayfd), so tests run in parallel never
share a display: `xvfb-run -a` looks for a free number before it starts the server, and two runs
started together can pick the same one (one fails, or one game's xdotool sees the other's window).
"""

from __future__ import annotations

import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

needs_x = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                             reason="needs Debian's xvfb and xdotool (.ci/run installs them)")


def _display(server: subprocess.Popen, read_end: int, log, seconds: float = 30) -> str:
    """The display number Xvfb writes once it accepts clients (`log`: the file its messages go to)."""
    text, deadline = b"", time.time() + seconds
    while not text.endswith(b"\n"):
        left = deadline - time.time()
        if server.poll() is not None:
            log.seek(0)
            raise RuntimeError(f"Xvfb stopped before it took a display: {log.read()[-1000:]!r}")
        if left <= 0:
            raise RuntimeError(f"Xvfb named no display within {seconds:.0f} s")
        ready, _, _ = select.select([read_end], [], [], min(left, 0.5))
        if ready:
            chunk = os.read(read_end, 64)
            if not chunk:
                raise RuntimeError("Xvfb closed its display pipe without a display number")
            text += chunk
    return text.decode().strip()


def run_script(script: Path, timeout: float) -> subprocess.CompletedProcess:
    """Run `script` with Python under its own 1600x900 Xvfb; the server stops with it."""
    read_end, write_end = os.pipe()
    # its messages go to a file, not a pipe nobody reads while the game runs: a full pipe
    # (a keymap warning per xdotool key, say) would stop the server
    log = tempfile.TemporaryFile()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1600x900x24",
                               "-nolisten", "tcp"], pass_fds=(write_end,),
                              stdout=subprocess.DEVNULL, stderr=log)
    os.close(write_end)
    try:
        display = _display(server, read_end, log)
        env = dict(os.environ, DISPLAY=f":{display}")
        return subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True,
                              timeout=timeout)
    finally:
        os.close(read_end)
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        log.close()
