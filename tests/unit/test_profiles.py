"""An engine is one profile: the URL policy, the connections and the SQL parser all read it."""

from __future__ import annotations

import pytest

from linking.catalog import parse_url, profile, sqlglot_dialect
from linking.catalog import profiles as engine_profiles
from linking.catalog.profiles import PROFILES, EngineProfile
from service.urls import ForbiddenURLError, UrlPolicy


def test_a_new_engine_is_one_profile(monkeypatch: pytest.MonkeyPatch) -> None:
    cockroach = EngineProfile(
        "cockroachdb", "postgres", default_port=26257, options=frozenset({"sslmode"})
    )
    monkeypatch.setitem(engine_profiles.PROFILES, "cockroachdb", cockroach)
    assert sqlglot_dialect("cockroachdb") == "postgres"
    rules = UrlPolicy.of(["cockroachdb"], [], [])
    with pytest.raises(
        ForbiddenURLError, match=r"not allowed: options \(allowed for cockroachdb: sslmode\)"
    ):
        rules.check("cockroachdb://db.internal/shop?options=-c")
    # Its option passes; what stops it then is its driver, not installed here.
    with pytest.raises(ForbiddenURLError, match="no driver for cockroachdb"):
        rules.check("cockroachdb://db.internal/shop?sslmode=require")


def test_an_engine_without_a_profile_is_read_as_its_own_dialect_and_nothing_more() -> None:
    unknown = profile("exasol")
    assert (unknown.sqlglot, unknown.read_only, unknown.options) == ("exasol", (), frozenset())


def test_every_server_profile_makes_its_sessions_read_only_with_a_time_limit() -> None:
    for name in ("postgresql", "mysql", "mariadb"):
        statements = [s.format(ms=2500, s="2.5") for s in PROFILES[name].read_only]
        assert any("READ ONLY" in s for s in statements), name
        assert any("2500" in s or "2.5" in s for s in statements), name


def test_a_url_naming_no_driver_gets_the_one_this_package_installs() -> None:
    assert parse_url("postgres://u@h/db").drivername == "postgresql+psycopg"
    assert parse_url("mariadb://u@h/db").drivername == "mariadb+pymysql"
    assert parse_url("postgresql+psycopg2://u@h/db").drivername == "postgresql+psycopg2"
