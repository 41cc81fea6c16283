from pathlib import Path

import pytest
from pydantic import ValidationError

from service.config import Settings


def test_the_table_model_is_builtin_a_file_or_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SCHEMALINK_TABLE_MODEL", raising=False)
    assert Settings().linker_config().table_model == "builtin"
    monkeypatch.setenv("SCHEMALINK_TABLE_MODEL", "none")
    assert Settings().linker_config().table_model is None
    model = tmp_path / "model.json"
    model.write_text("{}", "utf-8")
    monkeypatch.setenv("SCHEMALINK_TABLE_MODEL", str(model))
    assert Settings().linker_config().table_model == str(model)
    monkeypatch.setenv("SCHEMALINK_TABLE_MODEL", str(tmp_path / "missing.json"))
    with pytest.raises(ValidationError, match="no table model file"):
        Settings()


def test_the_models_graphs_live_in_the_data_directory_unless_a_cache_is_named(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("SCHEMALINK_MODEL_CACHE", raising=False)
    monkeypatch.setenv("SCHEMALINK_DATA_DIR", str(tmp_path))
    assert Settings().backend_settings().model_cache is None  # the data directory's models/
    monkeypatch.setenv("SCHEMALINK_MODEL_CACHE", str(tmp_path / "shared"))
    assert Settings().backend_settings().model_cache == tmp_path / "shared"


def test_the_embedded_passages_live_in_the_data_directory_unless_a_file_is_named(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("SCHEMALINK_EMBEDDING_CACHE", raising=False)
    monkeypatch.setenv("SCHEMALINK_DATA_DIR", str(tmp_path))
    assert Settings().backend_settings().embedding_cache is None  # embeddings.sqlite3 there
    monkeypatch.setenv("SCHEMALINK_EMBEDDING_CACHE", str(tmp_path / "shared.sqlite3"))
    assert Settings().backend_settings().embedding_cache == tmp_path / "shared.sqlite3"


def test_the_probe_port_is_off_unless_set_and_never_the_api_s(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("SCHEMALINK_PROBE_PORT", raising=False)
    monkeypatch.setenv("SCHEMALINK_PORT", "8000")
    assert Settings().probe_port is None
    monkeypatch.setenv("SCHEMALINK_PROBE_PORT", "8001")
    assert Settings().probe_port == 8001
    monkeypatch.setenv("SCHEMALINK_PROBE_PORT", "8000")
    with pytest.raises(ValidationError, match="must differ from SCHEMALINK_PORT"):
        Settings()
    monkeypatch.setenv("SCHEMALINK_PROBE_PORT", "70000")
    with pytest.raises(ValidationError, match="SCHEMALINK_PROBE_PORT"):
        Settings()


def test_the_background_s_nice_value_is_ten_unless_set(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SCHEMALINK_BACKGROUND_NICE", raising=False)
    assert Settings().backend_settings().background_nice == 10
    monkeypatch.setenv("SCHEMALINK_BACKGROUND_NICE", "0")
    assert Settings().backend_settings().background_nice == 0
    monkeypatch.setenv("SCHEMALINK_BACKGROUND_NICE", "20")
    with pytest.raises(ValidationError, match="SCHEMALINK_BACKGROUND_NICE"):
        Settings()
