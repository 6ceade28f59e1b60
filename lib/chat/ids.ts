// spec 3 §3 Channel ids: "c<number>" for single and group channels, "order_<orderId>" for order support. Checked
// before any upstream call (ARCHITECTURE "Ids in URLs are validated"); pure, shared by the BFF and the browser.
export const CHANNEL_ID = /^(c\d{1,18}|order_\d{1,18})$/;
/** The product API's message ids (m_<hex>, or a uuid): letters, digits, "_" and "-" only. */
export const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isChannelId = (value: unknown): value is string => typeof value === "string" && CHANNEL_ID.test(value);
export const isMessageId = (value: unknown): value is string => typeof value === "string" && MESSAGE_ID.test(value);
