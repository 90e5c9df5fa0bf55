// The HTML report of `npm run report` (issue 31): one self-contained file (uPlot and its CSS
// inlined, no other host), so an owner can open it anywhere, offline, and look instead of read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatVital, VITALS } from './fieldReport.mjs';

const require = createRequire(import.meta.url);

/**
 * uPlot's minified build and stylesheet, read from the installed package.
 * @returns {{ js: string, css: string }}
 */
export function uplotAssets() {
  return {
    js: readFileSync(require.resolve('uplot/dist/uPlot.iife.min.js'), 'utf8'),
    css: readFileSync(require.resolve('uplot/dist/uPlot.min.css'), 'utf8'),
  };
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** JSON inside a <script>: nothing in it can close the element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const percent = (share) => `${Math.round(share * 100)}%`;

function routeTable(summary) {
  const head = `<tr><th scope="col">route</th><th scope="col">page views</th>${VITALS.map((vital) => `<th scope="col">${vital} p75</th>`).join('')}</tr>`;
  const rows = summary.routes.map(({ route, views, vitals }) => {
    const cells = VITALS.map((vital) => {
      const { count, p75, good, needsImprovement, poor } = vitals[vital];
      if (count === 0) return '<td>–</td>';
      return `<td><strong>${escapeHtml(formatVital(vital, p75))}</strong><br><small>n=${count} · ${percent(good)} good · ${percent(needsImprovement)} NI · ${percent(poor)} poor</small></td>`;
    });
    return `<tr><th scope="row">${escapeHtml(route)}</th><td>${views}</td>${cells.join('')}</tr>`;
  });
  return `<table><caption>Per route</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

function releaseTable(summary) {
  const head =
    '<tr><th scope="col">remote</th><th scope="col">release</th><th scope="col">sections served</th><th scope="col">first HTML</th><th scope="col">browser</th><th scope="col">fallbacks</th><th scope="col">stale</th><th scope="col">kept</th><th scope="col">pending</th><th scope="col">Retry ok / used</th></tr>';
  const rows = summary.releases.map((entry) => {
    const reasons = Object.entries(entry.reasons)
      .map(([reason, count]) => `${reason} ${count}`)
      .join(', ');
    return `<tr><th scope="row">${escapeHtml(entry.remote)}</th><td>${escapeHtml(entry.release)}</td><td>${entry.served}</td><td>${entry.server}</td><td>${entry.client}</td><td>${entry.fallbacks}${reasons ? ` <small>(${escapeHtml(reasons)})</small>` : ''}</td><td>${entry.stale}</td><td>${entry.kept}</td><td>${entry.pending}</td><td>${entry.retries ? `${entry.retriesOk} / ${entry.retries}` : '–'}</td></tr>`;
  });
  return `<table><caption>Per remote and release</caption><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

/** The page's own script: one bar chart per vital (p75 by route) and one of fallbacks by release. */
const CHART_SCRIPT = `
const data = JSON.parse(document.getElementById('report-data').textContent);
// Bars from 0; with two series, side by side (one left of its tick, one right).
function barChart(target, title, labels, series) {
  const x = labels.map((_, index) => index);
  const width = series.length > 1 ? 0.35 : 0.6;
  new uPlot({
    title, width: 560, height: 240,
    scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (u, min, max) => [0, max > 0 ? max * 1.1 : 1] } },
    axes: [{ values: (u, ticks) => ticks.map((tick) => labels[tick] ?? ''), splits: () => x }, {}],
    series: [{}, ...series.map((s, index) => ({
      label: s.label, fill: s.colour, stroke: s.colour, points: { show: false },
      paths: uPlot.paths.bars({ size: [width, 80], align: series.length > 1 ? (index === 0 ? -1 : 1) : 0 }),
    }))],
    legend: { show: series.length > 1 },
  }, [x, ...series.map((s) => s.values)], target);
}
const charts = document.getElementById('charts');
for (const vital of data.vitals) {
  const routes = data.summary.routes.filter((route) => route.vitals[vital].count > 0);
  if (!routes.length) continue;
  const figure = charts.appendChild(document.createElement('figure'));
  barChart(figure, vital + ' p75 by route' + (vital === 'CLS' ? '' : ' (ms)'), routes.map((route) => route.route),
    [{ label: 'p75', colour: '#3d6bf0', values: routes.map((route) => route.vitals[vital].p75) }]);
}
if (data.summary.releases.length) {
  const figure = charts.appendChild(document.createElement('figure'));
  const releases = data.summary.releases;
  const share = (count, entry) => Math.round((count / entry.served) * 1000) / 10;
  barChart(figure, 'Fallbacks and stale sections, % of served, by remote and release', releases.map((entry) => entry.remote + ' ' + entry.release), [
    { label: 'fallbacks %', colour: '#c9302c', values: releases.map((entry) => share(entry.fallbacks, entry)) },
    { label: 'stale %', colour: '#b7791f', values: releases.map((entry) => share(entry.stale, entry)) },
  ]);
}
`;

/**
 * The whole report page.
 * @param {import('./fieldReport.mjs').FieldSummary} summary
 * @param {{ refused?: number, generatedAt?: Date, assets?: { js: string, css: string } }} [options]
 * @returns {string}
 */
export function reportHtml(summary, { refused = 0, generatedAt = new Date(), assets = uplotAssets() } = {}) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Field data report</title>
<style>${assets.css}
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 1200px; padding: 0 1rem; color: #1b1f2a; background: #fff; }
table { border-collapse: collapse; margin: 1.5rem 0; width: 100%; }
caption { text-align: left; font-weight: 600; font-size: 1.1rem; padding-bottom: .5rem; }
th, td { border-bottom: 1px solid #d6dae3; padding: .4rem .6rem; text-align: left; vertical-align: top; }
small { color: #4a5163; }
#charts { display: flex; flex-wrap: wrap; gap: 1rem; }
figure { margin: 0; }
</style>
</head>
<body>
<h1>Field data report</h1>
<p>${summary.beacons} beacons${refused ? `, ${refused} lines refused by the schema` : ''}. Generated ${escapeHtml(generatedAt.toISOString())}. Thresholds: web-vitals' (good / needs improvement (NI) / poor); p75 is the nearest-rank 75th percentile.</p>
${routeTable(summary)}
${releaseTable(summary)}
<h2>Charts</h2>
<div id="charts"></div>
<script type="application/json" id="report-data">${scriptJson({ summary, vitals: VITALS })}</script>
<script>${assets.js}</script>
<script>${CHART_SCRIPT}</script>
</body>
</html>
`;
}
