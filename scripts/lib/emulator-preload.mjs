/**
 * Loaded (node --import) into the Firebase CLI process that runs the
 * emulators for `npm start` and `npm test`, to make them start in seconds.
 * Three changes, each to work the CLI does on every start and never needs here:
 *
 * - The Auth emulator compiles request validators for every operation of the
 *   Identity Toolkit API before it listens: about 10 s of CPU. exegesis (its
 *   OpenAPI library) can compile each validator on first use instead
 *   (`lazyCompileValidationSchemas`); requests are validated exactly as before.
 * - The Functions emulator asks the npm registry (`npm show firebase-functions`,
 *   synchronously, up to 10 s) whether a newer SDK exists, only to print a
 *   warning. The registry is not asked; the warning is not printed.
 * - The Firestore emulator's JVM spends most of its start compiling its own
 *   code twice (the JIT's C1 then C2 tiers): with C1 only
 *   (`-XX:TieredStopAtLevel=1`) it starts and loads the rules with about half
 *   the CPU, and the short runs here never repay C2's compilations. Passed on
 *   the Firestore emulator's command line only (JAVA_TOOL_OPTIONS would reach
 *   the Storage rules runtime too, whose stderr the CLI reports as errors).
 *
 * - The Functions emulator starts a worker process per function, each loading
 *   the whole functions bundle and the Admin SDK (1-2 s of CPU): a seed that
 *   touches 45 functions spent more CPU starting workers than running them,
 *   and every cascade waited for the next function's worker to load. Workers
 *   are shared instead, as the CLI itself does under --inspect-functions: a
 *   worker is told which function to run before each request (the runtime's
 *   own "debug" message, then a health check's round trip so that it has read
 *   it before the request), so at most FUNCTIONS_EMULATOR_PARALLEL workers run
 *   every function. Requests still queue, run and log as before.
 *
 * - The CLI writes its debug log, a line per function run and more, to
 *   firebase-debug.log in the folder it runs in: the project's root, which
 *   `npm start`'s dev server watches (its watcher reads the root folder again
 *   on every change there: 7,000 times in a seed, about 11 s of CPU). The log goes
 *   where CLUBHOUSE_DEBUG_LOG says (scripts/lib/emulators.ts: .emulators/),
 *   and holds what the CLI prints (its info level) unless DEBUG is set: its
 *   debug level copied every event's payload, 29 MB in a seed, 2 s of the
 *   CLI's CPU spent writing it.
 *
 * Each change applies only if the module looks as expected, so a firebase-tools
 * release that moves things leaves the emulators working, just slower to start.
 * docs/decisions/0011-fast-start.md says why.
 */
import childProcess from 'node:child_process';
import http from 'node:http';
import process from 'node:process';
import stream from 'node:stream';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

// The CLI is CommonJS: patch the very module instances it will require.
const require = createRequire(import.meta.url);

function fromFirebaseTools(request) {
  try {
    const toolsDir = dirname(require.resolve('firebase-tools/package.json'));
    return require(require.resolve(request, { paths: [toolsDir] }));
  } catch {
    return undefined;
  }
}

const exegesisExpress = fromFirebaseTools('exegesis-express');
if (exegesisExpress && typeof exegesisExpress.middleware === 'function') {
  const middleware = exegesisExpress.middleware;
  exegesisExpress.middleware = (spec, options, done) => middleware(spec, { ...options, lazyCompileValidationSchemas: true }, done);
}

const versioning = fromFirebaseTools('firebase-tools/lib/deploy/functions/runtimes/node/versioning');
if (versioning && typeof versioning.getLatestSDKVersion === 'function') {
  versioning.getLatestSDKVersion = () => undefined;
}

const logger = fromFirebaseTools('firebase-tools/lib/logger');
const debugLog = process.env.CLUBHOUSE_DEBUG_LOG;
if (debugLog && logger && typeof logger.useFileLogger === 'function') {
  const useFileLogger = logger.useFileLogger;
  logger.useFileLogger = (file) => {
    const written = useFileLogger(file ?? debugLog);
    if (!process.env.DEBUG) {
      for (const transport of logger.logger?.transports ?? []) if (transport.filename !== undefined) transport.level = 'info';
    }
    return written;
  };
}

const FIRESTORE_JAR = /firestore/i;
const spawn = childProcess.spawn;
childProcess.spawn = function spawnWithJvmFlags(command, args, ...rest) {
  if (command === 'java' && Array.isArray(args)) {
    const jar = args.indexOf('-jar');
    if (jar > 0 && FIRESTORE_JAR.test(String(args[jar + 1])) && !args.some((a) => String(a).startsWith('-XX:TieredStopAtLevel'))) {
      args = [...args.slice(0, jar), '-XX:TieredStopAtLevel=1', ...args.slice(jar)];
    }
  }
  return spawn.call(this, command, args, ...rest);
};

