"""A fingerprint per table: re-indexing skips tables whose fingerprint has not changed."""

from __future__ import annotations

import hashlib
import json

from linking.catalog.meta import Table

# Bump when what is indexed per table changes shape (documents, payloads, value fields), so
# that every table is re-indexed once after an upgrade.
INDEX_FORMAT = 3  # 3: table documents as plain words


def table_fingerprint(table: Table, embedder_name: str) -> str:
    """Changes when anything indexed about the table changes, or the embedding model does."""
    canonical = {
        "format": INDEX_FORMAT,
        "embedder": embedder_name,
        "name": table.name,
        "description": table.description,
        "kind": table.kind,
        "fields": [
            [f.name, f.type, f.description, f.primary_key, list(f.sample_values)]
            for f in table.fields
        ],
    }
    # Relationships are not indexed (the join graph is built from the catalog itself), so an
    # admin's verdict or a new inference never re-embeds a table.
    encoded = json.dumps(canonical, ensure_ascii=False, sort_keys=True).encode("utf-8")
    return hashlib.sha256(encoded).hexdigest()[:32]
