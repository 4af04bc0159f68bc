"""Texts of Lovecraft Letter for logs, banners and choices that teach the rules, in English, in the seed's
Traditional Chinese ("zh" is zh-TW here: the seed 000 is written in it) and in Japanese ("ja": our translation, with
the Japanese card names of cards.py and the table words of widgets/letter_words.json: 山札（相棒）, 手がかり, 正気,
狂気). Card ids are always shown as card names of the language; card texts (what each card does) are in
card_texts.json."""
from __future__ import annotations

import json
from pathlib import Path

from ...core import texts as core_texts
from .cards import CARD_KIND, KIND_BY_ID, VALUE

LANGS = ("en", "zh", "ja")  # languages with a table; any other language falls back to English
CARD_TEXTS = json.loads(Path(__file__).with_name("card_texts.json").read_text(encoding="utf-8"))["cards"]

TEXTS = {
    "en": {
        "setup": "Setup: {clues} clues over Cthulhu, {deck} cards in the deck, 1 in your hand.",
        "player_turn": "Turn {turn}: your turn.",
        "opponent_turn": "Turn {turn}: the opponent's turn.",
        "protection_ends": "{side_the} protection ends.",
        "insanity_check": "Insanity check: {n} card(s) go from the deck to your discard pile.",
        "check_reveal": "The insanity check reveals {card}.",
        "draw": "You draw {card}.",
        "draw_skipped": "The deck is empty: no card is drawn.",
        "play": "You play {card} ({row} effect).",
        "opponent_plays": "The opponent plays {card}.",
        "eliminated": "{card} is eliminated from the opponent's stack.",
        "guess_right": "You named {value}: right.",
        "guess_wrong": "You named {value}: wrong.",
        "top_known": "The opponent's top card is now known: {card}.",
        "deck_top_known": "The deck's top card is now known: {card}.",
        "partner_discarded": "The deck's top card, {card}, is discarded ({to}).",
        "hand_discarded": "You discard {card} from your hand.",
        "protected": "{side_protected}",
        "void_protected": "{card} does nothing: {side_the_short} protected.",
        "no_effect": "{card} has no effect: {why}.",
        "taken": "{card} is taken.",
        "braincase_to_opponent": "The Mi-Go Braincase becomes the opponent's known top card.",
        "swapped": "{given} is swapped for {taken}.",
        "plays_next": "The opponent immediately plays its next card.",
        "sane_row": "The Mi-Go acts with its Sane row: {why}.",
        "answer": "You answer {card} with {side_yours}.",
        "only_answer": "You can only answer {card} with {side_yours}.",
        "no_answer": "You have nothing to answer {card} with: no effect.",
        "game_over": "{cause_text}",
    },
    "zh": {
        "setup": "設置：克蘇魯上方有 {clues} 張線索，牌堆 {deck} 張，手牌 1 張。",
        "player_turn": "第 {turn} 回合：輪到你。",
        "opponent_turn": "第 {turn} 回合：輪到對手。",
        "protection_ends": "{side}的保護結束。",
        "insanity_check": "瘋狂檢定：從牌堆翻出 {n} 張牌置於你的棄牌堆。",
        "check_reveal": "瘋狂檢定翻出{card}。",
        "draw": "你抽到{card}。",
        "draw_skipped": "牌堆已空：不抽牌。",
        "play": "你打出{card}（{row}效果）。",
        "opponent_plays": "對手打出{card}。",
        "eliminated": "對手的{card}被淘汰。",
        "guess_right": "你猜 {value}：猜中。",
        "guess_wrong": "你猜 {value}：猜錯。",
        "top_known": "對手最上面的牌正面朝上：{card}。",
        "deck_top_known": "牌堆第1張正面朝上：{card}。",
        "partner_discarded": "牌堆第1張{card}被丟棄（{to}）。",
        "hand_discarded": "你從手牌棄掉{card}。",
        "protected": "{side}受到保護，直到其下一回合。",
        "void_protected": "{card}無效：{side}受到保護。",
        "no_effect": "{card}沒有效果：{why}。",
        "taken": "{card}被拿取。",
        "braincase_to_opponent": "米‧戈的大腦容器成為對手最上面的牌（正面朝上）。",
        "swapped": "{given}與{taken}交換。",
        "plays_next": "對手立即打出下1張牌。",
        "sane_row": "米‧戈改用理智效果：{why}。",
        "answer": "你以{side_yours}應對{card}。",
        "only_answer": "你只能以{side_yours}應對{card}。",
        "no_answer": "你沒有牌可應對{card}：沒有效果。",
        "game_over": "{cause_text}",
    },
    "ja": {
        "setup": "準備：クトゥルフの上に手がかり {clues} 枚、山札 {deck} 枚、手札 1 枚。",
        "player_turn": "ターン {turn}：あなたの番。",
        "opponent_turn": "ターン {turn}：相手の番。",
        "protection_ends": "{side}の保護が終わる。",
        "insanity_check": "狂気チェック：山札から {n} 枚をあなたの捨て札に置く。",
        "check_reveal": "狂気チェックで「{card}」がめくれる。",
        "draw": "「{card}」を引く。",
        "draw_skipped": "山札が尽きている：カードを引かない。",
        "play": "「{card}」をプレイする（{row}の効果）。",
        "opponent_plays": "相手が「{card}」をプレイする。",
        "eliminated": "相手の「{card}」が脱落する。",
        "guess_right": "{value} を宣言：的中。",
        "guess_wrong": "{value} を宣言：はずれ。",
        "top_known": "相手の一番上のカードが公開される：「{card}」。",
        "deck_top_known": "山札の一番上のカードが公開される：「{card}」。",
        "partner_discarded": "山札の一番上の「{card}」を捨てる（{to}）。",
        "hand_discarded": "手札から「{card}」を捨てる。",
        "protected": "{side}は次の自分の番まで保護される。",
        "void_protected": "「{card}」は効果なし：{side}は保護されている。",
        "no_effect": "「{card}」は効果なし：{why}。",
        "taken": "「{card}」が取られる。",
        "braincase_to_opponent": "「ミ＝ゴの脳髄缶」が相手の一番上のカード（公開）になる。",
        "swapped": "「{given}」と「{taken}」が入れ替わる。",
        "plays_next": "相手はすぐに次のカードをプレイする。",
        "sane_row": "ミ＝ゴは正気の効果を使う：{why}。",
        "answer": "「{card}」に{side_yours}で応じる。",
        "only_answer": "「{card}」には{side_yours}でしか応じられない。",
        "no_answer": "「{card}」に応じるカードがない：効果なし。",
        "game_over": "{cause_text}",
    },
}
_TEXTS = TEXTS["en"]  # the English table (the engine's event texts)