const emulatorModule = fromFirebaseTools('firebase-tools/lib/emulator/functionsEmulator');
const workerModule = fromFirebaseTools('firebase-tools/lib/emulator/functionsRuntimeWorker');
const sharedModule = fromFirebaseTools('firebase-tools/lib/emulator/functionsEmulatorShared');
const Emulator = emulatorModule?.FunctionsEmulator?.prototype;
const Pool = workerModule?.RuntimeWorkerPool?.prototype;
if (
  process.env.CLUBHOUSE_SHARED_WORKERS !== '0' &&
  Emulator &&
  Pool &&
  typeof sharedModule?.getSignatureType === 'function' &&
  ['getTriggerRecordByKey', 'getEmulatorEnvs'].every((m) => typeof Emulator[m] === 'function') &&
  ['getKey', 'submitRequest', 'getIdleWorker'].every((m) => typeof Pool[m] === 'function') &&
  typeof workerModule.RuntimeWorker?.prototype?.sendDebugMsg === 'function'
) {
  const roundTrip = (worker) =>
    new Promise((resolve, reject) => {
      const request = http.request({ ...worker.runtime.conn.httpReqOpts(), method: 'GET', path: '/__/health' }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      request.on('error', reject);
      request.end();
    });
  /** Background functions whose runs read and write only the document that woke them. */
  const ALONE = new Set(['onMail']);
  /** Where a run acknowledged early sends its answer: nowhere, once it has ended. */
  const discardingResponse = () => {
    const sink = new stream.Writable({ write: (_chunk, _encoding, done) => done() });
    return Object.assign(sink, {
      writeHead: () => sink,
      status: () => sink,
      send: () => sink.end(),
      json: () => sink.end(),
      sendStatus: () => sink.end(),
      setHeader: () => undefined,
      headersSent: false,
    });
  };
  /** Trigger id -> what the runtime needs to find and call it. */
  const targets = new Map();
  const getTriggerRecordByKey = Emulator.getTriggerRecordByKey;
  Emulator.getTriggerRecordByKey = function recordingTargets(key) {
    const record = getTriggerRecordByKey.call(this, key);
    const def = record?.def;
    if (def?.id && def.entryPoint && !targets.has(def.id)) {
      targets.set(def.id, { functionTarget: def.entryPoint, functionSignature: sharedModule.getSignatureType(def) });
    }
    return record;
  };
  const getEmulatorEnvs = Emulator.getEmulatorEnvs;
  Emulator.getEmulatorEnvs = function withTargetPerRequest() {
    return { ...getEmulatorEnvs.call(this), FUNCTION_DEBUG_MODE: 'true' };
  };
  const getKey = Pool.getKey;
  Pool.getKey = function sharedKey(triggerId) {
    return this.mode === 'auto' ? '~shared~' : getKey.call(this, triggerId);
  };
  Pool.submitRequest = async function submitWithTarget(triggerId, req, resp, body, debug) {
    const target = debug ?? targets.get(triggerId);
    const worker = this.getIdleWorker(triggerId);
    if (!target || !worker) throw new Error(`No ${target ? 'idle worker' : 'function target'} for ${triggerId}`);
    // Taken at once: telling it its function is asynchronous, and another
    // request must not pick it meanwhile (the CLI marks a worker busy only
    // when the request starts, as it tells a worker nothing in between).
    worker.state = 'BUSY';
    // It logs "Beginning execution of" under its key: the function it now runs.
    worker.triggerKey = triggerId;
    // A worker that ran the same function last is told nothing (runs of one
    // function often come in a row: a burst of mail, of registrations).
    if (worker.clubhouseTarget !== target) {
      worker.clubhouseTarget = undefined;
      try {
        await worker.sendDebugMsg(target);
        // The message and the request travel apart (IPC, and HTTP over a kept-alive
        // connection): one round trip after the message, and the worker has read it.
        await roundTrip(worker);
      } catch (error) {
        worker.state = 'IDLE';
        throw error;
      }
      worker.clubhouseTarget = target;
    }
    return worker.request(req, resp, body, true);
  };

  // The Firestore emulator hands over one event at a time and waits for its run
  // to end. The outbox's delivery (onMail) touches no document but its own mail,
  // so nothing can contend with it: the emulator is answered at once and the
  // delivery runs beside the next events, as triggers do in production.
  const handleHttpsTrigger = Emulator.handleHttpsTrigger;
  if (typeof handleHttpsTrigger === 'function') {
    Emulator.handleHttpsTrigger = function acknowledgingOwnDocumentRuns(req, res) {
      const name = String(req.params?.trigger_name ?? '');
      // us-central1-onMail-0: the region, the function, the CLI's generation of its triggers.
      const fn = /-(on[A-Z][A-Za-z0-9]*)(?:-\d+)?$/.exec(name)?.[1] ?? '';
      if (!ALONE.has(fn) || !String(req.path).startsWith('/functions/projects/')) {
        return handleHttpsTrigger.call(this, req, res);
      }
      res.status(200).json({ status: 'acknowledged' });
      return handleHttpsTrigger.call(this, req, discardingResponse());
    };
  }
}
