export interface ProductDialogInp {
  cpuSlowdown: number;
  runs: Array<{ inpMs: number; shownMs: number }>;
  /** The worst interaction's latency, ms (the page's INP). */
  inpMs: number;
  firstShownMs: number | null;
}
export function productDialogInp(opts: { url: string; cdpPort: number; locale: string; cpuSlowdown?: number; clicks?: number }): Promise<ProductDialogInp>;
