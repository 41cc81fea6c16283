"""The service's domain: one module (or folder) per aggregate, its rules and its store queries.

Use cases (``service.usecases``) orchestrate these for every door; a domain module knows
neither the doors nor the use cases. ``pairs/``: training pairs (``records``: checked against
the catalog, imported, exported; ``gate``: when one is served and what feedback teaches it;
``files``: JSON, JSON lines and CSV; ``rules``: their settings). ``catalogs``: the catalog a
link uses, with its edits and relationship verdicts; ``conversations``: the turns kept for a
client; ``access``: roles, policies and glossaries as the engine reads them.
"""
