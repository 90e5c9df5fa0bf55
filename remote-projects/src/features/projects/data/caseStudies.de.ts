import type { CaseStudyMeta } from '../utils/caseStudy';

/** The German case studies' front matter (`<slug>.de.md`), by file: loaded on German pages only. */
export default import.meta.glob<CaseStudyMeta | null>('../../../../content/case-studies/*.de.md', {
  query: '?meta',
  import: 'default',
  eager: true,
});
