"""glossary suggestions: words the pairs use for a table or column that nothing matched.

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision = "0012"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "glossary_suggestions",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column(
            "datasource_id",
            sa.String(64),
            sa.ForeignKey("datasources.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("role", sa.String(64), nullable=True),
        sa.Column("word", sa.String(256), nullable=False),
        sa.Column("target", sa.String(1024), nullable=False),
        sa.Column("kind", sa.String(8), nullable=False),
        sa.Column("support", sa.Integer(), nullable=False),
        sa.Column("share", sa.Float(), nullable=False),
        sa.Column("pairs", sa.JSON(), nullable=False),
        sa.Column("questions", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("key", sa.String(64), nullable=False, unique=True),
        sa.Column("evaluation_id", sa.String(32), nullable=True),
        sa.Column("glossary_term_id", sa.String(32), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index(
        "ix_glossary_suggestions_datasource_id", "glossary_suggestions", ["datasource_id"]
    )


def downgrade() -> None:
    op.drop_index("ix_glossary_suggestions_datasource_id", table_name="glossary_suggestions")
    op.drop_table("glossary_suggestions")
