/**
 * Reads the runnable examples out of the documentation, so that a test can run them as printed.
 * Only fenced blocks of the given language count; `\`-continued lines are joined.
 */
export function fencedBlocks(markdown: string, language: string): string[] {
  const blocks: string[] = [];
  const lines = markdown.replace(/\r\n/g, "\n").split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() !== "```" + language) continue;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i].startsWith("```"); i++) body.push(lines[i]);
    blocks.push(body.join("\n"));
  }
  return blocks;
}

/** A shell block as its variable assignments (kept for every command) and its commands. */
export function shellCommands(block: string): { assignments: string[]; commands: string[] } {
  const joined = block.replace(/\\\n\s*/g, "");
  const assignments: string[] = [];
  const commands: string[] = [];
  for (const line of joined.split("\n").map((l) => l.trim())) {
    if (line === "" || line.startsWith("#")) continue;
    if (/^[A-Z_]+=\S+$/.test(line)) assignments.push(line);
    else commands.push(line);
  }
  return { assignments, commands };
}
