import { PHONE_PREFIX } from "@/lib/validation/phone";
import { Field, type InputFieldProps } from "./field";

// The phone and e-mail fields of the account forms (register, edit phone, edit profile): one each, so the keyboard,
// the autofill and the +355 prefix are the same wherever a person types them. Each takes a form's register() (./use-form).

type TextFieldProps = Omit<InputFieldProps, "as" | "type" | "prefix" | "inputMode" | "autoComplete">;

/** An Albanian mobile number (spec 1 §5, also without the leading 0): digits after the fixed +355, required. */
export function PhoneField(props: TextFieldProps) {
  return <Field type="tel" inputMode="numeric" autoComplete="tel-national" required prefix={PHONE_PREFIX} {...props} />;
}

/** An e-mail address: the e-mail keyboard and autofill, at most 254 characters (RFC 5321's longest path). */
export function EmailField(props: TextFieldProps) {
  return <Field type="email" inputMode="email" autoComplete="email" maxLength={254} {...props} />;
}
