import { defineConfig } from 'vitest/config';

// One run covers the three tiers and the scripts' helpers; server tests get a small worker count because each opens a database.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'], testTimeout: 60_000 } },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
