"""The stored-values bench finds the values a gold SQL names in the column that stores them:
through aliases, unqualified names, IN lists and LIKE, and only values the column holds."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bench.quality.datasets import Question
from bench.stored_values import named_values


def test_values_are_resolved_to_the_column_that_stores_them(tmp_path: Path) -> None:
    database = tmp_path / "shop.sqlite"
    with sqlite3.connect(database) as db:
        db.execute("CREATE TABLE Stores (id INTEGER, City TEXT, kind TEXT)")
        db.execute("CREATE TABLE orders (id INTEGER, store_id INTEGER, status TEXT)")
        db.execute("INSERT INTO Stores VALUES (1, 'Paris', 'mall'), (2, 'Lyon', 'outlet')")
        db.execute("INSERT INTO orders VALUES (1, 1, 'paid'), (2, 2, 'open')")
    sql = (
        "SELECT count(*) FROM stores AS s JOIN orders AS o ON s.id = o.store_id "
        "WHERE s.city = 'Paris' AND status IN ('paid', 'lost') AND kind LIKE '%outlet%' "
        "AND o.status != 'Paris'"
    )
    found = named_values(Question(0, "shop", "how many?", sql), database)
    assert sorted((n.table, n.column, n.value) for n in found) == [
        ("orders", "status", "paid"),
        ("stores", "City", "Paris"),
        ("stores", "kind", "outlet"),
    ]
