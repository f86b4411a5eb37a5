// Country field: a search box that filters (case-insensitively) a native list with a Popular Countries group.
// A native <select> keeps it keyboard- and screen-reader-friendly on every device.
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { demoDialogCopy } from '@/content/demo-request';
import { groupCountries } from '@/content/form-options';
import { cn } from '@/lib/cn';
import { selectClassName } from './select-class-name';

const copy = demoDialogCopy.form.countryPicker;

export interface CountryPickerProps {
  id: string;
  value: string;
  onChange: (country: string) => void;
  onBlur?: () => void;
  placeholder: string;
  invalid?: boolean;
  describedBy?: string;
}

export function CountryPicker({ id, value, onChange, onBlur, placeholder, invalid, describedBy }: CountryPickerProps) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const { popular, all } = groupCountries(query);
  const empty = popular.length === 0 && all.length === 0;
  // Keep the chosen country selectable even when the filter hides it.
  const showChosen = value !== '' && !all.includes(value);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={searchId} className="sr-only">
        {copy.searchPlaceholder}
      </label>
      <Input
        id={searchId}
        type="search"
        placeholder={copy.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-controls={id}
        className="h-9"
      />
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(selectClassName, value === '' && 'text-muted-foreground')}
      >
        <option value="">{empty ? copy.empty : placeholder}</option>
        {showChosen ? <option value={value}>{value}</option> : null}
        {popular.length > 0 ? (
          <optgroup label={copy.popularGroup}>
            {popular.map((country) => (
              <option key={`popular-${country}`} value={country}>
                {country}
              </option>
            ))}
          </optgroup>
        ) : null}
        {all.length > 0 ? (
          <optgroup label={copy.allGroup}>
            {all
              .filter((country) => !popular.includes(country))
              .map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
          </optgroup>
        ) : null}
      </select>
      {empty ? (
        <p role="status" className="text-xs text-muted-foreground">
          {copy.empty}
        </p>
      ) : null}
    </div>
  );
}