CAUSES = {
    "en": {
        "cthulhu_sealed": "You won: Cthulhu is sealed again.",
        "cthulhu_played": "You lost: the opponent played Cthulhu and it rises.",
        "check_impossible": "You lost: the deck ran out during the insanity check.",
        "insanity_revealed": "You lost: the insanity check revealed an Insanity card.",
        "empty_draw": "You lost: you had to draw from an empty deck.",
        "hand_knocked_out": "You lost: your hand card was knocked out.",
        "partner_knocked_out": "You lost: the known top card of your deck was knocked out.",
        "braincase_played": "You lost: you played the Mi-Go Braincase.",
        "braincase_discarded": "You lost: you discarded the Mi-Go Braincase.",
        "no_card_to_play": "You lost: you had no card to play.",
    },
    "zh": {
        "cthulhu_sealed": "你獲勝：克蘇魯再次被封印。",
        "cthulhu_played": "你失敗：對手打出克蘇魯，祂突破封印。",
        "check_impossible": "你失敗：牌堆不足，無法進行瘋狂檢定。",
        "insanity_revealed": "你失敗：瘋狂檢定翻出了瘋狂卡。",
        "empty_draw": "你失敗：牌堆已空，無法抽牌。",
        "hand_knocked_out": "你失敗：你的手牌被淘汰。",
        "partner_knocked_out": "你失敗：正面朝上的牌堆第1張（夥伴）被淘汰。",
        "braincase_played": "你失敗：你打出了米‧戈的大腦容器。",
        "braincase_discarded": "你失敗：你棄掉了米‧戈的大腦容器。",
        "no_card_to_play": "你失敗：你沒有牌可以打出。",
    },
    "ja": {
        "cthulhu_sealed": "あなたの勝ち：クトゥルフは再び封印された。",
        "cthulhu_played": "あなたの負け：相手がクトゥルフをプレイし、クトゥルフが目覚めた。",
        "check_impossible": "あなたの負け：狂気チェックの途中で山札が尽きた。",
        "insanity_revealed": "あなたの負け：狂気チェックで狂気カードがめくれた。",
        "empty_draw": "あなたの負け：尽きた山札から引かなければならなかった。",
        "hand_knocked_out": "あなたの負け：手札のカードが脱落した。",
        "partner_knocked_out": "あなたの負け：公開されていた山札の一番上のカード（相棒）が脱落した。",
        "braincase_played": "あなたの負け：「ミ＝ゴの脳髄缶」をプレイした。",
        "braincase_discarded": "あなたの負け：「ミ＝ゴの脳髄缶」を捨てた。",
        "no_card_to_play": "あなたの負け：プレイできるカードがなかった。",
    },
}

