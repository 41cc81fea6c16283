"""DuckDB as a datasource, on real files: its catalog, values and views read, opened read-only,
linked; and engines whose driver is missing refused with the command that installs it."""

from __future__ import annotations

from pathlib import Path

import pytest

from linking.catalog import ValueReader, ValueSettings, introspect, parse_url
from linking.catalog.engines import missing_driver, open_engine
from linking.errors import DatasourceError
from service.urls import ForbiddenURLError, UrlPolicy

duckdb = pytest.importorskip("duckdb", reason="the duckdb extra is not installed")

DDL = """
CREATE TABLE regions (region_id INTEGER PRIMARY KEY, region_name VARCHAR);
CREATE TABLE stores (store_id INTEGER PRIMARY KEY, store_name VARCHAR, city VARCHAR,
                     region_id INTEGER REFERENCES regions(region_id));
CREATE TABLE sales (sale_id INTEGER PRIMARY KEY, store_id INTEGER, amount DECIMAL(10, 2),
                    channel VARCHAR);
COMMENT ON TABLE sales IS '销售流水';
COMMENT ON COLUMN sales.channel IS '销售渠道';
INSERT INTO regions VALUES (1, '华东'), (2, '华北');
INSERT INTO stores VALUES (10, '南京路旗舰店', '上海', 1), (11, '王府井店', '北京', 2);
INSERT INTO sales VALUES (100, 10, 99.5, '小程序'), (101, 11, 12.0, '门店'), (102, 10, 5, '小程序');
CREATE VIEW big_sales AS SELECT * FROM sales WHERE amount > 10;
"""


@pytest.fixture
def warehouse(tmp_path: Path) -> Path:
    path = tmp_path / "files" / "shop.duckdb"
    path.parent.mkdir()
    with duckdb.connect(str(path)) as connection:
        connection.execute(DDL)
    return path


def test_the_catalog_of_a_duckdb_file_is_read_whole(warehouse: Path) -> None:
    report = introspect(f"duckdb:///{warehouse}", datasource="shop")
    meta = report.meta
    assert (meta.dialect, report.warnings, report.unread) == ("duckdb", [], {})
    assert [t.name for _, t in meta.tables()] == ["big_sales", "regions", "sales", "stores"]
    sales = meta.table(meta.resolve_table("sales"))  # type: ignore[arg-type]
    assert sales is not None and sales.description == "销售流水"
    channel = sales.field("channel")
    assert channel is not None and channel.description == "销售渠道"
    assert set(channel.sample_values) == {"小程序", "门店"}
    stores = meta.table(meta.resolve_table("stores"))  # type: ignore[arg-type]
    assert stores is not None and stores.primary_key == ("store_id",)
    assert [(fk.columns, fk.ref_table, fk.ref_columns) for fk in stores.foreign_keys] == [
        (("region_id",), "regions", ("region_id",))
    ]
    view = meta.table(meta.resolve_table("big_sales"))  # type: ignore[arg-type]
    assert view is not None and view.kind == "view" and "amount > 10" in view.definition


def test_a_duckdb_file_is_opened_read_only(warehouse: Path) -> None:
    engine = open_engine(f"duckdb:///{warehouse}")
    try:
        with engine.connect() as connection, pytest.raises(Exception, match="read-only"):
            connection.exec_driver_sql("DELETE FROM sales")
    finally:
        engine.dispose()
    with duckdb.connect(str(warehouse), read_only=True) as connection:
        assert connection.execute("SELECT COUNT(*) FROM sales").fetchone() == (3,)


def test_the_values_users_name_are_read_from_duckdb(warehouse: Path) -> None:
    meta = introspect(f"duckdb:///{warehouse}", datasource="shop").meta
    ref = meta.resolve_table("stores")
    assert ref is not None
    table = meta.table(ref)
    assert table is not None
    with ValueReader(f"duckdb:///{warehouse}", ValueSettings()) as reader:
        read = reader.read_table(ref, table)
    names = next(c for c in read.columns if c.field.field == "store_name")
    assert set(names.values) == {"南京路旗舰店", "王府井店"}


def test_a_missing_duckdb_file_is_an_error_not_a_new_database(tmp_path: Path) -> None:
    with pytest.raises(DatasourceError, match="no DuckDB database"):
        open_engine(f"duckdb:///{tmp_path / 'absent.duckdb'}")
    assert not (tmp_path / "absent.duckdb").exists()


def test_the_url_policy_places_duckdb_files_like_sqlite_ones(
    warehouse: Path, tmp_path: Path
) -> None:
    policy = UrlPolicy.of(["duckdb"], [warehouse.parent], private_dirs=[tmp_path / "data"])
    policy.check(f"duckdb:///{warehouse}")
    elsewhere = tmp_path / "elsewhere.duckdb"
    elsewhere.write_bytes(warehouse.read_bytes())
    with pytest.raises(ForbiddenURLError, match="outside the directories DuckDB"):
        policy.check(f"duckdb:///{elsewhere}")
    impostor = warehouse.parent / "impostor.duckdb"
    impostor.write_text("not a database")
    with pytest.raises(ForbiddenURLError, match="is not a DuckDB database"):
        policy.check(f"duckdb:///{impostor}")
    with pytest.raises(ForbiddenURLError, match="a path to a database file"):
        policy.check("duckdb:///:memory:")


