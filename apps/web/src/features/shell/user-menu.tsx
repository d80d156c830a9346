import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session/session';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadDataDialog } from './download-data-dialog';
import { initialsOf } from './initials';
import { useLogout } from './use-logout';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white';

export function UserMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const [open, setOpen] = useState<'download' | 'delete' | null>(null);
  if (!user) return null;
  const toggle = (which: 'download' | 'delete') => (isOpen: boolean) =>
    setOpen(isOpen ? which : null);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={`Account menu for ${user.name}`}
          className="flex h-11 w-11 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-sm font-bold text-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        >
          {initialsOf(user.name)}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-64 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
          >
            <div className="border-b border-slate-100 px-3 pt-1 pb-3 dark:border-slate-800">
              <p className="font-semibold text-slate-900 dark:text-white">{user.name}</p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
            </div>
            <DropdownMenu.Item asChild className={`${itemClass} mt-1`}>
              <Link to="/profile">View Profile</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/settings">Settings</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setOpen('download')}>
              Download my data
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setOpen('delete')}>
              Delete my account
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-100 dark:bg-slate-800" />
            <DropdownMenu.Item
              className={`${itemClass} text-rose-700 dark:text-rose-300`}
              onSelect={() => void logout()}
            >
              Logout
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <DownloadDataDialog open={open === 'download'} onOpenChange={toggle('download')} />
      <DeleteAccountDialog open={open === 'delete'} onOpenChange={toggle('delete')} />
    </>
  );
}
