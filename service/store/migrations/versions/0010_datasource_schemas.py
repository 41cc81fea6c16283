"""datasources.schemas: the schemas a sync reads (empty: the connection's default one).

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("datasources", schema=None) as batch_op:
        batch_op.add_column(sa.Column("schemas", sa.JSON(), nullable=False, server_default="[]"))


def downgrade() -> None:
    with op.batch_alter_table("datasources", schema=None) as batch_op:
        batch_op.drop_column("schemas")
