import sqlite3
from pathlib import Path

import pytest

from service.urls import ForbiddenURLError, UrlPolicy

STORE = "postgresql://postgres@127.0.0.1:5432/schemalink"


@pytest.fixture
def dirs(tmp_path: Path) -> tuple[Path, Path]:
    allowed, data = tmp_path / "datasources", tmp_path / "data"
    allowed.mkdir()
    data.mkdir()
    for where in (allowed / "shop.db", data / "schemalink.db"):
        with sqlite3.connect(where) as db:
            db.execute("CREATE TABLE t (a)")
    return allowed, data


def policy(dirs: tuple[Path, Path], **changes: object) -> UrlPolicy:
    allowed, data = dirs
    values: dict = {
        "backends": ["postgresql", "mysql", "sqlite"],
        "sqlite_dirs": [allowed],
        "private_dirs": [data],
        "store_url": STORE,
    }
    values.update(changes)
    return UrlPolicy.of(**values)


def refused(rules: UrlPolicy, url: str) -> str:
    with pytest.raises(ForbiddenURLError) as error:
        rules.check(url)
    return str(error.value)


def test_a_sqlite_file_in_an_allowed_directory_passes(dirs: tuple[Path, Path]) -> None:
    policy(dirs).check(f"sqlite:///{dirs[0] / 'shop.db'}")


def test_sqlite_is_off_until_directories_are_listed(dirs: tuple[Path, Path]) -> None:
    rules = policy(dirs, sqlite_dirs=[])
    assert "SCHEMALINK_SQLITE_DIRS" in refused(rules, f"sqlite:///{dirs[0] / 'shop.db'}")


def test_sqlite_outside_the_directories_is_refused(dirs: tuple[Path, Path]) -> None:
    assert "outside the directories" in refused(policy(dirs), "sqlite:////etc/passwd")
    escape = f"sqlite:///{dirs[0]}/../data/schemalink.db"
    assert "outside the directories" in refused(policy(dirs), escape)


def test_a_link_out_of_an_allowed_directory_is_followed(dirs: tuple[Path, Path]) -> None:
    allowed, data = dirs
    (allowed / "sneaky.db").symlink_to(data / "schemalink.db")
    rules = policy(dirs, sqlite_dirs=[allowed.parent])  # the parent holds the data dir too
    assert "own data directory" in refused(rules, f"sqlite:///{allowed / 'sneaky.db'}")


def test_a_file_that_is_not_sqlite_is_refused(dirs: tuple[Path, Path]) -> None:
    (dirs[0] / "passwd").write_text("root:x:0:0:root:/root:/bin/bash\n")
    assert "is not a SQLite database" in refused(policy(dirs), f"sqlite:///{dirs[0] / 'passwd'}")
    assert "no readable SQLite" in refused(policy(dirs), f"sqlite:///{dirs[0] / 'none.db'}")


@pytest.mark.parametrize(
    "url",
    [
        "mysql+pymysql://u@db/shop?read_default_file=/etc/mysql/debian.cnf",
        "mysql+pymysql://u@db/shop?local_infile=1",
        "postgresql://u@db/shop?options=-c%20default_transaction_read_only%3Doff",
        "postgresql://u@db/shop?host=/var/run/postgresql",
        "postgresql://u@db/shop?sslkey=/root/.ssh/id_rsa",
    ],
)
def test_driver_options_outside_the_allow_list_are_refused(
    dirs: tuple[Path, Path], url: str
) -> None:
    assert "not allowed" in refused(policy(dirs), url)


def test_allowed_options_and_backends(dirs: tuple[Path, Path]) -> None:
    policy(dirs).check("postgresql+psycopg://u:p@db.internal/shop?sslmode=require")
    policy(dirs).check("mysql+pymysql://u@db.internal/shop?charset=utf8mb4")
    assert "'mssql' datasources are not allowed" in refused(
        policy(dirs), "mssql+pyodbc://u@db/shop"
    )


@pytest.mark.parametrize(
    "url",
    [
        "postgresql+psycopg://postgres@localhost/schemalink",
        "postgresql://someone@127.0.0.1:5432/schemalink",
        "postgresql:///schemalink",  # the Unix socket of the same server
    ],
)
def test_the_services_own_store_is_refused(dirs: tuple[Path, Path], url: str) -> None:
    assert "own metadata store" in refused(policy(dirs), url)


def test_another_database_on_the_stores_server_is_fine(dirs: tuple[Path, Path]) -> None:
    policy(dirs).check("postgresql://postgres@127.0.0.1:5432/shop")
    policy(dirs).check("postgresql://postgres@127.0.0.1:5433/schemalink")


def test_a_hard_link_to_the_store_is_the_store(dirs: tuple[Path, Path]) -> None:
    allowed, data = dirs
    (allowed / "innocent.db").hardlink_to(data / "schemalink.db")
    store = f"sqlite:///{data / 'schemalink.db'}"
    rules = policy(dirs, private_dirs=[], store_url=store)
    assert "own metadata store" in refused(rules, f"sqlite:///{allowed / 'innocent.db'}")


def test_a_hard_link_into_the_data_directory_is_refused(dirs: tuple[Path, Path]) -> None:
    allowed, data = dirs
    (allowed / "copy.db").hardlink_to(data / "schemalink.db")
    assert "data directory" in refused(policy(dirs), f"sqlite:///{allowed / 'copy.db'}")


def test_a_hard_link_to_a_file_outside_the_allowed_directories_is_refused(
    dirs: tuple[Path, Path], tmp_path: Path
) -> None:
    allowed, _ = dirs
    outside = tmp_path / "elsewhere.db"
    with sqlite3.connect(outside) as db:
        db.execute("CREATE TABLE t (a)")
    (allowed / "brought-in.db").hardlink_to(outside)
    assert "other hard links" in refused(policy(dirs), f"sqlite:///{allowed / 'brought-in.db'}")


@pytest.mark.parametrize(
    ("given", "meant"),
    [
        ("postgres://u@h/db", "postgresql+psycopg://u@h/db"),
        ("postgresql://u@h/db", "postgresql+psycopg://u@h/db"),
        ("mysql://u@h/db", "mysql+pymysql://u@h/db"),
        ("mariadb://u@h/db", "mariadb+pymysql://u@h/db"),
        ("postgresql+psycopg2://u@h/db", "postgresql+psycopg2://u@h/db"),
    ],
)
def test_a_url_without_a_driver_gets_the_one_installed(given: str, meant: str) -> None:
    from linking.catalog import parse_url

    assert parse_url(given).render_as_string() == meant


def test_the_data_directory_s_inbox_is_open_to_files_and_the_rest_of_it_is_not(
    dirs: tuple[Path, Path],
) -> None:
    _, data = dirs
    (data / "datasources").mkdir()
    dropped = data / "datasources" / "second.db"
    with sqlite3.connect(dropped) as db:
        db.execute("CREATE TABLE t (a)")
    rules = policy(dirs, sqlite_dirs=[], inbox=data / "datasources")
    rules.check(f"sqlite:///{dropped}")
    assert "is outside" in refused(
        rules, f"sqlite:///{data / 'datasources' / '..' / 'schemalink.db'}"
    )
    (data / "datasources" / "store.db").symlink_to(data / "schemalink.db")
    assert "is outside" in refused(rules, f"sqlite:///{data / 'datasources' / 'store.db'}")
    outside = refused(rules, f"sqlite:///{dirs[0] / 'shop.db'}")
    assert f"({data / 'datasources'}; more with SCHEMALINK_SQLITE_DIRS)" in outside
