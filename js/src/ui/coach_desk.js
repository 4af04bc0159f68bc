// A wide page's coach bubble lies at the top of the story column beside the table, the same place for the whole
// course, and the story's lines start below it (its room reserved): on the table it sat over what it talked about,
// board rows 2-5 in CHAOS, the Bot panel and "+6 more" in Mythos, and jumped corner to corner as steps grew (newcomer
// review 30: chaos_en 4, room_en 4, mythos_en 3). Anchored by its top, a bubble that grows (More…) never moves.

const GAP = 4;
const MIN_STORY = 220;   // a story column narrower than this cannot hold the bubble: the table places it (coach.js)

/** Return the story column's box (window px) beside the table on a wide page, or null (a phone, or none shown). */
function storyBox(root) {
  if (root?.dataset?.wide !== "1") return null;
  const r = root.querySelector?.(".cw-story")?.getBoundingClientRect?.();
  return r && r.width >= MIN_STORY && r.height > 0 ? r : null;
}

/** Put the shown `bubble` at the top of `root`'s story column and reserve its height there; return its place
 * ({x, y, width, story: true}, root px) or null (no story column: the caller places it on the table). */
export function storyDock(root, bubble) {
  const story = storyBox(root);
  const at = root?.getBoundingClientRect?.();
  if (!story || !at) {
    releaseStory(root, bubble);
    return null;
  }
  const x = story.left - at.left + GAP;
  const y = story.top - at.top + GAP;
  bubble.dataset.desk = "story";
  Object.assign(bubble.style, { left: `${x}px`, top: `${y}px`, width: `${story.width - 2 * GAP}px` });
  const h = bubble.getBoundingClientRect?.().height || bubble.offsetHeight || 0;
  const el = root.querySelector(".cw-story");
  if (el?.style) el.style.paddingTop = `${Math.ceil(h) + 2 * GAP}px`;   // the story's head and lines start below it
  if (el?.dataset) el.dataset.coach = "1";
  return { x, y, width: root.clientWidth || 0, story: true };
}

/** Give the story column back its room and the bubble its own width (the bubble closed, or the page turned narrow). */
export function releaseStory(root, bubble) {
  const el = root?.querySelector?.(".cw-story[data-coach]");
  if (el) {
    el.style.paddingTop = "";
    delete el.dataset.coach;
  }
  if (bubble?.dataset?.desk) {
    delete bubble.dataset.desk;
    bubble.style.width = "";
  }
}
