import path from 'node:path'

/**
 * The node arguments that run a TypeScript file as a child process of a test, through the
 * runTsxChild.mjs launcher (see there: it starts the file again when Node 20's module hooks end it
 * with exit code 13 before it has printed anything, which happens on a busy machine).
 */
export function tsxChildArgs(file: string, ...args: string[]): string[] {
  return [path.join(__dirname, 'runTsxChild.mjs'), file, ...args]
}
