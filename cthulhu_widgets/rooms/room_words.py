"""The widgets' words a room page says otherwise: a room's page has no bar with a Seed box, Play this seed or New game
(the seats' links and Rematch stand there), so an end text that pointed there points to nothing (issue 23 round G,
finding 4: a Letter room's end said the seed was in "the bar's Seed box")."""
from __future__ import annotations

# game -> catalog "ui" language -> key -> the room's words (each language the game offers)
ROOM_UI = {
    "letter": {
        "en": {"end_hidden": "The face-down cards stay face down: the table shows only what you saw."},
        "zh": {"end_hidden": "蓋著的牌保持蓋著：牌桌只顯示你看過的牌。"},
        "ja": {"end_hidden": "伏せたカードは伏せたまま：卓にはあなたが見たものだけが表示される。"},
    },
}


def room_catalog(game: str, catalog: dict) -> dict:
    """Return the widgets' catalog of `game` with the words a room says otherwise (`catalog` is left as it is)."""
    words = ROOM_UI.get(game)
    if not words or not isinstance(catalog.get("ui"), dict):
        return catalog
    ui = {lang: {**table, **words.get(lang, words["en"])} if isinstance(table, dict) else table
          for lang, table in catalog["ui"].items()}
    return {**catalog, "ui": ui}


# Why a nudge is refused (rooms/nudge.py), in the language the nudging seat reads the table in: the room's page shows
# the refusal on its table (newcomer review 20: they were English on every table). Letter's "zh" is Traditional.
NUDGE_REFUSED = {
    "en": {"who": "Only a seat may nudge, and only a person the running game waits on.",
           "own": "It is your own turn: there is nobody to nudge.",
           "soon": "A person may think for 60 s of a turn before being nudged.",
           "again": "This table's last nudge was less than a minute ago."},
    "ja": {"who": "合図できるのは席に着いた人だけで、相手は進行中のゲームが待っている人だけ。",
           "own": "今はあなたの番：合図する相手はいない。",
           "soon": "自分の番には 60 秒考えてよい：合図はその後。",
           "again": "この卓の前の合図から 1 分たっていない。"},
    "zh": {"who": "只有入座的玩家能提醒，而且只能提醒正在进行的游戏在等的真人。",
           "own": "现在是你的回合：没有人需要提醒。",
           "soon": "每个人在自己的回合可以思考 60 秒，之后才能被提醒。",
           "again": "这张桌子上一次提醒还不到一分钟。"},
    "zh-TW": {"who": "只有入座的玩家能提醒，而且只能提醒正在進行的遊戲在等的真人。",
              "own": "現在是你的回合：沒有人需要提醒。",
              "soon": "每個人在自己的回合可以思考 60 秒，之後才能被提醒。",
              "again": "這張桌子上一次提醒還不到一分鐘。"},
}
TRADITIONAL_ZH = ("letter",)   # the games whose "zh" is Traditional Chinese


def nudge_refused(game: str, lang: str, why: str) -> str:
    """Return why a nudge is refused (`why`: who, own, soon, again) in `lang` as game `game` names it."""
    lang = "zh-TW" if lang == "zh" and game in TRADITIONAL_ZH else lang
    return (NUDGE_REFUSED.get(lang) or NUDGE_REFUSED["en"])[why]


# Why an ask for a bot at a stalled seat is refused (rooms/takeover.py), in the asking seat's language ({min}: the
# room's minutes).
TAKEOVER_REFUSED = {
    "en": {"off": "This table never hands a seat to a bot: its creator turned that off.",
           "who": "Only a person seated at this table, and connected, may ask for a bot.",
           "own": "It is your own seat: play your turn (a bot takes it only when the others ask).",
           "waited": "A bot may play only the person the running game waits on now.",
           "already": "A bot already plays that seat until its person comes back.",
           "soon": "A person may think for {min} min of a turn before the others may let a bot play."},
    "ja": {"off": "この卓は席をボットに任せない：作った人がオフにした。",
           "who": "ボットを頼めるのは、この卓に着いて接続している人だけ。",
           "own": "あなた自身の席：手番を進めよう（ボットが代わるのは他の人が頼んだときだけ）。",
           "waited": "ボットが代われるのは、進行中のゲームが今待っている人の席だけ。",
           "already": "その席はすでにボットが代わりに遊んでいる（本人が戻るまで）。",
           "soon": "自分の番には {min} 分考えてよい：ボットに任せられるのはその後。"},
    "zh": {"off": "这张牌桌不把座位交给电脑：创建者关掉了这个选项。",
           "who": "只有入座并已连线的真人才能请电脑代打。",
           "own": "这是你自己的座位：请走你的回合（只有其他人请求时电脑才代打）。",
           "waited": "电脑只能代打正在进行的游戏此刻在等的真人。",
           "already": "电脑已经在代打这个座位，直到本人回来。",
           "soon": "每个人在自己的回合可以思考 {min} 分钟，之后其他人才能请电脑代打。"},
    "zh-TW": {"off": "這張牌桌不把座位交給電腦：建立者關掉了這個選項。",
              "who": "只有入座並已連線的真人才能請電腦代打。",
              "own": "這是你自己的座位：請走你的回合（只有其他人請求時電腦才代打）。",
              "waited": "電腦只能代打正在進行的遊戲此刻在等的真人。",
              "already": "電腦已經在代打這個座位，直到本人回來。",
              "soon": "每個人在自己的回合可以思考 {min} 分鐘，之後其他人才能請電腦代打。"},
}


def takeover_refused(game: str, lang: str, why: str, minutes: int) -> str:
    """Return why an ask for a bot is refused (`why`: off, who, own, waited, already, soon) in `lang`."""
    lang = "zh-TW" if lang == "zh" and game in TRADITIONAL_ZH else lang
    return (TAKEOVER_REFUSED.get(lang) or TAKEOVER_REFUSED["en"])[why].format(min=minutes)
