import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { getSetting } from "../settings";

// spec 3 §7 GET invite-earn/get-referrals-setting → settings (spec 3 §3 Referral settings), read by checkout for
// show_earn_invitation_module (spec 2 §5). Mounted last in app.ts: the social area's own handler, when there is
// one, answers instead.
export function referralSettingsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get("/invite-earn/get-referrals-setting", requireUser(deps), async (c) => {
    const referral = await getSetting(deps.db, "referral");
    if (!referral) return c.json({ settings: { show_earn_invitation_module: 0, show_referral_module: 0 } });
    const { messages, ...numbers } = referral;
    const lang = c.get("lang");
    return c.json({ settings: { ...numbers, ...Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, v[lang]])) } });
  });

  return app;
}
