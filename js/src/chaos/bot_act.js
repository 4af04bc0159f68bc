// What the seat playing now (a bot, a partner) just did, told as it happens while the reader waits (newcomer review
// 37, chaos_en 1 and chaos_ja 1: the bots stepped every 700 ms and what each step did was told only in the "since your
// turn" box at the reader's next turn). One line in the hand's news place (hand_news.js), which moves nothing: the
// step's own story line, "Bot B1 moves to h2.", "Bot B1 plays Amnesia (Moon). Bot B1 takes your Protection (Skull):
// it has left your hand.", in the table's language. Read from the reader's story only (`log_lines`: the kernel's lines
// for its seat, which never name a card it may not see, CH-HIDE-1..4); the page's `ui` keeps where the step's lines
// begin.

/**
 * Return {line, yours} of the latest step another seat took while the reader waits (`yours`: it changed the reader's
 * hand or piece), the step's line kept through a step that said nothing (a Checkup's cells being picked); null on its
 * own decision, a replay's or an Undo's past step, the end, or with no story.
 */
export function actNow(t) {
  const { ui } = t;
  if (!ui || typeof ui !== "object" || !Array.isArray(t.log)) return null;
  if (t.acting || t.design || t.view.result || t.replaying || t.past || t.behind || !Number.isInteger(t.step)) {
    ui.chaosAct = null;   // its own move next: the steps before it are the "since your turn" news's
    return null;
  }
  let memo = ui.chaosAct;
  if (!memo || memo.deal !== t.deal || t.step < memo.step || memo.count > t.log.length) {
    // the first view after its own act (or a new deal): its own act's lines are no news
    memo = ui.chaosAct = { deal: t.deal, step: t.step, from: t.log.length, count: t.log.length, said: null };
  }
  if (t.step !== memo.step) Object.assign(memo, { step: t.step, from: memo.count });
  memo.count = t.log.length;
  memo.said = telling(t.log.slice(memo.from), !t.still) ?? memo.said;
  return memo.said;
}

/** Return {line, yours} of a step's story lines: its big line (a take, a swap), after the card play that made it
 * where `wide` (a phone's room over its hand holds two lines: its board lies right above); else its last act that is
 * not a draw; null for a step of headings and draws only. */
function telling(lines, wide) {
  // (a turn's heading, the reader's own draws and any seat's draw tell nothing of what the step did)
  const said = lines.filter((l) => l?.text && !l.turn && !l.you && !(Array.isArray(l.part) && l.part[1] === "draws"));
  const big = said.filter((l) => l.big || l.news === "yours").at(-1);
  const plays = (l) => Array.isArray(l.part) && l.part[1] === "plays";
  const play = big && wide && said.slice(0, said.indexOf(big)).filter(plays).at(-1);
  const one = big ?? said.at(-1);
  if (!one) return null;
  // (a Chinese or Japanese sentence's 。 needs no space after it)
  const line = play && String(big.text).includes(play.part[0])
    ? `${play.text}${/[。！？]$/u.test(play.text) ? "" : " "}${big.text}` : String(one.text);
  return { line, yours: one.news === "yours" };
}
