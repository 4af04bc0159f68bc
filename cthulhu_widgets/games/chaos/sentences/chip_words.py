"""What a CHAOS chip says before it is chosen (newcomer review 20, room_en 2 and 4, chaos_ja 1, room_zh 4; review 21,
chaos_en 3 and room_en 3: a combo was a gamble, its effect told only once committed). texts.move_words fills them:
HINTS, a chosen card's combo in brief under its chips; LABELS, a chip's words in place of the table's;
MORE, words a move's sentence ("text") or chip ("label") goes on with, by its PROMPTS/LABELS key (a reversal's order after it, filled from the engine by texts._reversal). Registered into each language's WORDS when texts.py loads;
zh-TW is zh converted as tools/gen_zh_tw.py converts zh.py (OpenCC s2twp)."""
from __future__ import annotations

from . import en, ja, zh, zh_tw

# Each combo's effect in a few words: (same suit, different suits), as its card text says them (card_texts.json).
COMBO_SHORT = {
    "en": {"C1": ("the patient jumps to its ghost and follows it next round", "it steps 2 toward its ghost"),
           "C2": ("the enemies swap roles and hands", "they swap roles only"),
           "C3": ("push both enemies 3 cells", "push 1 cell"),
           "C4": ("their combo works for you", "it is cancelled"),
           "C5": ("your patient sees every bomb all game", "it sees every bomb now, not later ones")},
    "zh": {"C1": ("病人瞬移到鬼魂所在格，下一轮跟随鬼魂", "病人朝鬼魂走两格"),
           "C2": ("敌方两人互换身份和手牌", "只互换身份"),
           "C3": ("把敌方两枚棋子击退三格", "只击退一格"),
           "C4": ("敌方合作改为替你方生效", "抵消敌方合作"),
           "C5": ("你方病人本局都能看到所有炸弹", "看到现在所有炸弹（之后的看不到）")},
    "zh-TW": {"C1": ("病人瞬移到鬼魂所在格，下一輪跟隨鬼魂", "病人朝鬼魂走兩格"),
              "C2": ("敵方兩人互換身份和手牌", "只互換身份"),
              "C3": ("把敵方兩枚棋子擊退三格", "只擊退一格"),
              "C4": ("敵方合作改為替你方生效", "抵消敵方合作"),
              "C5": ("你方病人本局都能看到所有炸彈", "看到現在所有炸彈（之後的看不到）")},
    "ja": {"C1": ("患者が幽霊のマスへ跳び、次のラウンドも追う", "患者が幽霊へ 2 歩動く"),
           "C2": ("敵 2 人の役割と手札を入れ替える", "役割だけを入れ替える"),
           "C3": ("敵の駒 2 つを 3 マス押す", "1 マス押す"),
           "C4": ("敵のコンボがこちらのものになる", "敵のコンボは打ち消される"),
           "C5": ("味方の患者がゲーム終了まで全爆弾を見る", "いまある爆弾がすべて見える（後の爆弾は見えない）")},
}

# A chosen card's combo, one line under its chips, opening with the combo it explains (review 33, chaos_en 5: it sat
# under "Team cover" and above "Check 3 cells", unnamed): the card the partner must add (review 31, chaos_ja 3: "If A2 joins"
# named none), what it does and the card it spends (CH-COMBO-1/2); never whether the partner holds it (CH-HIDE-3). It
# warns that the joint turn takes this turn's cards even when the enemy cancels the combo (CH-COMBO-1, CH-C4; review
# 29, chaos_en 5: 085-088 unwarned).
HINTS = {
    "en": {"combo": "Combo needs {partner}'s {part}: same suit, {full_short}; else {weak_short}. No other card, even if "
                    "cancelled."},
    "zh": {"combo": "合作需要 {partner} 的{part}：相同花色，{full_short}；否则{weak_short}。即使被抵消，本回合也不能再出牌。"},
    "zh-TW": {"combo": "合作需要 {partner} 的{part}：相同花色，{full_short}；否則{weak_short}。即使被抵消，本回合也不能再出牌。"},
    "ja": {"combo": "コンボ：{partner} の「{part}」が必要。同じマークなら{full_short}、違えば{weak_short}。打ち消されても他のカードは出せない。"},
}
# A cover takes the partner's turn of this round, both moving now in one joint turn (CH-COVER-1; review 20, room_en
# 4): its chip says so in place of whom it covers, no longer (round AG's longer chip and brief moved the hand)
LABELS = {"en": {"cover": "Team cover: uses {partner}'s turn"}, "zh": {"cover": "全队生效（也用掉 {partner} 的回合）"},
          "zh-TW": {"cover": "全隊生效（也用掉 {partner} 的回合）"}, "ja": {"cover": "チーム全体に使う（{partner} の手番も使う）"}}

