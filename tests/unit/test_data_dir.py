"""The data directory is its owner's alone: created so, and tightened when found open."""

from __future__ import annotations

import stat
from pathlib import Path

from service.data_dir import private_data_dir


def _modes(root: Path) -> dict[str, int]:
    return {
        str(p.relative_to(root)): stat.S_IMODE(p.stat().st_mode) for p in [root, *root.rglob("*")]
    }


def test_a_new_data_directory_is_its_owner_s_alone(tmp_path: Path) -> None:
    made = private_data_dir(tmp_path / "data" / "nested")
    assert _modes(made) == {".": 0o700}


def test_an_open_data_directory_is_tightened_with_all_it_holds(tmp_path: Path) -> None:
    root = tmp_path / "data"
    (root / "vectors" / "catalog").mkdir(parents=True, mode=0o755)
    root.chmod(0o755)
    (root / "schemalink.db").write_text("store")
    (root / "schemalink.db").chmod(0o644)
    (root / "vectors" / "catalog" / "segment").write_text("points")
    (root / "vectors" / "catalog" / "segment").chmod(0o664)
    (root / "secret.key").write_text("k")
    (root / "secret.key").chmod(0o755)
    (root / "notes.txt").write_text("not schemalink's")
    (root / "notes.txt").chmod(0o644)
    private_data_dir(root)
    assert _modes(root) == {
        ".": 0o700,
        "vectors": 0o700,
        "vectors/catalog": 0o700,
        "vectors/catalog/segment": 0o600,
        "schemalink.db": 0o600,
        "secret.key": 0o700,
        "notes.txt": 0o644,  # another's file in a directory shared with it: left as it is
    }
