import { Link } from 'react-router-dom';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';
import { useMessages } from '../../../hooks/useMessages';

export function NotFoundPage() {
  const m = useMessages();
  return (
    <section
      aria-labelledby="not-found-heading"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-28 text-center"
    >
      <SectionIntro label="404" heading={m.not_found_heading({})} headingLevel="h1" headingId="not-found-heading">
        {m.not_found_text({})}
      </SectionIntro>
      <Link to="/" className="focus-ring mt-8 btn-primary">
        {m.not_found_back({})}
      </Link>
    </section>
  );
}
