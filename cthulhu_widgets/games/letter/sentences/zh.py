"""Traditional Chinese sentences of Lovecraft Letter ("zh" is zh-TW here, Han characters in their
traditional forms: the seed 000 is written in it): the tables of texts.py in that language."""

TEXTS = {
    "setup": "設置：克蘇魯上方有 {clues} 張線索，牌堆 {deck} 張，手牌 1 張。",
    "player_turn": "第 {turn} 回合：輪到你。",
    "opponent_turn": "第 {turn} 回合：輪到對手。",
    "protection_ends": "{side}的保護結束。",
    "insanity_check": "瘋狂檢定：從牌堆翻出 {n} 張牌置於你的棄牌堆。",
    "check_reveal": "瘋狂檢定翻出{card}。",
    "draw": "你抽到{card}。",
    "draw_skipped": "牌堆已空：不抽牌。",
    "play": "你打出{card}（{row}效果）。",
    "play_plain": "你打出{card}。",
    "play_forced": "你必須打出{card}：你手上有 5 以上的牌。",   # LS-TURN-6 (review 26, letter_en 3)
    "opponent_plays": "對手打出{card}。",
    "eliminated": "對手的{card}被淘汰。",
    "guess_right": "你猜 {value}：猜中。",
    "guess_wrong": "你猜 {value}：猜錯。",
    "top_known": "對手最上面的牌正面朝上：{card}。",
    "deck_top_known": "你的牌堆第1張正面朝上（已公開）：{card}。",
    "partner_discarded": "牌堆第1張{card}被丟棄（{to}）。",
    "hand_discarded": "你從手牌棄掉{card}。",
    "protected": "{side_protected}",
    "void_protected": "{card}無效：{side}受到保護。",
    "no_effect": "{card}沒有效果：{why}。",
    "taken": "{card}被拿取。",
    "braincase_to_opponent": "米‧戈的大腦容器成為對手最上面的牌（正面朝上）。",
    "braincase_to_deck": "米‧戈的大腦容器正面朝上放在你的牌堆第1張。",
    "braincase_to_hand": "米‧戈的大腦容器進入你的手牌。",
    "swapped": "你的手牌換成{taken}；{given}給了對手。",
    "swapped_deck": "你的牌堆第1張換成{taken}；{given}給了對手。",
    "partner_discarded_n": "你的牌堆第1張{card}被丟棄：瘋狂 N {was} → {n}。",
    "partner_discarded_same": "你的牌堆第1張{card}被丟棄：不是瘋狂卡，N 仍是 {n}。",
    "plays_next": "對手立即打出下1張牌。",
    "sane_row": "米‧戈改用理智效果：{why}。",
    "answer": "你以{side_yours}應對{card}。",
    "compared": "你以{side_yours}{mine}（{mine_value}）與對手的{card}（{value}）比拚：{result}。",
    "compare_kept": "比拚：{side_yours}{mine}（{mine_value}）{how}對手的{card}（{value}），"
                    "所以沒有牌被丟棄；兩張牌都已公開。",
    "only_answer": "你只能以{side_yours}應對{card}：{why}。",
    "no_answer": "你沒有牌可應對{card}：沒有效果。",
    "game_over": "{cause_text}",
}

CAUSES = {
    "cthulhu_sealed": "你獲勝：克蘇魯再次被封印。",
    "cthulhu_played": "你失敗：對手打出克蘇魯，祂突破封印。",
    "check_impossible": "你失敗：牌堆不足，無法進行瘋狂檢定。",
    "insanity_revealed": "你失敗：瘋狂檢定翻出了瘋狂卡。",
    "empty_draw": "你失敗：牌堆已空，無法抽牌。",
    "hand_knocked_out": "你失敗：你的手牌被淘汰。",
    "partner_knocked_out": "你失敗：你正面朝上的牌堆第1張被淘汰。",
    "braincase_played": "你失敗：你打出了米‧戈的大腦容器。",
    "braincase_discarded": "你失敗：你棄掉了米‧戈的大腦容器。",
    "no_card_to_play": "你失敗：你沒有牌可以打出。",
}

