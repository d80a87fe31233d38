/** "1 customer", "3 customers": a count and its noun in English, for the command-line tools' messages. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
