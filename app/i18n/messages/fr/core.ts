import { common } from './common.ts'
import { directory } from './directory.ts'
import { editorial } from './editorial.ts'

/** Every string but the forms': what every page of one language needs (ADR 0011). */
export const core = { ...common, ...directory, ...editorial }
