/**
 * Registry numbers of hand-checked companies that the merge cannot find by site or name, because the
 * company renamed itself and moved to a new site after the register recorded it. Only certain pairs.
 */
export const handRegistryNumbers: Readonly<Record<string, string>> = {
  /** Qodo is the new name of CodiumAI (codium.ai), which the register knows as Codium. */
  qodo: '516639572',
  /** Keepers (keeperschildsafety.net) is the register's Keepers Child Safety (keepers.ai). */
  keepers: '515405066',
  /** Nexxen is the new name of Tremor International, which the register knows as Tremor. */
  nexxen: '513956060',
}
