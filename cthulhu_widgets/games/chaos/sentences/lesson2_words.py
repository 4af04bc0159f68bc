"""CHAOS's second lesson, "Checkups, reactions and ghosts" (newcomer review 36: the first course taught half the
systems): its fixed mid-game deal, the course's moves (the reader's, which its steps ring, and the bots', which they
make) and its coach words in en, zh, zh-TW (Traditional, converted as tools/gen_zh_tw.py does) and ja. frames/
coach_lesson2.py plays it; the keys the words do not set (missed, undone, astray, nudge…) are lesson 1's (coach.py).

The deal (cells [row, col], 1-based): A1, the reader's patient, at b6 holds Checkup and two ghost cards (no card is
left to play after its step, CH-CARD-5); b5, its step toward the gate, holds a bomb. B2, an enemy ghost, waits at c7.
B2 starts Brainwash + Amnesia (CH-C2), B1 joins; A2's Prank (Moon) and the reader's Schizophrenia (Eye, drawn at the
end of its turn) cancel it (CH-C4, different suits); B2 then steps onto the reader at b7 (CH-SWAP-1): the reader is a
ghost, re-rolled to c5 (seed 1's dice), holding three Eyes from the ghost deck's top (CH-SWAP-3), beside the wall d5;
it walks into the wall and sets Midnight (CH-TIME-1/2) over team B's two patients."""
from __future__ import annotations

from .coach import COACH, COMBO_WHEN
from .lesson2_zh_tw import NEXT as _NEXT_TW

LESSON2_SETUP = {
    "first": "A", "pieces": {"A1": [6, 2], "A2": [7, 5], "B1": [2, 7], "B2": [7, 3]},
    "hands": {"A1": ["checkup_moon", "possession_eye", "prank_skull"],
              "A2": ["prank_moon", "mischief_skull", "vanish_moon"],
              "B1": ["amnesia_skull", "protection_eye", "sprint_eye"],
              "B2": ["brainwash_skull", "possession_moon", "mischief_moon"]},
    "decks": {"ghost": ["possession_skull", "mischief_eye", "brainwash_eye", "vanish_eye"],
              "patient": ["schizophrenia_eye", "amnesia_moon", "sprint_moon", "checkup_skull", "protection_skull"]},
    "key": [7, 7], "bombs": [[5, 2], [6, 4], [3, 3], [2, 6]]}
# Every move of the course in order (seat, move): the reader's are its steps; the bots make theirs (frames/
# coach_lesson2.py), so the board is the one the words describe.
LESSON2_MOVES = (
    ("A1", "play card=checkup_moon"), ("A1", "pick col=2 row=5"), ("A1", "pick col=2 row=7"),
    ("A1", "pick col=1 row=6"), ("A1", "move col=2 row=7"), ("A1", "end"),
    ("A2", "move col=6 row=7"), ("A2", "end"),
    ("B2", "combo card=brainwash_skull combo=C2"), ("B1", "join card=amnesia_skull"), ("A2", "react card=prank_moon"),
    ("A1", "react card=schizophrenia_eye"), ("B2", "move col=2 row=7"), ("B1", "stay"),
    ("A1", "move col=4 row=5"), ("A1", "declare_time cards=brainwash_eye+mischief_eye+vanish_eye time=midnight"))
READER = [move for seat, move in LESSON2_MOVES if seat == "A1"]
KINDS = ("play", "pick", "pick", "pick", "move", "end", "react", "move", "declare_time")


def _steps(texts: list) -> list:
    """Return the course's steps: each reader move with its kind and its (idea, text, done[, done_when]) words."""
    steps = []
    for move, kind, said in zip(READER, KINDS, texts):
        step = {"kind": kind, "move": move, "idea": said[0], "text": said[1], "done": said[2]}
        if len(said) > 3:
            step["done_when"] = said[3]
        steps.append(step)
    return steps


def _cancelled(said: str, declined: str) -> dict:
    """Return the reaction step's lines by outcome (COMBO_WHEN: cancelled, B1 did not join; the deal's suits differ,
    so it is never turned back)."""
    return dict(zip(COMBO_WHEN[1:], (said, declined)))


