import { Link } from 'react-router';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg font-extrabold tracking-tight ${className}`}
      aria-label="Lexora home"
    >
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden>
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M10 8v16h12v-3.5h-8V8z" fill="#fff" />
        <circle cx="22" cy="10" r="2.5" fill="#fbbf24" />
      </svg>
      <span className="text-xl text-slate-900 dark:text-white">Lexora</span>
    </Link>
  );
}
