import type { Metadata } from "next";
import { PersonPage } from "@/components/social/person-page";
import { pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; id: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "socialInvitation", { noindex: true });
}

export default async function SocialInvitationPage({ params }: Props) {
  return <PersonPage params={params} id={(await params).id} tab="/social/invitations" />;
}
