import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGRAVING_IMAGE_MAX_BYTES } from '@maison/domain';
import { issueCommerceToken } from '../src/shared/commerce-token';
import { checkSvg } from '../src/resources/commerce/svg';
import {
  answer,
  CLEAN_SVG,
  ENDPOINT,
  file,
  JPEG,
  storedCount,
  svg,
  upload,
  useEngravingWorld,
  w,
} from './engraving-helpers';
import type { Json } from './portal-helpers';
import { FLORA, PNG, selection } from './shop-helpers';

/** POST /api/v1/commerce/engraving-images/ and the served files (docs/shop.md "Engraving images"). */

useEngravingWorld();

describe('uploading an engraving image', () => {
  it('stores a PNG under a random name and serves it with a sandboxing CSP', async () => {
    const res = await upload(file(PNG));
    expect(res.status).toBe(201);
    const url = (res.json as { url: string }).url;
    expect(url).toMatch(
      /^\/api\/v1\/commerce\/engraving-images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/,
    );
    const again = await upload(file(PNG));
    expect((again.json as { url: string }).url).not.toBe(url);

    // Same origin, no token: the random name is what grants access.
    const served = await w.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const etag = served.headers.get('etag')!;
    const cached = await w.app.request(url, { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);

    expect((await w.app.request(url.replace('.png', '.svg'))).status).toBe(404);
    expect(
      (await w.app.request(`${ENDPOINT}00000000-0000-4000-8000-000000000000.png`)).status,
    ).toBe(404);
    expect((await w.app.request(`${ENDPOINT}..%2Fsecret.key`)).status).toBe(404);
  });

  it('takes JPEG and a clean SVG, and serves the SVG sandboxed', async () => {
    const jpeg = await upload(file(JPEG, 'photo.jpeg', 'image/jpeg'));
    expect(jpeg.status).toBe(201);
    expect((jpeg.json as { url: string }).url).toMatch(/\.jpg$/);

    const res = await upload(file(CLEAN_SVG, 'heart.svg', 'image/svg+xml'));
    expect(res.status).toBe(201);
    const url = (res.json as { url: string }).url;
    expect(url).toMatch(/\.svg$/);
    const served = await w.app.request(url);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe(CLEAN_SVG);

    // What drawing programs write: a bare DOCTYPE, comments, their own namespaces and metadata.
    const exported =
      '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 28.0 -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"' +
      ' xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"' +
      ' xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" x="0px" y="0px" viewBox="0 0 20 20"' +
      ' xml:space=\'preserve\' inkscape:version="1.3">' +
      '<metadata><rdf:RDF><rdf:Description rdf:about=""/></rdf:RDF></metadata>' +
      '<g inkscape:label="Layer 1"><circle cx="10" cy="10" r="8" style="fill:none;stroke:#000"/></g>' +
      '</svg>\n';
    expect((await upload(file(exported, 'logo.svg', 'image/svg+xml'))).status).toBe(201);
  });

  it('decides the type by the bytes, not the name or the declared type', async () => {
    const disguised = await upload(file(PNG, 'engraving.svg', 'image/svg+xml'));
    expect(disguised.status).toBe(201);
    expect((disguised.json as { url: string }).url).toMatch(/\.png$/);

    const wrong = { file: ['Upload a PNG, JPEG or SVG image.'] };
    for (const content of [
      file('just text', 'engraving.png', 'image/png'),
      file('<html><body><script>alert(1)</script></body></html>', 'a.svg', 'image/svg+xml'),
      file('GIF89a\x01\x00\x01\x00', 'a.gif', 'image/gif'),
      file(PNG.subarray(0, 8), 'cut.png'),
      file(svg('<g>', 'xmlns="http://www.w3.org/2000/svg"'), 'open.svg', 'image/svg+xml'),
      file('<svg viewBox="0 0 1 1"/>', 'no-namespace.svg', 'image/svg+xml'),
      file(svg('<text>&nbsp;</text>'), 'entity.svg', 'image/svg+xml'),
      file(svg('<rect/>') + '<svg xmlns="http://www.w3.org/2000/svg"/>', 'two.svg'),
    ]) {
      const res = await upload(content);
      expect(res.status, content.name).toBe(400);
      expect(res.json).toEqual(wrong);
    }
  });

  it('never stores an SVG that could run script or load anything', async () => {
    const before = await storedCount();
    const unsafe = [
      svg('<script>alert(document.cookie)</script>'),
      svg('<SCRIPT>alert(1)</SCRIPT>'),
      svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'),
      svg('<rect width="1" height="1"/>', 'xmlns="http://www.w3.org/2000/svg" onload="alert(1)"'),
      svg('<rect ONCLICK="alert(1)"/>'),
      svg(
        '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
      ),
      svg('<a href="javascript:alert(1)"><rect/></a>'),
      svg('<a href="&#106;avascript:alert(1)"><rect/></a>'),
      svg(
        '<a xlink:href="https://evil.test/"><rect/></a>',
        'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"',
      ),
      svg('<image href="https://evil.test/pixel.png"/>'),
      svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'),
      svg('<use href="https://evil.test/sprite.svg#a"/>'),
      svg('<rect style="fill:url(https://evil.test/a)"/>'),
      svg('<rect filter="url(http://evil.test/f.svg#f)"/>'),
      svg('<style>@import url("https://evil.test/a.css");</style>'),
      svg('<style><![CDATA[ rect { background: \\75 rl(https://evil.test/) } ]]></style>'),
      svg('<set attributeName="href" to="javascript:alert(1)"/>'),
      svg('<animate attributeName="href" values="javascript:alert(1)"/>'),
      svg('<iframe src="https://evil.test/"/>'),
      svg('<g xmlns="http://www.w3.org/1999/xhtml"><img src="x"/></g>'),
      svg('<rect xml:base="https://evil.test/"/>'),
      '<?xml version="1.0"?><?xml-stylesheet href="https://evil.test/a.css"?>' +
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
        '<svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
    ];
    for (const content of unsafe) {
      const res = await upload(file(content, 'engraving.svg', 'image/svg+xml'));
      expect(res.status, content).toBe(400);
      expect(res.json, content).toEqual({
        file: [
          'The SVG contains scripts, event handlers, foreign objects or external references, which are not allowed.',
        ],
      });
    }
    expect(await storedCount()).toBe(before);
    // Embedded raster images and in-document references are fine.
    const embedded = svg(
      `<image href="data:image/png;base64,${PNG.toString('base64')}" width="1" height="1"/>`,
    );
    expect((await upload(file(embedded, 'e.svg', 'image/svg+xml'))).status).toBe(201);
  });

  it('reads any bytes as an SVG verdict without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 200 }),
          fc.string({ maxLength: 200 }).map((body) => new TextEncoder().encode(svg(body))),
          fc
            .array(
              fc.constantFrom(
                '<',
                '>',
                '/',
                '!',
                '?',
                '[',
                ']',
                '&',
                '#',
                ';',
                '"',
                "'",
                '=',
                'a',
                ' ',
                '-',
                'svg',
              ),
              { maxLength: 60 },
            )
            .map((parts) => new TextEncoder().encode(svg(parts.join('')))),
        ),
        (bytes) => {
          expect(['ok', 'not_svg', 'unsafe']).toContain(checkSvg(bytes));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('answers "No file was submitted." without a file or for an empty one', async () => {
    const noFile = { file: ['No file was submitted.'] };
    expect((await upload(null)).json).toEqual(noFile);
    const empty = await upload(file(new Uint8Array(0)));
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual(noFile);
    const bare = await answer(
      await w.app.request(ENDPOINT, {
        method: 'POST',
        headers: { Authorization: `Bearer ${w.token}` },
      }),
    );
    expect(bare.status).toBe(400);
    expect(bare.json).toEqual(noFile);
    const text = await upload('not a file');
    expect(text.status).toBe(400);
    expect(text.json).toEqual({
      file: ['The submitted data was not a file. Check the encoding type on the form.'],
    });
    const json = await answer(
      await w.app.request(ENDPOINT, {
        method: 'POST',
        headers: { Authorization: `Bearer ${w.token}`, 'content-type': 'application/json' },
        body: '{"file": "x"}',
      }),
    );
    expect(json.status).toBe(415);
    const broken = await answer(
      await w.app.request(ENDPOINT, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${w.token}`,
          'content-type': 'multipart/form-data; boundary=xyz',
        },
        body: 'no parts here',
      }),
    );
    expect(broken.status).toBe(400);
  });

  it('refuses more than 5 MB: by Content-Length unread, by size, and stops reading a stream', async () => {
    const tooLarge = { file: ['The file is larger than 5 MB.'] };
    const before = await storedCount();

    const atLimit = Buffer.alloc(ENGRAVING_IMAGE_MAX_BYTES);
    PNG.copy(atLimit);
    expect((await upload(file(atLimit))).status).toBe(201);
    const over = Buffer.alloc(ENGRAVING_IMAGE_MAX_BYTES + 1);
    PNG.copy(over);
    const res = await upload(file(over));
    expect(res.status).toBe(400);
    expect(res.json).toEqual(tooLarge);

    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const endless = () =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled += chunk.byteLength;
            controller.enqueue(chunk);
          },
        },
        { highWaterMark: 0 },
      );
    const headers = {
      Authorization: `Bearer ${w.token}`,
      'content-type': 'multipart/form-data; boundary=xyz',
    };
    const declared = await answer(
      await w.app.request(
        new Request(ENDPOINT, {
          method: 'POST',
          headers: { ...headers, 'content-length': String(50 * ENGRAVING_IMAGE_MAX_BYTES) },
          body: endless(),
          duplex: 'half',
        } as RequestInit),
      ),
    );
    expect(declared.status).toBe(400);
    expect(declared.json).toEqual(tooLarge);
    expect(pulled).toBe(0);

    const streamed = await answer(
      await w.app.request(
        new Request(ENDPOINT, {
          method: 'POST',
          headers,
          body: endless(),
          duplex: 'half',
        } as RequestInit),
      ),
    );
    expect(streamed.status).toBe(400);
    expect(streamed.json).toEqual(tooLarge);
    expect(pulled).toBeGreaterThan(ENGRAVING_IMAGE_MAX_BYTES);
    expect(pulled).toBeLessThan(ENGRAVING_IMAGE_MAX_BYTES + 256 * 1024);
    expect(await storedCount()).toBe(before + 1);
  });

  it('takes the commerce token as the other shop routes do', async () => {
    const missing = await upload(file(PNG), { bearer: null });
    expect(missing.status).toBe(401);
    expect(missing.json).toEqual({
      detail: 'Invalid commerce token.',
      code: 'commerce_token_invalid',
    });
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect((await upload(file(PNG), { bearer: 'garbage' })).status).toBe(401);
    const claim = { customer_id: 'loc-1', location: 1, currency: 'EUR', market: 'DE' } as const;
    const goneUser = await issueCommerceToken(999_999, 'test-session', claim);
    expect((await upload(file(PNG), { bearer: goneUser })).status).toBe(401);
    const goneLocation = await issueCommerceToken(w.userIds.jeweler, 'test-session', {
      ...claim,
      location: 99_999,
    });
    expect((await upload(file(PNG), { bearer: goneLocation })).status).toBe(401);
    // The token is checked before the body: a bad token with no file is still 401.
    expect((await upload(null, { bearer: 'garbage' })).status).toBe(401);

    const cookie = { Cookie: `_wff_commerce_token=${w.token}` };
    const foreign = await upload(file(PNG), {
      bearer: null,
      headers: { ...cookie, Origin: 'https://evil.test' },
    });
    expect(foreign.status).toBe(403);
    const sameOrigin = await upload(file(PNG), {
      bearer: null,
      headers: { ...cookie, Origin: 'http://localhost' },
    });
    expect(sameOrigin.status).toBe(201);
  });
});

describe('using an upload as the engraving of a line item', () => {
  const ring = (engravingImage: string) => ({
    article_group_id: FLORA,
    selection: selection({ engravingType: 3, engravingImage }),
  });
  const add = async (body: unknown) =>
    answer(
      await w.app.request('/api/v1/commerce/orders/current/line-items/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${w.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  it('takes an uploaded image and refuses any other URL', async () => {
    const { url } = (await upload(file(PNG))).json as { url: string };
    const added = await add(ring(url));
    expect(added.status).toBe(201);
    const options = (added.json as Json).order.line_item_options as Json[];
    expect(options.some((o) => o.options.engraving_image === url)).toBe(true);

    for (const other of [
      'https://evil.test/a.png',
      '/api/v1/commerce/engraving-images/00000000-0000-4000-8000-000000000000.png',
      'javascript:alert(1)',
    ]) {
      const res = await add(ring(other));
      expect(res.status, other).toBe(400);
      expect(res.json).toEqual({ engravingImage: ['shop.error.not-offered'] });
    }
    expect((await add(ring('symbol:heart'))).status).toBe(201);
  });
});
