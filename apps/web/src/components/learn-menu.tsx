import { DropdownMenu } from 'radix-ui';
import { ChevronDown, GraduationCap } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { learnGroups } from '../lib/learn-features';

// 44 px targets for a finger on a phone; 36 px with a mouse, so the whole menu fits an 800 px
// high window without scrolling (a scrolling menu is a region the keyboard cannot scroll).
const itemClass =
  'flex min-h-11 sm:min-h-9 cursor-pointer items-center rounded-lg px-3 text-sm text-slate-700 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800 aria-[current=page]:font-bold aria-[current=page]:text-indigo-800 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white dark:aria-[current=page]:text-indigo-200';

/**
 * The header's Learn menu (issue 30): every feature, grouped, on every signed-in page. A radix
 * menu: arrow keys move, Enter opens, Escape closes, and screen readers hear a menu of links with
 * the current page marked. The same button at every width; on a phone the list fills the width.
 */
export function LearnMenu({ className = '' }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 data-[state=open]:bg-indigo-50 dark:text-indigo-200 dark:ring-indigo-800 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800 ${className}`}
      >
        <GraduationCap className="h-4 w-4" aria-hidden />
        Learn
        <ChevronDown className="h-4 w-4 max-sm:hidden" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-72 max-w-[calc(100vw-16px)] overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
        >
          {learnGroups().map((group, index) => (
            <DropdownMenu.Group key={group.title}>
              {index > 0 && (
                <DropdownMenu.Separator className="my-1 h-px bg-slate-100 dark:bg-slate-800" />
              )}
              <DropdownMenu.Label className="px-3 pt-1 pb-0.5 text-xs font-bold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                {group.title}
              </DropdownMenu.Label>
              {group.items.map((item) => (
                <DropdownMenu.Item key={item.path} asChild className={itemClass}>
                  <Link to={item.path} aria-current={pathname === item.path ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
