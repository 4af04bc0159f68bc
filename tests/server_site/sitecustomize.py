"""Loaded by the servers and kernels the tests start (PYTHONPATH, tests/browser_support.server_env): the same as
tests/no_format_grammar.py for the test processes. jupyter_server imports jsonschema, which builds its optional "iri"
format grammar on import (about 3 s of CPU in each Voilà or Jupyter server the suite starts); nothing served checks
that format."""
import sys

sys.modules.setdefault("rfc3987_syntax", None)
