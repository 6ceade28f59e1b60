export const NGINX_TEMPLATE: string;
export function renderNginxConfig(values: Record<string, string>, template?: string): string;
export function serverLines(addresses: string[], params?: string): string;
export interface RunningNginx {
  url: string;
  apiUrl: string;
  port: number;
  apiPort: number;
  dir: string;
  pid: number;
  accessLog: string;
  stop(): Promise<void>;
}
export function startNginx(opts: { bin: string; storefronts: string[]; productApis: string[]; logStream?: NodeJS.WritableStream }): Promise<RunningNginx>;
