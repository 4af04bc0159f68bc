// Named .mjs on purpose: package.json has no "type": "module" (see INFRA_NOTES.md / TOOLING.md).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.js"],
    environment: "node",
  },
});
