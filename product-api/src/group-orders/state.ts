import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { GroupCheckoutPart, GroupLine, GroupOrderState, GroupParticipant } from "../../../contract/group-order";
import type { Db } from "../db/client";
import { groupOrderLines, groupOrderParticipants, groupOrderParts, groupOrders, productColumns, productOptions, products, users, vendors } from "../db/schema";
import { inLang, type Lang } from "../http/i18n";
import { absoluteUrl } from "../http/urls";
import { notify } from "../chat/notify";
import { unitPrice } from "../orders/pricing";
import { GROUP_IDLE_MS } from "../../../contract/group-order";
import { isIdle, optionsAllowed, type Role } from "./rules";

export type GroupRow = typeof groupOrders.$inferSelect;

/** The caller's place in the group order. */
export async function roleOf(db: Db, group: GroupRow, userId: number): Promise<Role> {
  if (group.hostId === userId) return "host";
  const [row] = await db
    .select({ removedAt: groupOrderParticipants.removedAt })
    .from(groupOrderParticipants)
    .where(and(eq(groupOrderParticipants.groupOrderId, group.id), eq(groupOrderParticipants.userId, userId)))
    .limit(1);
  if (!row) return "none";
  return row.removedAt ? "removed" : "participant";
}

/** The participants now (not removed), host first, then in the order of joining. */
export async function participantIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: groupOrderParticipants.userId })
    .from(groupOrderParticipants)
    .where(and(eq(groupOrderParticipants.groupOrderId, groupId), isNull(groupOrderParticipants.removedAt)))
    .orderBy(asc(groupOrderParticipants.joinedAt), asc(groupOrderParticipants.userId));
  return rows.map((r) => r.userId);
}

/** Tells the participants' streams (ADR 0020 "Live"), in the caller's transaction; `removed` lose their stream. */
export async function announce(tx: Db, group: Pick<GroupRow, "id" | "code" | "status" | "version">, removed: number[] = []): Promise<void> {
  const users = await participantIds(tx, group.id);
  await notify(tx, { kind: "group_order", group_order_id: group.id, code: group.code, status: group.status, version: group.version, users: [...users, ...removed], ...(removed.length ? { removed } : {}) });
}

/** The row by code, expired first when it has been idle for 3 hours (lazily: no timer). Null for an unknown code. */
export async function loadGroup(db: Db, code: string, now: Date): Promise<GroupRow | null> {
  const [row] = await db.select().from(groupOrders).where(eq(groupOrders.code, code)).limit(1);
  if (!row) return null;
  return isIdle(row, now) ? expire(db, row) : row;
}

/** Expires an idle group order once (the first reader that sees it idle), and tells its participants. */
export async function expire(db: Db, row: GroupRow): Promise<GroupRow> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(groupOrders)
      .set({ status: "expired", version: row.version + 1 })
      .where(and(eq(groupOrders.id, row.id), eq(groupOrders.version, row.version)))
      .returning();
    if (!updated) {
      const [current] = await tx.select().from(groupOrders).where(eq(groupOrders.id, row.id));
      return current;
    }
    await announce(tx, updated);
    return updated;
  });
}

interface PricedLine { row: typeof groupOrderLines.$inferSelect; line: GroupLine }

