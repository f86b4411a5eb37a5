// Runs a command line tool and fails loudly with its output, so a missing
// Debian package is obvious.
import { spawnSync } from 'node:child_process';

export function run(command, args, { allowFailure = false } = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${command}: ${result.error.message} (is its Debian package installed?)`);
  if (result.status !== 0 && !allowFailure) {
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}\n${result.stderr}`);
  }
  return result;
}

export function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}
