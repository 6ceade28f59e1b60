import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { log } from "@/lib/log";

export type SessionPasswords = Record<string, string>;

/**
 * SESSION_SECRET is either one secret (32+ chars) or a rotation list "2:new-secret,1:old-secret";
 * iron-session seals with the highest id and still opens cookies sealed with the older ones.
 */
export function parseSessionSecret(raw: string): SessionPasswords {
  const parts = raw.split(",").map((p) => p.trim()).filter(Boolean);
  const passwords: SessionPasswords = {};
  for (const part of parts) {
    const match = /^(\d+):(.+)$/.exec(part);
    const [id, secret] = match ? [match[1], match[2]] : ["1", part];
    if (secret.length < 32) throw new Error(`SESSION_SECRET id ${id} must be at least 32 characters`);
    passwords[id] = secret;
  }
  if (Object.keys(passwords).length === 0) throw new Error("SESSION_SECRET is empty");
  return passwords;
}

let cached: SessionPasswords | undefined;

export function sessionPasswords(): SessionPasswords {
  if (cached) return cached;
  const raw = process.env.SESSION_SECRET;
  cached = raw ? parseSessionSecret(raw) : { 1: localSecret() };
  return cached;
}

// Without SESSION_SECRET a secret is generated once and kept in .data/, so sessions survive restarts.
function localSecret(): string {
  const dir = path.join(process.cwd(), ".data");
  const file = path.join(dir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    try {
      writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      log.info({ area: "session", file }, "SESSION_SECRET is not set: generated one and kept it in a file");
      return secret;
    } catch {
      return readFileSync(file, "utf8").trim();
    }
  }
}
