import { isBlank, isValidEmail } from "./email";
import { isAlbanianMobile } from "./phone";

export const PARTNER_VENDOR_TYPES = ["restaurant", "grocery", "pharmacy", "other"] as const;
export type PartnerVendorType = (typeof PARTNER_VENDOR_TYPES)[number];

export const PARTNER_KEYS = ["alerts.fill_all_fields", "alerts.wrong_email_format", "alerts.wrong_phone_format"] as const;
export type PartnerKey = (typeof PARTNER_KEYS)[number];

export interface PartnerForm {
  store_name: string;
  vendor_type: PartnerVendorType;
  country: string;
  city: string;
  state: string;
  full_name: string;
  phone: string;
  email: string;
}

/** Spec 1 §3: vendor_type restaurant by default. */
export function partnerDefaults(): PartnerForm {
  return { store_name: "", vendor_type: "restaurant", country: "", city: "", state: "", full_name: "", phone: "", email: "" };
}

/** Spec 1 §5 Partner: store_name, full_name, phone, email, country, city, state required; e-mail and phone formats. */
export function validatePartner(form: PartnerForm): PartnerKey | null {
  const required = [form.store_name, form.full_name, form.phone, form.email, form.country, form.city, form.state];
  if (required.some(isBlank)) return "alerts.fill_all_fields";
  if (!isValidEmail(form.email)) return "alerts.wrong_email_format";
  if (!isAlbanianMobile(form.phone)) return "alerts.wrong_phone_format";
  return null;
}
