import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import axios from 'axios';

interface Rate {
  readonly source: { readonly name: string };
  readonly buy: string;
  readonly sell: string;
}
interface Currency {
  readonly code: string;
  readonly name: string;
  readonly rates: readonly Rate[];
}

const queryClient = new QueryClient();
const rateFormat = new Intl.NumberFormat('ar', {
  numberingSystem: 'latn',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function Rates() {
  const list = useQuery({
    queryKey: ['currency-list'],
    queryFn: async () => (await axios.get<{ data: Currency[] }>('/api/client/get/currency/list')).data.data,
  });
  if (list.isPending) return <p>جارٍ التحميل…</p>;
  if (list.isError) return <p role="alert">تعذّر تحميل الأسعار.</p>;
  return (
    <table style={{ borderCollapse: 'separate', borderSpacing: '0.75rem 0.25rem' }}>
      <thead>
        <tr>
          <th scope="col">العملة</th>
          <th scope="col">السوق</th>
          <th scope="col">شراء</th>
          <th scope="col">بيع</th>
        </tr>
      </thead>
      <tbody>
        {list.data.flatMap((currency) =>
          currency.rates.map((rate) => (
            <tr key={`${currency.code} ${rate.source.name}`}>
              <th scope="row">{currency.name}</th>
              <td>{rate.source.name}</td>
              <td>{rateFormat.format(Number(rate.buy))}</td>
              <td>{rateFormat.format(Number(rate.sell))}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** The one screen: a heading and the rates of every market. */
export function RatesTable() {
  return (
    <QueryClientProvider client={queryClient}>
      <main style={{ padding: '1rem' }}>
        <h1>صرّاف</h1>
        <p>أسعار العملات اليوم في الأسواق</p>
        <Rates />
      </main>
    </QueryClientProvider>
  );
}
