"""The game end a seat reads in its banner (issue 23): what decided the game and the score breakdown.

`ending(game, state, seat, lang, lines)` adds to a game's banner `moment` (the decisive moment in a sentence: the note
of the reader's own game-over log line, frames/story.py, so it names only what the reader saw) and `rows` (the score
breakdown: [label, value, ...] rows from the seat's own view, labels from games/<g>/sentences/coach.py ENDING). The
page draws them with its "Play again" and "Watch the replay" buttons (js/src/ui/ending.js).
"""
from __future__ import annotations

from ..games.chaos import texts as chaos_texts
from ..games.chaos.sentences.coach import ENDING as CHAOS_WORDS
from ..games.letter.sentences.ending import ENDING as LETTER_WORDS
from ..games.mythos.sentences.coach import ENDING as MYTHOS_WORDS


def _words(table: dict, lang: str) -> dict:
    return table.get(lang) or table["en"]


def moment(lines) -> str:
    """Return what decided the game as the reader's story tells it: the note of its last big line, the game-over line
    ("" if it has none: a CHAOS draw at the round limit; an older line's note, the Checkup's board legend, stood in the
    Draw box as if it decided the game: newcomer review 22, room_en finding 7)."""
    for line in reversed(lines or ()):
        if line.get("big"):
            return line.get("note") or ""
    return ""


def letter_rows(view: dict, result, lang: str, bots=()) -> list[list]:
    """Letter (LS-END): clues left on Cthulhu, cards left in the deck, the Insanity cards the player discarded."""
    w = _words(LETTER_WORDS, lang)
    insane = sum(1 for c in view.get("player_discard", ()) if c.get("insane"))
    # a win took Cthulhu out of the stack (LS-P9): no clue lies on it, whatever card a swap left there (newcomer R3-L
    # d52_bot2: "Clues left on Cthulhu 1" under "You sealed Cthulhu!")
    won = getattr(result, "outcome", None) == "win"
    clues = 0 if won else view.get("opponent", {}).get("clues", 0)
    return [[w["clues"], clues], [w["deck"], view.get("deck", {}).get("count", 0)],
            [w["insane"], insane], [w["turns"], view.get("turn", 0)]]


# A list's comma in each script: "A1：病人, A2：鬼魂" read as a typo in Chinese (newcomer review 26, room_zh 9)
COMMA = {"zh": "，", "zh-TW": "，", "zh-CN": "，", "ja": "、"}

# What decided a draw at the round limit (CH-WIN-2): the gate never opened (CH-MOVE-5), or no patient walked in
# (CH-WIN-1); the draw's end card said only "round limit reached" (review 26, room_zh 9)
DRAW = {"en": ("The gate opened, but no patient walked in.", "The gate never opened: nobody stepped on the key."),
        "zh": ("大门开了，但没有病人走进去。", "大门一直没打开：没人踩到钥匙。"),
        "zh-TW": ("大門開了，但沒有病人走進去。", "大門一直沒打開：沒人踩到鑰匙。"),
        "ja": ("門は開いたが、患者はだれも入らなかった。", "門は開かなかった：だれも鍵を踏まなかった。")}


def chaos_rows(view: dict, result, lang: str, bots=()) -> list[list]:
    """CHAOS (CH-WIN-1): who escaped through the gate (the winning team's patient), rounds played, who is which role."""
    w = _words(CHAOS_WORDS, lang)
    comma = COMMA.get(lang, ", ")
    role = chaos_texts.WORDS.get(chaos_texts.table_lang(lang), chaos_texts.WORDS["en"])["role"]
    rows = [[w["escaped"], comma.join(_escaped(view, result)) or w["nobody"]], [w["rounds"], view.get("round", 0)]]
    for team in ("A", "B"):
        pieces = [w["pieces"].format(seat=p["seat"], role=role.get(p.get("role"), p.get("role")))
                  for p in view.get("pieces", ()) if p.get("team") == team]
        rows.append([w["team"].format(team=team), comma.join(pieces)])
    return rows


