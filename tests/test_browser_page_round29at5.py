"""Round AT, fixer AT5 (newcomer review 28, chaos_ja 9 and mythos_ja 10): on a 390×844 phone the app's big title wrapped
「精神病院から / の脱出」 (025) and Mythos's took ~110 px of 844 (007), the table's status ~180 px down. The title is one
short line there and the table starts within ~110 px of the top; the window's title stays whole."""
from __future__ import annotations

import pytest

from browser_support import PHONE, voila_app_page

TITLE = "(() => { const h = document.querySelector('[data-cw-title]'); const r = h.getBoundingClientRect();"\
        " return {text: h.textContent, h: r.height, bottom: r.bottom, lineH: parseFloat(getComputedStyle(h).lineHeight),"\
        " top: document.querySelector('.cw-root').getBoundingClientRect().top + window.scrollY}; })()"


@pytest.mark.parametrize("app,lang", [("chaos", "ja"), ("mythos", "ja")])
def test_a_phones_title_is_one_line_and_the_table_starts_near_the_top(app, lang):
    """The title takes one line (its height one line's), the table's bar starts within 110 px of the page's top."""
    with voila_app_page(app, "", "5", PHONE, lang) as page:
        seen = page.evaluate(TITLE)
        assert seen["text"].strip(), seen
        assert seen["h"] <= seen["lineH"] + 1, seen
        assert seen["top"] <= 110, seen
        assert page.title().strip() == seen["text"].strip()
