"""The one spelling of each term of Mythos, per language: the card texts, the log, the prompts, the chips, the help
and the table's words all write it so (tests/test_glossary_prompts.py reads every text the game shows).

Each term is {"is": its spelling, ("name": how the table names it when not its spelling), "not": the spellings it replaced (regular expressions that must match no text),
"ui": the table's words (widgets/mythos_words.json keys) that name it, "says": the one plain sentence that explains it
to a newcomer (the table draws the term dotted-underlined; a hover or a tap shows this), "spot": the regular
expressions that find it in the table's text (default: its spelling)}. ja follows the seed's Japanese summary."""

GLOSSARY = {
    "en": {
        "Sanity": {"is": "Sanity", "not": [], "ui": ["sanity"], "spot": [r"\bSanity\b"],
                   "says": "Your investigator's state of mind: cards and monsters cost it, it counts toward your "
                           "score, and the game ends at once when anyone's reaches 0."},
        "threat": {"is": "threat", "not": [], "ui": ["threat"], "spot": [r"\bthreats?\b"],
                   "says": "The face-down monsters you have played: in the round's combat they attack the opponent "
                           "you choose."},
        "story deck": {"is": "story deck", "not": [], "ui": ["story"],
                       "says": "The pile of places your investigator has been and of the cards buried there; its top "
                               "card is where the investigator is now."},
        "Great Old One": {"is": "Great Old One", "not": [], "ui": ["goo"],
                          "says": "A mighty card played when all it asks for is in play: its effect happens at once, "
                                  "it does not fight, and it is buried after the next round's combat."},
        "adventure": {"is": "adventure", "not": [], "ui": [], "spot": [r"\badventures?\b(?! points)"],
                      "says": "A goal card in your hand. You hold a requirement when a card of yours meets it: a "
                              "face-up card you have in play (not in your threat) or any card in your story deck, "
                              "buried ones too; cards in your hand do not count, and each requirement needs its own "
                              "card. When you hold them all, play it (a turn) to gain its adventure points."},
        "combat": {"is": "ombat", "name": "combat", "not": [r"\bbattle phase"], "ui": ["combat_title"],
                   "spot": [r"\bcombat\b"],
                   "says": "After card play, each player's threat attacks an opponent; allies defend, and the points "
                           "that get through cost Sanity."},
        "turn": {"is": "turn", "not": [], "ui": [], "spot": [r"\bturns?\b(?! (?:it|them|face|upright|sideways))"],
                 "says": "One player's single action in card play, such as playing one card or passing."},
        "score": {"is": "score", "not": [], "ui": ["score"], "spot": [r"\bscore\b"],
                  "says": "Your Sanity plus your adventure points: the highest score wins when the game ends."},
        "adventure points": {"is": "adventure points", "not": [r"\+\{?\w*\}? points\)", r"\bfor points\b"],
                             "ui": ["points"],
                             "says": "The points of the adventures you have completed; the game ends after the round "
                                     "in which someone reaches 20."},
        "phobia": {"is": "phobia", "not": [], "ui": [], "spot": [r"\bphobias?\b"],
                   "says": "A card an opponent plays on your investigator that harms you until you cure it by "
                           "remaining at a hospital or a church (it is then buried in your story deck); it counts "
                           "for the adventures of whoever played it."},
        "bury": {"is": "bury", "not": [], "ui": [], "spot": [r"\bbur(?:y|ies|ied)\b"],
                 "says": "Put a card at the bottom of its owner's story deck: it leaves play but still counts for "
                         "adventures."},
        "pass": {"is": "pass", "not": [], "ui": [], "spot": [r"\bpass(?:es|ed)?\b"],
                 "says": "Play no card this turn: a player who passed may only pass again, and card play ends at the "
                         "round's second pass."},
        "defend": {"is": "defend", "not": [], "ui": [], "spot": [r"\bdefen(?:d|ds|ders?|ding|se)\b"],
                   "says": "An ally sent to defend takes the points of an attacking threat first, up to its value, "
                           "and is buried if it took any."},
        "assault": {"is": "assault", "not": [], "ui": [], "spot": [r"\bassault(?:s|ing)?\b"],
                    "says": "An ally sent to assault joins your threat and attacks with it; it is buried after the "
                            "combat."},
        "location": {"is": "location", "not": [], "ui": [], "spot": [r"\blocations?\b"],
                     "says": "A place card: played on your story deck, it takes your investigator there, and its "
                             "features decide which cards you may play."},
        "ally": {"is": "ally", "not": [], "ui": [], "spot": [r"\ball(?:y|ies)\b"],
                 "says": "A person who joins you: in combat its value defends you, and it may carry a weapon or a "
                         "spell."},
        "gate": {"is": "gate", "not": [], "ui": [], "spot": [r"\bgate\b"],
                 "says": "A location with a gate lets you play monsters into your threat, once: the location is "
                         "then turned upside down (gate used)."},
        "walking": {"is": "walking", "not": [], "ui": ["walking"], "spot": [r"\bwalking\b"],
                    "says": "A location laid sideways: you are on your way there; a later turn turns it upright "
                            "(you arrive), and until then you count as Outside."},
        "in transit": {"is": "in transit", "not": [], "ui": ["transit"],
                       "says": "You travel by car or train: the travel card is your location until you play the "
                               "place you travel to."},
        "Education": {"is": "Education", "not": [r"\bEdu\b"], "ui": ["education"], "spot": [r"\bEducation\b"],
                      "says": "Your investigator's education: with equal Sanity, the higher one plays first in a "
                              "round, and some cards ask for it."},
        "pentagram": {"is": "pentagram", "not": [], "ui": [], "spot": [r"\bpentagrams?\b"],
                      "says": "The five-sided mark at a card's top right: the Sanity you gain (+) or pay (−) when "
                              "you play the card, or for a location when you arrive."},
        "hand limits": {"is": "keep", "name": "hand limits (keep)", "not": [], "ui": ["limits"], "spot": [r"\bkeep \d+–\d+"],
                        "says": "At the end of the round you must discard down to the larger number if you hold "
                                "more, and you may discard down to the smaller."},
        "card play": {"is": "Card play", "not": [], "ui": ["phase_play"], "spot": [r"\bcard play\b"],
                      "says": "The first part of a round: in turn, each player plays one card or passes."},
        # card texts' words a newcomer met unexplained (issue 23 r6 items 4 and 6)
        "deck": {"is": "deck", "not": [r"\bMythos deck\b"], "ui": [], "spot": [r"(?<!story )\bdeck\b"],
                 "says": "Your face-down draw pile (not your story deck): you draw from it to refill your hand."},
        "flip": {"is": "flip", "not": [], "ui": [], "spot": [r"\bflip(?:s|ped)?\b"],
                 "says": "Turn a card in play face down until the end of the round: a flipped ally does not defend "
                         "and cannot be used; it turns face up again when the round ends."},
        "Joins": {"is": "Joins", "not": [], "ui": [], "spot": [r"\bJoins\b"],
                  "says": "Cards that join each other may be played together as one turn (a joined group)."},
        "invisible": {"is": "nvisible", "name": "invisible", "not": [], "ui": [], "spot": [r"\binvisible\b"],
                      "says": "Points only an ally with an enchanted weapon can absorb; the rest cost Sanity."},
        "Cosmic Battle": {"is": "Cosmic Battle", "not": [], "ui": [], "spot": [r"\bcosmic battle\b"],
                          "says": "Two threats aimed at each other cancel point for point, before any ally absorbs; "
                                  "only the larger one's extra points go on (bypass points skip it)."},
        # words a newcomer met unexplained in adventure requirements and card texts (issue 23 round E, R3-M item 4)
        "requirement": {"is": "requirement", "not": [], "ui": [],
                        "spot": [r"\brequirements?(?= met\b)"],
                        "says": "What an adventure asks for. It is met by a card of yours: a face-up card you have "
                                "in play (not in your threat) or any card in your story deck; cards in your hand do "
                                "not count, and each requirement needs its own card."},
        "Ambush": {"is": "Ambush", "not": [], "ui": ["ambush"], "spot": [r"\bAmbush\b"],
                   "says": "An event card: in the coming combat your allies may attack as assaulting allies; it is "
                           "then buried in your story deck, where an adventure asking for Ambush counts it."},
        "Affects": {"is": "Affects", "not": [], "ui": ["affects"], "spot": [r"\bAffects\b"],
                    "says": "Whom the card's effect reaches (a Day or a Night is everyone's); the Sanity of its "
                            "pentagram is only for the player who plays it."},
        # the header's weather word, hovered (review 29, mythos_en 9, 054: "Storm" showed nothing)
        "Storm": {"is": "Storm", "not": [], "ui": ["storm"], "spot": [r"\bStorm\b"],
                  "says": "A Storm event (Downpour) is in play: cards that ask for a Storm work, until a new Day or "
                          "Night event buries it."},
        # the tome's zoom said only "spells 1" and an adventure "✗ a spell · missing" (review 38, mythos_en 5, 173)
        "spell": {"is": "spell", "not": [], "ui": ["capacity", "type_spell"], "spot": [r"\bspells?\b"],
                  "says": "A Spell card does nothing alone: load it into a tome you have in play whose icon matches (a "
                          "turn, or played joined with the tome); the tome's number is how many it holds. Your "
                          "investigator casts it from there by paying its Sanity cost, and it turns face down until "
                          "the round ends."},
        # the name says what ★ means where it shows ("More terms: …": review 28, mythos_en 9)
        "★": {"is": "★", "name": "★ our reading of an unclear rule", "not": [], "ui": [], "spot": [r"★"],
              "says": "Where a card's printed words can be read two ways, ★ marks the reading this table plays."},
    },
    "ja": {
        "Sanity": {"is": "正気度", "not": [], "ui": ["sanity"],
                   "says": "探索者の心の状態。カードやモンスターで減り、得点に数えられ、だれかが0になるとその場でゲームが"
                           "終わる。"},
        "threat": {"is": "神話の脅威", "not": [], "ui": ["threat"], "spot": [r"(?:神話の)?脅威"],
                   "says": "自分が使用した裏向きのモンスター。ラウンドのバトルで、選んだ相手を攻撃する。"},
        "story deck": {"is": "ストーリーデッキ", "not": [], "ui": ["story"],
                       "says": "探索者が訪れた場所と、そこに埋葬されたカードの山。一番上のカードが探索者の現在地。"},
        "Great Old One": {"is": "旧支配者", "not": [r"^神$"], "ui": ["goo"],
                          "says": "求めるものがすべて場にそろうと使用できる強大なカード。効果はすぐに起こり、戦わず、"
                                  "次のラウンドのバトルの後に埋葬される。"},
        "adventure": {"is": "アドベンチャー", "not": [r"冒険"], "ui": [], "spot": [r"アドベンチャー(?!ポイント)"],
                      "says": "手札の目標カード。条件を満たすのは自分のカード：場に表向きで出ているカード（神話の"
                              "脅威は除く）か、ストーリーデッキのカード（埋葬したものも）。手札のカードは数えず、条件"
                              "ごとに別のカードが要る。すべてそろったら使用し（ターンを 1 回使う）、"
                              "アドベンチャーポイントを得る。"},
        "combat": {"is": "バトル", "not": [r"戦闘フェイズ"], "ui": ["combat_title"],
                   "says": "カード使用の後、各プレイヤーの神話の脅威が相手を攻撃する。味方が防御し、通った点数だけ"
                           "正気度が減る。"},
        "turn": {"is": "ターン", "not": [r"手番"], "ui": [],
                 "says": "カード使用での1回の行動（カードを1枚使用する、パスするなど）。"},
        "score": {"is": "得点", "not": [], "ui": ["score"],
                  "says": "正気度とアドベンチャーポイントの合計。ゲーム終了時に最も高いプレイヤーが勝つ。"},
        "adventure points": {"is": "アドベンチャーポイント", "not": [r"勝利ポイント"], "ui": ["points"],
                             "spot": [r"アドベンチャーポイント", r"勝利ポイント"],
                             "says": "達成したアドベンチャーの点数。だれかが20に達したラウンドの終わりにゲームが終わる。"},
        "phobia": {"is": "恐怖症", "not": [], "ui": [],
                   "says": "相手が自分の探索者に使用し、害を与え続けるカード。病院か教会にとどまると治り、"
                           "ストーリーデッキに埋葬される。アドベンチャーの条件には使ったプレイヤーの側で数えられる。"},
        "bury": {"is": "埋葬", "not": [], "ui": [],
                 "says": "カードを持ち主のストーリーデッキの一番下に置くこと。場からは離れるが、"
                         "アドベンチャーの条件には数えられる。"},
        "pass": {"is": "パス", "not": [], "ui": [],
                 "says": "このターンはカードを使用しない。パスした後はパスしかできず、ラウンドの2回目のパスで"
                         "カード使用が終わる。"},
        "defend": {"is": "防御", "not": [], "ui": [],
                   "says": "防御に派遣した味方は、攻撃してくる神話の脅威の点数を能力値まで先に受け止め、1点でも受けたら"
                           "埋葬される。"},
        "assault": {"is": "攻撃", "not": [], "ui": [], "spot": [r"攻撃(?=[に）]|$)"],
                    "says": "攻撃に派遣した味方は自分の神話の脅威に加わって戦い、バトルの後に埋葬される。"},
        "location": {"is": "ロケーション", "not": [], "ui": [],
                     "says": "場所のカード。ストーリーデッキに置くと探索者がそこへ行き、その特徴で使用できるカードが"
                             "決まる。"},
        "ally": {"is": "味方", "not": [], "ui": [],
                 "says": "味方になる人物。バトルでは能力値の分だけ自分を守り、武器や呪文を持てる。"},
        "gate": {"is": "ゲート", "not": [], "ui": [],
                 "says": "ゲートのあるロケーションでは、モンスターを神話の脅威として使用できる（1回だけ）。その後ロケーションは"
                         "逆さになる（ゲート使用済み）。"},
        "walking": {"is": "近隣移動中", "not": [], "ui": ["walking"],
                    "says": "横向きのロケーション：そこへ向かっている途中。後のターンに到着するまで、"
                            "屋外にいるものとする。"},
        "in transit": {"is": "移動中", "not": [], "ui": ["transit"], "spot": [r"(?<!近隣)移動中"],
                       "says": "自動車か列車で旅行中。行き先のロケーションを置くまで、旅行のカードが現在地になる。"},
        "Education": {"is": "教育", "not": [], "ui": ["education"],
                      "says": "探索者の教育。正気度が同じなら高い方がラウンドの最初に行動し、求めるカードもある。"},
        "pentagram": {"is": "五角形", "not": [], "ui": [],
                      "says": "カード右上の五角形の印。そのカードを使用したとき（ロケーションなら到着したとき）に得る（+）"
                              "または支払う（−）正気度。"},
        "hand limits": {"is": "枚残す", "name": "手札の枚数（◯〜◯枚残す）", "not": [], "ui": ["limits"],
                        "spot": [r"\d+〜\d+枚残す"],
                        "says": "ラウンドの終わりに、手札が多いほうの数より多ければその数まで捨てなければならず、"
                                "少ないほうの数まで捨ててもよい。"},
        "card play": {"is": "カード使用", "not": [], "ui": ["phase_play"],
                      "says": "ラウンドの最初の部分。順番に、各プレイヤーがカードを1枚使用するかパスする。"},
        # カードの効果文で説明なく出てきた語（issue 23 r6 item 4、6）
        "deck": {"is": "神話デッキ", "not": [], "ui": ["deck"],
                 "says": "裏向きの山札（ストーリーデッキとは別）。ここからカードを引いて手札を補充する。"},
        "flip": {"is": "裏向き", "not": [], "ui": [], "spot": [r"裏向き(?!で|のモンスター)"],
                 "says": "場のカードをラウンドの終わりまで裏向きにすること。裏向きの味方は防御せず使えず、ラウンドが"
                         "終わると表に戻る。"},
        "Joins": {"is": "結合", "not": [], "ui": [],
                  "says": "結合できるカード同士は、1ターンにまとめて一緒に使用できる。"},
        "invisible": {"is": "不可視", "not": [], "ui": [],
                      "says": "魔力武器を持つ味方だけが吸収できる点数。残りは正気度を減らす。"},
        "Cosmic Battle": {"is": "宇宙的戦闘", "not": [], "ui": [],
                          "says": "互いに向けられた2つの神話の脅威は味方の吸収より先に1点ずつ相殺し、大きい方の残りだけが先へ進む"
                                  "（バイパスの点数は相殺されない）。"},
        # アドベンチャーの条件とカードの効果文で説明なく出てきた語（issue 23 round E、R3-M 項目 4）
        "requirement": {"is": "条件", "not": [], "ui": ["requirements"], "spot": [r"条件(?= ?\d+ ?個中)"],
                        "says": "アドベンチャーが求めるもの。満たすのは自分のカード：場に表向きで出ているカード（神話の"
                                "脅威は除く）か、ストーリーデッキのカード。手札のカードは数えず、条件ごとに別のカードが"
                                "要る。"},
        "Ambush": {"is": "待ち伏せ", "not": [], "ui": ["ambush"], "spot": [r"待ち伏せ"],
                   "says": "イベントカード。次のバトルで自分の味方が攻撃に加わる味方として相手を攻撃できる。その後ストーリー"
                           "デッキに埋葬され、「待ち伏せ」を求めるアドベンチャーの条件に数えられる。"},
        "Affects": {"is": "対象", "not": [], "ui": ["affects"], "spot": [r"対象(?=[:：])"],
                    "says": "カードの効果が及ぶ相手（昼や夜は全員に及ぶ）。五角形の正気度は、使用したプレイヤーだけが"
                            "得る。"},
        "Storm": {"is": "嵐", "not": [], "ui": ["storm"], "spot": [r"嵐"],
                  "says": "嵐のイベント（豪雨）が場にある：嵐を条件とするカードが働く。新しい昼・夜のイベントで埋葬される。"},
        "spell": {"is": "呪文", "not": [], "ui": ["capacity", "type_spell"],
                  "says": "呪文カードは単独では働かない：アイコンの合う、場の自分の書物に装填する（1ターン、または書物と"
                          "結合して一緒に使用）。書物の数字が入る呪文の数。探索者はそこから正気度のコストを払って唱え、"
                          "唱えた呪文はラウンドの終わりまで裏向きになる。"},
        "★": {"is": "★", "name": "★ あいまいなルールの、この卓の読み方", "not": [], "ui": [], "spot": [r"★"],
              "says": "カードの文が二通りに読めるところで、この卓が採る読み方を★で示す。"},
    },
}


def spots(lang: str) -> list[dict]:
    """Return the terms of `lang` the table explains: [{term, name, says, spot: [regular expressions]}], the longest
    spellings first (so "adventure points" is found before "adventure")."""
    out = [{"term": term, "name": entry.get("name", entry["is"]), "says": entry["says"],
            "spot": entry.get("spot", [entry["is"]])} for term, entry in GLOSSARY.get(lang, {}).items() if entry.get("says")]
    return sorted(out, key=lambda e: -max(len(s) for s in e["spot"]))
