"""Texts of Mythos for logs, banners and choices that teach the rules, in English and in the seed's Japanese ("ja":
the seed 002 is a Japanese rules summary). Chinese has no table for this game: "zh" falls back to English
(`table_lang`). Card ids are shown as card names of the language ("The Price", 「代償」); card texts are in
card_texts.json (the Japanese card texts are our translation of the project's English paraphrases)."""
from __future__ import annotations

import json
import re
from pathlib import Path

LANGS = ("en", "ja")  # languages with a table; the widget's other languages fall back to English
CARD_TEXTS = json.loads(Path(__file__).with_name("card_texts.json").read_text(encoding="utf-8"))

TEXTS = {
    "en": {
        "round": "Round {round}: every player refills.",
        "first_player": "{player} plays first this round.",
        "draw": "{player} draws {card}.",
        "no_cards": "{player} has no card left to draw.",
        "reshuffle": "{player} shuffles the discards into a new deck.",
        "sanity": "{player}: Sanity {delta:+d} ({why}), now {sanity}.",
        "pass": "{player} passes ({passes}).",
        "card_play_ends": "Card play ends ({passes} passes).",
        "plays": "{player} plays {card}.",
        "joins": "{card} joins {to} in the same play.",
        "arrives": "{player} arrives at {card}.",
        "walking": "{player} walks toward {card}.",
        "walk_abandoned": "{player} abandons the walk to {card}.",
        "superseded": "{player}'s new copy of {card} supersedes the old one, which is discarded.",
        "in_transit": "{player} stays in transit.",
        "travels": "{player} travels by {card}.",
        "loads": "{player} loads {card} into {tome}.",
        "goo": "{player} brings {card} into play.",
        "summons": "{player} adds a monster to its threat through the gate.",
        "adventure": "{player} completes {card} (+{points} points).",
        "effect_not_implemented": "[not implemented] the effect of {card} ({blocks}) is not carried out yet.",
        "combat": "Combat.",
        "directs": "{player} directs its threat at {target}.",
        "defends": "{player} commits {card} to defend.",
        "assaults": "{player} sends {card} to assault.",
        "commanded": "{player}'s {card} defends at {bonus:+d} this combat (a command fixed at commit).",
        "casts": "{player} casts {card} ({by}).",
        "returned": "A card of {player}'s threat goes back to its owner's hand ({count} left).",
        "returned_card": "{card} goes back to {player}'s hand.",
        "marked": "{player}'s {card} is marked: discarded instead of buried this combat.",
        "summons_free": "{player} summons a monster into its threat without a gate.",
        "controls": "{player} takes control of {card} from {target}'s threat.",
        "hounds": "{player} discards {card}: {target}'s {monster} is buried.",
        "petrified": "{player}'s {card} is petrified: a face-down artifact until the end of the round.",
        "unpetrified": "{player}'s {card} returns as an ally.",
        "converted": "{player} buries {card}: {ally} fights in its threat instead.",
        "turncoat": "{player}'s {card} succumbs and attacks its own investigator.",
        "no_effect": "{card} finds no target.",
        "uncovered": "{card} is {player}'s current location again.",
        "no_location": "{player} has no current location until it arrives somewhere.",
        "serves_as_ally": "{player}'s {card} serves as an ally.",
        "recruits_on_train": "{player} recruits {card} on the train.",
        "worthless": "{player}'s {card} is worth nothing any more and is buried.",
        "uses": "{player} uses {card}.",
        "attaches": "{player} gives {card} to {ally}.",
        "eliminated": "{player} is driven out of the game.",
        "reveal": "{player} reveals its threat: {cards}.",
        "cosmic_battle": "Cosmic battle between {a} and {b}: {cancelled} points cancel.",
        "absorbs": "{player}'s {card} absorbs {points} and is buried.",
        "goo_leaves": "{player}'s {card} is buried.",
        "combat_ends": "End of combat: the monsters that fought are buried.",
        "discards": "{player} discards {card}.",
        "cured": "{player} remains and buries {card}.",
        "retrieves": "{player} pays and puts {card} from its story deck into play.",
        "ambush": "{player} prepares an ambush for the coming combat.",
        "stolen": "{thief} takes {player}'s {card}: it is buried.",
        "guarded": "{player}'s {card} is buried in its place; {thief} is buried too.",
        "weapon_moves": "{player}'s {card} moves to {to} instead of being buried.",
        "must_rest": "{player} must rest its next turn.",
        "rests": "{player} rests (no card, no pass).",
        "no_gain": "{player} cannot gain Sanity ({why}): a Great Old One forbids it.",
        "location_lost": "{player}'s current location {card} is lost ({how}).",
        "story_card_discarded": "{player} discards {card} from its story deck.",
        "flipped": "{card} is flipped face down until the end of the round.",
        "replaced": "{card} is replaced and buried.",
        "round_end": "End of round {round}.",
        "game_over": "{cause_text}",
    },
    "ja": {
        "round": "ラウンド {round}：全員が手札を補充する。",
        "first_player": "このラウンドは {player} が先手。",
        "draw": "{player} は「{card}」を引く。",
        "no_cards": "{player} は引くカードがもうない。",
        "reshuffle": "{player} は捨て札をシャッフルして新しい神話デッキにする。",
        "sanity": "{player}：正気度 {delta:+d}（{why}）、現在 {sanity}。",
        "pass": "{player} はパスする（{passes}）。",
        "card_play_ends": "カードの使用・配置終了（パス {passes} 回）。",
        "plays": "{player} は手札から「{card}」を使用する。",
        "joins": "「{card}」が結合で「{to}」と同時に使用される。",
        "arrives": "{player} は「{card}」に到着する。",
        "walking": "{player} は「{card}」へ歩いて向かう。",
        "walk_abandoned": "{player} は「{card}」への徒歩移動をやめる。",
        "superseded": "{player} の新しい「{card}」が古いものに代わり、古いものは捨て札になる。",
        "in_transit": "{player} は移動中のままでいる。",
        "travels": "{player} は「{card}」で移動する。",
        "loads": "{player} は「{card}」を「{tome}」に装填する。",
        "goo": "{player} は「{card}」を場に配置する。",
        "summons": "{player} はゲートを通してモンスターを神話の脅威に配置する。",
        "adventure": "{player} はアドベンチャー「{card}」を獲得する（勝利ポイント +{points}）。",
        "effect_not_implemented": "［未実装］「{card}」の効果（{blocks}）はまだ処理されない。",
        "combat": "バトル。",
        "directs": "{player} は神話の脅威を {target} に向ける。",
        "defends": "{player} は「{card}」を防御に出す。",
        "assaults": "{player} は「{card}」を攻撃に出す。",
        "commanded": "{player} の「{card}」はこのバトルで {bonus:+d} で防御する（出した時点で決まる命令）。",
        "casts": "{player} は「{card}」を唱える（{by}）。",
        "returned": "{player} の神話の脅威のカードが1枚持ち主の手札に戻る（残り {count}）。",
        "returned_card": "「{card}」が {player} の手札に戻る。",
        "marked": "{player} の「{card}」に印：このバトルでは埋葬せずに捨て札にする。",
        "summons_free": "{player} はゲートなしでモンスターを神話の脅威に配置する。",
        "controls": "{player} は {target} の神話の脅威から「{card}」を支配する。",
        "hounds": "{player} は「{card}」を捨て札にする：{target} の「{monster}」は埋葬される。",
        "petrified": "{player} の「{card}」は石化する：ラウンド終了まで裏向きのアーティファクト。",
        "unpetrified": "{player} の「{card}」が味方に戻る。",
        "converted": "{player} は「{card}」を埋葬する：代わりに「{ally}」が神話の脅威で戦う。",
        "turncoat": "{player} の「{card}」は誘惑に屈し、自分の探索者を攻撃する。",
        "no_effect": "「{card}」には対象がない。",
        "uncovered": "「{card}」が再び {player} の現在地になる。",
        "no_location": "{player} はどこかに到着するまで現在地がない。",
        "serves_as_ally": "{player} の「{card}」は味方として働く。",
        "recruits_on_train": "{player} は列車で「{card}」を味方にする。",
        "worthless": "{player} の「{card}」は価値がなくなり、埋葬される。",
        "uses": "{player} は「{card}」を使う。",
        "attaches": "{player} は「{card}」を「{ally}」に持たせる。",
        "eliminated": "{player} はゲームから脱落する。",
        "reveal": "{player} は神話の脅威を公開する：{cards}。",
        "cosmic_battle": "{a} と {b} の宇宙的戦闘：{cancelled} 点が相殺される。",
        "absorbs": "{player} の「{card}」は {points} 点を吸収して埋葬される。",
        "goo_leaves": "{player} の「{card}」は埋葬される。",
        "combat_ends": "バトル終了：戦ったモンスターは埋葬される。",
        "discards": "{player} は「{card}」を捨てる。",
        "cured": "{player} はとどまり「{card}」を埋葬する。",
        "retrieves": "{player} は支払って、ストーリーデッキから「{card}」を場に配置する。",
        "ambush": "{player} は次のバトルに向けて待ち伏せを用意する。",
        "stolen": "{thief} が {player} の「{card}」を奪う：それは埋葬される。",
        "guarded": "{player} の「{card}」が身代わりに埋葬される。「{thief}」も埋葬される。",
        "weapon_moves": "{player} の「{card}」は埋葬されずに「{to}」へ移る。",
        "must_rest": "{player} は次のターンを休まなければならない。",
        "rests": "{player} は休む（カードもパスもなし）。",
        "no_gain": "{player} は正気度を得られない（{why}）：旧支配者が禁じている。",
        "location_lost": "{player} の現在地「{card}」が失われる（{how}）。",
        "story_card_discarded": "{player} はストーリーデッキから「{card}」を捨てる。",
        "flipped": "「{card}」はラウンド終了まで裏向きになる。",
        "replaced": "「{card}」は置き換えられて埋葬される。",
        "round_end": "ラウンド {round} 終了。",
        "game_over": "{cause_text}",
    },
}
_TEXTS = TEXTS["en"]  # the English table (the engine's event texts)

