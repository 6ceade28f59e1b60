// Issue 10 "Forms": the shared spec rules (lib/validation) drive react-hook-form through a hand-written resolver (no schema library in the browser); the rule's
// message key is the first error handed to handleSubmit's onInvalid (the attention dialog), field keys go on fields.
import { describe, expect, it } from "vitest";
import { createFormControl, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import { firstErrorMessage, ruleResolver } from "@/components/ui/use-bff-form";
import { loginFieldErrors, validateLogin, type LoginForm } from "@/lib/validation/login";
import { validateContact, type ContactForm } from "@/lib/validation/contact";

async function submit<T extends FieldValues>(resolver: Resolver<T, unknown, T>, values: T) {
  const { handleSubmit } = createFormControl<T, unknown, T>({ defaultValues: values as never, resolver });
  let valid: T | null = null;
  let invalid: FieldErrors<T> | null = null;
  await handleSubmit(
    (v) => {
      valid = v;
    },
    (e) => {
      invalid = e;
    },
  )();
  return { valid: valid as T | null, invalid: invalid as FieldErrors<T> | null };
}

describe("ruleResolver", () => {
  it("hands the login rule's key to onInvalid first and the field-level keys to the fields", async () => {
    const { valid, invalid } = await submit(ruleResolver<LoginForm>(validateLogin, loginFieldErrors), { email: "", password: "" });
    expect(valid).toBeNull();
    expect(firstErrorMessage(invalid!)).toBe("login.fillAllFields");
    expect(invalid!.email?.message).toBe("login.enterEmail");
    expect(invalid!.password?.message).toBe("login.enterPassword");
  });

  it("keeps the spec's order: the first broken check of the shared rule", async () => {
    const base: ContactForm = { name: "Ana", email: "ana@example.al", subject: "Grup", message: "shkurt", subscribe: false };
    expect(firstErrorMessage((await submit(ruleResolver<ContactForm>(validateContact), { ...base, email: "x" })).invalid!)).toBe("alerts.wrong_email_format");
    expect(firstErrorMessage((await submit(ruleResolver<ContactForm>(validateContact), base)).invalid!)).toBe("contact.messageTooShort");
  });

  it("lets a valid form through with its values unchanged", async () => {
    const values = { email: "ana@example.al", password: "secret" };
    const { valid, invalid } = await submit(ruleResolver<LoginForm>(validateLogin, loginFieldErrors), values);
    expect(invalid).toBeNull();
    expect(valid).toEqual(values);
  });
});
