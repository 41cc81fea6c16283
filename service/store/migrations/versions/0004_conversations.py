"""conversation turns: what a follow-up under a conversation_id is linked with

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "conversation_turns",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("key_id", sa.String(length=32), nullable=False),
        sa.Column("conversation_id", sa.String(length=64), nullable=False),
        sa.Column("datasource_id", sa.String(length=64), nullable=False),
        sa.Column("question", sa.Text(), nullable=False),
        sa.Column("tables", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    with op.batch_alter_table("conversation_turns", schema=None) as batch_op:
        batch_op.create_index(
            "ix_conversation_turns_key_conversation", ["key_id", "conversation_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_conversation_turns_created_at"), ["created_at"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("conversation_turns", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_conversation_turns_created_at"))
        batch_op.drop_index("ix_conversation_turns_key_conversation")
    op.drop_table("conversation_turns")
