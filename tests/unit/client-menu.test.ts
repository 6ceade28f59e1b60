// Issue 26 §3 (ADR 0034): the vendor page's RSC payload carries its menu without what each product's place says, and
// the browser reads it back as the product API sent it.
import { describe, expect, it } from "vitest";
import type { MenuCategoryData, MenuProduct } from "@/lib/api/schemas/vendor-detail";
import { fullMenu, leanMenu } from "@/lib/vendors/client-menu";

const VENDOR = 46;

function product(id: number, over: Partial<MenuProduct> = {}): MenuProduct {
  const image = `http://127.0.0.1:4000/images/photos/${String(id).padStart(24, "0")}.jpg`;
  return {
    id, title: `Pjata ${id}`, description: "Me djathë", price: 400 + id, discount: 0, discount_price: 0,
    image_path: image, image_thumbnail_path: image, category_id: 7, vendor_id: VENDOR, isFav: 0, age_18: 0, product_options: [],
    ...over,
  };
}

const menu: MenuCategoryData[] = [
  {
    id: 7,
    title: "Të ftohta",
    products: [
      product(1),
      product(2, { discount: 20, discount_price: 100, age_18: 1, product_options: [{ id: 3, title: "E madhe", type: "option", price: 100 }] }),
      product(3, { image_path: null, image_thumbnail_path: null, description: null }),
    ],
  },
  {
    id: 8,
    title: "Pije",
    products: [
      product(4, { category_id: 8 }),
      // Each field is kept when its place does not give it.
      product(5, { category_id: 99, vendor_id: 47, isFav: 1, image_thumbnail_path: "http://127.0.0.1:4000/images/photos/thumb.jpg" }),
      product(6, { category_id: 8, image_thumbnail_path: null }),
    ],
  },
  { id: 9, title: "Bosh", products: [] },
];

describe("the menu in the vendor page's payload", () => {
  it("comes back as the product API sent it", () => {
    expect(fullMenu(JSON.parse(JSON.stringify(leanMenu(menu, VENDOR))), VENDOR)).toEqual(menu);
  });

  it("leaves out the vendor's id, the category's id, a thumbnail equal to the picture, and no discount, options or heart", () => {
    const [first, second] = leanMenu(menu, VENDOR);
    expect(Object.keys(first.products[0]).sort()).toEqual(["description", "id", "image_path", "price", "title"]);
    expect(first.products[1]).toMatchObject({ discount: 20, discount_price: 100, age_18: 1, product_options: [{ id: 3 }] });
    expect(first.products[2]).toEqual({ id: 3, title: "Pjata 3", price: 403, image_path: null });
    expect(second.products[1]).toMatchObject({ category_id: 99, vendor_id: 47, isFav: 1, image_thumbnail_path: "http://127.0.0.1:4000/images/photos/thumb.jpg" });
    expect(second.products[2]).toMatchObject({ image_thumbnail_path: null });
    expect(second.products[2]).not.toHaveProperty("category_id");
  });

  it("a typical product (no discount, no options, its own picture) is under half its size", () => {
    const typical = [{ id: 7, title: "Të ftohta", products: [product(1)] }];
    expect(JSON.stringify(leanMenu(typical, VENDOR)).length).toBeLessThan(JSON.stringify(typical).length / 2);
  });
});
