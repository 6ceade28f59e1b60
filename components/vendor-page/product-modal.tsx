"use client";

import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { productParam } from "./product-param";
import { useProductParam } from "./use-product-param";
import { useVendor } from "./vendor-context";
import { onDemand } from "@/lib/client/on-demand";
import { isPlainClick } from "@/lib/client/plain-click";

// The dialog (options, quantity, cart rules, the new-order confirmation) is loaded the first time a product opens —
// on a click, or at once for a shared ?product= link — and stays mounted after, so closing works as before. Until
// then the vendor page carries only this click handler (issue 14's JS budget).
const ProductDialog = onDemand(() => import("./product-dialog"), { ssr: false }).View;

/** The URL-driven product modal (?product=ID): back closes it, a shared link opens it. */
export function ProductModal() {
  const [productId, setProductId] = useProductParam();
  const { categories } = useVendor();
  const pushed = useRef(false);
  const [wanted, setWanted] = useState(false);
  if (productId !== null && !wanted) setWanted(true);
  const product = useMemo(
    () => (productId === null ? null : (categories.flatMap((c) => c.products).find((p) => p.id === productId) ?? null)),
    [categories, productId],
  );

  // Product cards are plain links (they work without JavaScript); with it, they open the modal in place.
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-product-id]");
      if (!link) return;
      event.preventDefault();
      pushed.current = true;
      setProductId(productParam.parse(link.dataset.productId), { history: "push" });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [setProductId]);

  const close = useCallback(() => {
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
      return;
    }
    setProductId(null);
  }, [setProductId]);

  const titleId = useId();
  return wanted ? <ProductDialog open={productId !== null} product={product} titleId={titleId} onClose={close} /> : null;
}
