import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for tests/ and partner examples, from the committed schema. The output is
 * generated before type-checking on every test run, so it can never go stale.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['tests/src/**/*.ts', '!tests/src/__generated__/**'],
  ignoreNoDocuments: false,
  // NodeNext resolution wants explicit .js suffixes in the generated imports.
  emitLegacyCommonJSImports: false,
  generates: {
    'tests/src/__generated__/': {
      preset: 'client',
      config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
