// The chaos suite's reporter: one line per navigation as it ends, then the run's counts against
// their targets and the command that replays it. A missed target fails the run.
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { REMOTE_LOAD_TIMEOUT_MS } from '../../shared/src/federation/loading';
import { chaosSettings, describeResult, reproduction, summarize, type EpisodeResult } from './plan';

const line = (label: string, value: string | number) => console.log(`  ${label.padEnd(44)} ${value}`);
const target = (value: string | number, ok: boolean) => `${value}${ok ? '' : '   <- target missed'}`;

export default class ChaosSummary implements Reporter {
  private readonly settings = chaosSettings(process.env);
  private readonly results: EpisodeResult[] = [];
  private readonly unfinished: string[] = [];
  private short = true;

  onBegin(_config: unknown, suite: Suite) {
    const { seed, graceMs } = this.settings;
    const count = suite.allTests().length;
    console.log(
      `Chaos run: seed ${seed}, ${count} navigations, bound ${REMOTE_LOAD_TIMEOUT_MS} ms + ${graceMs} ms grace`,
    );
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (!test.tags.includes('@short')) this.short = false;
    const body = result.attachments.find((attachment) => attachment.name === 'chaos-result')?.body;
    if (!body) {
      this.unfinished.push(`${test.title.split(' ')[0]} (${result.status})`);
      return;
    }
    const episode = JSON.parse(body.toString()) as EpisodeResult;
    this.results.push(episode);
    console.log(describeResult(episode, REMOTE_LOAD_TIMEOUT_MS + this.settings.graceMs));
  }

  async onEnd(result: FullResult) {
    const summary = summarize(this.results, { unfinished: this.unfinished });
    console.log('\nFault-injection run');
    line('navigations tried', summary.navigations);
    const byKind = Object.entries(summary.byKind).map(([kind, count]) => `${kind} ${count}`);
    line('faults injected by kind', byKind.join(', ') || '-');
    line('faults met by the browser', `${summary.exercised}/${summary.navigations}`);
    line('sections that showed their fallback', summary.fallbacks);
    line(`skeleton past the bound (${REMOTE_LOAD_TIMEOUT_MS} ms, target 0)`, target(summary.stuck, !summary.stuck));
    line('neither content nor fallback (target 0)', target(summary.neither, !summary.neither));
    if (summary.byKind['contract-incompatible'])
      line(
        'incompatible remotes rendered (target 0)',
        target(summary.incompatibleRendered, !summary.incompatibleRendered),
      );
    line('host breakages (target 0)', target(summary.hostBreakages, !summary.hostBreakages));
    const { recovered, attempted } = summary.retries;
    line('Retry recoveries (target all)', target(`${recovered}/${attempted}`, recovered === attempted));
    line('uncaught errors (target 0)', target(summary.uncaught, !summary.uncaught));
    line('CSP violations (information)', summary.cspViolations);
    line('wrong remote in a section (information)', summary.wrongSection);
    line('bound from', 'REMOTE_LOAD_TIMEOUT_MS, shared/src/federation/loading.ts');
    const replay = reproduction(process.env, { short: this.short });
    if (summary.missed.length || result.status !== 'passed') {
      console.log(`\nTargets missed: ${summary.missed.join('; ') || `the run ${result.status}`}`);
      console.log(`Reproduce: ${replay}`);
      return { status: 'failed' as const };
    }
    console.log(`\nAll targets met. Reproduce: ${replay}`);
    return undefined;
  }
}
