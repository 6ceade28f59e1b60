export const CHROMIUM_FLAGS: readonly string[];
export const OMNIBOX_WEBUI_FEATURES: readonly string[];
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[];
export function playwrightChromiumArgs(): string[];
export function directChromiumArgs(): string[];
