// Issue 10 "Forms": the shared spec rules (lib/validation) drive the form (components/ui/use-form.ts) through a hand-written resolver (no schema library in the browser); the rule's
// message key is the first error handed to handleSubmit's onInvalid (the attention dialog), field keys go on fields.
import { describe, expect, it } from "vitest";
import { createForm, type FormErrors, type Resolver } from "@/components/ui/use-form";
import { firstErrorMessage, ruleResolver } from "@/components/ui/use-bff-form";
import { loginFieldErrors, validateLogin, type LoginForm } from "@/lib/validation/login";
import { validateContact, type ContactForm } from "@/lib/validation/contact";

function submit<T extends object>(resolver: Resolver<T>, values: T) {
  const { handleSubmit } = createForm<T>(values, resolver);
  let valid: T | null = null;
  let invalid: FormErrors | null = null;
  handleSubmit(
    (v) => {
      valid = v;
    },
    (e) => {
      invalid = e;
    },
  )();
  return { valid: valid as T | null, invalid: invalid as FormErrors | null };
}

describe("ruleResolver", () => {
  it("hands the login rule's key to onInvalid first and the field-level keys to the fields", () => {
    const { valid, invalid } = submit(ruleResolver<LoginForm>(validateLogin, loginFieldErrors), { email: "", password: "" });
    expect(valid).toBeNull();
    expect(firstErrorMessage(invalid!)).toBe("login.fillAllFields");
    expect(invalid!.email?.message).toBe("login.enterEmail");
    expect(invalid!.password?.message).toBe("login.enterPassword");
  });

  it("keeps the spec's order: the first broken check of the shared rule", () => {
    const base: ContactForm = { name: "Ana", email: "ana@example.al", subject: "Grup", message: "shkurt", subscribe: false };
    expect(firstErrorMessage(submit(ruleResolver<ContactForm>(validateContact), { ...base, email: "x" }).invalid!)).toBe("alerts.wrong_email_format");
    expect(firstErrorMessage(submit(ruleResolver<ContactForm>(validateContact), base).invalid!)).toBe("contact.messageTooShort");
  });

  it("lets a valid form through with its values unchanged", () => {
    const values = { email: "ana@example.al", password: "secret" };
    const { valid, invalid } = submit(ruleResolver<LoginForm>(validateLogin, loginFieldErrors), values);
    expect(invalid).toBeNull();
    expect(valid).toEqual(values);
  });
});
