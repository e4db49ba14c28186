/**
 * `node scripts/check-imports.ts`: the import rules of scripts/import-rules.ts on every TypeScript
 * file git knows (the app, the edge functions, the local stack, tests, scripts, benches). Exits 1
 * and names each problem when one is broken.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { importProblems, type SourceFiles } from './import-rules.ts';

const root = resolve(import.meta.dirname, '..');
const listed = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((path) => path && !path.endsWith('.d.ts') && !path.endsWith('routeTree.gen.ts'));

const files: SourceFiles = new Map();
for (const path of listed) {
  try {
    files.set(path, readFileSync(resolve(root, path), 'utf8'));
  } catch {
    // Deleted in the working tree but still in the index: not part of the tree being checked.
  }
}

const problems = importProblems(files);
for (const problem of problems) console.error(`${problem.file}: ${problem.message}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} import rule(s) broken (scripts/import-rules.ts).`);
  process.exit(1);
}
console.info(
  `imports: ${files.size} files, no feature importing another, no content or shared code importing a feature, no shared code importing content, no lazy library outside its boundary, no circle`,
);
