"""The metadata store: SQLAlchemy 2 models, Alembic migrations, the async session factory."""

# Every table registered on the one metadata whichever module is imported first.
from service.store import evaluations as evaluations
from service.store import glossary_suggestions as glossary_suggestions
