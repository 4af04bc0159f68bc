"""Shared by the analysis browser tests (issue 26): notebooks written into a folder that one Voilà server serves,
and a Chromium for the file's pages."""
from __future__ import annotations

import json
from contextlib import contextmanager

from browser_support import CHROMIUM, CHROMIUM_ARGS, VENV_BIN, free_port, require_chromium, server


def notebook(*cells: str) -> dict:
    """Return a notebook of code cells with these sources."""
    return {"cells": [{"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [],
                       "source": src} for i, src in enumerate(cells)],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


@contextmanager
def voila_folder(folder, notebooks: dict, log_name: str):
    """Write `notebooks` (name -> notebook) into `folder`, serve it with Voilà and yield (browser, base URL); the
    pages are at {url}/voila/render/<name>.ipynb."""
    require_chromium()
    from playwright.sync_api import sync_playwright

    for name, nb in notebooks.items():
        (folder / f"{name}.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    port = free_port()
    cmd = [str(VENV_BIN / "voila"), str(folder), "--no-browser", "--Voila.ip=127.0.0.1", f"--port={port}"]
    with server(cmd, f"http://127.0.0.1:{port}/voila/static/", log_name), sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser, f"http://127.0.0.1:{port}"
        finally:
            browser.close()
