import { NextResponse } from "next/server";
import { z } from "zod";
import { getUser } from "@/lib/api/auth";
import { createDefaultAddress } from "@/lib/api/default-address";
import { updateProfile } from "@/lib/api/profile";
import { bffRoute } from "@/lib/bff/handler";
import { profileNeedsCoordinates } from "@/lib/location/startup";

const input = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  formatted_address: z.string().trim().min(1).max(300),
});

// spec 1 §4 after login, location setup: "if the profile has no coordinates save them to it; create a default
// address from it". The browser found the place (stored, device or Tirana) and its address text.
export const POST = bffRoute({ access: "user", input }, async ({ input, api, session, t, fail }) => {
  if (!session.token) return NextResponse.json({ error: t("unauthenticated") }, { status: 401 });
  const profile = await getUser(api);
  if (!profile.ok) return fail(profile.error);
  let savedToProfile = false;
  if (profileNeedsCoordinates(profile.data.user)) {
    const saved = await updateProfile(api, { latitude: input.latitude, longitude: input.longitude });
    if (!saved.ok) return fail(saved.error);
    savedToProfile = true;
  }
  const address = await createDefaultAddress(api, input);
  if (!address.ok) return fail(address.error);
  return NextResponse.json({ ok: true, saved_to_profile: savedToProfile, address_created: address.data.created });
});