# Words that fill the sentences: sides, rows, reasons (`why`), where a discarded deck top goes.
WORDS = {
    "en": {
        "side_the": {"player": "Your", "opponent": "The opponent's"},
        "side_protected": {"player": "You are protected until your next turn.",
                           "opponent": "The opponent is protected until its next turn."},
        "side_the_short": {"player": "you are", "opponent": "the opponent is"},
        "side_yours": {"hand": "your hand card", "deck": "the deck's top card"},
        "row": {"sane": "Sane", "insane": "Insane"},
        "to": {"player": "to your discard pile", "removed": "removed from the game"},
        "why": {
            "nothing_to_compare": "there is nothing to compare",
            "opponent_discard_insane": "the opponent's discard holds an Insanity card",
            "triggers_in_hand": "it works while held in the hand",
            "seven": "a 7 does nothing when played",
            "cthulhu_cannot_be_taken": "Cthulhu cannot be taken",
            "empty_hand": "there is no other card in your hand",
            "braincase": "the Braincase is only spent",
            "player_insane": "you are insane",
            "next_is_cthulhu": "the opponent's next card is Cthulhu",
            "empty_deck": "the deck is empty",
            "braincase_in_play": "the Braincase is already in play",
        },
        "won": "You sealed Cthulhu!", "lost": "Cthulhu wins",
    },
    "zh": {
        "side": {"player": "你", "opponent": "對手"},
        "side_yours": {"hand": "手牌（自己）", "deck": "牌堆第1張（夥伴）"},
        "row": {"sane": "理智", "insane": "瘋狂"},
        "to": {"player": "置於你的棄牌堆", "removed": "移出遊戲"},
        "why": {
            "nothing_to_compare": "沒有可比拚的牌",
            "opponent_discard_insane": "對手棄牌堆有瘋狂卡",
            "triggers_in_hand": "此卡在手牌中生效",
            "seven": "7 打出時無效果",
            "cthulhu_cannot_be_taken": "克蘇魯無法被拿取",
            "empty_hand": "你沒有另一張手牌",
            "braincase": "大腦容器僅被淘汰",
            "player_insane": "你處於瘋狂狀態",
            "next_is_cthulhu": "對手的下1張牌是克蘇魯",
            "empty_deck": "牌堆已空",
            "braincase_in_play": "大腦容器已在場上",
        },
        "won": "你封印了克蘇魯！", "lost": "克蘇魯獲勝",
    },
    "ja": {
        "side": {"player": "あなた", "opponent": "相手"},
        "side_yours": {"hand": "手札のカード", "deck": "山札の一番上のカード（相棒）"},
        "row": {"sane": "正気", "insane": "狂気"},
        "to": {"player": "あなたの捨て札へ", "removed": "ゲームから除外"},
        "why": {
            "nothing_to_compare": "比べるカードがない",
            "opponent_discard_insane": "相手の捨て札に狂気カードがある",
            "triggers_in_hand": "このカードは手札にあるあいだ働く",
            "seven": "7 はプレイしても効果がない",
            "cthulhu_cannot_be_taken": "クトゥルフは取れない",
            "empty_hand": "手札にほかのカードがない",
            "braincase": "脳髄缶は脱落するだけ",
            "player_insane": "あなたは狂気に陥っている",
            "next_is_cthulhu": "相手の次のカードはクトゥルフ",
            "empty_deck": "山札が尽きている",
            "braincase_in_play": "脳髄缶はすでに場に出ている",
        },
        "won": "クトゥルフを封印した！", "lost": "クトゥルフの勝利",
    },
}

