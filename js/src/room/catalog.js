// The catalog a room's table draws with (card names, words: ~120 KB) is sent once: the page keeps the last one it
// was sent (in memory and localStorage) and names its tag when it joins; the server then sends only the tag
// (docs/rooms.md "Messages").

const KEY = "cthulhu-rooms-catalog";

/** Return the page's catalog cache over `storage` (localStorage; none in a test): {tag(), fill(msg)}. */
export function catalogCache(storage = globalThis.localStorage) {
  let held = null;
  try {
    held = JSON.parse(storage?.getItem(KEY) ?? "null");
  } catch {
    held = null;
  }
  if (!held || typeof held.tag !== "string" || !held.catalog || typeof held.catalog !== "object") held = null;
  return {
    /** The tag of the catalog held, or null. */
    tag: () => held?.tag ?? null,
    /** Return a joined message with its catalog: one sent is kept; one the server left out (its tag) is filled. */
    fill(msg) {
      if (msg?.type !== "joined") return msg;
      if (msg.catalog && typeof msg.catalog === "object") {
        if (typeof msg.catalog_tag === "string") {
          held = { tag: msg.catalog_tag, catalog: msg.catalog };
          try {
            storage?.setItem(KEY, JSON.stringify(held));
          } catch {
            // storage full or refused: the catalog is held for this page only
          }
        }
        return msg;
      }
      return held && msg.catalog_tag === held.tag ? { ...msg, catalog: held.catalog } : msg;
    },
  };
}
