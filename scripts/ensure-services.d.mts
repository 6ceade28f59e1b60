export function findPostgresBin(): string | null;
export function findRedisServer(): string | null;
export function findNginx(): string | null;
export function ensureServices(opts?: { install?: boolean }): { ok: true; postgresBin: string; redisServer: string; nginx: string } | { ok: false; reason: string };
