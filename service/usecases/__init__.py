"""What the service does, whoever asks: the HTTP routers, the CLI and MCP call these functions,
so each rule exists once.

A use case takes the container, a store session and the caller (``Principal``), returns the
models of ``service.schemas`` (or plain results a door shapes, as a batch's), and raises a
``Refused`` (``service.errors``: not found, conflict, invalid, not ready…) or a
``LinkingError``, never a door's error: HTTP answers each with a status
(``service.api.errors``), MCP with the same words, the CLI with a message and an exit code.
Nothing here imports ``service.api``. What a caller may see of a datasource is decided here
once (``visible_catalog``): a datasource its role sees nothing of is not found, exactly like
one that does not exist.
"""
