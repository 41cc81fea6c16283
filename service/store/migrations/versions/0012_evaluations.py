"""evaluations: a datasource's approved pairs linked again, each held out, and scored.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "evaluations",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column(
            "datasource_id",
            sa.String(64),
            sa.ForeignKey("datasources.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("job_id", sa.String(32), nullable=False),
        sa.Column("role", sa.String(64), nullable=True),
        sa.Column("revision", sa.Integer(), nullable=True),
        sa.Column("figures", sa.JSON(), nullable=True),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("pending", sa.String(200), nullable=True, unique=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_evaluations_job_id", "evaluations", ["job_id"])
    op.create_index(
        "ix_evaluations_datasource_created", "evaluations", ["datasource_id", "created_at"]
    )


def downgrade() -> None:
    op.drop_index("ix_evaluations_datasource_created", table_name="evaluations")
    op.drop_index("ix_evaluations_job_id", table_name="evaluations")
    op.drop_table("evaluations")
