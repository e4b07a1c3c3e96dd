import { common } from './common.ts'
import { directory } from './directory.ts'
import { editorial } from './editorial.ts'
import { forms } from './forms.ts'

/** Every string of one language: the one module a browser loads for it (ADR 0009). */
export const messages = { ...common, ...directory, ...editorial, ...forms }
