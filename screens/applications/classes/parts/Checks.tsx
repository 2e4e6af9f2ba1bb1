import styles from '../../../../components/order/order.module.css';

export interface Check<V extends string | number> {
  value: V;
  label: string;
}

/** A group of checkboxes drawn as pills (several can be chosen). */
export function Checks<V extends string | number>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: Check<V>[];
  chosen: readonly V[];
  onChange: (chosen: V[]) => void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={String(option.value)} className={styles.choice}>
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, option.value]
                  : chosen.filter((value) => value !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
