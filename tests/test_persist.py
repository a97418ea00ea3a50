"""Saved games and atomic writes (kingsforge.persist)."""

from __future__ import annotations

import json
import os
import pickle
import time

import pytest

from kingsforge import persist
from kingsforge.ai import make_bot
from kingsforge.engine import rules
from kingsforge.engine.record import FORMAT_VERSION, GameRecord
from kingsforge.persist import atomic, saves


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every test here writes under its own KINGSFORGE_HOME, never a real home."""
    home = tmp_path / "home"
    monkeypatch.setenv("KINGSFORGE_HOME", str(home))
    return home


def played(content, moves=30, players=3, seed=4):
    record = GameRecord(content, players, seed, [f"Seat {i}" for i in range(players)])
    bots = [make_bot("greedy", i) for i in range(players)]
    while len(record.actions) < moves and record.state.phase != "over":
        state = record.state
        record.play(bots[state.turn].choose(state, rules.legal_actions(state)))
    return record


# --- paths -----------------------------------------------------------------------------
def test_home_override_moves_every_file(private_home):
    assert persist.user_data_dir() == private_home
    assert persist.user_config_dir() == private_home
    assert persist.autosave_path() == private_home / "autosave.json"
    assert persist.settings_path() == private_home / "settings.json"
    assert persist.log_path().parent == private_home / "logs"


def test_without_override_the_folders_are_per_user(monkeypatch):
    monkeypatch.delenv("KINGSFORGE_HOME")
    assert "kingsforge" in str(persist.user_data_dir()).lower()
    assert "kingsforge" in str(persist.user_config_dir()).lower()


# --- atomic writes ---------------------------------------------------------------------
def test_atomic_write_creates_folder_and_leaves_no_temp(tmp_path):
    target = tmp_path / "a" / "b" / "x.json"
    persist.atomic_write_json(target, {"k": [1, 2, "é"]})
    assert json.loads(target.read_text(encoding="utf-8")) == {"k": [1, 2, "é"]}
    assert [p.name for p in target.parent.iterdir()] == ["x.json"]


def test_failed_write_keeps_the_old_file(tmp_path):
    target = tmp_path / "x.json"
    persist.atomic_write_json(target, {"old": True})
    with pytest.raises((TypeError, ValueError)):
        persist.atomic_write_json(target, {"bad": object()})
    with pytest.raises(ValueError):
        persist.atomic_write_json(target, {"nan": float("nan")})
    assert json.loads(target.read_text()) == {"old": True}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_error_during_replace_removes_the_temp(tmp_path, monkeypatch):
    target = tmp_path / "x.json"
    persist.atomic_write_json(target, {"old": True})

    def refuse(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", refuse)
    with pytest.raises(OSError):
        persist.atomic_write_json(target, {"new": True})
    monkeypatch.undo()
    assert json.loads(target.read_text()) == {"old": True}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_stale_temps_of_killed_writers_are_cleaned(tmp_path):
    target = tmp_path / "x.json"
    stale = tmp_path / ".x.json.abc123.tmp"
    fresh = tmp_path / ".x.json.def456.tmp"      # maybe another writer at work: leave it
    other = tmp_path / ".y.json.abc123.tmp"
    for p in (stale, fresh, other):
        p.write_text("half")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    persist.atomic_write_json(target, {})
    assert not stale.exists()
    assert fresh.exists() and other.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo") or not os.path.exists("/dev/null"), reason="POSIX devices and FIFOs")
def test_an_atomic_write_never_replaces_a_device_a_fifo_or_a_folder(tmp_path):
    """The rename put a plain file in place of whatever was there: `--autosave /dev/null` run as
    root replaced /dev/null itself. A link to a device stands for one here (it is never written)."""
    import stat

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    device = tmp_path / "null.json"
    device.symlink_to("/dev/null")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    for target, words in ((fifo, "it is a named pipe, not a file"), (device, "it is a device, not a file"),
                          (folder, "it is a folder, not a file")):
        with pytest.raises(OSError) as refused:
            persist.atomic_write_json(target, {"k": 1})
        assert refused.value.strerror == words, refused.value
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and device.is_symlink() and folder.is_dir()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder.json", "null.json", "pipe.json"]  # no temp left
    link = tmp_path / "link.json"              # a link to a regular file is still written, as before
    (tmp_path / "real.json").write_text("{}")
    link.symlink_to(tmp_path / "real.json")
    persist.atomic_write_json(link, {"k": 2})
    assert json.loads(link.read_text()) == {"k": 2}


# --- save and load -----------------------------------------------------------------------
def test_save_holds_the_record_and_extras(shipped_content, tmp_path):
    record = played(shipped_content)
    path = tmp_path / "game.json"
    persist.save_game(record, path, extra={"bots": ["greedy"] * 3})
    data = json.loads(path.read_text())
    for key in ("format", "data_checksum", "players", "seed", "names", "actions", "saved_at", "app_version"):
        assert key in data, key
    assert data["format"] == FORMAT_VERSION
    assert data["data_checksum"] == shipped_content.checksum
    assert data["actions"] == record.to_data()["actions"]
    saved = persist.read_save(shipped_content, path)
    assert saved.record.state.digest() == record.state.digest()
    assert saved.record.names == record.names
    assert saved.extra == {"bots": ["greedy"] * 3}
    assert persist.load_game(shipped_content, path).state.digest() == record.state.digest()
    assert path.exists()


def test_a_finished_game_deletes_only_its_own_save(shipped_content, tmp_path):
    """Two windows share the autosave: the game ending in one deleted the game the other had
    saved there since."""
    from kingsforge.ui.autosave import saver

    path = tmp_path / "autosave.json"
    mine, other = played(shipped_content, 20, seed=4), played(shipped_content, 12, seed=5)
    persist.save_game(other, path)
    saver.delete(path, mine)
    assert saver.flush() and path.is_file()                      # the other window's game stays
    assert not persist.delete_own_save(path, dict(other.to_data(), names=["x", "y", "z"]))   # other seats
    longer = played(shipped_content, 30, seed=5)
    assert persist.delete_own_save(path, longer.to_data()) and not path.exists()     # its own, further on
    persist.save_game(played(shipped_content, 15, seed=4), path)  # an earlier save of this game
    saver.delete(path, mine)
    assert saver.flush() and not path.exists()


def test_a_plain_record_without_extras_loads(shipped_content, tmp_path):
    """A file holding just GameRecord.to_data() (no integrity stamp) is a valid save."""
    record = played(shipped_content, moves=12)
    path = tmp_path / "plain.json"
    path.write_text(json.dumps(record.to_data()))
    assert persist.load_game(shipped_content, path).state.digest() == record.state.digest()


def test_missing_save_is_not_renamed(shipped_content, tmp_path):
    with pytest.raises(persist.SaveError) as err:
        persist.load_game(shipped_content, tmp_path / "none.json")
    assert err.value.bad_path is None
    assert "no saved game" in err.value.message.lower()
    assert list(tmp_path.iterdir()) == []


def _expect_bad(content, path, *words):
    original = path.read_bytes()
    with pytest.raises(persist.SaveError) as err:
        persist.load_game(content, path)
    message = err.value.message
    assert not path.exists(), "the unusable save must not be offered again"
    assert err.value.bad_path == path.with_name(path.name + ".bad")
    assert err.value.bad_path.read_bytes() == original, "the file is kept as it was"
    assert "Traceback" not in message and err.value.bad_path.name in message
    for word in words:
        assert word in message.lower(), (word, message)
    return message


@pytest.mark.parametrize("cut", [0, 1, 10, 0.5, -2])
def test_truncated_save(shipped_content, tmp_path, cut):
    path = tmp_path / "autosave.json"
    persist.save_game(played(shipped_content), path)
    raw = path.read_bytes()
    n = int(len(raw) * cut) if isinstance(cut, float) else (cut if cut >= 0 else len(raw) + cut)
    path.write_bytes(raw[:n])
    _expect_bad(shipped_content, path, "damaged")


@pytest.mark.parametrize("payload", [
    b"\x00\x01\x02garbage", b"\xff\xfe\xfd", b"[1, 2, 3]", b'"just text"', b"{}", b"null",
    b'{"format": 1}', b"[" * 100000,
    pickle.dumps({"format": 1, "actions": []}),
    b"!!python/object/apply:os.system ['echo hacked']",
])
def test_garbage_is_refused(shipped_content, tmp_path, payload):
    path = tmp_path / "autosave.json"
    path.write_bytes(payload)
    _expect_bad(shipped_content, path, "damaged")


def _rewrite(path, change):
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_newer_format_says_so(shipped_content, tmp_path):
    path = tmp_path / "autosave.json"
    persist.save_game(played(shipped_content), path)
    _rewrite(path, lambda d: d.update(format=FORMAT_VERSION + 1, integrity=None))
    message = _expect_bad(shipped_content, path, "newer version")
    assert str(FORMAT_VERSION + 1) in message


def test_save_messages_name_no_game():
    """Both games' saves meet these messages (a Forge save from a newer version was told it came
    from King's Forge), in either language."""
    from kingsforge import i18n
    for code in ("en", "es"):
        texts = [text for key, text in i18n.table(code).items()   # modules are King's Forge's alone
                 if key.startswith("save.") and "module" not in key]
        assert texts and not [text for text in texts if "King's Forge" in text or "Forge" in text], code


