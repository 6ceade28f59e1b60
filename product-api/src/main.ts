import { tracingConfigured } from "../../contract/telemetry/tracing-switch";
import { loadConfigOrExit } from "./config";
import { startProductApi } from "./server";

// `npm run api`: the local product API with settings from the environment (see config.ts).
const started = Date.now();
// Issue 30: spans over OTLP only when OTEL_EXPORTER_OTLP_ENDPOINT is set; otherwise the SDK is not loaded at all.
const tracing = tracingConfigured() ? (await import("../../contract/telemetry/tracing")).startTracing({ serviceName: "shijo-product-api" }) : null;
// A setting that cannot be read stops the start with its message alone (startProductApi reads them again).
loadConfigOrExit();
const api = await startProductApi();
console.log(`product-api listening on ${api.url}${api.seeded ? ` (seeded in ${Date.now() - started} ms)` : ""}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`product-api: ${signal}, shutting down`);
  await api.close();
  // The last few seconds of spans, still in the batch.
  await tracing?.shutdown().catch(() => {});
  process.exit(0);
}
process.once("SIGINT", () => void stop("SIGINT"));
process.once("SIGTERM", () => void stop("SIGTERM"));
