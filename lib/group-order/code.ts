import { GROUP_CODE } from "@/contract/group-order";

// ADR 0020 "The code": a group order's code is 24 base64url characters; anything else is answered 404 before it
// becomes part of an upstream path.
export const isGroupCode = (value: unknown): value is string => typeof value === "string" && GROUP_CODE.test(value);

/** Line and user ids in group-order paths. */
export const isPathId = (value: unknown): value is string => typeof value === "string" && /^[1-9][0-9]{0,9}$/.test(value);
