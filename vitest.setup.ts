import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { LOCALES } from './shared/src/i18n/locale';

type Load = (locale: (typeof LOCALES)[number]) => Promise<unknown>;

// A test renders synchronously, as the server does: every app's words in every language are loaded first.
beforeAll(async () => {
  const host = import.meta.glob<Load>('./host/build/hostWords.ts', { import: 'loadHostWords' });
  const remotes = import.meta.glob<Load>('./remote-*/src/hooks/useMessages.ts', { import: 'loadMessages' });
  const projects = import.meta.glob<Load>('./remote-projects/src/features/projects/hooks/useProjectsData.ts', {
    import: 'loadProjectsData',
  });
  const loads = await Promise.all(Object.values({ ...host, ...remotes, ...projects }).map((module) => module()));
  await Promise.all(loads.flatMap((load) => LOCALES.map(load)));
});

afterEach(() => cleanup());
