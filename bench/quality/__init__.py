"""Linking quality on public Text-to-SQL data in Spider's format (see ``run``)."""
