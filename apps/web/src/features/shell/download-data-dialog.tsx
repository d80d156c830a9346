import { Link } from 'react-router';
import { buttonClasses } from '../../components/button';
import { DialogClose, DialogPanel } from '../../components/dialog-panel';
import { DATA_DOWNLOADS } from './account-api';

const downloadClass = buttonClasses('secondary', 'md', 'w-full');

/** 'Download my data': everything as JSON, or the words and results as a spreadsheet. */
export function DownloadDataDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      title="Download my data"
      description="Everything Lexora keeps about you, ready to save: your profile and preferences, level history, words and their reviews, points, analyses, games and quizzes, coach results, reading record, assessment answers with any emotion readings, and your league name."
    >
      <div className="mt-5 flex flex-col gap-3">
        <a href={DATA_DOWNLOADS.json} download className={downloadClass}>
          Everything (JSON file)
        </a>
        <a href={DATA_DOWNLOADS.csv} download className={downloadClass}>
          Words and results (CSV spreadsheet)
        </a>
      </div>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        Read what we keep and why in our{' '}
        <Link
          to="/privacy"
          onClick={() => onOpenChange(false)}
          className="font-medium text-indigo-700 underline dark:text-indigo-300"
        >
          privacy notice
        </Link>
        .
      </p>
      <div className="mt-6 flex justify-end">
        <DialogClose className={buttonClasses('primary')}>Done</DialogClose>
      </div>
    </DialogPanel>
  );
}
