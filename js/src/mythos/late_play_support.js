// Test support for the Mythos tests of a late round's card play (round11o.test.js, round12p.test.js): the two chips a
// seat that has not passed is offered there (Arrive, two lines on a tall desk; Pass) and the prompt above them, in
// English. New objects at each call: a test may change its own. Not part of the bundle.

/** Return { pass, arrive, prompt }: card play's Pass and Arrive choices (in the order `legal` lists them: pass,
 * arrive) and its prompt, as the kernel sends them in English. */
export function cardPlayChoices() {
  const arrive = { fields: {}, id: "arrive", kind: "arrive", target: { chip: true }, text: "Arrive.",
                   label: "Arrive: turn your walking location upright (Sanity +4 on arrival; then the top card of your deck "
                     + "is turned up, its Sanity added to yours, and discarded)" };
  const pass = { fields: {}, id: "pass", kind: "pass", label: "Pass: you play no more cards this round", text: "Pass." };
  const prompt = "Your turn: play a card (click a glowing card), arrive at the location you walk to, load a spell into a "
    + "tome, or pass (then you may only pass this round).";
  return { pass, arrive, prompt };
}