EN = _steps([
    ("Checkup: the one card a patient may play before its step; it shows which of 3 cells hold bombs, to you alone.",
     "Lesson 2: you are A1, team A's patient (blue, solid token). Is b5, your step toward the gate, safe? Before "
     "you move, play the highlighted {card}.\nIt is the only card a patient may play before its step; only you "
     "learn what it finds.",
     "Checkup is played: now choose its 3 cells."),
    ("Checkup checks 3 cells of your choice.",
     "Choose the 3 cells to check, one at a time. First the highlighted cell ({say}): your step toward the gate.",
     "One cell chosen."),
    ("Checkup checks 3 cells of your choice.", "Second cell: the highlighted one ({say}).", "Two cells chosen."),
    ("Checkup checks 3 cells of your choice.",
     "Third cell: the highlighted one ({say}). Then the board marks each for you: ✗ a bomb, ✓ no bomb.",
     "The result, for you alone: b5 ✗ holds a bomb; b7 and a6 ✓ are safe."),
    ("A patient steps round the bombs its Checkup found.",
     "Step onto a safe cell: the highlighted b7 ✓ ({say}), never the ✗.",
     "You moved to a safe cell."),
    ("A patient cannot play ghost cards; they count only toward time cards (three of one suit).",
     "Your two other cards are ghost cards: a patient cannot play them. Press the highlighted \"{label}\".\n"
     "Beware B2, the enemy ghost (dashed token) beside you: if it reaches your cell, you swap roles.",
     "Your turn is over: you drew Schizophrenia."),
    ("A reaction: when the other team starts a combo, your ghost plays Prank and your patient Schizophrenia.",
     "Team B started a combo, Brainwash + Amnesia, to swap your role with A2's. A2 reacted with Prank (Moon): "
     "add the highlighted {card}.\nA reaction: Prank and Schizophrenia. Same suit: the combo works for your team "
     "instead; different suits: it is cancelled.",
     "Your reaction answered team B's combo.",
     _cancelled("Moon and Eye, different suits: B's combo is cancelled.",
                "B1 did not join: team B's combo did not start.")),
    ("A ghost walks through walls and is not hurt by bombs; it becomes a patient again by meeting an enemy patient.",
     # the swap, said where the reader is sure to read it: "▶▶ to my turn" skips the wait that told it (review 39)
     "B2, the enemy ghost, stepped onto your cell: you swapped roles. You are a ghost now (dashed), sent to a random "
     "cell, and B2 is a patient. Team A has no patient left, and only a patient wins: to be one again, step onto an "
     "enemy patient's cell (B2 or B1). Ghosts pass walls: step into the highlighted wall ({say}).\nBombs do not hurt "
     "a ghost, and your hand is 3 new ghost cards.",
     "You walked into a wall: ghosts pass through them."),
    ("Time cards: three cards of one suit, discarded together, set Midnight or Dawn for your next 2 turns.",
     "Your new hand holds three Eyes: choose the highlighted button that sets Midnight.\nAt Midnight a patient "
     "cannot choose its step: the compass spins for it (team B has two patients now), and each patient plays at "
     "most one card a turn. It lasts until your next 2 turns are over.",
     "It is Midnight: all patients step randomly (the compass spins for each step).\nYou are ready to play."),
])

