// The apps of shared/build/apps.json as the README and docs/architecture.md name them: how many
// remotes, which port each app serves on, which folder each app is. Pure: the caller reads the files.

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * @typedef {{ dir: string, preview: number }} App
 * @param {{ apps: Record<string, App>, readme: string, architecture: string }} sources
 * @returns {string[]} one line per disagreement
 */
export function appsInDocsProblems({ apps, readme, architecture }) {
  const problems = [];
  const remotes = Object.keys(apps).filter((name) => name !== 'host');
  const count = NUMBER_WORDS[remotes.length] ?? String(remotes.length);
  const intro = /a host and (\w+) remotes \(([^)]*)\)/.exec(readme);
  if (!intro) problems.push('README.md: no "a host and <n> remotes (<names>)" sentence');
  else {
    if (intro[1] !== count) problems.push(`README.md: says "${intro[1]} remotes", apps.json has ${count}`);
    const named = intro[2].split(/,\s*|\s+and\s+/).map((name) => name.trim());
    if (named.join(',') !== remotes.join(','))
      problems.push(`README.md: names the remotes "${intro[2]}", apps.json has ${remotes.join(', ')}`);
  }
  const ports = /`npm start` serves the host on http:\/\/localhost:(\d+) and the remotes on ([^.]*)\./s.exec(readme);
  if (!ports) problems.push('README.md: no "`npm start` serves the host on … and the remotes on …" sentence');
  else {
    const listed = new Map([['host', Number(ports[1])]]);
    for (const [, port, name] of ports[2].matchAll(/(\d+) \((\w+)\)/g)) listed.set(name, Number(port));
    for (const [name, app] of Object.entries(apps)) {
      if (!listed.has(name)) problems.push(`README.md: no \`npm start\` port for ${name} (${app.preview})`);
      else if (listed.get(name) !== app.preview)
        problems.push(`README.md: ${name} on ${listed.get(name)}, apps.json says ${app.preview}`);
    }
    for (const name of listed.keys())
      if (!(name in apps)) problems.push(`README.md: a port for ${name}, not in apps.json`);
  }
  const folders = new Set([...architecture.matchAll(/^([a-z][a-z-]*)\/\s/gm)].map(([, dir]) => dir));
  for (const [name, app] of Object.entries(apps))
    if (!folders.has(app.dir)) problems.push(`docs/architecture.md: the apps table has no ${app.dir}/ (${name})`);
  const portLine = /host (\d+),\s+skills[^(]*/.exec(architecture)?.[0] ?? '';
  for (const [name, app] of Object.entries(apps))
    if (!new RegExp(`\\b${name} ${app.preview}\\b`).test(portLine))
      problems.push(`docs/architecture.md: the ports sentence does not give ${name} ${app.preview}`);
  return problems;
}
