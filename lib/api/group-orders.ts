import "server-only";
import { apiFetch, type ApiContext } from "./client";
import { groupAnswerSchema, openedGroupSchema } from "./schemas/group-order";

// Issue 28, ADR 0020 "Product API contract": group orders, under the bearer token. The code is checked by the caller
// (lib/group-order/code.ts) before it becomes part of a path.
const group = (code: string) => `group-orders/${code}`;

export const openGroupOrder = (ctx: ApiContext, body: { vendor_id: number; method: "delivery" | "pickup" }) =>
  apiFetch("group-orders", { method: "POST", ctx, schema: openedGroupSchema, body });

export const getGroupOrder = (ctx: ApiContext, code: string) => apiFetch(group(code), { ctx, schema: groupAnswerSchema });

/** The writes of one group order: the path under its code, the method and the body as the BFF validated it. */
export const groupWrite = (ctx: ApiContext, code: string, path: string, method: "POST" | "PUT" | "DELETE", body?: unknown) =>
  apiFetch(path ? `${group(code)}/${path}` : group(code), { method, ctx, schema: groupAnswerSchema, body: body ?? {} });