# What each choice does: the player's plays (by card and row), the named values, the answers, the opponent's step.
PROMPTS = {
    "en": {
        "investigators": "Play {card}: name {guess}. If the opponent's top card is a {guess} it is eliminated; "
                         "otherwise it becomes known.",
        "deep_ones_insane": "Play {card} (Insane): if the opponent's top card is a 1 it is eliminated; otherwise it "
                            "becomes known and you name a value.",
        "cats": "Play {card}: look at the opponent's top card (it becomes known).",
        "golden_mead_insane": "Play {card} (Insane): look at the opponent's top card, then draw 1 card and play 1.",
        "yith_hand": "Play {card}: compare your {other} ({value}) with the opponent's top card. Higher eliminates "
                     "it; lower loses the game.",
        "yith_deck": "Play {card}: compare the deck's top card with the opponent's top card. Higher eliminates it; "
                     "lower discards the deck top.",
        "yith_nothing": "Play {card}: there is nothing to compare with, so it has no effect.",
        "hound_insane": "Play {card} (Insane): if the opponent's discard holds no Insanity card, eliminate its top "
                        "card.",
        "protection": "Play {card}: you are protected from the opponent's cards until your next turn.",
        "armitage_self": "Play {card} on yourself: discard your {other} without its effect and draw 1 card.",
        "armitage_opponent": "Play {card} on the opponent: eliminate its top card.",
        "mi_go_insane": "Play {card} (Insane): take the opponent's top card into your hand; the Mi-Go Braincase "
                        "becomes its top card; then play again.",
        "carter": "Play {card}: swap your {other} with the opponent's top card.",
        "nyarlathotep_insane": "Play {card} (Insane): look at the opponent's top card (it becomes known).",
        "seven": "Play {card}: no effect.",
        "trapezohedron_insane": "Play {card} (Insane): if your other card is 5 or more, eliminate the opponent's "
                                "top card.",
        "braincase": "Play {card}: you lose the game.",
        "plain": "Play {card}.",
        "void": " The opponent is protected: no effect.",
        "guess": "Name {value}: if the opponent's top card is a {value}, it is eliminated.",
        "answer_hand": "Answer {card} with your hand card ({other}).",
        "answer_deck": "Answer {card} with the deck's top card.",
        "answer_compare_hand": "Answer {card} with your hand card ({other}, {value}): compared with the opponent's "
                               "next card, lower loses the game.",
        "answer_compare_deck": "Answer {card} with the deck's top card: compared with the opponent's next card, "
                               "lower is discarded.",
        "answer_knock_hand": "Answer {card} with your hand card ({other}): it is knocked out and you lose the game.",
        "answer_knock_deck": "Answer {card} with the deck's top card: it is knocked out (a known one loses the "
                             "game; an unknown one is discarded).",
        "answer_armitage_hand": "Answer {card} with your hand card ({other}): discard it and draw 1 card.",
        "answer_armitage_deck": "Answer {card} with the deck's top card: it is discarded.",
        "answer_mi_go_hand": "Answer {card} with your hand card ({other}): the opponent takes it and plays it; you "
                             "take the Mi-Go Braincase.",
        "answer_mi_go_deck": "Answer {card} with the deck's top card: the opponent takes it and plays it; the "
                             "Braincase becomes the deck top.",
        "answer_carter_hand": "Answer {card} with your hand card ({other}): it is swapped with the opponent's next "
                              "card.",
        "answer_carter_deck": "Answer {card} with the deck's top card: it is swapped with the opponent's next card.",
        "answer_nyarlathotep_hand": "Answer {card} with your hand card ({other}): it becomes known (nothing "
                                    "changes).",
        "answer_nyarlathotep_deck": "Answer {card} with the deck's top card: it becomes known.",
        "opponent_play": "Let the opponent play its top card.",
    },
    "zh": {
        "investigators": "打出{card}：猜 {guess}。若對手最上面的牌是 {guess} 則淘汰之；反之，該牌正面朝上。",
        "deep_ones_insane": "打出{card}（瘋狂）：若對手最上面的牌是 1 則淘汰之；反之，該牌正面朝上，再猜一個數值。",
        "cats": "打出{card}：查看對手最上面的牌（該牌正面朝上）。",
        "golden_mead_insane": "打出{card}（瘋狂）：查看對手最上面的牌，再抽1張並打出1張。",
        "yith_hand": "打出{card}：以手牌{other}（{value}）與對手最上面的牌比拚。較大則淘汰之；較小則遊戲結束。",
        "yith_deck": "打出{card}：以牌堆第1張與對手最上面的牌比拚。較大則淘汰之；較小則丟棄牌堆第1張。",
        "yith_nothing": "打出{card}：沒有可比拚的牌，沒有效果。",
        "hound_insane": "打出{card}（瘋狂）：若對手棄牌堆無瘋狂卡，淘汰對手最上面的牌。",
        "protection": "打出{card}：直到你的下一回合，你不受對手卡牌效果影響。",
        "armitage_self": "打出{card}指定自己：棄掉手牌{other}（不發動效果），再抽1張。",
        "armitage_opponent": "打出{card}指定對手：淘汰對手最上面的牌。",
        "mi_go_insane": "打出{card}（瘋狂）：拿取對手最上面的牌，米‧戈的大腦容器成為對手最上面的牌；你再打出1張。",
        "carter": "打出{card}：以手牌{other}交換對手最上面的牌。",
        "nyarlathotep_insane": "打出{card}（瘋狂）：查看對手最上面的牌（該牌正面朝上）。",
        "seven": "打出{card}：沒有效果。",
        "trapezohedron_insane": "打出{card}（瘋狂）：若你的另一張手牌為 5 以上，淘汰對手最上面的牌。",
        "braincase": "打出{card}：遊戲結束，你失敗。",
        "plain": "打出{card}。",
        "void": "對手受到保護：沒有效果。",
        "guess": "猜 {value}：若對手最上面的牌是 {value}，則淘汰之。",
        "answer_hand": "以手牌{other}應對{card}。",
        "answer_deck": "以牌堆第1張應對{card}。",
        "answer_compare_hand": "以手牌{other}（{value}）應對{card}：與對手下1張牌比拚，較小則遊戲結束。",
        "answer_compare_deck": "以牌堆第1張應對{card}：與對手下1張牌比拚，較小則丟棄牌堆第1張。",
        "answer_knock_hand": "以手牌{other}應對{card}：手牌被淘汰，遊戲結束。",
        "answer_knock_deck": "以牌堆第1張應對{card}：若正面朝上則遊戲結束；反之，丟棄牌堆第1張。",
        "answer_armitage_hand": "以手牌{other}應對{card}：棄1抽1。",
        "answer_armitage_deck": "以牌堆第1張應對{card}：棄掉牌堆第1張。",
        "answer_mi_go_hand": "以手牌{other}應對{card}：對手拿取手牌並打出，你拿到大腦容器。",
        "answer_mi_go_deck": "以牌堆第1張應對{card}：對手拿取並打出，大腦容器放入牌堆。",
        "answer_carter_hand": "以手牌{other}應對{card}：與對手下1張牌交換。",
        "answer_carter_deck": "以牌堆第1張應對{card}：與對手下1張牌交換。",
        "answer_nyarlathotep_hand": "以手牌{other}應對{card}：確認後保持正面朝上（沒有改變）。",
        "answer_nyarlathotep_deck": "以牌堆第1張應對{card}：確認後保持正面朝上。",
        "opponent_play": "讓對手打出最上面的牌。",
    },
    "ja": {
        "investigators": "「{card}」をプレイ：{guess} を宣言。相手の一番上のカードが {guess} なら脱落し、"
                         "違えば公開される。",
        "deep_ones_insane": "「{card}」を狂気でプレイ：相手の一番上のカードが 1 なら脱落し、"
                            "違えば公開されて数字を宣言する。",
        "cats": "「{card}」をプレイ：相手の一番上のカードを見る（公開される）。",
        "golden_mead_insane": "「{card}」を狂気でプレイ：相手の一番上のカードを見てから、1 枚引いて 1 枚プレイする。",
        "yith_hand": "「{card}」をプレイ：手札の「{other}」（{value}）を相手の一番上のカードと比べる。"
                     "大きければ脱落させ、小さければあなたの負け。",
        "yith_deck": "「{card}」をプレイ：山札の一番上のカードを相手の一番上のカードと比べる。大きければ脱落させ、"
                     "小さければ山札の一番上を捨てる。",
        "yith_nothing": "「{card}」をプレイ：比べるカードがないので効果なし。",
        "hound_insane": "「{card}」を狂気でプレイ：相手の捨て札に狂気カードがなければ、"
                        "相手の一番上のカードを脱落させる。",
        "protection": "「{card}」をプレイ：次の自分の番まで相手のカードから保護される。",
        "armitage_self": "「{card}」を自分に使う：手札の「{other}」を効果なしで捨て、1 枚引く。",
        "armitage_opponent": "「{card}」を相手に使う：相手の一番上のカードを脱落させる。",
        "mi_go_insane": "「{card}」を狂気でプレイ：相手の一番上のカードを手札に取り、"
                        "「ミ＝ゴの脳髄缶」が相手の一番上になる。その後もう一度プレイする。",
        "carter": "「{card}」をプレイ：手札の「{other}」を相手の一番上のカードと交換する。",
        "nyarlathotep_insane": "「{card}」を狂気でプレイ：相手の一番上のカードを見る（公開される）。",
        "seven": "「{card}」をプレイ：効果なし。",
        "trapezohedron_insane": "「{card}」を狂気でプレイ：もう 1 枚の手札が 5 以上なら、"
                                "相手の一番上のカードを脱落させる。",
        "braincase": "「{card}」をプレイ：あなたの負けになる。",
        "plain": "「{card}」をプレイする。",
        "void": "相手は保護されている：効果なし。",
        "guess": "{value} を宣言：相手の一番上のカードが {value} なら脱落する。",
        "answer_hand": "「{card}」に手札の「{other}」で応じる。",
        "answer_deck": "「{card}」に山札の一番上のカードで応じる。",
        "answer_compare_hand": "「{card}」に手札の「{other}」（{value}）で応じる：相手の次のカードと比べ、"
                               "小さければあなたの負け。",
        "answer_compare_deck": "「{card}」に山札の一番上のカードで応じる：相手の次のカードと比べ、"
                               "小さければ捨てられる。",
        "answer_knock_hand": "「{card}」に手札の「{other}」で応じる：それが脱落し、あなたの負けになる。",
        "answer_knock_deck": "「{card}」に山札の一番上のカードで応じる：それが脱落する（公開済みならあなたの負け、"
                             "未公開なら捨てられる）。",
        "answer_armitage_hand": "「{card}」に手札の「{other}」で応じる：それを捨てて 1 枚引く。",
        "answer_armitage_deck": "「{card}」に山札の一番上のカードで応じる：それが捨てられる。",
        "answer_mi_go_hand": "「{card}」に手札の「{other}」で応じる：相手がそれを取ってプレイし、あなたは"
                             "「ミ＝ゴの脳髄缶」を受け取る。",
        "answer_mi_go_deck": "「{card}」に山札の一番上のカードで応じる：相手がそれを取ってプレイし、"
                             "脳髄缶が山札の一番上になる。",
        "answer_carter_hand": "「{card}」に手札の「{other}」で応じる：相手の次のカードと交換される。",
        "answer_carter_deck": "「{card}」に山札の一番上のカードで応じる：相手の次のカードと交換される。",
        "answer_nyarlathotep_hand": "「{card}」に手札の「{other}」で応じる：公開される（ほかは何も変わらない）。",
        "answer_nyarlathotep_deck": "「{card}」に山札の一番上のカードで応じる：公開される。",
        "opponent_play": "相手に一番上のカードをプレイさせる。",
    },
}

