// The form state of every form (components/ui/use-form.ts, which replaced react-hook-form): what a person notices —
// what was typed is what is sent (a select's number, a checkbox's yes/no, the chosen radio), a refused submit names
// the rule's key and loses nothing, a value set by the form shows in its field and in what watches it. No browser in
// the unit tests: the controls are small stand-ins with the DOM properties the form reads and writes.
import { describe, expect, it } from "vitest";
import { createForm, type FormApi, type FormControl } from "@/components/ui/use-form";
import { ruleResolver } from "@/components/ui/use-bff-form";
import { courierDefaults, validateCourier, type CourierForm } from "@/lib/validation/courier";
import { validateContact, type ContactForm } from "@/lib/validation/contact";
import { cardNumberInput, formatCardNumber } from "@/lib/validation/card";
import { loginFieldErrors, validateLogin, type LoginForm } from "@/lib/validation/login";

/** A control as the page renders it: its defaults are what the HTML said, `value`/`checked` what is shown now. */
function control(type: string, value = "", checked = false) {
  const el = {
    type,
    value,
    checked,
    defaultValue: value,
    defaultChecked: checked,
    focused: false,
    focus() {
      el.focused = true;
    },
  };
  return el;
}
type Fake = ReturnType<typeof control>;

/** A <select> whose first option is "choose" (value ""), then the given values. */
function select(values: string[]) {
  const options = ["", ...values].map((v) => ({ value: v, defaultSelected: false }));
  const el = {
    ...control("select-one"),
    options,
    selectedIndex: 0,
    choose(value: string) {
      el.selectedIndex = options.findIndex((o) => o.value === value);
      el.value = value;
    },
  };
  return el;
}

/** Mounts a registered control (React calling its ref); returns the clean-up React calls when it goes. */
function mount<T extends object>(form: FormApi<T>, name: keyof T & string, el: Fake, options?: Parameters<FormApi<T>["register"]>[1]) {
  return form.register(name, options).ref(el as unknown as FormControl) ?? (() => undefined);
}

/** The person types into a text control, or picks a select's option. */
function type<T extends object>(form: FormApi<T>, name: keyof T & string, el: Fake, value: string) {
  el.value = value;
  form.register(name).onChange();
}

function submit<T extends object>(form: FormApi<T>) {
  const result: { valid: T | null; invalid: string | null; prevented: boolean } = { valid: null, invalid: null, prevented: false };
  form.handleSubmit(
    (values) => {
      result.valid = values;
    },
    (errors) => {
      result.invalid = errors.root?.message ?? null;
    },
  )({
    preventDefault: () => {
      result.prevented = true;
    },
  });
  return result;
}

const numberOrNull = { setValueAs: (value: string) => (value === "" ? null : Number(value)) };
const CONTACT: ContactForm = { name: "", email: "", subject: "", message: "", subscribe: false };

