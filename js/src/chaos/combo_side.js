// A combo's card text said from the reader's side (review 27, room_en finding 3): a card's "your team" is the
// combo's team, so a seat of the other team (or a watcher) read "your team's patient sees every bomb" as its own.
// Where the reader is not on the combo's team, "your team" becomes that team's name (CH-COMBO-1).

// the card texts' "your team" per language, and the name said instead ({team} filled)
const YOURS = {
  en: [/\byour team(?:'s)?/g, (m, team) => (m.endsWith("'s") ? `team ${team}'s` : `team ${team}`)],
  ja: [/味方の|あなたのチーム/g, (m, team) => (m === "味方の" ? `チーム ${team} の` : `チーム ${team} `)],
  zh: [/你方/g, (_m, team) => `${team} 组`],
  "zh-TW": [/你方/g, (_m, team) => `${team} 組`],
};

/** Return the combo card `text` in `lang` as `seat` reads it: the combo's `team` named where it is not the seat's. */
export function comboTextFor(text, lang, team, seat) {
  if (!text || !team || (seat && String(seat)[0] === team)) return text;
  const [pattern, name] = YOURS[lang] ?? YOURS[String(lang).startsWith("zh") ? "zh" : "en"];
  return text.replace(pattern, (m) => name(m, team));
}

/** Return the combo header's outcome words (" · …"): once a reaction decided it, that it was cancelled or taken
 * over by the reacting team (CH-C4; review 34, chaos_en 4: "full effect (same suit)" stayed over "it does
 * nothing"), else the suits' effect, "" before the join. `w` is the table's word function. */
export function comboHeadEffect(combo, w) {
  if (combo?.reflect) {
    const team = combo.team === "A" ? "B" : "A";
    return ` · ${w(combo.reflect === "full" ? "combo_reflected_by" : "combo_cancelled_by", { team })}`;
  }
  return combo?.effect ? ` · ${w(combo.effect)}` : "";
}
