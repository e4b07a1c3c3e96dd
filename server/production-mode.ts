/**
 * React picks its build when first imported: the development build, taken when NODE_ENV is unset, renders pages
 * several times slower (prop validation, owner stacks). Imported first by server/main.ts, before anything loads
 * React, so the server renders with the production build unless NODE_ENV says otherwise.
 */
process.env.NODE_ENV ??= 'production'