# The prompt of a player's play, by card kind and row (None: the Sane row, or a card without rows).
_PLAY = {
    ("investigators", "sane"): "investigators", ("deep_ones", "sane"): "investigators",
    ("deep_ones", "insane"): "deep_ones_insane",
    ("cats_of_ulthar", "sane"): "cats", ("golden_mead", "sane"): "cats", ("golden_mead", "insane"): "golden_mead_insane",
    ("hound_of_tindalos", "insane"): "hound_insane",
    ("elder_sign", "sane"): "protection", ("liber_ivonis", "sane"): "protection", ("liber_ivonis", "insane"): "protection",
    ("mi_go", "insane"): "mi_go_insane",
    ("randolph_carter", "sane"): "carter", ("nyarlathotep", "sane"): "carter",
    ("nyarlathotep", "insane"): "nyarlathotep_insane",
    ("silver_key", "sane"): "seven", ("shining_trapezohedron", "sane"): "seven",
    ("shining_trapezohedron", "insane"): "trapezohedron_insane",
    ("mi_go_braincase", "sane"): "braincase", ("mi_go_braincase", "insane"): "braincase",
}
# Plays aimed at the opponent's top card, void while it is protected (LS-TURN-7).
_AIMED = {"investigators", "deep_ones_insane", "cats", "golden_mead_insane", "yith_hand", "yith_deck", "hound_insane",
          "armitage_opponent", "mi_go_insane", "carter", "nyarlathotep_insane", "trapezohedron_insane"}
