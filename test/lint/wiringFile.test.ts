import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const file = join(__dirname, '../../kernel/createModal.ts')

/** The statements of createModal's body, parsed. */
function wiringStatements(): ts.NodeArray<ts.Statement> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const fn = source.statements.find((s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === 'createModal')
  if (!fn?.body) throw new Error('createModal not found')
  return fn.body.statements
}

const bindingNames = (name: ts.BindingName): string[] =>
  ts.isIdentifier(name) ? [name.text] : name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)))

/**
 * A lazy service's `load`: it runs when the service is first needed, which is at the earliest the
 * kernel's one subscription at the end of createModal, when every binding is built.
 */
const isDeferredLoad = (n: ts.Node): boolean =>
  ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && n.name.text === 'load' && ts.isArrowFunction(n.initializer)

/** The identifiers a node reads, leaving out property names, a lazy service's load, and what a nested function's parameters shadow. */
function identifiersIn(node: ts.Node): ts.Identifier[] {
  const found: ts.Identifier[] = []
  const visit = (n: ts.Node, shadowed: ReadonlySet<string>): void => {
    if (isDeferredLoad(n)) return
    if (ts.isIdentifier(n)) {
      const p = n.parent
      const isName =
        (ts.isPropertyAccessExpression(p) && p.name === n) ||
        (ts.isPropertyAssignment(p) && p.name === n) ||
        (ts.isBindingElement(p) && p.propertyName === n)
      if (!isName && !shadowed.has(n.text)) found.push(n)
      return
    }
    const inner = ts.isFunctionLike(n)
      ? new Set([...shadowed, ...n.parameters.flatMap((param) => bindingNames(param.name))])
      : shadowed
    ts.forEachChild(n, (child) => visit(child, inner))
  }
  visit(node, new Set())
  return found
}

describe('the wiring file (DESIGN §3)', () => {
  it('§3 services that need each other get inputs: no binding is used before the statement that builds it', () => {
    const declaredAt = new Map<string, number>()
    const statements = wiringStatements()
    statements.forEach((statement, index) => {
      if (!ts.isVariableStatement(statement)) return
      for (const declaration of statement.declarationList.declarations) {
        for (const name of bindingNames(declaration.name)) declaredAt.set(name, index)
      }
    })
    const forward = statements.flatMap((statement, index) =>
      identifiersIn(statement)
        .filter((id) => (declaredAt.get(id.text) ?? -1) > index)
        .map((id) => `${id.text} used before it is built: ${statement.getText().split('\n')[0]}`),
    )
    expect(forward).toEqual([])
  })

  it('§3 the wiring file starts no side effect of its own: no tap, no subscribe but the kernel one', () => {
    const calls = wiringStatements().flatMap((statement) => {
      const out: string[] = []
      const visit = (n: ts.Node): void => {
        if (ts.isCallExpression(n)) {
          const callee = n.expression
          const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : ''
          if (name === 'tap' || name === 'subscribe') out.push(name)
        }
        ts.forEachChild(n, visit)
      }
      visit(statement)
      return out
    })
    // The snapshot stream hands each snapshot to the public BehaviorSubject; the runner is the one subscription.
    expect(calls).toEqual(['tap', 'subscribe'])
  })
})
