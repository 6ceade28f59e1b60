import { expect } from "vitest";
import type { RunningApi } from "@/product-api/src/server";

// A client of the local product API over real HTTP, as the storefront's BFF calls it (spec 1 §7 headers).
export const APP_KEY = "shijo-local-app-key";
export const PASSWORD = "shijo123";

export type CallInit = { method?: string; body?: unknown; token?: string; lang?: "sq" | "en"; headers?: Record<string, string> };

export function apiClient(api: () => RunningApi) {
  async function call(path: string, init: CallInit = {}) {
    const headers: Record<string, string> = { "App-Key": APP_KEY, platform: "Web", "device-id": "test-device", language: init.lang ?? "en", ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    if (body) headers["Content-Type"] = "application/json";
    const response = await fetch(`${api().url}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }

  const tokens = new Map<string, string>();
  /** A bearer token for a seeded account (every seeded password is shijo123), cached per e-mail. */
  async function login(email: string): Promise<string> {
    if (!tokens.has(email)) {
      const res = await call("login", { body: { email, password: PASSWORD, device: { token: "web" } } });
      expect(res.status, `login ${email}`).toBe(200);
      tokens.set(email, res.json.token);
    }
    return tokens.get(email)!;
  }

  return { call, login };
}
