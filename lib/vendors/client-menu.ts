import type { MenuCategoryData, MenuProduct } from "@/lib/api/schemas/vendor-detail";

// The menu a vendor page hands its client parts (the product dialog, the menu list once it changes, the JSON-LD of a
// page drawn in the browser) travels in the page's RSC payload, beside the cards and the JSON-LD that already carry
// it: on a 330-product menu it was 161 KB of the 726 KB HTML (issue 26 §3, ADR 0034). Each product there repeated
// what its place says (the vendor's id, its category's id, most often its thumbnail's address equal to its picture's)
// and the fields most products leave at nothing (no discount, no options, a guest's empty heart: a cached page is
// everyone's). The payload leaves out a field only when it is exactly that, and the browser puts it back, so the
// client parts read the menu as the product API sent it.

/** Fields most products leave at these values; a product's own value is kept when it is another. */
const USUAL = { discount: 0, discount_price: 0, isFav: 0, age_18: 0, description: null } as const;
type Usual = keyof typeof USUAL;
const USUAL_KEYS = Object.keys(USUAL) as Usual[];

/** A product as the payload carries it: each left-out field is the one its place or USUAL gives. */
export type ClientProduct = Omit<MenuProduct, Usual | "vendor_id" | "category_id" | "image_thumbnail_path" | "product_options"> &
  Partial<Pick<MenuProduct, Usual | "vendor_id" | "category_id" | "image_thumbnail_path" | "product_options">>;

export interface ClientCategory {
  id: MenuCategoryData["id"];
  title: string;
  products: ClientProduct[];
}

/** The menu for the payload: each product without the fields its vendor, category or USUAL give (kept when they differ). */
export function leanMenu(categories: readonly MenuCategoryData[], vendorId: number): ClientCategory[] {
  return categories.map((category) => ({
    id: category.id,
    title: category.title,
    products: category.products.map((product) => {
      const lean: Partial<MenuProduct> = { ...product };
      for (const key of USUAL_KEYS) if (lean[key] === USUAL[key]) delete lean[key];
      if (product.category_id === category.id) delete lean.category_id;
      if (product.vendor_id === vendorId) delete lean.vendor_id;
      if (product.image_thumbnail_path === product.image_path) delete lean.image_thumbnail_path;
      if (product.product_options.length === 0) delete lean.product_options;
      return lean as ClientProduct;
    }),
  }));
}

/** The menu as the product API sent it, from the payload's: `fullMenu(leanMenu(menu, id), id)` equals `menu`. */
export function fullMenu(categories: readonly ClientCategory[], vendorId: number): MenuCategoryData[] {
  return categories.map((category) => ({
    id: category.id,
    title: category.title,
    products: category.products.map(
      (product): MenuProduct => ({
        ...USUAL,
        category_id: category.id,
        vendor_id: vendorId,
        image_thumbnail_path: product.image_path,
        product_options: [],
        ...product,
      }),
    ),
  }));
}
