import { landingOgImage } from "@/components/landing/landing-og-image";

export const alt = "Shijo";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

type Props = { params: Promise<{ locale: string; vendor_hash: string }> };

// The generated preview of a landing URL: vendor logo, name and delivery time (issue 6).
export default async function Image({ params }: Props) {
  return landingOgImage(await params);
}