@pytest.mark.parametrize("game", ["chess", "", 7, ["forge"]])
def test_a_save_naming_a_game_we_do_not_play_is_refused(shipped_content, tmp_path, game):
    """King's Forge's saves name no game and Forge's name "forge": one naming another game (here
    without its integrity stamp, as a hand edit leaves it) loaded as a King's Forge game."""
    path = tmp_path / "autosave.json"
    persist.save_game(played(shipped_content), path)
    _rewrite(path, lambda d: (d.update(game=game), d.pop("integrity")))
    _expect_bad(shipped_content, path, "a game this program does not play")


def test_other_card_data_says_so(shipped_content, tmp_path):
    path = tmp_path / "autosave.json"
    persist.save_game(played(shipped_content), path)
    _rewrite(path, lambda d: d.update(data_checksum="0123456789abcdef", rules_checksum="0123456789abcdef",
                                      integrity=None))
    _expect_bad(shipped_content, path, "different card data")


def test_edited_contents_fail_the_integrity_check(shipped_content, tmp_path):
    path = tmp_path / "autosave.json"
    persist.save_game(played(shipped_content), path)
    _rewrite(path, lambda d: d.update(seed=d["seed"] + 1))
    _expect_bad(shipped_content, path, "checksum")


def test_illegal_or_nonsense_moves(shipped_content, tmp_path):
    path = tmp_path / "autosave.json"
    for change in (
        lambda d: d["actions"].insert(0, {"type": "craft", "card": d["actions"][0].get("card", "x"), "dice": [1]}),
        lambda d: d["actions"].append({"type": "teleport"}),
        lambda d: d["actions"].append({"type": "usecharge", "charge": 10 ** 9, "die": -5}),
        lambda d: d["actions"].append({"type": "claim", "card": None, "option": "x", "dice": "abc"}),
        lambda d: d.update(actions=5),
        lambda d: d.update(players=9),
        lambda d: d.update(names=[1, 2, 3]),
        lambda d: d.update(extra=[1]),
    ):
        persist.save_game(played(shipped_content), path)
        _rewrite(path, lambda d: (change(d), d.pop("integrity")))
        with pytest.raises(persist.SaveError) as err:
            persist.load_game(shipped_content, path)
        assert err.value.bad_path is not None and err.value.bad_path.exists()
        err.value.bad_path.unlink()


