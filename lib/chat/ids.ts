// spec 3 §3 Channel ids: "c<number>" for single and group channels, "order_<orderId>" for order support. Checked
// before any upstream call (ARCHITECTURE "Ids in URLs are validated"); pure, shared by the BFF and the browser.
export const CHANNEL_ID = /^(c\d{1,18}|order_\d{1,18})$/;
/** The product API's message ids ("m" then lower-case letters, digits and "_"), also the paging cursor. */
export const MESSAGE_ID = /^m[0-9a-z_]{1,60}$/;

export const isChannelId = (value: unknown): value is string => typeof value === "string" && CHANNEL_ID.test(value);
export const isMessageId = (value: unknown): value is string => typeof value === "string" && MESSAGE_ID.test(value);
