"""The warning that Sanity 0 ends the game while the reader is behind (MY-END-1, MY-END-2), on a phobia's hint and
chip and on any move that ends the game now (frames/mythos_sanity_end.py; newcomer review 34, mythos_ja 1: the
reader's own phobia took the opponent to 0 and the game ended with the opponent ahead 13–10, unwarned)."""

SANITY_END = {
    "en": {"behind": "⚠ At Sanity 0 the game ends and the higher score wins: your opponent leads {theirs}–{mine} "
                     "in adventure points now",
           "behind_short": "⚠ Sanity 0 ends the game: your opponent leads {theirs}–{mine}",
           "ends_lost": "⚠ this ends the game (Sanity 0): your opponent wins {theirs}–{mine}",
           "ends_draw": "⚠ this ends the game (Sanity 0): a draw, {mine}–{theirs}"},
    "ja": {"behind": "⚠ 正気度 0 でゲーム終了、得点の高いほうが勝つ：今はアドベンチャーポイントで相手が {theirs} 対 {mine} でリード",
           "behind_short": "⚠ 正気度 0 でゲーム終了：相手が {theirs} 対 {mine} でリード",
           "ends_lost": "⚠ これでゲーム終了（正気度 0）：{theirs} 対 {mine} で相手の勝ち",
           "ends_draw": "⚠ これでゲーム終了（正気度 0）：{mine} 対 {theirs} で引き分け"},
}
