// State that must exist once per storefront process. Next bundles proxy.ts, the pages and the route handlers
// separately (each bundle has its own instance of a module), and server.ts loads its few lib/ modules outside the
// bundles: a module-level variable would exist once per bundle. globalThis is the process.

declare global {
  // A `var` is how a global is declared for TypeScript; one name for all of Shijo's process-wide values.
  var __shijoProcess: Map<string, unknown> | undefined;
}

/** The process's one value under `name`, made by `init` the first time any bundle asks. */
export function processGlobal<T>(name: string, init: () => T): T {
  const values = (globalThis.__shijoProcess ??= new Map());
  if (!values.has(name)) values.set(name, init());
  // Every caller of one name asks for one type: the names are constants of the module that owns the value.
  return values.get(name) as T;
}
