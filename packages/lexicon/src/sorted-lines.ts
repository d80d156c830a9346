/**
 * Binary search over a text file whose lines are sorted by byte order (the WordNet index files
 * are). Nothing is parsed up front: a lookup costs O(log n) line reads.
 */
export class SortedLines {
  private readonly starts: Int32Array;

  constructor(private readonly text: string) {
    // indexOf runs natively: several times faster than a character loop over 15 MB of index.
    const starts: number[] = [0];
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
      starts.push(at + 1);
    }
    this.starts = Int32Array.from(starts);
  }

  get length(): number {
    return this.starts.length;
  }

  line(index: number): string {
    const start = this.starts[index] ?? this.text.length;
    const next = this.starts[index + 1];
    return this.text.slice(start, next === undefined ? this.text.length : next - 1);
  }

  /** Index of the first line that is >= key (byte order), i.e. where lines starting with key begin. */
  lowerBound(key: string): number {
    let low = 0;
    let high = this.starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.line(middle) < key) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The line whose first space-separated field equals key, if any. */
  findRecord(key: string): string | undefined {
    const line = this.line(this.lowerBound(`${key} `));
    return line.startsWith(`${key} `) ? line : undefined;
  }
}
