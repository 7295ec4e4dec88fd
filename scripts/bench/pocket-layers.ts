/**
 * The composited layers of /pocket once its Warlord is whole (CDP LayerTree), with the review's
 * flags: each layer's size and why Chrome made it a layer, and a screenshot.
 *   node --import tsx scripts/bench/pocket-layers.ts [desktop|tablet|portrait] [out.png]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  ADMIN_TOKEN,
  BOT_TOKEN,
  CHROMIUM,
  HEADLESS_FLAGS,
  VIEWPORTS,
  type Profile,
} from '../../tests/e2e/harness.ts';
import { spawnServer } from '../../tests/support/server-process.ts';

const profile = (process.argv[2] ?? 'desktop') as Profile;
const dataDir = mkdtempSync(join(tmpdir(), 'warlords-layers-'));
const child = await spawnServer({
  DATA_DIR: dataDir,
  ADMIN_TOKEN,
  BOT_TOKEN,
  ALLOW_DEV_LOGIN: '1',
  CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
  PORT: process.env.PORT ?? '4713',
});
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    ...HEADLESS_FLAGS.filter((f) => f !== '--disable-gpu'),
    '--enable-unsafe-swiftshader',
    '--use-angle=swiftshader',
  ],
});
try {
  const context = await browser.newContext({
    viewport: VIEWPORTS[profile],
    deviceScaleFactor: profile === 'desktop' ? 1 : 2,
    hasTouch: profile !== 'desktop',
    isMobile: profile !== 'desktop',
  });
  const page = await context.newPage();
  await page.request.post(`${child.url}/api/_auth/dev`, {
    data: { username: `layers ${Date.now() % 100000}` },
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  let layers: {
    layerId: string;
    width: number;
    height: number;
    drawsContent: boolean;
    backendNodeId?: number;
  }[] = [];
  cdp.on('LayerTree.layerTreeDidChange', (e) => {
    if (e.layers) layers = e.layers;
  });
  await page.goto(`${child.url}/pocket`);
  await page.locator('.hero-portrait svg[data-ready="true"]').waitFor({ timeout: 120_000 });
  await page
    .locator('[data-warlord="drawn"]')
    .waitFor({ timeout: 120_000 })
    .catch(() => undefined);
  await cdp.send('LayerTree.enable');
  // A change of the page makes Chrome send its layer tree.
  await page.mouse.move(10, 10);
  await page.evaluate('window.scrollBy(0, 1)');
  await page.waitForTimeout(1500);
  let area = 0;
  for (const l of layers.filter((x) => x.drawsContent)) {
    const { compositingReasons } = await cdp
      .send('LayerTree.compositingReasons', { layerId: l.layerId })
      .catch(() => ({ compositingReasons: ['?'] }));
    let node = '';
    if (l.backendNodeId) {
      const d = await cdp.send('DOM.describeNode', { backendNodeId: l.backendNodeId }).catch(() => undefined);
      if (d)
        node = `${d.node.localName}${(d.node.attributes ?? []).join(' ').match(/class (\S+)/)?.[0] ?? ''}`;
    }
    area += l.width * l.height;
    process.stdout.write(`${l.width}x${l.height} ${node} ${compositingReasons.join(',')}\n`);
  }
  process.stdout.write(
    `${layers.filter((x) => x.drawsContent).length} layers drawing, ${(area / 1e6).toFixed(2)} Mpx (CSS)\n`,
  );
  if (process.argv[3]) await page.screenshot({ path: process.argv[3] });
} finally {
  await browser.close();
  await child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
