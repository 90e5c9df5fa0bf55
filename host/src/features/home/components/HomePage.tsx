import { owner } from '@portfolio/shared/owner';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <section className="mx-auto max-w-6xl px-4 pt-32 pb-16">
      <h1 className="font-display text-5xl font-bold text-ink">
        Hi, I&apos;m <span className="text-gradient">{owner.name}</span>
      </h1>
    </section>
  );
}
