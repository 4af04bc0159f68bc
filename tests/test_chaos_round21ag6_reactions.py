"""Newcomer review 20, CHAOS en finding 3: "The tutorial never covers reactions or role swaps, yet these decide
games"; the first "React to B2's combo" screen had three chips of dense text. The course now says what a reaction is
right after the reader's own combo went through unanswered (step 9's "What just happened": Prank + Schizophrenia,
same suit: the combo works for that team instead, other suits: it is cancelled (round 16w's words)); the reaction tip is two short sentences; the role swap's tip
leads with "Roles swapped: you are now a ghost" and what the patient cards are still good for (time cards)."""
import pytest

from cthulhu_widgets.games.chaos.sentences.coach import MOMENTS
from cthulhu_widgets.games.chaos.sentences.zh_tw import MOMENTS as ZH_TW_MOMENTS
from test_chaos_round21ag6_course import course_marks

LANGS = ("en", "ja", "zh", "zh-TW")
# a reaction's two cards, and what each outcome does, in the course's words
REACTION = {"en": ("Prank", "Schizophrenia", "works for", "cancelled"),
            "ja": ("いたずら", "統合失調症", "のものとして働", "打ち消"),
            "zh": ("恶作剧", "精神分裂", "改为替", "取消"), "zh-TW": ("惡作劇", "精神分裂", "改為替", "取消")}
SWAPPED = {"en": ("Roles swapped: you are now a ghost", "time cards"), "ja": ("役割が入れ替わった", "時間のカード"),
           "zh": ("身份交换了", "时间牌"), "zh-TW": ("身份交換了", "時間牌")}
SHORT = {"en": 240, "ja": 100, "zh": 80, "zh-TW": 80}   # about two lines of the desk's bubble


def moments(lang: str) -> dict:
    return ZH_TW_MOMENTS if lang == "zh-TW" else MOMENTS[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_the_course_says_what_a_reaction_is_after_the_combo(lang):
    """Step 9's done line (the combo went through) names a reaction's cards and both outcomes."""
    done = course_marks(lang, upto=9)[9]["done"]
    for word in REACTION[lang]:
        assert word in done, (word, done)


@pytest.mark.parametrize("lang", LANGS)
def test_the_reaction_tip_is_short_and_says_both_outcomes(lang):
    text = moments(lang)["reaction"]
    assert len(text) <= SHORT[lang], (len(text), text)
    for word in REACTION[lang]:
        assert word in text, (word, text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("which", ("ghost", "ghost_combo"))
def test_the_swap_tip_leads_with_the_new_role(lang, which):
    text = moments(lang)[which]
    lead, cards = SWAPPED[lang]
    assert text.startswith(lead) and cards in text, text
