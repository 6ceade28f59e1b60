// spec 1 §2 /login: "Query view=login (default), register, forgot-pass".
export type LoginView = "login" | "register" | "forgot-pass";

export function loginView(value: string | string[] | undefined): LoginView {
  const v = Array.isArray(value) ? value[0] : value;
  return v === "register" || v === "forgot-pass" ? v : "login";
}

/** spec 1 §3 Registration payload "session_id (from navigation state)": an opaque id, kept only when it looks like one. */
export function navigationSessionId(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v && /^[A-Za-z0-9_.:-]{1,200}$/.test(v) ? v : null;
}

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
