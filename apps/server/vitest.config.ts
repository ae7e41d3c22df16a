import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each test file opens its own database (PGlite ~300 MB, or a PostgreSQL schema): keep workers few on 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    sequence: { groupOrder: 1 }, // its own group, since its worker count differs from the other projects'
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
