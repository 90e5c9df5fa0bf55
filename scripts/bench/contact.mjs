// Figures for /contact (issue 5): the JS the page adds, how long a visitor waits from
// 'Send Message' to 'Message sent successfully!', what the local form-service stand-in
// sustains (with its fsync per batch), and Lighthouse's scores for the page.
// Run by `npm run bench` against the served production build.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOutbox, startFormService } from '../../remote-contact/server/formService.mjs';
import { lighthouseOnce } from '../lib/lighthouse.mjs';

const SITE_SUBMIT_URL = 'http://localhost:4180/submit';
const BROWSER_SENDS = 15;
const DIRECT_SENDS = 300;
const CONCURRENCY = 25;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(1)} ms`;

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** JS that crossed the network after navigating from / to /contact in the app. */
async function jsAddedByContact(browser, hostUrl) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${hostUrl}/`, { waitUntil: 'networkidle' });
    const sizes = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const measured = await request.sizes().catch(() => null);
      sizes.push(measured ? measured.responseBodySize : 0);
    });
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('button', { name: 'Send Message' }).waitFor();
    await page.waitForLoadState('networkidle');
    return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sizes.length };
  } finally {
    await context.close();
  }
}

/** Click-to-confirmation times through the real page; the POST is re-pointed at a scratch stand-in. */
async function browserSendTimes(browser, hostUrl, submitUrl) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.route(SITE_SUBMIT_URL, (route) => route.continue({ url: submitUrl }));
  const times = [];
  try {
    await page.goto(`${hostUrl}/contact`);
    const status = page.getByRole('form', { name: 'Contact form' }).getByRole('status');
    for (let index = 0; index < BROWSER_SENDS; index += 1) {
      await page.getByLabel('Name', { exact: true }).fill(`Bench ${index}`);
      await page.getByLabel('Email', { exact: true }).fill('bench@example.com');
      await page.getByLabel('Subject', { exact: true }).fill(`Bench run ${index}`);
      await page.getByLabel('Message', { exact: true }).fill('Measuring the send. '.repeat(50));
      // The JS send is measured: wait until the form's code has taken over (hydration sets
      // novalidate; before it, Send is a native post that leaves the page for /contact/sent).
      await page.locator('form[aria-label="Contact form"][novalidate]').waitFor();
      const started = performance.now();
      await page.getByRole('button', { name: 'Send Message' }).click();
      await status.getByText('Message sent successfully!').waitFor();
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await context.close();
  }
}

/** Many sends straight at the stand-in, CONCURRENCY at a time. */
async function directSends(submitUrl) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < DIRECT_SENDS) {
      const index = next;
      next += 1;
      const body = new FormData();
      body.append('access_key', 'bench');
      body.append('name', `Direct ${index}`);
      body.append('email', 'bench@example.com');
      body.append('subject', 'Bench');
      body.append('message', `Message ${index} 👋 `.repeat(40));
      const sent = performance.now();
      const response = await fetch(submitUrl, { method: 'POST', body });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`stand-in answered ${response.status}`);
      latencies.push(performance.now() - sent);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { seconds: (performance.now() - started) / 1000, latencies };
}

export default async function bench({ browser, hostUrl, log }) {
  const added = await jsAddedByContact(browser, hostUrl);
  log('JS added by / -> /contact (compressed)', `${kb(added.bytes)} in ${added.files} files`);

  const dir = await mkdtemp(join(tmpdir(), 'contact-bench-'));
  const service = await startFormService({ port: 0, outboxPath: join(dir, 'messages.jsonl') });
  try {
    const times = await browserSendTimes(browser, hostUrl, service.submitUrl);
    log(
      `click -> 'Message sent successfully!' (${BROWSER_SENDS} sends)`,
      `median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
    );

    const direct = await directSends(service.submitUrl);
    log(
      `stand-in: ${DIRECT_SENDS} sends, ${CONCURRENCY} at a time`,
      `${(DIRECT_SENDS / direct.seconds).toFixed(0)} messages/s`,
    );
    log(
      'stand-in: answer latency (fsync before answering)',
      `p50 ${ms(percentile(direct.latencies, 50))}, p95 ${ms(percentile(direct.latencies, 95))}`,
    );
    const stored = await readOutbox(service.outboxPath);
    log('stand-in: messages in the outbox', `${stored.length} of ${DIRECT_SENDS + BROWSER_SENDS} acknowledged`);
  } finally {
    await service.close();
    await rm(dir, { recursive: true, force: true });
  }

  const { scores, metrics } = await lighthouseOnce(`${hostUrl}/contact`, {
    categories: ['performance', 'accessibility', 'best-practices'],
  });
  log(
    'Lighthouse /contact (mobile) perf / a11y / best practices',
    `${scores.performance} / ${scores.accessibility} / ${scores['best-practices']}`,
  );
  log(
    'Lighthouse /contact LCP, TBT, CLS',
    `${(metrics.lcp / 1000).toFixed(1)} s, ${Math.round(metrics.tbt)} ms, ${metrics.cls.toFixed(3)}`,
  );
}
