"""The metadata store: SQLAlchemy 2 models, Alembic migrations, the async session factory."""
