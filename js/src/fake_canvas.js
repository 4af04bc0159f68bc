// Test support (not part of the bundle): a 2D context that accepts every call and counts them, so painters run
// in vitest without a real canvas.

/** Return { ctx, calls }: a context stand-in and its call counter ({ n }). */
export function fakeContext() {
  const calls = { n: 0 };
  const ctx = new Proxy({}, {
    get(target, prop) {
      if (prop in target) return target[prop];
      if (prop === "measureText") return (t) => ({ width: String(t).length * 6 });
      return () => { calls.n += 1; };
    },
    set(target, prop, value) {
      target[prop] = value;
      return true;
    },
  });
  return { ctx, calls };
}
