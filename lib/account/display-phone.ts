import { nationalPhone } from "@/lib/validation/phone";

/** "0671234567" → "067 123 4567": the national number in the groups people read it in. */
export function displayPhone(phone: string | null | undefined): string {
  const digits = nationalPhone(phone);
  const national = /^\d+$/.test(digits) && !digits.startsWith("0") ? `0${digits}` : digits;
  const m = /^(0\d{2})(\d{3})(\d+)$/.exec(national);
  return m ? `${m[1]} ${m[2]} ${m[3]}` : national;
}
