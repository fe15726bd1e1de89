import { ar } from '../../../i18n/ar';
import { diffEntries } from '../diff-entries';

const t = ar.audit;

/** Before/after of one audit row, field by field, changed fields marked in words and colour. */
export function AuditDiff({ before, after, label }: { before: unknown; after: unknown; label: string }) {
  const rows = diffEntries(before, after);
  if (rows.length === 0) return <span className="text-slate-600">{t.noChanges}</span>;
  return (
    <details>
      <summary className="cursor-pointer font-bold text-loader">
        {t.changes} ({rows.filter((row) => row.changed).length})
      </summary>
      <table className="mt-2 w-full min-w-72 text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-start">
              {t.field}
            </th>
            <th scope="col" className="text-start">
              {t.before}
            </th>
            <th scope="col" className="text-start">
              {t.after}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} className={row.changed ? 'bg-amber-50' : undefined}>
              <th scope="row" dir="ltr" className="pe-2 text-start font-normal">
                <code>{row.field}</code>
              </th>
              <td className="pe-2 break-all" dir="auto">
                {row.changed && row.before ? <del>{row.before}</del> : row.before}
              </td>
              <td className="break-all" dir="auto">
                {row.changed && row.after ? (
                  <ins className="no-underline font-bold">{row.after}</ins>
                ) : (
                  row.after
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
