"""Training pairs: their records, the gate that serves them, their files and their settings
(one module each; importing this package imports none of them, so the settings can read
``rules`` without the store)."""
