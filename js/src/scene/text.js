// Text measured without a canvas (layouts are pure: they run in Node) and wrapped into lines; the painter wraps
// card names with the same function and the canvas's own measure.

const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/;  // CJK and full-width characters: about one em wide

const LATIN = 0.56;  // em: a Latin character of the UI's sans-serif, on average (bold labels run a little wider)

/** Return an estimate of a text's width in pixels at font size `fs` (a CJK character about 1 em, others less). */
export function textWidth(text, fs) {
  let n = 0;
  for (const ch of String(text)) n += WIDE.test(ch) ? 1.0 : LATIN;
  return n * fs;
}

/**
 * Return one paragraph cut into lines no wider than `maxWidth` as `measure(text)` says. Text with Latin letters
 * breaks at spaces, other text (CJK) between any two characters; `atSpaces` also breaks a spaced non-Latin text
 * at its spaces (card names). A word wider than the line stays whole on its own line.
 */
export function wrapWords(text, maxWidth, measure, atSpaces = false) {
  const spaced = (atSpaces && text.includes(" ")) || /[A-Za-z]/.test(text);
  const words = spaced ? text.split(" ") : [...text];
  const lines = [];
  let line = "";
  for (const w of words) {
    const next = line ? line + (spaced ? " " : "") + w : w;
    if (line && measure(next) > maxWidth) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Return a text cut into lines that fit `maxWidth` at font size `fs` (estimated widths; "\n" starts a line). */
export function wrapLines(text, maxWidth, fs) {
  return String(text ?? "").split("\n").flatMap((para) => {
    const lines = wrapWords(para, maxWidth, (t) => textWidth(t, fs));
    return lines.length ? lines : [""];
  });
}
