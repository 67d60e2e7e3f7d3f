import { common } from './icons'

/** Icons only the views loaded on demand draw; the entry's own are in icons.tsx. */
export const ChevronIcon = () => (
  <svg {...common}>
    <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
)
export const CopyIcon = () => (
  <svg {...common}>
    <rect x="5" y="5" width="8" height="8" rx="2" stroke="currentColor" strokeWidth="1.5" />
    <path d="M3 10V4a1 1 0 011-1h6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
)
export const SearchIcon = () => (
  <svg {...common}>
    <circle cx="7" cy="7" r="4.5" stroke="currentColor" strokeWidth="1.6" />
    <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
)
