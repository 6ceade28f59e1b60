// Issue 28: a group order's link sent in chat ("the friend chooser sends the link as a chat message card"). The card
// always leads to this site's own /group/{code} (or /en/group/{code}), whatever origin the text names, so a message
// cannot turn the card into a link to somewhere else.
const LINK = /(?:^|\s)(?:https?:\/\/[^\s/?#]+)?(\/en)?\/group\/([A-Za-z0-9_-]{24})(?=[\s.,;!?)]|$)/;

/** The app path (without the locale prefix) and the language of the first group-order link in `text`, or null. */
export function groupLinkIn(text: string | null | undefined): { href: string; code: string } | null {
  if (!text) return null;
  const match = LINK.exec(text);
  return match ? { href: `/group/${match[2]}`, code: match[2] } : null;
}
