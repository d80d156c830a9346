import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.shared-data.test.ts'],
        },
      },
      {
        // Tests that compare our content with the labelled data of ../shared/data (not in the
        // repository): a leg of their own, which `npm test` leaves out, saying so, when the data
        // is not beside the clone, and which CI always runs.
        test: {
          name: 'shared-data',
          include: ['packages/**/*.shared-data.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
