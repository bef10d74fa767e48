import './vehicle-info.css';

export interface InfoItem {
  label: string;
  value: string;
}

/** Label and value pairs as a description list, the markup of key information and specs. */
export function InfoList({ id, items }: { id?: string; items: readonly InfoItem[] }) {
  return (
    <dl className="vehicle-info__list" id={id}>
      {items.map((item) => (
        <div className="vehicle-info__item" key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Keeps the items that have a value, so a missing spec leaves no empty row. */
export function withValues(items: readonly { label: string; value: string | null }[]): InfoItem[] {
  return items.filter((item): item is InfoItem => item.value !== null && item.value !== '');
}