# Words that fill the sentences: sides, rows, reasons (`why`), where a discarded deck top goes.
WORDS = {
    "side": {"player": "你", "opponent": "對手"},
    # whose next turn, said (newcomer review 11, finding 5: "直到其下一回合" read as the opponent's turn; LS-TURN-7)
    "side_protected": {"player": "你受到保護，直到你的下一回合。", "opponent": "對手受到保護，直到它的下一回合。"},
    "side_yours": {"hand": "你的手牌", "deck": "你的牌堆第1張"},
    "row": {"sane": "理智", "insane": "瘋狂"},
    "to": {"player": "置於你的棄牌堆", "removed": "移出遊戲"},
    "result": {"higher": "較大", "lower_hand": "較小，你輸了", "lower_deck": "較小",
               "tie": "平手，什麼都沒發生"},
    # the hand side of TEXTS["compare_kept"] (texts.event_text): the hand card is never "made known" (newcomer review
    # 16b, finding 4)
    # one phone row, values only (the line before names the card made known): review 30, letter_zh 2, 082
    "compare_kept_hand": "比拚：你的 {mine_value} {how}對手的 {value}，什麼都沒發生。",
    "how": {"higher": "大於", "tie": "等於"},
    "why": {
        "nothing_to_compare": "沒有可比拚的牌",
        "opponent_discard_insane": "對手棄牌堆有瘋狂卡",
        "triggers_in_hand": "此卡在手牌中生效",
        "seven": "這張 7 打出時不會有任何效果",
        "seven_sane": "它的理智效果從不起作用（只有你瘋狂時打出的瘋狂效果能淘汰）",
        "seven_weak": "你的另一張牌小於 5",
        "seven_opponent": "對手打出的 7 對你沒有作用",
        "cthulhu_cannot_be_taken": "克蘇魯無法被拿取",
        "empty_hand": "你沒有另一張手牌",
        "braincase": "米‧戈的大腦容器僅被淘汰",
        "player_insane": "你處於瘋狂狀態",
        "next_is_cthulhu": "對手的下1張牌是克蘇魯",
        "empty_deck": "牌堆已空",
        "hand_only": "此規則下獵犬只針對手牌",
        "braincase_in_play": "米‧戈的大腦容器已在場上",
    },
    "won": "你封印了克蘇魯！", "lost": "克蘇魯獲勝",
    "won_by_bot": "代打你座位的電腦封印了克蘇魯！",
    "bot_turn": "第 {turn} 回合：輪到你（由代打你座位的電腦出牌）。",
    "bot_play": "電腦打出{card}（{row}效果）。",
    "bot_play_forced": "電腦必須打出{card}：它手上有 5 以上的牌。",
}

