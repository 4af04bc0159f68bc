// The recorded Letter frames the chip tests lay out (round34az3_chips, round40ff7_whole): every frame the reader acts
// in, from the fixtures of whole games and named selections. Test support only: no DOM.
import start from "../fixtures/letter_start.json";
import answer from "../fixtures/letter_answer.json";
import named from "./round29at1_frames.json";
import af from "./round20af_frames.json";
import ax8 from "./round32ax8_games.json";
import n10 from "./round10n_games.json";
import aa from "./round19aa_frames.json";
import aaEnd from "./round19aa_end_frames.json";
import as1 from "./round28as1_frames.json";

/** Return [frame, lang, catalog] of every recorded frame the reader acts in ("zh" games are recorded in zh-TW). */
export function recorded() {
  const out = [];
  for (const set of [named, af]) {
    for (const [name, f] of Object.entries(set)) if (name !== "catalog") out.push([f, name.split("_").at(-1), set.catalog]);
  }
  for (const games of [ax8, n10]) {
    for (const [lang, list] of Object.entries(games)) list.flat().forEach((f) => out.push([f, lang, start.catalog]));
  }
  for (const set of [aa, aaEnd]) {
    for (const [lang, frames] of Object.entries(set)) Object.values(frames).forEach((f) => out.push([f, lang, start.catalog]));
  }
  for (const lang of ["en", "zh-TW"]) Object.values(as1[lang]).forEach((f) => out.push([f, lang, answer.catalog]));
  return out.filter(([f]) => f.view && !f.view.result && f.legal?.length);
}