@pytest.mark.parametrize(
    ("url", "extra"),
    [
        ("mssql+pymssql://reader@127.0.0.1/sales", "mssql"),
        ("oracle+oracledb://reader@127.0.0.1/sales", "oracle"),
        ("snowflake://reader@account/sales", "snowflake"),
        ("bigquery://project/dataset", "bigquery"),
        ("clickhouse+native://reader@127.0.0.1/sales", "clickhouse"),
    ],
)
def test_an_engine_without_its_driver_is_refused_with_the_install_command(
    url: str, extra: str, tmp_path: Path
) -> None:
    parsed = parse_url(url)
    if missing_driver(parsed) is None:
        pytest.skip(f"the {extra} driver is installed here")
    policy = UrlPolicy.of([parsed.get_backend_name()], [], private_dirs=[tmp_path])
    with pytest.raises(ForbiddenURLError, match=rf"pip install 'schemalink\[{extra}\]'"):
        policy.check(url)
    with pytest.raises(DatasourceError, match=rf"schemalink\[{extra}\]"):
        open_engine(url)


def test_the_cli_reads_the_schemas_it_is_told_to(
    data_dir: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    from typer.testing import CliRunner

    from service.cli import app

    path = tmp_path_factory.mktemp("files") / "warehouse.duckdb"
    with duckdb.connect(str(path)) as connection:
        connection.execute("CREATE SCHEMA sales; SET schema = 'sales'; " + DDL)
    monkeypatch.setenv("SCHEMALINK_SQLITE_DIRS", str(path.parent))
    url, runner = f"duckdb:///{path}", CliRunner()
    question = "南京路旗舰店通过小程序的销售额是多少？"
    default = runner.invoke(app, ["link", question, "--db", url, "--json"])
    assert default.exit_code == 0, default.output
    assert "schema 'main' has no tables; the database's other schemas: sales" in default.output
    named = runner.invoke(app, ["link", question, "--db", url, "--schema", "sales", "--json"])
    assert named.exit_code == 0, named.output
    assert '"schema": "sales"' in named.output and '"name": "stores"' in named.output
    typo = runner.invoke(app, ["link", question, "--db", url, "--schema", "sale"])
    assert typo.exit_code == 2 and "no schema 'sale' in this database" in typo.output
    synced = runner.invoke(app, ["sync", "wh", "--url", url, "--schema", "sales"])
    assert synced.exit_code == 0 and "succeeded" in synced.output, synced.output


# A file the server holds, which no datasource may read.
HOSTILE_VIEWS = """
CREATE VIEW leak_text AS SELECT * FROM read_text('{secret}');
CREATE VIEW leak_csv AS SELECT * FROM read_csv('{secret}', header = false);
CREATE VIEW leak_listing AS SELECT * FROM glob('{folder}/*');
CREATE VIEW leak_path AS SELECT * FROM '{secret}';
CREATE VIEW over_leak AS SELECT * FROM leak_text;
CREATE VIEW leak_setting AS SELECT current_setting('secret_directory') AS place;
"""


def test_a_duckdb_file_reads_no_server_file_through_its_views(
    warehouse: Path, tmp_path: Path
) -> None:
    secret = tmp_path / "secret.csv"
    secret.write_text("the-server-secret\n")
    with duckdb.connect(str(warehouse)) as connection:
        connection.execute(HOSTILE_VIEWS.format(secret=secret, folder=tmp_path))
    report = introspect(f"duckdb:///{warehouse}", datasource="shop")
    names = sorted(t.name for _, t in report.meta.tables())
    assert names == ["big_sales", "regions", "sales", "stores"]
    refused = sorted(w.split(":")[0] for w in report.warnings)
    assert refused == [
        "main.leak_csv",
        "main.leak_listing",
        "main.leak_path",
        "main.leak_setting",
        "main.leak_text",
        "main.over_leak",
    ]
    assert "the-server-secret" not in repr(report.meta)


def test_a_duckdb_connection_cannot_reach_files_or_unlock_itself(
    warehouse: Path, tmp_path: Path
) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("the-server-secret")
    engine = open_engine(f"duckdb:///{warehouse}")
    try:
        with engine.connect() as connection:
            for statement in (
                f"SELECT * FROM read_text('{secret}')",
                f"ATTACH '{tmp_path / 'other.duckdb'}'",
                "SET enable_external_access = true",
                "INSTALL httpfs",
            ):
                with pytest.raises(Exception, match=r"disabled|locked|Permission"):
                    connection.exec_driver_sql(statement)
                connection.rollback()
    finally:
        engine.dispose()
    assert not (tmp_path / "other.duckdb").exists()
