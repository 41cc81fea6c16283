"""store_state: one revision counter, bumped by every change to keys, roles, policies,
glossary terms, datasources and descriptions (what a request's caches depend on)

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    state = op.create_table(
        "store_state",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("revision", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.bulk_insert(state, [{"id": 1, "revision": 0}])


def downgrade() -> None:
    op.drop_table("store_state")
