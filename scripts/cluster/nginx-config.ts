/**
 * The nginx configuration of a cluster: deploy/nginx/*.conf with their {{…}} fields filled in for
 * one machine (ports of the processes, the build folder, the private prefix, Debian's modules).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX_TEMPLATES_DIR = fileURLToPath(new URL('../../deploy/nginx/', import.meta.url));
const TEMPLATES = ['shop.conf', 'shop-locations.conf', 'shop-proxy.conf'] as const;
/** Debian's libnginx-mod-http-brotli-{filter,static} put their modules here. */
const DEBIAN_MODULES_DIR = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const COMPRESSED_TYPES =
  'text/css text/plain text/xml application/javascript application/json application/manifest+json application/xml image/svg+xml';

/** The two listeners of one shop process. */
export interface BackendPorts {
  dtc: number;
  hpsf: number;
}

export interface NginxSettings {
  /** folder of nginx's pid, logs, temp files and the filled-in configuration */
  prefix: string;
  /** the built web app (its assets, sw.js and builds/latest.json are served from here) */
  distDir: string;
  /** what each storefront's server listens on: a port, or address:port */
  listen: { dtc: string; hpsf: string };
  backends: BackendPorts[];
  /** load Debian's brotli modules (see brotliModulesInstalled) */
  brotli: boolean;
  /** the master runs as root: workers then drop to this user */
  workerUser?: string;
  mimeTypes?: string;
  clientMaxBodySize?: string;
}

export function brotliModulesInstalled(modulesDir = DEBIAN_MODULES_DIR): boolean {
  return BROTLI_MODULES.every((name) => existsSync(join(modulesDir, name)));
}

/** The template with each {{NAME}} replaced; a name without a value is a mistake in the template. */
function fill(template: string, fields: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    if (!Object.hasOwn(fields, name)) throw new Error(`nginx template field ${whole} has no value`);
    return fields[name];
  });
}

const serverLines = (ports: number[]) => ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');

/** The filled-in files by name (shop.conf is the main configuration). */
export async function renderNginxConfig(settings: NginxSettings): Promise<Record<(typeof TEMPLATES)[number], string>> {
  if (settings.backends.length === 0) throw new Error('a cluster needs at least one shop process');
  const brotliModules = settings.brotli ? BROTLI_MODULES.map((name) => `load_module ${join(DEBIAN_MODULES_DIR, name)};`) : [];
  const fields: Record<string, string> = {
    PREFIX: settings.prefix,
    DIST_DIR: settings.distDir,
    USER: settings.workerUser ? `user ${settings.workerUser};` : '# workers run as the user that started nginx',
    MODULES: brotliModules.join('\n'),
    MIME_TYPES: settings.mimeTypes ?? '/etc/nginx/mime.types',
    CLIENT_MAX_BODY_SIZE: settings.clientMaxBodySize ?? '1m',
    BROTLI: settings.brotli ? `  brotli on;\n  brotli_comp_level 5;\n  brotli_types ${COMPRESSED_TYPES};` : '',
    BROTLI_STATIC: settings.brotli ? '  brotli_static on;' : '',
    DTC_LISTEN: settings.listen.dtc,
    HPSF_LISTEN: settings.listen.hpsf,
    DTC_SERVERS: serverLines(settings.backends.map((b) => b.dtc)),
    HPSF_SERVERS: serverLines(settings.backends.map((b) => b.hpsf)),
  };
  const entries = await Promise.all(
    TEMPLATES.map(async (name) => [name, fill(await readFile(join(NGINX_TEMPLATES_DIR, name), 'utf8'), fields)] as const),
  );
  return Object.fromEntries(entries) as Record<(typeof TEMPLATES)[number], string>;
}

/** Writes the filled-in configuration into the prefix; answers the path of the main file. */
export async function writeNginxConfig(settings: NginxSettings): Promise<string> {
  await mkdir(settings.prefix, { recursive: true, mode: 0o755 });
  const files = await renderNginxConfig(settings);
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(settings.prefix, name), text)));
  return join(settings.prefix, 'shop.conf');
}