CAUSES = {
    "en": {"sanity_zero": "An investigator's Sanity fell to 0: the game ends and the highest score wins.",
           "adventure_points": "A player reached the adventure points needed: the game ends and the highest score wins.",
           "round_limit": "The round limit was reached: the highest score wins.",
           "last_investigator": "Only one investigator is left in the game."},
    "ja": {"sanity_zero": "探索者の正気度が 0 になった：ゲーム終了、最高得点のプレイヤーの勝ち。",
           "adventure_points": "必要なアドベンチャーの勝利ポイントに達したプレイヤーがいる：ゲーム終了、最高得点のプレイヤーの勝ち。",
           "round_limit": "ラウンド上限に達した：最高得点のプレイヤーの勝ち。",
           "last_investigator": "ゲームに残る探索者が1人になった。"},
}

WORDS = {
    "en": {"win": "{seat} wins", "draw": "A draw", "scores": "Scores: {scores}.", "nothing": "nothing",
           "why": {"a face-down monster": "a face-down monster", "reshuffle": "reshuffle",
                   "top card of the deck": "top card of the deck", "threat": "{seat}'s threat"},
           "how": {}},
    "ja": {"win": "{seat} の勝利", "draw": "引き分け", "scores": "得点：{scores}。", "nothing": "なし",
           "why": {"a face-down monster": "裏向きのモンスター", "reshuffle": "神話デッキのシャッフル",
                   "top card of the deck": "神話デッキの一番上のカード", "threat": "{seat} の神話の脅威"},
           "how": {"discard": "捨て札", "bury": "埋葬", "flip": "裏向き"}},
}

