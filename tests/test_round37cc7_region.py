"""Round CC7 (newcomer review 35, mythos_en 7, shots 060, 067): Gomes read "Recruited in: Lovecraft Country /
Providence" and the rules "another region needs a travel event", yet the reader walked Vermont → Providence → Arkham
with no travel card: is a region Lovecraft Country or Providence? The rules and the ally's why-not say which
(MY-LOC-2, MY-LOC-5, MY-CARD-1), en and ja."""
import pytest

from cthulhu_widgets.games.mythos.sentences import en, ja

ONE_REGION = {"en": "parts of one region, Lovecraft Country", "ja": "一つの地域ラヴクラフト・カントリーの小地域"}
PLACE = {"en": "(Recruited in: region / part of it)", "ja": "配置条件の場所（地域／小地域）"}


@pytest.mark.parametrize("lang,module", [("en", en), ("ja", ja)])
def test_the_rules_say_which_is_the_region(lang, module):
    assert any(ONE_REGION[lang] in rule for rule in module.HELP["rules"]), module.HELP["rules"]
    assert PLACE[lang] in module.WHY["ally_region"], module.WHY["ally_region"]
