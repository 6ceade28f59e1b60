import "server-only";
import type { SessionOptions } from "iron-session";
import { cookieSecure } from "@/lib/env";
import { sessionPasswords } from "./secret";

export interface SessionUser {
  id: number;
  full_name: string;
  photo: string | null;
  verified: boolean;
  /** Cashback balance in lek as last seen (login, GET /api/me), for the sidebar. */
  cashback_amount?: number;
}

export interface SessionData {
  token?: string;
  user?: SessionUser;
}

const MAX_AGE = 180 * 24 * 60 * 60; // spec 1 §9: token cookie about 180 days

export function sessionCookieName(): string {
  // __Host- binds the cookie to this exact origin; only allowed with Secure.
  return cookieSecure ? "__Host-shijo_session" : "shijo_session";
}

export function sessionOptions(): SessionOptions {
  return {
    cookieName: sessionCookieName(),
    password: sessionPasswords(),
    ttl: MAX_AGE,
    cookieOptions: {
      httpOnly: true,
      secure: cookieSecure,
      sameSite: "lax",
      path: "/",
      maxAge: MAX_AGE - 60,
    },
  };
}

export const DEVICE_COOKIE = "shijo_device";