ZH = _steps([
    ("体检：病人唯一能在移动前打出的牌；它只告诉你三个格子里哪些有炸弹。",
     "第二课：你是 A1，A 组的病人（蓝色实线棋子）。朝大门走到 b5 安全吗？移动前先打出高亮的“{card}”。"
     "\n这是病人唯一能在移动前打出的牌；查到什么只有你知道。",
     "体检打出了：现在选它要查的 3 个格子。"),
    ("体检查看你选的 3 个格子。",
     "一次选一个，共选 3 个要查的格子。先选高亮的格子（{say}）：你朝大门的那一步。", "选好了一格。"),
    ("体检查看你选的 3 个格子。", "第二格：高亮的那一格（{say}）。", "选好了两格。"),
    ("体检查看你选的 3 个格子。",
     "第三格：高亮的那一格（{say}）。之后棋盘只为你标出结果：✗ 有炸弹，✓ 没有炸弹。",
     "结果只有你看得到：b5 ✗ 有炸弹；b7 和 a6 ✓ 安全。"),
    ("病人绕开体检查出的炸弹走。",
     "走到安全的格子：高亮的 b7 ✓（{say}），别踩 ✗。", "你走到了安全的格子。"),
    ("病人不能打出鬼魂牌；它们只能用来凑时间牌（同花色三张）。",
     "你另外两张是鬼魂牌：病人不能打出。点击高亮的“{label}”。\n当心你身边的敌方鬼魂 B2（虚线棋子）：它走到你的格子，你们就交换身份。",
     "你的回合结束了：你抽到了精神分裂。"),
    ("反制：对方组发起合作时，你方的鬼魂打出恶作剧、病人打出精神分裂。",
     "B 组发起了合作“洗脑加失忆”，要让你和 A2 交换身份。A2 已用恶作剧（月）反制：你再打出高亮的“{card}”。"
     "\n反制就是恶作剧加精神分裂。同花色：合作改为替你方生效；花色不同：合作被取消。",
     "你的反制回应了 B 组的合作。",
     _cancelled("月和眼花色不同：B 组的合作被取消了。", "B1 没有加入：B 组的合作没有发起。")),
    ("鬼魂能穿墙，不受炸弹伤害；碰到敌方病人就能重新成为病人。",
     "敌方鬼魂 B2 走到了你的格子：你们交换了身份。你现在是鬼魂（虚线），被移到随机的格子，B2 成了病人。A 组现在没有病人了，"
     "只有病人能获胜：要重新成为病人，就走到敌方病人（B2 或 B1）的格子。鬼魂能穿墙：走进高亮的墙（{say}）。"
     "\n炸弹伤不到鬼魂，你的手牌换成了 3 张新的鬼魂牌。",
     "你走进了墙：鬼魂能穿墙。"),
    ("时间牌：同一花色的三张牌一起弃掉，可以把时间设为午夜或黎明，持续你之后的 2 个回合。",
     "你的新手牌有三张眼：点击设为午夜的高亮按钮。\n午夜时病人不能自己选方向：由罗盘替它转出方向（B 组现在有两个病人），"
     "每个病人每回合最多打出一张牌。午夜持续到你之后的 2 个回合结束。",
     "现在是午夜：所有病人随机走（每一步的方向由罗盘转出）。\n你可以开始玩了。"),
])

JA = _steps([
    ("検診：患者が移動の前に出せる唯一のカード。3 マスのどこに爆弾があるか、あなたにだけわかる。",
     "レッスン 2：あなたは A1、チーム A の患者（青い実線の駒）。門へ向かう b5 は安全？ 動く前に強調された「{card}」を出そう。"
     "\n患者が移動の前に出せる唯一のカードで、結果はあなたにだけわかる。",
     "検診を出した：調べる 3 マスを選ぼう。"),
    ("検診はあなたが選んだ 3 マスを調べる。",
     "調べる 3 マスを 1 つずつ選ぶ。まず強調されたマス（{say}）：門へ向かう一歩。", "1 マス選んだ。"),
    ("検診はあなたが選んだ 3 マスを調べる。", "2 マス目：強調されたマス（{say}）。", "2 マス選んだ。"),
    ("検診はあなたが選んだ 3 マスを調べる。",
     "3 マス目：強調されたマス（{say}）。すると盤があなたにだけ印をつける：✗ は爆弾あり、✓ は爆弾なし。",
     "結果（あなただけに見える）：b5 ✗ に爆弾、b7 と a6 ✓ は安全。"),
    ("患者は検診で見つけた爆弾をよけて進む。",
     "安全なマスへ進もう：強調された b7 ✓（{say}）。✗ は踏まない。", "安全なマスへ進んだ。"),
    ("患者は幽霊のカードを出せない。時間のカード（同じマーク 3 枚）にだけ使える。",
     "残りの 2 枚は幽霊のカード：患者には出せない。強調された「{label}」を押そう。\n"
     "隣の敵の幽霊 B2（破線の駒）に注意：あなたのマスに来ると役割が入れ替わる。",
     "手番が終わった：統合失調症を引いた。"),
    ("対抗：相手チームがコンボを始めたら、あなたのチームは幽霊がいたずら、患者が統合失調症を出す。",
     "チーム B がコンボ「洗脳＋記憶喪失」で、あなたと A2 の役割を入れ替えようとしている。A2 がいたずら（月）で対抗した："
     "強調された「{card}」を出そう。\n対抗はいたずら＋統合失調症。同じマークならコンボはあなたのチームのものとして働き、違えば打ち消される。",
     "あなたの対抗がチーム B のコンボに応えた。",
     _cancelled("月と目でマークが違う：チーム B のコンボは打ち消された。",
                "B1 は加わらなかった：チーム B のコンボは始まらなかった。")),
    ("幽霊は壁を通り抜け、爆弾を受けない。敵の患者と出会えばまた患者に戻れる。",
     "敵の幽霊 B2 があなたのマスに来て、役割が入れ替わった。あなたは今は幽霊（破線）でランダムなマスへ移され、B2 は患者になった。"
     "チーム A には患者がいない。勝てるのは患者だけ：また患者になるには、敵の患者（B2 か B1）のマスへ進もう。"
     "幽霊は壁を通り抜ける：強調された壁（{say}）へ進もう。\n幽霊は爆弾を受けず、手札は新しい幽霊のカード 3 枚。",
     "壁の中へ進んだ：幽霊は壁を通り抜ける。"),
    ("時間のカード：同じマークの 3 枚をまとめて捨てると、次の 2 手番のあいだ真夜中か夜明けになる。",
     "新しい手札は目が 3 枚：真夜中にする強調されたボタンを選ぼう。\n真夜中の患者は進む方向を選べず、羅針盤が回って決める"
     "（チーム B には今、患者が 2 人）。患者は 1 手番に 1 枚までしかカードを出せない。真夜中はあなたの次の 2 手番が終わるまで続く。",
     "真夜中になった：患者は全員ランダムに進む（1 歩ごとに羅針盤が向きを決める）。\nもう遊べる。"),
])

