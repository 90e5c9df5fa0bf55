import { use, useEffect } from 'react';
import { useLocale } from '@portfolio/shared/i18n/LocaleContext';
import { recordSection } from '@portfolio/shared/fieldData/pageRecord';
import {
  remoteOf,
  type ExposedSectionModule,
  type PropsOf,
  type RemoteModuleId,
  type RemoteName,
} from '@portfolio/shared/federation/contract';
import {
  markRenderedAgain,
  serverSectionCode,
  serverSectionMatchesCode,
  wasRenderedAgain,
} from '../runtime/serverSections';
import { entryUrlOf } from '../runtime/remoteUrlPlugin';
import { FragmentReleaseMismatch, serverReleaseBase } from '../utils/serverSectionChecks';
import { sectionProps } from '../utils/sectionProps';
import { SectionRoot } from './SectionRoot';

interface Props<Id extends RemoteModuleId> {
  id: Id;
  props?: PropsOf<Id>;
  /** Injected in unit tests; the route's first load otherwise. */
  code?: (id: Id) => Promise<ExposedSectionModule<PropsOf<Id>>>;
  matchesCode?: (remote: RemoteName) => boolean;
}

/**
 * A section whose HTML the server included: suspends on its code while React keeps that HTML, then
 * hydrates it. A load failure throws to the route's error boundary; HTML from another release than
 * the code is rendered again on the client.
 */
export function ServerRenderedSection<Id extends RemoteModuleId>({
  id,
  props,
  code = serverSectionCode,
  matchesCode = serverSectionMatchesCode,
}: Props<Id>) {
  const remote = remoteOf(id);
  const module = use(code(id));
  const locale = useLocale();
  // Field data: hydrated from the first HTML, or rendered again with another release's code.
  useEffect(() => {
    recordSection(
      remote,
      wasRenderedAgain(remote)
        ? { outcome: 'client', source: entryUrlOf(remote) }
        : { outcome: 'server', source: serverReleaseBase(document.head, remote) ?? undefined },
    );
  }, [remote]);
  if (!wasRenderedAgain(remote) && !matchesCode(remote)) {
    markRenderedAgain(remote);
    // Thrown while hydrating, React renders the boundary on the client (a recoverable error, quiet in main.tsx).
    throw new FragmentReleaseMismatch(remote);
  }
  const Section = module.default;
  return (
    <SectionRoot remote={remote}>
      <Section {...sectionProps(props, locale)} />
    </SectionRoot>
  );
}

/** Where the server includes a section's HTML; build time only (host/build/prerender.ts writes the directive). */
export function IncludePoint({ remote }: { remote: RemoteName }) {
  return <template data-mf-include={remote} />;
}
