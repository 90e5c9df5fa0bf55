// throwaway diagnostic: 4x CPU, CPU profile + long tasks for a route on the bench nginx deploy
import { chromium } from 'playwright';
import { chromiumOrExit } from './lib/findChromium.mjs';
import { withBenchDeploy, BENCH_HOST } from './lib/benchDeploy.mjs';
const routes = (process.argv[2] ?? '/contact').split(',');
const rate = Number(process.argv[3] ?? 4);
await withBenchDeploy(async () => {
  const browser = await chromium.launch({ executablePath: await chromiumOrExit(), args: ['--no-sandbox'] });
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__lt = [];
      new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration), e.name]); }).observe({ type: 'longtask', buffered: true });
      try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(['LoAF', Math.round(e.startTime), Math.round(e.duration), (e.scripts||[]).map(s => `${s.invokerType}:${s.invoker?.slice(0,60)} ${(s.sourceURL||'').split('/').pop()} ${Math.round(s.duration)}`).join(' | ')]); }).observe({ type: 'long-animation-frame', buffered: true }); } catch {}
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(BENCH_HOST + route, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const { profile } = await cdp.send('Profiler.stop');
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    const lt = await page.evaluate(() => window.__lt);
    console.log(`== ${route} FCP ${Math.round(fcp)}`);
    for (const l of lt) console.log('  ', JSON.stringify(l));
    // self time by url and by function
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map(); const byUrl = new Map();
    profile.samples.forEach((id, i) => {
      const n = byId.get(id); const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const f = n.callFrame; const url = (f.url || '(' + f.functionName + ')').replace('http://localhost:', '').slice(0, 90);
      if (f.functionName === '(idle)' || f.functionName === '(program)') return;
      byUrl.set(url, (byUrl.get(url) ?? 0) + dt);
      const key = `${f.functionName || '(anon)'} @ ${url}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + dt);
    });
    const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, t]) => `    ${t.toFixed(1)} ms  ${n}`).join('\n');
    console.log('  JS total ' + [...byUrl.values()].reduce((a,b)=>a+b,0).toFixed(0) + '\n  by url (self, throttled ms):\n' + top(byUrl, 22));
    console.log('  by function:\n' + top(self, 25));
    const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const callers = new Map();
    profile.samples.forEach((id, i) => { const n = byId.get(id); if (!['fetch','appendChild'].includes(n.callFrame.functionName)) return; const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000; let chain = []; let p = parent.get(id); while (p && chain.length < 4) { const f = byId.get(p).callFrame; chain.push(`${f.functionName||'anon'}@${(f.url||'').split('/').pop().slice(0,40)}:${f.lineNumber}:${f.columnNumber}`); p = parent.get(p); } const k = n.callFrame.functionName + ' <- ' + chain.join(' <- '); callers.set(k, (callers.get(k) ?? 0) + dt); });
    console.log('  callers:\n' + top(callers, 10));
    await context.close();
  }
  await browser.close();
});