# The prompt family of an answer, by the card answered.
_ANSWER = {"great_race_of_yith": "compare", "hound_of_tindalos": "compare", "professor_armitage": "armitage",
           "mi_go": "armitage", "randolph_carter": "carter", "nyarlathotep": "carter"}


def table_lang(lang: str) -> str:
    """Return the language whose table is used for `lang` (English where this game has no table)."""
    return core_texts.table_lang(lang, LANGS)


def card_name(card_id: str, lang: str = "en") -> str:
    """Return a card kind's name in `lang` (English for a language without names)."""
    return getattr(KIND_BY_ID[card_id], table_lang(lang))


def _fill(name: str, data: dict, lang: str) -> dict:
    words = WORDS[lang]
    out = {}
    for k, v in data.items():
        if k in ("card", "given", "taken") and isinstance(v, str) and v in KIND_BY_ID:
            out[k] = card_name(v, lang)
        elif k == "side":
            for key in ("side", "side_the", "side_protected", "side_the_short", "side_yours"):
                if key in words and v in words[key]:
                    out[key] = words[key][v]
        elif k in ("row", "to", "why") and v in words.get(k, {}):
            out[k] = words[k][v]
        else:
            out[k] = v
    if name == "game_over":
        out["cause_text"] = cause_text(data.get("cause"), lang)
    return out


