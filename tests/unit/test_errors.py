from linking.errors import without_paths


def test_an_engine_s_file_paths_are_taken_out_of_what_callers_read() -> None:
    message = (
        "vector search on 'catalog' failed: cannot open /srv/data/vectors/catalog/wal: "
        "Can't init WAL: Kind(WouldBlock) (see ./relative/path and 2026/12/01)"
    )
    assert without_paths(message) == (
        "vector search on 'catalog' failed: cannot open <path>: "
        "Can't init WAL: Kind(WouldBlock) (see ./relative/path and 2026/12/01)"
    )
