"""datasources: unread tables and privacy; API keys: expiry and rate limit

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("datasources", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("unread_tables", sa.JSON(), nullable=False, server_default="[]")
        )
        batch_op.add_column(
            sa.Column("privacy", sa.Boolean(), nullable=False, server_default=sa.false())
        )
    with op.batch_alter_table("api_keys", schema=None) as batch_op:
        batch_op.add_column(sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column("rate_per_minute", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("api_keys", schema=None) as batch_op:
        batch_op.drop_column("rate_per_minute")
        batch_op.drop_column("expires_at")
    with op.batch_alter_table("datasources", schema=None) as batch_op:
        batch_op.drop_column("privacy")
        batch_op.drop_column("unread_tables")
