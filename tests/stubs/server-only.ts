// Tests import server modules directly; the real `server-only` package throws outside a React Server
// environment, so vitest aliases it to this empty module (see vitest.config.ts).
export {};