# What each choice does, by action kind.
PROMPTS = {
    "en": {
        "play": "Play {card}.", "play_target": "Play {card} against {target}.", "play_ally": "Play {card} onto {ally}.",
        "play_as_ally": "Play {card} as an ally.", "play_joined": "Play {card} together with {joined}.",
        "pass": "Pass: play no card this turn.", "arrive": "Arrive: turn your walking location upright.",
        "stay": "Stay in transit.", "remain": "Remain at your location and bury the phobia {card}.",
        "rest": "Rest this turn.", "swap": "Swap {card} for the top card of your deck.", "skip": "Skip.",
        "direct": "Direct your threat at {target}.", "defend": "Defend with {card}.",
        "assault": "Send {card} to assault.", "guard": "Bury {card} in place of your card.",
        "done": "Done.", "keep": "Keep them.", "decline": "Decline.", "discard": "Discard {card}.",
        "cast": "Cast {card} ({by}).", "use": "Use {card}.", "use_target": "Use {card} against {target}.",
        "load": "Load {card} into {into}.", "attach": "Give {card} to {ally}.", "move": "Move {card} to {ally}.",
        "flip": "Flip {card}.", "convert": "Take {card} into your threat.", "take": "Take {card}.",
        "retrieve": "Put {card} from your story deck into play.",
        "other": "{kind} {card}.",
    },
    "ja": {
        "play": "「{card}」を手札から使用する。", "play_target": "「{card}」を {target} に対して使用する。",
        "play_ally": "「{card}」を「{ally}」に対して使用する。", "play_as_ally": "「{card}」を味方として配置する。",
        "play_joined": "「{card}」を{joined}と結合して使用する。",
        "pass": "パス：このターンはカードを使用しない。", "arrive": "到着：移動中のロケーションを正位置にする。",
        "stay": "移動中のままでいる。", "remain": "その場にとどまり、恐怖症「{card}」を埋葬する。",
        "rest": "このターンは休む。", "swap": "「{card}」を神話デッキの一番上のカードと交換する。", "skip": "しない。",
        "direct": "神話の脅威を {target} に向ける。", "defend": "「{card}」で防御する。",
        "assault": "「{card}」を攻撃に出す。", "guard": "自分のカードの代わりに「{card}」を埋葬する。",
        "done": "完了。", "keep": "そのままにする。", "decline": "断る。", "discard": "「{card}」を捨てる。",
        "cast": "「{card}」を唱える（{by}）。", "use": "「{card}」を使う。",
        "use_target": "「{card}」を {target} に対して使う。",
        "load": "「{card}」を「{into}」に装填する。", "attach": "「{card}」を「{ally}」に持たせる。",
        "move": "「{card}」を「{ally}」に移す。", "flip": "「{card}」を裏返す。",
        "convert": "「{card}」を自分の神話の脅威に加える。", "take": "「{card}」を取る。",
        "retrieve": "ストーリーデッキから「{card}」を場に配置する。",
        "other": "{kind}：「{card}」。",
    },
}
_CARD_KEYS = ("card", "tome", "by", "ally", "monster", "thief", "to")


