/**
 * No function of the server is longer than 100 lines (issue 31): a flow is a set of named handlers, not one
 * closure holding them all. Every function, method, accessor and arrow function of server/ is measured from
 * its body's opening line to its closing one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const maxLines = 100

function serverFiles(directory = 'server'): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The functions of a source text longer than `limit` lines, as `file:line name (lines)`. */
export function longFunctions(file: string, text: string, limit = maxLines): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const body = node.body as ts.Node
      const first = source.getLineAndCharacterOfPosition(body.getStart(source)).line
      const last = source.getLineAndCharacterOfPosition(body.getEnd()).line
      const lines = last - first + 1
      if (lines > limit) found.push(`${file}:${first + 1} ${nameOf(node, source)} (${lines} lines)`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const name = (node as { name?: ts.Node }).name
  if (name) return name.getText(source)
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText(source)
  return `(anonymous ${ts.SyntaxKind[node.kind]})`
}

describe('server functions', () => {
  it(`are at most ${maxLines} lines long`, () => {
    const files = serverFiles()
    expect(files.length).toBeGreaterThan(30)
    expect(files.flatMap((file) => longFunctions(file, readFileSync(file, 'utf8')))).toEqual([])
  })

  it('are measured whatever their form: function, method, arrow function', () => {
    const body = Array.from({ length: maxLines }, (_, index) => `  const line${index} = ${index}`).join('\n')
    const text = `function declared() {\n${body}\n}\nclass Holder {\n  method() {\n${body}\n  }\n}\nconst arrow = () => {\n${body}\n}\n`
    expect(longFunctions('sample.ts', text)).toEqual([
      `sample.ts:1 declared (${maxLines + 2} lines)`,
      `sample.ts:${maxLines + 4} method (${maxLines + 2} lines)`,
      `sample.ts:${2 * maxLines + 7} arrow (${maxLines + 2} lines)`,
    ])
    expect(longFunctions('sample.ts', 'const short = () => {\n  return 1\n}\n')).toEqual([])
  })
})
