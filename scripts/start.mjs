// `npm start`: the local stack (Postgres, auth, REST, realtime, functions, inbox) and the app's dev server together.
import { spawn } from 'node:child_process';

const children = [];
function run(name, command, args) {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    if (!shuttingDown) {
      console.error(`${name} exited with code ${code}; stopping.`);
      shutdown(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('stack', 'npx', ['tsx', 'local-stack/cli.ts', 'start']);
run('app', 'npx', ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort']);
console.log('App: http://localhost:5173  (the stack prints its own URLs when ready)');
