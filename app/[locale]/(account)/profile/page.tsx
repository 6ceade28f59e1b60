import { redirect } from "@/lib/i18n/navigation";
import { pageLocale } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

// spec 3 §2 Profile: the addresses tab is the default.
export default async function ProfilePage({ params }: Props) {
  const locale = await pageLocale(params);
  redirect({ href: "/profile/addresses", locale });
}
