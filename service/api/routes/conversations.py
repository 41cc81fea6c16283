"""The conversations the service keeps for a key (``conversation_id`` on ``POST /v1/link``)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Response

from service.api.deps import ContainerDep, LinkDep, SessionDep
from service.schemas import ConversationOut
from service.usecases import conversations

router = APIRouter(prefix="/v1", tags=["link"])

ConversationPath = Annotated[str, Path(min_length=1, max_length=64)]


@router.get("/conversations/{conversation_id}", operation_id="get_conversation")
async def get_conversation(
    conversation_id: ConversationPath,
    principal: LinkDep,
    container: ContainerDep,
    session: SessionDep,
) -> ConversationOut:
    """The turns kept for this key's conversation, oldest first: what its next follow-up is
    linked with, as the key's role may see them now."""
    return await conversations.get_conversation(container, session, principal, conversation_id)


@router.delete(
    "/conversations/{conversation_id}", status_code=204, operation_id="delete_conversation"
)
async def delete_conversation(
    conversation_id: ConversationPath, principal: LinkDep, session: SessionDep
) -> Response:
    """Forget the conversation: its next turn is linked alone."""
    await conversations.forget_conversation(session, principal, conversation_id)
    return Response(status_code=204)
