// Named .mjs on purpose: package.json has no "type": "module" (see INFRA_NOTES.md / TOOLING.md).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.js"],
    environment: "node",
    // One timeout for every test, long: vitest runs beside pytest at nice 15 in make test, where a test that takes
    // 5 s alone waited past 2 min for a core (CI of e183581); a per-test timeout would override this one.
    testTimeout: 600000,
    hookTimeout: 600000,
  },
});
