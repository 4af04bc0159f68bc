"""LetterWidget: the Lovecraft Letter solo table on a canvas."""
from __future__ import annotations

from ..bots import make_bot
from ..games import letter
from ..games.letter.cards import KINDS
from .base import GameWidget

# Words of the table in each language (card names come from the card table).
UI = {
    "en": {"clues": "Clues", "cthulhu": "Cthulhu (goal)", "deck": "Deck", "hand": "Hand", "discard": "Discard",
           "opp_discard": "Opponent's discard", "removed": "Removed", "aside": "Set aside", "unused": "Unused",
           "insanity": "Insanity N", "sane": "Sane", "insane": "Insane", "self": "yourself",
           "opponent": "opponent", "name": "Name", "turn": "Turn", "player": "player", "you": "Your move",
           "opp_turn": "Opponent's turn", "answer": "Answer {card} with", "guess": "Name a value",
           "choose": "Choose how to play {card}", "cancel": "Cancel", "win": "You sealed Cthulhu!",
           "loss": "Cthulhu wins", "design": "DESIGN VIEW — hidden cards shown", "protected": "Protected",
           "compare": "compare with", "opponent_step": "Opponent plays", "over": "Game over"},
    "zh": {"clues": "線索", "cthulhu": "克蘇魯（目標）", "deck": "牌堆（夥伴）", "hand": "手牌", "discard": "我方棄牌堆",
           "opp_discard": "對手棄牌堆", "removed": "移除", "aside": "放置一旁", "unused": "未使用", "insanity": "瘋狂 N",
           "sane": "理智", "insane": "瘋狂", "self": "自己", "opponent": "對手", "name": "猜", "turn": "回合",
           "player": "玩家", "you": "輪到你", "opp_turn": "對手回合", "answer": "以何應對 {card}",
           "guess": "猜一個數值", "choose": "如何打出 {card}", "cancel": "取消", "win": "你封印了克蘇魯！",
           "loss": "克蘇魯獲勝", "design": "設計檢視 — 顯示隱藏牌", "protected": "受保護", "compare": "比較",
           "opponent_step": "對手出牌", "over": "遊戲結束"},
    "ja": {"clues": "手がかり", "cthulhu": "クトゥルフ（目標）", "deck": "山札（相棒）", "hand": "手札", "discard": "自分の捨て札",
           "opp_discard": "相手の捨て札", "removed": "除外", "aside": "脇に置く", "unused": "未使用", "insanity": "狂気 N",
           "sane": "正気", "insane": "狂気", "self": "自分", "opponent": "相手", "name": "宣言", "turn": "ターン",
           "player": "プレイヤー", "you": "あなたの番", "opp_turn": "相手の番", "answer": "{card} にどう応じるか",
           "guess": "数字を宣言", "choose": "{card} の使い方", "cancel": "やめる", "win": "クトゥルフを封印した！",
           "loss": "クトゥルフの勝利", "design": "デザインビュー — 隠れた札を表示", "protected": "保護中",
           "compare": "比べる", "opponent_step": "相手がプレイ", "over": "ゲーム終了"},
}


class LetterWidget(GameWidget):
    """The solo table: clue stack over Cthulhu, the opponent's discard, hand, deck, discards, insanity N.

    `LetterWidget(seed=None, rules=None, setup=None, mode="play", lang="en")`; see GameWidget for the API.
    """

    game_module = letter

    def catalog(self) -> dict:
        """Return card names in English, Traditional Chinese (the seed's) and Japanese, and the UI words."""
        return {"cards": {k.id: {"value": k.value, "insane": k.insane, "en": k.en, "zh": k.zh, "ja": k.ja}
                          for k in KINDS},
                "ui": UI}

    def default_bots(self) -> dict:
        """Return the heuristic bot for the player's seat (the toolbar's "bot move")."""
        return {"player": make_bot("heuristic", "letter", seed=0)}

    def describe_legal(self, state, actions) -> list[dict]:
        """Return each legal action with the table object it belongs to (hand card, deck, stack, prompt)."""
        hand = [c for c in state.view("player")["hand"]]
        out = []
        for a in actions:
            fields = dict(a.fields)
            if a.kind == "play":
                index = next(i for i, c in enumerate(hand) if c["id"] == a["card"])
                target = {"zone": "hand", "index": index}
            elif a.kind == "answer":
                target = {"zone": a["side"]}
            elif a.kind == "opponent_play":
                target = {"zone": "opponent"}
            else:
                target = {"zone": "prompt"}
            out.append({"id": str(a), "kind": a.kind, "fields": fields, "target": target})
        return out
