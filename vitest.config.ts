import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Unit test files that replace modules (vi.mock / vi.doMock), stub globals or env (vi.stubGlobal / vi.stubEnv), reset
 * the module registry or assign process.env: they run isolated (project "unit-isolated"), the rest share a module
 * graph per worker. tests/unit/vitest-projects.test.ts checks that no other unit file does these things.
 */
export const UNIT_ISOLATED = [
  "tests/unit/bff-route.test.ts",
  "tests/unit/build-hash.test.ts",
  "tests/unit/cache-revalidate-route.test.ts",
  "tests/unit/chat-notify-route.test.ts",
  "tests/unit/chat-stream-route.test.ts",
  "tests/unit/chat-upload-routes.test.ts",
  "tests/unit/format.test.ts",
  "tests/unit/group-order-routes.test.ts",
  "tests/unit/menu-list.test.tsx",
  "tests/unit/observability.test.ts",
  "tests/unit/on-demand.test.tsx",
  "tests/unit/page-cache-fill.test.ts",
  "tests/unit/push-subscription-route.test.ts",
  "tests/unit/pwa-install-store.test.ts",
  "tests/unit/read-failures.test.ts",
  "tests/unit/redis-fallback.test.ts",
  "tests/unit/release-render-stack.test.ts",
  "tests/unit/safe-redirect.test.ts",
  "tests/unit/served-cards.test.tsx",
  "tests/unit/session-seal.test.ts",
];

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
    // Likewise a SHIJO_BENCH_PAGES=1 left in the shell: the tests read the product's next.config (tests/unit/bench-pages).
    env: { SHIJO_SEED: "small", SHIJO_BENCH_PAGES: "" },
    projects: [
      {
        extends: true,
        test: {
          // Pure functions and components: one module graph per worker, not one per file (`isolate: false` takes the
          // unit stage from about 80 s to about 40 s on 2 cores; the import of each file's graph was most of it).
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          exclude: UNIT_ISOLATED,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace modules (vi.mock), stub globals or change process.env: each in a fresh module graph,
          // so what they replace cannot leak into another file. A new file doing so belongs in UNIT_ISOLATED.
          name: "unit-isolated",
          environment: "node",
          include: UNIT_ISOLATED,
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