def table_lang(lang: str) -> str:
    """Return the language whose table is used for `lang` (English where this game has no table)."""
    return lang if lang in LANGS else "en"


def card_name(card_id: str, lang: str = "en") -> str:
    """Return a card's (or an investigator's) name in `lang`, as it is read ("The Price", not "Price, The")."""
    entry = CARD_TEXTS["cards"].get(card_id) or CARD_TEXTS["investigators"].get(card_id)
    return entry[table_lang(lang)]["name"] if entry else card_id


def _why(value, lang: str) -> str:
    words = WORDS[lang]["why"]
    if value in CARD_TEXTS["cards"]:
        return card_name(value, lang)
    m = re.fullmatch(r"(p\d)'s threat", str(value))
    if m:
        return words["threat"].format(seat=m.group(1))
    return words.get(value, value)


def event_text(name: str, data: dict, lang: str = "en") -> str:
    """Return the sentence of an event in `lang` (card ids shown as card names of that language)."""
    lang = table_lang(lang)
    template = TEXTS[lang].get(name)
    if template is None:
        return name
    shown = dict(data)
    for key in _CARD_KEYS:
        if isinstance(shown.get(key), str) and shown[key] in CARD_TEXTS["cards"]:
            shown[key] = card_name(shown[key], lang)
    if isinstance(shown.get("cards"), list):
        names = [card_name(c, lang) for c in shown["cards"]]
        shown["cards"] = ("、" if lang == "ja" else ", ").join(names) or WORDS[lang]["nothing"]
    if isinstance(shown.get("blocks"), list):
        shown["blocks"] = ", ".join(map(str, shown["blocks"]))
    if "why" in shown:
        shown["why"] = _why(data["why"], lang)
    if "how" in shown:
        shown["how"] = WORDS[lang]["how"].get(data["how"], data["how"])
    if name == "game_over":
        shown["cause_text"] = cause_text(data.get("cause"), lang) + " " + WORDS[lang]["scores"].format(
            scores=", ".join(f"p{i} {s}" for i, s in enumerate(data.get("scores", []))))
    return template.format(**shown)


def cause_text(cause: str, lang: str = "en") -> str:
    """Return the result sentence of an end cause."""
    return CAUSES[table_lang(lang)].get(cause, cause)


def result_title(outcome: str, lang: str = "en") -> str:
    """Return the banner's title: the winner, or a draw."""
    words = WORDS[table_lang(lang)]
    return words["draw"] if outcome == "draw" else words["win"].format(seat=outcome)


def action_text(state, action, lang: str = "en") -> str:
    """Return what a legal action does, as a sentence in `lang` (card instances shown as card names)."""
    lang = table_lang(lang)
    p = PROMPTS[lang]
    f = dict(action.fields)

    def name(key):
        v = f.get(key)
        return card_name(state.card[v], lang) if type(v) is int and 0 <= v < len(state.card) else ""

    kind = action.kind
    card = name("card") or name("spell") or name("phobia") or name("monster") or name("ally") or name("weapon")
    fill = {"card": card, "target": f.get("target", ""), "ally": name("ally"), "by": name("by") or f.get("by", ""),
            "into": name("tome") or name("ally"), "kind": kind}
    if kind == "play":
        joined = [name(k) for k in f if k not in ("card", "target", "ally", "as_ally", "spell", "weapon") and name(k)]
        if joined:
            sep = "」「" if lang == "ja" else ", "
            fill["joined"] = ("「" + sep.join(joined) + "」") if lang == "ja" else sep.join(joined)
            return p["play_joined"].format(**fill)
        if f.get("as_ally"):
            return p["play_as_ally"].format(**fill)
        if "target" in f:
            return p["play_target"].format(**fill)
        if "ally" in f:
            fill["card"] = name("card")
            return p["play_ally"].format(**fill)
        return p["play"].format(**fill)
    if kind == "use" and "target" in f:
        return p["use_target"].format(**fill)
    if kind in ("attach", "move"):
        fill["card"] = name("card") or name("weapon")
    return p.get(kind, p["other"]).format(**fill)
