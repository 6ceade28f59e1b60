import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// eslint-config-next 16 ships flat configs (arrays) under these two entry points.
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Tool config files conventionally default-export a plain object.
    files: ["*.config.{js,mjs,cjs,ts}"],
    rules: { "import/no-anonymous-default-export": "off" },
  },
  {
    // Playwright fixtures receive a callback named `use`, which is not React's `use` hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Unused names are mistakes here, except the deliberate `_`-prefixed ones.
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  globalIgnores([
    ".next/**",
    ".next-bench/**",
    "node_modules/**",
    ".data/**",
    "bench-results/**",
    "test-results/**",
    "playwright-report/**",
    "out/**",
    "coverage/**",
    "next-env.d.ts",
    ".scratch*/**",
  ]),
]);
