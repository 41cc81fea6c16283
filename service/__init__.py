"""schemalink's service layer: configuration, datasource introspection, the CLI."""
