/** A keyboard hint under a control; hidden on small (touch) screens. */
export function KeyHint({ text }: { text: string }) {
  return (
    <p className="hidden text-center text-xs text-slate-500 sm:block dark:text-slate-400">{text}</p>
  );
}
