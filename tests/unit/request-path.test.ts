import { decodablePath } from '@/lib/proxy/route-request';
import { decodableTarget } from '@/server/request-path.mjs';

const MALFORMED = ['/category/%ZZ.html', '/%', '/%C0%AF', '/%FF', '/api/main/a%FF.json', '/media/gen/%E0%A4%A.svg'];
const WELL_FORMED = [
  '/',
  '/category/%E7%81%AF-12.html',
  '/api/main/login/login.json',
  '/%00',
  '/a%2Fb',
  '/%F0%9F%92%A1',
];

describe('paths whose percent-encoding does not decode', () => {
  it('are told apart the same way by the proxy and the production server', () => {
    for (const path of MALFORMED) {
      expect(decodablePath(path), path).toBe(false);
      expect(decodableTarget(path), path).toBe(false);
    }
    for (const path of WELL_FORMED) {
      expect(decodablePath(path), path).toBe(true);
      expect(decodableTarget(path), path).toBe(true);
    }
  });

  it("leave the query string to the page that reads it (URLSearchParams keeps a stray '%')", () => {
    expect(decodableTarget('/api/main/countries.json?data=%ZZ')).toBe(true);
    expect(decodableTarget('/api/main/%ZZ?data=1')).toBe(false);
  });
});
