import "server-only";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import type { LoginKey } from "@/lib/validation/login";
import type { RegisterKey } from "@/lib/validation/register";
import type { ChangePasswordKey, ResetPasswordKey } from "@/lib/validation/password";
import type { EditPhoneKey } from "@/lib/validation/profile";

/** The rule modules return message keys (namespace.key); the BFF answers their text in the caller's language. */
export type RuleKey = LoginKey | RegisterKey | ResetPasswordKey | ChangePasswordKey | EditPhoneKey;

export async function ruleMessage(locale: Locale, key: RuleKey): Promise<string> {
  const t = await getTranslations({ locale });
  return t(key);
}
