import { vendorOgImage } from "@/components/vendor-page/vendor-og-image";

export const alt = "Shijo";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

type Props = { params: Promise<{ locale: string; vendor_hash: string; vendor_name: string; order_method?: string }> };

// The shared-link preview: logo, name, rating (components/vendor-page/vendor-og-image.tsx).
export default async function Image({ params }: Props) {
  return vendorOgImage(await params);
}
