"""The evaluations table: how well linking answered a datasource's approved pairs."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from service.store.models import Base, new_id, utcnow


class Evaluation(Base):
    """How well linking answered a datasource's approved pairs, each asked with itself held
    out (``service.worker.evaluate``): computed within a role's view and shown to that role."""

    __tablename__ = "evaluations"
    __table_args__ = (Index("ix_evaluations_datasource_created", "datasource_id", "created_at"),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True, default=new_id)
    datasource_id: Mapped[str] = mapped_column(ForeignKey("datasources.id", ondelete="CASCADE"))
    job_id: Mapped[str] = mapped_column(String(32), index=True)
    # The role whose view the links and scores kept to; None: everything.
    role: Mapped[str | None] = mapped_column(String(64), default=None)
    # The datasource's revision the questions were linked at (set when the job runs).
    revision: Mapped[int | None] = mapped_column(Integer, default=None)
    # ``linking.evaluation.summarize``: None until the job has finished.
    figures: Mapped[dict[str, Any] | None] = mapped_column(default=None)
    message: Mapped[str] = mapped_column(Text, default="")
    # "datasource|role" while its job has not finished, else None: unique, so two requests at
    # once (on any replica) cannot both queue an evaluation of one view.
    pending: Mapped[str | None] = mapped_column(String(200), default=None, unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    finished_at: Mapped[datetime | None] = mapped_column(default=None)
