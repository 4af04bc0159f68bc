"""Round EE, fixer EE5 (newcomer review 37, mythos_ja 4): Mythos's Japanese said one thing two ways or oddly.
- the card's field is 特徴 (its label on the zoom), the prompts and zooms said 属性: one word, 特徴, everywhere;
- 「能率恐怖症」 (Efficiophobia: loses Sanity at anyone's adventure) means "fear of efficiency": 成功恐怖症, as the
  other phobias are named by what they fear (広場恐怖症, 扉恐怖症);
- the action buttons were called チップ (odd in Japanese): ボタン;
- "「X」が結合で「Y」と同時に使用される" and "神話の脅威に1回使用できる" read as machine translation;
- a chip quoted with a card inside: 「アドベンチャー「疑わしい判断」を達成する」 nested 「」: the chip is named, not quoted
  (アドベンチャー「疑わしい判断」を達成するボタンで), so its words stay those of the chip."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "cthulhu_widgets"
SENTENCES = sorted((ROOT / "games" / "mythos" / "sentences").glob("*.py"))


def ja_strings() -> list[tuple[str, str]]:
    """Return (where, text) of every Japanese string a Mythos player may read: the sentence modules' string literals
    holding kana (their comments are not strings), the table's UI words and the cards' Japanese texts."""
    out = []
    for path in SENTENCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and re.search(r"[ぁ-ヿ一-鿿]", node.value):
                out.append((path.name, node.value))
    words = json.loads((ROOT / "widgets" / "mythos_words.json").read_text(encoding="utf-8"))
    out += [("mythos_words.json", v) for v in json.dumps(words, ensure_ascii=False).split('"')
            if re.search(r"[ぁ-ヿ一-鿿]", v)]
    texts = json.loads((ROOT / "games" / "mythos" / "card_texts.json").read_text(encoding="utf-8"))
    out += [(f"card_texts.json {cid}", v) for part in ("cards", "investigators") for cid, c in texts[part].items()
            for v in (c.get("ja") or {}).values() if isinstance(v, str)]
    return out


@pytest.mark.parametrize("odd, plain", [("属性", "特徴"), ("能率恐怖症", "成功恐怖症"), ("チップ", "ボタン"),
                                        ("が結合で", "と結合して"), ("神話の脅威に1回使用", "神話の脅威として")])
def test_mythos_ja_says_one_plain_word(odd, plain):
    said = [f"{where}: {text[:60]}" for where, text in ja_strings() if odd in text]
    assert not said, f"{odd!r} (say {plain!r}) in: " + "; ".join(said)


def test_mythos_ja_never_nests_quotes():
    nested = re.compile(r"「[^」]*「[^」]*」[^」]*」")
    said = [f"{where}: {text[:70]}" for where, text in ja_strings() if nested.search(text)]
    assert not said, "; ".join(said)


def test_efficiophobia_is_named_success_phobia_on_its_card_and_in_the_table_words():
    cards = json.loads((ROOT / "games" / "mythos" / "card_texts.json").read_text(encoding="utf-8"))
    words = json.loads((ROOT / "widgets" / "mythos_words.json").read_text(encoding="utf-8"))
    assert cards["cards"]["efficiophobia"]["ja"]["name"] == "成功恐怖症"
    assert "成功恐怖症" in json.dumps(words, ensure_ascii=False)
