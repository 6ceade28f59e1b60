// `npm run build`: the production build the other scripts make (next build, then the startup chunks' compile hints).
import { runBuild } from "./lib/build.mjs";

const { ms } = await runBuild();
console.log(`[build] done in ${(ms / 1000).toFixed(1)} s`);
