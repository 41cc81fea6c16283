"""The shape of the engine's code, as the import statements draw it."""

import ast
from pathlib import Path

import linking

ROOT = Path(linking.__file__).parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, modules: set[str]) -> set[str]:
    """The engine modules ``path`` imports, type-checking imports included: an import only a
    type checker reads is still an arrow a reader has to follow."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in modules)
        elif isinstance(node, ast.ImportFrom) and node.module in modules:
            names = [f"{node.module}.{a.name}" for a in node.names]
            submodules = [n for n in names if n in modules]
            found.update(submodules or [node.module])
    return found


def import_graph() -> dict[str, set[str]]:
    paths = {_module_name(p): p for p in ROOT.rglob("*.py")}
    modules = set(paths)
    return {name: _imports(path, modules) - {name} for name, path in paths.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One path round each circle found by a depth-first walk."""
    found, done, path = [], set(), []

    def visit(node: str) -> None:
        if node in path:
            found.append([*path[path.index(node) :], node])
            return
        if node in done:
            return
        path.append(node)
        for target in sorted(graph[node]):
            visit(target)
        path.pop()
        done.add(node)

    for node in sorted(graph):
        visit(node)
    return found


def test_a_circle_of_imports_is_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c", "a"]]


def test_no_engine_module_imports_itself_round_a_circle() -> None:
    assert circles(import_graph()) == []


def test_the_stages_are_read_as_their_own_modules() -> None:
    graph = import_graph()
    assert {"linking.stages.select", "linking.stages.prune"} <= graph["linking.stages"]
    assert "linking.run" in graph["linking.stages.prune"]


FACES = {"linking", "linking.backends", "linking.catalog", "linking.stages"}
# bench's trainers fit the table models and the query encoder's delta, and its baselines rank
# with the engine's own BM25: those three faces are the benchmarks' alone.
BENCH_READS = {"linking.ranking", "linking.retrieval", "linking.backends.e5"}


def _engine_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("linking"):
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("linking"))
    return found


def test_the_service_and_the_benchmarks_read_the_engine_through_its_faces() -> None:
    repository = ROOT.parent
    behind: list[str] = []
    for folder, allowed in (("service", FACES), ("bench", FACES | BENCH_READS)):
        for path in sorted((repository / folder).rglob("*.py")):
            behind += [
                f"{path.relative_to(repository)}: {m}" for m in _engine_imports(path) - allowed
            ]
    assert behind == []


def test_the_wings_hold_the_backends_and_the_catalog() -> None:
    names = {p.stem for p in ROOT.glob("*.py")}
    assert not names & {"vectors", "values", "embedding", "qdrant_edge", "tantivy_values", "llm"}
    assert not names & {"meta", "introspection", "render", "pairs", "seeds", "labels", "text"}
    assert {"vectors", "values", "embedding", "llm"} <= {
        p.stem for p in (ROOT / "backends").glob("*.py")
    }
    assert {"meta", "introspection", "pairs"} <= {p.stem for p in (ROOT / "catalog").glob("*.py")}


def test_the_engine_s_top_level_is_its_core_and_its_folders() -> None:
    assert len(list(ROOT.glob("*.py"))) <= 15
    folders = {p.name for p in ROOT.iterdir() if (p / "__init__.py").is_file()}
    assert folders == {
        "backends",
        "catalog",
        "evaluation",
        "indexing",
        "question",
        "ranking",
        "retrieval",
        "stages",
    }


def test_no_router_runs_a_store_query_itself() -> None:
    # Routers parse, call a use case (service/usecases/) and shape the answer: the rules and
    # the queries live in the use cases, which the CLI, MCP and the console call too.
    routes = ROOT.parent / "service" / "api" / "routes"
    querying = []
    for path in sorted(routes.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("sqlalchemy"):
                querying.append(f"{path.name}: imports {node.module}")
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "session"
            ):
                querying.append(f"{path.name}:{node.lineno}: session.{node.attr}")
    assert querying == []


def _service_imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("service."))
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("service."):
            found.add(node.module or "")
    return found


# The doors that stand on the HTTP app: the CLI's ``serve`` starts it and MCP answers in its
# words. Everything else lies below the API and never imports it.
STANDS_ON_THE_API = {"api", "cli_service.py", "mcp.py"}


def test_nothing_below_the_doors_imports_the_http_api() -> None:
    service = ROOT.parent / "service"
    upward = [
        f"{path.relative_to(service)}: {module}"
        for path in sorted(service.rglob("*.py"))
        if path.relative_to(service).parts[0] not in STANDS_ON_THE_API
        for module in sorted(_service_imports(path))
        if module == "service.api" or module.startswith("service.api.")
    ]
    assert upward == []


def test_no_router_pages_a_query_itself() -> None:
    # A list's page is a use case's answer (``service.usecases.reads.paginate``), so the CLI,
    # MCP and the console page the same way.
    routes = ROOT.parent / "service" / "api" / "routes"
    paging = [
        f"{path.name}:{node.lineno}"
        for path in sorted(routes.glob("*.py"))
        for node in ast.walk(ast.parse(path.read_text("utf-8")))
        if isinstance(node, ast.Name) and node.id == "paginate"
    ]
    assert paging == []


def test_no_file_of_the_engine_or_the_service_runs_past_350_lines() -> None:
    repository = ROOT.parent
    long = [
        f"{path.relative_to(repository)}: {lines}"
        for folder in ("linking", "service")
        for path in sorted((repository / folder).rglob("*.py"))
        if (lines := len(path.read_text("utf-8").splitlines())) > 350
    ]
    assert long == []
