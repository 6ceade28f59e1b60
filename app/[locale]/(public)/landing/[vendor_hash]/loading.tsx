import { LandingSkeleton } from "@/components/landing/landing-skeleton";

// spec 1 §2 Vendor landing page: skeleton while loading.
export default function Loading() {
  return <LandingSkeleton />;
}
