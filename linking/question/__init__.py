"""Reading the question: its rewrite into keywords and subqueries, what its wording says the
SQL will do (``cues``: a period, an amount), what a conversation's earlier turns add, and the
words nothing returned answers."""
