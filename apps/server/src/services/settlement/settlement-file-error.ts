/** A file that cannot be reconciled: one line naming the column or the line; nothing was kept. */
export class SettlementFileError extends Error {
  override name = 'SettlementFileError';
  constructor(
    message: string,
    /** What the message names, for a caller that words it for a person. */
    readonly where: { column?: string; line?: number; limit?: 'days' | 'currencies' } = {},
  ) {
    super(message);
  }
}