describe("form state: what is typed is what is sent", () => {
  it("text, a checkbox's yes/no and the defaults of fields never touched", () => {
    const form = createForm<ContactForm>(CONTACT, ruleResolver(validateContact));
    const name = control("text");
    const email = control("email");
    const subject = control("text");
    const message = control("textarea");
    const subscribe = control("checkbox");
    mount(form, "name", name);
    mount(form, "email", email);
    mount(form, "subject", subject);
    mount(form, "message", message);
    mount(form, "subscribe", subscribe);
    form.ready();
    type(form, "name", name, "Ana Hoxha");
    type(form, "email", email, "ana@example.al");
    type(form, "subject", subject, "Porosi");
    type(form, "message", message, "Porosia ime nuk erdhi në kohë sot dhe askush nuk m’u përgjigj në telefon.");
    subscribe.checked = true;
    form.register("subscribe").onChange();
    const sent = submit(form);
    expect(sent.prevented).toBe(true);
    expect(sent.invalid).toBeNull();
    expect(sent.valid).toEqual({ name: "Ana Hoxha", email: "ana@example.al", subject: "Porosi", message: "Porosia ime nuk erdhi në kohë sot dhe askush nuk m’u përgjigj në telefon.", subscribe: true });
  });

  it("a select's choice through setValueAs (the courier's birth date as numbers, 'choose' as null) and the chosen radio", () => {
    const form = createForm<CourierForm>(courierDefaults(), ruleResolver(validateCourier));
    const bike = control("radio", "Bike");
    const car = control("radio", "Car");
    mount(form, "vehicle_type", bike);
    mount(form, "vehicle_type", car);
    const day = select(["1", "2", "3"]);
    const month = select(["0", "1", "2"]);
    const year = select(["2000", "1999"]);
    mount(form, "day", day, numberOrNull);
    mount(form, "month", month, numberOrNull);
    mount(form, "year", year, numberOrNull);
    form.ready();
    // The default radio is shown checked; nothing chosen in a select is null.
    expect([bike.checked, car.checked]).toEqual([true, false]);
    expect(day.value).toBe("");
    expect(form.getValues("day")).toBeNull();

    car.checked = true;
    bike.checked = false;
    form.register("vehicle_type").onChange();
    day.choose("3");
    form.register("day", numberOrNull).onChange();
    month.choose("0");
    form.register("month", numberOrNull).onChange();
    year.choose("2000");
    form.register("year", numberOrNull).onChange();
    expect(form.getValues()).toMatchObject({ vehicle_type: "Car", day: 3, month: 0, year: 2000 });

    month.choose("");
    form.register("month", numberOrNull).onChange();
    expect(form.getValues("month")).toBeNull();
  });

  it("what was typed before the page's script ran is kept; untouched controls show the defaults", () => {
    const form = createForm<ContactForm>({ ...CONTACT, subject: "Ndihmë" }, ruleResolver(validateContact));
    const name = control("text");
    name.value = "typed early";
    const subject = control("text");
    const subscribe = control("checkbox");
    subscribe.checked = true;
    mount(form, "name", name);
    mount(form, "subject", subject);
    mount(form, "subscribe", subscribe);
    form.ready();
    expect(form.getValues()).toMatchObject({ name: "typed early", subject: "Ndihmë", subscribe: true });
    expect(subject.value).toBe("Ndihmë");
  });

  it("a field without a default value takes what its control holds (the login form starts empty)", () => {
    const form = createForm<LoginForm>({}, ruleResolver(validateLogin, loginFieldErrors));
    const email = control("email");
    mount(form, "email", email);
    form.ready();
    expect(form.getValues("email")).toBe("");
  });
});

describe("form state: a refused submit", () => {
  it("hands the rule's key to onInvalid, keeps every value, focuses the first field with an error", () => {
    const form = createForm<LoginForm>({}, ruleResolver(validateLogin, loginFieldErrors));
    const email = control("email");
    const password = control("password");
    mount(form, "email", email);
    mount(form, "password", password);
    form.ready();
    type(form, "email", email, "ana@");
    type(form, "password", password, "secret");
    const refused = submit(form);
    expect(refused.valid).toBeNull();
    expect(refused.invalid).toBe("login.wrongEmailFormat");
    expect(form.formState.errors.email?.message).toBe("login.emailFormatNotCorrect");
    expect(form.formState.errors.password).toBeUndefined();
    expect(email.focused).toBe(true);
    expect(form.getValues()).toEqual({ email: "ana@", password: "secret" });
    expect([email.value, password.value]).toEqual(["ana@", "secret"]);
  });

  it("errors stay while typing (checked again on submit only) unless cleared; a valid submit clears them", () => {
    const form = createForm<LoginForm>({}, ruleResolver(validateLogin, loginFieldErrors));
    const email = control("email");
    const password = control("password");
    mount(form, "email", email, { onChange: () => form.clearErrors("email") });
    mount(form, "password", password);
    form.ready();
    submit(form);
    expect(Object.keys(form.formState.errors).sort()).toEqual(["email", "password", "root"]);
    type(form, "password", password, "secret");
    expect(form.formState.errors.password?.message).toBe("login.enterPassword");
    email.value = "ana@example.al";
    form.register("email", { onChange: () => form.clearErrors("email") }).onChange();
    expect(form.formState.errors.email).toBeUndefined();
    expect(form.formState.errors.root?.message).toBe("login.fillAllFields");
    expect(submit(form).valid).toEqual({ email: "ana@example.al", password: "secret" });
    expect(form.formState.errors).toEqual({});
  });
});

