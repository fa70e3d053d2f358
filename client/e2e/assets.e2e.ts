import { baseURL } from './support';

/**
 * Issue 16: the built client as a browser gets it. Hashed bundles come precompressed (brotli, else
 * gzip) with `Vary: Accept-Encoding` and a one-year immutable cache; the page itself is revalidated.
 */
describe('client assets', () => {
  const scriptOf = async (): Promise<string> => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!src) throw new Error(`no bundle in index.html: ${html.slice(0, 200)}`);
    return src;
  };

  it('serves the entry bundle brotli-compressed, immutable for a year, and plain to a client without encodings', async () => {
    const src = await scriptOf();
    const br = await fetch(`${baseURL}${src}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gzip = await fetch(`${baseURL}${src}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes both: the bodies are the same script.
    const plain = await fetch(`${baseURL}${src}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const [brText, gzipText, plainText] = await Promise.all([br.text(), gzip.text(), plain.text()]);
    expect(brText).toBe(plainText);
    expect(gzipText).toBe(plainText);
  });

  it('revalidates index.html on every visit', async () => {
    const page = await fetch(`${baseURL}/dashboard`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
  });
});
