import "server-only";
import { headers } from "next/headers";
import { safeRelativePath } from "@/lib/http/safe-redirect";

import { CURRENT_PATH_HEADER } from "./paths";

export { CURRENT_PATH_HEADER };

/** The current path and query without the locale prefix, as the proxy saw it ("/stores?x=1"). */
export async function getCurrentPath(): Promise<string> {
  const value = (await headers()).get(CURRENT_PATH_HEADER);
  return safeRelativePath(value) ?? "/";
}
