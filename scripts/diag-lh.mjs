// throwaway diagnostic (not committed)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { chromiumOrExit } from './lib/findChromium.mjs';
import { withBenchDeploy, BENCH_HOST } from './lib/benchDeploy.mjs';
const routes = (process.argv[2] ?? '/contact').split(',');
await withBenchDeploy(async () => {
  for (const route of routes) {
    const chrome = await chromeLauncher.launch({ chromePath: await chromiumOrExit(), chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
    const r = await lighthouse(BENCH_HOST + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    await chrome.kill();
    const a = r.lhr.audits;
    console.log(`== ${route} perf ${r.lhr.categories.performance.score*100} TBT ${a['total-blocking-time'].numericValue} bi ${r.lhr.environment.benchmarkIndex}`);
    for (const it of a['mainthread-work-breakdown'].details.items) console.log(`  ${it.group} ${it.groupLabel ?? ''} ${Math.round(it.duration)}`);
    for (const it of a['bootup-time'].details.items) console.log(`  boot ${it.url.replace(BENCH_HOST,'')} total ${Math.round(it.total)} script ${Math.round(it.scripting)} parse ${Math.round(it.scriptParseCompile)}`);
    for (const it of (a['long-tasks']?.details?.items ?? [])) console.log(`  long ${it.url?.replace(BENCH_HOST,'')} start ${Math.round(it.startTime)} dur ${Math.round(it.duration)}`);
    const ev = r.artifacts.Trace.traceEvents;
    const nav = ev.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ?? ev.find(e=>e.name==='navigationStart').ts;
    const pid = ev.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.pid;
    const main = ev.find((e) => e.name === 'thread_name' && e.pid === pid && e.args.name === 'CrRendererMain')?.tid;
    for (const e of ev) {
      if (e.pid !== pid || e.tid !== main || !['Layout','UpdateLayoutTree','ParseAuthorStyleSheet','RecalculateStyles','PrePaint','Paint'].includes(e.name) || (e.dur ?? 0) < 1500) continue;
      const st = e.args?.beginData?.stackTrace?.[0] ?? e.args?.data?.stackTrace?.[0];
      console.log(`    ${(e.args?.beginData?.frame ?? '').slice(-6)} ${e.name} at ${((e.ts - nav)/1000).toFixed(0)} dur ${(e.dur/1000).toFixed(1)} ${e.args?.beginData?.dirtyObjects ?? ''}/${e.args?.beginData?.totalObjects ?? e.args?.elementCount ?? ''} ${st ? st.functionName + '@' + (st.url||'').split('/').pop() + ':' + st.lineNumber : ''} ${e.args?.data?.styleSheetUrl?.split('/').pop() ?? ''}`);
    }
    writeFileSync(`/tmp/lhr${route.replace(/\//g,'_')}.json`, JSON.stringify(r.lhr));
  }
});
