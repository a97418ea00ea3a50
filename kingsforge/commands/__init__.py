"""The `kingsforge` sub-commands, one module each; kingsforge.cli parses and dispatches."""