@pytest.mark.parametrize("field, value, words", [
    ("players", 9, "player count"), ("players", True, "player count"), ("players", "3", "player count"),
    ("seed", 10 ** 30, "seed"), ("seed", -(10 ** 18), "seed"), ("seed", 1.5, "seed"), ("seed", None, "seed"),
])
def test_a_bad_player_count_or_seed_is_named(shipped_content, tmp_path, field, value, words):
    """A hand-edited header says what is wrong with it, not that a move is illegal (a seed past
    the command line's 18 digits gave 'a move in it is not legal') or that the names are wrong."""
    path = tmp_path / "autosave.json"
    persist.save_game(played(shipped_content), path)
    _rewrite(path, lambda d: (d.update({field: value}), d.pop("integrity")))
    _expect_bad(shipped_content, path, "damaged", words)


def test_the_largest_seed_the_command_line_takes_saves_and_loads(shipped_content, tmp_path):
    path = tmp_path / "autosave.json"
    record = played(shipped_content, moves=6, seed=-(10 ** 18 - 1))
    persist.save_game(record, path)
    assert persist.load_game(shipped_content, path).state.digest() == record.state.digest()


def test_bad_files_never_overwrite_each_other(shipped_content, tmp_path):
    path = tmp_path / "autosave.json"
    kept = []
    for i in range(3):
        path.write_text(f"broken {i}")
        with pytest.raises(persist.SaveError) as err:
            persist.load_game(shipped_content, path)
        kept.append(err.value.bad_path)
    assert [p.name for p in kept] == ["autosave.json.bad", "autosave.json.2.bad", "autosave.json.3.bad"]
    assert [p.read_text() for p in kept] == ["broken 0", "broken 1", "broken 2"]


