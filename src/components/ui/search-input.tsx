import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from './input';
import { Label } from './label';

const DEBOUNCE_MS = 300;

/**
 * A labelled search box that reports its term once typing pauses. A new `value` from outside (Clear
 * filters, Back) replaces the text unless it is the term already shown.
 */
export function SearchInput({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (term: string) => void;
}) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    if (value.trim() !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}
