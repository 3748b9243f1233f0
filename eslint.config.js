// Lint (flat config), run by `npm test` with Prettier's check. The rules are the anchors' (epic-stack, Hydrogen):
// typescript-eslint's recommended set, React's hook rules, jsx-a11y, and import-x against static import cycles.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "public/", ".cache/", ".data/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      // A timer read by callbacks before the line that sets it stays a `let`.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // Dependencies point one way: components wear the looks of app/styles, styles never import a component (a
    // look both need lives in app/styles); models are pure, so they import no view, style or route. Calendar
    // arithmetic is date-fns's (the design card's date library), not written again by hand.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./app/styles",
              from: ["./app/components", "./app/routes", "./app/pages"],
              message: "Styles import no component: move the look both need into app/styles.",
            },
            {
              target: "./app/models",
              from: ["./app/components", "./app/styles", "./app/routes", "./app/pages"],
              message: "Models are pure: no view, style or route.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=86400000]",
          message: "Count calendar days with date-fns (differenceInCalendarDays, addDays), not milliseconds.",
        },
        {
          selector: "CallExpression[callee.property.name=/^set(UTC)?(FullYear|Month|Date|Hours|Minutes|Seconds)$/]",
          message: "Move a date with date-fns (addDays, endOfDay, startOfDay …), not by setting its fields.",
        },
      ],
    },
  },
  {
    // The offline wallet's service worker: a worker's globals, and the build's version put in by its bundler.
    files: ["scripts/service-worker/**/*.js"],
    languageOptions: { globals: { ...globals.serviceworker, __BUILD_VERSION__: "readonly" } },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    // The two rules of hooks the anchors run; the React Compiler's newer rules judge code written for the compiler,
    // which this project does not use.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
);
