"""Background work: datasource syncs (jobs) and training-pair indexing (the outbox).

Both are recorded in the store before anything is done, by the same transaction as the
change that asks for them, and both are idempotent: a sync re-indexes only the tables whose
fingerprint changed, and an index task re-reads its pair and writes it under a deterministic
id. Any number of workers may run (``schemalink worker``), in the API's process (the
single-machine default) or in their own.

- ``loop``: claim, heartbeat, run a job, record its end; drain.
- ``sync``: one sync job, with its own state and an injected introspector.
- ``outbox``: the index tasks applied to the indexes.
"""

from service.worker.loop import JobCancelled, LeaseSettings, Worker, worker_name
from service.worker.sync import Introspector

__all__ = ["Introspector", "JobCancelled", "LeaseSettings", "Worker", "worker_name"]
