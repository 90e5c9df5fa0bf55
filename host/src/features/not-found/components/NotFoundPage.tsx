import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-28 text-center">
      <p className="font-mono text-sm text-accent-ink">404</p>
      <h1 className="text-gradient mt-2 font-display text-4xl font-bold">Page not found</h1>
      <p className="mt-4 text-ink-muted">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className="focus-ring mt-8 btn-primary">
        Back to home
      </Link>
    </section>
  );
}
