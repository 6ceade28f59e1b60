export const PROFILE_BUDGET: {
  seedSeconds: number;
  vendorHtmlKbGzip: number;
  perf: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  inpMs: number;
  ratioToStaticFile: number;
  apiP975Ms: number;
};
export interface ProfileRow {
  section: string;
  figure: string;
  value: unknown;
  budget: string;
  /** true met, false missed or not measured, null not judged. */
  ok: boolean | null;
}
export function profileRows(opts: {
  pages: Array<Record<string, unknown>>;
  seedSeconds: number | null;
  /** The product API's reads on PGlite, and on PostgreSQL (null or absent: not measured). */
  api: { database: string; rows: Array<Record<string, unknown>> } | null;
  postgres?: { database: string; rows: Array<Record<string, unknown>> } | null;
  extra?: ProfileRow[];
}): ProfileRow[];
export function printProfileTable(rows: ProfileRow[], opts: { title: string }): ProfileRow[];
