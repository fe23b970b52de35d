// A short number the reader types, with its label: a timestamp, a count of counters, a power or a
// toughness. A text field, not type="number": what the reader typed reaches the widget as typed,
// so that what is not a whole number is answered in words (the widget's own checks) rather than
// dropped by the browser.

/**
 * `label` is shown before the field (and names it); `aria`, when given, names it instead — for a
 * field whose short label ("Timestamp") does not say whose it is. Both in the page's language.
 */
export default function NumberField({
  label,
  aria,
  value,
  onText,
}: {
  label: string;
  aria?: string;
  value: string;
  onText: (text: string) => void;
}) {
  return (
    <label>
      {label}{' '}
      <input
        type="text"
        inputMode="numeric"
        size={3}
        value={value}
        aria-label={aria}
        onInput={(e) => onText((e.currentTarget as HTMLInputElement).value)}
      />
    </label>
  );
}
