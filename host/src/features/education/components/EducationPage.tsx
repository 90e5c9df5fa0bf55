import { useDocumentTitle } from '../../../hooks/useDocumentTitle';

export function EducationPage() {
  useDocumentTitle('Education');
  return (
    <section className="mx-auto max-w-6xl px-4 pt-32 pb-16">
      <h1 className="text-gradient font-display text-4xl font-bold">Educational Journey</h1>
    </section>
  );
}
