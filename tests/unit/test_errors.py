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
    from service.api.errors import refusal_status
    from service.domain.catalogs import NotInCatalogError
    from service.domain.pairs.records import InvalidPairError
    from service.mcp import tool_error

    pair = InvalidPairError("unknown column: nope")
    assert (refusal_status(pair), pair.kind, pair.message) == (
        422,
        "invalid",
        "unknown column: nope",
    )
    missing = NotInCatalogError("no table 'x'")
    assert (refusal_status(missing), missing.kind) == (404, "not_found")
    assert str(tool_error(missing)) == "HTTP 404 not_found: no table 'x'"
    assert str(tool_error(pair)) == "HTTP 422 invalid: unknown column: nope"


def test_every_kind_of_refusal_has_an_http_status() -> None:
    from service import errors
    from service.api.errors import REFUSAL_STATUS

    kinds = {
        kind.kind
        for kind in vars(errors).values()
        if isinstance(kind, type) and issubclass(kind, errors.Refused)
    }
    assert kinds == set(REFUSAL_STATUS)
