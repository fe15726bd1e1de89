import { t } from '../../i18n/language';
import { setDigits, useDigits, type DigitStyle } from '../../lib/digits';

const options: readonly { value: DigitStyle; label: string; sample: string }[] = [
  {
    value: 'latn',
    sample: '123',
    get label() {
      return t.digits.latin;
    },
  },
  {
    value: 'arab',
    sample: '١٢٣',
    get label() {
      return t.digits.arabic;
    },
  },
];

/** The digit setting: Latin or Arabic-Indic digits everywhere, remembered on this device. */
export function DigitsSetting() {
  const digits = useDigits();
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <legend className="float-start me-3 font-bold text-slate-800">{t.digits.label}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="radio"
            name="digits"
            value={option.value}
            checked={digits === option.value}
            onChange={() => setDigits(option.value)}
            className="size-5 accent-loader"
          />
          <span>
            {option.label} (<bdi>{option.sample}</bdi>)
          </span>
        </label>
      ))}
    </fieldset>
  );
}
