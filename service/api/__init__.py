"""The HTTP API (FastAPI): thin routers over the store, the worker and the linker."""
