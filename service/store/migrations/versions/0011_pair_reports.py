"""pair_reports: which key reported which pair working or failing, once each; and the key
that brought a learned pair (``training_pairs.author_key``), whose reports never approve it.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "pair_reports",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column(
            "pair_id",
            sa.String(32),
            sa.ForeignKey("training_pairs.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("reporter", sa.String(64), nullable=False),
        sa.Column("outcome", sa.String(16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("pair_id", "reporter", "outcome"),
    )
    with op.batch_alter_table("training_pairs", schema=None) as batch_op:
        batch_op.add_column(sa.Column("author_key", sa.String(64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("training_pairs", schema=None) as batch_op:
        batch_op.drop_column("author_key")
    op.drop_table("pair_reports")
