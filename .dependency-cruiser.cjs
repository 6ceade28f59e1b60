// The import rules of the tree (issue 27), checked by `npm run lint` (`depcruise`): it reports nothing, or the lint
// fails. Type-only imports count: a loop of types is still a loop for the next reader.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No module imports itself back through others: each loop is untied (a shared leaf module, or a callback).",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-circular-lib-folders",
      severity: "error",
      scope: "folder",
      comment: "No two lib/ folders import each other (directly or around a ring): each folder of rules has a direction.",
      from: { path: "^lib/" },
      to: { path: "^lib/", circular: true },
    },
    {
      name: "lib-does-not-import-ui-or-routes",
      severity: "error",
      comment: "lib/ is below components/ and app/: it never imports them.",
      from: { path: "^lib/" },
      to: { path: "^(components|app)/" },
    },
    {
      name: "components-do-not-import-routes",
      severity: "error",
      comment: "components/ is below app/: routes import components, never the other way.",
      from: { path: "^components/" },
      to: { path: "^app/" },
    },
    {
      name: "storefront-does-not-import-product-api",
      severity: "error",
      comment: "The storefront reaches the product API over HTTP only; what both sides share is in contract/.",
      from: { path: "^(app|components|lib|contract|proxy\\.ts|server\\.ts)" },
      to: { path: "^product-api/" },
    },
    {
      name: "product-api-imports-only-the-contract",
      severity: "error",
      comment: "product-api/ imports nothing of the storefront: only contract/ (and its own files and packages).",
      from: { path: "^product-api/" },
      to: { path: "^(app|components|lib|proxy\\.ts|server\\.ts)" },
    },
    {
      name: "contract-is-neutral",
      severity: "error",
      comment: "contract/ is shared by both sides and imports neither.",
      from: { path: "^contract/" },
      to: { path: "^(app|components|lib|product-api)/" },
    },
    {
      name: "no-next-internals",
      severity: "error",
      comment: "Next is extended through its documented doors, never through next/dist/* (GUIDE: a framework internal needs a test that fails loudly, and then lives in tests/).",
      from: { path: "^(app|components|lib|contract|proxy\\.ts|server\\.ts)" },
      to: { path: "^node_modules/next/dist/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(\\.next|node_modules|\\.data|bench-results|test-results|\\.scratch[^/]*)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
