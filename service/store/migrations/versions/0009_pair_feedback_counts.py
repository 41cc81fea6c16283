"""training_pairs: use, success and failure counts and when a pair was last served, for the
few-shot gate and the expiry of learned pairs (``service.domain.pairs.gate``).

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None

COUNTS = ("use_count", "success_count", "failure_count")


def upgrade() -> None:
    with op.batch_alter_table("training_pairs", schema=None) as batch_op:
        for name in COUNTS:
            batch_op.add_column(
                sa.Column(name, sa.Integer(), nullable=False, server_default=sa.text("0"))
            )
        batch_op.add_column(sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("training_pairs", schema=None) as batch_op:
        batch_op.drop_column("last_used_at")
        for name in reversed(COUNTS):
            batch_op.drop_column(name)
