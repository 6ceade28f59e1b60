// The vendor page's product modal lives in the URL as ?product=ID (an id of up to 9 digits; anything else leaves
// the modal closed). Shared by the server-rendered menu links and the client modal (use-product-param.ts). Plain
// functions, no URL-state library: the vendor page is a public page with a JS budget (issue 14).
export const productParam = {
  parse: (value: string | null | undefined): number | null => (value && /^\d{1,9}$/.test(value) ? Number(value) : null),
  serialize: (id: number): string => String(id),
};

/** The menu card's link: a plain link to ?product=ID that works without JavaScript. */
export const productHref = (id: number) => `?product=${productParam.serialize(id)}`;
