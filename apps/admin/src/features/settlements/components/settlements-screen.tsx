import { ar } from '../../../i18n/ar';
import { ColumnMapping } from './column-mapping';
import { SettlementList } from './settlement-list';
import { UploadForm } from './upload-form';

/** «التسويات»: upload the operator's file, name its columns, and open the imports (admins). */
export function SettlementsScreen() {
  return (
    <section aria-labelledby="settlements-title" className="flex flex-col gap-4">
      <h1 id="settlements-title" className="text-3xl font-bold text-loader">
        {ar.settlements.title}
      </h1>
      <p className="max-w-3xl text-slate-700">{ar.settlements.intro}</p>
      <UploadForm />
      <SettlementList />
      <ColumnMapping />
    </section>
  );
}
