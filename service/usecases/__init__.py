"""What the service does, whoever asks: the HTTP routers, the CLI and MCP call these functions,
so each rule exists once.

A use case takes the container, a store session and the caller (``Principal``), and raises
``ApiError`` or a ``LinkingError``; the one error map (``service.api.errors``) turns either into
an HTTP answer, and MCP into a tool error with the same words. What a caller may see of a
datasource is decided here once (``visible_catalog``): a datasource its role sees nothing of is
not found, exactly like one that does not exist.
"""
