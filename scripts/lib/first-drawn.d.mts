/** Run in the page (addInitScript): when an element matching each selector was first in the document and first drawn. */
export function watchFirstDrawn(selectors: Record<string, string>): void;
declare global {
  interface Window {
    __firstDrawn?: Record<string, { inDocumentMs: number; drawnMs: number | null }>;
  }
}
