import { loadConfigOrExit } from "./config";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { analyzeIfNeverAnalyzed } from "./db/statistics";
import { seed } from "./seed";

// `npm run seed`: drop all data and write the deterministic seed again (SHIJO_SEED=large: the large one).
const config = loadConfigOrExit();

// PGlite is single-process: re-seeding under a running API would corrupt its data directory.
if (!config.databaseUrl) {
  const running = await fetch(`http://${config.host}:${config.port}/health`, { signal: AbortSignal.timeout(1000) })
    .then((r) => r.ok)
    .catch(() => false);
  if (running) {
    console.error(`product-api is running on ${config.host}:${config.port}; stop it before re-seeding ${config.dataDir}.`);
    process.exit(1);
  }
}

const started = Date.now();
const database = await openDatabase(config);
try {
  await migrate(database);
  await seed(database.db, new Date(), { profile: config.seedProfile, progress: (line) => console.log(line) });
  // PGlite never analyzes by itself: the planner's statistics of a large seed are gathered before the first read.
  if (await analyzeIfNeverAnalyzed(database.db)) console.log("gathered the planner's statistics (ANALYZE)");
  console.log(`seeded ${config.databaseUrl ? "DATABASE_URL" : config.dataDir} (${config.seedProfile}) in ${Date.now() - started} ms`);
} finally {
  await database.close();
}
