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


def test_a_service_rule_s_refusal_is_answered_alike_by_http_and_mcp() -> None:
    from service.api.errors import rule_error
    from service.catalogs import NotInCatalogError
    from service.training import InvalidPairError

    pair = rule_error(InvalidPairError("unknown column: nope"))
    assert pair is not None
    assert (pair.status, pair.code, pair.message) == (422, "invalid", "unknown column: nope")
    missing = rule_error(NotInCatalogError("no table 'x'"))
    assert missing is not None and (missing.status, missing.code) == (404, "not_found")
    assert rule_error(KeyError("a bug")) is None  # a lookup that fails by mistake stays a 500