MORE = {
    "en": {"text": {"cover": " It uses {partner}'s turn this round.", "react_complete": "{aims}"},
           "label": {}},
    "zh": {"text": {"cover": "这会用掉 {partner} 本轮的回合。", "react_complete": "{aims}"},
           "label": {}},
    "zh-TW": {"text": {"cover": "這會用掉 {partner} 本輪的回合。", "react_complete": "{aims}"},
              "label": {}},
    "ja": {"text": {"cover": "{partner} のこのラウンドの手番も使う。", "react_complete": "{aims}"},
           "label": {}},
}
# Schizophrenia: who plays next once the order is reversed, and whose turn of this round it takes (CH-P1; review 20,
# chaos_ja 1: 'I played it to move ahead of B1, but I stayed last'; room_zh 4: 'my turn can vanish'); its chip the whole
# new order, the reader's turn in it as "you" (review 31, room_en 4: "B1→B2→A2 ⇒ A2→B2→B1" left the reader out),
# written tight ({whole_tight}: no spaces): a phone's prompt band keeps room for the longest card chip, and a wider
# chip took a line more there, moving the hand 30 px between a turn's phases (round12p.test.js).
REVERSAL = {"en": (" Next: {order}{skips}.", "New turn order: {whole_tight}{skipped}", "; {seat} loses this round's turn",
                   "; {seat} skipped", "you"),
            "zh": ("接下来：{order}{skips}。", "新的顺序：{whole_tight}{skipped}", "；{seat} 本轮失去回合", "；{seat} 跳过", "你"),
            "zh-TW": ("接下來：{order}{skips}。", "新的順序：{whole_tight}{skipped}", "；{seat} 本輪失去回合", "；{seat} 跳過",
                      "你"),
            "ja": ("次：{order}{skips}。", "新しい順番：{whole_tight}{skipped}", "；{seat} はこのラウンドの手番を失う", "；{seat} 飛ばし",
                   "あなた")}
SKIPS = {lang: (words[2], words[3]) for lang, words in REVERSAL.items()}   # a seat left without a turn: text, chip
YOU = {lang: words[4] for lang, words in REVERSAL.items()}     # the reader in the order ("B1 → you → A2")
# The chip when a seat's turn of this round is lost: that first, then the order (review 33, chaos_en 7, room_en 7: "New
# turn order: A2→B2→B1→you; B1 skipped" named B1 in the order and skipped it in one breath; the story said it plainly).
# No wider than the chip it replaced: a chip a line taller moved a phone's hand (round22ai6_phone.test.js).
LOST_FIRST = {"en": ("{seats} sits out this round; then {whole}", "{seats} sit out this round; then {whole}"),
              "zh": ("{seats} 本轮轮空；之后 {whole}",) * 2, "zh-TW": ("{seats} 本輪輪空；之後 {whole}",) * 2,
              "ja": ("{seats} はこのラウンド休み。次：{whole}",) * 2}
AND = {"en": " and ", "zh": " 和 ", "zh-TW": " 和 ", "ja": " と "}


def order_chip(lang: str, whole: str, lost: list) -> str:
    """Return the Schizophrenia chip: the new order `whole` ("A2→B2→B1→you"), after the seats in `lost` (whose turn of
    this round the reversal takes, CH-P1), if any."""
    if not lost:
        return REVERSAL[lang][1].format(whole_tight=whole, skipped="")
    return LOST_FIRST[lang][len(lost) > 1].format(seats=AND[lang].join(lost), whole=whole)


for _lang, (_text, _label, *_) in REVERSAL.items():   # the chip no wider than 'Reverse the turn order' was, or near
    MORE[_lang]["text"]["play_schizophrenia"] = _text
    LABELS[_lang]["play_schizophrenia"] = "{order_chip}"

for _lang, _module in {"en": en, "zh": zh, "ja": ja, "zh-TW": zh_tw}.items():
    _module.WORDS.setdefault("combo_short", COMBO_SHORT[_lang])
