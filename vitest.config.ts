import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(__dirname, 'src'),
  '@payload-config': path.resolve(__dirname, 'payload.config.ts'),
  '@collections': path.resolve(__dirname, 'collections'),
  '@blocks': path.resolve(__dirname, 'blocks'),
  // `import 'server-only'` guards server modules in Next.js builds; tests run them in plain Node.
  'server-only': path.resolve(__dirname, 'tests/support/serverOnly.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Several unit tests build search indexes of thousands of records: on a busy 2-core
          // machine they can take longer than vitest's default 5 s without anything being wrong.
          testTimeout: 60_000,
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
})
