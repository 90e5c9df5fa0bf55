import { contactErrorId, contactId } from '../utils/fieldIds';
import type { RefusedFieldMessages } from '../utils/validation';
import { AlertIcon } from './FormIcons';

interface FormFieldProps {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  fieldRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** The browser's own check, in force until the form's code takes over (noValidate). */
  pattern?: string;
  maxLength: number;
  /** Renders a textarea of this many rows instead of a one-line input. */
  rows?: number;
  /**
   * Until the form's code runs: the messages shown, with the form's status line, when the browser
   * refuses a send (contact.css shows the one that fits the field).
   */
  refused?: RefusedFieldMessages;
}

const CONTROL =
  'focus-ring block w-full rounded-xl border bg-surface-strong px-4 py-3 text-base text-ink shadow-[inset_0_1px_2px_rgb(0_0_0/0.12)] ' +
  'placeholder:text-ink-muted motion-safe:engaged:transition-[border-color,box-shadow] motion-safe:engaged:duration-200 ' +
  'focus:shadow-[0_0_0_4px_var(--pf-glow)]';
// Borders meet 3:1 against the field and the card in both themes; errors are red in both.
const BORDER_OK = 'border-[#6f6985] light:border-[#858091] hover:border-ink-muted focus:border-accent';
const BORDER_ERROR = 'border-danger focus:border-danger';

/** One labelled field; its error, when it has one, is tied to it for assistive tech. */
export function FormField({
  name,
  label,
  placeholder,
  value,
  error,
  onChange,
  fieldRef,
  type = 'text',
  autoComplete,
  pattern,
  maxLength,
  rows,
  refused,
}: FormFieldProps) {
  const id = contactId(name);
  const errorId = contactErrorId(name);
  const shared = {
    id,
    name,
    placeholder,
    value,
    autoComplete,
    // Announced as required. Before the form's code runs (or with JS off) the browser checks it,
    // with maxLength and the input's pattern; once hydrated, noValidate leaves it to the spec's rules.
    required: true,
    maxLength,
    ref: fieldRef,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${CONTROL} ${error ? BORDER_ERROR : BORDER_OK}`,
  } as const;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {rows ? (
        <textarea
          {...shared}
          rows={rows}
          className={`${shared.className} min-h-36 resize-y`}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...shared} type={type} pattern={pattern} onChange={(event) => onChange(event.target.value)} />
      )}
      {error ? (
        <p id={errorId} className="flex items-center gap-1.5 text-sm font-medium text-danger">
          <AlertIcon className="size-4 shrink-0" />
          {error}
        </p>
      ) : null}
      {refused
        ? (['empty', 'filled'] as const).map((when) => (
            <p key={when} data-refused-message={when} className="items-center gap-1.5 text-sm font-medium text-danger">
              <AlertIcon className="size-4 shrink-0" />
              {refused[when]}
            </p>
          ))
        : null}
    </div>
  );
}
