// How every Chromium of the tests and the bench is started (Debian's /usr/bin/chromium, headless): the flags the
// machine's guide names, and Chromium's omnibox popup switched off (ADR 0038).
//
// Chromium 15x builds, for every browser window, the omnibox popup as a WebUI page in a renderer of its own
// (`--type=renderer --top-chrome-webui`, chrome://omnibox-popup.top-chrome). Headless Chromium opens a window for
// each Playwright browser context and one at start: on this 2-core machine that renderer took 1.0–1.9 s of CPU in the
// first seconds of every context, beside the page being measured or tested. No page here has an address bar.

/** The guide's flags (README, "This machine"). */
export const CHROMIUM_FLAGS = Object.freeze([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]);

/** The features that build the omnibox popup's WebUI renderer: all three must be off for it not to start. */
export const OMNIBOX_WEBUI_FEATURES = Object.freeze(["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"]);

/**
 * The features @playwright/test 1.65 switches off itself (playwright-core's chromiumSwitches). Chromium keeps only the
 * last `--disable-features`, so a launch through Playwright that adds ours must repeat them.
 * tests/e2e/chromium-args.spec.ts fails when a Playwright upgrade switches off one that is not here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = Object.freeze([
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
]);

/** `args` for `chromium.launch` (Playwright): the guide's flags, Playwright's disabled features and ours. */
export function playwrightChromiumArgs() {
  return [...CHROMIUM_FLAGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(",")}`];
}

/** Flags for a Chromium started directly (not through Playwright), e.g. the one Lighthouse drives. */
export function directChromiumArgs() {
  return [...CHROMIUM_FLAGS, `--disable-features=${OMNIBOX_WEBUI_FEATURES.join(",")}`];
}
