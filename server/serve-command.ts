/**
 * How the production server is started. `npm run serve` is exactly `serveScript`
 * (a unit test checks), and the bench, the Lighthouse check and the end-to-end
 * server start it the same way, so what they measure is what runs.
 *
 * - `--max-semi-space-size=4` keeps V8's young generation small.
 * - `--max-old-space-size=256` makes V8 collect its old generation before it
 *   grows far past what is live. Under the bench's bursts of writes (requests
 *   queued for the database live long enough to be promoted), the heap otherwise
 *   grew to 210-285 MB from one run to the next, for about 100 MB live; with the
 *   limit it stayed under 140 MB, at the same request rate.
 * - glibc's malloc raises its mmap threshold each time a large block is freed
 *   (up to 32 MB): from then on, the large short-lived buffers of a busy server
 *   (compression, request bodies, the start-up's files) come from the heap, whose
 *   freed pages stay resident. Fixed thresholds give them back to the system:
 *   measured on this project, idle 390 -> 311 MB and peak under the bench's load
 *   517 -> 387 MB with every company loaded (docs/performance.md). Other C
 *   libraries ignore these variables.
 */
export const serveEnvironment: Readonly<Record<string, string>> = {
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
}

export const serveNodeArguments: readonly string[] = ['--max-semi-space-size=4', '--max-old-space-size=256']

export const serveScript = [
  ...Object.entries(serveEnvironment).map(([name, value]) => `${name}=${value}`),
  'node',
  ...serveNodeArguments,
  'server/main.ts',
].join(' ')
