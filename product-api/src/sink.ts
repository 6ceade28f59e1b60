import type { Db } from "./db/client";
import { outbox } from "./db/schema";

// ARCHITECTURE: the SMS/e-mail sink. Nothing leaves the machine: messages land in the outbox table (read by the
// test-only endpoint) and, in development, in one log line.
export interface SinkMessage {
  kind: string;
  body: string;
  code?: string;
  subject?: string;
}

export interface Sink {
  sms(phone: string, message: SinkMessage): Promise<void>;
  email(address: string, message: SinkMessage): Promise<void>;
}

/** Albanian numbers are stored as dialled (06x…); SMS goes to the international form (spec 1 §5: +355 only). */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  if (digits.startsWith("355")) return `+${digits}`;
  return `+355${digits.replace(/^0/, "")}`;
}

export function createSink(db: Db, log: boolean): Sink {
  async function deliver(channel: "sms" | "email", recipient: string, message: SinkMessage) {
    await db.insert(outbox).values({
      channel,
      recipient,
      kind: message.kind,
      subject: message.subject ?? null,
      body: message.body,
      code: message.code ?? null,
    });
    if (log) {
      const what = message.code ? `code ${message.code}` : (message.subject ?? message.kind);
      console.log(`[sink] ${channel} to ${recipient}: ${what}`);
    }
  }
  return {
    sms: (phone, message) => deliver("sms", internationalPhone(phone), message),
    email: (address, message) => deliver("email", address.trim().toLowerCase(), message),
  };
}
