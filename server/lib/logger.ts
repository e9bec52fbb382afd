type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = {
  debug: (msg: string, meta?: object) => void;
  info: (msg: string, meta?: object) => void;
  warn: (msg: string, meta?: object) => void;
  error: (msg: string, meta?: object) => void;
};

/** One JSON line per event. Callers never pass driver messages (they can hold SQL parameters). */
export function createLogger(level: Level = 'info'): Logger {
  const log = (l: Exclude<Level, 'silent'>) => (msg: string, meta?: object) => {
    if (order[l] < order[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...meta });
    (l === 'error' || l === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
