// Next 16 renders pages with the React DOM it ships (next/dist/compiled/react-dom), not the project's copy; the page
// cache's unit tests render with it too (tests/unit/page-cache-scripts.test.ts). Same API as react-dom.
declare module "next/dist/compiled/react-dom" {
  export * from "react-dom";
}
declare module "next/dist/compiled/react-dom/server.edge" {
  export * from "react-dom/server.edge";
}
