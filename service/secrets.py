"""Datasource passwords at rest: the URL is stored encrypted (Fernet), shown masked.

The key comes from ``SCHEMALINK_SECRET_KEY``; without one, a key is generated once into the
data directory (mode 0600), so a single-machine install needs no set-up and keeps working
across restarts.
"""

from __future__ import annotations

import os
from pathlib import Path

from cryptography.fernet import Fernet, InvalidToken


class SecretBox:
    def __init__(self, key: str | bytes) -> None:
        try:
            self._fernet = Fernet(key)
        except (ValueError, TypeError) as error:
            raise ValueError(
                "SCHEMALINK_SECRET_KEY must be 32 url-safe base64-encoded bytes "
                "(python -c 'from cryptography.fernet import Fernet; print(Fernet.generate_key())')"
            ) from error

    @classmethod
    def from_file(cls, path: Path) -> SecretBox:
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(descriptor, "wb") as file:
                file.write(Fernet.generate_key())
        return cls(path.read_bytes().strip())

    def encrypt(self, text: str) -> str:
        return self._fernet.encrypt(text.encode()).decode()

    def decrypt(self, token: str) -> str:
        try:
            return self._fernet.decrypt(token.encode()).decode()
        except InvalidToken as error:
            raise ValueError(
                "a stored datasource URL cannot be decrypted: the secret key has changed"
            ) from error
