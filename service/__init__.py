"""schemalink's service: the HTTP API, the CLI, MCP and the console, over one use-case layer
(``service.usecases``), with the worker that syncs datasources and the metadata store."""
