import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test-setup.ts'],
    // Pages load their dialogs' code on first use; with two test files at once on two cores that
    // import alone can take seconds, past Vitest's default 5 s for the whole test.
    testTimeout: 15_000,
  },
})
