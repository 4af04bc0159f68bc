"""The duel's sentence tables, one module a language."""
