"""API keys: random tokens shown once, stored as SHA-256 hashes, with scopes and a role.

A key's scopes say what it may call (``admin``: everything; ``link``: linking and feedback);
its role says what it may see (``None``: every table). ``SCHEMALINK_ADMIN_KEY`` is accepted
as an admin key without a role so the first real keys can be created.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from linking import AccessPolicy

KEY_PREFIX = "sl_"


class Scope(StrEnum):
    ADMIN = "admin"
    LINK = "link"


@dataclass(frozen=True)
class Principal:
    """Who is calling: the key's id and name, what it may do, what it may see."""

    key_id: str
    name: str
    scopes: frozenset[Scope]
    role: str | None
    rate_per_minute: int | None = None  # None: the service's default
    # The role's rules, read with the key: None for a key without a role (it sees everything).
    policy: AccessPolicy | None = None
    expires_at: datetime | None = None  # the key is refused from then on

    def can(self, scope: Scope) -> bool:
        return Scope.ADMIN in self.scopes or scope in self.scopes


BOOTSTRAP = Principal("bootstrap", "SCHEMALINK_ADMIN_KEY", frozenset({Scope.ADMIN}), None)
# Only on a loopback address with no admin key configured: a single-user development server.
LOCAL_ADMIN = Principal("local", "loopback, no admin key set", frozenset({Scope.ADMIN}), None)


def new_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(32)


def hash_key(key: str) -> str:
    # Keys are 256 random bits: a fast hash is enough, there is nothing to brute-force.
    return hashlib.sha256(key.encode()).hexdigest()


def same_key(given: str, expected: str) -> bool:
    return hmac.compare_digest(hash_key(given), hash_key(expected))


def is_loopback(host: str) -> bool:
    return host in ("127.0.0.1", "::1", "localhost") or host.startswith("127.")
