import type { SeedContext } from "../context";
import { drawPhotos, insertPhotos, photographSmallSeed, seedLargeCatalogue } from "./catalogue";
import { seedLargeChats } from "./chats";
import { seedLargeOrders } from "./orders";
import { seedLargePeople } from "./people";
import { largeSizes } from "./plan";

// Issue 26: SHIJO_SEED=large — the small seed (unchanged: demo, her friends, chats and orders) plus a world at
// production shape around it: thousands of vendors over Albania and Kosovo with big menus and raster photos, tens of
// thousands of customers with friends, chats, orders and wallets. Deterministic like the small seed.

export interface LargeSeedReport { vendors: number; products: number; customers: number; channels: number; messages: number; orders: number; photoBytes: number }

/** Adds the large world to a database that has just been given the small seed (same transaction). */
export async function seedLarge(ctx: SeedContext, { scale = 1, progress }: { scale?: number; progress?: (line: string) => void } = {}): Promise<LargeSeedReport> {
  const sizes = largeSizes(scale);
  let last = Date.now();
  const step = (what: string) => {
    const t = Date.now();
    progress?.(`seed large: ${what} (${((t - last) / 1000).toFixed(1)} s)`);
    last = t;
  };
  const photos = drawPhotos();
  const vendors = await seedLargeCatalogue(ctx, sizes);
  await photographSmallSeed(ctx);
  const products = vendors.reduce((sum, v) => sum + v.products.length, 0);
  step(`${vendors.length} vendors, ${products} products`);
  const idOf = await seedLargePeople(ctx, sizes);
  step(`${sizes.customers} customers, friends and wallets`);
  const chats = await seedLargeChats(ctx, sizes, idOf);
  step(`${chats.channels} channels, ${chats.messages} messages`);
  const orders = await seedLargeOrders(ctx, sizes, vendors, idOf);
  step(`${orders} orders`);
  const photoBytes = await insertPhotos(ctx, await photos);
  step(`photos, ${(photoBytes / 1024 / 1024).toFixed(1)} MB of JPEG`);
  return { vendors: vendors.length, products, customers: sizes.customers, channels: chats.channels, messages: chats.messages, orders, photoBytes };
}