# What each choice does: the player's plays (by card and row), the named values, the answers, the opponent's step.
PROMPTS = {
    "investigators_zero": "打出{card}：猜 0。對手最上面的牌是米‧戈的大腦容器，唯一數值為 0 的牌：猜 0 就淘汰它。",
    "investigators": "打出{card}：猜 {guess}。若對手最上面的牌是 {guess} 則淘汰之；反之，該牌正面朝上。",
    "deep_ones_insane": "打出{card}（瘋狂）：若對手最上面的牌是 1 則淘汰之；反之，該牌正面朝上，再猜一個數值。",
    "cats": "打出{card}：查看對手最上面的牌（該牌正面朝上）。",
    "golden_mead_insane": "打出{card}（瘋狂）：查看對手最上面的牌，再抽1張並打出1張。",
    "yith_hand": "打出{card}：以手牌{other}（{value}）與對手最上面的牌比拚。較大則淘汰之；較小則遊戲結束。",
    "yith_deck": "打出{card}：以牌堆第1張與對手最上面的牌比拚。較大則淘汰之；較小則丟棄牌堆第1張，否則不丟棄、兩張都公開。",
    "yith_void": "打出{card}。",
    "yith_nothing": "打出{card}：沒有效果（沒有可比拚的牌）。",
    "hound_insane": "打出{card}（瘋狂）：若對手棄牌堆無瘋狂卡，淘汰對手最上面的牌。",
    "protection": "打出{card}：直到你的下一回合，你不受對手卡牌效果影響。",
    "armitage_self": "打出{card}指定自己：棄掉手牌{other}（不發動效果），再抽1張。",
    "armitage_opponent": "打出{card}指定對手：淘汰對手最上面的牌。",
    "mi_go_insane": "打出{card}（瘋狂）：拿取對手最上面的牌，米‧戈的大腦容器成為對手最上面的牌；你再打出1張。",
    "carter": "打出{card}：以手牌{other}交換對手最上面的牌。",
    "nyarlathotep_insane": "打出{card}（瘋狂）：查看對手最上面的牌（該牌正面朝上）。",
    "seven": "打出{card}：沒有效果。",
    "trapezohedron_weak": "打出{card}（瘋狂）：沒有效果（你的另一張手牌{other}是 {value}，不到 5）。",
    "trapezohedron_insane": "打出{card}（瘋狂）：若你的另一張手牌為 5 以上，淘汰對手最上面的牌。",
    "braincase": "打出{card}：遊戲結束，你失敗。",
    "plain": "打出{card}。",
    "void": "對手受到保護：沒有效果。",
    "void_play": "打出{card}：沒有效果（對手受保護）。",
    "guess_zero": "猜 0：對手最上面的牌是米‧戈的大腦容器，唯一數值為 0 的牌：它被淘汰。",
    "guess": "猜 {value}：若對手最上面的牌是 {value}，則淘汰之。",
    "answer_hand": "以手牌{other}應對{card}。",
    "answer_deck": "以牌堆第1張應對{card}。",
    "answer_compare_hand": "以手牌{other}（{value}）應對{card}：與對手下1張牌比拚。較小：你輸了。較大或相同：什麼都不發生，"
                           "你的牌留在手中，對手的牌變成已知。",
    "answer_compare_hand_tie": "以手牌{other}（{value}）應對{card}：與對手下1張牌比拚。較小或相同：你輸了。較大：什麼都不"
                               "發生，你的牌留在手中，對手的牌變成已知。",
    "answer_compare_deck": "以牌堆第1張應對{card}：與對手下1張牌比拚，較小則丟棄牌堆第1張，否則兩張都公開。",
    "answer_compare_deck_tie": "以牌堆第1張應對{card}：與對手下1張牌比拚，較小或相同則丟棄牌堆第1張，否則兩張都公開。",
    "answer_knock_hand": "以手牌{other}應對{card}：手牌被淘汰，遊戲結束。",
    "answer_knock_deck": "以牌堆第1張應對{card}：若正面朝上則遊戲結束；反之，丟棄牌堆第1張。",
    "answer_armitage_hand": "以手牌{other}應對{card}：棄1抽1。",
    "answer_armitage_deck": "以牌堆第1張應對{card}：棄掉牌堆第1張。",
    "answer_mi_go_hand": "以手牌{other}應對{card}：對手拿取手牌並打出，你拿到米‧戈的大腦容器。",
    "answer_mi_go_deck": "以牌堆第1張應對{card}：對手拿取並打出，米‧戈的大腦容器放入牌堆。",
    "answer_carter_hand": "以手牌{other}應對{card}：與對手下1張牌交換。",
    "answer_carter_deck": "以牌堆第1張應對{card}：與對手下1張牌交換。",
    "answer_nyarlathotep_hand": "以手牌{other}應對{card}：確認後保持正面朝上（沒有改變）。",
    "answer_nyarlathotep_deck": "以牌堆第1張應對{card}：確認後保持正面朝上。",
    "opponent_play": "讓對手打出最上面的牌。",
}

