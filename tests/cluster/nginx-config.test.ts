import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxBinary } from '../../scripts/cluster/cluster';
import { brotliModulesInstalled, type NginxSettings, renderNginxConfig, writeNginxConfig } from '../../scripts/cluster/nginx-config';

const nginx = nginxBinary();
if (!nginx) console.log('nginx not installed — its syntax check of the cluster configuration not run');

describe('the cluster nginx configuration (deploy/nginx)', () => {
  let prefix: string;
  const settings = (overrides: Partial<NginxSettings> = {}): NginxSettings => ({
    prefix,
    distDir: '/srv/shop/dist',
    listen: { dtc: '3000', hpsf: '3001' },
    backends: [
      { dtc: 3100, hpsf: 3101 },
      { dtc: 3102, hpsf: 3103 },
    ],
    brotli: false,
    ...overrides,
  });
  beforeAll(async () => {
    prefix = await mkdtemp(join(tmpdir(), 'shop-nginx-'));
    await chmod(prefix, 0o755);
  });
  afterAll(() => rm(prefix, { recursive: true, force: true }));

  it('balances each storefront over its own listener of every process, with keep-alive shorter than the shop’s', async () => {
    const files = await renderNginxConfig(settings());
    const text = Object.values(files).join('\n');
    expect(text).not.toMatch(/\{\{[A-Z_]+\}\}/);
    const upstream = (name: string) => new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(files['shop.conf'])?.[1] ?? '';
    expect(upstream('shop_dtc')).toMatch(/server 127\.0\.0\.1:3100 [^\n]*\n\s*server 127\.0\.0\.1:3102 /);
    expect(upstream('shop_hpsf')).toMatch(/server 127\.0\.0\.1:3101 [^\n]*\n\s*server 127\.0\.0\.1:3103 /);
    expect(upstream('shop_dtc')).toMatch(/keepalive_timeout 4s;/);
    expect(files['shop.conf']).toMatch(/listen 3000;\s+set \$shop_upstream shop_dtc;/);
    expect(files['shop.conf']).toMatch(/listen 3001;\s+set \$shop_upstream shop_hpsf;/);
  });

  it('retries only what nginx may retry, and forwards the client address the shop trusts', async () => {
    const proxy = (await renderNginxConfig(settings()))['shop-proxy.conf'];
    const directives = proxy.replace(/#.*$/gm, '');
    expect(directives).toMatch(/proxy_next_upstream error timeout;/);
    expect(directives).not.toMatch(/non_idempotent/);
    expect(directives).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(directives).toMatch(/proxy_set_header Host \$http_host;/);
  });

  it('serves hashed assets immutable and never lets sw.js or builds/latest.json be cached unchecked', async () => {
    const locations = (await renderNginxConfig(settings()))['shop-locations.conf'];
    const block = (start: string) => locations.slice(locations.indexOf(start), locations.indexOf('}', locations.indexOf(start)));
    expect(block('location ^~ /assets/ {')).toMatch(/immutable/);
    expect(block('location ^~ /assets/ {')).toMatch(/root \/srv\/shop\/dist;/);
    expect(block('location = /sw.js {')).toMatch(/Cache-Control "no-cache"/);
    expect(block('location = /builds/latest.json {')).toMatch(/Cache-Control "no-cache"/);
    expect(locations).not.toMatch(/brotli/);
    const withBrotli = await renderNginxConfig(settings({ brotli: true }));
    expect(withBrotli['shop.conf']).toMatch(/load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;/);
    expect(withBrotli['shop-locations.conf']).toMatch(/brotli_static on;/);
  });

  it.skipIf(!nginx)('is accepted by nginx -t as written to a private prefix', async () => {
    const config = await writeNginxConfig(
      settings({ brotli: brotliModulesInstalled(), workerUser: process.getuid?.() === 0 ? 'www-data' : undefined }),
    );
    const check = spawnSync(nginx as string, ['-t', '-p', prefix, '-c', config, '-e', join(prefix, 'error.log')], { encoding: 'utf8' });
    expect(check.stderr).toMatch(/syntax is ok/);
    expect(check.status).toBe(0);
  });
});
