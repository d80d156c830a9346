/**
 * Binary search over a text file whose lines are sorted by byte order (the WordNet index files
 * are). Nothing is parsed up front: a lookup costs O(log n) line reads.
 */
export class SortedLines {
  private readonly starts: Int32Array;

  constructor(private readonly text: string) {
    let count = 1;
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) count++;
    const starts = new Int32Array(count);
    let line = 1;
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts[line++] = i + 1;
    this.starts = starts;
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
