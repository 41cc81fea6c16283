"""A low-rank delta on multilingual-e5-small's matrices, applied to queries only.

The shipped encoder has never seen a question next to the schema it is about. The delta is
trained on such pairs (``python -m bench train-encoder``, the record beside the file) with
the documents' side frozen: tables and columns are embedded by the base model as before, so
an index built without the delta stays valid, and only a question's vector moves towards the
documents of the tables its SQL reads. Each adapted matrix ``W`` becomes ``W + B A`` (``A``:
rank × inputs, ``B``: outputs × rank, the training's scale folded into ``B``), run beside the
int4 kernel in float (``linking.backends.e5.graph``); no PyTorch is needed to apply it.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from linking.backends.score_scale import BASE_SCALE, ScoreScale

# The parts of an encoder layer a delta may adapt (the checkpoint's names).
ADAPTED = ("q", "k", "v", "ao", "fi", "fo")
SHIPPED = Path(__file__).parent / "query_adapter.npz"


@dataclass(frozen=True)
class QueryAdapter:
    # ``l{layer}.{part}`` → (A, B)
    factors: dict[str, tuple[np.ndarray, np.ndarray]]
    # Where its questions' scores sit against the base model's (``python -m bench
    # scale-encoder``, kept in the record).
    scale: ScoreScale = BASE_SCALE

    @property
    def digest(self) -> str:
        """What identifies the delta: vectors made with another one are not comparable.
        Read at the precision it is saved in, so the delta just trained and the one loaded
        from its file have one digest."""
        hashed = hashlib.sha256()
        for name in sorted(self.factors):
            down, up = self.factors[name]
            hashed.update(name.encode())
            hashed.update(np.ascontiguousarray(down, np.float16).tobytes())
            hashed.update(np.ascontiguousarray(up, np.float16).tobytes())
        return hashed.hexdigest()[:12]

    def save(self, path: Path, record: dict[str, object]) -> None:
        """The factors as float16 (a few MB), and the record of how they were made."""
        arrays: dict[str, np.ndarray] = {}
        for name, (down, up) in self.factors.items():
            arrays[f"{name}.A"] = down.astype(np.float16)
            arrays[f"{name}.B"] = up.astype(np.float16)
        with path.open("wb") as file:
            np.savez_compressed(file, **arrays)  # type: ignore[arg-type]
        text = json.dumps(record, indent=1, ensure_ascii=False) + "\n"
        path.with_suffix(".json").write_text(text, "utf-8")

    @classmethod
    def load(cls, path: Path) -> QueryAdapter:
        with np.load(path, allow_pickle=False) as data:
            names = sorted({key.rsplit(".", 1)[0] for key in data.files})
            factors = {
                name: (
                    np.asarray(data[f"{name}.A"], np.float32),
                    np.asarray(data[f"{name}.B"], np.float32),
                )
                for name in names
            }
        for name in factors:
            if name.rsplit(".", 1)[-1] not in ADAPTED:
                raise ValueError(f"{path}: {name} is not a matrix a query adapter may change")
        record = path.with_suffix(".json")
        scale = json.loads(record.read_text("utf-8")).get("scale") if record.is_file() else None
        return cls(factors, ScoreScale.from_record(scale["documents"]) if scale else BASE_SCALE)


def shipped_adapter() -> QueryAdapter | None:
    """The delta shipped with the package, if one is."""
    return QueryAdapter.load(SHIPPED) if SHIPPED.is_file() else None
