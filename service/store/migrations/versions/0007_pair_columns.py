"""training_pairs.columns: the catalog columns a pair's SQL reads (``schema.table.column``),
beside its tables, for reviewers. Pairs stored before are filled when next changed.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("training_pairs", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("columns", sa.JSON(), nullable=False, server_default=sa.text("'[]'"))
        )


def downgrade() -> None:
    with op.batch_alter_table("training_pairs", schema=None) as batch_op:
        batch_op.drop_column("columns")