# 按鈕上的簡短文字：按鈕上方的提示已說出打出或應對的牌（「如何打出…」「以何應對…」）。瘋狂的玩家選擇效果時，
# 前面加上效果（`ROW_LABEL`）。
LABELS = {
    "investigators_zero": "猜 0（米‧戈的大腦容器）",
    "investigators": "猜 {guess}",
    "deep_ones_insane": "最上面的牌是 1 則淘汰；否則猜一個數值",
    "cats": "查看最上面的牌",
    "golden_mead_insane": "查看，再抽1張並打出1張",
    "yith_hand": "以{other}（{value}）比拚",
    "yith_deck": "以牌堆第1張比拚",
    "yith_void": "打出{card}",
    "yith_nothing": "打出{card}：沒有效果（沒有可比拚的牌）",
    "hound_insane": "若對手棄牌堆無瘋狂卡，淘汰最上面的牌",
    "protection": "保護自己",
    "armitage_self": "指定自己：棄掉{other}，抽1張",
    "armitage_opponent": "指定對手：淘汰其最上面的牌",
    "mi_go_insane": "拿取最上面的牌，再打出1張",
    "carter": "以{other}交換最上面的牌",
    "nyarlathotep_insane": "查看最上面的牌",
    "seven": "打出{card}：沒有效果",
    "trapezohedron_weak": "打出{card}：沒有效果（另一張手牌是 {value}）",
    "trapezohedron_insane": "淘汰最上面的牌（因手上{other}為 {value}）",
    "braincase": "打出：你失敗",
    "plain": "打出{card}",
    "void": "（對手受保護：沒有效果）",
    "void_play": "打出{card}：沒有效果（對手受保護）",
    "guess_zero": "猜 0（米‧戈的大腦容器）",
    "guess": "猜 {value}",
    "answer_hand": "手牌{other}",
    "answer_deck": "牌堆第1張",
    "answer_compare_hand": "較小則輸，否則無事發生：手牌{other}（{value}）對比對手下1張牌",
    "answer_compare_hand_tie": "較小或相同則輸，否則無事發生：手牌{other}（{value}）對比對手下1張牌",
    "answer_compare_deck": "牌堆第1張對比對手下1張牌：較小則丟棄，否則兩張都公開",
    "answer_compare_deck_tie": "牌堆第1張對比對手下1張牌：較小或相同則丟棄，否則兩張都公開",
    "answer_knock_hand": "手牌{other}：你失敗",
    "answer_knock_deck": "牌堆第1張：被淘汰",
    "answer_armitage_hand": "手牌{other}：棄掉並抽1張",
    "answer_armitage_deck": "牌堆第1張：被丟棄",
    "answer_mi_go_hand": "手牌{other}：對手拿取",
    "answer_mi_go_deck": "牌堆第1張：對手拿取",
    "answer_carter_hand": "手牌{other}：交換",
    "answer_carter_deck": "牌堆第1張：交換",
    "answer_nyarlathotep_hand": "手牌{other}：沒有改變",
    "answer_nyarlathotep_deck": "牌堆第1張：正面朝上",
    "opponent_play": "對手出牌 ▶",
}
ROW_LABEL = "{row}：{label}"

# 牌桌現在要求的事，由合法行動產生（frames/letter.py `prompt`）：只說可以做的事。
ASKS = {
    "play": "輪到你：點擊發光的牌，對對手（線索牌堆）最上面的牌打出。",
    "play_forced": "你必須打出{card}：7 與 5 以上的牌同在手中時，必須打出 7。",
    "play_sevens": "你手上有兩張 7：必須打出其中一張，哪一張都可以（7 與 5 以上的牌同在手中時，必須打出 7）。",
    "guess": "猜對手最上面的牌的數值。",
    "answer_both": "對手的{card}指定你：以手牌或牌堆第1張應對。",
    "answer_hand": "對手的{card}指定你：以手牌應對。",
    "answer_deck": "對手的{card}指定你：以牌堆第1張應對。",
    "opponent": "對手（線索牌堆）對你打出最上面的牌。",
}

