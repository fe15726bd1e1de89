import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: string;
}

/**
 * WAI-ARIA tabs: arrow keys move between tabs (right-to-left aware: in RTL the "next" tab is on
 * the left), Home/End jump, and only the selected tab is in the tab order.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
}: {
  readonly label: string;
  readonly items: readonly TabItem<K>[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
  readonly children: ReactNode;
}) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step =
      event.key === 'ArrowLeft' ? (isRtl ? 1 : -1) : event.key === 'ArrowRight' ? (isRtl ? -1 : 1) : 0;
    let next: number | null = null;
    if (step) next = (index + step + items.length) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onSelect(item.key);
    refs.current.get(item.key)?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={label} className="flex gap-2 rounded-full bg-slate-200 p-1">
        {items.map((item, index) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) refs.current.set(item.key, element);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.key)}
              onKeyDown={(event) => move(event, index)}
              className={`min-h-11 min-w-0 flex-1 rounded-full px-2 py-2 font-bold min-[400px]:px-4 ${
                isSelected ? 'bg-white text-loader shadow-sm' : 'text-slate-800 hover:bg-white/60'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