describe("form state: values set by the form", () => {
  it("setValue shows the value in the field and tells the watchers; other fields' values stay the same object", () => {
    const form = createForm<LoginForm & { code: string[] }>({ code: ["", ""] }, () => ({}));
    const email = control("email");
    mount(form, "email", email);
    form.ready();
    const code = form.getValues("code");
    let told = 0;
    const stop = form.subscribe(() => told++);
    form.setValue("email", "ana@example.al");
    expect(email.value).toBe("ana@example.al");
    expect(form.getValues("email")).toBe("ana@example.al");
    expect(told).toBe(1);
    // useWatch re-renders only when its field's value changes (Object.is): typing elsewhere leaves `code` as it was.
    type(form, "email", email, "ana@example.com");
    expect(form.getValues("code")).toBe(code);
    form.setValue("code", ["1", "2"]);
    expect(form.getValues("code")).toEqual(["1", "2"]);
    expect(told).toBe(3);
    // The same value again tells no one.
    type(form, "email", email, "ana@example.com");
    expect(told).toBe(3);
    stop();
    form.setValue("email", "x");
    expect(told).toBe(3);
  });

  it("a formatted field: what is stored is the digits, what is shown is grouped, also after setValue and reset (the card form)", () => {
    const form = createForm<{ number: string }>({ number: "" }, () => ({}));
    const number = control("text");
    const options = { setValueAs: cardNumberInput, format: formatCardNumber };
    mount(form, "number", number, options);
    form.ready();
    number.value = "4242424242424242";
    form.register("number", options).onChange();
    expect(form.getValues("number")).toBe("4242424242424242");
    expect(number.value).toBe("4242 4242 4242 4242");
    // Letters and a 17th digit never reach the value.
    number.value = "4242 4242 4242 4242 5x";
    form.register("number", options).onChange();
    expect([form.getValues("number"), number.value]).toEqual(["4242424242424242", "4242 4242 4242 4242"]);
    form.setValue("number", "5555555555554444");
    expect(number.value).toBe("5555 5555 5555 4444");
    form.reset({ number: "" });
    expect(number.value).toBe("");
    expect(form.register("number", options).defaultValue).toBe("");
    expect(createForm<{ number: string }>({ number: "4000056655665556" }, () => ({})).register("number", options).defaultValue).toBe("4000 0566 5566 5556");
  });

  it("setValue checks the radio and the checkbox of the value", () => {
    const form = createForm<CourierForm & { agree: boolean }>({ ...courierDefaults(), agree: false }, () => ({}));
    const male = control("radio", "male");
    const female = control("radio", "female");
    const agree = control("checkbox");
    mount(form, "gender", male);
    mount(form, "gender", female);
    mount(form, "agree", agree);
    form.ready();
    form.setValue("gender", "female");
    form.setValue("agree", true);
    expect([male.checked, female.checked, agree.checked]).toEqual([false, true, true]);
  });

  it("reset empties the fields and the errors; a control mounted again (a modal reopened) shows the stored value", () => {
    const form = createForm<ContactForm>(CONTACT, ruleResolver(validateContact));
    const name = control("text");
    const subscribe = control("checkbox");
    const unmount = mount(form, "name", name);
    mount(form, "subscribe", subscribe);
    form.ready();
    type(form, "name", name, "Ana");
    subscribe.checked = true;
    form.register("subscribe").onChange();
    submit(form);
    expect(form.formState.errors.root).toBeDefined();

    unmount();
    const again = control("text");
    mount(form, "name", again);
    expect(again.value).toBe("Ana");

    form.reset(CONTACT);
    expect([again.value, subscribe.checked]).toEqual(["", false]);
    expect(form.getValues()).toEqual(CONTACT);
    expect(form.formState.errors).toEqual({});
  });
});
