"""The test suite never writes to the player's real folders, in-process or in a subprocess."""

import subprocess
import sys

from conftest import TEST_HOME


def test_subprocesses_get_the_throwaway_home(subprocess_env, tmp_path):
    code = "from kingsforge import persist; print(persist.autosave_path())"
    for env in (subprocess_env, None):          # None: a subprocess that inherits os.environ
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                             cwd=tmp_path, timeout=120)
        assert out.returncode == 0, out.stderr
        assert out.stdout.strip().startswith(str(TEST_HOME)), out.stdout
