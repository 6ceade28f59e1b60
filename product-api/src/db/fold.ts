// Accent-folding for the vendor search (spec 2 §7 name): "embelsire" finds "Ëmbëlsira", "pica" finds "PICA".
// translate() first, because lower() only folds ASCII under the C collation PGlite uses. Shared by the search's SQL
// (vendors/list-query.ts) and the products' stored search text (schema/vendors.ts, migration 0010), which must fold
// alike.
export const FOLD_FROM = "ëçáàâäéèêíìîóòôöúùûüËÇÁÀÂÄÉÈÊÍÌÎÓÒÔÖÚÙÛÜ";
export const FOLD_TO = "ecaaaaeeeiiioooouuuuecaaaaeeeiiioooouuuu";

/** The SQL text of `lower(translate(<expression>, FROM, TO))`, for a generated column (literals, no parameters). */
export const foldExpression = (expression: string) => `lower(translate(${expression}, '${FOLD_FROM}', '${FOLD_TO}'))`;
