import { cefrLegendLabels, cefrLevels } from '@lexora/contracts/vocabulary-limits';
import { levelStyles } from './level-styles';

export function LevelLegend() {
  return (
    <ul
      aria-label="Legend"
      className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700 dark:text-slate-200"
    >
      {cefrLevels.map((level) => (
        <li key={level} className="inline-flex items-center gap-1.5">
          <span className={`h-3 w-3 rounded-sm ${levelStyles[level].swatch}`} aria-hidden />
          <span className="font-semibold">{level}</span> {cefrLegendLabels[level]}
        </li>
      ))}
    </ul>
  );
}
