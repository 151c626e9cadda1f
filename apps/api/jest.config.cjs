/** API tests: unit specs and integration specs (*.api.spec.ts) beside the code, against a real PostgreSQL. */
module.exports = {
  testEnvironment: 'node',
  rootDir: 'src',
  testRegex: '\\.spec\\.ts$',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.json' }] },
  // Sources import with .js extensions (nodenext); jest resolves them to the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/platform/testing/global-setup.ts',
  globalTeardown: '<rootDir>/platform/testing/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
