from pathlib import Path

import linking
from linking.backends import BackendSettings, describe_backends, open_backends


def test_public_names_are_pinned() -> None:
    # Adding or removing a public name is an API change: update this list on purpose.
    assert sorted(linking.__all__) == sorted(
        [
            "AccessPolicy",
            "AccessRule",
            "AccessView",
            "BackendError",
            "BackendSettings",
            "ConfigurationError",
            "DatasourceError",
            "Diagnostics",
            "EmbeddingError",
            "Field",
            "FieldRef",
            "ForeignKey",
            "Glossary",
            "GlossarySuggestion",
            "Hints",
            "IndexBackendError",
            "IndexProgress",
            "IndexReport",
            "InvalidQuestionError",
            "InvalidSQLError",
            "InvalidURLError",
            "LLMError",
            "LinkedField",
            "LinkedTable",
            "Linker",
            "LinkerConfig",
            "LinkingError",
            "Meta",
            "MetaContext",
            "Mode",
            "NamedValuesProgress",
            "NamedValuesReport",
            "PairGate",
            "PairHit",
            "ProgressCallback",
            "Rewrite",
            "Schema",
            "Scored",
            "Status",
            "Table",
            "TableRef",
            "TradeOff",
            "TrainingPair",
            "Turn",
            "Withheld",
            "UnreachableError",
            "check_pattern",
            "checked_question",
            "describe_backends",
            "open_backends",
            "score",
            "suggest",
            "sql_entities",
            "summarize",
            "without_paths",
        ]
    )
    for name in linking.__all__:
        assert getattr(linking, name) is not None


def test_the_library_never_imports_the_service() -> None:
    import ast
    from pathlib import Path

    for path in Path(linking.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith(("service", "fastapi")), path.name
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith(("service", "fastapi")) for a in node.names)


def test_backends_are_described_by_what_was_built(tmp_path: Path) -> None:
    embedded = open_backends(BackendSettings(data_dir=tmp_path))
    assert describe_backends(embedded) == {
        "embeddings": "onnx/multilingual-e5-small-q4",
        "vectors": "qdrant-edge",
        "values": "tantivy",
        "llm": "none (lexical rewrite, score ranking)",
    }
    servers = open_backends(
        BackendSettings(
            data_dir=tmp_path / "s",
            meili_url="http://127.0.0.1:1",
            meili_master_key="k",
            llm_model="openai/gpt-4o-mini",
        )
    )
    described = describe_backends(servers)
    assert (described["values"], described["llm"]) == ("meilisearch", "openai/gpt-4o-mini")
    assert type(servers.values).__name__ == "MeiliValueIndex"


def test_no_engine_function_takes_more_than_five_positional_parameters() -> None:
    import ast

    crowded = []
    for path in sorted((Path(linking.__file__).parent).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                positional = [
                    a.arg
                    for a in [*node.args.posonlyargs, *node.args.args]
                    if a.arg not in ("self", "cls")
                ]
                if len(positional) > 5:
                    crowded.append(f"{path.name}:{node.name}")
    assert crowded == []
