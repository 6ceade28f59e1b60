#!/usr/bin/env node
// `npm run chromium`: the e2e tests and the benchmark drive Debian's Chromium at /usr/bin/chromium
// (no browser download from the network). Installs it with apt when missing and running as root.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

export const CHROMIUM = "/usr/bin/chromium";

function run(command, args) {
  console.log(`$ ${command} ${args.join(" ")}`);
  // Inherit stdio so apt's progress is visible.
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return 0;
  if (process.platform !== "linux" || !existsSync("/usr/bin/apt-get")) {
    console.error(`Chromium is missing at ${CHROMIUM}. This project expects Debian's chromium package; on another system install Chromium and link it there.`);
    return 1;
  }
  if (typeof process.getuid !== "function" || process.getuid() !== 0) {
    console.error(
      [
        `Chromium is missing at ${CHROMIUM}; the e2e tests and the benchmark need it.`,
        "Install it once as root, then run the tests again:",
        "  sudo apt-get update && sudo apt-get install -y chromium",
        "(or run `sudo npm run chromium`).",
      ].join("\n"),
    );
    return 1;
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium package…`);
  try {
    run("apt-get", ["update"]);
    run("apt-get", ["install", "-y", "chromium"]);
  } catch (error) {
    console.error(`Installing chromium failed: ${error.message}`);
    return 1;
  }
  const check = spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" });
  if (!existsSync(CHROMIUM) || check.status !== 0) {
    console.error(`apt-get finished but ${CHROMIUM} does not run: ${check.stderr ?? check.error?.message ?? ""}`);
    return 1;
  }
  console.log(`Installed ${check.stdout.trim()}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exit(ensureChromium());
