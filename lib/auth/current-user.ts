import "server-only";
import { cache } from "react";
import { getUser } from "@/lib/api/auth";
import { serverApiContext } from "@/lib/api/context";

/**
 * The product API's answer to GET users for this request's session, asked once per request (React's cache): the guard
 * (requireUser), the profile layout and a page that shows the user read the same answer. Each asked on its own before,
 * so /checkout and every /profile tab cost two GET users a view (issue 26 §6, ADR 0027).
 */
export const currentUser = cache(async () => getUser(await serverApiContext()));
