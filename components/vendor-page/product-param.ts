import { createParser, createSerializer } from "nuqs/server";

// The vendor page's product modal lives in the URL as ?product=ID (an id of up to 9 digits; anything else leaves
// the modal closed). Shared by the server-rendered menu links and the client modal.
export const productParam = createParser({ parse: (v) => (/^\d{1,9}$/.test(v) ? Number(v) : null), serialize: String });

const serialize = createSerializer({ product: productParam });

/** The menu card's link: a plain link to ?product=ID that works without JavaScript. */
export const productHref = (id: number) => serialize({ product: id });
