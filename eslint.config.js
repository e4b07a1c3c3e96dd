import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const noInheritedKeyLookup = {
  selector: "BinaryExpression[operator='in'][left.type!='Literal']",
  message: 'A variable key with `in` also finds inherited members: use a Map or Object.hasOwn.',
}

/**
 * The recipe of a page (ADR 0041): a route module declares its kept sections with `deferredModule`, its head
 * with `routeMeta`, and a missing page by throwing `notFound` (app/lib/not-found.server.ts), so that one error
 * boundary answers it (app/root.tsx).
 */
const pageRecipe = [
  {
    selector: "CallExpression[callee.name='deferred']",
    message: "Declare a page's kept sections with deferredModule() (app/on-demand/deferred.ts).",
  },
  {
    selector: "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name='meta']:not([init.callee.name='routeMeta'])",
    message: "A page's head is routeMeta(...) (app/lib/meta.ts), not an array of its own.",
  },
  {
    selector: "ExportNamedDeclaration > FunctionDeclaration[id.name='meta']",
    message: "A page's head is routeMeta(...) (app/lib/meta.ts), not an array of its own.",
  },
  {
    selector: "Property[key.name='found'] > Literal[raw='false'], Property[key.name='found'] > TSAsExpression > Literal.expression[raw='false']",
    message: 'A missing page throws notFound(request, kind) (app/lib/not-found.server.ts): the root answers it with HTTP 404.',
  },
]

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'test-data/', 'test-results/', 'playwright-report/', '.scratch/', '**/.tmp-*', 'app/paraglide/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      // `key in object` with a key from a variable also finds Object.prototype's members ('constructor',
      // 'toString'...): a lookup keyed by request input uses a Map or Object.hasOwn.
      'no-restricted-syntax': ['error', noInheritedKeyLookup],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    // The module that wraps React Router's links, and its test, which compares them with React Router's own.
    ignores: ['app/components/link.tsx', 'app/components/link.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Form', 'Link', 'NavLink'],
              message: "Import Form, Link and NavLink from '~/components/link.tsx': they do not discover routes as the page loads.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/routes/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noInheritedKeyLookup, ...pageRecipe] },
  },
)
