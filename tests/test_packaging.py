"""An installed kingsforge (not the checkout) finds its data and sprites from any folder."""

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def test_installed_package_finds_data_and_sprites(tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps",
                    "--target", str(target), str(REPO)], check=True, capture_output=True)
    assert (target / "kingsforge" / "_bundled" / "data" / "base" / "craft.yaml").is_file()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    code = ("import kingsforge, kingsforge.resources as r; "
            "assert 'site' in kingsforge.__file__, kingsforge.__file__; "
            "print(r.data_dir()); print(r.sprites_dir()); "
            "from kingsforge.content import load_content; print(len(load_content().craft))")
    env = dict(os.environ, PYTHONPATH=str(target))
    out = subprocess.run([sys.executable, "-c", code], cwd=elsewhere, env=env, check=True,
                         capture_output=True, text=True).stdout.split()
    assert out[0].startswith(str(target)) and out[1].startswith(str(target))
    assert (Path(out[1]) / "die_metal_6.png").is_file()
    assert out[2] == "33"
