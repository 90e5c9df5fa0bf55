import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests run without the federation plugin: remote imports are aliased to their source.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      'skills/SkillsPage': new URL('./remote-skills/src/exposed/SkillsPage.tsx', import.meta.url).pathname,
      'projects/ProjectsStack': new URL('./remote-projects/src/exposed/ProjectsStack.tsx', import.meta.url).pathname,
      'contact/ContactPage': new URL('./remote-contact/src/exposed/ContactPage.tsx', import.meta.url).pathname,
    },
  },
  test: {
    environment: 'jsdom',
    include: [
      '{host,remote-skills,remote-projects,remote-contact,shared}/{src,build,server}/**/*.test.{ts,tsx}',
      'scripts/test/**/*.test.ts',
      'delivery/**/*.test.ts',
      'e2e/chaos/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
