"""Newcomer review 33 (letter_zh 3, 169): "所有遊戲" (All games) led a zh-TW phone reader to an English page made for a
desk ("Play now, no install – Each table runs the package's Python rules engine in your browser (Pyodide…)", tiny
text and links). The site index speaks the reader's language (the link's ?lang=, else the language the tables
stored, else the browser's) and is laid out for a phone: readable text, links a finger can press."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from browser_support import browser_page, require_chromium

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import build_lite  # noqa: E402

pytestmark = pytest.mark.browser

WORDS = {"en": "Lovecraft Letter", "zh-TW": "克蘇魯情書", "zh": "克苏鲁情书", "ja": "ラブクラフト・レター"}


@pytest.fixture(scope="module")
def index(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("play")
    (out / "index.html").write_text(build_lite.index_page())
    return out / "index.html"


def read(page, url: str) -> dict:
    """Return what the reader sees on the index: its words, its links' boxes, and the size of its text."""
    page.goto(url)
    return page.evaluate("""() => ({ text: document.body.innerText, lang: document.documentElement.lang,
        links: [...document.querySelectorAll('a')].map((a) => { const r = a.getBoundingClientRect();
            return { href: a.getAttribute('href'), w: r.width, h: r.height, font: parseFloat(getComputedStyle(a).fontSize) }; }),
        font: parseFloat(getComputedStyle(document.querySelector('p')).fontSize), wide: document.documentElement.scrollWidth })""")


def test_the_index_speaks_the_language_it_is_given_and_fits_a_phone(index):
    require_chromium()
    with browser_page(390, 844) as page:
        for lang, title in WORDS.items():
            seen = read(page, f"{index.as_uri()}?lang={lang}")
            assert title in seen["text"], (lang, seen["text"])
            assert "Pyodide" not in seen["text"] and "engine" not in seen["text"]
            assert seen["lang"] == lang
            assert seen["wide"] <= 390, "the page is wider than the phone"
            assert seen["font"] >= 16
            for link in seen["links"]:
                assert link["h"] >= 44 and link["w"] >= 300 and link["font"] >= 18, link
        assert page.errors == []


def test_without_a_lang_the_index_reads_the_stored_language(index):
    require_chromium()
    with browser_page(390, 844) as page:
        page.goto(index.as_uri())
        page.evaluate("localStorage.setItem('cthulhu-widgets:lang', 'ja')")
        page.reload()
        # the page reads the stored language as it loads: waited for, not raced (CI of defdb700 read the English
        # words once, beside 7 browsers); a page that never reads it still fails here
        page.wait_for_function("document.documentElement.lang === 'ja'", timeout=15_000)
        assert WORDS["ja"] in page.evaluate("document.body.innerText")
