"""Ranking what the retrievers found: fusion of their ranked lists, the learned table model
and its stop model, table selection and the join paths that connect it, and the columns a
question needs (``prune``, with the cues its wording gives)."""
