/**
 * The operator a command or an upload is for (a settlement file, docs/operators.md#settlement): the
 * one it names, which must be of the configuration, or the only one there is. With several
 * operators and none named, nobody can guess whose file it is.
 */
export function chosenOperator(
  operators: readonly { id: string }[],
  asked: string | undefined,
): { ok: true; id: string } | { ok: false; reason: 'unknown_operator' | 'operator_required' } {
  if (asked !== undefined) {
    return operators.some((operator) => operator.id === asked)
      ? { ok: true, id: asked }
      : { ok: false, reason: 'unknown_operator' };
  }
  return operators.length === 1
    ? { ok: true, id: operators[0]!.id }
    : { ok: false, reason: 'operator_required' };
}
