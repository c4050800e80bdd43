// The layers' boundaries are held by lint (eslint.config.mjs): a planted import across one fails
// `npm run lint` with the rule's message, and the same import where it is allowed passes.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

it('refuses lib/ importing a view or a page, by alias or by relative path', async () => {
  expect(
    await problems('lib/catalogue/planted.ts', "export { AccountPage } from '@/components/auth/account-page';\n"),
  ).toEqual([expect.stringContaining('lib/ never imports components/ or app/')]);
  expect(await problems('lib/catalogue/planted.ts', "export * from '../../components/ui/breadcrumbs';\n")).toHaveLength(
    1,
  );
  expect(
    await problems('lib/catalogue/planted.ts', "export * from '@/app/[site]/[locale]/[device]/layout';\n"),
  ).toHaveLength(1);
  // the domain importing the domain is what lib/ is for
  expect(await problems('lib/catalogue/planted.ts', "export { href } from '@/lib/routes/href';\n")).toEqual([]);
}, 60_000);

it("refuses lib/ calling Next's navigation, which the page's side calls", async () => {
  const code = "export { notFound, redirect } from 'next/navigation';\n";
  expect(await problems('lib/shell/planted.ts', code)).toEqual([
    expect.stringContaining('lib/ never calls notFound() or redirect()'),
  ]);
  expect(
    await problems('lib/gateway/planted.ts', "import { redirect } from 'next/navigation';\nexport { redirect };\n"),
  ).toHaveLength(1);
  // what lib/ may read of Next besides, and where the page acts
  expect(await problems('lib/shell/planted.ts', "export { headers } from 'next/headers';\n")).toEqual([]);
  expect(await problems('components/app/planted.ts', code)).toEqual([]);
  expect(await problems('app/[site]/[locale]/[device]/planted/page.tsx', code)).toEqual([]);
}, 60_000);

it('refuses a view reading the route registry, which its page may read', async () => {
  const code = "export { isLiveRoute } from '@/lib/routes/registry';\n";
  expect(await problems('components/product/planted.tsx', code)).toEqual([
    expect.stringContaining('Views never read the route registry'),
  ]);
  expect(await problems('app/[site]/[locale]/[device]/planted/page.tsx', code)).toEqual([]);
}, 60_000);

it('refuses a domain service importing the HTTP transport, which the transport itself may import', async () => {
  const code = "export { rfqDetailSchema } from '@/lib/api/contracts/rfq';\n";
  expect(await problems('lib/rfq/planted.ts', code)).toEqual([
    expect.stringContaining('Domain services never import lib/api'),
  ]);
  expect(await problems('lib/rfq/planted.ts', "export { GATEWAYS } from '../api/gateways';\n")).toHaveLength(1);
  expect(
    await problems('lib/accounts/planted.ts', "export type { CallContext } from '@/lib/api/handler';\n"),
  ).toHaveLength(1);
  // the transport: the API, the browser's client of it, the proxy
  expect(await problems('lib/gateway/planted.ts', code)).toEqual([]);
  expect(await problems('lib/api/handlers/planted.ts', code)).toEqual([]);
  expect(await problems('lib/proxy/planted.ts', "export { GATEWAYS } from '@/lib/api/gateways';\n")).toEqual([]);
  // a domain's own records, and lib/ beneath the views still
  expect(await problems('lib/rfq/planted.ts', "export { rfqDetailSchema } from './schemas';\n")).toEqual([]);
  expect(await problems('lib/gateway/planted.ts', "export * from '@/components/ui/breadcrumbs';\n")).toHaveLength(1);
}, 60_000);
