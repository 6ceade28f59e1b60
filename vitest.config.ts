import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url)).replace(/\/$/, "");

export default defineConfig({
  resolve: {
    alias: [
      { find: /^server-only$/, replacement: path.join(root, "tests/stubs/server-only.ts") },
      { find: /^@\//, replacement: `${root}/` },
    ],
  },
  test: {
    // Issue 26: the tests are written against the small seed; a SHIJO_SEED=large left in the shell must not make every
    // test file's product API seed the large one (minutes each). The large seed's own test asks for it explicitly.
    env: { SHIJO_SEED: "small" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          // Real HTTP against the local product API (PGlite seeds on first start): slower than unit tests,
          // and one file at a time so servers and ports are not contended on 2 cores.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Issue 15: two storefronts, two product APIs, PostgreSQL and Redis started by scripts/test-scale.mjs
          // (`npm run test:scale`); skipped when run without it (no SCALE_A_URL).
          name: "scale",
          environment: "node",
          include: ["tests/scale/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
