import { get } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fluidImage, responsiveImage } from '../../../core/images/srcset';
import { postJson, startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

describeEachDatabase('stock, delivery and image API', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let inStockSku: string;
  let outOfStockSku: string;
  let packshot: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    server = await startTestServer(database, { ASSETS_DIR: database.assetsDir });
    const { products } = (await (await fetch(`${server.dtc}/api/catalogue/snapshot`)).json()).data;
    const variants = products.flatMap((p: { variants: { sku: string; stockLevel: string }[] }) => p.variants);
    inStockSku = variants.find((v: { stockLevel: string }) => v.stockLevel === 'in').sku;
    outOfStockSku = variants.find((v: { stockLevel: string }) => v.stockLevel === 'out').sku;
    packshot = products[0].featuredImage.url.replace('/assets/', '');
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('tells stock per sku for a serviceable zip, and none for a zip out of range', async () => {
    const ok = await postJson(`${server.dtc}/api/get-products-stock`, {
      skus: [inStockSku, outOfStockSku, 'NO-SUCH-SKU'],
      zipCode: '80011',
      destination: 'HOME',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.skus).toEqual([
      { sku: inStockSku, in_stock: true },
      { sku: outOfStockSku, in_stock: false },
      { sku: 'NO-SUCH-SKU', in_stock: false },
    ]);
    const ranges: string[] = (await postJson(`${server.dtc}/api/get-stock-object`, { destination: 'HOME' })).body.data.all_zips;
    expect(ranges.every((r) => /^\d{5}-\d{5}$/.test(r))).toBe(true);
    const outside = ['00000', '00100', '99999'].find((zip) => !ranges.some((r) => r.split('-')[0] <= zip && zip <= r.split('-')[1]))!;
    const far = await postJson(`${server.dtc}/api/get-products-stock`, {
      skus: [inStockSku],
      zipCode: outside,
      destination: 'HOME',
    });
    expect(far.body.skus).toEqual([{ sku: inStockSku, in_stock: false }]);
  });

  it('refuses bad stock input naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ skus: [], zipCode: '80011', destination: 'HOME' }, 'skus'],
      [{ skus: ['a'], zipCode: '8001', destination: 'HOME' }, 'zipCode'],
      [{ skus: ['a'], zipCode: '80011', destination: 'MOON' }, 'destination'],
    ];
    for (const [body, field] of cases) {
      const res = await postJson(`${server.dtc}/api/get-products-stock`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty(field);
    }
  });

  it('finds the state of a zip and a delivery date that skips weekends and holidays', async () => {
    expect((await postJson(`${server.dtc}/api/get-state-by-zipcode`, { zipCode: '80011' })).body).toEqual({ state: 'CO' });
    expect((await postJson(`${server.dtc}/api/get-state-by-zipcode`, { zipCode: '96813' })).body).toEqual({ state: 'HI' });
    expect((await postJson(`${server.dtc}/api/get-state-by-zipcode`, { zipCode: '00000' })).status).toBe(404);
    const estimate = await (await fetch(`${server.dtc}/api/get-estimated-delivery-date?zipCode=80011`)).json();
    expect(estimate.state).toBe('CO');
    const day = new Date(`${estimate.date}T00:00:00Z`).getUTCDay();
    expect(day).toBeGreaterThanOrEqual(1);
    expect(day).toBeLessThanOrEqual(5);
    expect((await fetch(`${server.dtc}/api/get-estimated-delivery-date?zipCode=00000`)).status).toBe(404);
    expect((await fetch(`${server.dtc}/api/get-estimated-delivery-date?zipCode=abc`)).status).toBe(400);
  });

  it('renders packshots as webp at the asked size, cached, and refuses bad asks', async () => {
    const url = `${server.dtc}/_ipx/f_webp,w_180,h_180,fit_contain/${packshot}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    const again = await fetch(url, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect((await fetch(`${server.dtc}/_ipx/w_180/packshots/no-such.png`)).status).toBe(404);
    expect((await fetch(`${server.dtc}/_ipx/w_180/..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);
    const tooBig = await fetch(`${server.dtc}/_ipx/w_5000/${packshot}`);
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).error.fields).toHaveProperty('width');
    for (const [path, field] of [
      [`/_ipx/w_180/packshots/%E0%A4%A.png`, 'source'],
      [`/_ipx/w_180%ZZ/${packshot}`, 'modifiers'],
    ]) {
      const malformed = await fetch(`${server.dtc}${path}`);
      expect(malformed.status, path).toBe(400);
      expect((await malformed.json()).error.fields).toEqual({ [field]: 'has a malformed percent-escape' });
    }
  });

  it('serves a picture under its one spelling: dot, double-dot and empty path parts are 400 naming the source', async () => {
    // raw paths: fetch would fold the dot parts before sending
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(server.dtc);
        get({ hostname, port, path }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        }).on('error', reject);
      });
    const [folder, file] = packshot.split('/');
    expect((await rawGet(`/_ipx/w_180/${folder}/${file}`)).status).toBe(200);
    for (const spelling of [
      `${folder}/./${file}`,
      `${folder}///${file}`,
      `${folder}/../${folder}/${file}`,
      `${folder}/%2E%2E/${folder}/${file}`,
    ]) {
      const refused = await rawGet(`/_ipx/w_180/${spelling}`);
      expect(refused.status, spelling).toBe(400);
      expect(JSON.parse(refused.body).error.fields, spelling).toEqual({ source: "must be a plain path (no empty, '.' or '..' parts)" });
    }
  });

  it('renders only the renditions the app asks for: other widths, heights, qualities, backgrounds are 400 naming it', async () => {
    // every box the web draws an image in (cart and modal thumbnails, gallery, cards, the home picture)
    const urls = new Set<string>();
    const boxes: [number, number][] = [
      [96, 96],
      [80, 80],
      [64, 64],
      [120, 120],
      [200, 200],
    ];
    for (const [w, h] of boxes) for (const part of ['src', 'srcSet'] as const) urls.add(responsiveImage(`/assets/${packshot}`, w, h)[part]);
    for (const [w, h, fit] of [
      [480, 480, 'contain'],
      [560, 420, 'cover'],
    ] as const) {
      const image = fluidImage(`/assets/${packshot}`, w, h, fit);
      urls.add(image.src);
      urls.add(image.srcSet);
    }
    const paths = new Set([...urls].flatMap((u) => u.split(', ').map((candidate) => candidate.split(' ')[0])));
    expect(paths.size).toBeGreaterThan(10);
    for (const path of paths) expect((await fetch(`${server.dtc}${path}`)).status, path).toBe(200);
    expect((await fetch(`${server.dtc}/_ipx/f_webp/${packshot}`)).status).toBe(200); // as drawn, no resizing

    for (const [modifiers, field] of [
      ['w_200', 'width'],
      ['w_1201', 'width'],
      ['w_320,h_200', 'height'],
      ['h_1', 'height'],
      ['w_320,q_79', 'quality'],
      ['q_100', 'quality'],
      ['w_320,b_ffffff', 'background'],
    ]) {
      const refused = await fetch(`${server.dtc}/_ipx/${modifiers}/${packshot}`);
      expect(refused.status, modifiers).toBe(400);
      expect(Object.keys((await refused.json()).error.fields), modifiers).toEqual([field]);
    }
  });
});
