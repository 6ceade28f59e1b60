import { startProductApi } from "./server";

// `npm run api`: the local product API with settings from the environment (see config.ts).
const started = Date.now();
const api = await startProductApi();
console.log(`product-api listening on ${api.url}${api.seeded ? ` (seeded in ${Date.now() - started} ms)` : ""}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`product-api: ${signal}, shutting down`);
  await api.close();
  process.exit(0);
}
process.once("SIGINT", () => void stop("SIGINT"));
process.once("SIGTERM", () => void stop("SIGTERM"));
