/** A merge's conflict markers, as git writes them and as Prettier reformats them in Markdown. */
const MARKER = /^(<{7}(\s|$)|>{7}(\s|$)|={7}\s*$|(> ){7}|\| ={7}\s)/;

/** The 1-based numbers of the lines in `text` that are a leftover conflict marker. */
export function mergeMarkerLines(text) {
  return text.split('\n').flatMap((line, index) => (MARKER.test(line) ? [index + 1] : []));
}
