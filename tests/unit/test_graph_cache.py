from pathlib import Path

from linking.backends.e5.graph_cache import graph_file, load_or_build


class Builds:
    def __init__(self) -> None:
        self.built = 0
        self.loaded: list[str | bytes] = []

    def build(self) -> bytes:
        self.built += 1
        return b"graph"

    def load(self, graph: str | bytes) -> object:
        if isinstance(graph, str) and Path(graph).read_bytes() != b"graph":
            raise RuntimeError("not a graph")
        self.loaded.append(graph)
        return "session"


def test_a_graph_is_built_once_and_then_loaded_from_its_file(tmp_path: Path) -> None:
    kept, builds = tmp_path / "models" / "e5.onnx", Builds()
    assert load_or_build(kept, builds.build, builds.load) == "session"
    assert load_or_build(kept, builds.build, builds.load) == "session"
    assert builds.built == 1
    assert builds.loaded == [b"graph", str(kept)]
    assert [p.name for p in kept.parent.iterdir()] == ["e5.onnx"]  # no temporary left


def test_a_file_that_does_not_load_is_built_again(tmp_path: Path) -> None:
    kept, builds = tmp_path / "e5.onnx", Builds()
    kept.write_bytes(b"trunc")
    load_or_build(kept, builds.build, builds.load)
    assert builds.built == 1
    assert kept.read_bytes() == b"graph"


def test_without_a_directory_every_load_builds(tmp_path: Path) -> None:
    builds = Builds()
    load_or_build(None, builds.build, builds.load)
    load_or_build(None, builds.build, builds.load)
    assert builds.built == 2


def test_a_changed_checkpoint_is_kept_under_another_name(tmp_path: Path) -> None:
    checkpoint = tmp_path / "model.bin"
    checkpoint.write_bytes(b"one")
    before = graph_file(tmp_path, checkpoint, None)
    checkpoint.write_bytes(b"other weights")
    assert graph_file(tmp_path, checkpoint, None) != before