def event_text(name: str, data: dict, lang: str = "en") -> str:
    """Return the sentence of an event in `lang` (card ids shown as card names of that language)."""
    lang = table_lang(lang)
    return core_texts.fill(TEXTS[lang], name, _fill(name, data, lang))


def cause_text(cause: str, lang: str = "en") -> str:
    """Return the result sentence of an end cause ("You lost: the deck ran out during the insanity check.")."""
    return CAUSES[table_lang(lang)].get(cause, cause)


def result_title(outcome: str, lang: str = "en") -> str:
    """Return the banner's title of an outcome ("You sealed Cthulhu!" / "Cthulhu wins")."""
    return WORDS[table_lang(lang)]["won" if outcome == "win" else "lost"]


def action_text(state, action, lang: str = "en") -> str:
    """Return what a legal action does, as a sentence in `lang`, from the player's side of `state`."""
    lang = table_lang(lang)
    p = PROMPTS[lang]
    f = dict(action.fields)
    if action.kind == "opponent_play":
        return p["opponent_play"]
    if action.kind == "guess":
        return p["guess"].format(value=f["value"])
    if action.kind == "answer":
        card, _row = CARD_KIND[state.pending.card], state.pending.row
        side = f["side"]
        fam = _ANSWER.get(card)
        if card == "hound_of_tindalos" and _row == "insane":
            fam = "knock"
        if card == "mi_go" and _row == "insane":
            fam = "mi_go"
        if card == "nyarlathotep" and _row == "insane":
            fam = "nyarlathotep"
        key = f"answer_{fam}_{side}" if fam else f"answer_{side}"
        other = card_name(CARD_KIND[state.hand[0]], lang) if state.hand else ""
        value = VALUE[state.hand[0]] if state.hand else ""
        return p.get(key, p[f"answer_{side}"]).format(card=card_name(card, lang), other=other, value=value)
    # play
    kind, row = f["card"], f.get("effect", "sane")
    others = [c for c in state.hand if CARD_KIND[c] != kind] or [c for c in state.hand][1:]
    other = others[0] if others else None
    if kind in ("great_race_of_yith", "hound_of_tindalos") and row == "sane":
        key = {"hand": "yith_hand", "deck": "yith_deck"}.get(f.get("compare"), "yith_nothing")
    elif kind in ("professor_armitage", "mi_go") and row == "sane":
        key = f"armitage_{f.get('target', 'self')}"
    else:
        key = _PLAY.get((kind, row), "plain")
    text = p[key].format(card=card_name(kind, lang), guess=f.get("guess", ""),
                         other=card_name(CARD_KIND[other], lang) if other is not None else "—",
                         value=VALUE[other] if other is not None else "—")
    if key in _AIMED and state.o_protected:
        text += p["void"]
    return text