def test_oversized_file_is_refused_without_reading_it(shipped_content, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 100)
    path = tmp_path / "autosave.json"
    persist.save_game(played(shipped_content), path)
    _expect_bad(shipped_content, path, "damaged")


def test_a_long_module_list_is_read_in_linear_time(shipped_content, tmp_path):
    """A hand-edited save listing 100,000 modules took over a minute before it was refused
    (each name was counted through the whole list); a Forge save, whose modules nothing else
    reads, then loaded. The list is read once."""
    path = tmp_path / "autosave.json"
    persist.save_game(played(shipped_content, moves=4), path)
    _rewrite(path, lambda d: d.update(modules=[f"m{i}" for i in range(100_000)], integrity=None))
    started = time.perf_counter()
    with pytest.raises(persist.SaveError):
        persist.load_game(shipped_content, path)
    assert time.perf_counter() - started < 5.0
    path = tmp_path / "twice.json"
    persist.save_game(played(shipped_content, moves=4), path)
    _rewrite(path, lambda d: d.update(modules=["x" * 10_000, "x" * 10_000], integrity=None))
    message = _expect_bad(shipped_content, path, "twice")
    assert len(message) < 400, "a name from the file is cut in the message"


def test_has_and_delete(shipped_content):
    path = persist.autosave_path()
    assert not persist.has_save(path)
    persist.save_game(played(shipped_content, moves=3), path)
    assert persist.has_save(path)
    persist.delete_save(path)
    persist.delete_save(path)
    assert not persist.has_save(path)


def test_save_after_every_move_always_loads(shipped_content):
    """The autosave pattern: save after each move; every intermediate file resumes exactly."""
    path = persist.autosave_path()
    record = GameRecord(shipped_content, 2, 9)
    bots = [make_bot("greedy", 0), make_bot("random", 1)]
    for _ in range(40):
        if record.state.phase == "over":
            break
        state = record.state
        record.play(bots[state.turn].choose(state, rules.legal_actions(state)))
        persist.save_game(record, path)
        assert persist.load_game(shipped_content, path).state.digest() == record.state.digest()


def test_an_oversized_autosave_is_not_deleted_nor_a_crash(shipped_content, tmp_path, monkeypatch):
    """A file over the save limit made the delete of a finished game raise in the writer thread."""
    path = tmp_path / "autosave.json"
    mine = played(shipped_content, 12, seed=4)
    persist.save_game(mine, path)
    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 100)
    assert persist.delete_own_save(path, mine.to_data()) is False and path.is_file()
