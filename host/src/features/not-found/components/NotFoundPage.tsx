import { Link } from 'react-router-dom';
import { SectionIntro } from '@portfolio/shared/ui/SectionIntro';

export function NotFoundPage() {
  return (
    <section
      aria-labelledby="not-found-heading"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-28 text-center"
    >
      <SectionIntro label="404" heading="Page not found" headingLevel="h1" headingId="not-found-heading">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </SectionIntro>
      <Link to="/" className="focus-ring mt-8 btn-primary">
        Back to home
      </Link>
    </section>
  );
}
