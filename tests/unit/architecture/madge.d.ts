/** The part of madge's JS API the import-graph check uses (madge ships no types). */
declare module 'madge' {
  interface MadgeResult {
    obj(): Record<string, string[]>
    circular(): string[][]
  }
  interface MadgeConfig {
    baseDir?: string
    tsConfig?: string
    fileExtensions?: string[]
    excludeRegExp?: RegExp[]
  }
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>
}
