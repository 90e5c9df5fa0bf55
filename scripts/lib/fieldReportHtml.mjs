// The HTML report of `npm run report`: one self-contained file (uPlot and its CSS
// inlined, no other host), so an owner can open it anywhere, offline, and look instead of read.
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { acceptedBeacons, reportTables, reportText, summarise, VITALS } from './fieldReport.mjs';

const require = createRequire(import.meta.url);

/**
 * uPlot's minified build and stylesheet, read from the installed package.
 * @returns {{ js: string, css: string }}
 */
function uplotAssets() {
  return {
    js: readFileSync(require.resolve('uplot/dist/uPlot.iife.min.js'), 'utf8'),
    css: readFileSync(require.resolve('uplot/dist/uPlot.min.css'), 'utf8'),
  };
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** JSON inside a <script>: nothing in it can close the element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The report's tables (reportTables), each row headed by its first cell. */
function tablesHtml(summary) {
  return reportTables(summary)
    .map(({ caption, header, rows }) => {
      const head = header.map((title) => `<th scope="col">${escapeHtml(title)}</th>`).join('');
      const body = rows.map(
        ([first, ...cells]) =>
          `<tr><th scope="row">${escapeHtml(first)}</th>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`,
      );
      return `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body.join('')}</tbody></table>`;
    })
    .join('\n');
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
${tablesHtml(summary)}
<h2>Charts</h2>
<div id="charts"></div>
<script type="application/json" id="report-data">${scriptJson({ summary, vitals: VITALS })}</script>
<script>${assets.js}</script>
<script>${CHART_SCRIPT}</script>
</body>
</html>
`;
}

/**
 * The report of these collector bodies: printed, and written as HTML to `htmlFile`.
 * @param {string[]} bodies
 * @param {string} htmlFile
 */
export function printAndWriteReport(bodies, htmlFile) {
  const { beacons, refused } = acceptedBeacons(bodies);
  const summary = summarise(beacons);
  console.log(reportText(summary, { refused }));
  writeFileSync(htmlFile, reportHtml(summary, { refused }));
  console.log(`\nHTML report: ${htmlFile}`);
}
