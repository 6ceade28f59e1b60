/**
 * A click the page may take over, as next/link does: the main button, not already handled, and no modifier key
 * (a new tab, a new window or a download stay the browser's). Enter on a link is such a click too.
 */
export function isPlainClick(event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
