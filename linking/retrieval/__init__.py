"""Searching the indexes for a question: columns and tables by vector, values by full text,
training pairs by question, and the catalog's own names by BM25 (``lexical``)."""
