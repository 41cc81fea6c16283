"""Reading the question: its rewrite into keywords and subqueries, what a conversation's
earlier turns add, and the words nothing returned answers."""
