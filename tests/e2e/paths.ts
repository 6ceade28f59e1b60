import path from "node:path";
import { ROOT } from "../../scripts/lib/build.mjs";

// Outside Playwright's outputDir (test-results/e2e), which it empties at the start of a run.
export const SERVER_LOG = path.join(ROOT, "test-results", "e2e-servers.log");
export const STACK_STATE = path.join(ROOT, "test-results", "e2e-stack.json");

// Fixed so a failing run can be reproduced; 32+ chars as lib/session requires. Never used outside tests.
export const E2E_SESSION_SECRET = "e2e-only-session-secret-0123456789abcdef";
