export const COMPILE_HINT: string;
export function withCompileHint(source: string): string;
export function shiftSourceMap<T extends { mappings?: string; sections?: { offset: { line: number; column: number } }[] }>(map: T): T;
export function startupChunks(nextDir: string): string[];
export const MAPLIBRE_MARK: string;
export function maplibreChunks(nextDir: string): string[];
export function addCompileHints(nextDir: string): string[];
