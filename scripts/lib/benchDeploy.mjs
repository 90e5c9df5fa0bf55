// The nginx deploy the benches measure (8080-8083, the bench's own prefix). Run under the e2e lock.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForUrl } from './waitForUrl.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BENCH_HOST = 'http://localhost:8080';
const BENCH_PREFIX = process.env.BENCH_DEPLOY_PREFIX ?? '/tmp/portfolio-nginx-bench';

function deploy(command, root) {
  const result = spawnSync(
    'node',
    ['delivery/nginx/deploy.mjs', command, ...(command === 'start' ? ['--fresh'] : [])],
    {
      cwd: root,
      env: { ...process.env, DEPLOY_PREFIX: BENCH_PREFIX },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`deploy ${command} failed: ${result.stderr || result.stdout}`);
}

/**
 * Deploys the build of the checkout at `root` (this one by default) through its own deploy script, runs
 * `measure(hostUrl, prefix)`, and stops nginx whatever happens.
 * @template T
 * @param {(hostUrl: string, prefix: string) => Promise<T>} measure
 * @returns {Promise<T>}
 */
export async function withBenchDeploy(measure, root = ROOT) {
  // The bench's own releases are replaced by this build's (a release id is the entry's hash,
  // and a rebuilt remote may keep its entry while its fragment changed).
  rmSync(join(BENCH_PREFIX, 'sites'), { recursive: true, force: true });
  deploy('start', root);
  try {
    await waitForUrl(`${BENCH_HOST}/remotes.json`);
    return await measure(BENCH_HOST, BENCH_PREFIX);
  } finally {
    deploy('stop', root);
  }
}
