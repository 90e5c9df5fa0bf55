import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { markdownPlugin } from './shared/build/markdown/markdownPlugin';
import { renderPost } from './remote-writing/build/renderPost';
import { renderCaseStudy } from './remote-projects/build/renderCaseStudy';

// Unit tests run without the federation plugin: remote imports are aliased to their source.
export default defineConfig({
  plugins: [
    react(),
    markdownPlugin({
      root: new URL('./remote-writing', import.meta.url).pathname,
      dir: 'content/posts',
      render: renderPost,
    }),
    markdownPlugin({
      root: new URL('./remote-projects', import.meta.url).pathname,
      dir: 'content/case-studies',
      render: renderCaseStudy,
    }),
  ],
  resolve: {
    alias: {
      'skills/SkillsPage': new URL('./remote-skills/src/exposed/SkillsPage.tsx', import.meta.url).pathname,
      'projects/ProjectsStack': new URL('./remote-projects/src/exposed/ProjectsStack.tsx', import.meta.url).pathname,
      'contact/ContactPage': new URL('./remote-contact/src/exposed/ContactPage.tsx', import.meta.url).pathname,
      'projects/ProjectPages': new URL('./remote-projects/src/exposed/ProjectPages.tsx', import.meta.url).pathname,
      'writing/LatestWriting': new URL('./remote-writing/src/exposed/LatestWriting.tsx', import.meta.url).pathname,
      'writing/WritingPages': new URL('./remote-writing/src/exposed/WritingPages.tsx', import.meta.url).pathname,
    },
  },
  test: {
    environment: 'jsdom',
    include: [
      '{host,remote-skills,remote-projects,remote-contact,remote-writing,shared}/{src,build,server}/**/*.test.{ts,tsx}',
      'scripts/test/**/*.test.ts',
      'delivery/**/*.test.ts',
      'e2e/chaos/*.test.ts',
      'e2e/support/*.test.ts',
      'e2e/pseudo-locale/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    restoreMocks: true,
  },
});
