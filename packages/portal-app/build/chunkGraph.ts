import type { Rolldown } from 'vite';

/** The chunks of a bundle, without its assets. */
export function chunksOf(files: Iterable<Rolldown.OutputChunk | Rolldown.OutputAsset>): Rolldown.OutputChunk[] {
  return [...files].filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

/** The chunks a browser loads with `starts`: they and every chunk they import statically. */
export function staticClosure(chunks: readonly Rolldown.OutputChunk[], starts: readonly Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Map<string, Rolldown.OutputChunk>();
  const queue = [...starts];
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (found.has(chunk.fileName)) continue;
    found.set(chunk.fileName, chunk);
    chunk.imports.forEach((file) => {
      const imported = byFile.get(file);
      if (imported) queue.push(imported);
    });
  }
  return [...found.values()];
}
