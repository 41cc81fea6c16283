"""relationship_verdicts: relationships an admin declares or rejects, kept across syncs.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "relationship_verdicts",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("datasource_id", sa.String(length=64), nullable=False),
        sa.Column("table_name", sa.String(length=512), nullable=False),
        sa.Column("columns", sa.String(length=1024), nullable=False),
        sa.Column("ref_table", sa.String(length=512), nullable=False),
        sa.Column("ref_columns", sa.String(length=1024), nullable=False),
        sa.Column("join_key", sa.String(length=2048), nullable=False),
        sa.Column("verdict", sa.String(length=16), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(["datasource_id"], ["datasources.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("datasource_id", "join_key"),
    )
    with op.batch_alter_table("relationship_verdicts", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_relationship_verdicts_datasource_id"), ["datasource_id"], unique=False
        )


def downgrade() -> None:
    with op.batch_alter_table("relationship_verdicts", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_relationship_verdicts_datasource_id"))
    op.drop_table("relationship_verdicts")
