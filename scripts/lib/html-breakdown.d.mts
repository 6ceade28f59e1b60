export function flightText(html: string): string;
export function jsonLdText(html: string): string;
export function markupOf(html: string): string;
export function occurrences(text: string, needle: string): number;
export interface HtmlBreakdown {
  bytes: number;
  gzipBytes: number;
  markupBytes: number;
  flightBytes: number;
  flightGzipBytes: number;
  jsonLdBytes: number;
  products: number;
}
export function htmlBreakdown(html: string): HtmlBreakdown;
