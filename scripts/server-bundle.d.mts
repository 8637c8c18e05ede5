/** The bundled server's path for the current sources, built when missing; null when it cannot be built. */
export function serverBundle(log?: (line: string) => void): Promise<string | null>;
