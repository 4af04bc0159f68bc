"""The combat's commit stop asked with only what is legal there and why not the other way to send allies
(frames/mythos.py `_commit_asks`; MY-COMBAT-2, MY-COMBAT-7): it read "commit allies to defend (or assault)" with only
an assault chip, and the assault's price went unsaid (newcomer review 21, Mythos en finding 4); once an ally assaults,
the stop says so (newcomer review 23, mythos_ja 3: it still said none may assault)."""

COMMIT = {
    "en": {"commit_assault": "Commit allies to assault, then Done: no threat attacks you this combat, so none may "
                             "defend. ⚠ An ally that assaults is buried after the fight, with what it carries.",
           "commit_defend": "Commit allies to defend, then Done (none may assault: only an ally with an enchanted "
                            "weapon, or any ally in your Ambush, and only while your threat attacks).",
           "commit_defend_none": "Commit allies to defend, then Done (none may assault: your threat attacks no one "
                                 "this combat).",
           "assaulting": "{allies} assaults with your threat (buried after the fight, with what it carries). ",
           "assaulting_n": "{allies} assault with your threat (buried after the fight, with what they carry). ",
           "then_defend": "Commit allies to defend, then Done.", "then_done": "Done: the threats are revealed.",
           "and": " and "},
    "ja": {"commit_assault": "味方を攻撃に派遣し、完了：このバトルではあなたを攻撃する神話の脅威がないので、防御はできない。"
                             "⚠ 攻撃した味方はバトルの後に埋葬される（持っているカードも共に）。",
           "commit_defend": "味方を防御に派遣し、完了（攻撃はできない：攻撃できるのは魔力武器を持つ味方か、"
                            "待ち伏せ中の味方だけで、あなたの神話の脅威が攻撃するときに限る）。",
           "commit_defend_none": "味方を防御に派遣し、完了（攻撃はできない：このバトルであなたの神話の脅威はだれも攻撃しない）。",
           "assaulting": "{allies}はあなたの神話の脅威と共に攻撃する（バトル後、持っているカードも共に埋葬される）。",
           "assaulting_n": "{allies}はあなたの神話の脅威と共に攻撃する（バトル後、持っているカードも共に埋葬される）。",
           "then_defend": "味方を防御に派遣し、完了。", "then_done": "完了：脅威が公開される。", "and": "と"},
}

# what befalls a defender, on its chip before it is committed (short on the chip, whole in its sentence: review 28,
# mythos_en 2) (newcomer review 22, mythos_en finding 2: Ray Stuckey, 3,
# absorbed 1 and was buried, unwarned; MY-COMBAT-6: any point absorbed buries it; Harry Houdini stays unless full)
DEFEND = {"en": {"fate": " — absorbs up to {n} of its points and is buried if it absorbs any, even 1",
                 "fate_stays": " — absorbs up to {n} of its points and stays in play unless it absorbs all {n}",
                 "fate_short": ": absorbs up to {n}, buried if hit", "fate_stays_short": ": absorbs up to {n}, stays unless full"},
          "ja": {"fate": "（最大 {n} 点を吸収し、1 点でも吸収すれば埋葬される）",
                 "fate_stays": "（最大 {n} 点を吸収し、{n} 点すべてを吸収しない限り場に残る）",
                 "fate_short": "：{n} 点まで吸収、受ければ埋葬", "fate_stays_short": "：{n} 点まで吸収、満点でなければ残る"}}