# 應用程式的標題與規則提要（頁面的「?」面板），以及如何閱讀牌桌（`guide`）。每條規則只在這裡說一次。
HELP = {
    "title": "克蘇魯情書 — 單人",
    "rules": [
        "目標：封印克蘇魯。你獨自對抗「對手」：它不是人，而是線索牌堆，一疊蓋著的線索，最底下是克蘇魯。它從不抽牌；"
        "每個對手回合，它對你打出最上面的牌。在你的回合將克蘇魯淘汰、拿取或交換走，你就獲勝。",
        "線索是隨機發下的理智卡（星形、實線邊框）。選項的機率只計算你還沒看過的牌。",
        "你的每個回合：瘋狂檢定，抽 1 張，再從兩張手牌中打出 1 張，對對手最上面的牌生效。瘋狂 N = 你棄牌堆中瘋狂卡"
        "（眼睛符號、虛線邊框）的數量，米‧戈的大腦容器也算：檢定從牌堆翻 N 張置於你的棄牌堆，沒有效果（翻出的瘋狂卡"
        "會讓 N 變大）。牌堆少於 N 張則檢定失敗，你就輸了；檢定後沒有牌可抽，你也輸。",
        "接著對手對你打出最上面的牌：以手牌或你的牌堆第1張應對。你正面朝上的牌被淘汰，遊戲就失敗。",
        "你的回合結束時，若克蘇魯是對手最上面的牌，對手就會打出克蘇魯，你失敗。所以不要自己淘汰最後一張線索："
        "讓對手打出它，再在你的回合封印克蘇魯。",
        "舊神印記陷阱：對手打出自己的舊神印記後，直到它的下一回合都受到保護。所以若克蘇魯上的最後一張線索是舊神印記，"
        "你就會輸：淘汰它，克蘇魯會到最上面並被對手打出；留著它，對手打出它之後，受保護的克蘇魯在你的回合封印不了。"
        "唯一的出路是先把它拿走：交換它（倫道夫‧卡特、奈亞拉托提普），或拿走它（米‧戈的瘋狂效果）。只要還有舊神印記"
        "沒見過（共 2 張），就把這樣的牌留到最後。",
        "你的棄牌堆中有瘋狂卡時，你處於瘋狂狀態：此時打出的瘋狂卡可以使用其瘋狂效果。",
        "銀鑰匙（7）：與 5 以上的牌同在手中時必須打出它，而它沒有效果。",   # LS-TURN-6 (review 26, letter_en 3)
    ],
    "guide": [
        "上排：對手，也就是它的線索牌堆（克蘇魯壓在最底；點擊可讀它如何出牌），以及對手棄牌堆。",
        "中間：遊戲現在要求的事，每個選擇一個按鈕；滑鼠停在按鈕上可讀完整的行動。",
        "下排：你的手牌（發光的牌可以打出）、牌堆與我方棄牌堆。眼睛符號與虛線邊框標示瘋狂牌，星形與實線邊框標示"
        "理智牌；瘋狂 N 與下一次檢定的結果寫在我方棄牌堆下方（可點擊）。",
        "點擊沒有作用的牌、將滑鼠停在牌上，或選取它後按 I，即可閱讀牌的文字。",
        "青色虛線框標示上一個行動動到的東西（剛抽到、打出或移動的牌），直到下一個行動：兩張相同的牌中，只有剛移動的那張"
        "有框。一張發光的牌可能有不只一種打法：點擊它即可看到各個選擇。",
    ],
    # the opponent's card rules, from card_texts.json (texts.py HELP; newcomer review 18, finding 5): the head, and
    # the words its rows begin with, dropped after the card's name
    "opponent_head": "對手打出各張牌時（與牌的說明相同）：", "opponent_prefix": "對手打出時",
    "seats": "玩家：由你自己操作，或選「電腦出牌（觀戰）」交給電腦代打，你在一旁觀戰。",
    "controls": "「新遊戲」隨機發牌：遊戲進行中種子保密，遊戲結束時顯示在「種子」框中；輸入種子並按「用此種子開局」，"
                "即可重玩或分享牌局。「復原」撤回你上一次出牌和對手的回應；遊戲結束後，你尚未看到的牌會重新發。"
                "語言選單可切換牌桌的語言。Tab 或方向鍵選擇行動，Enter 執行，U 復原，I 閱讀所選牌的文字。",
}
