// A phone's page for the toast tests (ui/toast.js placeToasts): a narrow root, a 390 px canvas whose scene holds
// `items`, a story with no lines; and whether a placed toast box covers a box `r` in an 844 px window.

/** Return a phone's page whose scene holds `items`. */
export const phonePage = (items) => ({
  root: { dataset: { wide: "0" }, querySelector: () => null },
  canvas: { getBoundingClientRect: () => ({ left: 0, top: 0, width: 390 }),
            __cthulhu: { scene: { width: 390, items } } },
  story: { lines: { querySelectorAll: () => [] } },
});

/** Return whether a toast box (70 px tall, at its spot) lies over box `r` of an 844 px window. */
export const toastOver = (box, r) => {
  const y = box.dataset.spot === "top" ? 8 : box.dataset.spot === "bottom" ? 844 - 8 - 70 : parseFloat(box.style.top);
  return y < r.y + r.h && r.y < y + 70;
};
