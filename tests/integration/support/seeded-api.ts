import { afterAll, beforeAll } from "vitest";
import { startProductApi, type RunningApi, type StartOptions } from "@/product-api/src/server";
import { apiClient } from "./api-client";
import { testStorage } from "./database";

/**
 * One seeded product API for the test file (started before its tests, closed after them) and a client of it. `api()`
 * is the running server (its url, query count, chat subscribers) once the tests run. `options` adds to the start's
 * (e.g. a push poll kept out of a file that counts statements).
 */
export function seededApi(options: StartOptions = {}) {
  let running: RunningApi | undefined;
  beforeAll(async () => {
    running = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: false, ...options });
  });
  afterAll(async () => {
    await running?.close();
  });
  const api = (): RunningApi => {
    if (!running) throw new Error("the product API is not started yet (seededApi() runs in beforeAll)");
    return running;
  };
  return { api, ...apiClient(api) };
}
