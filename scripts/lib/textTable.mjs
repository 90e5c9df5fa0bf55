/**
 * Rows as a plain-text table: columns padded to their widest cell, a rule under the header.
 * @param {string[]} header
 * @param {string[][]} rows
 * @returns {string}
 */
export function textTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
