#!/usr/bin/env node
// Runs a command under Node 24 LTS. When the machine's Node is older, the official Node binary
// for this platform comes from the npm registry (package node-<platform>-<arch>@24) into
// ~/.cache/darkcity/node24 and is put first on PATH for the command and everything it starts.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const REQUIRED_MAJOR = 24;
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/node24.mjs <command> [args...]');
  process.exit(2);
}

const major = Number(process.versions.node.split('.')[0]);
const env = { ...process.env };
if (major < REQUIRED_MAJOR) {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const pkg = `node-${platform}-${process.arch}`;
  const prefix = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'darkcity', 'node24');
  const bin = join(prefix, 'node_modules', pkg, 'bin');
  if (!existsSync(join(bin, 'node'))) {
    console.error(
      `Node ${process.versions.node} is older than ${REQUIRED_MAJOR}: fetching ${pkg}@${REQUIRED_MAJOR} from the npm registry...`,
    );
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `${pkg}@${REQUIRED_MAJOR}`,
      ],
      {
        stdio: 'inherit',
      },
    );
  }
  env.PATH = `${bin}${process.platform === 'win32' ? ';' : ':'}${env.PATH}`;
}

const child = spawn(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
