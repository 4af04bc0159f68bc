"""Every reason a hand card cannot be played now, in one short sentence (games/mythos/why_not.py why_all; the view's
why_not "all"; review 39, mythos_en 8 / mythos_ja 6: the Enchanted Knife told its needs one at a time)."""

WHY_ALL = {
    "en": {"why_all": "It still needs: {needs}.", "whyneed_join": "; ",
           "whyneed_attribute": "a current location with the {attribute} attribute",
           "whyneed_needs_ally": "a free ally of yours to carry it",
           "whyneed_language": "you or an ally who reads {language}",
           "whyneed_sanity": "Sanity to pay its cost and keep 1"},
    "ja": {"why_all": "まだ必要なもの：{needs}。", "whyneed_join": "、",
           "whyneed_attribute": "{attribute}の特徴がある現在地",
           "whyneed_needs_ally": "空いていて持てる味方",
           "whyneed_language": "{language}を読めるあなたか味方",
           "whyneed_sanity": "コストを払っても1残る正気度"},
}