OWN = {
    "en": {"title": "Lesson 2: Checkups, reactions and ghosts", "steps": EN,
           "swapped": {"swap": "Then {seat}, an enemy ghost, met you: you are a ghost.\nYou swapped roles: your "
                               "piece (dashed now) moved to a random cell.",
                       "roles_swapped": COACH["en"]["swapped"]["roles_swapped"]},
           "free": "Lesson 2 is over: play on, or start a New game.\nHunt an enemy patient to be a patient again, "
                   "then bring your patient through the gate once the key opens it."},
    "zh": {"title": "第二课：体检、反制和鬼魂", "steps": ZH,
           "swapped": {"swap": "接着敌方鬼魂 {seat} 碰到了你：你现在是鬼魂。\n你们交换了身份：你的棋子（现在是虚线）被移到随机的格子。",
                       "roles_swapped": COACH["zh"]["swapped"]["roles_swapped"]},
           "free": "第二课结束了：继续这局，或点击“新游戏”。\n去追捕敌方病人，重新成为病人；钥匙打开大门后，把你的病人带出大门。"},
    "ja": {"title": "レッスン 2：検診、対抗、幽霊", "steps": JA,
           "swapped": {"swap": "続いて敵の幽霊 {seat} と出会い、あなたは幽霊になった。\n役割が入れ替わり、あなたの駒（今は破線）はランダムなマスへ移された。",
                       "roles_swapped": COACH["ja"]["swapped"]["roles_swapped"]},
           "free": "レッスン 2 はここまで：このまま続けるか、「新しいゲーム」を押そう。\n敵の患者を追って患者に戻り、鍵で門が開いたら患者を門から脱出させよう。"},
}
# lesson 1's other words (bots, missed, undone, astray, after, step…) with the lesson's own
LESSON2 = {lang: {**{k: v for k, v in COACH[lang].items() if k not in ("opens", "pushed")}, **OWN[lang]}
           for lang in ("en", "zh", "ja")}
# What lesson 1's end offers (its "next" button), in each language.
NEXT = {"en": "Next lesson: Checkups, reactions and ghosts", "zh": "下一课：体检、反制和鬼魂",
        "ja": "次のレッスン：検診、対抗、幽霊"}
# What lesson 2's end offers: a new game, in the bar's words of its New game (js/src/ui/words.js new_game).
NEW_GAME = {"en": "New game", "zh": "新游戏", "zh-TW": "新遊戲", "ja": "新しいゲーム"}


def _zh_tw() -> dict:
    """Return the lesson's zh-TW words: lesson 1's zh-TW (registered by sentences/__init__.py) with lesson2_zh_tw.py's."""
    from . import lesson2_zh_tw as tw

    steps = [{**step, "idea": said[0], "text": said[1], "done": said[2],
              **({"done_when": _cancelled(*said[3:])} if len(said) > 3 else {})} for step, said in zip(EN, tw.STEPS)]
    own = {**tw.OWN, "steps": steps, "swapped": {**tw.OWN["swapped"],
                                                 "roles_swapped": COACH["zh-TW"]["swapped"]["roles_swapped"]}}
    return {**{k: v for k, v in COACH["zh-TW"].items() if k not in ("opens", "pushed")}, **own}


LESSON2["zh-TW"] = _zh_tw()
NEXT["zh-TW"] = _NEXT_TW
