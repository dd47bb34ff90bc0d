import { useId } from "react";
import { SearchIcon } from "./admin-icons";

type Props = {
  /** The control's name for screen readers, e.g. "Search applications". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
};

/** A search field that filters a list as the admin types. */
export function SearchBox({ label, value, onChange, placeholder }: Props) {
  const id = useId();
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        className="field-input pl-10"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
