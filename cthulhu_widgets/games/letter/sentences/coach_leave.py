"""What Letter's course says when its reader plays another move than the one its step rings (newcomer review 42,
letter_en 1: another card sent step 2 talking of a Randolph Carter never played, its tag on a losing answer): the
first press is held with `astray`, a second press after a pause leaves the course, which `left` says."""
from __future__ import annotations

LEAVE = {
    "en": {"astray": "Not yet: this step waits for the card it rings. To leave the course and play the card you "
                     "chose, wait a moment and press it again.",
           "left": "You left the course: its next steps were written for its own moves, so it stops here. Play on "
                   "freely, or press Learn to play to take the course again."},
    "zh": {"astray": "先別急：這一步等你選它圈起來的牌。若要離開課程照樣打你選的牌，稍等片刻再按一次。",
           "left": "你離開了課程：後面的步驟是照課程自己的走法寫的，所以課程到此為止。"
                   "你可以自由繼續玩，或按「學習遊玩」重新上課。"},
    "ja": {"astray": "まだ：このステップは囲まれたカードを待っている。レッスンを離れて選んだカードをプレイするなら、"
                     "少し待ってからもう一度押そう。",
           "left": "レッスンを離れた：この先のステップはレッスンどおりの手を前提にしているので、ここで終わる。"
                   "このまま自由に遊ぶか、「遊び方を学ぶ」でもう一度。"},
}
