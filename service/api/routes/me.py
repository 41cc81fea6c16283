"""Who the caller is: what a client (the console, a script) shows or offers depends on its
key's scopes and role, so it asks instead of guessing from refusals."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends

from service.api.deps import get_principal
from service.auth import Principal
from service.schemas import Caller

router = APIRouter(prefix="/v1", tags=["api keys"])


@router.get("/me", operation_id="get_caller")
async def get_caller(principal: Annotated[Principal, Depends(get_principal)]) -> Caller:
    """The calling key: its name, scopes and role (any valid key may ask; never the key)."""
    return Caller(
        key_id=principal.key_id,
        name=principal.name,
        scopes=sorted(s.value for s in principal.scopes),
        role=principal.role,
        expires_at=principal.expires_at,
    )
