import { ymd } from "@/contract/tirane-time";
import { isBlank, isValidEmail } from "./email";
import { isAlbanianMobile, removeSpaces } from "./phone";

export const VEHICLE_TYPES = ["Bike", "Motorbike", "Car"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const FIRST_BIRTH_YEAR = 1940;

export const COURIER_KEYS = ["alerts.fill_all_fields", "alerts.wrong_email_format", "alerts.wrong_phone_format", "courier.invalidBirthdate"] as const;
export type CourierKey = (typeof COURIER_KEYS)[number];

export interface CourierForm {
  vehicle_type: VehicleType;
  full_name: string;
  gender: "male" | "female";
  phone: string;
  email: string;
  password: string;
  year: number | null;
  month: number | null; // spec 1 §3: held 0-based (0 = January)
  day: number | null;
}

/** Spec 1 §3: vehicle Bike and gender male by default. */
export function courierDefaults(): CourierForm {
  return { vehicle_type: "Bike", full_name: "", gender: "male", phone: "", email: "", password: "", year: null, month: null, day: null };
}

/** Days in a month given 0-based, so the day list never offers 30 February. */
export function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** Spec 1 §3: the derived birthdate, month sent 1-based: YYYY-MM-DD. */
export function birthdateOf(year: number, month0: number, day: number): string {
  return ymd(year, month0 + 1, day);
}

/** Spec 1 §5 Courier: all fields required (month 0 is January, so it counts as filled), e-mail, phone, a real date. */
export function validateCourier(form: CourierForm): CourierKey | null {
  const { year, month, day } = form;
  const textMissing = [form.full_name, form.phone, form.email].some(isBlank) || form.password === "";
  if (textMissing || year === null || month === null || day === null) return "alerts.fill_all_fields";
  if (!isValidEmail(form.email)) return "alerts.wrong_email_format";
  if (!isAlbanianMobile(form.phone)) return "alerts.wrong_phone_format";
  if (month < 0 || month > 11 || day < 1 || day > daysInMonth(year, month)) return "courier.invalidBirthdate";
  return null;
}

/** Spec 1 §7 POST apply-courier: courier fields plus birthdate; month 1-based. Call after validateCourier. */
export function courierPayload(form: CourierForm) {
  const year = form.year ?? 0;
  const month0 = form.month ?? 0;
  const day = form.day ?? 0;
  return {
    vehicle_type: form.vehicle_type,
    full_name: form.full_name.trim(),
    gender: form.gender,
    phone: removeSpaces(form.phone),
    email: form.email.trim(),
    password: form.password,
    year,
    month: month0 + 1,
    day,
    birthdate: birthdateOf(year, month0, day),
  };
}
