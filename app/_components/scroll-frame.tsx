// A wide table on a narrow screen: it scrolls sideways inside this frame instead of widening the
// page, the frame takes keyboard focus (arrow keys scroll it) and names itself, and a shadow on the
// edge with more to see is the visible cue that it scrolls (.scroll-frame in globals.css). On paper
// everything shows, nothing scrolls.
export function ScrollFrame({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`scroll-frame focus-visible:outline-2 focus-visible:outline-sky-700 print:overflow-visible print:bg-none ${className}`}
    >
      {children}
    </div>
  );
}
