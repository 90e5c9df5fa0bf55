// The optional packages a package-lock.json names but does not hold. `npm install` writes such a
// lockfile when the registry lacks a platform build; `npm ci` then refuses it on every machine.
// A dependency resolves as Node does: from the package's own node_modules up to the root's.

/**
 * Each missing optional dependency as `package -> dependency`.
 * @param {{ packages: Record<string, { optionalDependencies?: Record<string, string> }> }} lock
 */
export function lockfileGaps(lock) {
  const { packages } = lock;
  /** @param {string} from @param {string} name */
  const resolves = (from, name) => {
    for (let dir = from; ;) {
      if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
      if (!dir) return false;
      const parent = dir.lastIndexOf('/node_modules/');
      dir = parent < 0 ? '' : dir.slice(0, parent);
    }
  };
  return Object.entries(packages).flatMap(([path, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !resolves(path, name))
      .map((name) => `${path || '(root)'} -> ${name}`),
  );
}