def draw_moment(view: dict, result, lang: str) -> str:
    """CHAOS (CH-WIN-2): what decided a draw at the round limit, the gate shut or no patient in ("" for no draw)."""
    if getattr(result, "outcome", None) != "draw":
        return ""
    opened, shut = DRAW.get(lang) or DRAW.get("zh" if lang.startswith("zh") else lang) or DRAW["en"]
    return opened if view.get("gate_open") else shut


def _escaped(view: dict, result) -> list[str]:
    """Return the seats of the winning team's patients standing on the open gate (CH-WIN-1)."""
    gate = view.get("map", {}).get("gate")
    return [p["seat"] for p in view.get("pieces", ()) if result.cause == "gate" and p.get("team") == result.outcome
            and p.get("role") == "patient" and p.get("cell") == gate]


def gate_moment(view: dict, result, lang: str) -> str:
    """CHAOS (CH-WIN-1): the patient who carried its team through the gate, as the decisive moment ("" if none)."""
    seats = _escaped(view, result)
    w = _words(CHAOS_WORDS, lang)
    return w["moment"].format(seat=seats[0], team=result.outcome) if seats else ""


def mythos_rows(view: dict, result, lang: str, bots=()) -> list[list]:
    """Mythos (MY-END): per player its score, adventures, Sanity, artifacts and tomes, allies."""
    from ..games.mythos.texts import seat_name   # each player named as a person ("You", "Player 2")
    w = _words(MYTHOS_WORDS, lang)
    scores = list(getattr(result, "scores", None) or ())
    rows = [["", w["score"], w["adventures"], w["sanity"], w["items"], w["allies"]]]
    for i, p in enumerate(view.get("players", ())):
        name = seat_name(p.get("seat", f"p{i}"), lang, view.get("seat"), bots)
        rows.append([name, scores[i] if i < len(scores) else p.get("points", 0),
                     len(p.get("adventures") or ()), p.get("sanity", 0),
                     len(p.get("artifacts") or ()) + len(p.get("tomes") or ()), len(p.get("allies") or ())])
    return rows


# Who played the reader's seat when its bot did ("Bot plays (watch)"): the result's lead says so, not "You lost" (newcomer
# review 16, finding 5: 你失敗 after a game the reader only watched). Chinese in each game's script: Letter's "zh" is
# Traditional, CHAOS's Simplified (its "zh-TW" Traditional).
WATCHED = {"en": ("The bot playing your seat won", "The bot playing your seat lost"),
           "ja": ("あなたの席のボットの勝ち", "あなたの席のボットの負け"),
           "zh-TW": ("代打你座位的電腦獲勝", "代打你座位的電腦落敗"),
           "zh-CN": ("代打你座位的电脑获胜", "代打你座位的电脑落败")}


def watched(game: str, banner: dict, lang: str) -> dict:
    """Return `banner` told of a game whose reader's seat its bot played: the result sentence's lead ("You lost: …")
    names the bot playing the seat ("The bot playing your seat lost: …"); {} stays {}."""
    if not banner or not banner.get("title"):
        return banner
    script = "zh-TW" if lang == "zh-TW" or (lang == "zh" and game == "letter") else "zh-CN"
    won, lost = WATCHED.get(script if lang.startswith("zh") else lang, WATCHED["en"])
    who = won if banner.get("win") else lost
    text = banner.get("text", "")
    for mark in ("：", ": "):
        if mark in text:
            return {**banner, "text": who + mark + text.split(mark, 1)[1]}
    stop = "。" if lang in ("ja", "zh", "zh-TW") else ". "
    return {**banner, "text": who + stop + text if text else who}


ROWS = {"letter": letter_rows, "chaos": chaos_rows, "mythos": mythos_rows}


def ending(game: str, view: dict, result, lang: str, lines, bots=()) -> dict:
    """Return what a banner adds at a game's end: `moment` (what decided it) and `rows` (the score breakdown, from
    `view`, the reader's own view); {} for a game with neither."""
    out = {}
    said = (gate_moment(view or {}, result, lang) or draw_moment(view or {}, result, lang)) if game == "chaos" else ""
    said = said or moment(lines)
    if said:
        out["moment"] = said
    rows = ROWS.get(game)
    if rows is not None:
        out["rows"] = rows(view or {}, result, lang, bots)
    return out