/** Every line of the group order priced from the menu as it is now (spec 2 §9); off-menu lines are flagged. */
export async function pricedLines(db: Db, group: Pick<GroupRow, "id" | "vendorId">, lang: Lang): Promise<PricedLine[]> {
  const rows = await db.select().from(groupOrderLines).where(eq(groupOrderLines.groupOrderId, group.id)).orderBy(asc(groupOrderLines.id));
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const [productRows, optionRows] = await Promise.all([
    db.select(productColumns).from(products).where(inArray(products.id, productIds)),
    db.select().from(productOptions).where(inArray(productOptions.productId, productIds)),
  ]);
  return rows.map((row) => {
    const product = productRows.find((p) => p.id === row.productId);
    const options = row.options.map((id) => optionRows.find((o) => o.id === id && o.productId === row.productId));
    const known = options.filter((o): o is NonNullable<typeof o> => o !== undefined);
    const available = !!product && product.vendorId === group.vendorId && product.isAvailable && known.length === options.length && optionsAllowed(known.map((o) => o.type));
    const priced = known.map((o) => ({ id: o.id, title: inLang(lang, o.title, o.titleEn), type: o.type, price: o.price }));
    const unit = product ? unitPrice(product, priced) : 0;
    return {
      row,
      line: {
        id: row.id,
        product_id: row.productId,
        title: product?.title ?? "",
        qty: row.qty,
        unit_price: unit,
        options: priced,
        item_instructions: row.itemInstructions,
        line_total: unit * row.qty,
        available,
      },
    };
  });
}

/** GET group-orders/{code}: the state for one viewer (ADR 0020 "The state"); no phone or e-mail of anyone. */
export async function stateFor(db: Db, group: GroupRow, viewer: number, role: Role, lang: Lang, baseUrl: string): Promise<GroupOrderState> {
  const [[vendor], people, lines, parts] = await Promise.all([
    db.select().from(vendors).where(eq(vendors.id, group.vendorId)).limit(1),
    db
      .select({ userId: groupOrderParticipants.userId, ready: groupOrderParticipants.ready, fullName: users.fullName, photo: users.photo })
      .from(groupOrderParticipants)
      .innerJoin(users, eq(users.id, groupOrderParticipants.userId))
      .where(and(eq(groupOrderParticipants.groupOrderId, group.id), isNull(groupOrderParticipants.removedAt)))
      .orderBy(asc(groupOrderParticipants.joinedAt), asc(groupOrderParticipants.userId)),
    pricedLines(db, group, lang),
    db.select().from(groupOrderParts).where(eq(groupOrderParts.groupOrderId, group.id)),
  ]);
  const participants: GroupParticipant[] = people.map((p) => {
    const own = lines.filter((l) => l.row.userId === p.userId).map((l) => l.line);
    const subtotal = own.filter((l) => l.available).reduce((sum, l) => sum + l.line_total, 0);
    return {
      user: { id: p.userId, full_name: p.fullName, photo: absoluteUrl(baseUrl, p.photo) },
      is_host: p.userId === group.hostId,
      ready: p.ready,
      lines: own,
      subtotal,
      over_limit: group.spendLimit !== null && subtotal > group.spendLimit,
    };
  });
  const host = participants.find((p) => p.is_host)?.user ?? { id: group.hostId, full_name: "", photo: null };
  const checkout = group.checkout && group.paymentMode
    ? {
        payment_mode: group.paymentMode,
        totals: group.checkout.totals,
        parts: parts
          .map((p): GroupCheckoutPart => ({
            userId: p.userId, items: p.items, discount: p.discount, fees: p.fees, amount: p.amount,
            committed: p.committedAt !== null, method: p.method, cashback: p.cashback,
          }))
          .sort((a, b) => participants.findIndex((x) => x.user.id === a.userId) - participants.findIndex((x) => x.user.id === b.userId)),
      }
    : null;
  return {
    code: group.code,
    url: `/group/${group.code}`,
    status: group.status,
    method: group.method,
    vendor: {
      id: vendor.id, hash_id: vendor.hashId, slug: vendor.slug, title: vendor.title,
      logo_thumbnail_path: absoluteUrl(baseUrl, vendor.logoPath), order_method: vendor.orderMethod,
    },
    host,
    me: viewer,
    is_host: role === "host",
    is_participant: role === "host" || role === "participant",
    spend_limit: group.spendLimit,
    deadline: group.deadline?.toISOString() ?? null,
    locked: group.status === "locked",
    participants,
    subtotal: participants.reduce((sum, p) => sum + p.subtotal, 0),
    checkout,
    order_id: group.orderId,
    expires_at: new Date(group.lastActivityAt.getTime() + GROUP_IDLE_MS).toISOString(),
    version: group.version,
  };
}
