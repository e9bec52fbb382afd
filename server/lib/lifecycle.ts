/**
 * What the process knows about its own life that requests need to see: once a stop signal arrived, the
 * readiness probe answers 503 (balancers move away) while requests already running still finish.
 */
export type Lifecycle = { stopping: boolean };

export const createLifecycle = (): Lifecycle => ({ stopping: false });
