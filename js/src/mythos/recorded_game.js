// Test support for the Mythos tests that lay out round S's recorded game (round15s_frames.json) as the page holds
// it. Not part of the bundle.
import recorded from "./round15s_frames.json";

/** Return the recorded game `lang` as the page holds it: each frame with the page's copy of the story. */
export function recordedGame(lang) {
  let story = [];
  return recorded[lang].map((f) => {
    const [from, lines] = f.log;
    story = story.slice(0, from).concat(lines);
    return { ...f, log_lines: story };
  });
}
