"""Imported first by conftest.py: jsonschema without its optional "iri" format checker.

jsonschema builds that checker's grammar when it is imported (the rfc3987_syntax package, which jupyter-events
brings: about 4 s of CPU in every process); no schema of the package or the tests checks formats, so the test
processes go without it. nbval imports jsonschema before any conftest, so under `make test` it is loaded all the
same; `make quick` runs without nbval and saves those seconds in each worker.
"""
import sys

sys.modules.setdefault("rfc3987_syntax", None)   # `from rfc3987_syntax import …` raises ImportError: no checker
